"""parse_scenario on how people write hands: shared colours, hands without a verb,
people words, cards out of the hands, totals."""

from __future__ import annotations

import pytest

from rulebot.understanding import OPPONENT, YOU, Lexicon, parse_scenario

Hands = dict[str, list[str]]

SHARED_COLOUR: list[tuple[str, Hands, str]] = [
    (
        "j'ai le 8 et le 3 bleus, mon adversaire a le 1 bleu",
        {YOU: ["8blue", "3blue"], OPPONENT: ["1blue"]},
        "blue",
    ),
    (
        "Léa a le 2 et le 5 de chêne, moi le 7 de chêne",
        {"Léa": ["2oak", "5oak"], YOU: ["7oak"]},
        "oak",
    ),
    (
        "I hold the 1 and the 2 of oak, my opponent the 6 of oak",
        {YOU: ["1oak", "2oak"], OPPONENT: ["6oak"]},
        "oak",
    ),
    # a colour heading the question is the colour of the values written without one
    (
        "Willow: I kept the 8 and the 7, Sam kept the 1. Who scores willow?",
        {YOU: ["8willow", "7willow"], "Sam": ["1willow"]},
        "willow",
    ),
    (
        "Cherry blossom: I have the 6, Priya has the 5 and the 1. Who scores it?",
        {YOU: ["6cherry_blossom"], "Priya": ["5cherry_blossom", "1cherry_blossom"]},
        "cherry_blossom",
    ),
    (
        "Pour le rouge : j'ai le 5, Paul a le 3 et le 4",
        {YOU: ["5red"], "Paul": ["3red", "4red"]},
        "red",
    ),
    (
        "Sam has the 2 of willow, I have the 6. Who scores willow?",
        {"Sam": ["2willow"], YOU: ["6willow"]},
        "willow",
    ),
]

WITHOUT_VERB: list[tuple[str, Hands, str]] = [
    (
        "Hugo a le 6 de saule, Inès le 1 et le 3 de saule, et moi rien en saule",
        {"Hugo": ["6willow"], "Inès": ["1willow", "3willow"], YOU: []},
        "willow",
    ),
    (
        "Anne a le 2 de chêne, Bruno le 5 de chêne, Chloé le 8 de chêne et moi le 4 de chêne",
        {"Anne": ["2oak"], "Bruno": ["5oak"], "Chloé": ["8oak"], YOU: ["4oak"]},
        "oak",
    ),
    (
        "Ana: 2 red. Ben: 7 red and 1 red. Me: nothing red. Who gets red?",
        {"Ana": ["2red"], "Ben": ["7red", "1red"], YOU: []},
        "red",
    ),
    (
        "Zoé le 5 vert, Paul le 1 vert, moi le 8 vert",
        {"Zoé": ["5green"], "Paul": ["1green"], YOU: ["8green"]},
        "green",
    ),
]

PEOPLE: list[tuple[str, Hands, str]] = [
    (
        "ma femme a gardé le 1 d'érable, j'ai le 8 d'érable",
        {OPPONENT: ["1maple"], YOU: ["8maple"]},
        "maple",
    ),
    ("mon pote a le 3 rouge et moi le 5 rouge", {OPPONENT: ["3red"], YOU: ["5red"]}, "red"),
    ("mon fils a le 2 jaune, j'ai le 7 jaune", {OPPONENT: ["2yellow"], YOU: ["7yellow"]}, "yellow"),
    ("mon copain a le 7 vert, moi le 1 vert", {OPPONENT: ["7green"], YOU: ["1green"]}, "green"),
    ("ma sœur a le 4 jaune, moi le 6 jaune", {OPPONENT: ["4yellow"], YOU: ["6yellow"]}, "yellow"),
    (
        "my wife has the 2 of oak and I have the 8 of oak",
        {OPPONENT: ["2oak"], YOU: ["8oak"]},
        "oak",
    ),
    ("my son holds the 4 blue, I hold the 6 blue", {OPPONENT: ["4blue"], YOU: ["6blue"]}, "blue"),
    ("my friend has red 3, I have red 2", {OPPONENT: ["3red"], YOU: ["2red"]}, "red"),
    (
        "I'm sitting on the 8 of willow, and my husband has the 1 and the 3 of willow",
        {YOU: ["8willow"], OPPONENT: ["1willow", "3willow"]},
        "willow",
    ),
    ("j'ai le 5 violet, elle a le 8 violet", {YOU: ["5purple"], OPPONENT: ["8purple"]}, "purple"),
    ("j'ai le 5 violet et lui le 3 violet", {YOU: ["5purple"], OPPONENT: ["3purple"]}, "purple"),
    # a pronoun is the other player spoken of last
    (
        "Marie a le 8 de chêne mais elle a aussi le 1 de chêne, moi le 4 de chêne",
        {"Marie": ["8oak", "1oak"], YOU: ["4oak"]},
        "oak",
    ),
    # a pronoun with no card and no one before it is the card spoken of, not a player
    (
        "J'ai le 1 et le 8 rouge en main, est-ce qu'elle compte ?",
        {YOU: ["1red", "8red"]},
        "red",
    ),
    # two people: two players, not one opponent
    (
        "ma femme a le 1 bleu, mon fils le 8 bleu, moi le 4 bleu",
        {"ma femme": ["1blue"], "mon fils": ["8blue"], YOU: ["4blue"]},
        "blue",
    ),
]

