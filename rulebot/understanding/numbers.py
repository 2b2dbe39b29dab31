"""Numbers that are not cards: counts ("3 joueurs", "8 ans", "5 cartes"), the count of
players ("à 3", "we're four"), totals and claims told ("il dit 12", "it's 8", "= 16"),
and arithmetic worked out ("(5+1+2)x2"). Each gets a `Role`; the card grammar never reads
them as values. A number said right before or after a colour or a shorthand stays a card
("c'est le 8 bleu", "pink 2 = 8": the 2 is a card, the 8 a total).

One pass over the tokens with a bounded look around each number: linear in the question.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from functools import cache

from rulebot.rules import MAX_VALUE
from rulebot.understanding.lexer import Kind, Token
from rulebot.understanding.words import GrammarWords, Phrase

_NUMBERS = (Kind.NUMBER, Kind.NUMWORD)
_CARD_SIDES = (Kind.COLOUR, Kind.SHORT)
_REACH = 3  # words looked at before a number for a claim
DEFINITE = frozenset(["le", "la", "l'", "the"])
_CLAUSE_ENDS = frozenset([",", ";", ".", "!", "?"])


class Role(StrEnum):
    """What a number that is no card tells."""

    COUNT = "count"  # a number of things ("3 cartes", "8 ans")
    PLAYERS = "players"  # the number of players
    TOTAL = "total"  # a total or a claim ("il dit 12", "= 16", "it's 8")
    ARITHMETIC = "arithmetic"  # a term of a sum worked out ("(5+1+2)x2")
    SUMMED = "summed"  # a value of a hand told with its sum ("2+3+4 = 9"): a card of a hand,
    # a term of a claim about a path
    GENERIC = "generic"  # any card of a value, said of the rules ("any 1 cancels an 8")
    HAND_TOTAL = "hand_total"  # a hand's total told with the values that make it ("6 en
    # rouge (le 2 et le 4)"): those values are the cards, nothing is left to place


# Roles of numbers that never read as card values.
NOT_VALUES = frozenset(
    [Role.COUNT, Role.PLAYERS, Role.TOTAL, Role.ARITHMETIC, Role.GENERIC, Role.HAND_TOTAL]
)


def roles(tokens: Sequence[Token], words: GrammarWords) -> dict[int, Role]:
    """The role of every number token that is no card (by token index)."""
    found: dict[int, Role] = dict.fromkeys(_dates(tokens, words), Role.COUNT)
    arithmetic, summed = _arithmetic(tokens, words)
    found.update(dict.fromkeys(summed, Role.SUMMED))
    for i, token in enumerate(tokens):
        if i in summed or i in found:
            continue
        if token.kind not in _NUMBERS:
            continue
        role = _role(tokens, i, words, arithmetic)
        if role is None and _compared(tokens, i, words):
            role = Role.TOTAL  # "Ines says 8 > 6", "because 8 > 7": totals compared, no card
        if role is None and _added_to_count(tokens, i, words):
            role = Role.ARITHMETIC  # "worth 3 (1 card + 2 for the 8)": points added
        if role is not None:
            found[i] = role
    return found


def _dates(tokens: Sequence[Token], words: GrammarWords) -> list[int]:
    """The numbers of dates: numbers glued by a sign of `date_signs` with nothing between
    ("12/03", "03.12.2025"), one of them written with a leading zero or above any card's
    value; "2/5/7" stays a list of cards. One pass: linear in the question."""
    found: list[int] = []
    group: list[int] = []
    for i, token in enumerate(tokens):
        glued = bool(group) and token.start == tokens[i - 1].end
        after_sign = glued and _date_sign(tokens[i - 1], words)
        if token.kind is Kind.NUMBER and (not group or after_sign):
            group.append(i)
            continue
        if glued and _date_sign(token, words) and tokens[i - 1].kind is Kind.NUMBER:
            continue  # the sign between two parts
        found += _date_of(tokens, group)
        group = [i] if token.kind is Kind.NUMBER else []
    return found + _date_of(tokens, group)


def _date_sign(token: Token, words: GrammarWords) -> bool:
    return token.kind is Kind.SIGN and token.text in words.date_signs


def _date_of(tokens: Sequence[Token], group: list[int]) -> list[int]:
    parts = [tokens[k] for k in group]
    dated = any(t.text.startswith("0") or (t.value or 0) > MAX_VALUE for t in parts)
    return group if len(group) >= 2 and dated else []


def _said_of_person(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number alone in brackets right after a name and before a verb of holding ("my
    daughter Mia (7) has the 1 and the 2") or the sign that opens a hand listed after it
    ("Ella (7): dogwood 1, 2"): said of the person (their age), no card; a card told in
    brackets is the hand itself ("Anna (2, 5), Ben (8)")."""
    return (
        2 <= i < len(tokens) - 2
        and tokens[i - 1].text == "("
        and tokens[i + 1].text == ")"
        and tokens[i - 2].kind is Kind.WORD
        and tokens[i - 2].text[:1].isupper()
        and (tokens[i + 2].norm in words.holding or tokens[i + 2].text in words.hand_opens)
    )


