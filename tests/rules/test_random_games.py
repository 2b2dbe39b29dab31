"""Whole games played to the end by a seeded random legal player, checked at every step."""

from __future__ import annotations

import random

import pytest

from rulebot.rules import Card, FinalScores, Game, Phase, deck_for
from rulebot.rules.oracle import oracle_best_path

from .test_right import oracle_scorers

NAMES = ("ann", "bob", "cid", "dee")
GAMES = [
    (players, seed)
    for players, seeds in ((2, range(4)), (3, range(3)), (4, range(3)))
    for seed in seeds
]


def expected_hand_sizes(game: Game, short: bool) -> dict[str, int]:
    """7 in every hand, but the current player's grows 7 -> 8 -> 9 and back (p. 2, 4)."""
    sizes = dict.fromkeys(game.players, 7)
    during = {Phase.DRAW_FIRST: 7, Phase.DRAW_SECOND: 8, Phase.PLANT: 9, Phase.DISCARD: 8}
    if game.phase in during:
        sizes[game.current_player] = during[game.phase] - (
            short and game.phase in (Phase.PLANT, Phase.DISCARD)
        )
    elif short:
        sizes[game.last_card_taker or ""] = 6
    return sizes


def check_invariants(game: Game, deck: tuple[Card, ...], short: bool) -> None:
    hands = game.hands()
    assert {p: len(h) for p, h in hands.items()} == expected_hand_sizes(game, short)
    everything = game.all_cards()
    assert everything == tuple(sorted(deck))  # each card once: nothing lost, nothing copied
    assert len(set(everything)) == len(everything)
    for player in game.players:
        assert game.arboretum(player).is_connected()


def check_scores(game: Game, result: FinalScores) -> None:
    hands = game.hands()
    totals = {}
    for player in game.players:
        total = 0
        for colour in game.colours:
            if player in oracle_scorers(hands, colour):
                total += oracle_best_path(game.arboretum(player), colour).points
        totals[player] = total
    assert {score.player: score.total for score in result.players} == totals
    top = max(totals.values())
    leaders = [p for p in game.players if totals[p] == top]
    colours = {p: len(game.arboretum(p).colours()) for p in leaders}
    winners = tuple(p for p in leaders if colours[p] == max(colours.values()))
    assert result.winners == winners
    assert result.still_tied is (len(winners) > 1)
    assert result.tie_broken_by_colours is (len(leaders) > 1 and len(winners) == 1)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_random_game(players: int, seed: int) -> None:
    game = Game.new(NAMES[:players], seed=seed)
    deck = deck_for(players, game.colours, seed)
    rng = random.Random(seed)
    short = False
    check_invariants(game, deck, short)
    turns = 0
    while not game.is_over:
        mover, phase, before_deck = game.current_player, game.phase, game.deck_size
        actions = game.legal_actions()
        assert actions
        game.apply(rng.choice(actions))
        if phase is Phase.DRAW_FIRST and game.phase is Phase.PLANT:
            short = True  # the deck ran out and no discard pile was left to draw from
        assert game.deck_size <= before_deck
        if game.phase is Phase.DRAW_FIRST or game.is_over:
            turns += 1
            assert game.turn_number == turns
            assert game.is_over or game.current_player != mover
        check_invariants(game, deck, short)
    assert game.deck_size == 0
    assert game.last_card_taker == game.current_player
    planted = sum(len(game.arboretum(p)) for p in game.players)
    assert planted == turns
    check_scores(game, game.scores())
