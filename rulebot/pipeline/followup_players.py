"""Which players of the last scenario a follow-up names: "et si Paul avait le 1 ?", "what
if the guy next to me had the 8?", "mon second adversaire", "l'autre", "elle".

A player is named again as the scenario understanding named them: by name, by the words
they are shown with (read back: "the guy next to you" is "the guy next to me", "ta voisine
de gauche" is "ma voisine de gauche"), by the start of those words when only one player
fits ("mon voisin" for "mon voisin de droite"), by rank when opponents were counted
("mon premier adversaire", "le second"), by an opponent word ("l'adversaire", "the other
one"), as the asker ("moi", "I"), or by a pronoun: the one other player, else the one the
conversation spoke of last. A person the scenario does not hold ("ma voisine", when no
neighbour was spoken of) is named too, as no player: a newcomer, not the asker of "ma".
Word lists in data/followups.yaml (`player_refs`, `other_player`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.pipeline.followup_words import cue_data, cues
from rulebot.understanding import Lexicon, Scenario
from rulebot.understanding.players import OPPONENT, YOU, Mention, mention_at, player_words, resolve
from rulebot.understanding.text import plain_words, tokenize

DET, SELF = "·", "@"  # a determiner ("mon", "the"), a word for oneself ("me", "toi")

# How a reference was made: the kinds that name one player, strongest first.
NAMED, RANK, OPPONENT_WORD, ASKER, PRONOUN, STRANGER = (
    "named",
    "rank",
    "opponent",
    "asker",
    "pronoun",
    "stranger",
)
_STRENGTH = (NAMED, RANK, OPPONENT_WORD, STRANGER, ASKER, PRONOUN)


@dataclass(frozen=True)
class Reference:
    """A player named in a follow-up: `player` (None for a person the scenario does not
    hold), how (`kind`), and which words (`start`, `end`: word positions, end excluded)."""

    player: str | None
    kind: str
    start: int
    end: int


def canonical(text: str) -> list[str]:
    """The folded words of a text, determiners and words for oneself made one word each, so
    that "the guy next to me" and "the guy next to you" read alike."""
    refs = cue_data()["player_refs"]
    dets, selves = {str(w) for w in refs["determiners"]}, {str(w) for w in refs["selves"]}
    return [DET if w in dets else SELF if w in selves else w for w in plain_words(text)]


def references(scenario: Scenario, text: str, spoken: str | None = None) -> list[Reference]:
    """Every player a follow-up names, in the order of the text (`spoken`: the player the
    conversation spoke of last, for a pronoun)."""
    words = canonical(text)
    taken = [False] * len(words)
    found: list[Reference] = []

    def claim(player: str | None, kind: str, start: int, size: int) -> None:
        found.append(Reference(player, kind, start, start + size))
        taken[start : start + size] = [True] * size

    others = [p for p in scenario.hands if p != scenario.asker]
    for start, size, player in _phrases_in(words, _player_phrases(scenario)):
        if not any(taken[start : start + size]):
            claim(player, NAMED, start, size)
    for start, size, phrase in _phrases_in(words, _people()):
        if not any(taken[start : start + size]):
            claim(_by_start(scenario, phrase), NAMED, start, size)
            if found[-1].player is None:
                found[-1] = Reference(None, STRANGER, start, start + size)
    nouns = {str(w) for w in cue_data()["player_refs"]["rank_nouns"]}
    for start, rank in _ranks(words, taken):
        player = f"{OPPONENT} {rank}"
        if player in scenario.hands:  # "mon premier adversaire", "the second one", "le second"
            size = 3 if start + 2 < len(words) and words[start + 2] in nouns else 2
            claim(player, RANK, start, size)
    for start, size, _ in _phrases_in(words, _opponent_words()):
        if not any(taken[start : start + size]):
            claim(_the_opponent(scenario, others, spoken), OPPONENT_WORD, start, size)
    me = set(cues().me)
    pronouns = {str(w) for w in cue_data()["other_player"]}
    single = others[0] if len(others) == 1 else None
    for k, word in enumerate(plain_words(text)):
        if taken[k]:
            continue
        if word in me:
            claim(scenario.asker, ASKER, k, 1)
        elif word in pronouns:
            claim(single or (spoken if spoken in others else None), PRONOUN, k, 1)
    return sorted(found, key=lambda ref: ref.start)


def player_named(scenario: Scenario, text: str, spoken: str | None = None) -> str | None:
    """The one player a follow-up changes or asks about; None when it names none of the
    scenario (or names someone new: "et si ma voisine avait le 1 ?")."""
    found = references(scenario, text, spoken)
    for kind in _STRENGTH:
        chosen = [ref for ref in found if ref.kind == kind]
        if chosen:
            return chosen[0].player
    return None


def by_pronoun_only(scenario: Scenario, text: str, spoken: str | None = None) -> bool:
    """Whether a follow-up names players of the scenario by pronouns only ("et qu'il a le
    7 ?"): with a newcomer named before ("et si Malo joue avec nous"), it is the newcomer."""
    found = references(scenario, text, spoken)
    return bool(found) and all(ref.kind == PRONOUN for ref in found)


def _player_phrases(scenario: Scenario) -> list[tuple[tuple[str, ...], str]]:
    """Each player's name and shown words, canonical, but the asker's ("toi", "you")."""
    phrases = []
    for player in scenario.hands:
        if player == scenario.asker:
            continue
        for name in {player, *scenario.names.get(player, {}).values()}:
            words = tuple(canonical(name))
            if words and words != (DET,):
                phrases.append((words, player))
    return phrases


def _phrases_in(
    words: list[str], phrases: list[tuple[tuple[str, ...], str]]
) -> list[tuple[int, int, str]]:
    """(start, size, value) of each phrase in the words, longest first at a place, places
    not overlapping, in the order of the text."""
    hits: list[tuple[int, int, str]] = []
    by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for pair in sorted(phrases, key=lambda pair: len(pair[0]), reverse=True):
        by_first.setdefault(pair[0][0], []).append(pair)  # looked up by a word's first word
    end = 0
    for start in range(len(words)):
        if start < end:
            continue
        for phrase, value in by_first.get(words[start], ()):
            if tuple(words[start : start + len(phrase)]) == phrase:
                hits.append((start, len(phrase), value))
                end = start + len(phrase)
                break
    return hits


@cache
def _people() -> list[tuple[tuple[str, ...], str]]:
    """The people and seats of the scenario understanding ("ma voisine", "the guy next to
    me"), canonical, each as its own value."""
    phrases = {tuple(canonical(" ".join(p))) for p in player_words().people}
    return [(p, " ".join(p)) for p in phrases if len(p) > 1]


@cache
def _opponent_words() -> list[tuple[tuple[str, ...], str]]:
    """The words naming the opponent in a scenario ("mon adversaire", "the other one")."""
    phrases = {
        tuple(canonical(" ".join(p))) for p, player in player_words().markers if player == OPPONENT
    }
    return [(p, OPPONENT) for p in phrases if p and p != (DET,)]


def _by_start(scenario: Scenario, person: str) -> str | None:
    """The one player whose shown words start with a person's ("mon voisin": "ton voisin de
    droite"), None when no player or several do."""
    head = tuple(person.split())
    fits = {
        player
        for phrase, player in _player_phrases(scenario)
        if len(phrase) > len(head) and phrase[: len(head)] == head
    }
    return fits.pop() if len(fits) == 1 else None


def _ranks(words: list[str], taken: list[bool]) -> list[tuple[int, int]]:
    """(start, rank) of each determiner and rank word ("mon premier", "the second")."""
    ranks = {
        str(word): int(rank)
        for rank, spelled in cue_data()["player_refs"]["ranks"].items()
        for word in spelled
    }
    return [
        (k, ranks[words[k + 1]])
        for k in range(len(words) - 1)
        if words[k] == DET and words[k + 1] in ranks and not taken[k] and not taken[k + 1]
    ]


def _the_opponent(scenario: Scenario, others: list[str], spoken: str | None) -> str | None:
    """Who "mon adversaire", "l'autre" is: the opponent, else the one other player, else the
    other of two when the conversation spoke of one ("and the other one?")."""
    if OPPONENT in scenario.hands:
        return OPPONENT
    rest = [p for p in others if p != spoken]
    return rest[0] if len(rest) == 1 else None


def newcomer_named(
    scenario: Scenario, text: str, lexicon: Lexicon
) -> tuple[str, dict[str, str]] | None:
    """The one player a follow-up names that the scenario does not hold ("et si Léa avait
    le 7 ?", "what if the guy on my left had the 1?"), with their shown names, as the
    scenario understanding reads them; None when it names none, or several."""
    tokens = tokenize(text)
    mentions: list[Mention] = []
    i = 0
    while i < len(tokens):
        mention = mention_at(tokens, i, lexicon)
        if mention is not None and mention.kind != "pronoun":
            mentions.append(mention)
        i += mention.size if mention is not None else 1
    if OPPONENT in scenario.hands:  # a person beside the opponent is a player of their own
        mentions.insert(0, Mention("player", OPPONENT, OPPONENT, 1))
    ids, names = resolve(mentions)
    new = {p for p in ids if p not in scenario.hands and p != YOU}
    if len(new) != 1:
        return None
    player = new.pop()
    return player, names[player]
