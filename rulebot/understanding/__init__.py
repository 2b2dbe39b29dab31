"""Reading questions: language, intent, cards, hands and layouts, from data word lists.

Imports `rulebot.rules` only; the colour lexicon comes in as a value (`Lexicon`).
"""

from rulebot.rules.shapes import PathShape
from rulebot.understanding.cards import ParsedCards, parse_cards
from rulebot.understanding.errors import ParseError
from rulebot.understanding.intent import Intent, IntentOf, classify, mentions_game, topic_score
from rulebot.understanding.language import detect_language
from rulebot.understanding.layout import layout_lines, parse_layout
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.scenario import OPPONENT, YOU, Scenario, parse_scenario
from rulebot.understanding.shapes import parse_path_shape

__all__ = [
    "OPPONENT",
    "YOU",
    "Intent",
    "IntentOf",
    "Lexicon",
    "ParseError",
    "ParsedCards",
    "PathShape",
    "Scenario",
    "classify",
    "detect_language",
    "layout_lines",
    "mentions_game",
    "parse_cards",
    "parse_layout",
    "parse_path_shape",
    "parse_scenario",
    "topic_score",
]
