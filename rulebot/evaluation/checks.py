"""The checks one answer must pass for its golden item to count as correct.

An item passes when every check that applies to it passes:

- `must`: every `must` regex matches the answer text (case-insensitive, `re.search`);
- `must_not`: no `must_not` regex matches it;
  both read the text with its typographic apostrophes (’ ‘ ʼ) as the straight one ('),
  which is how the items write them: the corpus prints "n’importe", an item looks for
  "n'importe", and the two are the same words (`matchable`);
- `pages` (when the item gives `pages`): with `pages: []` the answer cites no page;
  otherwise, unless the item expects an abstention, the answer cites at least one page
  and every cited page is an expected one;
- `engine` (when the item gives `engine`): the expected `valid` and `points` equal the
  answer's `engine` values, and `scorers` (who may score) and `winners` (who wins a told
  end of game) are the same players, order and duplicates ignored, whatever words the
  item and the engine name each one with (`players`);
- `intent` (when the item gives one or several): the answer's intent is one of them;
- `answer_lang` (when the item gives it): the answer is in that language;
- `abstain`: always; `abstain: true` in the item if and only if `answer.abstained`.

Cited pages are the answer's `pages` together with the pages of its citations.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rulebot.answer.model import Answer
from rulebot.evaluation.golden import GoldenItem
from rulebot.evaluation.players import same_scorers

ENGINE_KEYS = ("valid", "points", "scorers", "winners")
PLAYER_KEYS = ("scorers", "winners")
_MISSING = object()
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'"})


@dataclass(frozen=True)
class Check:
    """The outcome of one check: what the item expected and what the answer gave."""

    name: str
    passed: bool
    expected: str
    got: str


def cited_pages(answer: Answer) -> frozenset[int]:
    """Every page the answer cites: its `pages` and those of its citations."""
    pages = set(answer.pages)
    for citation in answer.citations:
        pages.update(citation.pages)
    return frozenset(pages)


def check_answer(item: GoldenItem, answer: Answer) -> list[Check]:
    """Run every check that applies to `item` against `answer`, in a fixed order."""
    checks: list[Check] = []
    if item.must:
        checks.append(check_must(item.must, answer.answer))
    if item.must_not:
        checks.append(check_must_not(item.must_not, answer.answer))
    if item.pages is not None and not (item.abstain and item.pages):
        checks.append(check_pages(item.pages, cited_pages(answer)))
    if item.engine is not None:
        checks.append(check_engine(item.engine, answer.engine))
    if item.intent:
        checks.append(check_intent(item.intent, answer.intent))
    if item.answer_lang is not None:
        checks.append(check_lang(item.answer_lang, answer.lang))
    checks.append(check_abstain(item.abstain, answer.abstained))
    return checks


def matchable(text: str) -> str:
    """The answer text as the `must` and `must_not` regexes read it: typographic
    apostrophes written as the straight one."""
    return text.translate(_APOSTROPHES)


def check_must(patterns: Iterable[str], text: str) -> Check:
    """Every pattern is found in the text (its apostrophes made plain, `matchable`)."""
    patterns = tuple(patterns)
    text = matchable(text)
    missing = [p for p in patterns if not re.search(p, text, re.IGNORECASE)]
    got = "all matched" if not missing else "no match for " + ", ".join(map(_regex, missing))
    return Check("must", not missing, "matches " + ", ".join(map(_regex, patterns)), got)


def check_must_not(patterns: Iterable[str], text: str) -> Check:
    """No pattern is found in the text (its apostrophes made plain, `matchable`)."""
    patterns = tuple(patterns)
    text = matchable(text)
    found = [p for p in patterns if re.search(p, text, re.IGNORECASE)]
    got = "none matched" if not found else "matched " + ", ".join(map(_regex, found))
    return Check("must_not", not found, "no match for " + ", ".join(map(_regex, patterns)), got)


def check_pages(expected: Iterable[int], cited: Iterable[int]) -> Check:
    """`[]` expects no citation; otherwise some page cited and none outside the expected."""
    want, have = frozenset(expected), frozenset(cited)
    got = "pages " + _pages(have) if have else "no page cited"
    if not want:
        return Check("pages", not have, "no page cited", got)
    passed = bool(have) and have <= want
    return Check("pages", passed, "pages within " + _pages(want), got)


def check_engine(expected: Mapping[str, Any], engine: Mapping[str, Any] | None) -> Check:
    """`valid`, `points` equal; `scorers` the same players (`same_scorers`). Other expected
    keys are notes."""
    keys = [k for k in ENGINE_KEYS if k in expected]
    want = ", ".join(f"{k}={expected[k]!r}" for k in keys) or "an engine result"
    if engine is None:
        return Check("engine", False, want, "no engine result")
    values = {k: engine_value(engine, k) for k in keys}
    got = ", ".join(f"{k}={'missing' if v is _MISSING else repr(v)}" for k, v in values.items())
    players = engine.get("players")
    said = players if isinstance(players, Mapping) else {}
    passed = all(_engine_equal(k, expected[k], values[k], said) for k in keys)
    return Check("engine", passed, want, got or "an engine result")


def check_intent(expected: Iterable[str], intent: str) -> Check:
    """The answer's intent is one of those expected."""
    wanted = tuple(expected)
    return Check("intent", intent in wanted, "intent " + " or ".join(wanted), "intent " + intent)


def check_lang(expected: str, lang: str) -> Check:
    """The answer is in the language expected."""
    return Check("lang", lang == expected, f"answered in {expected}", f"answered in {lang}")


def check_abstain(expected: bool, abstained: bool) -> Check:
    """The answer abstains exactly when the item expects it to."""
    return Check(
        "abstain",
        expected == abstained,
        "abstains" if expected else "answers",
        "abstained" if abstained else "answered",
    )


def engine_value(engine: Mapping[str, Any], key: str) -> Any:
    """The value of `key` at the top of the engine result, else in a nested mapping."""
    if key in engine:
        return engine[key]
    for value in engine.values():
        if isinstance(value, Mapping) and key in value:
            return value[key]
    return _MISSING


def _engine_equal(key: str, want: Any, got: Any, players: Mapping[str, str]) -> bool:
    if got is _MISSING:
        return False
    if key in PLAYER_KEYS:
        return same_scorers(_as_set(want), _as_set(got), players)
    if isinstance(want, bool) or isinstance(got, bool):  # True must not equal 1
        return want is got
    return bool(want == got)


def _as_set(value: Any) -> frozenset[str]:
    if isinstance(value, str):
        return frozenset({value})
    if isinstance(value, Iterable):
        return frozenset(str(v) for v in value)
    return frozenset({str(value)})


def _regex(pattern: str) -> str:
    return f"/{pattern}/"


def _pages(pages: Iterable[int]) -> str:
    return ", ".join(str(p) for p in sorted(pages))
