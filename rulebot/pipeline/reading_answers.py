"""Engine answers from the new reading: a described path and players' hands, as the grammar
read them (`Reading.path`, `Reading.hands`), scored by the rules engine. None when the
reading holds no such thing, so the caller may answer otherwise."""

from __future__ import annotations

from dataclasses import replace

from rulebot.answer import compose
from rulebot.answer.engine import path_answer, right_answer
from rulebot.answer.model import Answer, joined
from rulebot.corpus import Corpus
from rulebot.rules import Card, right_to_score, score_path
from rulebot.understanding import Lexicon, ParseError, Scenario
from rulebot.understanding.asks import (
    BEATS,
    MAY_I_SCORE,
    OTHER_SCORES,
    asked_about,
    eight_worth_asked,
    yes_no_asked,
)
from rulebot.understanding.reading import Reading, read
from rulebot.understanding.structure import HandsRead
from rulebot.understanding.told import closed_asks, scorer_claimed

YOU_NAMES = {"fr": "toi", "en": "you"}


def read_path_answer(
    question: str, lang: str, reading: Reading, corpus: Corpus, lexicon: Lexicon
) -> Answer | None:
    path = reading.path
    if path is None or path.unplaced:
        return None
    claimed = reading.structure.totals
    several = bool(path.paths)  # told only when two paths or more are
    if path.colours and not several:  # scored for each colour asked, one after the other
        return joined(
            [
                path_answer(
                    question,
                    lang,
                    score_path(path.cards, colour),
                    corpus,
                    lexicon,
                    None,
                    {"path": path.cards, "colour": colour},
                    claimed,
                )
                for colour in path.colours
            ]
        )
    cards, score = path.cards, score_path(path.cards, path.colour)
    if several:  # several paths told apart: the best one scores, the others do not add
        told = [(cards, score_path(cards, path.colour)) for cards in path.paths]
        cards, score = max(told, key=lambda pair: (pair[1].valid, pair[1].points))
    context = {"path": cards, "colour": path.colour}
    return path_answer(question, lang, score, corpus, lexicon, None, context, claimed, several)


def read_hands_answer(
    question: str, lang: str, reading: Reading, corpus: Corpus, lexicon: Lexicon
) -> Answer | None:
    hands = reading.hands
    if hands is not None and hands.twice:  # "Zoé et moi avons chacune le 7 rose"
        return _told_twice(question, lang, reading, hands.twice[0], corpus)
    if hands is None or not hands.colours or hands.unplaced:
        return None
    empty = not any(hands.hands.values()) and len(hands.hands) < 2
    # nobody said to hold a card, no two players named: every player may score
    denied = empty and denied_to_all(reading)
    if empty and not denied:
        return None
    answers = []
    asked = _scenario(question, reading, hands, None, denied)  # the same for every colour
    for colour in hands.colours:
        scenario = replace(asked, colour=colour)
        right = right_to_score(scenario.hands, colour)
        answers.append(
            right_answer(question, lang, right, scenario, corpus, lexicon, {"scenario": scenario})
        )
    return answers[0] if len(answers) == 1 else joined(answers)


def read_scenario(text: str, lexicon: Lexicon, colour: str | None = None) -> Scenario | None:
    """The hands a text tells as the grammar reads them, with the colour it asks about
    (else the only colour held), or None when it names no player ("and if a third player
    had green 1?" tells a card, not whose it is). `colour`: the colour a conversation is
    about, of the values a text tells with none ("I forgot Uncle Pete, he's holding the 8
    and the 1"): the text is read headed by that colour's name."""
    reading = read(text, lexicon)
    hands = reading.hands
    if hands is None or not reading.structure.mentions:
        return None
    if colour is not None and hands.unplaced and not hands.colours:
        return read_scenario(f"{lexicon.display(colour, reading.lang)} : {text}", lexicon)
    colour = hands.colours[0] if len(hands.colours) == 1 else None
    return _scenario(text, reading, hands, colour, denied=False)


