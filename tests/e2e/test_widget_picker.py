"""The card picker in real headless Chromium against a real `rulebot serve`: a path built
by taps and scored live, each player's hand and who scores, an arboretum laid out; by
touch on a phone and by keyboard only. The species come from the server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import Server
from tests.e2e.helpers import DESKTOP, NB, PHONE, embed

pytestmark = pytest.mark.e2e

TALL = {"width": 1366, "height": 1024}
PATH = [("chêne", 1), ("chêne", 3), ("érable", 4), ("chêne", 7)]


@pytest.fixture()
def tab(browser: Any, server: Server) -> Iterator[Page]:
    context = browser.new_context(viewport=TALL)
    page = context.new_page()
    page.goto(server.base + "/")
    page.locator(".rb-picker-toggle").click()
    expect(page.locator(".rb-species-btn").first).to_be_visible()
    yield page
    context.close()


def shoot(page: Page, path: Path) -> None:
    """The panel, the picker scrolled down to its live result."""
    page.locator(".rb-picker-slot").evaluate("e => { e.scrollTop = e.scrollHeight; }")
    page.locator(".rb-panel").screenshot(path=str(path))


def tap_card(page: Page, species: str, value: int, touch: bool = False) -> None:
    """Choose a species, then a value: the card goes where the picker's view puts it."""
    for target in (
        page.locator(".rb-species-btn", has_text=species),
        page.locator(f".rb-value-btn[data-value='{value}']"),
    ):
        if touch:
            target.tap()
        else:
            target.click()


def test_a_path_built_by_taps_is_scored_live(tab: Page, shots: Path) -> None:
    for species, value in PATH:
        tap_card(tab, species, value)
    picked = tab.locator(".rb-picked .rb-card")
    expect(picked.locator(".rb-card-value")).to_have_text(["1", "3", "4", "7"])
    expect(picked.locator(".rb-card-colour")).to_have_text(["chêne", "chêne", "érable", "chêne"])
    live = tab.locator(".rb-live")
    expect(live.locator(".rb-live-total")).to_have_text(f"Sentier valable{NB}: 5 points")
    expect(live.locator(".rb-breakdown tr")).to_have_text(
        ["4 cartes+4", "Commence par un 1+1", "Total5 points"]
    )
    expect(live.locator(".rb-live-pages")).to_have_text(f"Livret (p.{NB}6-7)")
    shoot(tab, shots / "picker-path.png")
    # the same question as typed, in the chat
    with tab.expect_request("**/api/ask") as sent:
        tab.locator(".rb-mode .rb-ask-chat").click()
    question = "Combien vaut le sentier 1 chêne, 3 chêne, 4 érable, 7 chêne ?"
    assert sent.value.post_data_json["question"] == question
    reply = tab.locator(".rb-turn article.rb-msg")
    expect(reply.locator(".rb-total")).to_contain_text("5 points", timeout=60_000)
    expect(tab.locator(".rb-picker-slot")).to_be_hidden()  # folded away to show the answer


def test_taking_cards_out_rescores_the_path(tab: Page) -> None:
    for species, value in PATH:
        tap_card(tab, species, value)
    tab.locator(".rb-picked .rb-card").nth(2).click()  # the 4 maple out: 1-3-7 oak
    expect(tab.locator(".rb-live-total")).to_have_text(f"Sentier valable{NB}: 4 points")
    tab.locator(".rb-picker-actions .rb-btn", has_text="Retirer la dernière").click()
    tab.locator(".rb-picker-actions .rb-btn", has_text="Vider").click()
    expect(tab.locator(".rb-picked")).to_have_count(0)
    expect(tab.locator(".rb-live")).to_be_empty()


def test_two_hands_say_who_scores(tab: Page, shots: Path) -> None:
    tab.locator(".rb-tab", has_text="Mains").click()
    tap_card(tab, "chêne", 3)
    tap_card(tab, "chêne", 8)
    tab.locator(".rb-player-pick").nth(1).click()
    tab.locator("input.rb-player-name").fill("Paul")
    tab.locator("input.rb-player-name").press("Tab")
    tap_card(tab, "chêne", 1)
    expect(tab.locator(".rb-player").nth(0).locator(".rb-card-value")).to_have_text(["3", "8"])
    expect(tab.locator(".rb-player").nth(1).locator(".rb-card-value")).to_have_text(["1"])
    expect(tab.locator(".rb-colour-select")).to_have_value("oak")
    shoot(tab, shots / "picker-hands.png")
    with tab.expect_request("**/api/ask") as sent:
        tab.locator(".rb-ask-chat", has_text="Qui marque").click()
    said = sent.value.post_data_json["question"]
    assert said == "J'ai 3 chêne et 8 chêne, Paul a 1 chêne : qui marque le chêne ?"
    reply = tab.locator(".rb-turn article.rb-msg")
    expect(reply.locator(".rb-text").first).to_contain_text(
        "C'est toi qui marques le chêne", timeout=60_000
    )
    expect(reply.locator(".rb-scorer th")).to_have_text("Toi")
    expect(reply.locator(".rb-tag-cancel")).to_contain_text("annulé par le 1 de Paul")
    reply.scroll_into_view_if_needed()
    tab.screenshot(path=str(shots / "picker-hands-answer.png"))


