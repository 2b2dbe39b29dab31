"""The player ids of the mentions of a right-to-score question, and their display names
("ma femme" is "ta femme", or "your opponent" when she is the only other player)."""

from __future__ import annotations

from rulebot.understanding.playertokens import OPPONENT, YOU, Mention
from rulebot.understanding.playerwords import player_words
from rulebot.understanding.text import fold, tokenize


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
    keys: dict[str, str] = {}  # a name read again in other case is the same player
    for mention in mentions:
        if mention.kind == "pronoun":
            player = last_other or OPPONENT
        elif mention.kind == "person":
            player = OPPONENT if as_opponent else mention.text.lower()
            names.setdefault(player, _person_names(mention, as_opponent))
        else:  # "papi 37, mamie 37. Papi a 7 espèces": one papi
            player = keys.setdefault(mention.key.casefold(), mention.key)
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
    lang = vocab.people.get(phrase) or _language_of(phrase[0])  # "my 8-year-old": en
    words = text.split()
    said = [vocab.possessives.get(fold(word), word) for word in words]
    if lang is not None and (said != words or phrase in vocab.people):  # "the wife" too
        names[lang] = " ".join(said)
    return names


def _language_of(possessive: str) -> str | None:
    """The language of the people phrases a possessive opens ("my": en), else None."""
    vocab = player_words()
    return next((lang for phrase, lang in vocab.people.items() if phrase[0] == possessive), None)


def without_asker(
    mentions: list[Mention], ids: list[str], names: dict[str, dict[str, str]]
) -> list[str]:
    """The ids with a person read as the opponent made a player of their own when the
    asker is no player ("Grandpa: 'Grandma has the 7, your uncle has the 1'": the uncle is
    nobody's opponent); `names` gets their display names."""
    if YOU in ids:
        return ids
    found = list(ids)
    for k, mention in enumerate(mentions):
        if ids[k] == OPPONENT and mention.kind == "person":
            found[k] = mention.text.lower()
            names.setdefault(found[k], _person_names(mention, as_opponent=False))
    return found
