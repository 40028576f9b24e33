"""Real input for the table tests: events posted to pygame's queue, then frames of
the app so that the scenes handle them, exactly as a person's clicks and keys are."""

from __future__ import annotations

import pygame

DT = 1 / 60
#: The longest step the program gives a frame (``App.run``): waiting for the table to
#: settle with it takes six times fewer frames and draws the same things.
LONG_DT = 0.1


def post(event_type, **fields):
    pygame.event.post(pygame.event.Event(event_type, **fields))


def frames(app, n=1, dt=DT):
    for _ in range(n):
        app.frame(dt)


def move_to(app, pos):
    post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 1)


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app, 1)


def press(app, key, mod=0):
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    frames(app, 1)
