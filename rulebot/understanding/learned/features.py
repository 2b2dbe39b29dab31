"""The features a learned decision reads from a question's tokens: stemmed words and word
pairs, character n-grams of the words, and signs of structure (numbers, card values, colour
names, shorthands). Colour names and numbers are generalised ("@colour", "#8") so that a
decision learned on "oak" holds for "lilas"; the text itself is never re-read."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from rulebot.corpus.stems import stem_words
from rulebot.understanding.lexer import Kind, Token
from rulebot.understanding.text import (
    Phrases,
    fold,
    holds_any,
    load_words,
    phrases,
    without_phrases,
)

if TYPE_CHECKING:
    from rulebot.understanding.reading import Reading

CHAR_SIZES = (3, 4, 5)
_WORD = re.compile(r"[^\W\d_]+")
_SIGNS_KEPT = frozenset("?!+=:;,-/→()")


def symbols(tokens: Sequence[Token], lang: str) -> list[str]:
    """One symbol per token: a word's stem, a number's class, a colour's class, a sign."""
    words = [t.norm.rstrip("'") for t in tokens if t.kind is Kind.WORD]
    stems = iter(stem_words(words, lang))
    out: list[str] = []
    for token in tokens:
        if token.kind is Kind.WORD:
            out.append(next(stems))
        elif token.kind is Kind.COLOUR:
            out.append("@colour")
        elif token.kind in (Kind.NUMBER, Kind.NUMWORD):
            out.append(_number(token))
        elif token.kind is Kind.SHORT:
            out.append("@short")
        elif token.kind is Kind.ORDINAL:
            out.append("#ord")
        elif token.text in _SIGNS_KEPT:
            out.append(token.text)
    return out


def _number(token: Token) -> str:
    value = token.value
    if value is None or value > 99:
        return "#big"
    if token.kind is Kind.NUMWORD:
        return f"#w{value}" if value <= 8 else "#w"
    return f"#{value}" if value <= 8 else "#n"


def features(tokens: Sequence[Token], lang: str, extra: Iterable[str] = ()) -> list[str]:
    """Every feature of a question: symbols, pairs of symbols, character n-grams of words,
    the language, and the `extra` ones a caller adds (signs the grammar found)."""
    syms = symbols(tokens, lang)
    feats = [f"w:{s}" for s in syms]
    feats += [f"b:{a}_{b}" for a, b in zip(["^", *syms], [*syms, "$"], strict=True)]
    for token in tokens:
        if token.kind is Kind.WORD:
            feats.extend(_chars(token.norm.rstrip("'")))
    feats.append(f"lang:{lang}")
    feats.extend(f"x:{e}" for e in extra)
    return feats


@lru_cache(maxsize=1 << 16)  # the same words come back: 114,000 read in training, 10,000 distinct
def _chars(word: str) -> tuple[str, ...]:
    marked = f"<{word}>"
    return tuple(
        f"c:{marked[i : i + n]}"
        for n in CHAR_SIZES
        if len(marked) >= n
        for i in range(len(marked) - n + 1)
    )


def printing_signs(tokens: Sequence[Token], printings: Mapping[str, str]) -> list[str]:
    """The printings of the species named that only one printing has ("lilas" -> later,
    "cerisier" -> first): colour names are otherwise generalised, and a question naming
    one of them may be about the printings, whichever species it names."""
    found = (printings.get(t.colour) for t in tokens if t.colour is not None)
    return [f"printing:{p}" for p in sorted({p for p in found if p})]