def _added_to_count(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number added to a number of a unit ("1 card + 2", "3 points + 2"): points worked
    out, no card."""
    return (
        i >= 3
        and tokens[i - 1].text in words.plus
        and tokens[i - 2].norm in words.units
        and tokens[i - 3].kind in _NUMBERS
    )


def _compared(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number on either side of a sign of comparison between two numbers ("8 > 7",
    grammar.yaml `comparisons`): totals compared, no card."""
    before = i >= 2 and tokens[i - 1].text in words.comparisons and tokens[i - 2].kind in _NUMBERS
    after = (
        i + 2 < len(tokens)
        and tokens[i + 1].text in words.comparisons
        and tokens[i + 2].kind in _NUMBERS
    )
    return before or after


def _role(
    tokens: Sequence[Token], i: int, words: GrammarWords, arithmetic: set[int]
) -> Role | None:
    if phrase_at(tokens, i + 1, words.players_after) or _players_before(tokens, i, words):
        return Role.PLAYERS
    if _any_ends_at(tokens, i, words.numbered) or _numbered_of(tokens, i, words):
        return Role.COUNT  # "partie n°3", "table #4", "round 2 of 3": a thing's number
    if _any_ends_at(tokens, i, words.quantifiers):
        return Role.COUNT  # "2, 3, 4, all three jacaranda": the cards told, counted
    if _time_at(tokens, i):
        return Role.COUNT  # "4:15 pm", "à 20:30": a time
    if _said_of_person(tokens, i, words):
        return Role.COUNT  # "my daughter Mia (7) has the 1": her age, no card
    if _listed_before_shared_unit(tokens, i, words):
        return Role.COUNT  # "les enfants (8 et 11 ans)": both ages, no card
    if tokens[i].label and fold_label(tokens[i]) in words.units:
        return Role.PLAYERS if fold_label(tokens[i]) in ("p", "j") else Role.COUNT
    if (tokens[i].value or 0) >= words.dates_from:
        return Role.COUNT  # "In 2019 we played a lot": a year, no worth claimed
    if _sum_told_after(tokens, i, words):
        return Role.TOTAL  # "Gus: dogwood 1, 2, 3 -> 6": the hand's total
    if _sum_in_brackets_after(tokens, i, words):
        return Role.HAND_TOTAL  # "il a 6 en rouge (le 2 et le 4)": the hand's total
    if _any_ends_at(tokens, i, words.generic) or _rule_told(tokens, i, words):
        return Role.GENERIC  # "he thinks any 1 cancels an 8": no card of anyone's
    if _points_after(tokens, i, words):  # "il annonce 10 points": a worth told, no card;
        # after a colour, the colour's card, its points asked ("lilac 2 lilac 5 lilac 6 points?")
        return None if i and tokens[i - 1].kind is Kind.COLOUR else Role.TOTAL
    if _counts_colour(tokens, i, words) or (
        _unit_after(tokens, i, words) and not _hyphen_listed(tokens, i, words)
    ):
        return Role.COUNT
    if _beside_card(tokens, i):
        return None
    worked = i in arithmetic and _operator_after(tokens, i, words)  # "= 10 + 2": a step
    if _claimed(tokens, i, words) and not _listed_after(tokens, i, words) and not worked:
        return Role.TOTAL
    if i in arithmetic:
        return Role.ARITHMETIC
    if tokens[i].value is None or not tokens[i].is_value:
        return Role.TOTAL if tokens[i].value is not None else Role.COUNT
    return None


def _operator_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A sign of arithmetic right after the number ("= 4x2 = 8", "5x2 = 10 + 2 … 12"): a
    term worked on further, not the worth claimed at the end of the working."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    return after is not None and (after.text in _OPERATORS or after.text in words.plus)


_OPERATORS = frozenset(["x", "×", "*"])


def _beside_card(tokens: Sequence[Token], i: int) -> bool:
    before = tokens[i - 1] if i else None
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    return any(t is not None and t.kind in _CARD_SIDES for t in (before, after))


def _counts_colour(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """ "deux bleus", "two tulip poplars", "Seven green cards", "3 oak cards", "dont 5
    chênes": a number of cards of a colour (said without an article before it: "les 8
    bleus" stays cards; nor a value listed after others: "1 et 8 jaunes", "1, 3, 5, 8 oak
    pts?", "1 3 5 8 oak points?")."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is None or after.kind is not Kind.COLOUR:
        return False
    if i and tokens[i - 1].norm in DEFINITE:
        return False  # "the 8 blue card", "le 3 rouges"
    if _joined_before(tokens, i, words) or _row_before(tokens, i):
        return False  # the last value of a list
    return after.plural or _unit_after(tokens, i + 1, words)


def _row_before(tokens: Sequence[Token], i: int) -> bool:
    """Two values written alike right before the number, without separators: a row of
    values ("1 3 5 8 oak"), the number its last."""
    return i >= 2 and all(
        tokens[k].kind is tokens[i].kind and tokens[k].is_value for k in (i - 1, i - 2)
    )


def _points_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number before a word of points (grammar.yaml `point_units`)."""
    return i + 1 < len(tokens) and tokens[i + 1].norm in words.point_units


def listing_hyphen(tokens: Sequence[Token], k: int) -> bool:
    """Token k is a hyphen (or en dash) between two numbers: it lists values ("1-2-3-4"),
    it parts no clause and joins no count."""
    inside = 0 < k < len(tokens) - 1 and tokens[k].text in ("-", "–")
    return inside and tokens[k - 1].kind in _NUMBERS and tokens[k + 1].kind in _NUMBERS


def _hyphen_listed(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A value joined by a hyphen to the value before it, a word of a path after it ("my
    cassia 1-2-3-4 path"): the last value of the path's list, not a count of paths."""
    laid = i + 1 < len(tokens) and tokens[i + 1].norm in words.laid
    return laid and listing_hyphen(tokens, i - 1)


def _joined_before(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A value joined to the number before it ("1 et 8", "3, 5"): a list of values,
    written alike (a number word after digits is another statement: "purple 4-5-7, three
    purples")."""
    if i < 2 or tokens[i - 2].kind not in _NUMBERS or tokens[i - 2].kind is not tokens[i].kind:
        return False
    sign = tokens[i - 1]
    if sign.text == "—":
        return False  # "maple 8 — seven maples in a row": an em dash parts clauses
    return sign.text in words.separators | words.dashes or sign.norm in words.joins


def _listed_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A value followed by a separator and another value, or by more values in a row: the
    head of a list ("c'est 1, 2, 5 et 8", "made 1 2 3 4 of oak"), not a number claimed."""

    def joined(k: int) -> bool:
        pair = tokens[k : k + 2]
        return (
            len(pair) == 2
            and (pair[0].text in words.separators | words.dashes or pair[0].norm in words.joins)
            and pair[1].kind in _NUMBERS
            and pair[1].is_value
        )

    def value(k: int) -> bool:
        return k < len(tokens) and tokens[k].kind in _NUMBERS and tokens[k].is_value

    if value(i + 1):  # values in a row without a separator ("a fait 1 2 3 4 de cerisier")
        return value(i + 2) or _colour_soon(tokens, i + 2)
    if not joined(i + 1):
        return False
    return joined(i + 3) or _colour_soon(tokens, i + 3)  # "is 1, 2, 3…": three values


def _colour_soon(tokens: Sequence[Token], i: int, reach: int = 16) -> bool:
    """A colour names the list before the sentence ends ("3-4-5-6 of cassia")."""
    for token in tokens[i : i + reach]:
        if token.kind in (Kind.COLOUR, Kind.SHORT):
            return True
        if token.text in ".!?;(":
            return False
    return False


def _unit_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    j = i + 1
    if j < len(tokens) and tokens[j].text in ("-", "–"):  # "8-year-old", "5-card"
        j += 1
    if j >= len(tokens) or tokens[j].kind is not Kind.WORD:
        return False
    word = tokens[j].norm
    if j == i + 1 and word in words.card_by_value and i and tokens[i - 1].norm in DEFINITE:
        return False  # "the 8 card": the card of that value
    if word in words.weak_units:
        nxt = tokens[j + 1] if j + 1 < len(tokens) else None
        return nxt is not None and nxt.kind is Kind.WORD and nxt.norm in words.units
    return word in words.units


_SHARED_REACH = 8  # tokens a list of numbers sharing the unit after its last may run over


def _listed_before_shared_unit(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number listed before numbers the last of which carries a unit that every number of
    the list shares (grammar.yaml `shared_units`: "8 et 11 ans", "6, 9 and 12 years old")."""
    j = i
    while j + 2 < len(tokens) and j - i < _SHARED_REACH:
        sign = tokens[j + 1]
        if not (sign.text in words.separators or sign.norm in words.joins):
            return False
        j += 2
        if tokens[j].kind not in _NUMBERS:
            return False
        after = tokens[j + 1] if j + 1 < len(tokens) else None
        if after is not None and after.kind is Kind.WORD and after.norm in words.shared_units:
            return True
    return False


def _players_before(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """ "à 3", "on est 4", "we're three": told before the number, the number ending a clause
    (or followed by a unit of players)."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is not None and (
        after.kind in (Kind.NUMBER, Kind.NUMWORD, Kind.COLOUR, Kind.SHORT)
        or after.text in "-–+/x×*="
    ):
        return False
    if i >= 2 and tokens[i - 2].kind in _NUMBERS:
        return False  # "de 1 à 8": the end of a run of values
    if (tokens[i].value or 0) > words.most_players:
        return False  # "je suis à 9 en main": a total, no table of nine
    return _any_ends_at(tokens, i, words.players_before, exact=True)


def _claimed(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number told after a word of claiming ("il dit 12", "c'est 8"); a card's value
    after an article is the card claimed of ("Léa, c'est le 1 et le 8 de flamboyant")."""
    if i and tokens[i - 1].norm in DEFINITE and tokens[i].is_value:
        return False
    j = i - 1
    skipped = 0
    while j >= 0 and skipped < _REACH and tokens[j].norm in words.claim_links:
        j -= 1
        skipped += 1
    return _any_ends_at(tokens, j + 1, words.claims)


def phrase_at(tokens: Sequence[Token], i: int, phrases: frozenset[Phrase]) -> bool:
    """Whether one of `phrases` starts at token `i` (those of its first word only are
    compared: the phrases are indexed once by `_by_word`)."""
    if () in phrases and i <= len(tokens):
        return True
    starting = _by_word(phrases, 0).get(tokens[i].norm, ()) if i < len(tokens) else ()
    return any(
        i + len(p) <= len(tokens) and all(tokens[i + k].norm == w for k, w in enumerate(p))
        for p in starting
    )


def _time_at(tokens: Sequence[Token], i: int) -> bool:
    """Whether a number is the hour or the minutes of a time: two numbers glued to a colon
    between them, the minutes written with two digits ("4:15", "20:30")."""
    for hour in (i, i - 2):
        if hour < 0 or hour + 2 >= len(tokens):
            continue
        first, colon, minutes = tokens[hour : hour + 3]
        if (
            colon.text == ":"
            and first.end == colon.start
            and colon.end == minutes.start
            and first.value is not None
            and len(minutes.text) == 2
            and minutes.text.isascii()
            and minutes.text.isdigit()
        ):
            return True
    return False


def _numbered_of(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """The number of things after a thing's number and "of" ("round 2 of 3", "manche 2 sur
    3"): how many there are, no card."""
    if i < 2 or tokens[i - 1].norm not in words.numbered_of or tokens[i - 2].value is None:
        return False
    return _any_ends_at(tokens, i - 2, words.numbered)


def _any_ends_at(
    tokens: Sequence[Token], end: int, phrases: frozenset[Phrase], exact: bool = False
) -> bool:
    """Whether one of `phrases` ends right before token `end` (those of the word before it
    only are compared)."""
    if () in phrases and end >= 0:
        return True
    ending = _by_word(phrases, -1).get(_word(tokens[end - 1], exact), ()) if end > 0 else ()
    return any(_phrase_ends_at(tokens, end, phrase, exact) for phrase in ending)


@cache
def _by_word(phrases: frozenset[Phrase], at: int) -> dict[str, tuple[Phrase, ...]]:
    """The phrases by their word at `at` (0: the first, -1: the last)."""
    index: dict[str, list[Phrase]] = {}
    for phrase in sorted(p for p in phrases if p):
        index.setdefault(phrase[at], []).append(phrase)
    return {word: tuple(found) for word, found in index.items()}


def _phrase_ends_at(tokens: Sequence[Token], end: int, phrase: Phrase, exact: bool = False) -> bool:
    """Whether `phrase` ends right before token `end`; `exact` compares the words as
    written in lower case ("à" is not "a")."""
    start = end - len(phrase)
    if start < 0:
        return False
    return all(_word(tokens[start + k], exact) == w for k, w in enumerate(phrase))


def _word(token: Token, exact: bool = False) -> str:
    if token.kind is Kind.SIGN:
        return token.text
    return token.text.lower().replace("’", "'") if exact else token.norm


def fold_label(token: Token) -> str:
    return token.label.lower()


def _arithmetic(tokens: Sequence[Token], words: GrammarWords) -> tuple[set[int], set[int]]:
    """Numbers of a span of numbers and signs of arithmetic that holds a product, brackets
    or an equals sign ("(5+1+2)x2 = 16", "4×2+1 = 9"); numbers beside a colour are left to
    the grammar. A sum of values that equals the total told after it ("2+3+4 = 9") is a
    hand told with its sum: its terms are `summed`, not worked out."""
    found: set[int] = set()
    summed: set[int] = set()
    i = 0
    while i < len(tokens):
        if not _in_formula(tokens[i], words):
            i += 1
            continue
        j = i
        while j < len(tokens) and _in_formula(tokens[j], words):
            j += 1
        said = {t.text if t.kind is Kind.SIGN else t.norm for t in tokens[i:j]}
        products = said & (_OPERATORS | {"="})
        numbers = [k for k in range(i, j) if tokens[k].kind in _NUMBERS]
        if _told_sum(tokens, i, j, words) or _listed_sum(tokens, i, j, words):
            summed.update(numbers[:-1])
        elif products or ({"(", ")"} & said and said & words.plus and not _held(tokens, numbers)):
            found.update(numbers)
        i = j
    return found, summed


def _held(tokens: Sequence[Token], numbers: list[int]) -> bool:
    """Values added in brackets with nothing worked out of them, each a card value once
    ("lilac in hand (7+5)"): the cards of a hand told with their sum, not arithmetic."""
    values = [tokens[k].value for k in numbers]
    return all(tokens[k].is_value for k in numbers) and len(set(values)) == len(values)


def _told_sum(tokens: Sequence[Token], i: int, j: int, words: GrammarWords) -> bool:
    """ "2+3+4 = 9", "8 + 5 = 13", "8 + 1 (=9)": values joined by plus signs, then "="
    and their sum (brackets around the sum or the whole aside)."""
    span = [t for t in tokens[i:j] if t.text not in ("(", ")")]
    if len(span) < 5 or span[-2].text != "=" or span[-1].value is None:
        return False
    terms, signs = span[:-2:2], span[1:-2:2]
    joined = all(s.text in words.plus or s.norm in ("and", "et") for s in signs)
    if not all(t.is_value for t in terms) or not joined:
        return False
    return sum(int(t.value or 0) for t in terms) == span[-1].value


def _listed_sum(tokens: Sequence[Token], i: int, j: int, words: GrammarWords) -> bool:
    """ "2, 3, 4 (=9)": the last value of a list, then "=" and the sum of the list."""
    span = [t for t in tokens[i:j] if t.text not in ("(", ")")]
    if len(span) != 3 or span[1].text != "=" or span[2].value is None or not span[0].is_value:
        return False
    return _list_sum(tokens, i) == span[2].value


def _list_sum(tokens: Sequence[Token], last: int) -> int | None:
    """The sum of the values listed up to token `last` ("1, 2, 3", "2, 3 et 4"), None
    when `last` ends no list of two values or more."""
    if not tokens[last].is_value:
        return None
    total, k = int(tokens[last].value or 0), last - 1
    while k >= 1 and (tokens[k].text == "," or tokens[k].norm in ("and", "et")):
        if not tokens[k - 1].is_value:
            break
        total, k = total + int(tokens[k - 1].value or 0), k - 2
    return total if k < last - 1 else None


def _sum_told_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number after an arrow (grammar.yaml `sum_signs`) that is the sum of the values
    listed before it ("Gus: dogwood 1, 2, 3 -> 6"): their total, no card. An arrow between
    values that do not add up lists a path ("1 → 3 → 5")."""
    if i < 2 or tokens[i - 1].text not in words.sum_signs or tokens[i].value is None:
        return False
    return _list_sum(tokens, i - 2) == tokens[i].value


def _rule_told(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A value after an indefinite article, right before or after a verb of beating and
    its article ("an 8 beats a 5", "un 1 annule un 8"): any card of that value, a rule."""
    if i < 1 or tokens[i - 1].norm not in words.indefinite:
        return False
    return phrase_at(tokens, i + 1, words.beating) or (
        i >= 2 and _any_ends_at(tokens, i - 1, words.beating)
    )


def _sum_in_brackets_after(tokens: Sequence[Token], i: int, words: GrammarWords) -> bool:
    """A number, maybe with its colour ("6 en rouge", "9 in red"), then in brackets, or
    after "avec"/"with" up to the clause's end, the values that add up to it ("il a 6 en
    rouge (le 2 et le 4)", "Tom has 7 (the 3 and the 4)", "Karim a 6 aussi avec le 2 et le
    4"): the hand's total, no card. Two values or more, nothing else but small words
    (grammar.yaml `sum_opens`, `sum_fillers`); values that do not add up to it leave it a
    card."""
    value = tokens[i].value
    k = i + 1
    opens = ("(", *words.sum_opens)
    while k < len(tokens) and k <= i + 3 and tokens[k].norm not in opens:
        said = tokens[k]
        if said.kind is not Kind.COLOUR and said.norm not in words.transparent | words.sum_fillers:
            return False
        k += 1
    if value is None or k >= len(tokens) or tokens[k].norm not in opens:
        return False
    bracket = tokens[k].text == "("  # else "Karim a 6 aussi avec le 2 et le 4, …"
    told: list[int] = []
    small = words.transparent | words.joins
    for token in tokens[k + 1 :]:
        if token.text == ")" if bracket else token.text in _CLAUSE_ENDS:
            return len(told) >= 2 and sum(told) == value
        if token.kind in (Kind.NUMBER, Kind.NUMWORD) and token.value is not None:
            told.append(token.value)
        elif token.kind is Kind.WORD and token.norm not in small:
            return False
    return not bracket and len(told) >= 2 and sum(told) == value


def _in_formula(token: Token, words: GrammarWords) -> bool:
    if token.kind is Kind.NUMBER and not token.label:
        return True
    if token.kind is Kind.SIGN:
        return token.text in words.arithmetic or token.text in words.plus
    return token.kind is Kind.WORD and token.norm in ("x", "and", "et")
