"""The runner with a fake bot: history, errors, retrieval ranks and the mode ablation."""

from __future__ import annotations

from rulebot.evaluation.report import item_json, why_lines
from rulebot.evaluation.runner import Mode, evaluate, first_rank, run_item
from tests.evaluation.helpers import FakeBot, answer, item


def test_follow_ups_send_the_earlier_turns_as_history() -> None:
    bot = FakeBot({"and reversed?": answer("5 points")})
    golden = item(turns=["1 2 3 red?", "and reversed?"], must=["5 points"])
    got = run_item(golden, bot)
    assert got.passed
    assert bot.asked == [("and reversed?", ("1 2 3 red?",))]


def test_an_exception_fails_the_item_without_stopping() -> None:
    got = run_item(item(turns=["unknown"]), FakeBot({}))
    assert not got.passed
    assert got.answer is None
    assert got.error == "RuntimeError: no answer for 'unknown'"
    assert [(c.name, c.got) for c in got.failed_checks] == [("error", got.error)]


def test_a_failed_item_carries_how_it_was_read_into_the_report() -> None:
    bot = FakeBot({"q": answer("nothing useful")})
    failed = run_item(item(must=["5 points"]), bot)
    assert not failed.passed and failed.why is not None
    assert failed.why["intent"]["nearest"][0]["question"] == "like q"
    assert item_json(failed)["why"] == failed.why
    assert any("nearest: “like q”" in line for line in why_lines(failed.why))
    passed = run_item(item(must=["nothing"]), bot)
    assert passed.passed and passed.why is None


def test_retrieval_rank_uses_the_first_acceptable_entry() -> None:
    bot = FakeBot({"q": answer()}, hits={"fused:q": ["x", "b", "a"], "dense:q": ["y"]})
    golden = item(entries=["a", "b"])
    assert run_item(golden, bot, "fused").rank == 2
    assert run_item(golden, bot, "dense").rank == 0
    assert run_item(item(), bot).rank is None  # no expected entry: not measured


def test_a_follow_up_is_ranked_with_its_history() -> None:
    """The rank measures what the bot searches: "and with 4?" read after its question."""
    bot = FakeBot({"and with 4?": answer()}, hits={"and with 4?": ["a"]})
    golden = item(turns=["how many cards with 3?", "and with 4?"], entries=["a"])
    assert run_item(golden, bot).rank == 1
    assert bot.retrieved == [("and with 4?", ("how many cards with 3?",))]


def test_first_rank() -> None:
    assert first_rank(["a", "b", "c"], {"c", "b"}) == 2
    assert first_rank([], {"a"}) == 0


def test_evaluate_runs_each_mode_and_summarises() -> None:
    answers = {"q1": answer("eight", cited=[4]), "q2": answer("ten", cited=[5])}
    hits = {"fused:q1": ["e1"], "lexical:q1": ["z", "z2", "e1"], "dense:q1": ["z"]}
    base = FakeBot(answers, hits, wrong_in=("dense",))
    built: list[str] = []

    def bot_for(mode: Mode) -> FakeBot:
        built.append(mode)
        return base.with_mode(mode)

    golden = [
        item("a", turns=["q1"], entries=["e1"], must=["eight"], pages=[4]),
        item("b", turns=["q2"], must=["ten"], pages=[4]),
    ]
    ticks: list[int] = []
    result = evaluate(golden, bot_for, ablation=True, on_item=lambda: ticks.append(1))
    assert built == ["fused", "dense", "lexical"]
    assert len(ticks) == 6
    assert [r.item.id for r in result.failures] == ["b"]
    rows = {s.mode: s for s in result.ablation}
    assert list(rows) == ["dense", "lexical", "fused"]
    assert rows["fused"].answer_accuracy.hits == 1
    assert rows["dense"].answer_accuracy.hits == 0
    assert (rows["lexical"].retrieval.hit_at_1.hits, rows["lexical"].retrieval.hit_at_3.hits) == (
        0,
        1,
    )
    assert rows["fused"].retrieval.mrr == 1.0

    only_fused = evaluate(golden, bot_for, ablation=False)
    assert [s.mode for s in only_fused.ablation] == ["fused"]
