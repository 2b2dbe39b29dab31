"""A new Python process for the tests that need one (a fresh import, another hash seed,
the terminal's width): run in the repository, it must succeed."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping

from rulebot.config import REPO_ROOT


def run_python(
    *args: str, env: Mapping[str, str] | None = None, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    """`python ARGS` (a script, or `-c CODE …`) in the repository, with this process's
    environment and `env` over it; its stderr's end is shown when it fails."""
    done = subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        cwd=REPO_ROOT,
        timeout=timeout,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done