OUT_OF_HAND: list[tuple[str, Hands, str]] = [
    (
        "j'ai le 8 orange, mon adversaire a le 7 orange, et le 1 orange est planté chez Léa",
        {YOU: ["8orange"], OPPONENT: ["7orange"]},
        "orange",
    ),
    (
        "my opponent has the pink 8 and I have the pink 6. The pink 1 is planted in my arboretum.",
        {OPPONENT: ["8pink"], YOU: ["6pink"]},
        "pink",
    ),
    (
        "my son has the 8 red and the 1 red is on the table, I have the 3 red",
        {OPPONENT: ["8red"], YOU: ["3red"]},
        "red",
    ),
    (
        "le 1 et le 2 bleus sont posés, j'ai le 8 bleu et mon adversaire le 5 bleu",
        {YOU: ["8blue"], OPPONENT: ["5blue"]},
        "blue",
    ),
    # a total is not a card
    (
        "Mon adversaire et moi on a chacun 7 en gris : moi le 7 gris, lui le 3 et le 4 gris",
        {OPPONENT: ["3grey", "4grey"], YOU: ["7grey"]},
        "grey",
    ),
    (
        "My opponent and I each have 6 in red: me the 6 red, him the 2 and 4 red",
        {OPPONENT: ["2red", "4red"], YOU: ["6red"]},
        "red",
    ),
]


@pytest.mark.parametrize(
    ("text", "hands", "colour"), [*SHARED_COLOUR, *WITHOUT_VERB, *PEOPLE, *OUT_OF_HAND]
)
def test_hands(lexicon: Lexicon, text: str, hands: Hands, colour: str) -> None:
    scenario = parse_scenario(text, lexicon)
    assert {p: [str(c) for c in hand] for p, hand in scenario.hands.items()} == hands
    assert scenario.colour == colour


@pytest.mark.parametrize(
    ("text", "hands"),
    [
        (
            "Personne n'a de vert : j'ai le 2 rouge, Léa le 5 bleu. Qui marque le vert ?",
            {YOU: ["2red"], "Léa": ["5blue"]},
        ),
        (
            "Nobody has any olive in hand. I've got a 6 maple, Dave has a 2 oak. Who scores olive?",
            {YOU: ["6maple"], "Dave": ["2oak"]},
        ),
    ],
)
def test_nobody_holds_the_colour_every_player_is_listed(
    lexicon: Lexicon, text: str, hands: Hands
) -> None:
    scenario = parse_scenario(text, lexicon)
    assert {p: [str(c) for c in hand] for p, hand in scenario.hands.items()} == hands
    assert scenario.nobody


