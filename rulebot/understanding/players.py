"""The players a right-to-score question speaks of: "moi", "mon adversaire", "Léa",
"ma femme", "lui"; word lists in data/players.yaml."""

from __future__ import annotations

from dataclasses import dataclass

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.playerwords import PlayerWords, counted_names, player_words
from rulebot.understanding.text import (
    Token,
    fold,
    one_edit,
    tokenize,
)

__all__ = [
    "OPPONENT",
    "YOU",
    "Mention",
    "PlayerWords",
    "counted_names",
    "mention_at",
    "player_words",
    "resolve",
]

YOU = "you"
OPPONENT = "opponent"


@dataclass(frozen=True)
class Mention:
    """A player named in the text: `kind` is "player" (`key` is the id: you, opponent or a
    name), "person" ("ma femme": `key` is its folded words) or "pronoun" ("lui", "she")."""

    kind: str
    key: str
    text: str
    size: int  # how many tokens it takes
    keeps: bool = False  # its words are part of the card after it ("my 8", "mon huit")
    count: int = 1  # how many players it names ("mes deux adversaires": 2)


def owner_cue_before(folded: list[str], i: int) -> int:
    """How many words before token i say that the player at i owns cards said before
    ("c'est moi", "à Marie", "belongs to Tom"), 0 if none."""
    for phrase in player_words().owner_cues:
        if i >= len(phrase) and tuple(folded[i - len(phrase) : i]) == phrase:
            return len(phrase)
    return 0


def mention_at(tokens: list[Token], i: int, lexicon: Lexicon) -> Mention | None:
    """The player a marker, a person, a pronoun or a name at token i introduces."""
    vocab = player_words()
    folded = _unpossessed(tokens)
    counted = _counted_opponents(tokens, i)
    if counted:  # "mes deux adversaires", "my 2 opponents"
        return Mention("player", OPPONENT, _surface(tokens, i, 3), 3, count=counted)
    found: list[tuple[int, bool, str, str]] = [  # size, exact (no typo), kind, key
        (len(phrase), _exact(folded, i, phrase), "player", player)
        for phrase, player in vocab.markers
        if _matches(folded, i, phrase)
    ]
    found += [
        (len(phrase), _exact(folded, i, phrase), "person", " ".join(phrase))
        for phrase in vocab.people
        if _matches(folded, i, phrase)
    ]
    found += [
        (len(phrase), _exact(folded, i, phrase), "pronoun", " ".join(phrase))
        for phrase in vocab.pronouns
        if _matches(folded, i, phrase)
    ]
    if found:  # the longest, a phrase as written before one with a typo ("les siennes")
        size, _, kind, key = max(found, key=lambda f: f[:2])
        size += _possessive_s(tokens, i + size - 1)
        return Mention(kind, key, _surface(tokens, i, size), size)
    own = int(i + 1 < len(tokens) and folded[i + 1] in vocab.own_words)  # "mon propre 1"
    if folded[i] in vocab.own_card and _card_next(tokens, i + 1 + own, lexicon):
        return Mention("player", YOU, tokens[i].text, 1, keeps=True)  # "mon 8 compte ?"
    colour = lexicon.match_at(folded, i + 1) if folded[i] in vocab.own_card else None
    noun = i + 1 + colour[1] if colour else len(tokens)
    if noun < len(tokens) and folded[noun] in vocab.hand_nouns:  # "my purple cards: 1, 4"
        return Mention("player", YOU, tokens[i].text, 1)
    tok = tokens[i]
    if tok.kind != "word" or not tok.text[0].isupper() or len(tok.text) < 2:
        return None
    if folded[i] in vocab.not_names or folded[i].endswith("'"):
        return None
    if lexicon.match_at(folded, i) is not None or tok.folded in card_words().numbers:
        return None
    size = 1 + _possessive_s(tokens, i)
    if not (
        starts_hand(tokens, i + size, lexicon)
        or owner_cue_before(folded, i)
        or _joined(tokens, i + size, lexicon)
        or _joined_after(folded, i)
        or _linked(tokens, i + size, lexicon)
        or (i + size < len(tokens) and folded[i + size] in vocab.scoring)  # "Lily scores"
        or (i and folded[i - 1] in vocab.none_held)  # "ni Marc ni moi", "neither Ava nor I"
    ):
        return None
    name = tok.text.rstrip("'’")
    return Mention("player", name, name, size)


