"""The Midnight Princess simulator: the engine's own rounds, played in seeded chunks, and the PAR sheet.

It imports the engine (``midnight_princess``) and is never imported by it; the browser's wheel
holds the engine only. ``python3 -m midnight_princess_sim --help`` runs it.
"""
