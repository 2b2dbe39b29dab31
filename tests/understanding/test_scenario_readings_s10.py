"""The general causes of the right-to-score readings fixed with blind_7_tune, one table
each, French and English; the rows marked "keep" are near phrasings that must keep their
reading.

1. An opener before a colon ("Funny one:", "Quick one:") is no player holding the value
   "one" (`players._opener`).
2. A name told with a verb that tells no hand ("Jack thinks", "Léa dit que", "Malo joue
   avec nous") is a player a pronoun after it stands for; it holds no card by those
   words (`Mention.said`, data/players.yaml `name_verbs`).
3. Nobody holding the colour, with how many play told ("two-player game", "on est
   trois", "neither of us"), lists those players (`playercount.players_told`).
4. A hand told on after its player is named again in the same sentence ("J'ai 11 en bleu
   dans ma main (le 5 et le 6)") is one hand: the told total checks the cards, it is not
   added to them (`segments._again`).
5. Paths counted with their worths ("deux sentiers de chêne, un à 6 points et l'autre à
   9") are no hands (`pathcounts.told_path_worths`).
6. Names written in lower case by a writer who capitalises nothing ("emma a le 8, lucas le
   1") are names (`lowernames.with_names`); "c'est Lucas qui compte ?" asks whether Lucas
   scores (data/asks.yaml `who_score_verbs`).
"""

from __future__ import annotations

import pytest

from rulebot.understanding import OPPONENT, YOU, Lexicon, ParseError, parse_scenario
from rulebot.understanding.asks import OTHER_SCORES, yes_no_asked
from rulebot.understanding.lowernames import with_names

Hands = dict[str, list[str]]


def _hands(text: str, lexicon: Lexicon) -> Hands:
    scenario = parse_scenario(text, lexicon)
    return {p: [str(c) for c in hand] for p, hand in scenario.hands.items()}


OPENERS: list[tuple[str, Hands]] = [
    (
        "Quick one: I have the 5 red, Tom has the 3 red. Who scores red?",
        {YOU: ["5red"], "Tom": ["3red"]},
    ),
    (
        "Weird one: me the 8 blue, Sara the 1 blue. Who scores blue?",
        {YOU: ["8blue"], "Sara": ["1blue"]},
    ),
    (
        "Tricky one: all of us have 6 in grey. Me the 6, Ana the 2 and 4. Now what?",
        {YOU: ["6grey"], "Ana": ["2grey", "4grey"]},
    ),
    (
        "Drôle de cas : j'ai le 5 rouge, Tom a le 3 rouge. Qui marque le rouge ?",
        {YOU: ["5red"], "Tom": ["3red"]},
    ),
    # keep: a name before a colon holds what follows it
    ("Ana: 1 blue, me: 4 blue. Who scores blue?", {"Ana": ["1blue"], YOU: ["4blue"]}),
    ("Léa : le 3 vert, moi : le 5 vert. Qui marque ?", {"Léa": ["3green"], YOU: ["5green"]}),
]


