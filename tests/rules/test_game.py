"""The game state machine: set-up (p. 2), turns (p. 2, 4), the end (p. 5)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rulebot.rules import (
    Action,
    ActionKind,
    Card,
    Game,
    IllegalActionError,
    IllegalPlacementError,
    InvalidDeckError,
    Phase,
    Reason,
    RulesError,
    cards_of,
)

from .helpers import card


def small_game(deck_left: int) -> Game:
    """Two players, a known deck: 14 cards dealt then ``deck_left`` cards face down."""
    deck = [c for colour in ("red", "blue", "oak") for c in cards_of(colour)][: 14 + deck_left]
    return Game(["ann", "bob"], deck, ["red", "blue", "oak"])


def test_new_game_set_up() -> None:
    game = Game.new(["ann", "bob", "cid"], seed=3)
    assert game.players == ("ann", "bob", "cid")
    assert len(game.colours) == 8
    assert [len(game.hand(p)) for p in game.players] == [7, 7, 7]
    assert game.deck_size == 64 - 21
    assert all(game.discard_pile(p) == () for p in game.players)
    assert all(len(game.arboretum(p)) == 0 for p in game.players)
    assert (game.current_player, game.phase, game.is_over) == ("ann", Phase.DRAW_FIRST, False)
    assert game.legal_actions() == (Action(ActionKind.DRAW_DECK),)
    assert len(game.all_cards()) == 64


def test_known_deal_and_a_full_turn() -> None:
    game = small_game(deck_left=10)
    assert game.hand("ann") == tuple(card(f"{v}red") for v in (1, 3, 5, 7)) + tuple(
        card(f"{v}blue") for v in (1, 3, 5)
    )
    assert game.draw_from_deck() == card("7blue")
    assert game.phase == Phase.DRAW_SECOND
    assert game.draw_from_deck() == card("8blue")
    assert (game.phase, len(game.hand("ann"))) == (Phase.PLANT, 9)
    game.plant(card("8blue"), (4, -2))
    assert game.phase in (Phase.DISCARD,)
    game.discard(card("1red"))
    assert game.discard_top("ann") == card("1red")
    assert (game.current_player, game.phase, game.turn_number) == ("bob", Phase.DRAW_FIRST, 1)
    assert [len(game.hand(p)) for p in game.players] == [7, 7]
    # Bob may take the top of Ann's discard pile; his own is empty.
    assert {a.kind for a in game.legal_actions()} == {ActionKind.DRAW_DECK, ActionKind.DRAW_DISCARD}
    assert game.draw_from_discard("ann") == card("1red")
    assert game.discard_top("ann") is None


def _at_draw(game: Game) -> None:
    pass


def _at_plant(game: Game) -> None:
    game.draw_from_deck()
    game.draw_from_deck()


def _at_discard(game: Game) -> None:
    _at_plant(game)
    game.plant(game.hand("ann")[0], (0, 0))


Setup = Callable[[Game], None]
Act = Callable[[Game], object]
ILLEGAL: list[tuple[str, Setup, Act, type[RulesError], Reason, str]] = [
    ("plant-before-drawing", _at_draw, lambda g: g.plant(card("1red"), (0, 0)),
     IllegalActionError, Reason.WRONG_PHASE, "(p. 4)"),
    ("discard-before-drawing", _at_draw, lambda g: g.discard(card("1red")),
     IllegalActionError, Reason.WRONG_PHASE, "(p. 4)"),
    ("empty-discard-pile", _at_draw, lambda g: g.draw_from_discard("bob"),
     IllegalActionError, Reason.DISCARD_PILE_EMPTY, "(p. 4)"),
    ("unknown-player", _at_draw, lambda g: g.draw_from_discard("zed"),
     IllegalActionError, Reason.UNKNOWN_PLAYER, "(p. 4)"),
    ("third-draw", _at_plant, lambda g: g.draw_from_deck(),
     IllegalActionError, Reason.WRONG_PHASE, "(p. 4)"),
    ("discard-before-planting", _at_plant, lambda g: g.discard(card("1red")),
     IllegalActionError, Reason.WRONG_PHASE, "(p. 4)"),
    ("plant-card-not-in-hand", _at_plant, lambda g: g.plant(card("8oak"), (0, 0)),
     IllegalActionError, Reason.CARD_NOT_IN_HAND, "(p. 4)"),
    ("plant-twice", _at_discard, lambda g: g.plant(g.hand("ann")[0], (0, 1)),
     IllegalActionError, Reason.WRONG_PHASE, "(p. 4)"),
    ("discard-card-not-in-hand", _at_discard, lambda g: g.discard(card("8oak")),
     IllegalActionError, Reason.CARD_NOT_IN_HAND, "(p. 4)"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("setup", "act", "error", "reason", "page"),
    [pytest.param(*case[1:], id=case[0]) for case in ILLEGAL],
)
def test_illegal_actions(
    setup: Callable[[Game], None],
    act: Callable[[Game], object],
    error: type[RulesError],
    reason: Reason,
    page: str,
) -> None:
    game = small_game(deck_left=10)
    setup(game)
    before = (game.phase, game.hands(), game.arboretums(), game.deck_size)
    with pytest.raises(error) as caught:
        act(game)
    assert caught.value.reason is reason
    assert str(caught.value).endswith(page)
    assert (game.phase, game.hands(), game.arboretums(), game.deck_size) == before


def test_planting_off_the_arboretum() -> None:
    game = small_game(deck_left=10)
    _at_discard(game)
    game.discard(game.hand("ann")[0])
    game.draw_from_deck()
    game.draw_from_deck()
    game.plant(game.hand("bob")[0], (3, 3))
    game.discard(game.hand("bob")[0])
    _at_plant(game)
    with pytest.raises(IllegalPlacementError) as caught:
        game.plant(game.hand("ann")[0], (2, 2))
    assert caught.value.reason is Reason.NOT_ADJACENT


def _turn(game: Game, *, from_deck: int = 2, cell: tuple[int, int] = (0, 0)) -> None:
    for _ in range(from_deck):
        game.draw_from_deck()
    player = game.current_player
    arboretum = game.arboretum(player)
    target = cell if not arboretum else arboretum.legal_cells()[0]
    game.plant(game.hand(player)[0], target)
    game.discard(game.hand(player)[0])


def test_game_ends_when_last_card_taker_finishes_the_turn() -> None:
    game = small_game(deck_left=2)
    game.draw_from_deck()
    game.draw_from_deck()
    assert (game.deck_size, game.last_card_taker, game.is_over) == (0, "ann", False)
    game.plant(game.hand("ann")[0], (0, 0))
    assert not game.is_over
    game.discard(game.hand("ann")[0])
    assert game.is_over
    assert game.phase is Phase.OVER
    assert game.legal_actions() == ()
    with pytest.raises(IllegalActionError) as caught:
        game.draw_from_discard("ann")
    assert caught.value.reason is Reason.GAME_OVER
    assert str(caught.value).endswith("(p. 5)")
    assert game.scores().winners


def test_deck_runs_out_on_the_first_draw_then_a_discard_pile() -> None:
    game = small_game(deck_left=3)
    _turn(game)
    game.draw_from_deck()
    assert (game.deck_size, game.last_card_taker, game.phase) == (0, "bob", Phase.DRAW_SECOND)
    with pytest.raises(IllegalActionError) as caught:
        game.draw_from_deck()
    assert caught.value.reason is Reason.DECK_EMPTY
    assert game.legal_actions() == (Action(ActionKind.DRAW_DISCARD, owner="ann"),)
    game.draw_from_discard("ann")
    _turn(game, from_deck=0)
    assert game.is_over


def test_deck_runs_out_with_no_discard_pile_to_draw_from() -> None:
    game = small_game(deck_left=1)
    game.draw_from_deck()
    assert (game.phase, len(game.hand("ann"))) == (Phase.PLANT, 8)
    _turn(game, from_deck=0)
    assert game.is_over
    assert len(game.all_cards()) == 15


@pytest.mark.parametrize(
    ("players", "error", "reason"),
    [
        (["ann"], InvalidDeckError, Reason.WRONG_PLAYER_COUNT),
        (["a", "b", "c", "d", "e"], InvalidDeckError, Reason.WRONG_PLAYER_COUNT),
        (["ann", "ann"], InvalidDeckError, Reason.DUPLICATE_PLAYER),
    ],
)
def test_invalid_tables(players: list[str], error: type[RulesError], reason: Reason) -> None:
    with pytest.raises(error) as caught:
        Game.new(players, seed=0)
    assert caught.value.reason is reason


def test_apply_matches_the_methods() -> None:
    game = small_game(deck_left=10)
    assert game.apply(Action(ActionKind.DRAW_DECK)) == card("7blue")
    assert game.apply(Action(ActionKind.DRAW_DECK)) == card("8blue")
    assert game.apply(Action(ActionKind.PLANT, card("8blue"), (0, 0))) is None
    assert game.apply(Action(ActionKind.DISCARD, card("7blue"))) is None
    assert game.apply(Action(ActionKind.DRAW_DISCARD, owner="ann")) == card("7blue")
    assert str(Action(ActionKind.PLANT, Card(3, "oak"), (1, 2))) == "plant 3oak on (1, 2)"


def test_nothing_left_to_draw_after_the_deal() -> None:
    game = small_game(deck_left=0)
    assert game.is_over
    assert game.legal_actions() == ()
