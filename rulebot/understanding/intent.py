"""What a question asks for: a rule, a path's score, who may score, a layout, box facts..."""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import StrEnum
from functools import lru_cache, partial

from rulebot.understanding.asides import told_words
from rulebot.understanding.boxfacts import (
    Box,
    box_decision,
    known_name,
    without_places,
)
from rulebot.understanding.cards import parse_cards
from rulebot.understanding.cues import Cues as _Cues
from rulebot.understanding.cues import continues as _continues
from rulebot.understanding.cues import cues as _cues
from rulebot.understanding.cues import has as _has
from rulebot.understanding.cues import plays as _plays
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.offtopic import (
    is_arithmetic,
    is_task,
)
from rulebot.understanding.offtopic import is_game_word as _is_game_word
from rulebot.understanding.text import contains_phrase, without_phrases, words_of

_GRID_LINE = re.compile(r"^\s*(?:(?:\.|\d[^\W\d_]+)\s*)+$")


class Intent(StrEnum):
    """The kind of answer a question needs."""

    RULES = "rules"
    PATH_SCORE = "path_score"
    RIGHT_TO_SCORE = "right_to_score"
    LAYOUT = "layout"
    GAME_FACTS = "game_facts"
    GREETING = "greeting"
    OUT_OF_SCOPE = "out_of_scope"


_BOX_INTENTS = {
    Box.FACTS: Intent.GAME_FACTS,
    Box.RULES: Intent.RULES,
    Box.OTHER: Intent.OUT_OF_SCOPE,
}


def is_layout(text: str) -> bool:
    """Two or more lines that are only cells (`.`, `5R`), with at least two cards."""
    lines = [line for line in text.splitlines() if line.strip()]
    grid = [line for line in lines if _GRID_LINE.match(line)]
    cards = sum(1 for line in grid for cell in line.split() if cell != ".")
    return len(grid) >= 2 and cards >= 2 and len(grid) * 2 > len(lines)


# The bot's one decision of intent, given to the readers of a conversation: the intent of a
# text read alone (None) or after the question before it.
IntentOf = Callable[[str, str | None], Intent]


def topic_score(text: str, lexicon: Lexicon | None = None) -> float:
    """How much a text speaks Arboretum, 0 to 1: game words, colour words and cards."""
    words = words_of(text)
    if not words:
        return 0.0
    cues = _cues()
    hits = sum(1 for w in words if _is_game_word(w.rstrip("'"), cues.game_words))
    if lexicon is not None:
        hits += sum(1 for i in range(len(words)) if lexicon.match_at(words, i) is not None)
    return min(1.0, hits / 2)


def mentions_game(text: str, lexicon: Lexicon | None = None) -> bool:
    """Whether the text uses any Arboretum vocabulary at all."""
    return topic_score(text, lexicon) > 0


def asks_how_to_play(text: str) -> bool:
    """Whether a question asks how the game is played, even without a word of the game
    ("on joue combien de manches ?", "is that legal?"): asked of this bot, on topic."""
    return _plays(words_of(text), _cues())


def asks_unanswered(text: str) -> bool:
    """Whether a question asks for a strategy or tips ("the best strategy to win?"), which no
    rule of ours settles; with another subject besides ("a strategy to the 1 cancelling the
    8?") it does not."""
    cues = _cues()
    words = words_of(text)
    found = [phrase for phrase in cues.play_unanswered if contains_phrase(words, phrase)]
    said = {word for phrase in found for word in phrase}
    others = [w.rstrip("'") for w in words if w not in said]
    return bool(found) and not any(
        _is_game_word(w, cues.game_words) and w not in cues.unanswered_neutral for w in others
    )


def names_other_game(text: str) -> bool:
    """Whether a question asks of another game it names ("et au tarot à trois, on retire
    des cartes aussi ?", "and in Rummy I can take from the discard pile also?"): its words,
    without the sentences that only set a scene for a question of this game, name one."""
    cues = _cues()
    told = told_words(text, cues)
    if _has(told, cues.other_games):
        return True
    # a sport or pastime ("and in rugby, what happens if it's a draw?"); "un match nul" is
    # a tie, "c'est grave, docteur ?" no visit to the doctor
    return _has(without_phrases(told, cues.draws + cues.elsewhere_idioms), cues.elsewhere)


def is_calculation(text: str, lexicon: Lexicon) -> bool:
    """A sum or product to work out ("et combien font 1 plus 4 plus 8 ?"), not a path."""
    return is_arithmetic(text, lambda rest: mentions_game(rest, lexicon))


def classify(text: str, lexicon: Lexicon) -> Intent:
    """The intent of a question; cues come from data/intents.yaml. A text classified again
    (a follow-up's earlier turns, replayed at each question) is looked up."""
    return _classify(text, lexicon)


@lru_cache(maxsize=256)
def _classify(text: str, lexicon: Lexicon) -> Intent:
    if is_layout(text):
        return Intent.LAYOUT
    cues = _cues()
    words = words_of(text)
    if not words:  # nothing said is a greeting; only emojis or signs are not
        return Intent.GREETING if not text.strip() else Intent.OUT_OF_SCOPE
    # "In chess, equal results mean a draw. What's the Arboretum version?": chess sets a scene
    if names_other_game(text):
        return Intent.OUT_OF_SCOPE
    if is_calculation(text, lexicon):
        return Intent.OUT_OF_SCOPE
    topic = topic_score(text, lexicon)
    here = without_places(words)  # "C'est édité par qui en France ?" is no trip to France
    if _has(here, cues.general) and topic == 0:
        return Intent.OUT_OF_SCOPE
    if is_task(text, words, cues):
        return Intent.OUT_OF_SCOPE
    cards = parse_cards(text, lexicon, strict=False).cards
    game_word = partial(_is_game_word, game_words=cues.game_words)
    # A species or colour is no sign of the game in a box question: "How old can a willow
    # get?" asks about a real tree.
    box = box_decision(
        text,
        words,
        game_word,
        lambda word: _knows(word, lexicon, cues),
        card=bool(cards),
    )
    if box is not None:
        return _BOX_INTENTS[box]
    plays = _plays(words, cues)
    return Intent.RULES if topic > 0 or plays or _continues(words, cues) else Intent.OUT_OF_SCOPE


def _knows(word: str, lexicon: Lexicon, cues: _Cues) -> bool:
    """A word of the game, of its box questions, a name on the box or a colour name
    ("Arboretum", "Cassar", "Oak")."""
    if known_name(word):
        return True
    return lexicon.match_at([word], 0) is not None
