"""The word lists of data/players.yaml, folded, loaded once: who holds what in a
right-to-score question."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import (
    Phrases,
    fold,
    listed,
    load_words,
    phrases,
    read_lists,
    tokenize,
)


@dataclass(frozen=True, kw_only=True)
class PlayerWords:
    """The word lists of data/players.yaml, folded."""

    markers: tuple[tuple[tuple[str, ...], str], ...]  # phrase -> player id, longest first
    names: dict[str, dict[str, str]]
    # phrase -> its language; with their article forms and the people named by their seat
    people: dict[tuple[str, ...], str]
    possessives: dict[str, str]
    pronouns: Phrases = listed()
    verbs: frozenset[str] = listed()
    articles: frozenset[str] = listed()
    nothing: frozenset[str] = listed()
    none_held: frozenset[str] = listed()
    brings_in: frozenset[str] = listed()
    nobody: Phrases = listed()
    not_held: Phrases = listed()
    links: frozenset[str] = listed()
    question: Phrases = listed()
    not_names: frozenset[str] = listed()
    owner_cues: Phrases = listed()
    corrections: Phrases = listed()
    own_card: frozenset[str] = listed()
    joins: frozenset[str] = listed()
    their_card: frozenset[str] = listed()
    scoring: frozenset[str] = listed()
    name_links: Phrases = listed()
    relatives: frozenset[str] = listed()
    hand_nouns: frozenset[str] = listed()
    own_words: frozenset[str] = listed()
    name_verbs: frozenset[str] = listed()
    name_verb_leads: Phrases = listed()
    name_verb_hands: frozenset[str] = listed()
    name_verb_totals: frozenset[str] = listed()


@cache
def player_words() -> PlayerWords:
    """The player vocabulary, loaded once."""
    data = load_words("players")
    markers = [
        (phrase, player)
        for player, spec in data["players"].items()
        for phrase in phrases(spec["markers"])
    ]
    markers.sort(key=lambda pair: len(pair[0]), reverse=True)
    return read_lists(
        PlayerWords,
        data,
        markers=tuple(markers),
        names={player: dict(spec["names"]) for player, spec in data["players"].items()},
        people=_people(
            data["people"],
            data["people_articles"],
            _described(data["descriptions"]),
            data["people_others"],
        ),
        possessives={fold(k): str(v) for k, v in data["possessives"].items()},
    )


def _described(data: dict[str, dict[str, list[str]]]) -> dict[tuple[str, ...], str]:
    """Each head before each place ("the guy" + "next to me") -> its language."""
    return {
        phrase: lang
        for lang, parts in data.items()
        for phrase in _token_phrases(
            [f"{head} {place}" for head in parts["heads"] for place in parts["places"]]
        )
    }


def _people(
    people: dict[str, list[str]],
    articles: dict[str, str],
    described: dict[tuple[str, ...], str],
    others: dict[str, list[str]],
) -> dict[tuple[str, ...], str]:
    """People phrases -> language, with their article forms ("ma voisine", "la voisine"),
    their forms with another's possessive ("sa sœur", "his big brother") and the people
    named by where they sit."""
    found: dict[tuple[str, ...], str] = dict(described)
    turned = {fold(k): fold(v) for k, v in articles.items()}
    other = {fold(k): [fold(v) for v in vs] for k, vs in others.items()}
    for lang, words in people.items():
        for phrase in _token_phrases(words):
            found[phrase] = lang
            if phrase[0] in turned and len(phrase) > 1:
                found.setdefault((turned[phrase[0]], *phrase[1:]), lang)
            for possessive in other.get(phrase[0], []) if len(phrase) > 1 else []:
                found.setdefault((possessive, *phrase[1:]), lang)
    return found


def _token_phrases(values: list[str]) -> Phrases:
    """Phrases as tuples of folded tokens, signs kept ("ma belle-sœur": ma, belle, -, soeur),
    as mention_at compares them with the text's tokens."""
    return tuple(tuple(t.folded for t in tokenize(value)) for value in values)
