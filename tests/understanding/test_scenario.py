"""parse_scenario's contract: how players are shown, in both languages, and what it refuses
(no player's hand in the text)."""

from __future__ import annotations

import pytest

from rulebot.understanding import OPPONENT, YOU, Lexicon, ParseError, parse_scenario


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


@pytest.mark.parametrize("text", ["bonjour à tous", "mes érables font 1, 2, 3, 4, 5"])
def test_lower_case_words_that_are_no_names(lexicon: Lexicon, text: str) -> None:
    with pytest.raises(ParseError):
        parse_scenario(text, lexicon)


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
