"""GET /api/colours: the lexicon's colour labels, named in both languages, with a tile
colour whose ink is readable (the widget's card picker takes its species from here)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from rulebot.api.tiles import contrast, tile
from rulebot.config import get_settings
from rulebot.corpus import load_corpus

LEXICON = load_corpus(get_settings().corpus_dir).lexicon


def test_colours_lists_every_species_of_the_lexicon_in_order(client: TestClient) -> None:
    response = client.get("/api/colours")
    assert response.status_code == 200
    data = response.json()
    assert [c["id"] for c in data["species"]] == [c.id for c in LEXICON.species]
    assert [c["id"] for c in data["plain"]] == [c.id for c in LEXICON.plain]


@pytest.mark.parametrize(
    ("group", "colour_id", "fr", "en"),
    [
        ("species", "oak", "chêne", "oak"),
        ("species", "maple", "érable", "maple"),
        ("species", "royal_poinciana", "flamboyant", "royal poinciana"),
        ("plain", "blue", "bleu", "blue"),
    ],
)
def test_each_colour_is_named_in_french_and_english(
    client: TestClient, group: str, colour_id: str, fr: str, en: str
) -> None:
    colours = {c["id"]: c for c in client.get("/api/colours").json()[group]}
    assert colours[colour_id]["names"] == {"fr": fr, "en": en}


def test_every_tile_ink_contrasts_at_least_4_5_to_1(client: TestClient) -> None:
    data = client.get("/api/colours").json()
    for colour in data["species"] + data["plain"]:
        assert contrast(colour["tile"], colour["ink"]) >= 4.5, colour


@pytest.mark.parametrize(
    ("colour_id", "background", "ink"),
    [
        ("cassia", "#f2c14e", "#000000"),  # yellow: dark digits, not white ones
        ("oak", "#7b4a26", "#ffffff"),
        ("maple", "#d9622b", "#000000"),
    ],
)
def test_tile_colour_and_ink(colour_id: str, background: str, ink: str) -> None:
    assert tile(colour_id) == {"tile": background, "ink": ink}


def test_a_colour_missing_from_the_tiles_gets_a_spare_one_always_the_same() -> None:
    first = tile("a_species_added_later")
    assert first == tile("a_species_added_later")
    assert contrast(first["tile"], first["ink"]) >= 4.5


@pytest.mark.parametrize(
    ("first", "second", "ratio"),
    [("#ffffff", "#000000", 21.0), ("#000000", "#000000", 1.0), ("#ffffff", "#d9a406", 2.3)],
)
def test_contrast_ratio(first: str, second: str, ratio: float) -> None:
    assert round(contrast(first, second), 1) == ratio
