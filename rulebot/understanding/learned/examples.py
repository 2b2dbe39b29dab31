"""Labelled questions to learn decisions from: the evaluation sets' items a change may be
tuned on (dev, every `*_tune` half) and the corpus's own FAQ phrasings. Held-out files (test,
holdout, every `*_check` half, and any set not marked `_tune`) never reach training.

Read at build time only (YAML), never on the query path."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulebot.corpus import Corpus
from rulebot.corpus.yamlio import safe_load
from rulebot.evaluation.halves import is_training_file

ENGINE_INTENTS = {"path": "path_score", "right_to_score": "right_to_score", "winner": "rules"}
# Intents of an answer that the reading decides as another: a told end of game is a rules
# question the engine answers (the winner).
SAME_INTENT = {"winner": "rules"}
CATEGORY_INTENTS = {
    "box": "game_facts",
    "greeting": "greeting",
    "out_of_scope": "out_of_scope",
    "engine_path": "path_score",
    "engine_right": "right_to_score",
}
FOLDERS = ("golden", "sets", "phrasings")


@dataclass(frozen=True)
class Example:
    """One labelled question: its text, language, intent, the entries that answer it (rules
    questions), the turns before it, and the file it comes from."""

    text: str
    lang: str
    intent: str
    entries: tuple[str, ...] = ()
    history: tuple[str, ...] = ()
    source: str = ""
    polarity: str | None = None  # "yes", "no", "open" (no yes or no asked), None: unknown


def training_files(eval_dir: Path) -> list[Path]:
    files = [p for folder in FOLDERS for p in sorted((eval_dir / folder).glob("*.yaml"))]
    return [p for p in files if is_training_file(p)]


def examples(eval_dir: Path, corpus: Corpus) -> list[Example]:
    """Every training example: the corpus's phrasings, then the training files' items."""
    found = list(corpus_examples(corpus))
    for path in training_files(eval_dir):
        found.extend(file_examples(path))
    return found


def corpus_examples(corpus: Corpus) -> Iterator[Example]:
    """The FAQ's phrasings of each entry, then the corpus's claims (`claim_examples`)."""
    for entry in corpus.entries:
        for lang, text in entry.texts.items():
            for question in text.questions:
                yield Example(question, lang, "rules", (entry.id,), source=f"corpus:{entry.id}")
    yield from claim_examples(corpus)


CLAIM_SOURCE = "claim:"


def claim_examples(corpus: Corpus) -> Iterator[Example]:
    """Each wording of each claim of corpus/claims.yaml asked as a question, once with each
    entry that settles it: the yes or no is learned with the entry it is asked of, and
    "on peut planter en diagonale ?" asks a no of the planting rule."""
    for claim in corpus.claims:
        polarity = "yes" if claim.answer else "no"
        source = f"{CLAIM_SOURCE}{claim.id}"
        for lang, wordings in claim.texts.items():
            for wording in wordings:
                for entry in claim.entries:
                    yield Example(f"{wording} ?", lang, "rules", (entry,), (), source, polarity)


def is_claim(example: Example) -> bool:
    """An example of the corpus's claims: it teaches the yes or no only (its wording is a
    statement, not a question asked at a table: the intent and the entry learn from the
    FAQ's phrasings)."""
    return example.source.startswith(CLAIM_SOURCE)


def file_examples(path: Path) -> Iterator[Example]:
    data = safe_load(path.read_text(encoding="utf-8"))  # libyaml: ~8,000 items
    if isinstance(data, Mapping):
        data = data.get("items", [])
    for raw in data or []:
        example = item_example(raw, path.stem)
        if example is not None:
            yield example


def item_example(raw: Mapping[str, Any], source: str) -> Example | None:
    turns = _turns(raw)
    if not turns or _several_intents(raw):
        return None
    entries = raw.get("entries", raw.get("entry")) or ()
    entries = (entries,) if isinstance(entries, str) else tuple(entries)
    intent = intent_label(raw)
    return Example(
        text=turns[-1],
        lang=str(raw.get("lang", "")),
        intent=intent,
        entries=tuple(str(e) for e in entries),
        history=tuple(turns[:-1]),
        source=source,
        # only a rules question's yes or no is learned: the others' patterns are not
        # compiled (half the items; a third of a second of each build)
        polarity=polarity_label(raw.get("must"), raw.get("must_not"))
        if intent == "rules"
        else None,
    )


# How an answer says yes or no: a bare word, or the lead the answers open with ("No." : a
# pattern anchored on the lead, `^(?:Non|No)\s?[.:]`, asks a no as surely as `\bno\b`)
YES_LEADS = ("yes", "oui", "Yes.", "Oui.")
NO_LEADS = ("no", "non", "No.", "Non.")


def polarity_label(must: object, must_not: object = None) -> str | None:
    """Whether an item's expected answer says yes ("yes"), no ("no") or neither ("open"),
    as its patterns tell: a `must` pattern that a bare "yes"/"oui" matches asks a yes, one
    that "no"/"non" matches a no; a `must_not` pattern that an answer led by "Yes." and one
    led by "Non." both match forbids any lead ("open": a question too loosely told for a
    sure yes or no). None: no pattern, or `must` patterns taking both."""
    required = _patterns(must)
    yes = _said_by(required, YES_LEADS)
    no = _said_by(required, NO_LEADS)
    if yes or no:
        return None if yes and no else "yes" if yes else "no"
    if _said_by(_patterns(must_not), ("Yes. ", "Non. "), every=True):
        return "open"
    return "open" if must else None


def _patterns(told: object) -> list[re.Pattern[str]]:
    """The patterns of an item's `must` or `must_not` (a string or a list); a pattern that
    does not compile tells nothing."""
    texts = [told] if isinstance(told, str) else told if isinstance(told, list) else []
    found = []
    for text in texts:
        try:
            found.append(re.compile(str(text), re.IGNORECASE))
        except re.error:
            continue
    return found


def _said_by(
    patterns: list[re.Pattern[str]], answers: tuple[str, ...], every: bool = False
) -> bool:
    """Whether one of the patterns matches one of the answers (`every`: each answer)."""
    matched = (any(p.search(answer) for p in patterns) for answer in answers)
    return all(matched) if every else any(matched)


def _several_intents(raw: Mapping[str, Any]) -> bool:
    """An item that accepts several intents ("in scope": any of them) teaches none."""
    told = raw.get("intent")
    return isinstance(told, list) and len({SAME_INTENT.get(str(t), str(t)) for t in told}) > 1


def intent_label(raw: Mapping[str, Any]) -> str:
    """The intent an item's expectations imply."""
    told = raw.get("intent")
    if isinstance(told, list) and told:
        told = told[0]
    if isinstance(told, str):
        return SAME_INTENT.get(told, told)
    engine = raw.get("engine")
    if isinstance(engine, Mapping) and engine.get("kind") in ENGINE_INTENTS:
        return ENGINE_INTENTS[str(engine["kind"])]
    if raw.get("abstain") is True:
        return "out_of_scope"
    return CATEGORY_INTENTS.get(str(raw.get("category", "")), "rules")


def _turns(raw: Mapping[str, Any]) -> tuple[str, ...]:
    turns: Iterable[Any] = raw.get("turns") or [raw.get("question")]
    texts = [t.get("question") if isinstance(t, Mapping) else t for t in turns]
    return tuple(str(t) for t in texts if isinstance(t, str) and t.strip())
