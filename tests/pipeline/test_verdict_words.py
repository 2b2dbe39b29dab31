"""The words of the yes-or-no claims (rulebot/answer/verdict_*): the concepts a text says,
a restatement split into its claims unless a condition joins them, what a claim counts, a
told number read of what a bound counts, a doer taken off a told practice, the asker's
own 1 and 8, and every listed word loading as a string."""

from __future__ import annotations

from importlib import resources
from typing import Any

import pytest
import yaml

from rulebot.answer.verdict_claims import facts, matching, with_told_number
from rulebot.answer.verdict_practice import parts, states_condition, without_doer
from rulebot.answer.verdict_question import purpose_off
from rulebot.answer.verdict_words import concepts, counted, names_in
from rulebot.understanding.boxfacts import box_word
from rulebot.understanding.text import fold, plain_words


def _word_lists(data: Any, where: str) -> list[tuple[str, object]]:
    """Every list entry and mapping key of a data file, with where it is."""
    found: list[tuple[str, object]] = []
    if isinstance(data, dict):
        for key, value in data.items():
            found.append((f"{where} key", key))
            found += _word_lists(value, f"{where}.{key}")
    elif isinstance(data, list):
        for k, value in enumerate(data):
            if isinstance(value, dict | list):
                found += _word_lists(value, f"{where}[{k}]")
            else:
                found.append((f"{where}[{k}]", value))
    return found


@pytest.mark.parametrize(
    ("package", "name"),
    [
        ("rulebot.understanding", "intents.yaml"),
        ("rulebot.answer", "verdict_questions.yaml"),
        ("rulebot.answer", "verdict_words.yaml"),
        ("rulebot.answer", "verdicts.yaml"),
    ],
)
def test_every_listed_word_loads_as_a_string(package: str, name: str) -> None:
    """3. An unquoted yes/no/on/off loads as a bool: every entry must be a string."""
    text = resources.files(package).joinpath("data", name).read_text("utf-8")
    odd = [(where, v) for where, v in _word_lists(yaml.safe_load(text), name) if type(v) is not str]
    assert not odd


def test_on_is_a_box_word() -> None:
    """3. fix: "on" of `box_words` is the word, not "true"."""
    assert box_word("on") and not box_word("true")


@pytest.mark.parametrize(
    ("proposition", "found"),
    [
        # 4. fix: "il" alone is no clause word: the restatement is two statements
        (
            "il additionne les sentiers marques et le plus haut total gagne",
            ["il additionne les sentiers marques", "le plus haut total gagne"],
        ),
        ("on pioche 2 cartes et il en defausse une", ["on pioche 2 cartes", "il en defausse une"]),
        # kept: "s'il", "si", "if" state a condition, not two claims
        ("s il n a pas le 8 et j ai le 1", []),
        ("if nobody scores a colour and i have the highest total i win", []),
    ],
)  # fmt: skip
def test_a_restatement_is_split_unless_a_condition(proposition: str, found: list[str]) -> None:
    assert parts(proposition) == found


@pytest.mark.parametrize(
    ("words", "condition"),
    [("s il y a de la place", True), ("il faut planter", False), ("si on peut", True),
     ("ils piochent", False), ("s ils piochent", True), ("if i can", True)],
)  # fmt: skip
def test_clause_words_are_phrases(words: str, condition: bool) -> None:
    assert states_condition(words.split()) is condition


@pytest.mark.parametrize(
    ("tokens", "capitalised", "lang", "left"),
    [
        ("julien compte 3 chemins", {"julien"}, "fr", "compte 3 chemins"),  # fix
        ("julien a compte 3 chemins", {"julien"}, "fr", "a compte 3 chemins"),  # fix
        ("tom scores two paths", {"tom"}, "en", "scores two paths"),  # fix
        # kept: no capital, a word of the claims, or no verb after it
        ("julien compte 3 chemins", set(), "fr", "julien compte 3 chemins"),
        ("planter en diagonale", {"planter"}, "fr", "planter en diagonale"),
        ("empiler deux cartes", {"empiler"}, "fr", "empiler deux cartes"),
        ("empiler les cartes", {"empiler"}, "fr", "empiler les cartes"),
    ],
)  # fmt: skip
def test_without_doer(tokens: str, capitalised: set[str], lang: str, left: str) -> None:
    assert " ".join(without_doer(tokens.split(), frozenset(capitalised), lang)) == left