def structure_signs(reading: Reading, vocabulary: Collection[str] = ()) -> list[str]:
    """What the grammar found, as features of the intent: cards listed, players holding
    cards, numbers that are no card, colours named alone; words of greeting (all of the
    message, or some); the word lists it says a phrase of (`list:`, the `learned_signs`
    of data/intents.yaml); and how many of the question's words the rulebook uses."""
    structure = reading.structure
    runs = structure.card_runs
    cards = sum(len(r.items) for r in runs if r.has_cards)
    signs = [f"cards:{min(cards, 4)}", f"runs:{min(len(runs), 3)}"]
    holders = {m.player for m in structure.mentions if not m.pronoun}
    signs.append(f"holders:{min(len(holders), 3)}")
    if holders and cards:
        signs.append("held_cards")
    signs += sorted({f"role:{role.value}" for role in structure.roles.values()})
    if structure.asked_colours:
        signs.append("colour_alone")
    if only_greeting(reading):
        signs.append("only_greeting")
    elif any(t.norm in structure.words.greetings for t in reading.tokens[:3]):
        signs.append("greeting_first")
    lists, idioms = _sign_lists()
    said = without_phrases(said_words(reading), idioms)
    signs += [f"list:{name}" for name, found in lists if holds_any(said, found)]
    if vocabulary:
        signs += known_signs(reading, vocabulary)
        if not cards and strange_names(reading, vocabulary):  # a card: Arboretum's
            signs.append("strange_name")
    return signs


@cache
def _sign_lists() -> tuple[tuple[tuple[str, Phrases], ...], Phrases]:
    """The word lists of data/intents.yaml its `learned_signs` names (other games, things
    elsewhere, real trees, general topics, tasks, box facts, ways of asking how to play),
    and the idioms taken out before they are read (`learned_signs_without`)."""
    data = load_words("intents")
    lists = tuple((str(name), phrases(data[name])) for name in data["learned_signs"])
    idioms = tuple(p for name in data["learned_signs_without"] for p in phrases(data[name]))
    return lists, idioms


def strange_names(reading: Reading, vocabulary: Collection[str]) -> int:
    """Capitalised words inside a sentence whose stem the rulebook never uses ("How long
    does a game of Catan last?"): names of other things than Arboretum's."""
    tokens = reading.tokens
    found = [
        t
        for k, t in enumerate(tokens)
        if k
        and t.kind is Kind.WORD
        and t.text[:1].isupper()
        and len(t.text) > 2
        and tokens[k - 1].text not in '.!?:;"«('
    ]
    if not found:
        return 0
    stems = stem_words([t.norm for t in found], reading.lang)
    return sum(1 for stem in stems if stem not in vocabulary)


def said_words(reading: Reading) -> list[str]:
    """The folded words and numbers of a question, its signs left out."""
    return [t.norm for t in reading.tokens if t.kind is not Kind.SIGN]


def only_greeting(reading: Reading) -> bool:
    """A message made of words of greeting, thanks or politeness alone ("au revoir",
    "merci beaucoup !", "ok d'accord")."""
    said = said_words(reading)
    return bool(said) and all(w in reading.structure.words.greetings for w in said)


def opens_with_hello(reading: Reading) -> bool:
    """A message opening with a hello (grammar.yaml `hellos`) that asks nothing ("?") and
    tells no card ("Bonjour ! C'est Mamy Ghislaine, de Namur.", "Hallo! Good morning from
    Munich.")."""
    said = said_words(reading)
    hellos = reading.structure.words.hellos
    opens = any(tuple(said[: len(p)]) == p for p in hellos)
    asks = any(t.text == "?" for t in reading.tokens)
    return opens and not asks and not reading.structure.card_runs


def after_greeting(reading: Reading) -> str | None:
    """What a message says after the words of greeting it opens with, thanks among them
    ("merci ! et on peut y jouer à 5 ?": "on peut y jouer à 5 ?"), when it asks a
    question of two words or more after them; else None (a question after a hello alone
    asks for help to begin: "Hi there! can you help us with the rules?")."""
    greetings = reading.structure.words.greetings
    tokens = reading.tokens
    first = next(
        (k for k, t in enumerate(tokens) if t.kind is not Kind.SIGN and t.norm not in greetings),
        None,
    )
    thanks = reading.structure.words.thanks
    if first is None or not any(t.norm in thanks for t in tokens[:first]):
        return None
    if sum(1 for t in tokens[first:] if t.kind is not Kind.SIGN) < 2:
        return None
    if not any(t.text == "?" for t in tokens[first:]):
        return None  # "thanks!! that settles it": thanks and a word of closing
    return reading.text[tokens[first].start :]


