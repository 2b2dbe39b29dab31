"""A colour lexicon for the understanding tests, built from plain data like colours.yaml."""

from __future__ import annotations

import pytest

from rulebot.understanding import Lexicon

SPECIES = [
    {"id": "cassia", "en": ["cassia"], "fr": ["cassia", "casse"]},
    {"id": "cherry_blossom", "en": ["cherry blossom", "cherry"], "fr": ["cerisier", "cerisiers"]},
    {"id": "dogwood", "en": ["dogwood"], "fr": ["cornouiller", "cornouillers"]},
    {"id": "jacaranda", "en": ["jacaranda"], "fr": ["jacaranda"]},
    {"id": "maple", "en": ["maple", "maples"], "fr": ["érable", "erable", "érables"]},
    {"id": "oak", "en": ["oak", "oaks"], "fr": ["chêne", "chene", "chênes"]},
    {"id": "olive", "en": ["olive", "olives"], "fr": ["olivier", "oliviers"]},
    {"id": "royal_poinciana", "en": ["royal poinciana", "poinciana"], "fr": ["flamboyant"]},
    {"id": "tulip_poplar", "en": ["tulip poplar", "tulip"], "fr": ["tulipier", "tulipiers"]},
    {"id": "willow", "en": ["willow", "willows"], "fr": ["saule", "saules"]},
]
PLAIN = [
    {"id": "red", "en": ["red"], "fr": ["rouge", "rouges"]},
    {"id": "blue", "en": ["blue"], "fr": ["bleu", "bleus", "bleue"]},
    {"id": "green", "en": ["green"], "fr": ["vert", "verts", "verte"]},
    {"id": "yellow", "en": ["yellow"], "fr": ["jaune", "jaunes"]},
    {"id": "purple", "en": ["purple"], "fr": ["violet", "violets", "violette"]},
    {"id": "orange", "en": ["orange"], "fr": ["orange", "oranges"]},
    {"id": "pink", "en": ["pink"], "fr": ["rose", "roses"]},
    {"id": "grey", "en": ["grey", "gray"], "fr": ["gris", "grise"]},
    {"id": "brown", "en": ["brown"], "fr": ["marron", "marrons"]},
]


@pytest.fixture(scope="session")
def lexicon() -> Lexicon:
    return Lexicon.from_mapping(species=SPECIES, plain=PLAIN)


@pytest.fixture(scope="session")
def corpus_lexicon() -> Lexicon:
    """The real colour lexicon of corpus/arboretum/colours.yaml."""
    from rulebot.config import get_settings
    from rulebot.corpus import load_corpus
    from rulebot.pipeline.lexicon import lexicon_of

    return lexicon_of(load_corpus(get_settings().corpus_dir))
