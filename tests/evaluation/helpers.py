"""Hand-built answers, items and a fake bot for the evaluation tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebot.answer.model import Answer, Citation
from rulebot.evaluation.golden import GoldenItem
from rulebot.evaluation.runner import Mode


def answer(
    text: str = "",
    *,
    pages: Sequence[int] = (),
    cited: Sequence[int] = (),
    abstained: bool = False,
    engine: dict[str, Any] | None = None,
) -> Answer:
    """An Answer with `pages` on the answer and `cited` on one citation."""
    citations = (Citation("e:en", tuple(cited), "Section", "excerpt"),) if cited else ()
    return Answer(
        question="q",
        answer=text,
        lang="en",
        intent="rules",
        pages=tuple(pages),
        citations=citations,
        abstained=abstained,
        engine=engine,
    )


def item(
    item_id: str = "i1",
    *,
    lang: str = "en",
    category: str = "rules",
    turns: Sequence[str] = ("q",),
    entries: Sequence[str] = (),
    pages: Sequence[int] | None = None,
    must: Sequence[str] = (),
    must_not: Sequence[str] = (),
    engine: Mapping[str, Any] | None = None,
    abstain: bool = False,
    intent: Sequence[str] = (),
    answer_lang: str | None = None,
) -> GoldenItem:
    return GoldenItem(
        id=item_id,
        lang=lang,
        category=category,
        turns=tuple(turns),
        entries=tuple(entries),
        pages=None if pages is None else tuple(pages),
        must=tuple(must),
        must_not=tuple(must_not),
        engine=engine,
        abstain=abstain,
        intent=tuple(intent),
        answer_lang=answer_lang,
    )


@dataclass(frozen=True)
class FakeHit:
    entry_id: str


@dataclass
class FakeWhy:
    """An explanation naming the question it explains."""

    question: str

    def to_json(self, top: int = 3) -> dict[str, object]:
        near = {"question": f"like {self.question}", "label": "rules", "similarity": 0.5}
        return {
            "intent": {"label": "rules", "ranked": [["rules", 0.9]], "nearest": [near]},
            "entry": {"label": "e", "ranked": [["e", 0.6]], "nearest": []},
        }


@dataclass
class FakeBot:
    """Answers by question text; hits by (mode, question). Records what it was asked."""

    answers: Mapping[str, Answer]
    hits: Mapping[str, Sequence[str]] = field(default_factory=dict)
    mode: Mode = "fused"
    wrong_in: Sequence[Mode] = ()  # modes in which every answer is replaced by a wrong one
    asked: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    warmed: bool = False
    retrieved: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)

    def ask(self, question: str, history: Sequence[str] | None = None) -> Answer:
        self.asked.append((question, tuple(history or ())))
        if question not in self.answers:
            raise RuntimeError(f"no answer for {question!r}")
        if self.mode in self.wrong_in:
            return answer("wrong")
        return self.answers[question]

    def retrieve(
        self,
        question: str,
        lang: str | None = None,
        k: int = 5,
        mode: Mode | None = None,
        history: Sequence[str] | None = None,
    ) -> list[FakeHit]:
        self.retrieved.append((question, tuple(history or ())))
        ids = self.hits.get(f"{mode or self.mode}:{question}", self.hits.get(question, ()))
        return [FakeHit(e) for e in ids][:k]

    def explain(self, question: str, lang: str | None = None, nearest: int = 3) -> FakeWhy:
        return FakeWhy(question)

    def warm_up(self) -> None:
        self.warmed = True

    def with_mode(self, mode: Mode) -> FakeBot:
        return FakeBot(self.answers, self.hits, mode, self.wrong_in, self.asked)