def _counted_opponents(tokens: list[Token], i: int) -> int:
    """How many opponents a possessive, a number and a plural noun name at token i ("mes
    deux adversaires", "my 2 opponents"), 0 when they name none or fewer than two."""
    vocab = player_words()
    if i + 2 >= len(tokens) or tokens[i].folded not in vocab.own_card:
        return 0
    if tokens[i + 2].folded not in vocab.counted_opponents:
        return 0
    number = tokens[i + 1]
    count = number.value if number.kind == "num" else card_words().numbers.get(number.folded)
    names = len(next(iter(vocab.counted_names.values())))
    return count if count is not None and 2 <= count <= names else 0


def _card_next(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether a card value is at token i, maybe after its colour ("8", "huit", "blue 8")."""
    colour = lexicon.match_at([t.folded for t in tokens], i) if i < len(tokens) else None
    return _is_value(tokens, i + (colour[1] if colour else 0))


def _linked(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether a hand follows a link at token i, maybe after a comma: "Hugo c'est le 1
    vert", "Léa, c'est le 8", "Sam's is the 7", "Paul, son 8"; or a pronoun: "Léa, elle,
    a le 8"."""
    folded = [t.folded for t in tokens]
    vocab = player_words()
    if i < len(tokens) and tokens[i].text == ",":
        i += 1
        if any(_matches(folded, i, phrase) for phrase in vocab.pronouns):
            return True
        if i < len(tokens) and folded[i] in vocab.their_card | vocab.articles:
            return _card_next(tokens, i + 1, lexicon)  # "Paul, son 8 orange", "Léa, le 5"
    for phrase in vocab.name_links:
        if _matches(folded, i, phrase) and starts_hand(tokens, i + len(phrase), lexicon):
            return True
    return False


def _joined(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether token i joins a name to another player who has cards ("Mike and I have")."""
    if i + 1 >= len(tokens) or tokens[i].folded not in player_words().joins:
        return False
    nxt = tokens[i + 1]
    if any(_matches([t.folded for t in tokens], i + 1, p) for p, _ in player_words().markers):
        return True
    return nxt.kind == "word" and nxt.text[0].isupper() and starts_hand(tokens, i + 2, lexicon)


def _joined_after(folded: list[str], i: int) -> bool:
    """Whether a name at token i is joined to a player before it ("moi et Hélène")."""
    vocab = player_words()
    if i < 2 or folded[i - 1] not in vocab.joins:
        return False
    return any(_exact(folded, i - 1 - len(p), p) for p, _ in vocab.markers if len(p) < i)


def _possessive_s(tokens: list[Token], i: int) -> int:
    """1 when token i is a word with an English "'s" after it ("Sarah's got"), else 0."""
    return int(_has_s(tokens, i))


def _has_s(tokens: list[Token], i: int) -> bool:
    return (
        0 <= i < len(tokens) - 1
        and tokens[i].folded.endswith("'")
        and len(tokens[i].folded) > 2
        and tokens[i + 1].folded == "s"
    )


def _unpossessed(tokens: list[Token]) -> list[str]:
    """The folded tokens, "sarah'" (of "Sarah's") read as "sarah"."""
    return [t.folded[:-1] if _has_s(tokens, k) else t.folded for k, t in enumerate(tokens)]


_TYPO_MIN = 7  # words this long may carry one typo ("adverssaire")


def _exact(folded: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    return tuple(folded[i : i + len(phrase)]) == phrase


def _matches(folded: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    """Whether the phrase is at token i, a long word allowed one typo."""
    if i + len(phrase) > len(folded):
        return False
    return all(
        got == want or (len(want) >= _TYPO_MIN and one_edit(got, want))
        for got, want in zip(folded[i : i + len(phrase)], phrase, strict=True)
    )


def starts_hand(tokens: list[Token], i: int, lexicon: Lexicon, colon: bool = True) -> bool:
    """Whether token i can open a hand: a verb, a value, a colour, "rien"/"nothing", an
    article before a value ("Inès le 2"), or a colon before any of these ("Ana: 1 blue")."""
    if i >= len(tokens):
        return False
    tok, vocab = tokens[i], player_words()
    if tok.kind == "num":
        return True
    if tok.kind == "punct":  # "Ana: 1 blue", "Léa (3 et 6 rouges)"
        return colon and tok.text in ":(" and starts_hand(tokens, i + 1, lexicon, colon=False)
    word = tok.folded
    if word in vocab.articles:
        return _is_value(tokens, i + 1)
    if relative_at(tokens, i):
        return True
    return (
        word in vocab.verbs
        or word in card_words().numbers
        or word in vocab.nothing
        or lexicon.match_at([t.folded for t in tokens], i) is not None
    )


def relative_at(tokens: list[Token], i: int) -> bool:
    """Whether a relative and a verb are at token i: "qui a", "who has"."""
    vocab = player_words()
    return (
        i + 1 < len(tokens)
        and tokens[i].folded in vocab.relatives
        and tokens[i + 1].folded in vocab.verbs
    )


def _is_value(tokens: list[Token], i: int) -> bool:
    """Whether token i is a card value: "2", "deux"; not an ordinal ("3e", "2nd")."""
    if i >= len(tokens):
        return False
    tok = tokens[i]
    if tok.kind == "num":
        return fold(tok.label) not in card_words().ordinals
    return tok.folded in card_words().numbers


def _surface(tokens: list[Token], i: int, size: int) -> str:
    """The words of a mention as written, a space only where the text has one ("belle-sœur")."""
    shown = tokens[i].text
    for before, tok in zip(tokens[i : i + size], tokens[i + 1 : i + size], strict=False):
        shown += (" " if tok.start > before.end else "") + tok.text
    return shown


def resolve(mentions: list[Mention]) -> tuple[list[str], dict[str, dict[str, str]]]:
    """The player id of each mention, and the display names of the ids.

    A person ("ma femme") is the opponent when they are the only other player without a
    name, otherwise a player of their own; a pronoun is the other player spoken of last.
    """
    vocab = player_words()
    people = {m.key for m in mentions if m.kind == "person"}
    opponent_named = any(m.kind == "player" and m.key == OPPONENT for m in mentions)
    as_opponent = len(people) == 1 and not opponent_named
    ids: list[str] = []
    names: dict[str, dict[str, str]] = {}
    last_other: str | None = None
    for mention in mentions:
        if mention.kind == "pronoun":
            player = last_other or OPPONENT
        elif mention.kind == "person":
            player = OPPONENT if as_opponent else mention.text.lower()
            names.setdefault(player, _person_names(mention, as_opponent))
        else:
            player = mention.key
        names.setdefault(player, vocab.names.get(player, {"fr": player, "en": player}))
        if player != YOU:
            last_other = player
        ids.append(player)
    return ids, names


def _person_names(mention: Mention, as_opponent: bool) -> dict[str, str]:
    """ "ma femme" is "ta femme" to the asker in French, "the guy next to me" is "the guy
    next to you"; in the other language, "your opponent" when they are the opponent, else
    the words used."""
    vocab = player_words()
    text = mention.text.lower()
    names = dict(vocab.names[OPPONENT]) if as_opponent else {"fr": text, "en": text}
    phrase = tuple(t.folded for t in tokenize(text))
    lang = vocab.people.get(phrase)
    words = text.split()
    said = [vocab.possessives.get(fold(word), word) for word in words]
    if lang is not None and (said != words or phrase in vocab.descriptions):
        names[lang] = " ".join(said)
    return names
