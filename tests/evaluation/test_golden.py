"""Loading golden sets: files, folders and splits, and one clear error per malformed set."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebot.evaluation.golden import GoldenError, load_file, load_golden

GOOD = """
- id: en-01
  lang: en
  category: setup
  question: How many cards in a hand?
  entry: setup-hand
  pages: [4]
  must: ["\\\\b7\\\\b"]
- id: fr-02
  lang: fr
  category: follow-up
  turns: ["Combien vaut 1 2 3 rouges ?", {question: "Et à l'envers ?"}]
  entries: [path-scoring, path-definition]
  pages: ["5-6", 8]
  must_not: [impossible]
  engine: {kind: path, valid: true, points: 3}
  intent: path_score
  answer_lang: fr
- id: en-03
  lang: en
  category: out-of-scope
  question: Who won the 2018 world cup?
  pages: []
  abstain: true
  intent: [out_of_scope, greeting]
"""


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_loads_every_field(tmp_path: Path) -> None:
    first, second, third = load_golden(write(tmp_path / "set.yaml", GOOD))
    assert (first.id, first.lang, first.category, first.question) == (
        "en-01",
        "en",
        "setup",
        "How many cards in a hand?",
    )
    assert (first.entries, first.pages, first.must, first.history) == (
        ("setup-hand",),
        (4,),
        (r"\b7\b",),
        (),
    )
    assert second.turns == ("Combien vaut 1 2 3 rouges ?", "Et à l'envers ?")
    assert (second.question, second.history) == (
        "Et à l'envers ?",
        ("Combien vaut 1 2 3 rouges ?",),
    )
    assert second.entries == ("path-scoring", "path-definition")
    assert second.pages == (5, 6, 8)
    assert second.engine == {"kind": "path", "valid": True, "points": 3}
    assert (second.intent, second.answer_lang) == (("path_score",), "fr")
    assert (third.pages, third.abstain, third.must) == ((), True, ())
    assert (third.intent, third.answer_lang) == (("out_of_scope", "greeting"), None)
    assert (first.intent, first.answer_lang) == ((), None)


def test_a_mapping_with_items_is_accepted(tmp_path: Path) -> None:
    text = "version: 1\nitems:\n" + "\n".join("  " + line for line in GOOD.splitlines())
    assert [i.id for i in load_file(write(tmp_path / "set.yaml", text))] == [
        "en-01",
        "fr-02",
        "en-03",
    ]


def test_folder_splits(tmp_path: Path) -> None:
    write(tmp_path / "dev.yaml", "- {id: d1, lang: en, category: c, question: q}\n")
    write(tmp_path / "test.yaml", "- {id: t1, lang: fr, category: c, question: q}\n")
    write(tmp_path / "holdout.yaml", "- {id: h1, lang: en, category: c, question: q}\n")
    assert [i.id for i in load_golden(tmp_path, "dev")] == ["d1"]
    assert [i.id for i in load_golden(tmp_path, "test")] == ["t1"]
    assert [i.id for i in load_golden(tmp_path, "holdout")] == ["h1"]
    assert [i.id for i in load_golden(tmp_path, "all")] == ["d1", "h1", "t1"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- id: a\n  lang: [en\n", "not valid YAML (line 3: "),
        ("just text", "expected a list of items"),
        ("[]", "has no items"),
        ("- 3", "#1: an item must be a mapping"),
        ("- {lang: en, question: q}", "#1: item without an `id`"),
        ("- {id: a, question: q}", "#1 (id a): `lang` must be a non-empty string"),
        ("- {id: a, lang: en}", "#1 (id a): `question` must be a non-empty string"),
        ("- {id: a, lang: en, turns: []}", "(id a): `turns` must be a non-empty list"),
        ("- {id: a, lang: en, question: q, must: ['(']}", "(id a): `must` regex '(' is invalid"),
        ("- {id: a, lang: en, question: q, pages: [five]}", "`pages` entry 'five' is not a page"),
        ("- {id: a, lang: en, question: q, engine: 3}", "(id a): `engine` must be a mapping"),
        ("- {id: a, lang: en, question: q, abstain: yes please}", "`abstain` must be true or"),
        ("- {id: a, lang: en, question: q, entry: [1]}", "`entries` must be a string or a list"),
        ("- {id: a, lang: en, question: q, intent: paths}", "`intent` 'paths' is not one of"),
        ("- {id: a, lang: en, question: q, answer_lang: de}", "`answer_lang` must be one of"),
        (
            "- {id: a, lang: en, question: q}\n- {id: a, lang: en, question: r}",
            "#2: duplicate item id 'a'",
        ),
    ],
)
def test_malformed_sets_raise_one_clear_error(tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path / "bad.yaml", text)
    with pytest.raises(GoldenError) as raised:
        load_golden(path)
    assert str(path) in raised.value.message
    assert message in raised.value.message


@pytest.mark.parametrize(
    ("name", "split", "message"),
    [
        ("missing", "dev", "golden set not found"),
        ("folder", "dev", "no dev.yaml in"),
        ("folder", "holdout", "no holdout.yaml in"),
        ("folder", "all", "no *.yaml golden files in"),
        ("folder", "train", "unknown split 'train'"),
    ],
)
def test_missing_sets(tmp_path: Path, name: str, split: str, message: str) -> None:
    (tmp_path / "folder").mkdir()
    with pytest.raises(GoldenError) as raised:
        load_golden(tmp_path / name, split)
    assert message in raised.value.message


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes("- {id: é}".encode("latin-1"))
    with pytest.raises(GoldenError, match="not UTF-8"):
        load_golden(path)
