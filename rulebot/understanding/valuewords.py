"""Whether a number word is a card value: "le huit" is; "un sentier", "un 1 rouge"
(articles) and "this one", "quick one" (pronouns) are not; nor is a number counting the
values of a run ("all eight willows, 1 through 8"), or anything else ("5 cartes", "two
red paths": `counts_in`)."""

from __future__ import annotations

from rulebot.understanding.cardwords import token_number, words
from rulebot.understanding.counted import counted_after_adjectives
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import Token, find_phrase, tokenize

_LEAST_COUNT = 2  # "un 5", "one 6": an article or a pronoun before a card, no count


def is_value_word(tokens: list[Token], i: int, lexicon: Lexicon, text: str) -> bool:
    """A number word is a value unless it is an article ("un 1 rouge", "un sentier") or a
    pronoun ("this one"); an article is one in a list of values ("le un", "un rouge, ...")."""
    vocab = words()
    before = tokens[i - 1].folded if i else ""
    if pronoun_one([t.folded for t in tokens], i):
        return False  # "this one: ...", "quick one: ...", "the only one with", "one of us"
    if tokens[i].folded not in vocab.articles:
        return i + 1 >= len(tokens) or tokens[i + 1].kind != "num"
    if before in {"le", "la", "the", "du"}:
        return True
    if _opens_run(tokens, i):
        return True  # "de un à huit": the first value of a run
    folded = [t.folded for t in tokens]
    colour = lexicon.match_at(folded, i + 1) if i + 1 < len(tokens) else None
    after = i + 1 + colour[1] if colour else len(tokens)
    if after >= len(tokens) or not (tokens[after].kind == "num" or folded[after] in vocab.numbers):
        return False
    # "un chêne 3 érable": values written first, "un" the first; "par un jacaranda 4": an
    # article before a card written colour first
    return after + 1 < len(tokens) and lexicon.match_at(folded, after + 1) is not None


def pronoun_one(folded: list[str], i: int) -> bool:
    """Whether the word at i is "one" as a pronoun, not the value 1: after a word such as
    "this", "which", "only" ("the only one with willow"), or before "who", "with", "of us"
    ("the one who holds the 8", "one of us")."""
    vocab = words()
    if vocab.numbers.get(folded[i]) != 1:
        return False
    before = folded[i - 1] if i else ""
    return before in vocab.pronoun_before or bool(find_phrase(folded, i + 1, vocab.pronoun_after))


def pronoun_spans(tokens: list[Token]) -> list[tuple[int, int]]:
    """The offsets of every "one" that is a pronoun (`pronoun_one`), to be left out of a
    player's words cut before "who" ("Tom is the one who kept cassia")."""
    folded = [t.folded for t in tokens]
    return [(t.start, t.end) for k, t in enumerate(tokens) if pronoun_one(folded, k)]


def _opens_run(tokens: list[Token], i: int) -> bool:
    """Whether the word at i is followed by a range word and a value ("un à huit")."""
    vocab = words()
    if i + 2 >= len(tokens) or tokens[i + 1].folded not in vocab.ranges:
        return False
    after = tokens[i + 2]
    return after.kind == "num" or after.folded in vocab.numbers


def counts_run(tokens: list[Token], i: int, end: int) -> bool:
    """Whether the number at token i, before a colour ending at token `end`, counts the
    values of the run said after it: "all eight willows, 1 through 8", "les cinq chênes du 3
    au 7" (as many values in the run as the number says)."""
    vocab = words()
    k = end
    while k < len(tokens) and token_number(tokens[k]) is None:
        if tokens[k].text not in vocab.list_signs and tokens[k].folded not in vocab.fillers:
            return False
        k += 1
    if k + 2 >= len(tokens) or tokens[k + 1].folded not in vocab.ranges:
        return False
    count, low, high = (token_number(tokens[n]) for n in (i, k, k + 2))
    return count is not None and low is not None and high is not None and high - low + 1 == count


