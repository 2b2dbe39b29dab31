"""The colour lexicon of colours.yaml."""

from __future__ import annotations

import pytest

from rulebot.corpus import ColourKind, Corpus

SPECIES = {
    "cassia": ("cassia", "cassia"),
    "cherry_blossom": ("cherry blossom", "cerisier"),
    "dogwood": ("dogwood", "cornouiller"),
    "jacaranda": ("jacaranda", "jacaranda"),
    "maple": ("maple", "érable"),
    "oak": ("oak", "chêne"),
    "olive": ("olive", "olivier"),
    "royal_poinciana": ("royal poinciana", "flamboyant"),
    "tulip_poplar": ("tulip poplar", "tulipier"),
    "willow": ("willow", "saule"),
    # later printings name these two in place of cherry blossom and tulip poplar
    "lilac": ("lilac", "lilas"),
    "magnolia": ("magnolia", "magnolia"),
}


@pytest.mark.parametrize(("colour_id", "names"), SPECIES.items())
def test_species_display(corpus: Corpus, colour_id: str, names: tuple[str, str]) -> None:
    lexicon = corpus.lexicon
    assert (lexicon.display(colour_id, "en"), lexicon.display(colour_id, "fr")) == names
    assert lexicon.get(colour_id).kind is ColourKind.SPECIES


def test_the_species_of_both_printings(corpus: Corpus) -> None:
    assert {c.id for c in corpus.lexicon.species} == set(SPECIES)


def test_the_species_of_one_printing_say_which(corpus: Corpus) -> None:
    assert corpus.lexicon.printings == {
        "cherry_blossom": "first",
        "tulip_poplar": "first",
        "lilac": "later",
        "magnolia": "later",
    }


@pytest.mark.parametrize(
    ("word", "colour_id"),
    [
        ("oak", "oak"),
        ("Chêne", "oak"),
        ("CHENES", "oak"),
        ("cherry", "cherry_blossom"),
        ("Cherry  Blossom", "cherry_blossom"),
        ("poinciana", "royal_poinciana"),
        ("érables", "maple"),
        ("lilac", "lilac"),
        ("Lilacs", "lilac"),
        ("lilas", "lilac"),
        ("LILAS", "lilac"),
        ("magnolia", "magnolia"),
        ("Magnolias", "magnolia"),
        ("rouge", "red"),
        ("bleues", "blue"),
        ("violet", "purple"),
        ("mauve", "purple"),
        ("marron", "brown"),
        ("brun", "brown"),
        ("gray", "grey"),
        ("orange", "orange"),
        ("rose", "pink"),
        ("banana", None),
    ],
)
def test_lookup(corpus: Corpus, word: str, colour_id: str | None) -> None:
    found = corpus.lexicon.lookup(word)
    assert (found.id if found else None) == colour_id


@pytest.mark.parametrize(
    "colour_id",
    ["red", "blue", "green", "yellow", "orange", "purple", "pink", "white", "black", "brown"],
)
def test_plain_colours(corpus: Corpus, colour_id: str) -> None:
    colour = corpus.lexicon.get(colour_id)
    assert colour.kind is ColourKind.PLAIN
    assert colour.display("en") == colour_id


def test_every_word_names_one_colour(corpus: Corpus) -> None:
    index = corpus.lexicon.word_index()
    total = {w.casefold() for c in corpus.lexicon.colours for w in c.words()}
    assert set(index) == total
    assert len(set(corpus.lexicon.ids)) == len(corpus.lexicon.ids)


def test_unknown_colour(corpus: Corpus) -> None:
    with pytest.raises(KeyError, match="teal"):
        corpus.lexicon.display("teal", "en")


def test_as_data_round_trips(corpus: Corpus) -> None:
    data = corpus.lexicon.as_data()
    assert set(data) == {"species", "plain"}
    assert data["species"][0] == {
        "id": "cassia",
        "en": ["cassia", "cassias"],
        "fr": ["cassia", "cassias"],
    }
    assert [c["id"] for c in data["plain"]] == [c.id for c in corpus.lexicon.plain]
