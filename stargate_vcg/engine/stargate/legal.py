"""Enumeration of legal actions: candidates filtered through `rules.check` (the reference),
and a direct enumeration of the performing-actions step for the simulation hot path."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Final

from stargate_vcg.engine.stargate import fast, values
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.actions import (
    Action,
    ActivateAbility,
    ChooseMany,
    Continue,
    Decline,
    Incapacitate,
    Keep,
    Mulligan,
    Pass,
    PlayCard,
    Revive,
    Score,
    Stop,
    discard_activations,
)
from stargate_vcg.engine.stargate.effects import (
    FORBIDS_PLAY,
    NEEDS_BLOCKED,
    NEEDS_OBSTACLE,
    Ability,
    AbilityEntry,
    Decision,
    MissionOrder,
    TargetFinder,
    TriggerBatch,
)
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    EVENT,
    GEAR,
    H_ABILITIES,
    H_FORBIDS,
    OBSTACLE,
    READY,
    SHIP,
    SUPPORT,
    W_ELSEWHERE,
    Z_HAND,
    Z_OBSTACLE,
    Z_PLAY,
    ZONE_WHERE,
)
from stargate_vcg.engine.stargate.fast import assigns_paid, card_sets, plays
from stargate_vcg.engine.stargate.rules import (
    abilities_of,
    ability_in_effect,
    ability_power,
    assigned_adversary,
    cant_of_kind,
    check,
    cost_cards,
    dominion_obstacles,
    enemy_assigned_ships,
    forbid_kind,
    forbids_in_effect,
    glyph_candidates,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore

# Actions without fields are values: one of each is listed every time.
_KEEP: Final = Keep()
_MULLIGAN: Final = Mulligan()
_CONTINUE: Final = Continue()
_STOP: Final = Stop()
_DECLINE: Final = Decline()
_PASS: Final = Pass()

def candidates(game: GameCore) -> list[Action]:
    st = game.state
    if st.phase == ph.OVER:
        return []
    if st.pending:
        item = st.pending[-1]
        if isinstance(item, TriggerBatch):
            made = game.made
            return [made.resolve_trigger(s) for s in dict.fromkeys(item.sources)]
        if isinstance(item, Decision):
            return _answers(game, item)
        if isinstance(item, MissionOrder):
            made = game.made
            return [made.place_mission(m) for m in item.missions]
    phase = st.phase
    if phase == ph.ACTIONS:
        return _action_candidates(game)
    if phase == ph.SETUP_STOP:
        made = game.made
        return [made.stopped_character(u) for u in st.players[st.setup_queue[0]].team]
    if phase == ph.MULLIGAN:
        return [_KEEP, _MULLIGAN]
    if phase == ph.BATTLE_INCAP:
        return [_DECLINE, *(Incapacitate(s) for s in enemy_assigned_ships(game))]
    if phase == ph.REVIVE:
        adv = assigned_adversary(game)
        made = game.made
        scores: list[Action] = [made.score(adv),
                                *(Score(adv, d) for d in dominion_obstacles(game))]
        return [made.revive(adv), *scores, made.destroy_adversary(adv)]
    if phase == ph.GLYPH:
        made = game.made
        return [made.glyph_character(u) for u in glyph_candidates(game)]
    if phase == ph.CONTINUE:
        return [_CONTINUE, _STOP]
    if phase == ph.DISCARD:
        made = game.made
        return [made.discard(u) for u in fast.distinct(game, st.players[st.actor].hand)]
    return []

def _action_candidates(game: GameCore) -> list[Action]:
    st = game.state
    player = st.actor
    hero = player == st.hero
    p = st.players[player]
    facts = game.facts
    out: list[Action] = [_PASS]
    hand = fast.distinct(game, p.hand)
    # A "can" in effect may waive the same-title rule of boosting (sl-heroes): every
    # card is then a candidate for a character or an adversary, and `check` decides
    # (session 7 sp-cards8: any card of a trait may boost one).
    any_title = bool(game.effect_uids) and bool(values.legality_flags(game)
                                                & values.F_PERMITS)
    for u in hand:
        f = facts[u]
        if (f.hero and f.kind in (SUPPORT, GEAR, EVENT, SHIP)) if hero else (
                f.villain and f.kind in (OBSTACLE, ADVERSARY, SHIP)):
            out.extend(plays(game, u, player))
    if not hero:  # costs may be modified: `check` decides
        complications = game.complication_actions
        out.extend(complications[u] for u in hand)
    # An extra cost to assign in effect (session 7 sp-cards8): one assignment per way
    # of paying it.
    stop_costs = bool(game.effect_uids) and bool(values.sources_using(game, "assign_stops"))
    for u in p.in_play:
        f = facts[u]
        s = st.status[u]
        if s == READY and ((f.hero and (f.character or f.ship) and u not in st.turned)
                           if hero else ((f.villain and (f.adversary or f.ship))
                                         or values.turned_adversary(game, u))):
            if stop_costs:
                out += assigns_paid(game, u, player)
            else:
                out.append(game.assign_actions[u])
        elif s == ASSIGNED:
            for c in hand:
                # (session 8 sp-cards11: a character boosted with a card of another
                # type, "any hero card"; `check` decides.)
                if facts[c].title_key == f.title_key or (any_title and (
                        f.character or f.adversary)):
                    out.append(game.made.boost(u, c))
    _ability_candidates(game, player, -1, out)
    return out

def _answers(game: GameCore, item: Decision) -> list[Action]:
    """One option (`Choose`), several (`ChooseMany`: one per set, copies of a card in the
    same place counted once), or `Decline` when the text says "may"."""
    out: list[Action] = []
    options = item.options
    if item.least <= 1 <= item.most:
        made = game.made
        for o in options:  # (a loop: compiled, a generator is an object and its calls)
            out.append(made.choose(o))
    top = min(item.most, len(options))
    if top >= 2:
        # Each option's `_option_key` found once and numbered (the same key, the same
        # number): a set's key is then its numbers, sorted for cards (copies are the
        # same choice), in order for labelled modes, as the keys themselves would be.
        numbers: dict[tuple[object, ...], int] = {}
        ranks = [numbers.setdefault(_option_key(game, item, o), len(numbers))
                 for o in options]
        indices = range(len(options))
        labels = bool(item.labels)
        if len(numbers) == len(options):
            # No two options the same choice: every set is an answer of its own, and the
            # tuples `combinations` makes are its options as they are.
            for n in range(max(2, item.least), top + 1):
                out += [ChooseMany(combo) for combo in combinations(options, n)]
            if item.optional:
                out.append(_DECLINE)
            return out
        if not labels:
            # Copies are the same choice whatever their order: of the sets holding the
            # same number of each card, the first `combinations` makes (in its order) is
            # the one taking the first copies of each card in option order, as every
            # other one takes, copy for copy, a later option of the same card. A set is
            # then listed when each option it takes that has an earlier copy
            # (`previous`, -1 for none) takes that copy too: no key made nor kept per
            # set (sp-list13: a key per set, an int boxed and a set of them, cost some
            # 2% of a text game's instructions on its few many-option decisions).
            previous: list[int] = []
            last = [-1] * len(numbers)
            for i in indices:
                r = ranks[i]
                previous.append(last[r])
                last[r] = i
            for n in range(max(2, item.least), top + 1):
                for combo in combinations(indices, n):
                    # The options taken so far as bits: an earlier copy, if taken, was
                    # taken before (a combination is in option order), found without
                    # searching the tuple (sp-list14: `in` on it, some 300 instructions).
                    taken = 0
                    for i in combo:
                        p = previous[i]
                        if p >= 0 and not taken >> p & 1:
                            break
                        taken |= 1 << i
                    else:
                        out.append(ChooseMany(tuple([options[i] for i in combo])))
            if item.optional:
                out.append(_DECLINE)
            return out
        for n in range(max(2, item.least), top + 1):
            seen: set[tuple[int, ...]] = set()
            for combo in combinations(indices, n):
                # Labelled modes in order: the same modes in another order differ.
                key = tuple([ranks[i] for i in combo])
                if key not in seen:
                    seen.add(key)
                    out.append(ChooseMany(tuple([options[i] for i in combo])))
    if item.optional:
        out.append(_DECLINE)
    return out


def _option_key(game: GameCore, item: Decision, u: int) -> tuple[object, ...]:
    """Labelled modes are distinct; cards are the same choice when they are copies of
    one card in the same zone and state (`_answers`)."""
    if item.labels:
        return (u,)
    st = game.state
    if 0 <= u < len(game.facts):
        return (game.facts[u].id, st.zone[u], st.status[u], u in st.blocks)
    return (str(u), -1, -1, False)


def ability_sources(game: GameCore, player: int) -> list[int]:
    """`ability_sources_scan`, found again with card text only when a card that may be
    an ability source changed place or came into or left effect, or the roles changed,
    since it was last asked (`active`, `places_version`): most actions change none. A
    list to read, never to change (it is the memo's)."""
    if not game.effect_uids:
        return ability_sources_scan(game, player)
    slot = kept_slot(game, player)
    if slot < 0:
        return ability_sources_scan(game, player)
    version, found = game.ability_sources_kept[slot]
    if version == game.places_version:
        return found
    found = ability_sources_scan(game, player)
    game.ability_sources_kept[slot] = (game.places_version, found)
    return found


def kept_slot(game: GameCore, player: int) -> int:
    """Where the lists kept for `player` under the present roles are
    (`ability_sources_kept`, `ability_entries_kept`: one per player, hero and villain);
    -1 for roles not yet given. Kept per roles, not found again at each turn's change of
    roles (`places_version` is not bumped by it, `active.roles_changed`): a turn that
    moved no ability source finds the lists of the turn before last as they were."""
    st = game.state
    n = len(st.players)
    hero, villain = st.hero, st.villain
    if not (0 <= player < n and 0 <= hero < n and 0 <= villain < n):
        return -1
    return (player * n + hero) * n + villain


def ability_sources_scan(game: GameCore, player: int) -> list[int]:
    """The cards whose activated abilities `player` might use now: obstacles with
    withdraw (villain), cards whose text has abilities, and, while a card in effect
    grants abilities, every card of his in play and his obstacles."""
    st = game.state
    sources = [u for u in st.obstacles if game.facts[u].withdraw is not None] \
        if player == st.villain else []
    if game.effect_uids:
        if values.sources_numbered(game, values.N_GRANTED_ABILITIES):
            sources += [u for u in st.players[player].in_play if u not in sources]
            # Obstacles may be given abilities too (Osiris: "Withdraw X").
            sources += [u for u in st.obstacles
                        if game.facts[u].owner == player and u not in sources]
        # The hook's cards in play, at the mission, on the obstacles and (few) where
        # their text works in a pile or the hand: fewer than the hook's cards of both
        # decks, most of which sit in a deck. Listed in card order, as the hook lists
        # them (the order of the activations).
        # (`game.active`: the cards in effect, kept up to date by `active`.)
        facts, bits, active = game.facts, game.hook_bits, game.active
        found: list[int] = []
        for p in st.players:
            # Another player's cards in effect too: their text may let any player
            # use an ability (`Ability.any_player`; `check` keeps only those).
            for u in p.in_play:
                if bits[u] & H_ABILITIES and (facts[u].owner == player or active[u]):
                    found.append(u)
        u = st.mission
        if u >= 0 and bits[u] & H_ABILITIES and active[u]:
            found.append(u)
        for u in st.obstacles:
            if bits[u] & H_ABILITIES and active[u]:
                found.append(u)
        zone, where = st.zone, game.text_zones
        for u in game.tables.abilities_elsewhere:
            if ZONE_WHERE[zone[u]] & where[u] & W_ELSEWHERE and active[u]:
                found.append(u)
        # Often in order already (each player's cards have the lower uids in play
        # first): tested before a sort that costs more than the test.
        for i in range(1, len(found)):
            if found[i - 1] > found[i]:
                found.sort()
                break
        if sources:  # the hook's cards are distinct: only those found above may repeat
            sources += [u for u in found if u not in sources]
        else:
            sources = found
    return sources


def usable_ability(game: GameCore, uid: int, index: int, ability: Ability, player: int,
                   power: int, status: list[int]) -> bool:
    """The conditions of `rules._check_ability` that don't depend on the variant (its
    discards, stops, blocks and target)."""
    cost = ability.cost
    if cost.power > power or (cost.stop_self and status[uid] not in (READY, ASSIGNED)):
        return False
    if game.facts[uid].owner != player and not ability.any_player:
        return False
    if ability.once_per_turn and game.state.used.get((uid, index), 0):
        return False
    if (cost.glyphs or cost.any_glyph) and not _glyphs_beneath(game, uid, ability):
        return False
    if not ability_in_effect(game, uid, ability):
        return False
    return ability.usable is None or ability.usable(game.surface, uid)


def _glyphs_beneath(game: GameCore, uid: int, ability: Ability) -> bool:
    """Whether the glyphs `ability`'s cost names are beneath `uid` (`has_glyph` of each
    glyph named, the kinds beneath read once)."""
    beneath = game.state.glyphs.get(uid)
    if not beneath:
        return False  # either needs a glyph beneath: most characters have none
    cost = ability.cost
    facts = game.facts
    for g in cost.glyphs:
        for m in beneath:
            if facts[m].glyph is g:
                break
        else:
            return False
    for g in cost.any_glyph:  # "<glyph> or <glyph>": one of them will do
        for m in beneath:
            if facts[m].glyph is g:
                return True
    return not cost.any_glyph


def ability_entries(game: GameCore, player: int) -> list[AbilityEntry]:
    """The ability sources of `player` (`ability_sources`) as `_ability_candidates` reads
    them (`effects.AbilityEntry`): a card's abilities when they never change
    (`fixed_abilities`, the card without withdraw, while no card in effect grants
    abilities; else None: `abilities_of` asked at each listing, every ability checked
    in full), the bits of those he may use by whose card it is (another player's card
    only for an `any_player` ability) and where the card is (`ability_in_effect`, when
    it can't change while the sources don't: see `_in_effect_kept`), the bits of those
    whose cost needs a glyph beneath, and the bits of those whose being in effect is
    asked at each listing. A card none of whose abilities he may use is left out. What
    it reads changes only as the ability sources or the cards in effect do: kept as they
    are (`_ability_candidates`), by their slot's `entries_versions` (another player's
    card is in them only when `Tables.shared_sources` says so: it bumps every slot; his
    own only in the slots where he holds a role `Tables.source_roles` says)."""
    fixed_abilities, facts = game.fixed_abilities, game.facts
    fixed_only = "granted_abilities" not in game.hook_uids or not values.sources_numbered(
        game, values.N_GRANTED_ABILITIES)
    out: list[AbilityEntry] = []
    # The scan, not `ability_sources`: the entries are made again only when the sources'
    # version changed, so their memo would be found stale every time (sp-list7).
    for uid in ability_sources_scan(game, player):
        if not fixed_only or fixed_abilities[uid] is None or facts[uid].withdraw is not None:
            out.append(AbilityEntry(uid, None, -1, 0, -1))
            continue
        # Its fixed abilities as `abilities_of` reads them: none of its own while its whole
        # text is removed (the slow playout test, seed 1578: Se'tak's were listed).
        abilities = abilities_of(game, uid, player)
        mine = facts[uid].owner == player
        mask = glyphs = unsure = obstacle = blocked = stops = 0
        for i, ability in enumerate(abilities):
            if not mine and not ability.any_player:
                continue
            kept = _in_effect_kept(game, uid, ability)
            if kept == _OUT:
                continue  # not in effect while the sources stay as they are
            mask |= 1 << i
            if kept == _ASK:
                unsure |= 1 << i
            cost = ability.cost
            if cost.glyphs or cost.any_glyph:
                glyphs |= 1 << i
            if ability.needs & NEEDS_OBSTACLE:
                obstacle |= 1 << i
            if ability.needs & NEEDS_BLOCKED:
                blocked |= 1 << i
            if cost.stop_self:
                stops |= 1 << i
        if mask:
            out.append(AbilityEntry(uid, abilities, mask, glyphs, unsure, obstacle, blocked,
                                    stops))
    return out


_IN: Final = 0  # in effect while the ability sources stay as they are
_OUT: Final = 1  # not in effect while they do
_ASK: Final = 2  # may change meanwhile: asked at each listing


def _in_effect_kept(game: GameCore, uid: int, ability: Ability) -> int:
    """`ability_in_effect` of an ability source, as far as it holds while the player's
    `entries_versions` does not change and the roles stay (the entries are kept per
    roles, `kept_slot`): the card's zone (an ability source's move bumps it, `active.move`) and
    whether its text is in effect (its change does, `active._update`) stay; only the
    status of a card in play whose text is not in effect but whose role is (its text
    removed, `rules._role_active`) may change meanwhile: asked then."""
    st = game.state
    zone = st.zone[uid]
    if ability.from_hand:
        return _IN if zone == Z_HAND else _OUT
    if zone == Z_OBSTACLE or game.active[uid]:
        return _IN
    if zone != Z_PLAY:
        return _OUT
    f = game.facts[uid]
    if (f.owner == st.hero and f.hero) or (f.owner == st.villain and f.villain):
        return _ASK
    return _OUT


def _ability_candidates(game: GameCore, player: int, flags: int, out: list[Action]) -> None:
    """The activations `player` may make now, appended to `out` (`flags`:
    `values.legality_flags`, -1 to ask it). (Appended, not a list returned: most
    listings find none, and a new empty list and its concatenation cost more than the
    rest of such a call, sp-list7.)"""
    # The entries, kept as the sources they are made of (`ability_sources`): most
    # listings find them kept, and most find none (a card out of effect, an ability of
    # the other role's cards, is left out of them: `ability_entries`).
    # (Kept per roles too, `kept_slot`: most turns move no ability source, and the
    # entries of the turn before last serve again.)
    # (Kept by the slot's own version, `GameCore.entries_versions`: a move of the other
    # player's card leaves them, but for the few that may be in his entries, and so does
    # a move of his card that can't be in them in his role, `active.sources_changed`.)
    # (Split into a short front that drops every entry and the listing proper, this
    # function cost more than it spared: sp-cands22.)
    slot = kept_slot(game, player) if game.effect_uids else -1
    if slot >= 0:
        version, entries = game.ability_entries_kept[slot]
        now = game.entries_versions[slot]
        if version != now:
            entries = ability_entries(game, player)
            game.ability_entries_kept[slot] = (now, entries)
    else:
        entries = ability_entries(game, player)
    # The activations paying one discard, made afresh, are recorded for `apply` to know
    # them (`listed_discard`) when every one is listed as made: by `with_text` (a
    # positive `flags`) without a "can't" filtering the list after.
    record = flags >= 0 and not flags & values.F_FORBIDS
    if record and game.listed_discards_version == game._version:
        game.listed_discards_version = -1  # (listed again, as if afresh: no record kept)
    if not entries:
        return
    records: list[tuple[int, int, tuple[int, ...], list[int]]] | None = None
    start = len(out)  # this call's activations are out[start:]
    st = game.state
    status = st.status
    glyphs_beneath = st.glyphs
    # What only an ability looked at needs is read at the first entry that has one
    # (`costs_known`): most listings drop every entry at once.
    power = hand_size = 0
    # A card's modes often share one target finder (card code): asked once per card.
    asked: TargetFinder | None = None
    found: tuple[int, ...] = _NO_TARGET
    hand_cards: list[int] | None = None  # the distinct cards in hand, found when needed
    # Cost modifiers in effect that may change an activation's cost (sp-gaps): its
    # power cost is computed (`rules.ability_power`, its target may matter), not the
    # printed one tested. Most cost modifiers are on plays, complications or
    # assignments: those on other cards' actions (COST_OTHER) or lasting ones change
    # every card's, a card's own modifiers only its own. Found for the first card
    # whose abilities are looked at (most listings look at none: `costs_known`).
    costs_known = False
    any_costs = every = False
    have = 0
    # The abilities each card's activations were listed from, for their costs below
    # (not looked up again: the same tuple, whatever the caches hold). None: no cost
    # computed (the usual case).
    listed_from: dict[int, tuple[Ability, ...]] | None = None
    for entry in entries:
        uid = entry.uid
        fixed = entry.fixed
        mask = entry.mask
        glyph_bits = entry.glyphs
        unsure = entry.unsure
        asked = None
        if fixed is not None:
            # The abilities the state leaves no use for dropped at once, before any is
            # looked at (most listings drop all of a card's, sp-list9): those whose cost
            # needs a glyph beneath (most characters have none), those whose target
            # finder would find nothing for want of an obstacle or a blocked card (as
            # tested below), and those that stop their card, not ready nor assigned.
            # (The glyphs beneath looked up last, only for abilities the other tests
            # leave: a dict lookup of a boxed uid, some 150 instructions, for 230
            # entries a text game of which 70 are left, sp-list13.)
            if entry.obstacle and not st.obstacles:
                mask &= ~entry.obstacle
            if entry.blocked and not st.blocks:
                mask &= ~entry.blocked
            if entry.stops and status[uid] not in (READY, ASSIGNED):
                mask &= ~entry.stops
            if mask & glyph_bits and not (glyphs_beneath and glyphs_beneath.get(uid)):
                mask &= ~glyph_bits
            if not mask:
                continue
            abilities = fixed
        else:
            abilities = abilities_of(game, uid, player)
        if not costs_known:
            costs_known = True
            have = st.players[player].power
            hand_size = len(st.players[player].hand)
            if flags < 0:
                flags = values.legality_flags(game) if game.effect_uids else 0
            any_costs = bool(game.effect_uids) and bool(flags & values.F_COSTS)
            every = any_costs and (bool(values.sources_numbered(game, values.N_COST_OTHER))
                                   or bool(st.lasting_rules))
        # (`game.tables.has_costs`: `game.hand_costs` not empty, a byte, not the tuple.)
        if every or (any_costs and game.tables.has_costs[uid]):
            power = _ANY_POWER
            if listed_from is None:
                listed_from = {}
            listed_from[uid] = abilities
        else:
            power = have
        for i in range(len(abilities)):
            if not mask >> i & 1:
                continue  # another player's card, an ability only its owner may use
            ability = abilities[i]
            needs = ability.needs
            if needs and ((needs & NEEDS_OBSTACLE and not st.obstacles)
                          or (needs & NEEDS_BLOCKED and not st.blocks)):
                # Its target finder would find nothing (`effects.target_needs`): most
                # finders asked find nothing, and most of those for want of an obstacle
                # or a blocked card (sp-list5).
                continue
            if ability.cost.discards > hand_size:
                continue  # no way to pay its discards (nor its target finder asked)
            # What `check` would refuse for every variant, tested once (sparing the
            # targets and cost cards): the ability is then usable but for its variants.
            if fixed is None:
                if not usable_ability(game, uid, i, ability, player, power, status):
                    continue
            else:
                # `usable_ability`, less what the entry knows already (whose card it
                # is; where it is, but for the bits `unsure`).
                cost = ability.cost
                if cost.power > power:
                    continue
                if cost.stop_self and status[uid] not in (READY, ASSIGNED):
                    continue
                if ability.once_per_turn and st.used and st.used.get((uid, i), 0):
                    continue
                if glyph_bits >> i & 1 and not _glyphs_beneath(game, uid, ability):
                    continue
                if unsure >> i & 1 and not ability_in_effect(game, uid, ability):
                    continue
                usable = ability.usable
                if usable is not None and not usable(game.surface, uid):
                    continue
            cost = ability.cost
            n = cost.discards
            finder = ability.finder
            targets: tuple[int, ...] = _NO_TARGET
            if finder is not None:
                # (Abilities sharing a finder function ask it once: compared by it, as
                # each ability wraps a function in a `Finder` of its own.)
                if ability.targets is not asked:
                    asked = ability.targets
                    found = finder.find(game.surface, uid)  # a method call, native (sp-list7)
                targets = found
            if n == 0 and not cost.stop_others and not cost.block_others:
                made = game.made
                for target in targets:  # the usual case: nothing to pick to pay
                    out.append(made.plain_activation(uid, i, target))
                continue
            if n == 1 and not cost.stop_others and not cost.block_others:
                # "Discard a card": one card of each id in the hand, in hand order (as
                # `_discard_sets(game, player, 1)`, without its tuples and sorted keys).
                if hand_cards is None:
                    hand_cards = fast.distinct(game, st.players[player].hand)
                discard_activations(uid, i, targets, hand_cards, out)
                if record and power != _ANY_POWER:  # (else some may be left out below)
                    if records is None:
                        records = game.listed_discards = []
                        game.listed_discards_version = game._version
                    records.append((uid, i, targets, hand_cards))
                continue
            options = [()] if n == 0 else _discard_sets(game, player, n)
            stops = card_sets(cost_cards(game, uid, ability, player, block=False),
                               cost.stop_others) if cost.stop_others else [()]
            blocks = card_sets(cost_cards(game, uid, ability, player, block=True),
                                cost.block_others) if cost.block_others else [()]
            for d in options:
                for s in stops:
                    for b in blocks:
                        if s and b and set(s) & set(b):
                            continue  # a card can't pay both ways
                        for target in targets:
                            out.append(game.made.activation(uid, i, d, s, b, target))
    if listed_from is not None:
        kept = [a for a in out[start:] if isinstance(a, ActivateAbility) and (
            a.card not in listed_from or ability_power(
                game, player, a, listed_from[a.card][a.ability]) <= have)]
        del out[start:]
        out.extend(kept)


_ANY_POWER: Final = 1 << 30  # `usable_ability` with the power cost tested per activation


def listed_discard(game: GameCore, action: ActivateAbility) -> bool:
    """Whether the listing of the game as it is now made an activation paying one discard
    with the fields `action` has (`discard_activations`, recorded by
    `_ability_candidates` when it lists them all as made): then it is legal as it is,
    not checked again (sp-list14: some 5 a text game, each one's target finder and
    usable test asked again by `rules.check`). `apply` asks it of an action it finds
    in the listing: one changed in place since to fields no listed activation has is
    not recognised."""
    if game.listed_discards_version != game._version:
        return False
    card, ability, target, discards = action.card, action.ability, action.target, \
        action.discards
    if action.stops or action.blocks or type(discards) is not tuple or len(discards) != 1:
        return False
    discard = discards[0]
    if type(card) is not int or type(ability) is not int or type(target) is not int \
            or type(discard) is not int:
        return False
    for uid, index, targets, cards in game.listed_discards:
        if uid == card and index == ability and target in targets and discard in cards:
            return True
    return False


_NO_TARGET: Final[tuple[int, ...]] = (-1,)  # an ability without targets: one activation


def _discard_sets(game: GameCore, player: int, n: int) -> list[tuple[int, ...]]:
    # Copies of a card are the same discard: a set is keyed by its cards' ids, as ints
    # (`card_index`, one per id: cheaper to sort and hash than the id strings).
    index = game.card_index
    seen: set[tuple[int, ...]] = set()
    out = []
    for combo in combinations(game.state.players[player].hand, n):
        key = tuple(sorted([index[u] for u in combo]))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out

def legal_actions_checked(game: GameCore) -> list[Action]:
    """Candidates filtered through `check`: the reference definition of legality."""
    return [a for a in candidates(game) if check(game, a) is None]

def legal_actions(game: GameCore) -> list[Action]:
    """Same result as `legal_actions_checked` (a test compares them on random games);
    the performing-actions step without card effects, the hot path of simulations, is
    enumerated directly, and so are the answers to what is pending and the frequent
    decisions (`decision_answers`)."""
    st = game.state
    if st.phase == ph.ACTIONS and not st.pending:
        flags = values.legality_flags(game) if game.effect_uids else 0
        if flags == 0:
            return fast.actions(game)
        if not flags & values.F_PERMITS:
            return with_text(game, flags)
    found = decision_answers(game)
    if found is not None:
        return found
    return legal_actions_checked(game)


def decision_answers(game: GameCore) -> list[Action] | None:
    """`legal_actions_checked` where `check` provably refuses none of the candidates for
    a reason of the rules, with or without card text: a pending item (an option the
    decision offers, a trigger or a mission waiting: `rules._check_pending`; only a set
    naming one option twice is refused), continuing (when the hero can pay, as
    `rules._check_continue` says) or stopping, the glyph, the mulligan, the ship to
    incapacitate (their candidates) and the assigned adversary's fate. None of
    those refusals is a `WaivableRule`, so no "can" is asked; only a "can't" in effect
    may still forbid one (`rules.forbidden`, as `_apply_effect_rules` asks it). None for
    the other phases."""
    st = game.state
    phase = st.phase
    if phase == ph.OVER:
        return []
    if st.pending:
        out = candidates(game)
        item = st.pending[-1]
        if isinstance(item, Decision) and item.most >= 2 and \
                len(set(item.options)) != len(item.options):
            out = [a for a in out if not isinstance(a, ChooseMany)
                   or len(set(a.options)) == len(a.options)]
    elif phase == ph.CONTINUE:
        hero = st.players[st.hero]
        out = [_CONTINUE, _STOP] if hero.missions and \
            values.continue_cost(game) <= hero.power else [_STOP]
    elif phase in (ph.GLYPH, ph.MULLIGAN, ph.BATTLE_INCAP):
        out = candidates(game)  # each one an answer `check` accepts
    elif phase == ph.REVIVE:
        # `rules._check_revive`: reviving takes as many cards in the deck as it costs;
        # scoring, a failed mission.
        villain = st.players[st.villain]
        out = [a for a in candidates(game) if not (
            (isinstance(a, Revive) and len(villain.deck) < values.revive_cost(game, a.adversary))
            or (isinstance(a, Score) and st.outcome))]
    else:
        return None
    # `cant` asks nothing when no "can't" is in effect (none of these actions is a
    # play, whose own text it would ask): the usual case, tested once.
    if game.effect_uids and (values.sources_numbered(game, values.N_FORBIDS)
                             or st.lasting_rules):
        player = game.to_act if game.to_act is not None else st.actor
        out = _not_forbidden(game, out, player)
    return out


def _not_forbidden(game: GameCore, actions: list[Action], player: int) -> list[Action]:
    """`actions` less those a "can't" forbids (`rules.cant`), asking it only about the
    actions of the kinds the "can't"s in effect declare (`forbids_in_effect`: most
    declare one, often not among those listed) and about plays (a card's own "can't").
    Passing is never forbidden (`rules._apply_effect_rules`). `actions` itself when
    none is (the usual case: no list made)."""
    kinds = forbids_in_effect(game)
    # A play, when no "can't" in effect concerns plays, is asked only for a "can't" of
    # its own card (`rules._own`: none without the hook, most cards): some 10 plays a
    # text game asked nothing else (sp-list11).
    own_only = not kinds & FORBIDS_PLAY
    kinds |= FORBIDS_PLAY
    bits = game.hook_bits
    out: list[Action] | None = None  # made at the first action forbidden
    for i in range(len(actions)):
        a = actions[i]
        kind = forbid_kind(a)
        if kind & kinds and not isinstance(a, Pass) and not (
                own_only and isinstance(a, PlayCard) and not bits[a.card] & H_FORBIDS) \
                and cant_of_kind(game, a, player, kind) is not None:
            if out is None:
                out = actions[:i]
        elif out is not None:
            out.append(a)
    return actions if out is None else out


def with_text(game: GameCore, flags: int) -> list[Action]:
    """The performing-actions step with card text in effect that changes what is legal
    in the ways `flags` says (`values.F_*`, all but "can"): the fast enumeration, with
    costs and granted skills computed, the plays of cards whose own text decides them and
    every ability checked by the reference, then each "can't" applied. The same list as
    `legal_actions_checked` (the playout tests compare them)."""
    player = game.state.actor
    abilities = bool(flags & values.F_ABILITIES)
    out = fast.actions(game, bool(flags & values.F_OWN), abilities,
                       bool(flags & values.F_COSTS), bool(flags & values.F_GRANTS),
                       bool(flags & values.F_ASSIGN_STOPS))
    if abilities:
        # The candidates meet every condition of `rules._check_ability` (see
        # `usable_ability`): only a "can't" may still forbid one, and only while one is
        # in effect (F_FORBIDS: a card's own "can't" concerns only its plays), when the
        # whole list is filtered below.
        _ability_candidates(game, player, flags, out)
    if flags & values.F_FORBIDS:
        out = _not_forbidden(game, out, player)
    return out
