"""``python3 -m midnight_princess_sim``: the simulator's command line."""

import sys

from .cli import main

sys.exit(main())
