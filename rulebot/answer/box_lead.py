"""A yes or a no before the box facts, when a closed question tells the one number a fact
settles: "on peut jouer à 5 ?" (no: 2 to 4 players), "my son is 9, is that OK?" (yes: from
8). Any other box question gets the facts alone. Also which facts a date asked of the game
wants (`dated_facts`): "Quand a-t-il été publié ?" asks the year, not the publisher."""

from __future__ import annotations

import re
from functools import cache

from rulebot.answer.texts import texts
from rulebot.answer.verdict import lead_words
from rulebot.answer.verdict_question import read_question
from rulebot.corpus import GameInfo
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.text import fold

_WORD = re.compile(r"\w+")
# Number words that are also articles ("un jeu", "a game", "one more"): never a count here.
_ARTICLES = frozenset({1})


def told_numbers(question: str) -> list[int]:
    """The numbers a question tells, in figures or words ("5", "cinq"); articles left out;
    playing alone ("solo", "tout seul") tells one player."""
    numbers = card_words().numbers
    folded = fold(question)
    told = []
    for word in _WORD.findall(folded):
        if word.isdigit():
            told.append(int(word))
        elif word in numbers and numbers[word] not in _ARTICLES:
            told.append(numbers[word])
    if any(re.search(rf"\b{re.escape(w)}\b", folded) for w in _alone_words()):
        told.append(1)
    return told


@cache
def _alone_words() -> tuple[str, ...]:
    """The folded words of playing alone ("solo", "tout seul"), from answers.yaml."""
    return tuple(fold(w) for w in texts()["alone_words"])


def box_lead(question: str, lang: str, keys: list[str], game: GameInfo) -> str:
    """ "Oui. " / "No. " when the question asks yes or no of one fact and tells one number
    (a count of players, a child's age); "" otherwise."""
    if keys not in (["players"], ["age"]) or read_question(question, lang) is None:
        return ""
    numbers = told_numbers(question)
    if len(numbers) != 1:
        return ""
    n = numbers[0]
    fits = game.players_min <= n <= game.players_max if keys == ["players"] else n >= game.age_min
    return lead_words("yes" if fits else "no", lang) + " "


@cache
def _dating() -> tuple[tuple[str, ...], frozenset[str], tuple[str, ...]]:
    """The folded when words, participles and who words of answers.yaml's `box_dating`."""
    data = texts()["box_dating"]
    when, who = (tuple(fold(w) for w in data[k]) for k in ("when", "who"))
    return when, frozenset(fold(w) for w in data["participles"]), who


@cache
def agreed(phrase: str) -> re.Pattern[str]:
    """A folded phrase as a whole word, agreed or not ("édité", "éditée", "édités")."""
    return re.compile(rf"\b{re.escape(phrase)}(?:e|es|s|x)?\b")


def _says(folded: str, phrases: tuple[str, ...] | frozenset[str]) -> bool:
    """Whether a folded text holds one of the phrases, agreed or not ("éditée")."""
    return any(agreed(p).search(folded) for p in phrases)


def dated_facts(folded: str, matched: dict[str, set[str]]) -> set[str]:
    """The facts asked, from the cues `matched` per fact in the `folded` question: a when
    word and a participle of the game's making ask for the year ("Who published it, and
    when?"); then an author or publisher matched only by such a participle is dropped,
    unless a who word asks for one ("Quand a-t-il été publié ?": the year alone; "quand
    est-il sorti, et qui l'a édité ?": the year and the publisher); a who word with no
    maker of its own asks for the one the participle names ("When was it published, and
    by whom?": the year and the publisher)."""
    when, participles, who = _dating()
    found = set(matched)
    if not (_says(folded, when) and _says(folded, participles)):
        return found
    found.add("year")
    makers = {"author", "publisher"}
    if _says(folded, who):
        if not found & makers:  # "When was it published, and by whom?": its publisher
            found |= {key for key, cues in _maker_cues().items() if _says(folded, cues)}
        return found
    return {key for key in found if key not in makers or not matched[key] <= participles}


@cache
def _maker_cues() -> dict[str, tuple[str, ...]]:
    """The folded cues of the makers' facts (author, publisher) in answers.yaml: the
    participle a date was asked with names the maker a who word then asks for."""
    facts = texts()["game_facts"]
    return {key: tuple(fold(cue) for cue in facts[key]["cues"]) for key in ("author", "publisher")}
