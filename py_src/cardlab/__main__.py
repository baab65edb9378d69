"""``python -m cardlab``: see :mod:`cardlab.cli`."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
