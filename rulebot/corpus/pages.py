"""Booklet page references: "6", "5-6", "2, 4" <-> (6,), (5, 6), (2, 4)."""

from __future__ import annotations

import re
from collections.abc import Iterable

_PART = re.compile(r"^(\d+)(?:\s*-\s*(\d+))?$")


def parse_pages(spec: str | int) -> tuple[int, ...]:
    """Parse a page reference ("6", "5-6", "2, 4", "5-7") into ascending page numbers.

    Raises ValueError on anything else: empty parts, a range going down, pages
    out of order or repeated, page 0.
    """
    text = str(spec).strip()
    if not text:
        raise ValueError("empty page reference")
    pages: list[int] = []
    for part in text.split(","):
        match = _PART.match(part.strip())
        if match is None:
            raise ValueError(f"bad page reference {text!r}: cannot read {part.strip()!r}")
        first = int(match.group(1))
        last = int(match.group(2)) if match.group(2) else first
        if last < first:
            raise ValueError(f"bad page reference {text!r}: range {first}-{last} goes down")
        for page in range(first, last + 1):
            if page < 1:
                raise ValueError(f"bad page reference {text!r}: pages start at 1")
            if pages and page <= pages[-1]:
                raise ValueError(
                    f"bad page reference {text!r}: pages must be ascending without repeats"
                )
            pages.append(page)
    return tuple(pages)


def format_pages(pages: Iterable[int]) -> str:
    """Write pages as answers cite them: contiguous runs with "-", others with ", "."""
    ordered = sorted(set(pages))
    if not ordered:
        raise ValueError("no pages to format")
    runs: list[list[int]] = []
    for page in ordered:
        if runs and page == runs[-1][-1] + 1:
            runs[-1].append(page)
        else:
            runs.append([page])
    return ", ".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs)


def cite_pages(pages: Iterable[int]) -> str:
    """The citation as answers print it: "(p. 5-6)"."""
    return f"(p. {format_pages(pages)})"
