"""Rise of the Ori card effects, one module per kind of card."""
