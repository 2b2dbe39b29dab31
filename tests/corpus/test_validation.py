"""Broken corpus files raise CorpusError naming the file, the entry and the field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.corpus import CorpusError, load_corpus

Mutation = Callable[[Any], Any]


def _entry(data: list[dict[str, Any]], entry_id: str) -> dict[str, Any]:
    return next(item for item in data if item["id"] == entry_id)


def _set(entry_id: str, path: str, value: Any) -> Mutation:
    """Set a (dotted) field of one entry."""

    def mutate(data: Any) -> Any:
        target = _entry(data, entry_id)
        *parents, last = path.split(".")
        for key in parents:
            target = target[key]
        target[last] = value
        return data

    return mutate


def _delete(entry_id: str, path: str) -> Mutation:
    def mutate(data: Any) -> Any:
        target = _entry(data, entry_id)
        *parents, last = path.split(".")
        for key in parents:
            target = target[key]
        del target[last]
        return data

    return mutate


def _colour(section: str, colour_id: str, lang: str, words: list[str]) -> Mutation:
    def mutate(data: Any) -> Any:
        next(c for c in data[section] if c["id"] == colour_id)[lang] = words
        return data

    return mutate


def _game(key: str, value: Any) -> Mutation:
    def mutate(data: Any) -> Any:
        if value is None:
            del data[key]
        else:
            data[key] = value
        return data

    return mutate


def _players(low: Any, high: Any) -> Mutation:
    return _game("players", {"min": low, "max": high})


# (case id, file, mutation of the parsed file, fragments the error message must contain)
CASES: list[tuple[str, str, Mutation, tuple[str, ...]]] = [
    (
        "id-across-files",
        "mistakes.yaml",
        _set("mistake-several-paths", "id", "faq-tie"),
        ("mistakes.yaml", "'faq-tie'", "duplicate id", "faq.yaml"),
    ),
    (
        "id-within-file",
        "rules.yaml",
        _set("rule-deal", "id", "rule-material"),
        ("rules.yaml", "'rule-material'", "duplicate id"),
    ),
    (
        "id-missing",
        "rules.yaml",
        _delete("rule-deal", "id"),
        ("rules.yaml", "entry #3", "id: missing"),
    ),
    ("kind", "faq.yaml", _set("faq-tie", "kind", "rule"), ("faq.yaml", "'faq-tie'", "kind")),
    (
        "kind-missing",
        "mistakes.yaml",
        _delete("mistake-several-paths", "kind"),
        ("mistakes.yaml", "'mistake-several-paths'", "kind", "'mistake'"),
    ),
    (
        "no-en",
        "rules.yaml",
        _delete("rule-end", "en"),
        ("rules.yaml", "'rule-end'", "en", "missing language version"),
    ),
    (
        "no-fr",
        "faq.yaml",
        _delete("faq-turn", "fr"),
        ("faq.yaml", "'faq-turn'", "fr", "missing language version"),
    ),
    (
        "empty-title",
        "rules.yaml",
        _set("rule-paths", "fr.title", ""),
        ("rules.yaml", "'rule-paths'", "fr.title", "non-empty"),
    ),
    (
        "blank-text",
        "mistakes.yaml",
        _set("mistake-single-colour-path", "en.text", "   "),
        ("mistakes.yaml", "'mistake-single-colour-path'", "en.text", "non-empty"),
    ),
    (
        "text-not-string",
        "faq.yaml",
        _set("faq-tie", "en.text", ["a", "list"]),
        ("faq.yaml", "'faq-tie'", "en.text"),
    ),
    (
        "faq-one-question",
        "faq.yaml",
        _set("faq-diagonal", "fr.questions", ["Diagonale ?"]),
        ("faq.yaml", "'faq-diagonal'", "fr.questions", "at least 2", "has 1"),
    ),
    (
        "faq-no-questions",
        "faq.yaml",
        _delete("faq-diagonal", "en.questions"),
        ("faq.yaml", "'faq-diagonal'", "en.questions", "has 0"),
    ),
    (
        "questions-not-list",
        "rules.yaml",
        _set("rule-draw", "en.questions", "where do i draw"),
        ("rules.yaml", "'rule-draw'", "en.questions", "list"),
    ),
    (
        "empty-question",
        "faq.yaml",
        _set("faq-tie", "en.questions", ["tie?", ""]),
        ("faq.yaml", "'faq-tie'", "en.questions[1]"),
    ),
    (
        "unknown-entry-field",
        "rules.yaml",
        _set("rule-end", "page", "5"),
        ("rules.yaml", "'rule-end'", "page", "unknown field"),
    ),
    (
        "unknown-text-field",
        "faq.yaml",
        _set("faq-tie", "fr.question", ["?"]),
        ("faq.yaml", "'faq-tie'", "fr.question", "unknown field"),
    ),
    (
        "pages-missing",
        "rules.yaml",
        _delete("rule-winning", "pages"),
        ("rules.yaml", "'rule-winning'", "pages", "missing"),
    ),
    (
        "pages-unreadable",
        "faq.yaml",
        _set("faq-path-points", "pages", "6–7"),
        ("faq.yaml", "'faq-path-points'", "pages", "cannot read"),
    ),
    (
        "pages-down",
        "faq.yaml",
        _set("faq-path-points", "pages", "7-6"),
        ("faq.yaml", "'faq-path-points'", "pages", "goes down"),
    ),
    (
        "pages-outside",
        "mistakes.yaml",
        _set("mistake-single-colour-path", "pages", "9"),
        ("mistakes.yaml", "'mistake-single-colour-path'", "pages", "page 9", "(1-8)"),
    ),
    (
        "counts-unknown",
        "rules.yaml",
        _set("rule-draw", "counts", ["drawn", "cards_drawn"]),
        ("rules.yaml", "'rule-draw'", "counts", "'cards_drawn'", "deck_cards"),
    ),
    (
        "counts-not-a-list",
        "rules.yaml",
        _set("rule-draw", "counts", "drawn"),
        ("rules.yaml", "'rule-draw'", "counts", "list"),
    ),
    (
        "held-only-not-a-bool",
        "rules.yaml",
        _set("rule-draw", "held_only", "yes"),
        ("rules.yaml", "'rule-draw'", "held_only", "true or false", "'yes'"),
    ),
    (
        "claim-answer",
        "claims.yaml",
        _set("plant-diagonal", "answer", "maybe"),
        ("claims.yaml", "'plant-diagonal'", "answer", '"yes" or "no"'),
    ),
    (
        "claim-unknown-entry",
        "claims.yaml",
        _set("plant-diagonal", "entries", ["rule-plant", "faq-nowhere"]),
        ("claims.yaml", "'plant-diagonal'", "entries", "'faq-nowhere'"),
    ),
    (
        "claim-no-wordings",
        "claims.yaml",
        _set("plant-diagonal", "en", []),
        ("claims.yaml", "'plant-diagonal'", "en", "wordings"),
    ),
    (
        "claim-blank-wording",
        "claims.yaml",
        _set("plant-diagonal", "fr", ["on peut planter en diagonale", " "]),
        ("claims.yaml", "'plant-diagonal'", "fr", "non-empty"),
    ),
    (
        "claim-unknown-field",
        "claims.yaml",
        _set("plant-diagonal", "one_colour", True),
        ("claims.yaml", "'plant-diagonal'", "one_colour", "unknown field"),
    ),
    (
        "claim-id-twice",
        "claims.yaml",
        _set("plant-side", "id", "plant-diagonal"),
        ("claims.yaml", "'plant-diagonal'", "duplicate id"),
    ),
    (
        "lexicon-word-twice",
        "colours.yaml",
        _colour("plain", "blue", "fr", ["bleu", "rouge"]),
        ("colours.yaml", "'blue'", "'rouge'", "'red'"),
    ),
    (
        "lexicon-casefold",
        "colours.yaml",
        _colour("species", "maple", "fr", ["érable", "Chêne"]),
        ("colours.yaml", "'oak'", "'chêne'", "'maple'"),
    ),
    (
        "lexicon-no-fr",
        "colours.yaml",
        _colour("plain", "red", "fr", []),
        ("colours.yaml", "'red'", "fr", "non-empty list"),
    ),
    (
        "lexicon-unknown-printing",
        "colours.yaml",
        _colour("species", "lilac", "printing", "newest"),  # type: ignore[arg-type]
        ("colours.yaml", "'lilac'", "printing", "first, later", "'newest'"),
    ),
    (
        "lexicon-printing-of-a-plain-colour",
        "colours.yaml",
        _colour("plain", "red", "printing", "later"),  # type: ignore[arg-type]
        ("colours.yaml", "'red'", "printing", "on a species"),
    ),
    (
        "lexicon-duplicate-id",
        "colours.yaml",
        lambda data: {**data, "plain": [*data["plain"], {"id": "oak", "en": ["x"], "fr": ["y"]}]},
        ("colours.yaml", "'oak'", "duplicate id"),
    ),
    (
        "lexicon-bad-id",
        "colours.yaml",
        lambda data: {**data, "plain": [*data["plain"], {"id": "Teal", "en": ["teal"]}]},
        ("colours.yaml", "plain #12", "lower_snake_case", "'Teal'"),
    ),
    (
        "lexicon-section",
        "colours.yaml",
        lambda data: {**data, "colors": []},
        ("colours.yaml", "colors", "unknown section"),
    ),
    ("game-missing", "game.yaml", _game("year", None), ("game.yaml", "'year'", "None")),
    ("game-type", "game.yaml", _game("year", "2015"), ("game.yaml", "'year'", "'2015'")),
    ("game-text", "game.yaml", _game("author", 7), ("game.yaml", "'author'", "non-empty")),
    ("game-bool", "game.yaml", _players(2, True), ("game.yaml", "'players.max'", "True")),
    ("game-players", "game.yaml", _players(4, 2), ("game.yaml", "'players'", "min")),
    (
        "game-fewer-pages",
        "game.yaml",
        _game("booklet_pages", 4),
        ("rules.yaml", "'rule-end'", "page 5", "(1-4)"),
    ),
    ("not-a-list", "faq.yaml", lambda data: {"entries": data}, ("faq.yaml", "list of entries")),
    ("entry-not-mapping", "rules.yaml", lambda data: ["text"], ("rules.yaml", "entry #1")),
]


@pytest.mark.parametrize(
    ("file", "mutate", "fragments"), [case[1:] for case in CASES], ids=[c[0] for c in CASES]
)
def test_invalid_data(
    corpus_copy: Path, file: str, mutate: Mutation, fragments: tuple[str, ...]
) -> None:
    path = corpus_copy / file
    data = mutate(yaml.safe_load(path.read_text(encoding="utf-8")))
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    with pytest.raises(CorpusError) as raised:
        load_corpus(corpus_copy)
    message = str(raised.value)
    assert message.startswith(fragments[0]), message
    for fragment in fragments:
        assert fragment in message, message


# (case id, file, raw text, fragments)
RAW: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("bad-yaml", "faq.yaml", "- id: [unclosed\n", ("faq.yaml", "invalid YAML")),
    (
        "duplicate-key",
        "rules.yaml",
        "- id: rule-a\n  kind: rule\n  pages: '2'\n  fr: {title: a, text: b}\n  fr: {}\n",
        ("rules.yaml", "invalid YAML", "duplicate key 'fr'"),
    ),
    ("empty-file", "mistakes.yaml", "", ("mistakes.yaml", "list of entries")),
    ("not-utf8", "game.yaml", "title: \udcff", ("game.yaml", "UTF-8")),
]


@pytest.mark.parametrize(
    ("file", "text", "fragments"), [case[1:] for case in RAW], ids=[c[0] for c in RAW]
)
def test_invalid_text(corpus_copy: Path, file: str, text: str, fragments: tuple[str, ...]) -> None:
    (corpus_copy / file).write_bytes(text.encode("utf-8", "surrogateescape"))
    with pytest.raises(CorpusError) as raised:
        load_corpus(corpus_copy)
    for fragment in fragments:
        assert fragment in str(raised.value), str(raised.value)


def test_missing_file(corpus_copy: Path) -> None:
    (corpus_copy / "mistakes.yaml").unlink()
    with pytest.raises(CorpusError, match=r"^mistakes\.yaml: required corpus file missing"):
        load_corpus(corpus_copy)


def test_unexpected_file(corpus_copy: Path) -> None:
    (corpus_copy / "faqs.yaml").write_text("[]\n", encoding="utf-8")
    with pytest.raises(CorpusError, match=r"^faqs\.yaml: unexpected file"):
        load_corpus(corpus_copy)


def test_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="corpus folder not found"):
        load_corpus(tmp_path / "nowhere")


def test_corpus_error_is_a_value_error() -> None:
    assert issubclass(CorpusError, ValueError)


def test_version_follows_the_bytes(corpus_copy: Path) -> None:
    before = load_corpus(corpus_copy).version
    assert load_corpus(corpus_copy).version == before
    with (corpus_copy / "faq.yaml").open("a", encoding="utf-8") as handle:
        handle.write("\n# a comment changes the bytes\n")
    assert load_corpus(corpus_copy).version != before