def _scenario(
    question: str, reading: Reading, hands: HandsRead, colour: str | None, denied: bool
) -> Scenario:
    """The hands read, as the engine's answers take them (`denied`: nobody holds a card, so
    every player may score, whoever is named)."""
    names = {p: dict(YOU_NAMES) if p == "you" else _both(n) for p, n in hands.names.items()}
    for player in hands.hands:
        names.setdefault(player, _seat_names(player))
    asks, about = _asked(question, reading)
    return Scenario(
        {} if denied else dict(hands.hands),
        colour,
        names={p: names[p] for p in hands.hands if not denied},
        asks=asks,
        about=about,
        eight=eight_worth_asked(question),
        pathless=hands.pathless,
        out_of_hand=dict(hands.placed),
        stood={p: c for p, c in hands.stood.items() if c},
        told=dict(hands.told),
    )


def _scorer_checked(question: str, reading: Reading) -> tuple[str | None, str | None]:
    """The yes-or-no of "is that right?" after a claim of who scores ("I've written seat 2
    down as the grey scorer. Is that right?"): whether the player the claim names nearest
    its word of scoring scores (not whoever writes it down); none when it names none."""
    claim = scorer_claimed(question)
    if claim is None:
        return None, None
    first, last, scoring = claim
    tokens = reading.tokens
    named = [
        (abs(tokens[m.start].start - scoring), m.player)
        for m in reading.structure.mentions
        if first <= tokens[m.start].start and tokens[m.end - 1].end <= last
    ]
    if not named:
        return None, None
    player = min(named)[1]
    return (MAY_I_SCORE, None) if player == "you" else (OTHER_SCORES, player)


def _asked(question: str, reading: Reading) -> tuple[str | None, str | None]:
    """The yes-or-no a question asks of the hands, and the player it asks about."""
    asks = closed_asks(question, yes_no_asked(question))
    if asks is None:
        return _scorer_checked(question, reading)
    if asks not in (OTHER_SCORES, BEATS):
        return asks, None
    subject = asked_about(question)
    if subject is None:
        return None, None
    tokens = reading.tokens
    for mention in reading.structure.mentions:
        if tokens[mention.start].start <= subject.start < tokens[mention.end - 1].end:
            if mention.player == "you" and asks == OTHER_SCORES:
                return MAY_I_SCORE, None
            return asks, mention.player
    return None, None


def _seat_names(player: str) -> dict[str, str]:
    if player == "you":  # the asker among players counted, none named ("on est 3")
        return dict(YOU_NAMES)
    if player == "opponent":
        return {"fr": "ton adversaire", "en": "your opponent"}
    if player.startswith("opponent "):
        n = player.split()[-1]
        return {"fr": f"ton adversaire {n}", "en": f"your opponent {n}"}
    return {"fr": player, "en": player}


def _both(names: dict[str, str]) -> dict[str, str]:
    said = next(iter(names.values()), "")
    return {"fr": names.get("fr", said), "en": names.get("en", said)}


def denied_to_all(reading: Reading) -> bool:
    """Words denying something of every player at once (grammar.yaml `nobody`: "nobody",
    "neither of us", "personne n'a d'orange", "ni lui ni moi")."""
    return reading.structure.says(reading.structure.words.nobody)


def _told_twice(
    question: str, lang: str, reading: Reading, twice: tuple[int, Card], corpus: Corpus
) -> Answer:
    """Hands giving one card (`twice`: its value's token and the card) to two players: what
    makes them impossible, nothing computed."""
    token, card = twice
    colour = next(
        (t.text for t in reading.tokens[token + 1 :] if t.colour == card.colour), card.colour
    )
    start = reading.tokens[token].start
    problem = ParseError.of("card_told_twice", start, question, value=card.value, colour=colour)
    return compose.told_twice_answer(question, lang, problem.in_language(lang).problem, corpus)