@pytest.mark.parametrize(("text", "hands"), OPENERS)
def test_an_opener_is_no_player(lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert _hands(text, lexicon) == hands


SPEAKERS: list[tuple[str, Hands]] = [
    (
        "Tom says he wins red. I have the 5 red and he has the 6 red. Who scores?",
        {YOU: ["5red"], "Tom": ["6red"]},
    ),
    (
        "Mia claims her 8 of oak is enough. I hold the 1 oak, she has the 8 oak.",
        {YOU: ["1oak"], "Mia": ["8oak"]},
    ),
    (
        "Léa pense que son 8 bleu lui donne le bleu. J'ai le 1 bleu, elle a le 8 bleu.",
        {YOU: ["1blue"], "Léa": ["8blue"]},
    ),
    (
        "Hugo dit qu'il gagne le saule : il a le 2 et le 3 de saule, moi le 4 de saule.",
        {"Hugo": ["2willow", "3willow"], YOU: ["4willow"]},
    ),
    # keep: with no name spoken of, the pronoun is the opponent
    ("I have the 5 red and he has the 6 red. Who scores?", {YOU: ["5red"], OPPONENT: ["6red"]}),
    ("J'ai le 1 bleu, elle a le 8 bleu. Qui marque ?", {YOU: ["1blue"], OPPONENT: ["8blue"]}),
    # keep: a name holding cards is read as before
    ("Tom has the 6 red, I have the 5 red. Who scores?", {"Tom": ["6red"], YOU: ["5red"]}),
]


@pytest.mark.parametrize(("text", "hands"), SPEAKERS)
def test_a_pronoun_stands_for_the_name_spoken_of(lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert _hands(text, lexicon) == hands


COUNTED: list[tuple[str, list[str]]] = [
    (
        "Two-player game, and neither of us has any oak in hand. Who scores oak?",
        [YOU, OPPONENT],
    ),
    ("On est deux et aucun de nous deux n'a de jaune. Qui marque le jaune ?", [YOU, OPPONENT]),
    (
        "Three of us, and none of us has any red in hand. Who scores red?",
        [YOU, f"{OPPONENT} 1", f"{OPPONENT} 2"],
    ),
    (
        "Partie à 3 joueurs, personne n'a de saule en main. Qui marque le saule ?",
        [YOU, f"{OPPONENT} 1", f"{OPPONENT} 2"],
    ),
    # keep: no count told, no player listed
    ("Nobody has any willow in hand. Who scores willow?", []),
    ("Personne n'a de gris en main, qui marque le gris ?", []),
]


@pytest.mark.parametrize(("text", "players"), COUNTED)
def test_nobody_holding_lists_the_players_told(
    lexicon: Lexicon, text: str, players: list[str]
) -> None:
    scenario = parse_scenario(text, lexicon)
    assert scenario.nobody
    assert list(scenario.hands) == players
    assert not any(scenario.hands.values())


TOTAL_AND_CARDS: list[tuple[str, Hands]] = [
    (
        "J'ai 11 en bleu dans ma main (le 5 et le 6), Sam a le 3 et le 8 bleus.",
        {YOU: ["5blue", "6blue"], "Sam": ["3blue", "8blue"]},
    ),
    (
        "I have 9 in red in my hand: the 4 and the 5. Tom has the 7 red. Who scores red?",
        {YOU: ["4red", "5red"], "Tom": ["7red"]},
    ),
    (
        "Moi j'ai 10 en vert : le 4 et le 6. Léa a le 7 vert. Qui marque ?",
        {YOU: ["4green", "6green"], "Léa": ["7green"]},
    ),
    # keep: the same player named again in another sentence, or told to own a card
    (
        "Violet : le 8 est à moi, le 1 est à moi aussi, le 5 est à mon adversaire.",
        {YOU: ["8purple", "1purple"], OPPONENT: ["5purple"]},
    ),
    (
        "J'ai le 8 bleu, mon adversaire le 1 bleu. Mon adversaire peut marquer le bleu ?",
        {YOU: ["8blue"], OPPONENT: ["1blue"]},
    ),
]


@pytest.mark.parametrize(("text", "hands"), TOTAL_AND_CARDS)
def test_a_total_told_with_its_cards_is_not_added(
    lexicon: Lexicon, text: str, hands: Hands
) -> None:
    assert {p: sorted(h) for p, h in _hands(text, lexicon).items()} == {
        p: sorted(h) for p, h in hands.items()
    }


PATH_WORTHS: list[str] = [
    "J'ai deux sentiers de chêne, un à 6 points et l'autre à 9. Je marque 15 ?",
    "I have two oak paths, one worth 6 and one worth 9. Do I score 15?",
    "Mes deux sentiers de saule valent 4 et 7, je compte 11 pour le saule ?",
    "I've got two willow paths worth 5 and 8 points: is willow 13 for me?",
]


@pytest.mark.parametrize("text", PATH_WORTHS)
def test_paths_counted_with_worths_are_no_hands(lexicon: Lexicon, text: str) -> None:
    with pytest.raises(ParseError):
        parse_scenario(text, lexicon)


PATHS_AND_HANDS: list[tuple[str, Hands]] = [  # keep: a hand told besides the paths
    (
        "J'ai deux sentiers de chêne mais Tom a le 8 de chêne en main et moi le 5.",
        {"Tom": ["8oak"], YOU: ["5oak"]},
    ),
    ("I have the 5 oak, Tom has the 8 oak. Who scores oak?", {YOU: ["5oak"], "Tom": ["8oak"]}),
]


@pytest.mark.parametrize(("text", "hands"), PATHS_AND_HANDS)
def test_hands_told_beside_paths_are_read(lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert _hands(text, lexicon) == hands


LOWER_CASE: list[tuple[str, Hands]] = [
    (
        "emma a le 8 bleu, lucas le 1 bleu, qui marque le bleu ?",
        {"Emma": ["8blue"], "Lucas": ["1blue"]},
    ),
    ("j'ai le 5 rouge et tom a le 7 rouge, qui marque ?", {YOU: ["5red"], "Tom": ["7red"]}),
    ("moi j'ai le 3 vert, léa a le 6 vert. qui compte ?", {YOU: ["3green"], "Léa": ["6green"]}),
    ("sam has the 2 oak, i have the 6 oak. who scores oak?", {"Sam": ["2oak"], YOU: ["6oak"]}),
    # a phone capitalises the first word of a sentence and "I"
    ("Emma a le 8 bleu, lucas le 1 bleu.", {"Emma": ["8blue"], "Lucas": ["1blue"]}),
    ("sam has the 2 oak, I have the 6 oak.", {"Sam": ["2oak"], YOU: ["6oak"]}),
    # keep: words of the player lists, possessives and colours are no names
    (
        "J'ai le 5 rouge, l'adversaire le 3 rouge. Qui marque ?",
        {YOU: ["5red"], OPPONENT: ["3red"]},
    ),
    (
        "ok alors j'ai le 8 jaune et mon adversaire le 1 jaune, je marque ?",
        {YOU: ["8yellow"], OPPONENT: ["1yellow"]},
    ),
    ("Emma a le 8 bleu, moi le 1 bleu.", {"Emma": ["8blue"], YOU: ["1blue"]}),
]


@pytest.mark.parametrize(("text", "hands"), LOWER_CASE)
def test_names_in_lower_case(lexicon: Lexicon, text: str, hands: Hands) -> None:
    assert _hands(text, lexicon) == hands


@pytest.mark.parametrize("text", ["bonjour à tous", "mes érables font 1, 2, 3, 4, 5"])
def test_lower_case_words_that_are_no_names(lexicon: Lexicon, text: str) -> None:
    with pytest.raises(ParseError):
        parse_scenario(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "valeurs 1 2 4 7, tout en chêne, ça fait combien ?",
        "cartes 3 5 6 en rouge, tout rouge, combien ?",
        "values 2 4 5, all oak, how many points?",
        "bonjour à tous, une question sur le 8",
    ],
)
def test_lower_case_words_before_bare_values_stay(lexicon: Lexicon, text: str) -> None:
    assert with_names(text, lexicon) == text


ASKS: list[tuple[str, str | None]] = [
    ("Emma a le 8, Lucas le 1, c'est Lucas qui compte le bleu ?", OTHER_SCORES),
    ("I have the 4, Sam the 6, is it Sam who counts red?", OTHER_SCORES),
    # keep: a "who?" and a card's counting are no yes-or-no about a player
    ("Emma a le 8, Lucas le 1, qui compte le bleu ?", None),
    ("Sam has the 6 red and I have the 4 red: who counts red?", None),
]


@pytest.mark.parametrize(("text", "asks"), ASKS)
def test_who_counts_asks_about_the_player(text: str, asks: str | None) -> None:
    assert yes_no_asked(text) == asks
