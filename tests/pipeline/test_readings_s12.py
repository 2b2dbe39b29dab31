"""Readings mended in session 12, each with must-not rows.

- "if I have my 1 and my 8 of red, does the 8 still count?": two cards and "still count"
  with no path named ask the rule (own 1 and 8: 9), not the path 1 -> 8 (5 points).
- "Nobody kept any maple. So maple gets skipped?": "nobody kept" tells hands (nobody
  holds maple), it was declined as talk about real trees.
- "not one dogwood left in anybody's hand": "not one" is no 1 of dogwood, "Not" no player.
- "does the blue 1 cancel the blue 8?" answered with the own-pair entry opened with "Yes."
  before "Your own 1 does not cancel your 8": the yes of "the 1 cancels the 8" is only
  given over the entries that state it.
- "Le sentier doit être droit ?": "Non." (a path may turn).
- "My oak path is 1, 2, 3, 4, 5. Is that 10 points?": the worth asked in a sentence after
  the one telling the path is still checked ("No: 11 points").
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide
from rulebot.understanding.intent import classify

OWN = "faq-own-one-eight"
CANCELLED = "faq-eight-cancelled"
PATHS = "rule-paths"
COLOURS = frozenset({"bleu", "blue", "red", "rouge", "chêne", "oak", "saule", "willow", "yellow"})


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("if I have my 1 and my 8 of red, does the 8 still count?", "rules"),
        ("si j'ai mon 1 et mon 8 de chêne, mon 8 compte encore ?", "rules"),
        ("Nobody kept any maple. So maple gets skipped?", "right_to_score"),
        ("Personne n'a gardé de chêne. Qui marque le chêne ?", "right_to_score"),
        (
            "Four of us (me, Ana, Ben, Cleo) and not one dogwood left in anybody's hand at the "
            "end. Who can score dogwood?",
            "right_to_score",
        ),
        # must not: a path named, a worth asked, hands told
        ("My path 2 oak, 5 oak, does it still count?", "path_score"),
        ("My path is 1 red and 8 red, how much is it worth?", "path_score"),
        ("I kept the 1 red, Léa kept the 8 red. Who scores red?", "right_to_score"),
    ],
)
def test_routing(question: str, intent: str, fake_bot) -> None:  # type: ignore[no-untyped-def]
    assert classify(question, fake_bot.lexicon).value == intent


@pytest.mark.parametrize(
    ("question", "lang", "entry", "kind"),
    [
        # the own-pair entry: no yes to "the 1 cancels the 8"; yes to "my 8 still counts"
        ("does the blue 1 cancel the blue 8?", "en", OWN, None),
        ("if I have my 1 and my 8 of red, does the 8 still count?", "en", OWN, "yes"),
        ("I have the 1 and the 8 of willow in hand, do I count 9?", "en", OWN, "yes"),
        ("J'ai le 1 et le 8 de saule en main, je compte 9 ?", "fr", OWN, "yes"),
        ("Does my 1 cancel my 8?", "en", OWN, "no"),
        # must not: the entries stating the cancelling keep their yes
        ("does the blue 1 cancel the blue 8?", "en", CANCELLED, "yes"),
        ("le 1 annule le 8 ?", "fr", CANCELLED, "yes"),
        # a card where two paths of different colours cross counts in both
        (
            "One 6 of blue sits where my red path and my yellow path cross. Can it count in both?",
            "en",
            "faq-same-card-two-paths",
            "yes",
        ),
        # a path need not be straight
        ("Le sentier doit être droit ?", "fr", PATHS, "no"),
        ("does a path need to be straight?", "en", PATHS, "no"),
        ("un sentier peut tourner ?", "fr", PATHS, "yes"),
    ],
)
def test_leads(question: str, lang: str, entry: str, kind: str | None) -> None:
    verdict = decide(question, lang, entry, COLOURS)
    assert (verdict.kind if verdict else None) == kind


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("My oak path is 1, 2, 3, 4, 5. Is that 10 points?", "No: 11 points."),
        ("My oak path is 1, 2, 3, 4, 5. Is that 11 points?", "Yes."),
        ("Mon chemin de saule : 1, 4, 6. Ça fait 9 points ?", "Non : 4 points."),
        # must not: a sentence before that tells something else
        ("I had a rough night. My oak path is 1, 2, 3, 4, 5. Is that 10 points?", "Path "),
    ],
)
def test_worth_asked_after_the_path(question: str, lead: str, fake_bot) -> None:  # type: ignore[no-untyped-def]
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.answer.startswith(lead), answer.answer


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "Four of us (me, Ana, Ben, Cleo) and not one dogwood left in anybody's hand at the "
            "end. Who can score dogwood?",
            "Everyone may score dogwood: you, Ana, Ben and Cleo may each score",
        ),
        ("Tom has the 3 of oak, not one other oak card anywhere. Who scores oak?", "Tom scores"),
    ],
)
def test_not_one(question: str, said: str, fake_bot) -> None:  # type: ignore[no-untyped-def]
    answer = fake_bot.ask(question)
    assert answer.answer.startswith(said), answer.answer
    assert "Not" not in answer.answer


@pytest.mark.parametrize(
    ("question", "lang", "entry", "kind"),
    [
        # "c normal ?" asks to confirm what was told; SMS greetings carry nothing
        ("slt on a 9 carte en main apres avoir pioché c normal ??", "fr", "rule-turn", "yes"),
        ("I have 9 cards after drawing, is that normal?", "en", "rule-turn", "yes"),
        ("Un chemin d'une seule carte, ça existe ?", "fr", "faq-path-length", "no"),
        ("does a one-card path exist?", "en", "faq-path-length", "no"),
        # must not: a count that is not the rule's gets no yes
        ("On a 7 cartes après la pioche, c'est normal ?", "fr", "rule-turn", None),
        ("un chemin de deux cartes, ça existe ?", "fr", "faq-path-length", "yes"),
    ],
)
def test_told_then_asked_if_normal(question: str, lang: str, entry: str, kind: str | None) -> None:
    verdict = decide(question, lang, entry, COLOURS)
    assert (verdict.kind if verdict else None) == kind


@pytest.mark.parametrize(
    ("turns", "answered"),
    [
        # a count of players told goes on from the rules question before
        (
            [
                "On joue à deux ce soir, on garde combien de couleurs ?",
                "et si les voisins viennent et qu'on est 4 ?",
            ],
            True,
        ),
        (
            [
                "How many cards do we use with two?",
                "and what if the neighbours come and there are 4 of us?",
            ],
            True,
        ),
        # must not: an off-topic follow-up is still declined
        (["How many cards do we use with two?", "and what's the capital of Spain?"], False),
        (
            ["How many cards do we use with two?", "and if 4 neighbours come, what should I cook?"],
            False,
        ),
    ],
)
def test_a_player_count_follows_on(turns: list[str], answered: bool, fake_bot) -> None:  # type: ignore[no-untyped-def]
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert (not answer.abstained) is answered, answer.answer


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # a possessive card in a player's own words is theirs ("Paul montre son 8 et son 3")
        (
            "Paul garde son 8 de chêne et son 2 de chêne, j'ai le 1 de chêne. "
            "Qui marque le chêne ?",
            "C'est Paul qui marque le chêne : d'après les cartes gardées en main, Paul : 2",
        ),
        # must not: the card a verb of cancelling acts on is another's
        (
            "Tom a le 8 rouge et le 2, Léa a le 1 rouge et dit que ça annule son 8. Qui marque ?",
            "C'est Tom qui marque le rouge : d'après les cartes gardées en main, Tom : 2",
        ),
        (
            "Tom a le 8 rouge, Léa a le 1 rouge qui annule son 8. Qui marque le rouge ?",
            "C'est Léa qui marque le rouge",
        ),
        # must not: the same value told before, another's card named again
        (
            "Léa a le 8 vert et moi le 1 vert. Tom a le 5 vert et il dit que son 8 ne compte "
            "plus. Qui marque le vert ?",
            "C'est Tom qui marque le vert : d'après les cartes gardées en main, Léa : 0",
        ),
    ],
)
def test_whose_possessive_card(question: str, said: str, fake_bot) -> None:  # type: ignore[no-untyped-def]
    answer = fake_bot.ask(question)
    assert answer.answer.startswith(said), answer.answer
