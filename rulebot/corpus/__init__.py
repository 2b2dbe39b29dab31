"""The Arboretum corpus: game facts, colour lexicon and bilingual rulebook entries.

`load_corpus(path)` reads `corpus/arboretum/*.yaml` and validates it; invalid data
raises `CorpusError` naming the file, the entry id and the field.
"""

from rulebot.corpus.loader import CORPUS_FILES, ENTRY_FILES, load_corpus
from rulebot.corpus.model import (
    LANGUAGES,
    ColourKind,
    ColourLexicon,
    ColourName,
    Corpus,
    CorpusError,
    Entry,
    EntryKind,
    EntryText,
    GameInfo,
)
from rulebot.corpus.pages import cite_pages, format_pages, parse_pages

__all__ = [
    "CORPUS_FILES",
    "ENTRY_FILES",
    "LANGUAGES",
    "ColourKind",
    "ColourLexicon",
    "ColourName",
    "Corpus",
    "CorpusError",
    "Entry",
    "EntryKind",
    "EntryText",
    "GameInfo",
    "cite_pages",
    "format_pages",
    "load_corpus",
    "parse_pages",
]
