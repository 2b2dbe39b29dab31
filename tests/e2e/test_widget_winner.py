"""Who wins, in real headless Chromium: the standings table of a `winner` answer.

The answers are made by the real rules engine (`decide_winners`, `winner_answer`) and
served in place of the bot's, so each case is exact; the last test asks the real server.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from rulebot.answer.winner import winner_answer
from rulebot.config import get_settings
from rulebot.corpus import Corpus, load_corpus
from rulebot.rules import ColourComparison, Standing
from rulebot.understanding.standings import Standings
from tests.e2e.conftest import Server
from tests.e2e.test_widget import DESKTOP, ask

pytestmark = pytest.mark.e2e

NAMES = {"you": {"fr": "toi", "en": "you"}}
ROWS = "t => [...t.tBodies[0].rows].map(r => [...r.cells].map(c => c.textContent))"
HEAD = "t => [...t.tHead.rows[0].cells].map(c => c.textContent)"
SCOPES = "t => [...t.querySelectorAll('th')].map(c => c.getAttribute('scope'))"
TIE_BROKEN_FR = (
    "Égalité à 23 points, départagée par le nombre de couleurs différentes dans l’arborétum."
)


@cache
def _corpus() -> Corpus:
    return load_corpus(get_settings().corpus_dir)


def winner_payload(
    lang: str,
    told: tuple[tuple[str, int, int | None], ...],
    compared: tuple[ColourComparison, ...] = (),
) -> dict[str, Any]:
    """The JSON `/api/ask` sends for a told end of game, as the rules engine builds it."""
    standings = Standings(
        standings=tuple(Standing(p, total, colours) for p, total, colours in told),
        names=NAMES,
        comparisons=compared,
    )
    return winner_answer("Qui gagne ?", lang, standings, _corpus()).to_json()


@dataclass(frozen=True)
class Case:
    """One told end of game and the table the widget must show for it."""

    lang: str
    told: tuple[tuple[str, int, int | None], ...]
    caption: str
    head: list[str]
    rows: list[list[str]]
    winners: list[str]
    line: str | None
    compared: tuple[ColourComparison, ...] = ()


CASES = [
    pytest.param(
        Case(
            "fr",
            (("Camille", 23, 6), ("you", 23, 5), ("Ben", 20, None)),
            "Classement",
            ["Joueur", "Total", "Couleurs", "Résultat"],
            [
                ["Camille", "23", "6", "★ gagne"],
                ["Toi", "23", "5", ""],
                ["Ben", "20", "—non dit", ""],
            ],
            ["Camille"],
            TIE_BROKEN_FR,
        ),
        id="fr-tie-broken-by-colours",
    ),
    pytest.param(
        Case(
            "en",
            (("Camille", 23, 6), ("you", 23, 5)),
            "Standings",
            ["Player", "Total", "Colours", "Result"],
            [["Camille", "23", "6", "★ wins"], ["You", "23", "5", ""]],
            ["Camille"],
            "Tied on 23 points, broken by the most different colours in the arboretum.",
        ),
        id="en-tie-broken-by-colours",
    ),
    pytest.param(
        Case(
            "fr",
            (("Léa", 23, 5), ("you", 23, 5), ("Ben", 23, 4)),
            "Classement",
            ["Joueur", "Total", "Couleurs", "Résultat"],
            [
                ["Léa", "23", "5", "★ ex æquo"],
                ["Toi", "23", "5", "★ ex æquo"],
                ["Ben", "23", "4", ""],
            ],
            ["Léa", "Toi"],
            "Égalité à 23 points et sur le nombre de couleurs : "
            "le livret ne départage pas davantage.",
        ),
        id="fr-still-tied",
    ),
    pytest.param(
        Case(
            "en",
            (("Léa", 23, 5), ("you", 23, 5)),
            "Standings",
            ["Player", "Total", "Colours", "Result"],
            [["Léa", "23", "5", "★ tied first"], ["You", "23", "5", "★ tied first"]],
            ["Léa", "You"],
            "Tied on 23 points and on colours: the rulebook breaks the tie no further.",
        ),
        id="en-still-tied",
    ),
    pytest.param(
        Case(
            "fr",
            (("Léa", 23, 5), ("you", 23, None)),
            "Classement",
            ["Joueur", "Total", "Couleurs", "Résultat"],
            [["Léa", "23", "5", "? peut gagner"], ["Toi", "23", "?manquant", "? peut gagner"]],
            [],
            "Égalité à 23 points : nombre de couleurs non dit pour toi.",
        ),
        id="fr-colour-count-missing",
    ),
    pytest.param(
        Case(
            "en",
            (("Léa", 23, None), ("you", 23, None), ("Ben", 20, None)),
            "Standings",
            ["Player", "Total", "Result"],  # no colour told: no colour column
            [["Léa", "23", "? may win"], ["You", "23", "? may win"], ["Ben", "20", ""]],
            [],
            "Tied on 23 points: no colour count told for Léa and you.",
        ),
        id="en-no-colour-told",
    ),
    pytest.param(
        Case(
            "en",
            (("Léa", 30, None), ("Ben", 25, None), ("you", 28, None)),
            "Standings",
            ["Player", "Total", "Result"],
            [["Léa", "30", "★ wins"], ["You", "28", ""], ["Ben", "25", ""]],  # by total
            ["Léa"],
            None,
        ),
        id="en-highest-total",
    ),
    pytest.param(
        Case(
            "fr",
            (("Léa", 23, None), ("you", 23, None)),
            "Classement",
            ["Joueur", "Total", "Résultat"],
            [["Toi", "23", "★ gagne"], ["Léa", "23", ""]],  # the winner first on a tie
            ["Toi"],
            TIE_BROKEN_FR,
            (ColourComparison(more="you", less="Léa"),),
        ),
        id="fr-colours-compared",
    ),
]


@dataclass(frozen=True)
class Tab:
    """A fresh French page, and the script errors it raised."""

    page: Page
    errors: list[str]


@pytest.fixture()
def tab(browser: Any, server: Server) -> Iterator[Tab]:
    context = browser.new_context(viewport=DESKTOP)
    tab = Tab(context.new_page(), [])
    tab.page.on("pageerror", lambda err: tab.errors.append(str(err)))
    tab.page.goto(server.base + "/")
    yield tab
    context.close()


def serve(page: Page, payload: dict[str, Any]) -> None:
    """Answer every question on this page with `payload`."""
    body = json.dumps(payload)
    page.route(
        "**/api/ask",
        lambda route: route.fulfill(status=200, content_type="application/json", body=body),
    )


@pytest.mark.parametrize("case", CASES)
def test_winner_answer_shows_the_standings(tab: Tab, case: Case) -> None:
    page = tab.page
    payload = winner_payload(case.lang, case.told, case.compared)
    serve(page, payload)
    reply = ask(page, "Qui gagne ?")
    expect(reply).to_have_attribute("lang", case.lang)
    expect(reply.locator(".rb-text").first).to_have_text(payload["answer"])
    table = reply.locator(".rb-winner table.rb-standings")
    expect(table).to_have_count(1)
    expect(table.locator("caption")).to_have_text(case.caption)
    assert table.evaluate(HEAD) == case.head
    assert table.evaluate(ROWS) == case.rows
    players = len(case.rows)
    assert table.evaluate(SCOPES) == ["col"] * len(case.head) + ["row"] * players
    # winners: a symbol and a word in their row, not only a colour
    expect(table.locator("tr.rb-win th")).to_have_text(case.winners)
    expect(table.locator("tr.rb-win .rb-tag-win")).to_have_count(len(case.winners))
    line = reply.locator(".rb-winner .rb-tie")
    if case.line is None:
        expect(line).to_have_count(0)
    else:
        expect(line).to_have_text(case.line)
    expect(reply.locator(".rb-chip").first).to_contain_text("p. ")
    assert tab.errors == []


PLAIN = {"question": "q", "answer": "Une réponse en texte.", "lang": "fr", "intent": "rules"}


@pytest.mark.parametrize(
    ("engine", "tables"),
    [
        (None, 0),
        ({"kind": "mystery", "standings": [{"player": "x", "total": 1}]}, 0),
        ("not an object", 0),
        ({"kind": "winner"}, 1),  # nothing told: an empty table, no error
        ({"kind": "winner", "standings": "bad", "players": None, "winners": 3}, 1),
        ({"kind": "winner", "standings": [None, {"player": "Zoé"}], "top_total": None}, 1),
    ],
    ids=["no-engine", "unknown-kind", "engine-not-object", "empty-winner", "bad-fields", "partial"],
)
def test_answer_without_a_known_engine_still_renders(tab: Tab, engine: Any, tables: int) -> None:
    page = tab.page
    serve(page, {**PLAIN, "engine": engine})
    reply = ask(page, "Une question ?")
    expect(reply.locator(".rb-text")).to_have_text("Une réponse en texte.")
    expect(reply.locator(".rb-feedback")).to_be_visible()
    expect(reply.locator(".rb-standings")).to_have_count(tables)
    assert tab.errors == []


def test_the_server_answers_who_wins_with_the_table(tab: Tab, shots: Path) -> None:
    page = tab.page
    reply = ask(page, "Camille 23, moi 23 ; elle a six espèces, moi cinq : qui gagne ?")
    table = reply.locator(".rb-standings")
    assert table.evaluate(ROWS) == [["Camille", "23", "6", "★ gagne"], ["Toi", "23", "5", ""]]
    expect(reply.locator(".rb-tie")).to_have_text(TIE_BROKEN_FR)
    expect(reply.locator(".rb-chip").first).to_contain_text("p. ")
    reply.scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "desktop-winner.png"))
    assert tab.errors == []
