"""The colours of the Drôle de fromage board (the table and the title card share them;
nothing here loads the game)."""

LIGHT_SQ = (246, 226, 186)
DARK_SQ = (228, 198, 148)
FRAME = (150, 98, 58)
NEUTRAL = (176, 160, 140)
TRAY = (250, 238, 212)
OUT_TRAY = (226, 218, 206)
