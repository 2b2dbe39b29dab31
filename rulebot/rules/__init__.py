"""The rules engine of Arboretum: pure values in, values out, every ruling with its pages."""

from .actions import Action, ActionKind, Phase
from .arboretum import Arboretum, Cell, are_adjacent, neighbours
from .best import BestPath, best_path, best_paths, path_key
from .cards import MAX_VALUE, MIN_VALUE, STANDARD_COLOURS, Card, cards_of
from .deck import (
    COLOURS_BY_PLAYERS,
    HAND_SIZE,
    DrawPile,
    colours_for,
    deal,
    deck_for,
    draw_pile_after_deal,
)
from .errors import IllegalActionError, IllegalPlacementError, InvalidDeckError, RulesError
from .game import Game
from .paths import PathScore, ScoreLine, path_points, path_within, score_cells, score_path
from .right import OutOfPlay, RightToScore, may_score, out_of_play, right_to_score, rights_to_score
from .rulebook import Reason, Rule, Ruling, format_pages, merge_pages
from .scoring import (
    ColourComparison,
    ColourScore,
    FinalScores,
    PlayerScore,
    Standing,
    Winners,
    decide_winners,
    final_scores,
)

__all__ = [
    "COLOURS_BY_PLAYERS",
    "HAND_SIZE",
    "MAX_VALUE",
    "MIN_VALUE",
    "STANDARD_COLOURS",
    "Action",
    "ActionKind",
    "Arboretum",
    "BestPath",
    "Card",
    "Cell",
    "ColourComparison",
    "ColourScore",
    "DrawPile",
    "FinalScores",
    "Game",
    "IllegalActionError",
    "IllegalPlacementError",
    "InvalidDeckError",
    "OutOfPlay",
    "PathScore",
    "Phase",
    "PlayerScore",
    "Reason",
    "RightToScore",
    "Rule",
    "RulesError",
    "Ruling",
    "ScoreLine",
    "Standing",
    "Winners",
    "are_adjacent",
    "best_path",
    "best_paths",
    "cards_of",
    "colours_for",
    "deal",
    "decide_winners",
    "deck_for",
    "draw_pile_after_deal",
    "final_scores",
    "format_pages",
    "may_score",
    "merge_pages",
    "neighbours",
    "out_of_play",
    "path_key",
    "path_points",
    "path_within",
    "right_to_score",
    "rights_to_score",
    "score_cells",
    "score_path",
]
