"""The learned reranking with the real model over the real corpus (slow: marked ``model``).

Rows: readable phrasings (eval/golden/dev.yaml, eval/sets/blind_6_tune.yaml,
tests/data/retrieval_phrasings.yaml; all in the model's training) whose answering entry
was second to fourth by the fused score and is first with the rerank model. Must not:
a question with no entry to find keeps its confidence (the top score) unchanged.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebot.pipeline import Rulebot
from rulebot.retrieval import Retriever
from rulebot.retrieval.store import colour_names

pytestmark = pytest.mark.model

NO_ENTRY = [
    ("quel temps fera-t-il demain à Paris ?", "fr"),
    ("What's the capital of France?", "en"),
    ("C'est un jeu pour combien de joueurs ?", "fr"),
    ("How long does a game of Arboretum last?", "en"),
    ("Combien vaut mon sentier 1 rouge, 3 bleu, 5 bleu, 8 rouge pour le rouge ?", "fr"),
    ("How many points for 2-3-5-7, all oak, scored for oak?", "en"),
]


@pytest.fixture(scope="module")
def both(real_bot: Rulebot) -> tuple[Retriever, Retriever]:
    """The bot's index searched with and without reranking."""
    bot = real_bot.retriever

    def searched(rerank: bool) -> Retriever:
        return Retriever(
            bot.chunks,
            bot.embedder,
            bot.vectors,
            bot.dense_weight,
            bot.lexical_weight,
            bot.fusion,
            options=replace(bot.options, rerank=rerank),
            colour_names=colour_names(real_bot.corpus),
        )

    on = searched(True)
    assert on.reranker is not None, on.rerank_problem
    return on, searched(False)


@pytest.mark.parametrize(("question", "lang"), NO_ENTRY)
def test_the_confidence_is_the_fused_top_score(
    both: tuple[Retriever, Retriever], question: str, lang: str
) -> None:
    on, off = both
    with_model, without = on.search(question, lang, k=5), off.search(question, lang, k=5)
    assert [h.score for h in with_model] == [h.score for h in without]
