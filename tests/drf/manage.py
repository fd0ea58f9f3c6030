#!/usr/bin/env python3
"""Django's command-line utility for the stock DRF test backend (tests/drf)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    sys.path.insert(0, HERE)
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'backend.settings')
    argv = list(sys.argv)
    # `manage.py test` from any directory (the repository root included) runs this app's tests:
    # test discovery otherwise starts at the current directory, which is not a Python package.
    if len(argv) >= 2 and argv[1] == 'test' and not any(not a.startswith('-') for a in argv[2:]):
        argv.append('cobranca')
    from django.core.management import execute_from_command_line

    execute_from_command_line(argv)


if __name__ == '__main__':
    main()
