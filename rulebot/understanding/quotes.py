"""Words quoted after a player who speaks them ("Papy me dicte : « J'ai le 1, ta tante a
le 8 »", "Grandpa on the phone: 'I have the 8 of oak'"): "je"/"I" in them is the speaker,
not the asker."""

from __future__ import annotations

import re

from rulebot.understanding.playertokens import YOU, Mention

_QUOTED = re.compile(
    r"«(?P<a>[^»]*)»|“(?P<b>[^”]*)”|\"(?P<c>[^\"]*)\"|(?<![\w'’])['‘](?P<d>.+?)(?<=[\w.!?,])['’](?![\w])",
    re.S,
)
Span = tuple[int, int]


def quoted(text: str) -> list[Span]:
    """The offsets of the words inside quotation marks."""
    spans = []
    for found in _QUOTED.finditer(text):
        group = next(g for g in "abcd" if found.group(g) is not None)
        spans.append((found.start(group), found.end(group)))
    return spans


def speakers(text: str, segments: list[tuple[Mention, int, int]], ids: list[str]) -> list[str]:
    """The player ids with the asker's words inside a quote given to the player named last
    before it ("Papy me dicte : « J'ai le 1 »": Papy); the ids as they are elsewhere."""
    spans = quoted(text)
    found = list(ids)
    for k, (_, start, _) in enumerate(segments):
        if ids[k] != YOU:
            continue
        quote = next(((a, b) for a, b in spans if a <= start < b), None)
        if quote is None:
            continue
        before = [
            ids[j]
            for j, (m, s, _) in enumerate(segments)
            if s <= quote[0] and m.kind in ("player", "person") and ids[j] != YOU
        ]
        if before:
            found[k] = before[-1]
    return found
