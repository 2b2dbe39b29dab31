"""An arboretum drawn as text: one line per row, `.` for an empty cell, `5R`/`8oak` a card."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from rulebot.rules import Arboretum, Card, Cell, neighbours
from rulebot.rules.cards import MAX_VALUE, MIN_VALUE, STANDARD_COLOURS
from rulebot.understanding.errors import ParseError

_CELL = re.compile(r"\S+")
_CARD = re.compile(r"(\d+)([^\W\d_]+)")
EMPTY = "."
# No arboretum holds more cards than the deck (10 colours of 8 values), nor, drawn, spans
# more rows or columns than that: a bigger grid is refused before anything is scored.
MAX_CARDS = len(STANDARD_COLOURS) * (MAX_VALUE - MIN_VALUE + 1)
MAX_SIDE = MAX_CARDS
_SHOWN = 20  # the characters of a token shown in an error


@dataclass(frozen=True)
class _Placed:
    card: Card
    cell: Cell
    offset: int
    text: str


def parse_layout(text: str) -> Arboretum:
    """The arboretum a grid of text draws; ParseError with line and column otherwise.

    Cells are separated by whitespace; row = line, column = cell index on the line.
    Colour labels are compared case-insensitively and kept as first written.
    """
    placed = _read_cells(text)
    if not placed:
        raise ParseError.of("empty_layout", 0, text, lines=True)
    _check_rows(text, placed)
    cells = {p.cell: p for p in placed}
    _check_connected(text, cells)
    return Arboretum.from_layout({cell: p.card for cell, p in cells.items()})


def _read_cells(text: str) -> list[_Placed]:
    labels: dict[str, str] = {}
    seen: dict[Card, _Placed] = {}
    placed: list[_Placed] = []
    offset = 0
    rows = 0  # the lines that hold a cell
    for row, line in enumerate(text.split("\n")):
        cells = list(_CELL.finditer(line))
        rows += bool(cells)
        if rows > MAX_SIDE or len(cells) > MAX_SIDE:
            at = offset + (cells[MAX_SIDE].start() if len(cells) > MAX_SIDE else 0)
            raise ParseError.of("layout_too_big", at, text, lines=True, limit=MAX_SIDE)
        for col, match in enumerate(cells):
            token, at = match.group(0), offset + match.start()
            if token == EMPTY:
                continue
            if len(placed) == MAX_CARDS:
                raise ParseError.of("layout_too_many_cards", at, text, lines=True, limit=MAX_CARDS)
            card = _card(token, at, text, labels)
            here = _Placed(card, (row, col), at, token)
            if card in seen:
                first = seen[card]
                first_line, first_column = _where(text, first.offset)
                raise ParseError.of(
                    "layout_card_twice",
                    at,
                    text,
                    lines=True,
                    card=token,
                    first_line=first_line,
                    first_column=first_column,
                )
            seen[card] = here
            placed.append(here)
        offset += len(line) + 1
    return placed


def _card(token: str, at: int, text: str, labels: dict[str, str]) -> Card:
    match = _CARD.fullmatch(token)
    if match is None:
        raise ParseError.of("unknown_cell", at, text, lines=True, token=_shown(token))
    digits = match.group(1).lstrip("0") or "0"
    value = int(digits) if len(digits) <= 2 else MAX_VALUE + 1  # no int() of a long run
    if not MIN_VALUE <= value <= MAX_VALUE:
        shown = _shown(match.group(1))
        raise ParseError.of("layout_value", at, text, lines=True, value=shown, token=_shown(token))
    label = labels.setdefault(match.group(2).casefold(), match.group(2))
    return Card(value, label)


def _shown(token: str) -> str:
    """A token as an error shows it: its beginning when it is long."""
    return token if len(token) <= _SHOWN else token[: _SHOWN - 1] + "…"


def _check_rows(text: str, placed: list[_Placed]) -> None:
    """Rows with cards must follow each other: no empty line or card-less row between them."""
    rows = sorted({p.cell[0] for p in placed})
    for above, below in pairwise(rows):
        if below != above + 1:
            gap = above + 1
            lines = text.split("\n")
            at = sum(len(line) + 1 for line in lines[:gap])
            kind = "row_gap_empty" if not lines[gap].strip() else "row_gap_no_card"
            raise ParseError.of(kind, at, text, lines=True, above=above + 1, below=below + 1)


def _check_connected(text: str, cells: dict[Cell, _Placed]) -> None:
    """Every card touches the others through sides (an arboretum is connected)."""
    start = min(cells)
    seen = {start}
    stack = [start]
    while stack:
        for near in neighbours(stack.pop()):
            if near in cells and near not in seen:
                seen.add(near)
                stack.append(near)
    if len(seen) != len(cells):
        stray = min((cells[cell] for cell in cells if cell not in seen), key=lambda p: p.offset)
        raise ParseError.of("not_connected", stray.offset, text, lines=True, card=stray.text)


def _where(text: str, offset: int) -> tuple[int, int]:
    """The line and column (1-based) of an offset."""
    before = text[:offset]
    return before.count("\n") + 1, offset - before.rfind("\n")


def layout_lines(arboretum: Arboretum) -> list[str]:
    """The grid of an arboretum as text lines (the inverse of parse_layout, normalised)."""
    if not arboretum:
        return []
    rows = [cell[0] for cell in arboretum]
    cols = [cell[1] for cell in arboretum]
    width = max(len(str(card)) for card in arboretum.values())
    lines = []
    for row in range(min(rows), max(rows) + 1):
        cells = [
            str(arboretum[(row, col)]) if (row, col) in arboretum else EMPTY
            for col in range(min(cols), max(cols) + 1)
        ]
        lines.append("  ".join(cell.rjust(width) for cell in cells).rstrip())
    return lines