@pytest.mark.parametrize(
    ("text", "lang", "found"),
    [
        ("un sentier compte au moins 2 cartes", "fr", {"card"}),
        ("on peut marquer plusieurs sentiers d'une couleur", "fr", {"path"}),
        ("you can score several paths of a colour", "en", {"path"}),
        ("on marque un seul sentier par couleur", "fr", set()),
    ],
)
def test_what_a_claim_counts(text: str, lang: str, found: set[str]) -> None:
    assert counted(text, lang, frozenset({"several"})) == found


def test_a_told_number_is_read_of_what_the_bound_counts() -> None:
    """5. fix: "je compte 3 chemins" is no path of 3 cards: the bound "at least 2 cards"
    is not read with a number told of paths (it was, and outweighed the practice)."""
    bound = next(
        c
        for f in facts()
        for c in f.claims["fr"]
        if c.text == "un sentier compte au moins 2 cartes"
    )
    rules = matching()
    assert with_told_number(bound, concepts("je compte 3 chemins", "fr"), rules) is None
    told = with_told_number(bound, concepts("un sentier de 3 cartes", "fr"), rules)
    assert told is not None and told.answer


PURPOSES = [
    # text, lang, without its purposes and examples
    (
        "Il veut déplacer un arbre pour rallonger son chemin. Il a le droit ?",
        "fr",
        "Il veut déplacer un arbre. Il a le droit ?",
    ),
    ("Can I move it so that my path gets longer?", "en", "Can I move it?"),
    ("À la suite, genre 4 puis 4, ça continue ?", "fr", "À la suite, ça continue ?"),
    # must-not: "pour" before no verb, "to" alone, an example with no comma after it
    ("Je peux le compter pour le rouge ?", "fr", "Je peux le compter pour le rouge ?"),
    ("Can I move it to another spot?", "en", "Can I move it to another spot?"),
    ("C'est un sentier genre multicolore ?", "fr", "C'est un sentier genre multicolore ?"),
]


@pytest.mark.parametrize(("text", "lang", "plain"), PURPOSES)
def test_purpose_off(text: str, lang: str, plain: str) -> None:
    assert purpose_off(text, lang) == plain


def test_ligatures_are_written_out() -> None:
    assert fold("Sœur, ŒUVRE, ex æquo") == "soeur, oeuvre, ex aequo"
    assert plain_words("ma sœur") == ["ma", "soeur"]


NAMES = [
    # text, the names told
    ("On est trois ce soir et Julie veut jouer. Elle a le droit ?", {"julie"}),
    ("Claire says they touch. Is she right? I think so, Tom", {"tom"}),
    # must-not: a word opening a sentence
    ("Planter en diagonale ? Non.", set()),
]


@pytest.mark.parametrize(("text", "names"), NAMES)
def test_names_in(text: str, names: set[str]) -> None:
    assert names_in(text) == names


@pytest.mark.parametrize(
    ("text", "lang", "own"),
    [
        ("my 1 and my 8", "en", True),
        ("mon 1 et mon 8", "fr", True),
        ("my 1 and his 8", "en", False),
        ("my 8 counts?", "en", False),
    ],
)
def test_the_own_pair(text: str, lang: str, own: bool) -> None:
    assert ("own" in concepts(text, lang)) is own


# -- 1. a path turning ---------------------------------------------------------------------------
READ = [
    # text, lang, a concept it says, a concept it does not say
    ("a path can turn", "en", "bend", "turn"),
    ("is a path allowed to turn", "en", "bend", "turn"),
    ("does my path turn", "en", "bend", "turn"),
    ("can my path bend around a corner", "en", "bend", "corner"),
    ("can a path go round a corner", "en", "bend", "plant"),
    ("does my path have to be straight", "en", "straight", "bend"),
    ("un sentier doit être en ligne droite", "fr", "straight", "bend"),
    # must-not: a player's turn stays a turn; a card at a corner stays a corner
    ("can I draw on my turn", "en", "turn", "bend"),
    ("you plant one card each turn", "en", "turn", "bend"),
    ("can a card touch at a corner", "en", "corner", "bend"),
    ("une carte peut toucher par un coin", "fr", "corner", "bend"),
]


@pytest.mark.parametrize(("text", "lang", "said", "unsaid"), READ)
def test_what_a_turn_says(text: str, lang: str, said: str, unsaid: str) -> None:
    found = concepts(text, lang)
    assert said in found
    assert unsaid not in found
