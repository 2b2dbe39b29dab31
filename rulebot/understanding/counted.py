"""A number of cards of one colour, not a card: "Paul has two blues: 4 and 6", "j'ai 2
saules, le 3 et le 7", "1 willow, the 8" (the values are listed after it), or "mon pote
a trois cerisiers", "I have two oaks" (the values are not given at all); and hands told
as a verb and one number each, which are values ("Kate has one, I have six"); and
whether a card is told as one card ("le 8 gris") rather than as a total of its colour
("on a 8 chacune en saule"), `told_as_one_card`; a hand told as a total no card has ("Nadia
and I both have 9 in red"), `told_total`."""

from __future__ import annotations

from rulebot.rules import MAX_VALUE, MIN_VALUE, Card
from rulebot.understanding.cardwords import token_number, words
from rulebot.understanding.errors import ParseError
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.text import Token, find_phrase, tokenize


def counts_cards(tokens: list[Token], i: int, end: int, lexicon: Lexicon) -> bool:
    """Whether the number at token i, followed by a colour that ends before token `end`,
    counts cards: as many values are listed after the colour, with no colour of their
    own; or the colour is in the plural, no value follows and the number is not the last
    of a list of values ("le 5 et le 6 rouges", "1, 2, 3 chênes")."""
    vocab = words()
    number = tokens[i]
    value = number.value if number.kind == "num" else vocab.numbers.get(number.folded)
    if value is None or value < 1:
        return False
    before = tokens[i - 1].folded if i else ""
    if before in vocab.determiners and before not in vocab.verb_articles:
        return False  # "the 2 blues": a card
    plural = _plural(tokens[i + 1 : end], lexicon)
    if value > 1 and not plural:
        return False  # "2 rouge, le 5": the card 2 red, then another
    # A number in words, in the plural, alone, no value after: "I have two oaks, my..."
    unlisted = plural and number.kind == "word" and _alone(tokens, i)
    if end < len(tokens) and tokens[end].kind == "word" and tokens[end].folded not in vocab.fillers:
        return unlisted
    # One card must be said with an article ("1 willow, the 8"): "1 rouge, 3" is two cards.
    listed = _listed_values(tokens, end, lexicon, said=value == 1)
    return listed == value or (listed == 0 and unlisted)


def counted_after_adjectives(folded: list[str], i: int, lexicon: Lexicon) -> int:
    """The index of the plural unit a number counts past adjectives and maybe a colour
    ("two separate willow paths"), 0 when there is none."""
    vocab = words()
    j = i + 1
    while j < len(folded) and folded[j] in vocab.count_adjectives:
        j += 1
    if j == i + 1:
        return 0
    colour = lexicon.match_at(folded, j) if j < len(folded) else None
    j += colour[1] if colour else 0
    plural = j < len(folded) and folded[j] in vocab.units and folded[j] not in vocab.singular_units
    return j if plural else 0


