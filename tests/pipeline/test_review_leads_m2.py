"""Yes/no leads and told hands found in review (M2), with phrasings of our own.

Causes fixed, one table each:
- ``PATH_WORTH``: a path question telling a worth ("… is worth 5 before bonuses, right?")
  got no lead. The engine's values now decide it (`verdict_path.path_worth_lead`): a worth
  "before the bonuses" against the cards alone or doubled, any other against every total.
- ``GOING``: "can a card go diagonally…" read no planting ("go" was a stop word), so a
  condition added after it ("what if it also touches one by a side?") matched no claim. A
  verb of going said with a place is planting (verdict_words.yaml `going`).
- ``TWICE``: told hands giving one card to two players ("Tom et moi avons chacun le 8
  gris") were computed. The scenario now notes the card told twice (`Scenario.twice`,
  `counted.told_twice`), and `compose.told_twice_answer` says so, citing the corpus.
- ``lead_said``: the `told_sum` lead ("No: only the best path…") and an "only" choice were
  not recognised, so an answer said again in the other language lost its lead.
"""

from __future__ import annotations

import pytest

from rulebot.answer.compose import told_twice_answer
from rulebot.answer.engine_text import path_text
from rulebot.answer.texts import load_data
from rulebot.answer.verdict import decide, decide_follow_up, lead_said
from rulebot.answer.verdict_path import path_worth_lead
from rulebot.config import Settings
from rulebot.corpus import Corpus, load_corpus
from rulebot.pipeline.score import default_lexicon
from rulebot.rules import Card, score_path
from rulebot.rules.shapes import PathShape, shape_cards
from rulebot.understanding import Lexicon, parse_scenario
from rulebot.understanding.asks import IS_IT_A_PATH


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return default_lexicon()


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(Settings().corpus_dir)


# -- a worth told of a path ----------------------------------------------------------------
S5 = PathShape(5, same_colour=True)
S6 = PathShape(6, same_colour=True)
M4 = PathShape(4, same_colour=False)
OAK = (Card(2, "oak"), Card(3, "oak"), Card(6, "oak"))  # 3 cards of one colour: 3 points
MAPLE = (Card(1, "maple"), Card(3, "maple"), Card(4, "maple"), Card(8, "maple"))  # 4·2+1+2

PATH_WORTH: list[tuple[str, str, PathShape | None, tuple[Card, ...], str | None]] = [
    # before the bonuses: the cards alone or doubled are both right; anything else is not
    (
        "Six oak cards in a row make 6 points without the bonuses?",
        "en",
        S6,
        (),
        "Yes: 6 before doubling; 12 in all.",
    ),
    (
        "Un chemin de 5 cartes tout en érable rapporte 5 hors bonus, c'est ça ?",
        "fr",
        S5,
        (),
        "Oui : 5 avant le doublement ; 10 en tout.",
    ),
    (
        "Un chemin de 5 cartes tout en érable rapporte 10 hors bonus, c'est ça ?",
        "fr",
        S5,
        (),
        "Oui : 10 avant les bonus ; 10 en tout.",
    ),
    (
        "A 5-card path all one colour scores 7 not counting the bonuses?",
        "en",
        S5,
        (),
        "No: 5 for the cards, 10 once doubled; 10 in all.",
    ),
    (
        "Quatre cartes de couleurs différentes, ça vaut 8 sans les bonus ?",
        "fr",
        M4,
        (),
        "Non : 4 pour les cartes ; 4 en tout.",
    ),
    # a total told: checked against every total the path may have
    (
        "A 5-card path all in maple is worth 9 points, right?",
        "en",
        S5,
        (),
        "No: 10, 11, 12 or 13 points.",
    ),
    ("Mon sentier 2 chêne, 3 chêne, 6 chêne vaut 3 points ?", "fr", None, OAK, "Oui."),
    ("My path 2 oak, 3 oak, 6 oak is worth 6, isn't it?", "en", None, OAK, "No: 3 points."),
    ("1 érable, 3 érable, 4 érable, 8 érable, ça fait 11 points ?", "fr", None, MAPLE, "Oui."),
    # must not: a total one unsaid end may give, colours unsaid, open or compared questions
    ("A 5-card path all in maple is worth 11, right?", "en", S5, (), None),
    ("Un sentier de 4 cartes vaut 8 avant bonus ?", "fr", M4, (), None),
    ("How much is a 5-card path all in maple worth before bonuses?", "en", S5, (), None),
    ("Mon sentier 2 chêne, 3 chêne, 6 chêne vaut plus de 2 points ?", "fr", None, OAK, None),
    ("My path 2 oak, 3 oak, 6 oak is worth 3 or 6?", "en", None, OAK, None),
    ("Mon sentier 2 chêne, 3 chêne, 6 chêne, je marque combien ?", "fr", None, OAK, None),
]