def known_signs(reading: Reading, vocabulary: Collection[str]) -> list[str]:
    """How much of the question the rulebook's own text uses: the share of its content
    words in fifths (`known:`, 0 to 5), and how many of them it never uses (`unknown:`, 0,
    1, or 2 for two or more): a question on another topic uses few of its words, and a
    follow-up in the shape of the question before names one thing of elsewhere ("and how
    long does a marathon take?")."""
    words = [t.norm.rstrip("'") for t in reading.tokens if t.kind is Kind.WORD and len(t.norm) > 3]
    if not words:
        return ["known:5", "unknown:0"]
    stems = stem_words(words, reading.lang)
    known = sum(1 for s in stems if s in vocabulary)
    return [f"known:{round(5 * known / len(stems))}", f"unknown:{min(len(stems) - known, 2)}"]


def vocabulary_of(texts: Iterable[tuple[str, str]]) -> frozenset[str]:
    """The stems of every word of (text, language) pairs: the rulebook's vocabulary."""
    found: set[str] = set()
    for text, lang in texts:
        words = [w for w in _WORD.findall(fold(text)) if len(w) > 3]
        found.update(stem_words(words, lang))
    return frozenset(found)


def reading_features(
    reading: Reading, vocabulary: Collection[str] = (), printings: Mapping[str, str] | None = None
) -> list[str]:
    """The intent's features: the words, what the grammar found, and the printings of the
    species named ("what's magnolia?" asks of the game's boxes; "what's an oak?" does not)."""
    signs = structure_signs(reading, vocabulary) + printing_signs(reading.tokens, printings or {})
    return features(reading.tokens, reading.lang, signs)


def entry_features(reading: Reading, printings: Mapping[str, str] | None = None) -> list[str]:
    """The features the corpus entry of a rules question is chosen from: the words, and
    the printings of the species named."""
    return features(reading.tokens, reading.lang, printing_signs(reading.tokens, printings or {}))


def polarity_features(
    reading: Reading, entry_id: str | None, printings: Mapping[str, str] | None = None
) -> list[str]:
    """The features the yes or no of a rules question is decided from: the entry's, the
    entry that answers it, alone and with each word and word pair (the same words ask a
    yes of one rule and a no of another), and how many colours it names (colours are
    generalised, and "does the maple 1 cancel the oak 8?" asks a no where "the oak 1 … the
    oak 8?" asks a yes). A training question may come without its entry (`entry_id`
    None): its words still teach."""
    named = len({t.colour for t in reading.tokens if t.colour is not None})
    found = entry_features(reading, printings)
    if entry_id is not None:
        found += [f"entry:{entry_id}"] + [f"{entry_id}|{f}" for f in found if f[:2] in _PAIRED]
    return [*found, f"colours:{min(named, 2)}"]


_PAIRED = ("w:", "b:")  # the words and word pairs also learned with the entry they ask of


def context_features(reading: Reading) -> list[str]:
    """The words of the rules question a follow-up follows, as features of the follow-up's
    entry ("ctx:"): "et on les compte où ?" after a tie asks of the tie-break."""
    return [f"ctx:{symbol}" for symbol in symbols(reading.tokens, reading.lang)]


def with_structure(
    entry_row: list[str],
    reading: Reading,
    vocabulary: Collection[str] = (),
    printings: Mapping[str, str] | None = None,
) -> list[str]:
    """The intent's features (`reading_features`) of a question whose entry's features
    (`entry_features`) are known: the same words, not turned into features again, then
    the grammar's signs before the printings."""
    printed = printing_signs(reading.tokens, printings or {})
    words = entry_row[: len(entry_row) - len(printed)]
    return words + [f"x:{e}" for e in structure_signs(reading, vocabulary) + printed]
