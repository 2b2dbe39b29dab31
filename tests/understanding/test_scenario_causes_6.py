"""The causes fixed for tests/data/scenario_phrasings_6.yaml, one table each: how a hand is
opened (a possessive pronoun, a name and "c'est"/"is", a comma and a pronoun, a relative),
values in words right after a player, corrections further back, nobody among named
players, and yes-or-no questions on another player's 8."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot
from rulebot.understanding import Lexicon, parse_scenario
from rulebot.understanding.asks import (
    I_LOSE,
    MY_EIGHT_COUNTS,
    THEIR_EIGHT_CANCELLED,
    THEIR_EIGHT_COUNTS,
    yes_no_asked,
)
from rulebot.understanding.errors import ParseError

Hands = dict[str, set[str]]


def read(lexicon: Lexicon, text: str) -> Hands:
    """The hands parse_scenario reads, as {"you": {"8 blue"}}; empty hands left out."""
    hands = parse_scenario(text, lexicon).hands
    return {p: {f"{c.value} {c.colour}" for c in hand} for p, hand in hands.items() if hand}


# A possessive pronoun opens a hand: the asker's ("les miennes", "la mienne"), another
# player's ("les siennes", "hers"), said as written before a near word ("siennes" is one
# letter off "miennes").
POSSESSIVES = [
    (
        "Les miennes : 2 et 7 en rouge. Celles de Jade : 4 et 6 en rouge. Qui marque le rouge ?",
        {"you": {"2 red", "7 red"}, "Jade": {"4 red", "6 red"}},
    ),
    (
        "Les siennes : 1 et 2 en bleu ; les miennes : 8 en bleu. Qui marque le bleu ?",
        {"opponent": {"1 blue", "2 blue"}, "you": {"8 blue"}},
    ),
    (
        "Hers: the 8 of maple. Mine: the 1 of maple and the 5 of maple. Who scores maple?",
        {"opponent": {"8 maple"}, "you": {"1 maple", "5 maple"}},
    ),
    (
        "We both kept cassia: mine is the 4, his is the 6. Who scores cassia?",
        {"you": {"4 cassia"}, "opponent": {"6 cassia"}},
    ),
    (
        "My purple cards: 1, 4 and 8. Jake's: 5 and 7. Who scores purple?",
        {"you": {"1 purple", "4 purple", "8 purple"}, "Jake": {"5 purple", "7 purple"}},
    ),
]

# A name is a player when a link opens its hand ("c'est", "is"), or a comma and a pronoun
# or a possessive ("Léa, elle, a ...", "Paul, son 6"), "qui a"/"who has", or a verb of
# scoring after it ("Lily scores orange? She has the 6": the pronoun is Lily).
LINKS = [
    (
        "Moi c'est le 8 vert, Hugo c'est le 1 vert. Qui marque le vert ?",
        {"you": {"8 green"}, "Hugo": {"1 green"}},
    ),
    (
        "Mine are the 8 of oak and the 1 of oak; Sam's is the 7 of oak. Who scores oak?",
        {"you": {"8 oak", "1 oak"}, "Sam": {"7 oak"}},
    ),
    (
        "J'avais le 3 bleu et le 6 bleu. Léa, elle, a gardé le 8 bleu. Qui marque le bleu ?",
        {"you": {"3 blue", "6 blue"}, "Léa": {"8 blue"}},
    ),
    (
        "Moi, mon 4 gris ; Nico, son 8 gris... enfin non, son 3 gris. Qui marque le gris ?",
        {"you": {"4 grey"}, "Nico": {"3 grey"}},
    ),
    (
        "Tout le monde a zéro en rose sauf moi qui ai le 2 rose. Qui marque le rose ?",
        {"you": {"2 pink"}},
    ),
    (
        "Tout le monde est à zéro en rose sauf Lise qui a le 3 rose. Qui marque le rose ?",
        {"Lise": {"3 pink"}},
    ),
    (
        "I had 8 willow in hand, and the guy next to me had 1 willow. Does my 8 still count?",
        {"you": {"8 willow"}, "opponent": {"1 willow"}},
    ),
    (
        "Am I right that Lily scores orange? She has the 6, I have the 2 and the 3.",
        {"Lily": {"6 orange"}, "you": {"2 orange", "3 orange"}},
    ),
    (
        "Lautre joueur a le 5 gris et moi le 4 gris. Qui marque le gris ?",
        {"opponent": {"5 grey"}, "you": {"4 grey"}},
    ),
]

# Values in words right after their player ("Moi huit et trois"); "un"/"one" alone there
# may be an article or a pronoun ("Quick one - I hold ..."), a value when listed. A card
# after "mon propre"/"my own" is the asker's, not the last player's.
VALUE_WORDS = [
    (
        "Moi sept et deux, Nina cinq et trois, en orange. Qui marque l'orange ?",
        {"you": {"7 orange", "2 orange"}, "Nina": {"5 orange", "3 orange"}},
    ),
    (
        "Me eight and two, Paul one and five, in green. Who scores green?",
        {"you": {"8 green", "2 green"}, "Paul": {"1 green", "5 green"}},
    ),
    (
        "J'ai le 8 gris et le 1 gris, et Max a le 7 gris. Mon propre 1 annule mon 8 ?",
        {"you": {"8 grey", "1 grey"}, "Max": {"7 grey"}},
    ),
    (
        "I have the 8 of oak and the 1 of oak, Max the 7 of oak. Does my own 1 cancel my 8?",
        {"you": {"8 oak", "1 oak"}, "Max": {"7 oak"}},
    ),
    (
        "Quick one - I hold the 1 green, my opponent holds the 8 green, who gets green?",
        {"you": {"1 green"}, "opponent": {"8 green"}},
    ),
]

# A card taken back further on ("le 5 gris... enfin non, le 1"), or after a possessive.
CORRECTIONS = [
    (
        "Moi le 2 gris, Zoé le 5 gris, Malik le 5 gris... enfin non, le 1 et le 4 gris. "
        "Qui marque le gris ?",
        {"you": {"2 grey"}, "Zoé": {"5 grey"}, "Malik": {"1 grey", "4 grey"}},
    ),
    (
        "Moi, mon 8 orange et mon 1 orange ; Paul, son 8 orange... non, son 6 orange. "
        "Qui marque l'orange ?",
        {"you": {"8 orange", "1 orange"}, "Paul": {"6 orange"}},
    ),
]


@pytest.mark.parametrize(("text", "hands"), POSSESSIVES + LINKS + VALUE_WORDS + CORRECTIONS)
def test_the_hands_are_read(lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert read(lexicon, text) == hands


# Nobody holds the colour: "aucun de nous", "none of us", or named after "ni"/"neither".
@pytest.mark.parametrize(
    "text",
    [
        "Aucun de nous n'a gardé d'orange en main à la fin. Qui marque l'orange ?",
        "Aucun de nous deux n'a de jaune en main, ni moi ni Marc. Qui marque le jaune ?",
        "Ni Bastien ni moi n'avons de violet en main. Qui marque le violet ?",
        "Neither Ava nor I kept any maple. Who scores maple?",
        "None of us kept any oak. Who scores oak?",
    ],
)
def test_nobody_holds(lexicon: Lexicon, text: str) -> None:
    scenario = parse_scenario(text, lexicon)
    assert scenario.nobody and scenario.colour is not None


# A "none" about a path says nothing of the hands: nobody is not said to hold none.
@pytest.mark.parametrize(
    "text",
    [
        "J'ai le droit de marquer le rouge mais pas de sentier rouge, Léa peut marquer ?",
        "I have the right to score willow but no willow path. Can my opponent score it?",
        "Je n'ai aucun chemin bleu et Paul garde ses cartes. Qui marque le bleu ?",
    ],
)
def test_no_path_is_not_no_cards(lexicon: Lexicon, text: str) -> None:
    try:
        scenario = parse_scenario(text, lexicon)
    except ParseError:
        return
    assert not scenario.nobody


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("J'ai le 1 violet, Paul a le 8 violet. Le 8 de Paul compte ?", THEIR_EIGHT_COUNTS),
        ("Ma sœur a le 8 rose et moi le 1. Est-ce que son 8 compte encore ?", THEIR_EIGHT_COUNTS),
        ("Le 8 de mon adversaire compte si j'ai le 1 ?", THEIR_EIGHT_COUNTS),
        ("Does Leo's 8 count? I hold the 1 of grey.", THEIR_EIGHT_COUNTS),
        ("Is Zoe's 8 cancelled? I hold the 1 of pink.", THEIR_EIGHT_CANCELLED),
        ("Le 8 d'Alice est annulé ?", THEIR_EIGHT_CANCELLED),
        ("J'ai le 8 bleu. Mon 8 compte ?", MY_EIGHT_COUNTS),
        ("Le 8 de bleu compte ?", None),
        ("So I'm out of red? I have the 4 of red, Ben has the 5.", I_LOSE),
    ],
)
def test_yes_no_asked(text: str, asks: str | None) -> None:
    assert yes_no_asked(text) == asks


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("J'ai le 1 violet, Paul a le 8 violet. Le 8 de Paul compte ?", "Non"),
        ("Mon frère a le 8 rose et le 1 rose ; moi le 6. Est-ce que son 8 compte ?", "Oui"),
        ("Is Zoe's 8 cancelled? Zoe holds the 8 of pink and I hold the 1 of pink.", "Yes"),
        ("Does Leo's 8 count? I hold the 1 of grey and Leo holds the 8 of grey.", "No"),
        ("So I'm out of red? I have the 4 of red, Ben has the 2 and the 3 of red.", "Yes"),
        ("Am I right that Lily scores orange? She has the 6, I have the 2 and the 3.", "Yes"),
    ],
)
def test_yes_no_answers(fake_bot: Rulebot, question: str, start: str) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert answer.answer.startswith(start)


# Other players spoken of together ("les autres", "everyone else") hold none: a hand of
# the opponent's, so that a lone hand with a yes-or-no still makes a scenario.
@pytest.mark.parametrize(
    "text",
    [
        "Les autres n'ont rien en saule, moi j'ai le 7 saule. Je marque le saule ?",
        "Tous les autres n'ont pas de rose et j'ai le 4 rose. Je marque ?",
        "I hold the 2 of oak and everyone else has none. Do I score oak?",
    ],
)
def test_the_others_are_players(lexicon: Lexicon, text: str) -> None:
    assert set(parse_scenario(text, lexicon).hands) == {"opponent", "you"}


# A preposition opening the sentence is no player, even before an article and a number.
@pytest.mark.parametrize(
    ("text", "players"),
    [
        (
            "Between the two of us, I kept the 8 of oak and my sister kept the 1 of oak. "
            "Who gets oak?",
            {"you", "opponent"},
        ),
        ("Entre les deux, moi le 3 bleu, Léa le 5 bleu. Qui marque le bleu ?", {"you", "Léa"}),
        ("Among the three of us, only I kept red: the 4. Who scores red?", {"you"}),
    ],
)
def test_no_player_is_a_preposition(lexicon: Lexicon, text: str, players: set[str]) -> None:
    assert set(parse_scenario(text, lexicon).hands) == players