@pytest.mark.parametrize(("question", "lang", "shape", "cards", "lead"), PATH_WORTH)
def test_path_worth_lead(
    question: str,
    lang: str,
    shape: PathShape | None,
    cards: tuple[Card, ...],
    lead: str | None,
    colour_words: frozenset[str],
) -> None:
    score = score_path(shape_cards(shape) if shape else cards)
    assert path_worth_lead(question, lang, score, shape, colour_words) == lead


@pytest.mark.parametrize(
    ("question", "asks", "starts"),
    [
        ("A 5-card path all in maple is worth 5 before bonuses, right?", None, "Yes: 5 before"),
        ("A 5-card path all in maple, is it a valid path?", IS_IT_A_PATH, "Yes. A path of 5"),
        ("How much is a 5-card path all in maple worth?", None, "A path of 5"),
    ],
)
def test_path_text_leads_once(
    question: str, asks: str | None, starts: str, lexicon: Lexicon
) -> None:
    score = score_path(shape_cards(S5))
    assert path_text(score, "en", lexicon, S5, asks, question).startswith(starts)


# -- a condition added to "can a card go …?" ----------------------------------------------
GOING: list[tuple[str, str, str, str]] = [
    (
        "Can a tree go at a corner of another tree?",
        "and what if it touches one by a side too?",
        "en",
        "yes",
    ),
    (
        "Can the new card go diagonally to another card?",
        "but what if it also touches a card by a side?",
        "en",
        "yes",
    ),
    (
        "Une carte peut aller en coin d'une autre ?",
        "et si elle touche aussi une carte par un côté ?",
        "fr",
        "yes",
    ),
    (
        "Ma carte peut aller en diagonale d'une autre carte ?",
        "mais si en plus elle touche une carte par le bord ?",
        "fr",
        "yes",
    ),
    # must not: the condition must add to a closed question, not open one
    ("Can a tree go at a corner of another tree?", "and where else can it go?", "en", "none"),
    ("Une carte peut aller en coin d'une autre ?", "pourquoi ?", "fr", "none"),
]


@pytest.mark.parametrize(("before", "question", "lang", "lead"), GOING)
def test_condition_after_going(
    before: str, question: str, lang: str, lead: str, colour_words: frozenset[str]
) -> None:
    verdict = decide_follow_up(question, before, lang, "faq-diagonal", colour_words)
    assert (verdict.kind if verdict else "none") == lead


@pytest.mark.parametrize(
    ("question", "lang", "entry", "lead"),
    [
        ("Can a tree go diagonally to another tree?", "en", "faq-diagonal", "no"),
        ("Une carte peut aller en diagonale d'une autre carte ?", "fr", "faq-diagonal", "no"),
        # must not: "go" of no place plants nothing
        ("Do the cards go from 1 to 8?", "en", "rule-material", "yes"),
        ("Les cartes vont de 1 à 8 ?", "fr", "rule-material", "yes"),
    ],
)
def test_going_alone(
    question: str, lang: str, entry: str, lead: str, colour_words: frozenset[str]
) -> None:
    verdict = decide(question, lang, entry, colour_words)
    assert (verdict.kind if verdict else "none") == lead


