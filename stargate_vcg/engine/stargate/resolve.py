"""Resolving the current mission (EN "Resolving the Current Mission"): ship battle,
success or failure, Success/Failure text, revive or score, glyphs.

Rulings where the rulebooks are silent:
- A mission rated in two skills succeeds when either skill's total reaches that skill's
  difficulty (see `values.mission_skills`).
- A success with no character assigned at the resolving (possible at difficulty 0) is a
  success (Success text, "successful mission this turn"), but nobody can earn its glyph:
  like a destroyed support character's glyphs ("Earn a Glyph"), the mission goes face
  down to the bottom of the hero's mission pile. Characters assigned at the resolving
  who left play during Success/Failure text can't take the glyph either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from stargate_vcg.engine.stargate import active, ops, values
from stargate_vcg.engine.stargate import phases as ph
from stargate_vcg.engine.stargate.actions import (
    Decline,
    DestroyAdversary,
    Incapacitate,
    Revive,
    Score,
)
from stargate_vcg.engine.stargate.effects import (
    T_FAILURE,
    T_GIVEN_SUCCESS,
    T_MISSION_END,
    T_MISSION_FAILED,
    T_MISSION_SUCCEEDED,
    T_REVIVED,
    T_SCORED,
    T_STOPPED,
    T_SUCCESS,
    T_VICTORY,
    T_VICTORY_LENT,
    Replace,
    Trigger,
    TriggerBatch,
    TriggerEvent,
)
from stargate_vcg.engine.stargate.facts import (
    ADVERSARY,
    ASSIGNED,
    SHIP,
    STOPPED,
    Z_FAILED,
)
from stargate_vcg.engine.stargate.rules import glyph_candidates
from stargate_vcg.engine.stargate.triggers import (
    AT_MISSION_END,
    fire_n,
    listening_n,
    reacting,
    run_delayed,
)

if TYPE_CHECKING:
    from stargate_vcg.engine.stargate.core import GameCore


def assigned_cards(game: GameCore, player: int, hero_side: bool) -> list[int]:
    st = game.state
    status, facts = st.status, game.facts
    return [u for u in st.players[player].in_play if status[u] == ASSIGNED
            and (facts[u].hero if hero_side else facts[u].villain)]


def _assigned_ship(game: GameCore, player: int, hero_side: bool) -> bool:
    """Whether one of `assigned_cards(game, player, hero_side)` is a ship."""
    st = game.state
    status, facts = st.status, game.facts
    for u in st.players[player].in_play:
        if status[u] == ASSIGNED:
            f = facts[u]
            if f.kind == SHIP and (f.hero if hero_side else f.villain):
                return True
    return False


def battle(game: GameCore) -> None:
    """Ship battle (rulebook "Ship Battle"): higher firepower total achieves victory; if
    only one player has assigned ships, he does; a tie gives no victory."""
    st = game.state
    st.phase = ph.OUTCOME
    # Most missions have no ship assigned: found without making the lists below.
    if not _assigned_ship(game, st.hero, True) and not _assigned_ship(game, st.villain, False):
        return
    hero_ships = [u for u in assigned_cards(game, st.hero, True) if game.facts[u].kind == SHIP]
    villain_ships = [u for u in assigned_cards(game, st.villain, False)
                     if game.facts[u].kind == SHIP]
    hero_fp = sum(values.firepower(game, u) for u in hero_ships)
    villain_fp = sum(values.firepower(game, u) for u in villain_ships)
    victor = -1
    if hero_ships and (not villain_ships or hero_fp > villain_fp):
        victor = st.hero
    elif villain_ships and (not hero_ships or villain_fp > hero_fp):
        victor = st.villain
    game.record("ship battle", victor, -1, hero_fp * 1000 + villain_fp)
    if victor < 0:
        return
    st.actor = victor
    enemy = villain_ships if victor == st.hero else hero_ships
    st.phase = ph.BATTLE_INCAP if enemy else ph.BATTLE_VICTORY


def incapacitate_choice(game: GameCore, action: Incapacitate | Decline) -> None:
    if isinstance(action, Incapacitate):
        ops.incapacitate(game, action.ship)
    game.state.phase = ph.BATTLE_VICTORY


def battle_victory(game: GameCore) -> None:
    """Victory text on the victor's assigned cards, in the victor's order; a villain
    victor's obstacles at the mission too (ruling, session 7 sp-cards8: the rulebook
    ("Ship Battle") uses Victory text only on assigned cards, which obstacles never are,
    but "the game text of cards always supersedes the rules": an obstacle printed with
    Victory text takes part in the mission as its Success and Failure text do)."""
    st = game.state
    st.phase = ph.OUTCOME
    if not game.effect_uids:
        return
    victor = st.actor
    sources = assigned_cards(game, victor, victor == st.hero)
    if victor == st.villain and st.obstacles:
        sources = [*st.obstacles, *sources]
    if ops.LENT_VICTORY in st.memory:  # Victory text lent to a card there (Freyr)
        for card in ops.victory_lent_to(game, sources):
            fire_n(game, T_VICTORY_LENT, victor, card)
    listening = listening_n(game, T_VICTORY, sources)
    if not listening:
        return
    event = TriggerEvent(Trigger.VICTORY, victor)
    found = reacting(game, event, listening)
    if found:
        t = game.surface
        for s in sources:  # text that makes Victory text happen once more (Ori Supergate)
            effect = game.effects[s]
            if effect is not None:
                for _ in range(effect.victory_repeats(t, s)):
                    st.pending.append(TriggerBatch(victor, event, found))
        st.pending.append(TriggerBatch(victor, event, found))


def outcome(game: GameCore) -> None:
    """Success when the assigned characters' skill total >= the difficulty; then Success
    or Failure text: the hero's cards first, then the villain's, each in its owner's order
    (rulebook "Use Success and Failure Game Text")."""
    st = game.state
    # A mission rated in two skills: either may do (the deciding skill).
    _sk, total, difficulty = values.mission_totals(game)
    st.outcome = total >= difficulty
    if st.outcome:
        st.successes += 1
    hero_cards = assigned_cards(game, st.hero, True)
    facts = game.facts
    st.resolution_team = tuple([u for u in hero_cards if facts[u].character])
    game.record("success" if st.outcome else "failure", st.hero, st.mission, total,
                str(difficulty))
    st.phase = ph.STOP_ASSIGNED
    if not game.effect_uids:
        return
    # "Each time (your opponent) succeeds at / fails a mission": any card in effect.
    fire_n(game, T_MISSION_SUCCEEDED if st.outcome else T_MISSION_FAILED, st.hero,
         st.mission)
    kind = Trigger.SUCCESS if st.outcome else Trigger.FAILURE
    # (Asking whether a card reacts changes nothing: the hero's cards are those above.)
    # The villain's cards (the obstacles, then his assigned cards), then the hero's (the
    # mission, then his assigned cards), those that listen to the kind found without
    # the lists of all of them (most missions: none listens but the mission).
    n = T_SUCCESS if st.outcome else T_FAILURE
    bits = game.listen_bits
    villain = st.villain
    listening = [u for u in st.obstacles if bits[u] >> n & 1]
    status = st.status
    for u in st.players[villain].in_play:
        if status[u] == ASSIGNED and facts[u].villain and bits[u] >> n & 1:
            listening.append(u)
    hero = st.hero
    _text_of(game, villain, listening, kind, hero, hero_cards)
    if st.outcome:
        # Success text given to the mission by the hero's cards in effect: resolved
        # after the mission's own (pushed below it), before the villain's.
        fire_n(game, T_GIVEN_SUCCESS, hero, st.mission)
    mission = st.mission
    listening = [mission] if bits[mission] >> n & 1 else []
    for u in hero_cards:
        if bits[u] >> n & 1:
            listening.append(u)
    _text_of(game, hero, listening, kind, hero, hero_cards)


def _text_of(game: GameCore, player: int, listening: list[int], kind: Trigger,
             hero: int, hero_cards: list[int]) -> None:
    """`outcome`'s Success or Failure text of `player`'s cards among `listening` (those
    of his cards at the mission that listen to the kind)."""
    if not listening:  # (most missions: no event made)
        return
    st = game.state
    event = TriggerEvent(kind, player)
    found = reacting(game, event, listening)
    if found:
        if st.outcome and player == hero:  # resolved after the first time
            t = game.surface
            for s in [st.mission, *hero_cards]:
                effect = game.effects[s]
                repeats = effect.success_repeats(t, s) if effect is not None else 0
                for _ in range(repeats):
                    st.pending.append(TriggerBatch(player, event, found))
        st.pending.append(TriggerBatch(player, event, found))


def stop_assigned(game: GameCore) -> None:
    st = game.state
    status, facts = st.status, game.facts
    has_adversary = False  # an assigned adversary of the villain (never stopped here)
    # The hero's, then the villain's (compiled, a loop over a tuple of the two iterates
    # it through the generic protocol; over a range, natively).
    for side in range(2):
        player = st.hero if side == 0 else st.villain
        for u in st.players[player].in_play:
            if status[u] == ASSIGNED:
                f = facts[u]
                if player == st.villain and values.turned_adversary(game, u):
                    has_adversary = True
                elif f.character or f.ship:
                    status[u] = STOPPED
                    game.record("stopped at resolution", player, u)
                    if game.effect_uids:  # "each time X becomes stopped" (sl-heroes)
                        fire_n(game, T_STOPPED, player, u)
                elif f.kind == ADVERSARY and player == st.villain:
                    has_adversary = True
    st.phase = ph.REVIVE if has_adversary else ph.CLEAR


def revive_or_score(game: GameCore, action: Revive | Score | DestroyAdversary) -> None:
    st = game.state
    st.phase = ph.CLEAR
    adv = action.adversary
    if isinstance(action, Revive):
        # The cost the rules checked, with its modifiers (Fifth: +1 per card beneath),
        # unless text pays it otherwise ("would ... instead").
        cost = values.revive_cost(game, adv)
        milled = 0
        if not (game.effect_uids and ops.replaced(game, Replace.REVIVE_PAYMENT, st.villain,
                                                  adv, cost)):
            ops.mill(game, st.villain, cost)
            milled = cost
        active.set_status(game, adv, STOPPED)
        game.record("revive", st.villain, adv, milled)  # value: cards milled to pay
        fire_n(game, T_REVIVED, st.villain, adv)
    elif isinstance(action, Score):
        ops.to_score_pile(game, adv)
        game.record("score", st.villain, adv)
        if action.dominion is not None:
            ops.to_score_pile(game, action.dominion)
            game.record("score", st.villain, action.dominion)
        fire_n(game, T_SCORED, st.villain, adv)
    else:
        ops.destroy(game, adv)
    if _another_assigned(game, adv):  # several assigned (session 11 sp-cards16: United
        st.phase = ph.REVIVE            # Under One Banner): each in turn


def _another_assigned(game: GameCore, adv: int) -> bool:
    """Another adversary of the villain's still assigned (not `adv`, whose fate text
    replacing its destruction may still be deciding)."""
    st = game.state
    for u in st.players[st.villain].in_play:
        if u != adv and st.status[u] == ASSIGNED and values.adversary_now(game, u):
            return True
    return False


def clear_mission(game: GameCore) -> None:
    """Destroy obstacles and complications; a failed mission stays beside the others."""
    st = game.state
    for uid in [*st.obstacles, *st.complications]:
        ops.destroy(game, uid)
    mission = st.mission
    if mission < 0:  # a card effect removed the mission
        st.phase = ph.MISSION_END
        return
    if st.outcome:
        if glyph_candidates(game):
            st.phase = ph.GLYPH
            return
        # Nobody assigned at resolution can take the glyph: it is not earned.
        ops.to_mission_bottom(game, mission)
    else:
        st.mission = -1
        st.failed.append(mission)
        active.move(game, mission, Z_FAILED)
    st.phase = ph.MISSION_END


def earn_glyph_choice(game: GameCore, character: int) -> None:
    st = game.state
    mission = st.mission
    st.phase = ph.MISSION_END
    ops.earn_glyph(game, mission, character)


def mission_end(game: GameCore) -> None:
    """"At the end of the current mission" text (delayed triggers first, then the cards
    in effect) is used while the mission's modifiers still hold."""
    st = game.state
    st.phase = ph.MISSION_OVER
    if st.delayed:
        run_delayed(game, AT_MISSION_END)
    fire_n(game, T_MISSION_END, st.hero)


def mission_over(game: GameCore) -> None:
    st = game.state
    st.mission_mods.clear()
    if st.lasting_rules:
        st.lasting_rules = [r for r in st.lasting_rules if r[1] != AT_MISSION_END]
    if st.later_mods:  # modifiers that last through the next mission
        st.mission_mods.extend(st.later_mods)
        st.later_mods.clear()
    ops.unblock_by(game, ops.BLOCKED_FOR_MISSION)
    st.resolution_team = ()
    st.outcome = None
    st.phase = ph.CONTINUE

