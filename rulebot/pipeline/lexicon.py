"""The understanding lexicon built from the corpus's colour words."""

from __future__ import annotations

from typing import Any

from rulebot.corpus import ColourName, Corpus
from rulebot.understanding import Lexicon


def lexicon_of(corpus: Corpus) -> Lexicon:
    """The colour lexicon understanding reads, from corpus/arboretum/colours.yaml."""
    return Lexicon.from_mapping(**corpus.lexicon.as_data())


def colour_names(corpus: Corpus) -> dict[str, list[dict[str, Any]]]:
    """The lexicon's colour labels, species then plain colour words, each with its display
    name per language: {"species": [{"id": "oak", "names": {"fr": "chêne", "en": "oak"}}]}."""
    lexicon = corpus.lexicon

    def listed(colours: tuple[ColourName, ...]) -> list[dict[str, Any]]:
        return [
            {"id": colour.id, "names": {lang: colour.display(lang) for lang in colour.names}}
            for colour in colours
        ]

    return {"species": listed(lexicon.species), "plain": listed(lexicon.plain)}
