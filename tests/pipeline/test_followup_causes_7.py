"""The general causes fixed with tests/data/followup_phrasings_7.yaml, one table each: every
row fails without its fix. The conversations here are not in the phrasing set.

1. After a winner answer, "pourquoi ?" explains the decision recomputed from the standings
   told before, and "et si Camille avait 24 ?" decides again with that standing changed
   (`conversation.plan_followup` -> `Move("winner")`, `standings.changed_standings`,
   `winner.why_text`).
2. A how-much follow-up after a yes-or-no has no lead; a yes-or-no one keeps its own; one
   asking nothing keeps the lead before only while it still fits the hands, and a relative
   "qui" ("c'était moi qui avais le 1") asks no "who" (`followup_asks.asked`).
3. The standings read sentence ends from `playertokens.SENTENCE_ENDS`: no token carries
   the "\\n" the constant holds, so the tokens see the same signs.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from rulebot.answer.model import Answer
from rulebot.answer.winner import winner_answer
from rulebot.pipeline import Rulebot
from rulebot.pipeline.conversation import Conversation, next_state, plan_followup
from rulebot.pipeline.followup_asks import asked
from rulebot.rules.scoring import decide_winners
from rulebot.understanding import parse_scenario
from rulebot.understanding.asks import MAY_I_SCORE, MY_EIGHT_CANCELLED, OTHER_SCORES
from rulebot.understanding.playertokens import SENTENCE_ENDS
from rulebot.understanding.standings import changed_standings, parse_standings
from rulebot.understanding.standingwords import standing_words
from rulebot.understanding.text import tokenize
from tests.pipeline.test_followup_sets import load, problems

SET = load("followup_phrasings_7.yaml")
WINNER = [
    pytest.param(item, id=f"winner-{k:02d}")
    for k, item in enumerate(SET)
    if item["expect"]["kind"] == "winner"
]
RIGHT = [
    pytest.param(item, id=f"right-{k:02d}")
    for k, item in enumerate(SET)
    if item["expect"]["kind"] == "right_to_score"
]


def _winner_problems(item: dict[str, Any], answer: Answer) -> list[str]:
    """What is wrong with a winner answer: the set's checks, the winners and the pages,
    which must be those of the rules the engine applied."""
    found = problems(item, answer)
    engine = answer.engine or {}
    if engine.get("winners") != item["expect"]["winners"]:
        found.append(f"winners {engine.get('winners')}, expected {item['expect']['winners']}")
    if list(answer.pages) != engine.get("pages"):
        found.append(f"pages {answer.pages}, engine {engine.get('pages')}")
    return found


def _replayed(bot: Rulebot, turns: list[str]) -> Answer:
    """The last answer of a conversation, asked as a player asks it (`Rulebot.ask`)."""
    return bot.ask(turns[-1], history=turns[:-1])


# -- 1. after a winner answer: why, what if ------------------------------------------------------
@pytest.mark.parametrize("item", WINNER)
def test_winner_follow_up_is_decided_from_the_standings(
    fake_bot: Rulebot, item: dict[str, Any]
) -> None:
    answer = _replayed(fake_bot, [*item["history"], item["question"]])
    assert _winner_problems(item, answer) == []


def test_rulebot_ask_answers_a_winner_move(fake_bot: Rulebot) -> None:
    history = ["Lina 19, moi 24 : qui gagne ?"]
    answer = fake_bot.ask("et si Lina avait 30 ?", history=history)
    assert answer.intent == "winner"
    assert answer.engine is not None and answer.engine["winners"] == ["Lina"]


SARA = "Sara 40, me 40. She has 3 colours, I have 4. Who wins?"
MOVES = [
    # told end of game, follow-up, what the move decides: winners, and whether it explains
    ("Léon 17, moi 21 ; qui gagne ?", "mais pourquoi donc ?", ["you"], True),
    ("Léon 17, moi 21 ; qui gagne ?", "c'est sur quelle page ?", ["you"], False),
    ("Léon 17, moi 21 ; qui gagne ?", "et si Léon avait 23 ?", ["Léon"], False),
    ("Léon 17, moi 21 ; qui gagne ?", "et s'il avait 22 points ?", ["Léon"], False),
    (SARA, "explain?", ["you"], True),
    (SARA, "what if she had 5 colours?", ["Sara"], False),
    (SARA, "what if she had 41?", ["Sara"], False),  # a bare number: a total
    ("Sara 40, me 40. Who wins?", "what if I had 6 colours and Sara 2?", ["you"], False),
    ("Sara 40, me 38, Tom 35. Who wins?", "and if Tom had 41?", ["Tom"], False),
]


@pytest.mark.parametrize(("told", "question", "winners", "why"), MOVES)
def test_a_winner_follow_up_plans_a_winner_move(
    fake_bot: Rulebot, told: str, question: str, winners: list[str], why: bool
) -> None:
    state = next_state(fake_bot.ask(told), Conversation())
    move = plan_followup(question, state, fake_bot.lexicon)
    assert move is not None and move.kind == "winner" and move.standings is not None
    assert move.why is why and move.query == told
    won = decide_winners(move.standings.standings, move.standings.comparisons)
    assert list(won.winners) == winners


RULES_AFTER = [
    # told end of game, a rules follow-up: read with the winner question, no winner move
    ("Léon 17, moi 21 ; qui gagne ?", "et s'il y a encore égalité ?"),
    ("Sara 40, me 40. Who wins?", "and with three players?"),
]


@pytest.mark.parametrize(("told", "question"), RULES_AFTER)
def test_a_rules_follow_up_after_a_winner_leans_on_its_question(
    fake_bot: Rulebot, told: str, question: str
) -> None:
    state = next_state(fake_bot.ask(told), Conversation())
    assert (state.last, state.rules_question) == ("winner", told)
    assert plan_followup(question, state, fake_bot.lexicon) is None


CHANGES = [
    # told end of game, follow-up, the standings after it (player: total, colours), or None
    (
        "Jade 20, moi 18 : qui gagne ?",
        "et si j'avais 20 aussi ?",
        {"Jade": (20, None), "you": (20, None)},
    ),
    (
        "Jade 20, moi 18 : qui gagne ?",
        "et si elle n'avait que 15 ?",
        {"Jade": (15, None), "you": (18, None)},
    ),
    (
        "Jade 20, moi 20 : qui gagne ?",
        "et si Jade avait 6 espèces et moi 4 ?",
        {"Jade": (20, 6), "you": (20, 4)},
    ),
    (
        "Ravi 12, Mo 15, me 14. Who won?",
        "what if Mo had 11 and Ravi 16?",
        {"Ravi": (16, None), "Mo": (11, None), "you": (14, None)},
    ),
    ("Ravi 12, Mo 15, me 14. Who won?", "what if she had 16?", None),  # whose "she"?
    ("Ravi 12, Mo 15, me 14. Who won?", "what if Zed had 16?", None),  # no such player
    ("Ravi 12, Mo 15, me 14. Who won?", "and what about the tie-break?", None),
]


@pytest.mark.parametrize(("told", "question", "after"), CHANGES)
def test_changed_standings(
    fake_bot: Rulebot, told: str, question: str, after: dict[str, tuple[int, int | None]] | None
) -> None:
    before = parse_standings(told, fake_bot.lexicon)
    assert before is not None
    changed = changed_standings(question, fake_bot.lexicon, before)
    got = None if changed is None else {s.player: (s.total, s.colours) for s in changed.standings}
    assert got == after


WHY_TEXTS = [
    # told end of game, lang, the explanation's text, in order (page from the engine)
    ("Zoé 25, moi 19 : qui gagne ?", "fr", ["les totaux : Zoé 25, toi 19", "Zoé gagne", "p. 8"]),
    (
        "Ben 30, me 30; Ben has 4 colours, I have 6. Who wins?",
        "en",
        ["compared first: Ben 30, you 30", "You win: tied on 30", "you 6, Ben 4", "p. 8"],
    ),
]


@pytest.mark.parametrize(("told", "lang", "parts"), WHY_TEXTS)
def test_why_compares_the_totals_then_the_colours(
    fake_bot: Rulebot, told: str, lang: str, parts: list[str]
) -> None:
    standings = parse_standings(told, fake_bot.lexicon)
    assert standings is not None
    answer = winner_answer("why?", lang, standings, fake_bot.corpus, why=True)
    pattern = ".*".join(re.escape(part) for part in parts)
    assert re.search(pattern, answer.answer), answer.answer
    assert answer.context["standings"] == standings


# -- 2. how much, yes or no, or nothing new after a yes-or-no --------------------------------------
@pytest.mark.parametrize("item", RIGHT)
def test_lead_of_a_right_to_score_follow_up(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert problems(item, answer) == []


HANDS = "J'ai le 8 et le 3 jaune, Tim a le 1 et le 5 jaune."
ASKED = [
    # hands, the yes-or-no asked before, the follow-up, the yes-or-no it asks then
    (HANDS, MAY_I_SCORE, "et ça me rapporterait combien ?", None),
    (HANDS, MAY_I_SCORE, "so how many points is that for me?", None),
    (HANDS, MAY_I_SCORE, "et si j'avais le 6 en plus, j'aurais combien ?", None),
    (HANDS, None, "et Tim, il peut marquer ?", OTHER_SCORES),
    (HANDS, MAY_I_SCORE, "and if Tim had the 7 too?", MAY_I_SCORE),
    (HANDS, MY_EIGHT_CANCELLED, "et si c'était moi qui avais le 1 ?", MY_EIGHT_CANCELLED),
    ("J'ai le 3 jaune, Tim a le 1 et le 8 jaune.", MY_EIGHT_CANCELLED, "et alors ?", None),
]


@pytest.mark.parametrize(("hands", "before", "question", "after"), ASKED)
def test_asked_by_a_follow_up(
    fake_bot: Rulebot, hands: str, before: str | None, question: str, after: str | None
) -> None:
    scenario = replace(parse_scenario(hands, fake_bot.lexicon), colour="yellow", asks=before)
    assert asked(scenario, question).asks == after


# -- 3. sentence ends of a told end of game ------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    ["Lou 18\nmoi 20\nqui gagne ?", "Final scores:\n- Ann 30\n- me 28\nWho wins?\r\n", "a\n\nb"],
)
def test_no_token_carries_a_line_break(text: str) -> None:
    assert not any(tok.text.isspace() or "\n" in tok.text for tok in tokenize(text))


def test_standings_end_sentences_as_a_right_to_score_question() -> None:
    assert standing_words().sentence_ends == frozenset(SENTENCE_ENDS)


@pytest.mark.parametrize(
    ("lines", "line"),
    [
        ("Lou 18.\nMax 20.\nQui gagne ?", "Lou 18. Max 20. Qui gagne ?"),
        ("Ann 30;\nme 28!\nWho wins?", "Ann 30; me 28! Who wins?"),
    ],
)
def test_line_breaks_read_as_spaces(fake_bot: Rulebot, lines: str, line: str) -> None:
    assert parse_standings(lines, fake_bot.lexicon) == parse_standings(line, fake_bot.lexicon)
