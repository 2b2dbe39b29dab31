"""The understanding lexicon built from the corpus's colour words."""

from __future__ import annotations

from rulebot.corpus import Corpus
from rulebot.understanding import Lexicon


def lexicon_of(corpus: Corpus) -> Lexicon:
    """The colour lexicon understanding reads, from corpus/arboretum/colours.yaml."""
    return Lexicon.from_mapping(**corpus.lexicon.as_data())
