"""``python -m cardlab``: see :mod:`cardlab.cli`."""

import os
import sys

from .cli import main

if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader left early (`... | head`): no traceback, as Python's docs advise
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
