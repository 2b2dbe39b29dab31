"""parse_scenario: who holds which cards, and the colour asked about."""

from __future__ import annotations

import pytest

from rulebot.understanding import OPPONENT, YOU, Lexicon, ParseError, parse_scenario

CASES = [
    # a card named again with its holder ("le 8 de Marie") stays that holder's card
    (
        "Marie a le 8 bleu, j'ai le 1 bleu. Le 8 de Marie compte ?",
        {"Marie": ["8blue"], YOU: ["1blue"]},
        "blue",
        False,
    ),
    (
        "Tom a le 8 rouge et le 1 rouge, Léa a le 7 rouge. Le 8 de Tom est annulé ?",
        {"Tom": ["8red", "1red"], "Léa": ["7red"]},
        "red",
        False,
    ),
    (
        "I have the 8 red and Paul has the 1 red. Is my 8 red cancelled by the 1 red of Paul?",
        {YOU: ["8red"], "Paul": ["1red"]},
        "red",
        False,
    ),
    (
        "Paul a le 5 de saule et moi le 6 de saule, qui marque ?",
        {"Paul": ["5willow"], YOU: ["6willow"]},
        "willow",
        False,
    ),
    (
        "J'ai le 8 bleu, mon adversaire a le 1 bleu, qui marque ?",
        {YOU: ["8blue"], OPPONENT: ["1blue"]},
        "blue",
        False,
    ),
    ("Léa a le 6 et le 2 rouge", {"Léa": ["6red", "2red"]}, "red", False),
    ("Bob holds oak 1 and oak 4", {"Bob": ["1oak", "4oak"]}, "oak", False),
    (
        "moi 8 bleu, Paul 1 bleu et 7 bleu, Zoé rien en bleu",
        {YOU: ["8blue"], "Paul": ["1blue", "7blue"], "Zoé": []},
        "blue",
        False,
    ),
    ("personne n'a de bleu", {}, "blue", True),
    ("nobody holds any red, who scores?", {}, "red", True),
    (
        "Who scores blue if I have the 8 blue and my opponent has the 1 blue?",
        {YOU: ["8blue"], OPPONENT: ["1blue"]},
        "blue",
        False,
    ),
    (
        "j'ai 3 et 4 en chêne, l'adversaire a le 6 de chêne. qui peut marquer le chêne ?",
        {YOU: ["3oak", "4oak"], OPPONENT: ["6oak"]},
        "oak",
        False,
    ),
    (
        "I hold red 2 and red 5, Alice holds red 7",
        {YOU: ["2red", "5red"], "Alice": ["7red"]},
        "red",
        False,
    ),
    (
        "j'ai le 8 bleu et le 2 rouge, mon adversaire a le 1 bleu",
        {YOU: ["8blue", "2red"], OPPONENT: ["1blue"]},
        None,
        False,
    ),
    (
        "j'ai le 8 bleu et le 2 rouge, mon adversaire a le 1 bleu, qui marque le rouge ?",
        {YOU: ["8blue", "2red"], OPPONENT: ["1blue"]},
        "red",
        False,
    ),
]


@pytest.mark.parametrize(("text", "hands", "colour", "nobody"), CASES)
def test_parse_scenario(
    lexicon: Lexicon,
    text: str,
    hands: dict[str, list[str]],
    colour: str | None,
    nobody: bool,
) -> None:
    scenario = parse_scenario(text, lexicon)
    assert {p: [str(c) for c in hand] for p, hand in scenario.hands.items()} == hands
    assert scenario.colour == colour
    assert scenario.nobody is nobody
    assert scenario.asker == YOU


@pytest.mark.parametrize(
    ("player", "lang", "name"),
    [
        (YOU, "fr", "toi"),
        (YOU, "en", "you"),
        (OPPONENT, "fr", "ton adversaire"),
        (OPPONENT, "en", "your opponent"),
        ("Léa", "fr", "Léa"),
        ("Léa", "en", "Léa"),
    ],
)
def test_display_names(lexicon: Lexicon, player: str, lang: str, name: str) -> None:
    scenario = parse_scenario(
        "j'ai le 8 bleu, mon adversaire a le 1 bleu, Léa a le 3 bleu", lexicon
    )
    assert scenario.display(player, lang) == name


def test_no_player_is_an_error(lexicon: Lexicon) -> None:
    with pytest.raises(ParseError, match="no player's hand found"):
        parse_scenario("le 8 bleu et le 1 bleu", lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "Plus aucun tulipier en main, et mon voisin en garde deux. Je peux compter ?",
        "Paul has 3 blue cards and I have the 8 blue, who scores?",
        "Léa en a quatre en main, moi le 8 rouge : qui marque le rouge ?",
    ],
)
def test_a_hand_given_as_a_count_cannot_be_computed(lexicon: Lexicon, text: str) -> None:
    with pytest.raises(ParseError, match="number of cards"):
        parse_scenario(text, lexicon)
