"""The players a right-to-score question speaks of: "moi", "mon adversaire", "Léa",
"ma femme", "lui"; word lists in data/players.yaml."""

from __future__ import annotations

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.playernames import resolve
from rulebot.understanding.playertokens import (
    OPPONENT,
    YOU,
    Mention,
    exact,
    matches,
    player_starts,
    possessive_s,
    surface,
    unpossessed,
)
from rulebot.understanding.playerwords import PlayerWords, player_words
from rulebot.understanding.text import (
    Token,
    fold,
)

__all__ = [
    "OPPONENT",
    "YOU",
    "Mention",
    "PlayerWords",
    "mention_at",
    "player_words",
    "resolve",
]


def owner_cue_before(folded: list[str], i: int) -> int:
    """How many words before token i say that the player at i owns cards said before
    ("c'est moi", "à Marie", "belongs to Tom"), 0 if none."""
    vocab = player_words()
    said = [word for word in folded[:i] if word != "-"]  # "est-ce" is "est - ce"
    if any(len(said) >= len(q) and tuple(said[len(said) - len(q) :]) == q for q in vocab.question):
        return 0  # "Est-ce que je peux ...": a question, no owner
    for phrase in vocab.owner_cues:
        if i >= len(phrase) and tuple(folded[i - len(phrase) : i]) == phrase:
            return len(phrase)
    return 0


def mention_at(tokens: list[Token], i: int, lexicon: Lexicon) -> Mention | None:
    """The player a marker, a person, a pronoun or a name at token i introduces."""
    vocab = player_words()
    folded = unpossessed(tokens)
    starts = player_starts()
    markers = [vocab.markers[k] for k in starts.markers.at(folded[i])]  # `could_match`
    found: list[tuple[int, bool, str, str]] = [  # size, exact (no typo), kind, key
        (len(phrase), exact(folded, i, phrase), "player", player)
        for phrase, player in markers
        if matches(folded, i, phrase)
    ]
    found += [
        (len(phrase), exact(folded, i, phrase), "person", " ".join(phrase))
        for phrase in (starts.people[k] for k in starts.people_starts.at(folded[i]))
        if matches(folded, i, phrase)
    ]
    found += [
        (len(phrase), exact(folded, i, phrase), "pronoun", " ".join(phrase))
        for phrase in (vocab.pronouns[k] for k in starts.pronouns.at(folded[i]))
        if matches(folded, i, phrase)
    ]
    if found:  # the longest, a phrase as written before one with a typo ("les siennes")
        size, _, kind, key = max(found, key=lambda f: f[:2])
        size += possessive_s(tokens, i + size - 1)
        if kind == "person" and _named(tokens, i + size, lexicon):  # "ma sœur Emma"
            name = tokens[i + size].text.rstrip("'’")
            return Mention("player", name, name, size + 1 + possessive_s(tokens, i + size))
        if kind == "person" and size == 1:  # "mamie a le 6", "Papi a 3 et 5": as a name
            name = tokens[i].text.rstrip("'’")
            return Mention("player", name, name, size)
        return Mention(kind, key, surface(tokens, i, size), size)
    own = int(i + 1 < len(tokens) and folded[i + 1] in vocab.own_words)  # "mon propre 1"
    if folded[i] in vocab.own_card and _card_next(tokens, i + 1 + own, lexicon):
        return Mention("player", YOU, tokens[i].text, 1, keeps=True)  # "mon 8 compte ?"
    colour = lexicon.match_at(folded, i + 1 + own) if folded[i] in vocab.own_card else None
    noun = i + 1 + own + colour[1] if colour else len(tokens)
    if noun < len(tokens) and folded[noun] in vocab.hand_nouns:  # "my purple cards: 1, 4"
        return Mention("player", YOU, tokens[i].text, 1)
    tok = tokens[i]
    if tok.kind != "word" or not tok.text[0].isupper() or len(tok.text) < 2:
        return None
    if folded[i] in vocab.not_names or folded[i].endswith("'"):
        return None
    if lexicon.match_at(folded, i) is not None or tok.folded in card_words().numbers:
        return None
    size = 1 + possessive_s(tokens, i)
    name = tok.text.rstrip("'’")
    after = _spoken_of(folded, i + size)  # "Jack thinks", "Ben is playing too"
    if after is not None:  # "Ana plays with the 8": her hand after all
        said = not _hand_word_after(tokens, after, lexicon)
        return Mention("player", name, name, size, said=said)
    if not (
        starts_hand(tokens, i + size, lexicon)
        or owner_cue_before(folded, i)
        or _joined(tokens, i + size, lexicon)
        or _listed(tokens, i + size, lexicon)
        or _joined_after(tokens, folded, i)
        or (i + size < len(tokens) and folded[i + size] in vocab.scoring)  # "Lily scores"
        or (i and folded[i - 1] in vocab.none_held)  # "ni Marc ni moi", "neither Ava nor I"
        or (i and folded[i - 1] in vocab.brings_in)  # "on ajoute Lina", "we add Max"
    ):
        return None
    return Mention("player", name, name, size)


