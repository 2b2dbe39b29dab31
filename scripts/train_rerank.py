"""Train the rerank model (rulebot/retrieval/rerank.py) and write data/rerank.json.

    .venv/bin/python scripts/train_rerank.py [--out PATH]

Trained on the readable labelled questions only (``SOURCES``: eval/golden/dev.yaml and
the blind ``_tune`` sets' single questions naming entries, and the ``tune`` halves of
the rules-question phrasing sets, eval/phrasings/retrieval_tune.yaml and
answer_tune.yaml) and on the corpus's own ``questions:`` phrasings. A question also
found in a ``check`` half is left out. No held-out file is read (eval/golden/test.yaml,
holdout.yaml, eval/sets/blind_2.yaml; a ``*_check.yaml`` only for the questions to leave
out). Deterministic: full-batch gradient descent from zeros, a fixed number of steps, no
randomness. The features are words (through the gloss and the lexical index's word
lists) and each question's vector from
the embedding model, read as ``Retriever.search`` reads it (the model is loaded).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulebot.config import Settings  # noqa: E402
from rulebot.corpus import Corpus, load_corpus  # noqa: E402
from rulebot.evaluation.golden import load_file  # noqa: E402
from rulebot.retrieval import Retriever  # noqa: E402
from rulebot.retrieval.idioms import players_counted, said_plainly  # noqa: E402
from rulebot.retrieval.lexical import LexicalIndex  # noqa: E402
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions  # noqa: E402
from rulebot.retrieval.rerank import RerankModel, embedder_id, features  # noqa: E402
from rulebot.retrieval.store import colour_names  # noqa: E402
from rulebot.retrieval.words import expand_abbreviations  # noqa: E402

PHRASINGS = ROOT / "eval" / "phrasings"
GOLDEN = [ROOT / "eval" / "golden" / "dev.yaml"]
GOLDEN += [ROOT / "eval" / "sets" / f"blind_{n}_tune.yaml" for n in (1, 3, 4, 5, 6)]
GOLDEN += [PHRASINGS / "retrieval_tune.yaml", PHRASINGS / "answer_tune.yaml"]
CHECK = [PHRASINGS / "retrieval_check.yaml", PHRASINGS / "answer_check.yaml"]
SOURCES = GOLDEN  # the readable labelled sources, in this order
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
OUT = ROOT / "rulebot" / "retrieval" / "data" / "rerank.json"
# Chosen on the leave-one-source-out cross-validation of scripts/bench_rerank.py.
L2, STEPS, RATE, SCALE = 1e-4, 300, 0.1, 3.0
K, WEIGHT = 5, 0.5
PRUNE = 0.05  # word weights under this are not written (the file stays small)


@dataclass(frozen=True)
class Example:
    """A labelled question: the entries that answer it, and the source it comes from."""

    q: str
    lang: str
    entries: frozenset[str]
    source: str


def relative(path: Path) -> str:
    return str(path.relative_to(ROOT))


def check_questions() -> set[tuple[str, str]]:
    """The (question, lang) of the ``check`` halves: kept out of training (never shown)."""
    return {(g.question, g.lang) for path in CHECK for g in load_file(path)}


def labelled() -> list[Example]:
    """Every readable labelled single question, minus those of a check half."""
    out = [
        Example(g.question, g.lang, frozenset(g.entries), relative(path))
        for path in GOLDEN
        for g in load_file(path)
        if len(g.turns) == 1 and g.entries
    ]
    held = check_questions()
    return [e for e in out if (e.q, e.lang) not in held]


def corpus_examples(corpus: Corpus) -> list[Example]:
    """The corpus's own phrasings (and titles), each labelled with its entry."""
    return [
        Example(q, lang, frozenset({entry.id}), "corpus")
        for entry in corpus.entries
        for lang, text in sorted(entry.texts.items())
        for q in (text.title, *text.questions)
    ]


class Featuriser:
    """Questions to feature lists, read as the retriever reads them (``Retriever.prepare``
    and ``LexicalIndex.words``, without building an index of the corpus)."""

    def __init__(self, corpus: Corpus, options: RetrievalOptions = DEFAULT_OPTIONS) -> None:
        colours = colour_names(corpus) if options.drop_colours else ()
        self.lexical = LexicalIndex([], drop_fillers=options.drop_fillers, ignored=colours)
        self.options = options

    def __call__(self, question: str, lang: str) -> list[str]:
        if self.options.expand_abbreviations:
            question = expand_abbreviations(question)
        question = said_plainly(players_counted(question))
        return features(question, lang, self.lexical.words)


