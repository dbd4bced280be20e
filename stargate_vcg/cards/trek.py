"""Star Trek VCG card models (regolamento, "Tipologie di carte").

The regolamento names the cards and their class and rank codes but prints no numbers
and no effect text: the numbers and effects live in `card_db/trek/` and are provisional.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class Category(StrEnum):
    """The four categories (regolamento P.07 prints no names; ours are provisional)."""

    TATTICA = "tattica"
    SCIENZA = "scienza"
    INGEGNERIA = "ingegneria"
    MEDICINA = "medicina"


CATEGORIES: tuple[Category, ...] = (
    Category.TATTICA, Category.SCIENZA, Category.INGEGNERIA, Category.MEDICINA,
)


class AlertLevel(StrEnum):
    """Alert levels of the Status cards (regolamento P.18): Green, Yellow, Red."""

    GREEN = "G"
    YELLOW = "Y"
    RED = "R"


class TrekType(StrEnum):
    PERSONAGGIO = "personaggio"
    STATUS = "status"
    DANNI = "danni"
    IMPRESA = "impresa"
    EQUIPAGGIAMENTO = "equipaggiamento"


# An effect's or a limitation's unknown key is refused: an overlay's misspelt key
# (`amout: 3`) would otherwise be dropped without a word. (A card's own keys are checked
# against the overlay in `trek_db`: an overlay that changes a card's type leaves the
# old type's fields behind in the merged data.)
_STRICT = ConfigDict(frozen=True, extra="forbid")


class TrekEffect(BaseModel):
    """An effect applied when the card enters play (Effetti delle carte P.01).

    `kind` names one of the effect implementations in the Trek engine; the other
    fields are its parameters.
    """

    model_config = _STRICT

    kind: str
    amount: int = 0
    category: Category | None = None
    target: str | None = None
    # Which type of card an effect looks for (discard_type, retrieve_discard).
    card_type: TrekType | None = None


class TrekLimitation(BaseModel):
    """A limitation printed on an impresa or an equipaggiamento (P.12, P.30)."""

    model_config = _STRICT

    kind: str
    amount: int = 0
    category: Category | None = None
    value: str | None = None


class _TrekCardBase(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    effect: TrekEffect | None = None

    @property
    def title(self) -> str:
        return self.name


class Personaggio(_TrekCardBase):
    type: Literal[TrekType.PERSONAGGIO] = TrekType.PERSONAGGIO
    codes: str  # as printed in the regolamento, e.g. "Mil./Uff./Ten./Med."
    classe: Literal["militare", "civile"]
    ruolo: Literal["ufficiale", "equipaggio"] | None = None  # Uff. / m.e.
    grado: Literal["tenente", "capitano", "ammiraglio"] | None = None  # Ten. / Cap. / Amm.
    specialita: Literal["medicina", "scienza"] | None = None  # Med. / Sci.
    value: int  # P.03: points earned by taking part in an impresa
    categories: dict[Category, int]  # P.07: 1 to 5 per category


class Status(_TrekCardBase):
    type: Literal[TrekType.STATUS] = TrekType.STATUS
    alert: AlertLevel


class Danni(_TrekCardBase):
    type: Literal[TrekType.DANNI] = TrekType.DANNI
    # P.25: the value used is the one of the current alert level; stored as the
    # amount subtracted from each category (0 or more).
    penalty: dict[AlertLevel, dict[Category, int]]


class Impresa(_TrekCardBase):
    type: Literal[TrekType.IMPRESA] = TrekType.IMPRESA
    points: int  # P.28
    minimum: dict[Category, int]  # P.29
    limitations: tuple[TrekLimitation, ...] = ()  # P.30


class Equipaggiamento(_TrekCardBase):
    type: Literal[TrekType.EQUIPAGGIAMENTO] = TrekType.EQUIPAGGIAMENTO
    modifier: dict[Category, int]  # P.11
    limitations: tuple[TrekLimitation, ...] = ()  # P.12


TrekCard = Annotated[
    Personaggio | Status | Danni | Impresa | Equipaggiamento, Field(discriminator="type")
]
