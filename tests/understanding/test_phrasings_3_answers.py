"""The invented questions of scenario_phrasings_3.yaml and path_phrasings_2.yaml through
rulebot.ask (the path the bot uses): the engine's result, and an answer text that states
the outcome in the asker's language with the pages of the rules applied."""

from __future__ import annotations

import re
from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.rules import format_pages
from tests.understanding.phrasings import card_text, phrasing_params

SCENARIOS = "scenario_phrasings_3.yaml"
PATHS = "path_phrasings_2.yaml"

# Questions not answered right yet: index in the file -> why.
SCENARIO_XFAIL: dict[int, str] = {}
PATH_XFAIL: dict[int, str] = {}

# How the answer names the asker and the lone opponent, by language.
YOU = {"fr": "toi", "en": "you"}
CANCELLED = {"fr": "annulé", "en": "cancelled"}
NOBODY = {"fr": ("personne", "chaque joueur"), "en": ("nobody", "every player")}
TIE = {"fr": "égalité", "en": "tie"}
POSSESSIVES = {"fr": {"ma": "ta", "mon": "ton", "mes": "tes"}, "en": {"my": "your"}}


def conclusion(text: str) -> str:
    """The last sentence of an answer: the one that says who scores."""
    return re.split(r"(?<!\bp)\. ", text.rstrip("."))[-1]


def turned(player: str, lang: str) -> str:
    """A person as the asker hears them: "ma sœur" -> "ta sœur", "my dad" -> "your dad"."""
    first, _, rest = player.partition(" ")
    return f"{POSSESSIVES[lang].get(first, first)} {rest}".strip()


def player_name(player: str, lang: str, shown: dict[str, str]) -> str:
    """How the answer names a player: "toi"/"you", the opponent in words, names as given."""
    if player == "you":
        assert shown[player] == YOU[lang]
    elif player == "opponent":
        assert shown[player] not in {"", "opponent"}
    else:
        assert shown[player] in {player, turned(player, lang)}
    return shown[player]


@pytest.mark.parametrize("item", phrasing_params(SCENARIOS, SCENARIO_XFAIL))
def test_who_may_score(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"])
    lang = item["lang"]
    assert (answer.intent, answer.lang) == ("right_to_score", lang)
    engine = answer.engine
    assert engine is not None
    assert engine["colour"] == item["colour"]
    totals = {p: t for p, t in engine["totals"].items() if p in item["totals"]}
    assert totals == item["totals"]
    assert sorted(engine["scorers"]) == sorted(item["scorers"])
    assert [c["player"] for c in engine["cancelled"]] == (
        [item["cancelled"]] if "cancelled" in item else []
    )
    text = answer.answer
    assert answer.pages == (5, 6)
    assert f"({format_pages(answer.pages)})" in text
    assert answer.citations and all(set(c.pages) <= {5, 6} for c in answer.citations)
    last = conclusion(text).lower()
    if engine["nobody_holds"]:
        assert all(word in text.lower() for word in NOBODY[lang])
        return
    for player in item["scorers"]:
        assert player_name(player, lang, engine["players"]).lower() in last
    assert (TIE[lang] in last) == (len(item["scorers"]) > 1)
    for player, total in item["totals"].items():
        colon = " :" if lang == "fr" else ":"
        assert f"{player_name(player, lang, engine['players'])}{colon} {total}" in text
    assert (CANCELLED[lang] in text) == ("cancelled" in item)


@pytest.mark.parametrize("item", phrasing_params(PATHS, PATH_XFAIL))
def test_what_a_path_is_worth(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["text"])
    lang = item["lang"]
    assert (answer.intent, answer.lang) == ("path_score", lang)
    engine = answer.engine
    assert engine is not None
    assert (engine["valid"], engine["points"]) == (item["valid"], item["points"])
    written = [card_text(c) for c in item["cards"]]
    read = [f"{c['value']} {c['colour']}" for c in engine["card_values"]]
    assert sorted(read) == sorted(written)
    if item["valid"]:
        assert engine["colour"] == item.get("colour", engine["colour"])
    text = answer.answer
    assert answer.pages == ((6, 7) if item["valid"] else (6,))
    assert f"({format_pages(answer.pages)})" in text
    assert answer.citations and all(set(c.pages) <= set(answer.pages) for c in answer.citations)
    points = f"{item['points']} points" if item["valid"] else {"fr": "0 point", "en": "0 points"}
    assert (points if isinstance(points, str) else points[lang]) in text
    if not item["valid"]:
        assert {"fr": "pas un sentier valable", "en": "not a valid path"}[lang] in text


def test_the_stated_colour_reaches_the_engine(fake_bot: Rulebot) -> None:
    answer = fake_bot.ask("Pour le rouge : 2 bleu, 5 bleu, combien ?")
    assert answer.engine is not None
    assert (answer.engine["valid"], answer.engine["colour"]) == (False, "red")