def test_an_arboretum_laid_out_shows_its_best_paths(tab: Page, shots: Path) -> None:
    tab.locator(".rb-tab", has_text="Arboretum").click()
    tap_card(tab, "chêne", 1)  # placed, and the next cell to the right chosen
    tap_card(tab, "chêne", 3)
    tab.locator(".rb-cell[aria-label='Case ligne 3, colonne 3, vide']").click()  # below the 3
    tap_card(tab, "érable", 4)
    tap_card(tab, "chêne", 7)
    live = tab.locator(".rb-live")
    expect(live.locator(".rb-layout-item .rb-engine-head").first).to_have_text("chêne — 5 points")
    expect(live.locator(".rb-layout-item").first.locator(".rb-card-value")).to_have_text(
        ["1", "3", "4", "7"]
    )
    expect(live.locator(".rb-live-pages")).to_have_text(f"Livret (p.{NB}5-7)")
    shoot(tab, shots / "picker-arboretum.png")


def test_the_species_come_from_the_server(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    later = {  # a species no printing has: the picker can only know it from the server
        "id": "ginkgo",
        "names": {"fr": "ginkgo", "en": "ginkgo"},
        "tile": "#f2cdd8",
        "ink": "#000000",
    }

    def with_ginkgo(route: Any) -> None:
        data = route.fetch().json()
        data["species"].append(later)
        route.fulfill(status=200, content_type="application/json", body=json.dumps(data))

    page.route("**/api/colours", with_ginkgo)
    page.goto(server.base + "/")
    page.locator(".rb-picker-toggle").click()
    expect(page.locator(".rb-species-btn").last).to_contain_text("ginkgo")
    tap_card(page, "ginkgo", 2)
    expect(page.locator(".rb-picked .rb-card")).to_have_css(
        "background-color", "rgb(242, 205, 216)"
    )
    context.close()


def test_the_picker_on_a_phone(browser: Any, server: Server, shots: Path) -> None:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(server.base + "/")
    page.locator(".rb-bubble").tap()
    page.locator(".rb-picker-toggle").tap()
    for species, value in PATH:
        tap_card(page, species, value, touch=True)
    expect(page.locator(".rb-live-total")).to_have_text(f"Sentier valable{NB}: 5 points")
    assert page.locator(".rb-picker-slot").evaluate("e => e.scrollWidth - e.clientWidth") == 0
    shoot(page, shots / "phone-picker.png")
    context.close()


def test_the_picker_by_keyboard_only(browser: Any, server: Server, shots: Path) -> None:
    context = browser.new_context(viewport=DESKTOP)
    tab = context.new_page()
    tab.goto(server.base + "/")
    tab.locator(".rb-question").focus()
    tab.keyboard.press("Shift+Tab")  # the picker's button
    expect(tab.locator(".rb-picker-toggle")).to_be_focused()
    tab.keyboard.press("Enter")  # opens the picker on its tabs
    expect(tab.locator(".rb-tab[aria-selected='true']")).to_be_focused()
    expect(tab.locator(".rb-tab[aria-selected='true']")).to_have_text("Sentier")
    tab.keyboard.press("Tab")  # the species: arrows choose
    expect(tab.locator(".rb-species-btn[aria-checked='true']")).to_be_focused()
    chosen = tab.locator(".rb-species-btn[aria-checked='true']")
    while chosen.inner_text().strip() != "chêne":
        tab.keyboard.press("ArrowRight")
    tab.keyboard.press("Tab")  # the values: arrows move, Enter adds
    expect(tab.locator(".rb-value-btn[data-value='1']")).to_be_focused()
    tab.keyboard.press("Enter")
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("Enter")  # 3 oak
    tab.keyboard.press("Shift+Tab")
    tab.keyboard.press("ArrowLeft")  # maple comes before oak in the lexicon
    expect(tab.locator(".rb-species-btn[aria-checked='true']")).to_contain_text("érable")
    tab.keyboard.press("Tab")
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("Enter")  # 4 maple
    tab.keyboard.press("Shift+Tab")
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("Tab")
    for _ in range(3):
        tab.keyboard.press("ArrowRight")
    tab.keyboard.press("Enter")  # 7 oak
    expect(tab.locator(".rb-live-total")).to_have_text(f"Sentier valable{NB}: 5 points")
    expect(tab.locator(".rb-value-btn[data-value='7']")).to_be_focused()
    expect(tab.locator(".rb-panel [role=status]")).to_have_text(f"Sentier valable{NB}: 5 points")
    tab.screenshot(path=str(shots / "picker-keyboard.png"))
    tab.keyboard.press("Escape")  # folds the picker, the panel stays
    expect(tab.locator(".rb-picker-slot")).to_be_hidden()
    expect(tab.locator(".rb-picker-toggle")).to_be_focused()
    expect(tab.locator(".rb-panel")).to_be_visible()
    context.close()


def test_an_english_picker_names_the_cards_in_english(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    embed(page, server.base, "/english-picker", options='data-open data-lang="en"')
    page.locator(".rb-picker-toggle").click()
    for species, value in [("oak", 1), ("oak", 3), ("maple", 4), ("oak", 7)]:
        tap_card(page, species, value)
    expect(page.locator(".rb-live-total")).to_have_text("Valid path: 5 points")
    with page.expect_request("**/api/ask") as sent:
        page.locator(".rb-mode .rb-ask-chat").click()
    assert (
        sent.value.post_data_json["question"]
        == "How much is the path 1 oak, 3 oak, 4 maple, 7 oak worth?"
    )
    expect(page.locator(".rb-turn .rb-total")).to_contain_text("5 points", timeout=60_000)
    context.close()
