"""The word lists of data/players.yaml, folded, loaded once: who holds what in a
right-to-score question."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import Phrases, fold, folded_set, load_words, phrases, tokenize


@dataclass(frozen=True)
class PlayerWords:
    """The word lists of data/players.yaml, folded."""

    markers: tuple[tuple[tuple[str, ...], str], ...]  # phrase -> player id, longest first
    names: dict[str, dict[str, str]]
    people: dict[tuple[str, ...], str]  # phrase -> its language
    descriptions: frozenset[tuple[str, ...]]  # people named by where they sit
    possessives: dict[str, str]
    pronouns: Phrases
    verbs: frozenset[str]
    articles: frozenset[str]
    nothing: frozenset[str]
    none_held: frozenset[str]
    brings_in: frozenset[str]
    nobody: Phrases
    not_held: Phrases
    links: frozenset[str]
    holder_links: frozenset[str]
    question: Phrases
    not_names: frozenset[str]
    owner_cues: Phrases
    corrections: Phrases
    respectively: frozenset[str]
    counted_opponents: frozenset[str]
    counted_names: dict[str, tuple[str, ...]]
    own_card: frozenset[str]
    joins: frozenset[str]
    groups: Phrases
    shared: Phrases
    cancel_verbs: frozenset[str]
    their_card: frozenset[str]
    scoring: frozenset[str]
    name_links: Phrases
    relatives: frozenset[str]
    hand_nouns: frozenset[str]
    own_words: frozenset[str]
    contractions: dict[str, str]
    pair_firsts: Phrases
    pair_seconds: Phrases
    pair_reach: int
    name_verbs: frozenset[str]
    name_verb_leads: Phrases
    name_verb_hands: frozenset[str]
    name_verb_totals: frozenset[str]


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
    return PlayerWords(
        markers=tuple(markers),
        names={player: dict(spec["names"]) for player, spec in data["players"].items()},
        people=_people(
            data["people"],
            data["people_articles"],
            _described(data["descriptions"]),
            data["people_others"],
        ),
        descriptions=frozenset(_described(data["descriptions"])),
        possessives={fold(k): str(v) for k, v in data["possessives"].items()},
        pronouns=phrases(data["pronouns"]),
        verbs=folded_set(data["verbs"]),
        articles=folded_set(data["articles"]),
        nothing=folded_set(data["nothing"]),
        none_held=folded_set(data["none_held"]),
        brings_in=folded_set(data["brings_in"]),
        nobody=phrases(data["nobody"]),
        not_held=phrases(data["not_held"]),
        links=folded_set(data["links"]),
        holder_links=folded_set(data["holder_links"]),
        question=phrases(data["question"]),
        not_names=folded_set(data["not_names"]),
        owner_cues=phrases(data["owner_cues"]),
        corrections=phrases(data["corrections"]),
        respectively=folded_set(data["respectively"]),
        counted_opponents=folded_set(data["counted_opponents"]),
        counted_names={lang: tuple(names) for lang, names in data["counted_names"].items()},
        own_card=folded_set(data["own_card"]),
        joins=folded_set(data["joins"]),
        groups=phrases(data["groups"]),
        shared=phrases(data["shared"]),
        cancel_verbs=folded_set(data["cancel_verbs"]),
        their_card=folded_set(data["their_card"]),
        scoring=folded_set(data["scoring"]),
        name_links=phrases(data["name_links"]),
        relatives=folded_set(data["relatives"]),
        hand_nouns=folded_set(data["hand_nouns"]),
        own_words=folded_set(data["own_words"]),
        contractions={fold(k): fold(v) for k, v in data["contractions"].items()},
        pair_firsts=phrases(data["pair_firsts"]),
        pair_seconds=phrases(data["pair_seconds"]),
        pair_reach=int(data["pair_reach"]),
        name_verbs=folded_set(data["name_verbs"]),
        name_verb_leads=phrases(data["name_verb_leads"]),
        name_verb_hands=folded_set(data["name_verb_hands"]),
        name_verb_totals=folded_set(data["name_verb_totals"]),
    )


def counted_names(player: str, count: int) -> dict[str, dict[str, str]]:
    """The players a counted group stands for, in order, with their display names:
    "opponent 1" -> {"fr": "ton premier adversaire", "en": "your first opponent"}."""
    vocab = player_words()
    return {
        f"{player} {k + 1}": {lang: names[k] for lang, names in vocab.counted_names.items()}
        for k in range(count)
    }


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