def counts_before_list(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether the number at token i, with no colour after it, counts the values listed
    after a colon or a bracket: "mon adversaire en a 2 : le 7 et le 8", "Paul has 2 (5, 6)"."""
    vocab = words()
    number = tokens[i]
    value = number.value if number.kind == "num" else vocab.numbers.get(number.folded)
    if value is None or value < 1 or number.label or i + 1 >= len(tokens):
        return False
    if tokens[i + 1].text not in vocab.count_signs or not _alone(tokens, i):
        return False
    return _listed_values(tokens, i + 1, lexicon, said=value == 1) == value


def values_listed(tokens: list[Token], end: int, count: int, lexicon: Lexicon) -> bool:
    """Whether `count` bare values are listed from token `end`, right away or after words of
    how the cards lie and a list sign: "three oak cards: 2, 4 and 7", "two poinciana cards,
    a 5 and a 6", "deux cartes d'olivier qui se touchent, le 1 et le 8"."""
    said = count == 1
    if _listed_values(tokens, end, lexicon, said) == count:
        return True
    folded = [t.folded for t in tokens]
    k = end
    while k < len(tokens):
        laid = find_phrase(folded, k, words().together)  # "l'une après l'autre": no value
        if laid:
            k += laid
        elif (
            tokens[k].kind == "word"
            and folded[k] not in words().numbers
            and lexicon.match_at(folded, k) is None
        ):
            k += 1
        else:
            break
    return (
        k > end
        and k < len(tokens)
        and tokens[k].text in words().list_signs
        and _listed_values(tokens, k, lexicon, said) == count
    )


def _plural(colour: list[Token], lexicon: Lexicon) -> bool:
    """Whether a colour is written in the plural: its last word without the plural ending
    names the same colour ("saules", "blues", "tulip poplars"; not "gris")."""
    folded = [t.folded for t in colour if t.kind != "punct"]
    if not folded:
        return False
    whole = lexicon.lookup_words(tuple(folded))
    for ending in words().plural_endings:
        if folded[-1].endswith(ending) and len(folded[-1]) > len(ending):
            single = (*folded[:-1], folded[-1][: -len(ending)])
            if whole is not None and lexicon.lookup_words(single) == whole:
                return True
    return False


def _alone(tokens: list[Token], i: int) -> bool:
    """Whether the number at i is not the last of a list of values ("5 et 6 rouges")."""
    vocab = words()
    k = i - 1
    while k >= 0 and (tokens[k].kind == "punct" or tokens[k].folded in vocab.joins):
        k -= 1
    return k < 0 or not (tokens[k].kind == "num" or tokens[k].folded in vocab.numbers)


def _listed_values(tokens: list[Token], start: int, lexicon: Lexicon, said: bool) -> int:
    """How many bare values are listed from token `start` ("le 3 et le 7", ": 4 and 6");
    -1 when a value there has a colour of its own ("1 red, 3 blue": a list of cards), or,
    when `said`, no article before it."""
    vocab = words()
    folded = [t.folded for t in tokens]
    count = 0
    for k in range(start, len(tokens)):
        token = tokens[k]
        if token.kind == "num":
            if token.label or (said and folded[k - 1] not in vocab.determiners):
                return -1
            count += 1
        elif token.kind == "punct":
            if token.text not in vocab.list_signs:
                break
        elif lexicon.match_at(folded, k) is not None:
            return -1 if count else count
        elif token.folded in vocab.numbers and token.folded not in vocab.articles:
            count += 1
        elif token.folded not in vocab.fillers:
            break
    return count


def counts_some(text: str, lexicon: Lexicon) -> bool:
    """Whether a text counts cards of a colour ("two oaks", "3 saules : le 1, ...")."""
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    for i in range(len(tokens) - 1):
        colour = lexicon.match_at(folded, i + 1)
        if colour is not None and counts_cards(tokens, i, i + 1 + colour[1], lexicon):
            return True
    return False


def told_as_values(
    segments: list[tuple[str, str]], lexicon: Lexicon, verbs: frozenset[str]
) -> bool:
    """Whether two hands or more (each: the player's words, then the rest) are each told as
    verbs and one number, then nothing but a join or the colour ("For blue, Kate has one, I
    have six", "Tom has one and I have seven, in cassia"): the numbers are values then, not
    counts ("j'en ai trois", "Paul en a deux" count; so does "my mate had two" after "I had
    zero willow in hand")."""
    return len(segments) >= 2 and all(_verb_and_number(*s, lexicon, verbs) for s in segments)


def _verb_and_number(player: str, told: str, lexicon: Lexicon, verbs: frozenset[str]) -> bool:
    vocab = words()
    if any(t.folded in vocab.count_pronouns for t in tokenize(player)):
        return False
    tokens = [t for t in tokenize(told) if t.kind != "punct"]
    folded = [t.folded for t in tokens]
    k = 0
    while k < len(tokens) and folded[k] in verbs and folded[k] not in vocab.count_pronouns:
        k += 1
    if k >= len(tokens):
        return False
    number = tokens[k]
    value = number.value if number.kind == "num" else vocab.numbers.get(number.folded)
    if value is None or value < 1 or number.label:
        return False
    k += 1
    while k < len(tokens):
        colour = lexicon.match_at(folded, k)
        if colour is not None:
            k += colour[1]
        elif folded[k] in vocab.bare_tails:
            k += 1
        else:
            return False
    return True


def told_as_one_card(tokens: list[Token], card: Card, lexicon: Lexicon) -> tuple[int, str] | None:
    """Where a text tells `card` as one card, an article before it ("le 8 gris", "un 5 de
    chêne", "the grey 8"), and its colour as written; None when it is only told bare,
    which may be a total of that colour ("Lina et moi, on a 8 chacune en saule")."""
    vocab = words()
    folded = [t.folded for t in tokens]
    for i, token in enumerate(tokens):
        if token_number(token) != card.value:
            continue
        j = i + 1 + (i + 1 < len(folded) and folded[i + 1] in vocab.bare_tails)
        after = lexicon.match_at(folded, j) if j < len(folded) else None
        if i and folded[i - 1] in vocab.one_card and after and after[0] == card.colour:
            return token.start, " ".join(t.text for t in tokens[j : j + after[1]])
        for size in range(1, min(lexicon.longest, i) + 1):  # "the grey 8"
            named = tokens[i - size : i]
            if lexicon.lookup_words(tuple(folded[i - size : i])) != card.colour:
                continue
            if i > size and folded[i - size - 1] in vocab.one_card:
                return token.start, " ".join(t.text for t in named)
    return None


def told_twice(
    text: str, tokens: list[Token], lexicon: Lexicon, shared: list[Card]
) -> ParseError | None:
    """The error `card_told_twice` when a card `shared` out to each of several players told
    together is told as one card ("Tom et moi avons chacun le 8 gris"): there is one card
    of each value per colour. A value told bare may be a total of the colour ("Lina et moi,
    on a 8 chacune en saule"): None. Hands told one by one are read as told, even when two
    of them hold the same card ("Léa a le 8 bleu, moi aussi le 8 bleu"): a question may
    suppose them."""
    for card in dict.fromkeys(shared):
        told = told_as_one_card(tokens, card, lexicon)
        if told is not None:
            return ParseError.of("card_told_twice", told[0], text, value=card.value, colour=told[1])
    return None


def told_total(text: str, lexicon: Lexicon, colour: str | None) -> tuple[Card, ...]:
    """A hand told as its total of a colour, a number above 8 that no card has ("Nadia and
    I both have 9 in red", "Tom a 12 en rouge, moi 9"): cards standing for that total (the
    engine compares totals), of the colour named after the number, else `colour`. None
    when a unit follows the number ("12 cards": a count), no colour is known, or the total
    cannot stand without a 1 or an 8, which would cancel or be cancelled (`stand_in`)."""
    for value, held in told_totals(text, lexicon, colour):
        cards = stand_in(value, held)
        if cards:
            return cards
    return ()


def told_totals(text: str, lexicon: Lexicon, colour: str | None) -> list[tuple[int, str]]:
    """Each total of a colour a text tells (`told_total`), with its colour, in order."""
    vocab = words()
    tokens = tokenize(text)
    folded = [t.folded for t in tokens]
    found = []
    for i, token in enumerate(tokens):
        value = token.value if token.kind == "num" else vocab.numbers.get(token.folded)
        if value is None or value <= MAX_VALUE or token.label:
            continue
        k = i + 1
        while k < len(tokens) and tokens[k].kind != "punct" and folded[k] not in vocab.units:
            if lexicon.match_at(folded, k) is not None:
                break
            k += 1  # "on a 11 chacune en saule"
        named = lexicon.match_at(folded, k) if k < len(tokens) else None
        if k < len(tokens) and folded[k] in vocab.units:
            continue  # "12 cards", "9 years": no total of a colour
        held = named[0] if named is not None else colour
        if held is not None:
            found.append((value, held))
    return found


def stand_in(total: int, colour: str, avoid: frozenset[int] = frozenset()) -> tuple[Card, ...]:
    """Distinct cards of a colour adding up to `total`, with neither a 1 nor an 8 (a told
    total says nothing of them) nor a value of `avoid` (cards told besides); () when there
    are none (a total of 26, or above 27)."""
    cards: list[Card] = []
    rest = total
    for value in range(MAX_VALUE - 1, MIN_VALUE, -1):
        if value in avoid:
            continue
        if value <= rest and rest - value != MIN_VALUE:
            cards.append(Card(value, colour))
            rest -= value
    return tuple(cards) if rest == 0 else ()
