"""The answers the rules engine makes, with no retrieval: a right to score, a described
path's score, a told end of game's winner, a box fact, the draw pile after the deal.
`Rulebot` wires them in; each takes the corpus (for the citations) and the lexicon (to read
the question)."""

from __future__ import annotations

from dataclasses import replace

from rulebot.answer import compose
from rulebot.answer.drawpile import draw_pile_answer
from rulebot.answer.engine import path_answer, right_answer
from rulebot.answer.model import Answer
from rulebot.answer.winner import winner_answer
from rulebot.corpus import Corpus
from rulebot.pipeline.conversation import Move
from rulebot.pipeline.score import read_path
from rulebot.rules import right_to_score, score_path
from rulebot.understanding import Intent, Lexicon, ParseError, Scenario, parse_scenario
from rulebot.understanding.cardcompare import compares_cards
from rulebot.understanding.drawpile import asks_draw_pile_for
from rulebot.understanding.standings import StandingsError, parse_standings


def engine_answer(
    question: str, lang: str, intent: Intent, corpus: Corpus, lexicon: Lexicon
) -> Answer | None:
    """The engine's answer to a question standing alone, or None when it reads none."""
    if intent is Intent.RIGHT_TO_SCORE:
        return _scenario(question, lang, corpus, lexicon)
    if intent is Intent.PATH_SCORE:
        return _path(question, lang, corpus, lexicon)
    if intent is Intent.RULES:  # a told end of game: "Léa 23, moi 23 ; qui gagne ?"
        return _winner(question, lang, corpus, lexicon)
    return None


def right_of(
    question: str, lang: str, scenario: Scenario, corpus: Corpus, lexicon: Lexicon
) -> Answer | None:
    """Who may score the scenario's colour (None when it scores no colour)."""
    colour = scenario.scored_colour
    if colour is None:
        return None
    scenario = replace(scenario, colour=colour)
    right = right_to_score(scenario.hands, colour)
    return right_answer(question, lang, right, scenario, corpus, lexicon, {"scenario": scenario})


def changed_path(question: str, lang: str, move: Move, corpus: Corpus, lexicon: Lexicon) -> Answer:
    """The score of a path a follow-up changed (or the last one, said again)."""
    score = score_path(move.cards, move.colour)
    context = {"path": move.cards, "colour": move.colour}
    answer = path_answer(move.query or question, lang, score, corpus, lexicon, None, context)
    return replace(answer, question=question)


def facts(question: str, lang: str, query: str, corpus: Corpus) -> Answer:
    """A box fact, asked by `query` (a follow-up read with the question it follows)."""
    answer = compose.game_facts(query, lang, corpus.game)
    return replace(answer, question=question, context={"facts_question": query})


def draw_pile(question: str, lang: str, earlier: str | None, corpus: Corpus) -> Answer | None:
    """How many cards are left in the draw pile after the deal, computed ("il reste combien
    de cartes dans la pioche à 3 ?"; "et à 4 ?" after such a question, its `earlier`); None
    when the question asks no such thing."""
    asked = asks_draw_pile_for(question, earlier)
    if asked is None:
        return None
    query = question if earlier is None else f"{question} {earlier}"
    return draw_pile_answer(question, lang, asked.players, corpus, query)


def _winner(question: str, lang: str, corpus: Corpus, lexicon: Lexicon) -> Answer | None:
    if compares_cards(question):  # "her 8 beats my 1, who wins?": who may score, a rule
        return None
    try:
        standings = parse_standings(question, lexicon)
    except StandingsError:  # contradictory numbers: the rules passage instead
        return None
    if standings is None:
        return None
    context = {"rules_question": question}
    return winner_answer(question, lang, standings, corpus, context)


def _path(question: str, lang: str, corpus: Corpus, lexicon: Lexicon) -> Answer | None:
    read = read_path(question, lexicon)
    if read is None:
        return None
    cards, colour, shape = read
    score = score_path(cards, colour)
    # A path told by its shape ("4 cartes de la même couleur") leaves its question for a
    # follow-up ("et s'il n'y en a que 3 ?"), as a rules question would.
    context = {"path": cards, "colour": colour} if shape is None else {"rules_question": question}
    return path_answer(question, lang, score, corpus, lexicon, shape, context)


def _scenario(question: str, lang: str, corpus: Corpus, lexicon: Lexicon) -> Answer | None:
    try:
        scenario = parse_scenario(question, lexicon)
    except ParseError:
        return None
    return right_of(question, lang, scenario, corpus, lexicon)
