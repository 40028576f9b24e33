"""The colours of the Gouda! Gouda! table (the scene, the shelf and the title card
share them; nothing here loads the game)."""

#: The ladders between places (a link) and their rungs.
LADDER = (118, 76, 44)
LADDER_LIGHT = (196, 146, 92)
#: The cream of the side column's panels.
TRAY = (250, 238, 212)
#: The felt of the dice tray.
FELT = (58, 112, 84)
#: Which art picture shows each kind of marker (the rules say ``extra``).
ART_KIND = {"reroll": "reroll", "extra": "extra_turn", "transfer": "transfer",
            "improve": "improve", "worsen": "worsen", "cancel": "cancel"}