def fit(
    rows: Sequence[list[str]],
    vectors: np.ndarray,
    targets: Sequence[frozenset[str]],
    entry_ids: Sequence[str],
    l2: float = L2,
    steps: int = STEPS,
    rate: float = RATE,
) -> RerankModel:
    """Multinomial logistic regression (soft labels: a question's entries share its
    mass) over the word features (scaled by 1/sqrt(their count)) and the question vectors
    (times ``SCALE``), L2 on the weights, full-batch Adam from zeros."""
    from scipy import sparse

    vocabulary: dict[str, int] = {}
    for feats in rows:
        for f in feats:
            vocabulary.setdefault(f, len(vocabulary))
    column = {e: i for i, e in enumerate(entry_ids)}
    n, m, c = len(rows), len(vocabulary), len(entry_ids)
    counts = np.array([max(len(feats), 1) for feats in rows], dtype=np.float64)
    ex = np.repeat(np.arange(n), [len(feats) for feats in rows])
    ft = np.array([vocabulary[f] for feats in rows for f in feats], dtype=np.int64)
    words = sparse.csr_matrix((1 / np.sqrt(counts[ex]), (ex, ft)), shape=(n, m))
    x = sparse.hstack([words, sparse.csr_matrix(vectors * SCALE)]).tocsr()
    xt, width = x.T.tocsr(), x.shape[1]
    y = np.zeros((n, c))
    for i, entries in enumerate(targets):
        mine = [column[e] for e in entries if e in column]
        y[i, mine] = 1.0 / len(mine)
    params = np.zeros((width + 1, c))  # the last row is the bias
    moment, second = np.zeros_like(params), np.zeros_like(params)
    for step in range(1, steps + 1):
        logits = x @ params[:width] + params[width]
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        g = (p - y) / n
        grad = np.empty_like(params)
        grad[:width] = xt @ g + l2 * params[:width]
        grad[width] = g.sum(axis=0)
        moment = 0.9 * moment + 0.1 * grad
        second = 0.999 * second + 0.001 * grad**2
        hat = moment / (1 - 0.9**step)
        params -= rate * hat / (np.sqrt(second / (1 - 0.999**step)) + 1e-8)
    return RerankModel(
        tuple(entry_ids), vocabulary, params[:m], params[m:width], params[width], SCALE, K, WEIGHT
    )


def question_retriever(corpus: Corpus) -> Retriever:
    """The retriever without reranking, to read questions' vectors as it searches them."""
    import torch

    from rulebot.retrieval import FaissIndex, SentenceTransformerEmbedder, build_chunks
    from rulebot.retrieval.embedders import CachingEmbedder
    from rulebot.retrieval.store import QUESTIONS

    torch.set_num_threads(1)
    embedder = CachingEmbedder(SentenceTransformerEmbedder(Settings().embedding_model))
    chunks = build_chunks(corpus, QUESTIONS)
    vectors = FaissIndex(embedder.dim)
    vectors.add(embedder.encode([c.search_text for c in chunks]))
    options = replace(DEFAULT_OPTIONS, rerank=False)
    return Retriever(chunks, embedder, vectors, options=options, colour_names=colour_names(corpus))


def question_vector(retriever: Retriever, q: str, lang: str) -> np.ndarray:
    """A question's vector as ``Retriever.search`` reads it."""
    return np.asarray(retriever.question_vector(retriever.prepare(q), lang)[0], dtype=np.float64)


def train(
    corpus: Corpus, retriever: Retriever, examples: Sequence[Example], **kw: float
) -> RerankModel:
    featurise = Featuriser(corpus)
    entry_ids = [e.id for e in corpus.entries]
    rows = [featurise(e.q, e.lang) for e in examples]
    matrix = np.stack([question_vector(retriever, e.q, e.lang) for e in examples])
    model = fit(rows, matrix, [e.entries for e in examples], entry_ids, **kw)  # type: ignore[arg-type]
    return replace(model, embedder=embedder_id(retriever.embedder.name))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    corpus = load_corpus(Settings().corpus_dir)
    examples = [*labelled(), *corpus_examples(corpus)]
    model = train(corpus, question_retriever(corpus), examples)
    data = model.to_json(PRUNE)
    data["sources"] = [*map(relative, GOLDEN), "corpus phrasings"]
    args.out.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"{args.out}: {len(model.vocabulary)} features x {len(model.entry_ids)} entries")


if __name__ == "__main__":
    main()
