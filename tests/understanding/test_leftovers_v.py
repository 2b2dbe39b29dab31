"""Routing and yes/no-lead leftovers, one table per cause; every row marked "fix" fails
without its fix. Lexical only: no model is loaded.

1. "Elle a été publiée quand ?" was declined: "été" is no box word (the summer, "l'été",
   must not be one). After a third-person form of "avoir" it is now read as "être"
   (`boxfacts._been_read`); "t" of an inversion ("a-t-il", "dure-t-il") is a box word.
2. The `this_game` pointer "on a" (French "on a joué…") also matched English "on a team":
   it now points at the game only in a French question (`this_game_fr`).
3. An unquoted `on` in `box_words` loaded as YAML True: quoted; every list entry of the
   word lists is a string.
4. `clause_words` were read two ways: split into single words by `verdict_practice` ("s'il"
   made "il" a clause word) and joined as "s il" by `verdict_question` (never matched a
   token). Both now read them as phrases (`verdict_practice.states_condition`).
5. A told practice said of one player ("Julien compte 3 chemins à lui tout seul, c'est une
   erreur ?") got no lead: the name was read as a concept (`without_doer` drops it), "à lui
   tout seul" as a lone card (`fillers`), and "3 chemins" matched no claim of "plusieurs
   sentiers" (`with_told_count`, a told number read of what the claim counts).
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import pytest
import yaml

from rulebot.answer.verdict import decide
from rulebot.answer.verdict_claims import facts, matching, with_told_number
from rulebot.answer.verdict_practice import parts, states_condition, without_doer
from rulebot.answer.verdict_question import read_question
from rulebot.answer.verdict_words import concepts, counted
from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.understanding import Intent, Lexicon, classify
from rulebot.understanding.boxfacts import box_word
from rulebot.understanding.text import plain_words

CORPUS = load_corpus(Settings().corpus_dir)
COLOURS = frozenset(w for c in CORPUS.lexicon.colours for n in c.words() for w in plain_words(n))
FACTS, OUT = Intent.GAME_FACTS, Intent.OUT_OF_SCOPE


@pytest.mark.parametrize(
    ("cause", "text", "intent"),
    [
        # 1. the passive "a été + participle" does not block a box question
        ("fix 1", "Elle a été publiée quand ?", FACTS),
        ("fix 1", "Il a été publié quand ?", FACTS),
        ("fix 1", "Ils ont été publiés en quelle année ?", FACTS),
        ("fix 1", "A-t-il été publié en France ?", FACTS),  # and the "t" of "a-t-il"
        ("fix 1", "Combien de temps dure-t-il ?", FACTS),
        # ... while the summer stays no box word, and "tu as été" is said to the bot
        ("kept", "Il fait combien d'heures l'été ?", OUT),
        ("kept", "Tu as été créé en quelle année ?", OUT),
        ("kept", "Vous avez été créé quand ?", OUT),
        # 2. "on a" points at the game in French only
        ("fix 2", "How many players on a team?", OUT),
        ("fix 2", "How many players can play on a team?", OUT),
        ("kept", "How many players in a water polo team?", OUT),
        ("kept", "On a besoin de combien de joueurs ?", FACTS),
        ("kept", "Combien de joueurs on a le droit d'être ?", FACTS),
        ("kept", "How many players can play this game?", FACTS),
    ],
)
def test_box_routing(corpus_lexicon: Lexicon, cause: str, text: str, intent: Intent) -> None:
    assert classify(text, corpus_lexicon) is intent, cause


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
    ("question", "read"),
    [
        # 4. fix: a negation beside "s'il" may sit in the condition: no reading
        ("On ne peut pas planter en diagonale s'il y a de la place ?", False),
        ("Le 1 n'annule pas le 8 s'il est seul ?", False),
        # kept: "il" alone opens no clause
        ("Il ne peut pas planter en diagonale ?", True),
        ("On ne peut pas planter en diagonale ?", True),
    ],
)
def test_a_negation_beside_a_condition(question: str, read: bool) -> None:
    assert (read_question(question, "fr") is not None) is read


def test_a_restatement_holding_il_gets_its_lead() -> None:
    """4. fix: the parts are matched one by one ("yes": both are the rule)."""
    question = "il additionne les sentiers marqués et le plus haut total gagne, c'est ça ?"
    verdict = decide(question, "fr", "rule-winning", COLOURS)
    assert verdict is not None and verdict.kind == "yes"


PRACTICES = [
    # 5. fix: said of one player, by name, the practice gets the first person's lead
    ("Julien compte 3 chemins de saule à lui tout seul, c'est une erreur ?", "fr", "mistake"),
    ("Julien a marqué deux sentiers de la même couleur, c'est une erreur ?", "fr", "mistake"),
    ("Tom scores two oak paths, is that wrong?", "en", "mistake"),
    ("Tom counts three maple paths by himself, is that a mistake?", "en", "mistake"),
    ("Je compte 3 chemins d'érable à moi tout seul, c'est une erreur ?", "fr", "mistake"),
    ("I score two oak paths, is that wrong?", "en", "mistake"),
    # kept: a count of paths with no colour may be of as many colours ("several paths of
    # one colour" needs the colour said or named)
    ("Julien compte 3 chemins à lui tout seul, c'est une erreur ?", "fr", None),
    ("Tom scores three paths, is that wrong?", "en", None),
    ("Je marque 3 chemins, c'est une erreur ?", "fr", None),
    # kept: paths of different colours are no mistake; "several" is not 1
    ("Julien compte 3 chemins de couleurs différentes, c'est une erreur ?", "fr", None),
    ("Tom scores one oak path, is that wrong?", "en", None),
    ("on a toujours marqué plusieurs sentiers d'une couleur, on s'est trompés ?", "fr", "mistake"),
]


@pytest.mark.parametrize(("question", "lang", "kind"), PRACTICES)
@pytest.mark.parametrize("entry", ["mistake-several-paths", "faq-several-paths"])
def test_a_practice_told_of_one_player(question: str, lang: str, kind: str, entry: str) -> None:
    verdict = decide(question, lang, entry, COLOURS)
    assert (verdict.kind if verdict else None) == kind


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
