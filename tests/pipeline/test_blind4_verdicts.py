"""Yes/no leads and a rules follow-up, causes found with blind_4's tune half; the
phrasings here are new, not the set's. Each table names the fix it proves: its rows
marked as leads fail without it; the `None` rows are the cases where no lead may come."""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide, lead
from rulebot.pipeline import Rulebot

SAME_CARD = "faq-same-card-two-paths"
DIAGONAL = "faq-diagonal"
CANCEL = "rule-one-cancels-eight"
POINTS = "faq-path-points"


def _lead(question: str, lang: str, entry: str) -> str | None:
    found = decide(question, lang, entry)
    return None if found is None else lead(found, lang)


# Fix: "toward(s)" is a small word; "adverse" is another player's; "diag" and text-speak
# "4 placing"; "??" / "?!" end one sentence; "o/n" / "y/n" after it say nothing.
WORDS = [
    ("Can a tree card count towards paths of two different colors?", "en", SAME_CARD, "Yes."),
    ("can I plant diagonally?? y/n", "en", DIAGONAL, "No."),
    ("does diagonal count 4 planting?? y/n", "en", DIAGONAL, "No."),
    ("Can I plant diagonally?? And can I move a card??", "en", DIAGONAL, None),  # two questions
    ("on peut poser en diagonale ?? o/n", "fr", DIAGONAL, "Non."),
    ("la diag compte pour poser une carte ?!", "fr", DIAGONAL, "Non."),
    ("Mon 1 annule le 8 adverse ?", "fr", CANCEL, "Oui."),
    ("Le 1 annule aussi le 6 adverse ?", "fr", CANCEL, None),  # no claim says a 6
    ("Can one card count towards two paths of the same colour?", "en", SAME_CARD, None),
]


@pytest.mark.parametrize(("question", "lang", "entry", "expected"), WORDS)
def test_small_words_and_punctuation(
    question: str, lang: str, entry: str, expected: str | None
) -> None:
    assert _lead(question, lang, entry) == expected


# Fix: a path told by its shape and its worth "before the bonuses" (verdict_worth.py).
WORTH = [
    ("Is a 5-card path all one colour worth 10 before bonuses?", "en", "Yes."),
    ("Is a 5-card path all one colour worth 12 before bonuses?", "en", "No."),
    ("A 6 card path with mixed colours is worth 6 without the bonuses?", "en", "Yes."),
    ("Is a 5-card path worth 7 before bonuses?", "en", "No."),  # 5 or 10, never 7
    ("Un sentier de 6 cartes toutes de la même couleur vaut 12 sans les bonus ?", "fr", "Oui."),
    ("Un chemin de 3 cartes d'une seule couleur rapporte 6 points hors bonus ?", "fr", "Non."),
    # not sure: the colours unsaid (5 or 10), the doubling maybe called a bonus (5)
    ("Is a 5-card path worth 10 before bonuses?", "en", None),
    ("Is a 5-card path all one colour worth 5 before bonuses?", "en", None),
    # no "before the bonuses", or the bonuses added: the ends decide
    ("Is a 7-card path all one colour worth 14?", "en", None),
    ("Is a 7-card path all one colour worth 14 plus the bonuses?", "en", None),
    # something else said: an end, a comparison
    ("Un chemin de 4 cartes d'une couleur qui finit sur un 8 vaut 8 sans les bonus ?", "fr", None),
    ("Un chemin de 4 cartes d'une couleur vaut plus de 8 points sans les bonus ?", "fr", None),
]


@pytest.mark.parametrize(("question", "lang", "expected"), WORTH)
def test_told_worth_before_bonus(question: str, lang: str, expected: str | None) -> None:
    assert _lead(question, lang, POINTS) == expected


def test_told_worth_needs_a_path_scoring_entry() -> None:
    question = "Un sentier de 6 cartes toutes de la même couleur vaut 12 sans les bonus ?"
    assert _lead(question, "fr", "rule-paths") is None


# Fix: "X, or only Y?" answered with Y as written when X is false and Y in its place true.
ONLY = [
    ("Le 1 annule-t-il le 7 de l'adversaire aussi, ou seulement son 8 ?", "fr", "Seulement son 8."),
    ("Does the 1 cancel a 7 too, or only the 8?", "en", "Only the 8."),
    ("Does the 1 cancel the 8, or only the 7?", "en", None),  # the first choice is true
    ("Le 1 annule le 8, ou seulement le 7 ?", "fr", None),
    ("Does the 1 cancel the 8 or the 7?", "en", None),  # no "only": two alternatives
    # a bound read with the value is "at least 4", not "only 4"
    ("Does a path of 3 cards of one colour score double, or only 4?", "en", None),
]


@pytest.mark.parametrize(("question", "lang", "expected"), ONLY)
def test_only_alternative(question: str, lang: str, expected: str | None) -> None:
    entry = POINTS if "double" in question else CANCEL
    assert _lead(question, lang, entry) == expected


# Fix: a follow-up whose subject is a pronoun for the earlier thing ("et s'il se termine
# par un 8 ?") is searched as narrowing the earlier question, not on its own "8".
FOLLOW_UPS = [
    ("Un chemin qui commence par un 1, ça donne un bonus ?", "et s'il se termine par un 8 ?", "fr"),
    ("Y a-t-il un bonus quand le sentier part d'un 1 ?", "et s'il se termine sur le 8 ?", "fr"),
    ("Any bonus when my path starts with a 1?", "and if it stops at the 8?", "en"),
    ("Is there a bonus for a path beginning with a 1?", "what if it finishes on an 8?", "en"),
]
SCORING = {"faq-path-points", "rule-path-scoring"}


@pytest.fixture(scope="module")
def bot() -> Rulebot:
    return Rulebot()


@pytest.mark.parametrize(("before", "question", "lang"), FOLLOW_UPS)
def test_pronoun_follow_up_keeps_the_subject(
    bot: Rulebot, before: str, question: str, lang: str
) -> None:
    answer = bot.ask(question, history=[before])
    assert answer.intent == "rules"
    assert {c.chunk_id.split(":")[0] for c in answer.citations} <= SCORING


def test_a_pronoun_for_a_player_still_reads_the_rule_before(bot: Rulebot) -> None:
    answer = bot.ask("et s'il a le 1 ?", history=["Qui a le droit de marquer une couleur ?"])
    assert answer.pages and answer.intent == "rules"
