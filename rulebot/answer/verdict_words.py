"""The concepts a question about a told path or its worths speaks of (`verdict_worth`,
`verdict_path`): what it says, matched against the concepts those readers allow.

Text is read as plain words, filler phrases out ("à lui tout seul"); the phrases of
data/verdict_words.yaml become their concept (longest first: "mettre de côté" is
`remove`, not `plant` then `side`), stop words are dropped, and any other word is stemmed
by the Snowball stemmer of its language, so "plantée" and "planter", "cards" and "card"
meet. A verb of going said with a place ("can a card go diagonally?", "une carte peut
aller en coin ?") is planting (`going`). Numbers stay as they are written in
digits ("deux" and "two" are "2"): a question about 50 cards matches no claim about 48.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_text import Phrase, VerdictDataError, phrase_set
from rulebot.corpus.model import ColourLexicon
from rulebot.corpus.stems import STEMMERS, stem
from rulebot.understanding.text import fold, plain_words, without_phrases

# A capitalised word after a word of the same sentence: "… et Julie veut …", "is Claire"
_NAMED = re.compile(r"(?<=[\w,;:'’] )([A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+)\b")

__all__ = ["colour_runs", "concepts", "stem"]

DATA = "verdict_words.yaml"


@dataclass(frozen=True)
class _Words:
    """data/verdict_words.yaml, read once: stop words, phrases and words by concept."""

    stop: frozenset[str]
    fillers: tuple[Phrase, ...]  # taken out first: "à lui tout seul", "by himself"
    phrases: tuple[tuple[Phrase, str], ...]  # multi-word phrases, longest first
    single: dict[str, str]  # word -> concept
    stems: dict[str, dict[str, str]]  # lang -> stem of a listed word -> concept
    going: frozenset[str]  # "go", "aller": planting when said of a place (`going`)
    places: frozenset[str]  # the concepts of a place a card goes to
    plant: str


@cache
def _words() -> _Words:
    data = load_data(DATA)
    stop = frozenset(w for phrase in phrase_set(data["stop"], "stop") for w in phrase)
    multi: list[tuple[Phrase, str]] = []
    single: dict[str, str] = {}
    for concept, listed in data["concepts"].items():
        for phrase in phrase_set(listed, f"concepts.{concept}"):
            if len(phrase) == 1:
                if single.setdefault(phrase[0], str(concept)) != concept:
                    raise VerdictDataError(f"{DATA}: {phrase[0]!r} is in two concepts")
            else:
                multi.append((phrase, str(concept)))
    multi.sort(key=lambda pair: len(pair[0]), reverse=True)
    stems = {
        lang: {stem(word, lang): concept for word, concept in reversed(single.items())}
        for lang in STEMMERS
    }
    fillers = phrase_set(data["fillers"], "fillers")
    going = data["going"]
    return _Words(
        stop,
        fillers,
        tuple(multi),
        single,
        stems,
        frozenset(str(w) for w in going["verbs"]),
        frozenset(str(c) for c in going["places"]),
        str(going["concept"]),
    )


def colour_words(lexicon: ColourLexicon) -> frozenset[str]:
    """Every plain word of every colour name of the lexicon ("royal", "poinciana", "oak",
    "rouge"): said in passing, which colour never changes a rule. Read once per lexicon."""
    kept = _COLOUR_WORDS.get(id(lexicon))
    if kept is None or kept[0] is not lexicon:
        words = frozenset(w for c in lexicon.colours for n in c.words() for w in plain_words(n))
        kept = (lexicon, words)
        if len(_COLOUR_WORDS) >= _LEXICONS_KEPT:
            _COLOUR_WORDS.clear()
        _COLOUR_WORDS[id(lexicon)] = kept
    return kept[1]


# The colour words of the last lexicons read, by identity (a lexicon holds dicts: no hash);
# each kept with its lexicon, so that an id is never taken for another lexicon's.
_COLOUR_WORDS: dict[int, tuple[ColourLexicon, frozenset[str]]] = {}
_LEXICONS_KEPT = 8


def names_in(text: str) -> frozenset[str]:
    """The names a question tells: capitalised words inside a sentence ("On est trois et
    Julie veut …" -> "julie"), folded; who asks says nothing a rule depends on. A word
    opening a sentence is left alone ("Planter en diagonale ?")."""
    return frozenset(fold(name) for name in _NAMED.findall(text))


@lru_cache(maxsize=4096)
def concepts(text: str, lang: str, neutral: frozenset[str] = frozenset()) -> frozenset[str]:
    """The concepts and stems a text speaks of, stop words and `neutral` words (colour
    names: which colour never changes a rule; a word of a concept, "tree", is kept) aside.
    A text read again (a claim, a word of the question) is looked up, not read again."""
    table = _words()
    said = without_phrases(plain_words(text), table.fillers)
    tokens = [w for w in said if w not in neutral or w in table.single]
    found: set[str] = set()
    present = set(tokens)  # phrases only take words out: one of another word is never said
    for phrase, concept in table.phrases:
        if phrase[0] not in present:
            continue
        n = len(phrase)
        i = 0
        while i <= len(tokens) - n:
            if tuple(tokens[i : i + n]) == phrase:
                found.add(concept)
                tokens = tokens[:i] + tokens[i + n :]
            else:
                i += 1
    for word in tokens:
        if word in table.single:
            found.add(table.single[word])
        elif word not in table.stop:
            stemmed = stem(word, lang)
            found.add(table.stems[lang].get(stemmed, stemmed))
    if found & table.places and any(word in table.going for word in tokens):
        found.add(table.plant)  # "can a card go diagonally?" is "can it be planted…"
    return frozenset(found)


def is_number(said: frozenset[str]) -> bool:
    """Whether the concepts of one word (`concepts`) are a number alone ("5", "cinq")."""
    return len(said) == 1 and next(iter(said)).isdigit()


def colour_runs(words: list[str], colours: frozenset[str], lang: str) -> list[tuple[int, str]]:
    """The colours named in plain words, as (index of the first word, stemmed name): a run
    of colour words is one name ("cherry blossom"), inflections meet ("bleu", "bleue"); a
    word of a concept ("tree" of "tulip tree") names no colour on its own."""
    single = _words().single
    found: list[tuple[int, str]] = []
    run: list[str] = []
    for i, word in enumerate([*words, ""]):
        if word in colours and word not in single:
            run.append(stem(word, lang))
            continue
        if run:
            found.append((i - len(run), " ".join(run)))
            run = []
    return found