def counts_in(text: str, lexicon: Lexicon) -> tuple[dict[int, int], set[str]]:
    """Numbers that count things, not card values: start offset -> end of the count; and
    the colours of cards counted as laid together ("three willows in a row").

    "5 cartes", "deux sentiers rouges", "two red paths", "3 blue cards"; but "the 8 blue
    card" is a card (a determiner before the number).
    """
    vocab = words()
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    counts: dict[int, int] = {}
    laid: set[str] = set()
    for i, tok in enumerate(tokens):
        if tok.label or (tok.kind != "num" and tok.folded not in vocab.numbers):
            continue
        if counts_value(tokens, i):  # "Deux 5 qui se touchent", "two 8s": fives counted
            counts[tok.start] = tokens[i + 1].end
            continue
        counted = counted_after_adjectives(folded, i, lexicon)
        if counted:  # "two separate willow paths", "deux autres cartes"
            counts[tok.start] = tokens[counted].end
            continue
        j = i + 1
        ahead = folded[j : j + lexicon.longest]
        colour = lexicon.match_at(ahead, 0) if ahead else None
        if colour is not None and (i == 0 or folded[i - 1] not in vocab.determiners):
            j += colour[1]
        if colour is not None and counts_run(tokens, i, i + 1 + colour[1]):
            counts[tok.start] = tokens[i + colour[1]].end  # "all eight willows, 1 to 8"
            laid.add(colour[0])
            continue
        if colour is not None and tok.kind != "num" and find_phrase(folded, j, vocab.together):
            counts[tok.start] = tokens[j - 1].end  # "two oaks side by side"
            laid.add(colour[0])
            continue
        compound = (
            j + 1 < len(tokens)
            and folded[j] == "-"
            and tokens[j].start == tokens[j - 1].end  # "7 - points?" is no "7-card"
            and folded[j + 1] in vocab.units
        )
        j += compound  # "a 2-card path" counts, "..., 4 purple path" does not
        if j >= len(tokens) or folded[j] not in vocab.units:
            told = _told_size(tokens, folded, i, lexicon)
            if told:  # "long de 4", "five long", "tous les deux", "is worth 5 before bonuses"
                counts[tok.start] = tokens[told - 1].end
            continue
        value = (tok.value if tok.kind == "num" else vocab.numbers[tok.folded]) or 0
        one_card = colour is not None or (i > 0 and folded[i - 1] in vocab.card_before)
        if not compound and value > 1 and folded[j] in vocab.singular_units and one_card:
            continue  # "..., 4 purple path", "the 7 card": a card, not a count ("three card")
        if tok.folded in vocab.articles and folded[j] in vocab.path_words:
            continue  # "un sentier de chêne": a path, its colour named
        j += 1
        if colour is None and j < len(tokens):  # "deux sentiers rouges", "3 cartes de chêne"
            k = j + 1 if folded[j] in vocab.path_links else j
            after = lexicon.match_at(folded, k) if k < len(tokens) else None
            j = k + after[1] if after is not None else j
        counts[tok.start] = tokens[j - 1].end
    return counts, laid


def counts_value(tokens: list[Token], i: int) -> bool:
    """Whether the number word at token i counts the cards of the value written in figures
    right after it ("Deux 5 qui se touchent", "two 8s in my hand"): no card of its own, nor
    the figure after it. "un 5", "one 6" are an article and a card."""
    vocab = words()
    count = vocab.numbers.get(tokens[i].folded) if tokens[i].kind != "num" else None
    if count is None or count < _LEAST_COUNT or i + 1 >= len(tokens):
        return False
    after = tokens[i + 1]
    return after.kind == "num" and after.start > tokens[i].end


def _told_size(tokens: list[Token], folded: list[str], i: int, lexicon: Lexicon) -> int:
    """The index after the words that make the number at token i a length, a count of
    players or things, or a worth told, not a card (0 when they do not): "long de 4",
    "de longueur 5", "five long", "tous les deux", "nous deux", "is worth 5 before
    bonuses" (a worth only when no colour follows the number: "combien vaut 1 chêne, ...")."""
    vocab = words()
    if _ends_at(folded, i, vocab.length_before) or _ends_at(folded, i, vocab.group_before):
        return i + 1
    j = i + 1 + int(i + 1 < len(folded) and folded[i + 1] == "-")  # "a 4-long path"
    size = find_phrase(folded, j, vocab.length_after)
    if size:
        return j + size
    k = i
    while k > 0 and (size := _phrase_before(folded, k, vocab.worth_adverbs)):
        k -= size  # "vaut bien 5", "is only worth 4" ("worth" after the adverb)
    verb = _phrase_before(folded, k, vocab.worth_before)
    if not verb or _phrase_before(folded, k - verb, vocab.worth_asked):
        return 0  # no worth word, or the worth is asked: "combien vaut 2, 4, 6 ?"
    if _listed_after(tokens, i):
        return 0  # "ça vaut 1-3-5 en chêne ?": cards listed, not a worth
    colour = lexicon.match_at(folded, i + 1) if i + 1 < len(folded) else None
    return 0 if colour is not None else i + 1


def _listed_after(tokens: list[Token], i: int) -> bool:
    """Whether another number follows the number at token i in a list ("2, 4, 6",
    "1-3-5", "2 4 6", "3 et 5")."""
    j = i + 1
    if j < len(tokens) and tokens[j].folded in words().worth_list_joints:
        j += 1
    return j < len(tokens) and token_number(tokens[j]) is not None


def _ends_at(folded: list[str], i: int, options: tuple[tuple[str, ...], ...]) -> bool:
    return _phrase_before(folded, i, options) > 0


def _phrase_before(folded: list[str], i: int, options: tuple[tuple[str, ...], ...]) -> int:
    """The length of the longest option ending just before index i, 0 if none."""
    for phrase in options:
        if len(phrase) <= i and tuple(folded[i - len(phrase) : i]) == phrase:
            return len(phrase)
    return 0
