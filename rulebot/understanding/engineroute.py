"""Whether a question is for the rules engine: a told path to score, or hands of players
to decide who may score a colour."""

from __future__ import annotations

from rulebot.understanding.cards import ParsedCards
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.cues import Cues, has
from rulebot.understanding.errors import ParseError
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.listing import (
    asks_card_reuse,
    held_are_path,
)
from rulebot.understanding.scenario import parse_scenario
from rulebot.understanding.shapes import describes_path

_LEAST_PATH = 2  # cards of a path whose worth may be disputed


def is_path(text: str, words: list[str], cues: Cues, parsed: ParsedCards, lexicon: Lexicon) -> bool:
    """A path to judge: three cards or more, or fewer with a question about its worth.

    Two cards in passing ("the 8 on top of Paul's pile, can I take it?", "I hold the 1
    and the 8 together, does that kill my 8?") are a rules question, not a path; so is a
    card asked about in another path ("can the oak 6 count in an oak path too?"); a run of
    values ("de 1 à 8") is left to the grammar's reading.
    """
    if asks_card_reuse(text, lexicon) or parsed.ranged:
        return False
    cards = parsed.cards
    worth = has(words, cues.path)
    named_path = has(words, cues.path_words)
    in_hand = has(words, cues.hand) and not named_path  # "j'ai le 1 et le 8 en main"
    if in_hand:
        return False
    distinct = len(set(cards))  # a card said twice ("son 8 ... le 8") is one card
    if distinct < 2 and has(words, cues.despite):
        return False  # "I played all 5 of my purple cards, do I still score my path?"
    if distinct == _LEAST_PATH and has(words, cues.despite) and not named_path:
        return False  # "if I have my 1 and my 8 of red, does the 8 still count?": the rule
    if distinct >= 3 or (distinct == 2 and (worth or named_path)):
        return True
    # "can one card count in two paths?" asks a rule, not the worth of a one-card path.
    shape = describes_path(text) and not has(words, cues.plural_paths)
    shape = shape and not has(words, cues.best_possible)  # "au maximum": the scoring rule
    shape = shape and not has(words, cues.length_asks)  # "2 cards enough?": the length rule
    # "2 cartes de même valeur à côté, ça continue le chemin ?": the rule on equal values
    shape = shape and not has(words, cues.same_values)
    # "3 cartes toutes pareilles, on double aussi ?": whether the bonus applies, a rule
    shape = shape and (not has(words, cues.shape_rule_asks) or has(words, cues.worth_open))
    return worth and ((bool(cards) and named_path) or shape)


def is_right_to_score(
    text: str, lexicon: Lexicon, words: list[str], cues: Cues, cards: tuple[object, ...]
) -> bool:
    """Hands held by two players or more, or nobody holding the colour asked about; not a
    question on whether a past game was played right ("... Did we mess up?"). Unless a hand
    is named, cards told laid together ("à la suite", "in a row") are no hand."""
    if has(words, cues.review):
        return False
    if has(words, card_words().together) and not has(words, cues.hand):
        return False  # "mes cartes de chêne à la suite : 1, 2, 5": laid, not held
    try:
        scenario = parse_scenario(text, lexicon)
    except ParseError:
        return False
    held = sum(len(hand) for hand in scenario.hands.values())
    if held_are_path(text, lexicon, (c for h in scenario.hands.values() for c in h)):
        return False  # "I have the right to score blue; my path is 1 blue, 4 red, 8 blue"
    if scenario.nobody:
        return scenario.colour is not None
    return len(scenario.hands) >= 2 and held > 0
