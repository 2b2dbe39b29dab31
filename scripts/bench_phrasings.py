"""Retrieval hit@1 of option variants on dev and on the invented phrasing sets, per half.

    .venv/bin/python scripts/bench_phrasings.py [--variants NAME,...] [--show-misses HALF]

Reads eval/golden/dev.yaml (never test.yaml: it is held out) and the halves of the
rules-question phrasing sets (eval/phrasings/retrieval_*.yaml and answer_*.yaml,
converted from tests/data/retrieval_phrasings*.yaml and answer_phrasings*.yaml). For
each variant of ``RetrievalOptions`` (see ``VARIANTS``) it prints fused hit@1 per set,
half and language. Only the ``tune`` halves may guide a change; the ``check`` halves are
measured before and after.
Figures only: it changes no file. Builds the index in memory (no cache folder).
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rulebot.config import Settings  # noqa: E402
from rulebot.corpus import load_corpus  # noqa: E402
from rulebot.evaluation.golden import load_file  # noqa: E402
from rulebot.retrieval import Retriever, SentenceTransformerEmbedder, build_chunks  # noqa: E402
from rulebot.retrieval.embedders import CachingEmbedder  # noqa: E402
from rulebot.retrieval.gloss import gloss  # noqa: E402
from rulebot.retrieval.options import DEFAULT_OPTIONS, RetrievalOptions  # noqa: E402
from rulebot.retrieval.store import QUESTIONS, colour_names  # noqa: E402
from rulebot.retrieval.vectors import FaissIndex  # noqa: E402

DEV = ROOT / "eval" / "golden" / "dev.yaml"
PHRASINGS = ROOT / "eval" / "phrasings"
SETS = [PHRASINGS / f"{kind}_{half}.yaml" for kind in ("retrieval", "answer") for half in
        ("tune", "check")]  # fmt: skip
Item = tuple[str, str, frozenset[str]]  # question, lang, acceptable entries


def variants() -> dict[str, RetrievalOptions]:
    """The default options, and gloss blends with French dense shares around them."""
    out = {"default": DEFAULT_OPTIONS}
    for share in (0.2, 0.3, 0.4, 0.5):  # the control: French dense share alone
        out[f"nogloss_fr{share}"] = replace(
            DEFAULT_OPTIONS, gloss_weight=0.0, other_dense_weight=share
        )
    for word in ("colour", "color", "tree"):
        out[f"dcolour_{word}"] = replace(DEFAULT_OPTIONS, dense_colour_word=word)
    for b in (0.3, 0.5, 0.9):
        out[f"b{b}"] = replace(DEFAULT_OPTIONS, b=b)
    for k1 in (0.9, 1.5):
        out[f"k1_{k1}"] = replace(DEFAULT_OPTIONS, k1=k1)
    for weight in (0.5, 0.75, 1.0):
        for share in (0.2, 0.3, 0.4, 0.5, 0.6, 0.7):
            out[f"gloss{weight}_fr{share}"] = replace(
                DEFAULT_OPTIONS, gloss_weight=weight, other_dense_weight=share
            )
    return out


def groups() -> dict[str, list[Item]]:
    """dev (single questions with entries) and each phrasing set's halves."""
    dev = [
        (item.question, item.lang, frozenset(item.entries))
        for item in load_file(DEV)
        if len(item.turns) == 1 and item.entries
    ]
    out = {"dev": dev}
    for path in SETS:
        out[path.stem] = [
            (item.question, item.lang, frozenset(item.entries))
            for item in load_file(path)
            if len(item.turns) == 1 and item.entries
        ]
    return out


def hits(retriever: Retriever, items: list[Item]) -> list[bool]:
    out = []
    for question, lang, wanted in items:
        found = retriever.search(question, lang, k=1)
        out.append(bool(found) and found[0].entry_id in wanted)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", default="", help="comma-separated names (default: all)")
    parser.add_argument("--show-misses", default="", help="group names, e.g. p4-tune,dev")
    args = parser.parse_args()
    settings = Settings()
    corpus = load_corpus(settings.corpus_dir)
    embedder = CachingEmbedder(SentenceTransformerEmbedder(settings.embedding_model))
    chunks = build_chunks(corpus, QUESTIONS)
    vectors = FaissIndex(embedder.dim)
    vectors.add(embedder.encode([c.search_text for c in chunks]))
    table = groups()
    chosen = variants()
    if args.variants:
        chosen = {name: chosen[name] for name in args.variants.split(",")}
    cells = [f"{g}{suffix}" for g in table for suffix in ("", "-fr", "-en")]
    print(f"{'variant':22} " + " ".join(f"{c[:11]:>11}" for c in cells))
    for name, options in chosen.items():
        retriever = Retriever(
            chunks,
            embedder,
            vectors,
            dense_weight=settings.dense_weight,
            lexical_weight=settings.lexical_weight,
            options=options,
            colour_names=colour_names(corpus),
        )
        row = []
        for group, items in table.items():
            got = hits(retriever, items)
            for lang in ("", "fr", "en"):
                mine = [h for h, item in zip(got, items, strict=True) if lang in ("", item[1])]
                row.append(f"{sum(mine) / max(len(mine), 1):>11.3f}")
            if group in args.show_misses.split(","):
                for ok, (question, lang, wanted) in zip(got, items, strict=True):
                    if not ok:
                        top = retriever.search(question, lang, k=3)
                        ids = [h.entry_id for h in top]
                        print(f"  miss {group} {question!r} -> {ids} want {sorted(wanted)}")
                        if options.foreign(lang) and options.gloss_weight:
                            print(f"       gloss: {gloss(question)!r}")
        print(f"{name:22} " + " ".join(row))


if __name__ == "__main__":
    main()