def _spoken_of(folded: list[str], i: int) -> int | None:
    """The token after a verb that speaks of the player before it without telling their
    hand, at token i, maybe after a lead ("Jack thinks", "Ben is playing too", "Ben est
    venu"); None when there is no such verb."""
    vocab = player_words()
    leads = [0, *(len(phrase) for phrase in vocab.name_verb_leads if exact(folded, i, phrase))]
    for k in leads:
        if i + k < len(folded) and folded[i + k] in vocab.name_verbs:
            return i + k + 1
    return None


def _hand_word_after(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether a word that opens a hand ("with", "avec") is at token i, maybe after a
    total claimed ("Ana plays with the 8", "Zack claims 15 in olive with his 8, 4 and 3"):
    numbers, colours and words of a total (`name_verb_totals`) only between."""
    vocab = player_words()
    folded = [t.folded for t in tokens]
    while i < len(tokens):
        if folded[i] in vocab.name_verb_hands:
            return True
        colour = lexicon.match_at(folded, i)
        if colour is not None:
            i += colour[1]
            continue
        tok = tokens[i]
        number = tok.kind == "num" or tok.folded in card_words().numbers
        if not number and tok.folded not in vocab.name_verb_totals:
            return False
        i += 1
    return False


def _named(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether token i is a name, as after a person ("ma sœur Emma", "my friend Tom")."""
    if i >= len(tokens) or tokens[i].kind != "word" or len(tokens[i].text) < 2:
        return False
    word = tokens[i].folded.rstrip("'")
    return (
        tokens[i].text[0].isupper()
        and word not in player_words().not_names
        and lexicon.match_at([word], 0) is None
        and word not in card_words().numbers
    )


def _card_next(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether a card value is at token i, maybe after its colour ("8", "huit", "blue 8")."""
    colour = lexicon.match_at([t.folded for t in tokens], i) if i < len(tokens) else None
    return _is_value(tokens, i + (colour[1] if colour else 0))


def _joined(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether token i joins a name to another player who has cards ("Mike and I have")."""
    if i + 1 >= len(tokens) or tokens[i].folded not in player_words().joins:
        return False
    nxt = tokens[i + 1]
    if any(matches([t.folded for t in tokens], i + 1, p) for p, _ in player_words().markers):
        return True
    return nxt.kind == "word" and nxt.text[0].isupper() and starts_hand(tokens, i + 2, lexicon)


def _listed(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether a comma at token i lists a name with more players, the last joined to one
    who has cards ("Ana, Ben and I hold ...", "Ana, Ben, Chloé et moi avons ...")."""
    if i + 2 >= len(tokens) or tokens[i].text != ",":
        return False
    name = tokens[i + 1]
    if name.kind != "word" or not name.text[0].isupper() or len(name.text) < 2:
        return False
    folded = [t.folded for t in tokens]
    if name.folded in player_words().not_names or lexicon.match_at(folded, i + 1) is not None:
        return False
    return _joined(tokens, i + 2, lexicon) or _listed(tokens, i + 2, lexicon)


def _joined_after(tokens: list[Token], folded: list[str], i: int) -> bool:
    """Whether a name at token i is joined to a player before it ("moi et Hélène"), maybe
    through other names ("me, Sam and Priya")."""
    vocab = player_words()
    if i < 2 or (folded[i - 1] not in vocab.joins and folded[i - 1] != ","):
        return False
    if any(exact(folded, i - 1 - len(p), p) for p, _ in vocab.markers if len(p) < i):
        return True
    before = tokens[i - 2]
    named = before.kind == "word" and before.text[:1].isupper() and len(before.text) > 1
    return named and folded[i - 2] not in vocab.not_names and _joined_after(tokens, folded, i - 2)


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