# -- one card told to two players ----------------------------------------------------------
TWICE: list[tuple[str, str | None]] = [
    ("Léo a le 2 rose, Zoé et moi avons chacune le 7 rose, qui marque ?", "7"),
    ("Zoé et moi avons toutes les deux un 6 de saule, qui marque le saule ?", "6"),
    ("Max and I both have the willow 6, who scores willow?", "6"),
    # must not: a total told to each, a card named again by its holder, and hands told one
    # by one (a question may suppose them: they are read as told)
    ("Max has the pink 3 and so do I; Zoe has the pink 1. Who scores pink?", None),
    ("Max a le 4 jaune, Zoé a le 4 jaune et le 8 jaune. Qui marque le jaune ?", None),
    ("I hold the green 5 and the green 5, Max holds the green 2. Who scores green?", None),
    ("Dans ma main le 1 jaune ; dans celle de Sam, le 8 jaune. Le 8 de Sam est annulé ?", None),
    ("Zoé et moi, on a 7 chacune en rose, qui marque ?", None),
    ("Max and I each have 6 in willow, who scores willow?", None),
    ("Zoé a 5 en jaune, moi aussi. Qui marque ?", None),
    ("J'ai le 8 jaune, Zoé a le 1 jaune, est-ce que mon 8 jaune compte ?", None),
    ("I have the green 8, Max the green 1: does my green 8 count?", None),
]


@pytest.mark.parametrize(("question", "value"), TWICE)
def test_card_told_twice(question: str, value: str | None, lexicon: Lexicon) -> None:
    twice = parse_scenario(question, lexicon).twice
    if value is None:
        assert twice is None
    else:
        assert twice is not None and twice.key == "card_told_twice"
        assert str(twice.values["value"]) == value


def test_lina_and_me_keep_their_totals(lexicon: Lexicon) -> None:
    scenario = parse_scenario("Lina et moi, on a 8 chacune en saule, qui marque ?", lexicon)
    assert scenario.twice is None
    assert scenario.hands == {"Lina": (Card(8, "willow"),), "you": (Card(8, "willow"),)}


@pytest.mark.parametrize(
    ("question", "lang", "says"),
    [
        (
            "Léo a le 2 rose, Zoé et moi avons chacune le 7 rose, qui marque ?",
            "fr",
            "le 7 rose est donné deux fois",
        ),
        (
            "Max and I both have the willow 6, who scores willow?",
            "en",
            "the willow 6 is told twice",
        ),
    ],
)
def test_told_twice_answer(
    question: str, lang: str, says: str, lexicon: Lexicon, corpus: Corpus
) -> None:
    twice = parse_scenario(question, lexicon).twice
    assert twice is not None
    answer = told_twice_answer(question, lang, twice.in_language(lang).problem, corpus)
    entry = corpus.entry(str(load_data("engine_text.yaml")["one_of_each"]["entry"]))
    assert says in answer.answer.lower()
    assert answer.pages == entry.pages and answer.engine is None
    assert answer.citations[0].chunk_id == f"{entry.id}:{lang}"


# -- every lead recognised -----------------------------------------------------------------
def _leads() -> list[tuple[str, str]]:
    """(an answer opening with a lead, its kind): every lead the verdict modules give."""
    data = load_data("verdict_questions.yaml")
    found = [
        (f"{words} The passage.", str(kind))
        for kind, said in data["leads"].items()
        for words in said.values()
    ]
    found += [
        (f"{str(t).format(best=9, total=15)} The passage.", "no") for t in data["told_sum"].values()
    ]
    found += [("Uniquement le 8. Le 1…", "only"), ("Only the 8. The 1…", "only")]
    return found


@pytest.mark.parametrize(("answer", "kind"), _leads())
def test_lead_said(answer: str, kind: str) -> None:
    assert lead_said(answer) == kind


@pytest.mark.parametrize(
    "answer",
    [
        "Only the very first card of the arboretum is free of this rule. (p. 4)",
        "Nonetheless, a card must touch another. (p. 4)",
        "Yesterday's rule. (p. 4)",
        "Chaque joueur reçoit 7 cartes. (p. 2)",
    ],
)
def test_no_lead_said(answer: str) -> None:
    assert lead_said(answer) is None
