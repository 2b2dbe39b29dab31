"""The installed version of a distribution, read from its ``.dist-info`` folder.

What ``importlib.metadata.version`` answers for the packages rulebot records (the index's
libraries, rulebot's own version), without importing ``importlib.metadata``: it brings
the ``email`` package and ``zipfile`` to parse a METADATA header, 2.6 MiB of a cold
`rulebot ask` (issue 21). Found the same way: the first folder of ``sys.path`` that holds
the name (normalised as in PEP 503), its ``Version:`` field. A test compares both on every
installed distribution.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterable
from pathlib import Path

_SEPARATORS = re.compile(r"[-_.]+")
_SUFFIXES = (".dist-info", ".egg-info")


def normalised(name: str) -> str:
    """A distribution's name as installers compare it ("PyStemmer" -> "pystemmer")."""
    return _SEPARATORS.sub("-", name).lower()


def version(name: str, path: Iterable[str] | None = None) -> str | None:
    """The version of distribution `name` installed on `path` (sys.path), or None."""
    wanted = normalised(name)
    for entry in sys.path if path is None else path:
        folder = Path(entry or ".")
        try:
            children = os.listdir(folder)
        except OSError:  # a zip, or a folder gone
            continue
        for child in sorted(children):
            stem, suffix = os.path.splitext(child)
            if suffix not in _SUFFIXES or normalised(stem.partition("-")[0]) != wanted:
                continue
            found = _field(folder / child / ("METADATA" if suffix == ".dist-info" else "PKG-INFO"))
            if found is not None:
                return found
    return None


def _field(metadata: Path) -> str | None:
    try:
        with metadata.open(encoding="utf-8", errors="replace") as lines:
            for line in lines:
                if not line.strip():
                    return None  # the header ends: no Version field
                key, _, value = line.partition(":")
                if key.strip().lower() == "version":
                    return value.strip()
    except OSError:
        return None
    return None
