"""Loading the invented phrasing files of tests/data/ as pytest parameters, and the checks
the tests on them share: the worked outcome against the engine, what the parsers read, and
what the bot's answer says."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulebot.pipeline import Rulebot
from rulebot.rules import Card, format_pages, right_to_score, score_path
from rulebot.understanding import (
    Intent,
    Lexicon,
    ParsedCards,
    Scenario,
    classify,
    detect_language,
    parse_cards,
    parse_scenario,
)

DATA = Path(__file__).resolve().parent.parent / "data"

# How an answer words its outcome, by language.
YOU = {"fr": "toi", "en": "you"}
CANCELLED = {"fr": "annulé", "en": "cancelled"}
# Nobody holds the colour: the reason, then every player, or each of the players named
# ("toi et ton adversaire pouvez chacun marquer…").
NOBODY = {
    "fr": ("personne", ("chaque joueur", "chacun")),
    "en": ("nobody", ("every player", "each")),
}
TIE = {"fr": "égalité", "en": "tie"}
POSSESSIVES = {"fr": {"ma": "ta", "mon": "ton", "mes": "tes"}, "en": {"my": "your"}}
NOT_A_PATH = {"fr": "pas un sentier valable", "en": "not a valid path"}
NO_POINTS = {"fr": "0 point", "en": "0 points"}


def load_items(name: str) -> list[dict[str, Any]]:
    """The items of tests/data/NAME."""
    items: list[dict[str, Any]] = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    return items


def phrasing_params(
    name: str, xfails: Mapping[int, str], *, halves: bool = False, row: object = None
) -> list[Any]:
    """One pytest param per item of tests/data/NAME, id'd by its index (with `halves`, by
    its half too: "tune-000", "check-001"); known gaps xfail strictly. With `row` (the
    set's row in a table of sets), the params are (row, item) pairs, id'd by the set too:
    "path_phrasings_4-tune-000"."""
    prefix = "" if row is None else f"{name.removesuffix('.yaml')}-"
    return [
        pytest.param(
            *([] if row is None else [row]),
            item,
            id=prefix + (f"{'tune' if k % 2 == 0 else 'check'}-{k:03d}" if halves else f"{k:02d}"),
            marks=[pytest.mark.xfail(reason=xfails[k], strict=True)] if k in xfails else [],
        )
        for k, item in enumerate(load_items(name))
    ]


@dataclass(frozen=True)
class PhrasingSet:
    """A set file in a table of sets: which of the table's checks run on its items, and
    their known failures."""

    name: str  # tests/data/<name>.yaml
    checks: tuple[str, ...]
    halves: bool = True  # tune/check halves (in the test ids)
    # Known failures, per check: index in the file -> why.
    xfail: Mapping[str, Mapping[int, str]] = field(default_factory=dict)

    def items(self) -> list[dict[str, Any]]:
        return load_items(f"{self.name}.yaml")


def table_params(sets: Iterable[PhrasingSet], check: str) -> list[Any]:
    """(set, item) pairs for one check, over the sets of a table that run it."""
    return [
        param
        for row in sets
        if check in row.checks
        for param in phrasing_params(
            f"{row.name}.yaml", row.xfail.get(check, {}), halves=row.halves, row=row
        )
    ]


def scope_params(xfails: dict[str, str], batch: int | None = None) -> list[Any]:
    """The (text, scope) params of tests/data/intent_phrasings_2.yaml, of one batch or all,
    id'd by batch, scope and index; known failures (by text) xfail."""
    items = load_items("intent_phrasings_2.yaml")
    return [
        pytest.param(
            item["text"],
            item["scope"],
            id=f"b{item['batch']}-{item['scope']}-{k:03d}",
            marks=[pytest.mark.xfail(reason=xfails[item["text"]], strict=True)]
            if item["text"] in xfails
            else [],
        )
        for k, item in enumerate(items)
        if batch is None or item["batch"] == batch
    ]


def card_text(card: object) -> str:
    """A card as the phrasing files write it, spaces normalised: "8 blue"."""
    return " ".join(str(card).split())


def card_of(text: str) -> Card:
    """The card a phrasing file writes as "8 blue"."""
    value, colour = text.split()
    return Card(int(value), colour)


def want_cards(item: dict[str, Any]) -> list[str]:
    """The cards a path item expects, in order: ["8 blue", ...]."""
    return [card_text(c) for c in item["cards"]]


def want_hands(item: dict[str, Any]) -> dict[str, set[str]]:
    """The hands an item expects: player -> {"8 blue", ...}."""
    return {str(p): {card_text(c) for c in cards} for p, cards in item["hands"].items()}


def hands_read(hands: Mapping[str, Sequence[Card]], want: dict[str, set[str]]) -> dict[str, Any]:
    """The hands a parse gave, as `want_hands` writes them; players read with no card are
    left out unless the item lists them."""
    return {
        p: {f"{c.value} {c.colour}" for c in hand} for p, hand in hands.items() if hand or p in want
    }


def assert_worked_score(item: dict[str, Any]) -> None:
    """The score a path item works out by hand is the engine's."""
    score = score_path([card_of(text) for text in want_cards(item)], item.get("colour"))
    assert (score.valid, score.points if score.valid else 0) == (item["valid"], item["points"])


def assert_worked_outcome(item: dict[str, Any]) -> None:
    """The outcome a scenario item works out by hand is the engine's."""
    hands = {p: [card_of(c) for c in cards] for p, cards in want_hands(item).items()}
    right = right_to_score(hands, item["colour"])
    assert dict(right.totals) == item["totals"]
    assert sorted(right.scorers) == sorted(item["scorers"])
    assert [player for player, _, _ in right.cancelled] == (
        [item["cancelled"]] if "cancelled" in item else []
    )


def assert_cards_read(lexicon: Lexicon, item: dict[str, Any]) -> ParsedCards:
    """A path item's text is in its language, asks a path's score, and parse_cards reads its
    cards in order, and its colour when it states one."""
    text = item["text"]
    assert detect_language(text) == item["lang"]
    assert classify(text, lexicon) is Intent.PATH_SCORE
    parsed = parse_cards(text, lexicon)
    assert [f"{c.value} {c.colour}" for c in parsed.cards] == want_cards(item)
    if "colour" in item:
        assert parsed.colour == item["colour"]
    return parsed


def assert_hands_read(lexicon: Lexicon, item: dict[str, Any]) -> Scenario:
    """A scenario item's question is in its language, asks who may score, and parse_scenario
    reads its hands; the scenario is returned for the caller to check its colour."""
    question = item["question"]
    assert detect_language(question) == item["lang"]
    assert classify(question, lexicon) is Intent.RIGHT_TO_SCORE
    scenario = parse_scenario(question, lexicon)
    want = want_hands(item)
    assert hands_read(scenario.hands, want) == want
    return scenario


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


def assert_path_answer(bot: Rulebot, item: dict[str, Any]) -> dict[str, Any]:
    """The bot answers a path item with the engine's points for the cards written (or why
    they are no path) and the pages applied, in the asker's language; the engine's result
    is returned for the caller to check the colour."""
    answer = bot.ask(item["text"])
    lang = item["lang"]
    assert (answer.intent, answer.lang) == ("path_score", lang)
    engine = answer.engine
    assert engine is not None
    assert (engine["valid"], engine["points"]) == (item["valid"], item["points"])
    read = [f"{c['value']} {c['colour']}" for c in engine["card_values"]]
    assert sorted(read) == sorted(want_cards(item))
    text = answer.answer
    assert answer.pages == ((6, 7) if item["valid"] else (6,))
    assert f"({format_pages(answer.pages)})" in text
    assert answer.citations and all(set(c.pages) <= set(answer.pages) for c in answer.citations)
    assert (f"{item['points']} points" if item["valid"] else NO_POINTS[lang]) in text
    if not item["valid"]:
        assert NOT_A_PATH[lang] in text
    return engine


def assert_scenario_answer(bot: Rulebot, item: dict[str, Any]) -> None:
    """The bot answers a scenario item with the engine's result, who scores (or that
    nobody holds the colour), the totals and any cancelled card, with the pages applied,
    in the asker's language."""
    answer = bot.ask(item["question"])
    lang = item["lang"]
    assert (answer.intent, answer.lang) == ("right_to_score", lang)
    engine = answer.engine
    assert engine is not None
    assert engine["colour"] == item["colour"]
    assert {p: t for p, t in engine["totals"].items() if p in item["totals"]} == item["totals"]
    assert sorted(engine["scorers"]) == sorted(item["scorers"])
    assert [c["player"] for c in engine["cancelled"]] == (
        [item["cancelled"]] if "cancelled" in item else []
    )
    text = answer.answer
    assert answer.pages == (5, 6)
    assert f"({format_pages(answer.pages)})" in text
    assert answer.citations and all(set(c.pages) <= {5, 6} for c in answer.citations)
    if engine["nobody_holds"]:
        reason, everyone = NOBODY[lang]
        assert reason in text.lower() and any(word in text.lower() for word in everyone)
        return
    last = conclusion(text).lower()
    for player in item["scorers"]:
        assert player_name(player, lang, engine["players"]).lower() in last
    assert (TIE[lang] in last) == (len(item["scorers"]) > 1)
    colon = " :" if lang == "fr" else ":"
    for player, total in item["totals"].items():
        assert f"{player_name(player, lang, engine['players'])}{colon} {total}" in text
    assert (CANCELLED[lang] in text) == ("cancelled" in item)