@pytest.mark.parametrize(
    ("text", "player", "names"),
    [
        ("mon pote a le 1 rouge, moi le 8 rouge", OPPONENT, ("ton pote", "your opponent")),
        ("my son has the 1 red, I have the 8 red", OPPONENT, ("ton adversaire", "your son")),
        ("elle a le 1 rouge, moi le 8 rouge", OPPONENT, ("ton adversaire", "your opponent")),
        ("ma femme a le 1 bleu, mon fils le 8 bleu", "mon fils", ("ton fils", "mon fils")),
    ],
)
def test_people_names(lexicon: Lexicon, text: str, player: str, names: tuple[str, str]) -> None:
    scenario = parse_scenario(text, lexicon)
    assert (scenario.display(player, "fr"), scenario.display(player, "en")) == names


def test_one_card_said_twice_is_held_once(lexicon: Lexicon) -> None:
    scenario = parse_scenario("j'ai le 6 gris, moi le 6 gris, lui le 2 gris", lexicon)
    assert {p: [str(c) for c in hand] for p, hand in scenario.hands.items()} == {
        YOU: ["6grey"],
        OPPONENT: ["2grey"],
    }


def test_an_ordinal_does_not_open_a_hand(lexicon: Lexicon) -> None:
    scenario = parse_scenario("Paul la 3e carte, moi le 2 rouge", lexicon)
    assert "Paul" not in scenario.hands


@pytest.mark.parametrize(
    ("text", "hands"),
    [
        # a player named after their cards takes the clause before them
        ("Le 8 bleu, c'est moi qui l'ai, et Léa a le 1 bleu", {YOU: ["8blue"], "Léa": ["1blue"]}),
        (
            "Le 1 et le 2 de chêne sont à Marie, le 8 de chêne est à moi",
            {"Marie": ["1oak", "2oak"], YOU: ["8oak"]},
        ),
        ("The 1 red belongs to Tom and the 8 red is mine", {"Tom": ["1red"], YOU: ["8red"]}),
        # a person said with an article, like with a possessive
        ("j'ai le 5 rouge et la voisine le 7 rouge", {YOU: ["5red"], OPPONENT: ["7red"]}),
        # a card taken back as soon as said
        ("moi le 6 rouge, lui le 6 ... non, le 5 rouge", {YOU: ["6red"], OPPONENT: ["5red"]}),
        # "avec" in a hand adds a card, it replaces none
        (
            "j'ai le 3 rouge avec le 3 bleu, Léa le 5 rouge",
            {YOU: ["3red", "3blue"], "Léa": ["5red"]},
        ),
    ],
)
def test_word_order_and_corrections(lexicon: Lexicon, text: str, hands: Hands) -> None:
    scenario = parse_scenario(text, lexicon)
    assert {p: [str(c) for c in hand] for p, hand in scenario.hands.items()} == hands


@pytest.mark.parametrize(
    ("text", "hands"),
    [
        # an English "'s" after a player
        ("Sarah's got the 3 oak, I've got the 7 oak", {"Sarah": ["3oak"], YOU: ["7oak"]}),
        ("my opponent's got the 8 red and I have the 1 red", {OPPONENT: ["8red"], YOU: ["1red"]}),
        # a hand in parentheses after its player
        ("Léa (3 et 6 rouges), moi (8 rouge)", {"Léa": ["3red", "6red"], YOU: ["8red"]}),
        # one typo in a long player word
        ("jai le 1 jaune, mon adverssaire a le 8 jaune", {YOU: ["1yellow"], OPPONENT: ["8yellow"]}),
        # "n'a rien": a player holding nothing
        ("j'ai le 2 rouge, Emma n'a aucun rouge", {YOU: ["2red"], "Emma": []}),
        # the player who planted a card is still a player, without that card
        (
            "j'ai le 8 rouge, Paul a posé le 1 rouge et il n'a plus de rouge en main",
            {YOU: ["8red"], "Paul": []},
        ),
        # cards and players in the same order
        (
            "On a respectivement 7 et 5 en vert, moi et mon adversaire.",
            {YOU: ["7green"], OPPONENT: ["5green"]},
        ),
        (
            "Moi et Léa avons respectivement le 7 et le 5 verts.",
            {YOU: ["7green"], "Léa": ["5green"]},
        ),
    ],
)
def test_possessives_parentheses_typos_respectively(
    lexicon: Lexicon, text: str, hands: Hands
) -> None:
    scenario = parse_scenario(text, lexicon)
    assert {p: [str(c) for c in hand] for p, hand in scenario.hands.items()} == hands
