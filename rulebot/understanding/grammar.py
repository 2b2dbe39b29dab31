"""Card mentions read by a formal grammar (`cards.lark`) over the typed tokens.

A question's tokens are cut into runs of card words (values, colours, shorthands, and the
small words that join them); each run is spelt as one letter per token and parsed by the
first start rule of `cards.lark` that reads it whole (`READINGS`, most specific first).
Each parsed run becomes a `Run` whose items are cards (value and colour known) or values
(colour told elsewhere). A run no rule reads is kept with reading None: reported, never
guessed. Numbers outside runs are sorted by `numbers.py` (counts, claims, arithmetic).

Runs are cut in one pass and parsed by LALR tables: the cost is linear in the question.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.lexer import Kind, Token
from rulebot.understanding.words import GrammarWords

VALUE_FIRST = ("value_first", "headed", "value_tailed", "cards_values")
COLOUR_FIRST = ("colour_first", "tailed", "headed_groups")
LAST = ("values_colour", "value_groups", "sum", "chunked", "values", "colour")
HEADED = ("headed", "headed_groups")  # readings whose first colour heads the cards after it
CHUNKED = "chunked"  # the reading that parses the separators too
READINGS = ("range", *VALUE_FIRST, *COLOUR_FIRST, *LAST)
CARD_READINGS = frozenset(READINGS) - {"values", "colour"}  # runs that tell colours
MAX_RUN = 48  # letters: more is no list of cards a game can hold; read as no cards
OF_WORDS = frozenset(["de", "d'", "d", "du", "of"])


@dataclass(frozen=True)
class Item:
    """One card word group of a run: a value (with its token) and the colour told with it
    (None when the run tells none: the colour comes from the context)."""

    value: int
    colour: str | None
    token: int  # index of the value's token in the question
    colour_token: int | None = None


@dataclass(frozen=True)
class Run:
    """A run of card words: its tokens (indices, start and end), how the grammar read it
    (a READINGS name, or None when no rule reads it) and what it holds."""

    start: int
    end: int  # one past the last token
    reading: str | None
    items: tuple[Item, ...] = ()
    colours: tuple[str, ...] = ()  # every colour named in the run, in order

    @property
    def has_cards(self) -> bool:
        return any(item.colour is not None for item in self.items)


def letter(
    tokens: Sequence[Token],
    i: int,
    words: GrammarWords,
    lang: str,
    others: Container[int],
    coloured: bool,
    openers: Container[int] = (),
) -> str | None:
    """The grammar letter of token `i`, "" for a word left out inside a run, None for a
    token that ends a run (`others`: the numbers that are no card, see numbers.py;
    `coloured`: the message names a colour; `openers`: the last token of each player
    spoken of)."""
    token = tokens[i]
    if i in others:
        return None
    if token.kind is Kind.NUMBER and token.label:
        return None  # "2p", "8pts": a number with a unit glued
    if token.kind is Kind.COLOUR:
        return "c"
    if token.kind is Kind.SHORT:
        return "s" if token.is_value else None
    if token.kind in (Kind.NUMBER, Kind.NUMWORD):
        if token.kind is Kind.NUMWORD:
            return _number_word(tokens, i, words, lang, coloured, openers)
        return "v" if token.is_value else None
    if token.kind is Kind.SIGN:
        return _sign(token.text, words)
    if token.kind is Kind.WORD:
        found = _word(token, words, lang)
        if found == "r" and i and tokens[i - 1].norm in words.laid:
            return ","  # "dogwood 3 next to dogwood 7": cards laid side by side, no range
        return found
    return None


def _number_word(
    tokens: Sequence[Token],
    i: int,
    words: GrammarWords,
    lang: str,
    coloured: bool,
    openers: Container[int] = (),
) -> str | None:
    """A number in words is a value said as a card: after an article ("le huit", "a two of
    oak"), beside a colour ("huit bleu", "purple one") or among values ("1, deux et 4").
    Otherwise it counts or stands for something ("ces deux-là", "each one", "une seule
    carte"). "un", "one" before a value are articles ("un 8 bleu"), and so before a word
    other than "of" or a join ("one long snake"), and before a colour
    they are the value 1 only among cards ("1 rouge, un bleu"), else an article ("y a un
    cerisier au milieu")."""
    token = tokens[i]
    if not token.is_value:
        return None
    before = tokens[i - 1] if i else None
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if token.value == 1 and before is not None and before.norm in card_words().pronoun_before:
        return None  # "we argued about this one:", "which one scores more?": a pronoun
    article = token.norm in words.article_numbers
    if article and after is not None and after.kind in (Kind.NUMBER, Kind.SHORT, Kind.NUMWORD):
        return ""
    if article and after is not None and after.norm in words.pronoun_after:
        return None  # "the one who kept cassia": a pronoun
    if _in_range(tokens, i, words, lang):  # "de un à huit", "un à 5", "du 3 à huit"
        return "v"
    if article and _plain_word(after, words):
        return None  # "…, maple 8, one long snake": an article before other words
    if article and after is not None and after.kind is Kind.COLOUR:
        nxt = tokens[i + 2] if i + 2 < len(tokens) else None
        if nxt is not None and nxt.kind is Kind.NUMBER:
            return ""  # "érable 1, une cassia 4": an article before a card told colour first
        if _card_listed(tokens, i + 2) or _card_listed_before(tokens, i):
            return "v"  # "one grey, four grey, seven grey", "huit rouge, six rouge, un rouge"
    listed = any(t is not None and _joins(t, words) for t in (before, after))
    if listed and _value_near(tokens, i, words):
        return "v"
    article_before = before is not None and before.norm in words.card_articles
    if article_before and lang == "fr" and before is not None and before.norm == "a":
        article_before = False  # French "a" is "has" ("y a un cerisier", "Léa a deux")
    if before is not None and (before.kind is Kind.COLOUR or article_before):
        return "v"
    if before is not None and before.text == ":":  # "Moi : huit.", "Paul : un"
        return "v"
    if before is not None and before.norm in words.holding and _ends_clause(tokens, i + 1, words):
        return "v"  # "Kate has one, I have six": a number told as a hand
    opens = _opens_hand(before, words) or i - 1 in openers  # "mon adversaire un"
    if coloured and opens and _ends_clause(tokens, i + 1, words):
        return "v"  # "Moi huit, Sophie un, en bleu": a player, then the card they hold
    if after is not None and after.kind is Kind.COLOUR:
        return None if article else "v"
    return None


def _opens_hand(token: Token | None, words: GrammarWords) -> bool:
    """A word naming a player right before their card: "moi", or a capitalised name."""
    if token is None:
        return False
    if token.norm in words.hand_openers:
        return True
    named = token.kind is Kind.WORD and token.text[:1].isupper() and len(token.text) > 1
    return named and token.norm not in words.not_names


def _ends_clause(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """Nothing but the end of a clause, or "en <colour>", after a number."""
    if i >= len(tokens):
        return True
    nxt = tokens[i]
    return nxt.text in (",", ".", ";", "!", "?", ")") or nxt.norm in ("et", "and", "en", "in")


def _in_range(tokens: Sequence[Token], i: int, words: GrammarWords, lang: str) -> bool:
    """A range word between the number at i and a value on its other side ("un à 5",
    "du 3 à huit"); "y a un cerisier" (French "a", has) is no range."""
    for step in (-1, 1):
        j, k = i + step, i + 2 * step
        ranged = 0 <= k < len(tokens) and _ranges(tokens[j], words, lang)
        if ranged and tokens[k].kind in (Kind.NUMBER, Kind.NUMWORD, Kind.SHORT):
            return True
    return False


def _ranges(token: Token, words: GrammarWords, lang: str) -> bool:
    return token.text.lower() in words.range_words or (
        lang == "fr" and token.norm in words.range_fr
    )


_LIST_SIGNS = frozenset([",", ";", "-", "–", "→"])  # between cards listed


def _card_listed(tokens: Sequence[Token], i: int) -> bool:
    """A separator then a value after a card ("one grey, four grey"): a list of cards."""
    pair = tokens[i : i + 2]
    return (
        len(pair) == 2
        and pair[0].text in _LIST_SIGNS
        and pair[1].kind in (Kind.NUMBER, Kind.NUMWORD, Kind.COLOUR, Kind.SHORT)
    )


def _card_listed_before(tokens: Sequence[Token], i: int) -> bool:
    """A card then a separator before a value ("six rouge, un rouge"): a list of cards."""
    return (
        i >= 3
        and tokens[i - 1].text in _LIST_SIGNS
        and tokens[i - 2].kind is Kind.COLOUR
        and tokens[i - 3].kind in (Kind.NUMBER, Kind.NUMWORD)
    )


def _plain_word(token: Token | None, words: GrammarWords) -> bool:
    """A word that is no join and no "of"/"de" or article."""
    if token is None or token.kind is not Kind.WORD:
        return False
    return not _joins(token, words) and token.norm not in words.transparent


def _joins(token: Token, words: GrammarWords) -> bool:
    return token.text in words.separators or token.norm in ("et", "and", "&")


def _value_near(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    for j in (i - 2, i + 2):
        near = tokens[j] if 0 <= j < len(tokens) else None
        if near is not None and near.kind in (Kind.NUMBER, Kind.NUMWORD, Kind.SHORT):
            return True
    return False


def _sign(text: str, words: GrammarWords) -> str | None:
    if text in words.dashes:
        return "-"
    if text in words.plus:
        return "p"
    if text in words.separators:
        return ","
    return None


def _word(token: Token, words: GrammarWords, lang: str) -> str | None:
    norm = token.norm
    if token.text.lower() in words.range_words or (lang == "fr" and norm in words.range_fr):
        return "r"
    if norm in words.joins:
        return ","
    if norm in words.transparent:
        return ""
    return None


def runs(
    tokens: Sequence[Token],
    words: GrammarWords,
    lang: str,
    others: Container[int] = (),
    openers: Container[int] = (),
) -> tuple[Run, ...]:
    """Every run of card words in a question, parsed (`others`: numbers that are no card;
    `openers`: the last token of each player spoken of, before whom a value is their card)."""
    found: list[Run] = []
    # a number word told after a player is a card only where the message names a colour
    # (cards are spoken of, not only scores): looked up once, not at each number word
    coloured = any(t.kind is Kind.COLOUR for t in tokens)
    letters = [
        letter(tokens, i, words, lang, others, coloured, openers) for i in range(len(tokens))
    ]
    i = 0
    while i < len(tokens):
        if letters[i] not in ("v", "c", "s"):
            i += 1
            continue
        j = i
        while j < len(tokens) and letters[j] is not None:
            j += 1
        end = j
        while end > i and letters[end - 1] not in ("v", "c", "s"):  # trailing joiners
            end -= 1
        found.append(parse_run(tokens, letters, i, end, _scored_head(tokens, i, words)))
        i = j
    return tuple(found)


def _scored_head(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """Whether the colour a run may open with is the one its path is scored for: a word of
    scoring or of a path before it, maybe with an article or "de"/"of" between ("sentier
    d'érable deux érable trois rouge …", "score for tulip poplar two tulip poplar …")."""
    k = i - 1
    while k >= 0 and (tokens[k].norm in words.card_articles or tokens[k].norm in OF_WORDS):
        k -= 1
    return k >= 0 and (tokens[k].norm in words.scored_before or tokens[k].norm in words.laid)


def parse_run(
    tokens: Sequence[Token],
    letters: Sequence[str | None],
    start: int,
    end: int,
    scored_head: bool = False,
) -> Run:
    """One run read by the first reading that parses it whole (`scored_head`: a colour
    opening it may be the one its path is scored for)."""
    kept = [(i, str(letters[i])) for i in range(start, end) if letters[i] not in ("", ",")]
    colours = tuple(tokens[i].colour or "" for i, ch in kept if ch == "c")
    if len(kept) > MAX_RUN:
        return Run(start, end, None, (), colours)
    from rulebot.understanding.cardtrees import read_letters  # lark, only for card runs

    for reading in _order(letters, start, end, scored_head):
        if reading == CHUNKED:
            spelt = _chunks(letters, start, end)
        else:
            spelt = [(i, ch) for i, ch in kept if reading == "range" or ch not in "-r"]
        items = read_letters(tokens, spelt, reading)
        if items is not None:
            return Run(start, end, reading, tuple(items), colours)
    if any(ch == "p" for _, ch in kept):  # "CB 3 + CB 2, TP 1": no sum, "+" lists cards
        listed = [ch if ch != "p" else "," for ch in letters[start:end]]
        listed_letters = [*letters[:start], *listed, *letters[end:]]
        return parse_run(tokens, listed_letters, start, end, scored_head)
    return Run(start, end, None, (), colours)


def _chunks(letters: Sequence[str | None], start: int, end: int) -> list[tuple[int, str]]:
    """The run's letters with its separators (and dashes) kept, each once, as "," between
    the chunks they part."""
    spelt: list[tuple[int, str]] = []
    for i in range(start, end):
        ch = "," if letters[i] == "-" else str(letters[i])
        if ch == "" or (ch == "," and (not spelt or spelt[-1][1] == ",")):
            continue
        spelt.append((i, ch))
    return spelt[:-1] if spelt and spelt[-1][1] == "," else spelt


def _order(
    letters: Sequence[str | None], start: int, end: int, scored_head: bool = False
) -> tuple[str, ...]:
    """The readings to try, the family the run's separated chunks begin with first: "2
    orange, 3 orange" is told value first, "olive 8, oak 7" colour first. A run told with
    no separator that opens and ends with a colour, the first the one its path is scored
    for, is told value first after that colour ("sentier d'érable deux érable … huit
    érable")."""
    spelt = "".join(str(letters[i]) for i in range(start, end))
    heads = [chunk.lstrip("-rp")[:1] for chunk in spelt.replace("-", ",").split(",") if chunk]
    colour_led = heads.count("c") > heads.count("v")
    kept = spelt.replace("-", "")
    if scored_head and "," not in kept and kept[:1] == "c" and kept[-1:] == "c":
        colour_led = False
    families = (*COLOUR_FIRST, *VALUE_FIRST) if colour_led else (*VALUE_FIRST, *COLOUR_FIRST)
    return ("range", *families, *LAST)
