"""The ONNX export asks questions as sentence-transformers does, without torch (real model:
marked ``model``; the index is built once in pytest's cache, as for ``real_bot``)."""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from rulebot.config import REPO_ROOT
from rulebot.evaluation.golden import load_golden
from rulebot.pipeline import Rulebot
from rulebot.retrieval import SentenceTransformerEmbedder, load_retriever, saved, store
from rulebot.retrieval.onnx_encoder import OnnxEmbedder

pytestmark = pytest.mark.model

HEAVY = ("torch", "transformers", "sentence_transformers", "scipy", "sympy", "sklearn", "bm25s")
HEAVY += ("onnx",)  # the exporter: needed to build an index, never to ask
HEAVY += ("faiss",)  # builds and writes the vectors; a saved index is read with numpy
HEAVY += ("tokenizers",)  # a plain question is tokenized in Python (``wordpiece``)

# Asks a rules question, starts the HTTP app as `rulebot serve` does, prints what loaded.
ASK_AND_SERVE = """
import json, sys
from fastapi.testclient import TestClient
from rulebot.api import create_app
from rulebot.pipeline import get_bot
answer = get_bot().ask("Combien de cartes à 2 joueurs ?")
with TestClient(create_app()) as client:
    reply = client.post("/api/ask", json={"question": "How many cards with 3 players?"})
heavy = sorted({name.split(".")[0] for name in sys.modules} & set(sys.argv[1:]))
print(json.dumps({"pages": list(answer.pages), "status": reply.status_code, "heavy": heavy}))
"""


def test_export_gives_the_reference_vectors_of_every_golden_question(real_bot: Rulebot) -> None:
    encoder = real_bot.retriever.embedder
    assert isinstance(encoder, OnnxEmbedder)
    questions = [
        turn for item in load_golden(REPO_ROOT / "eval" / "golden", "all") for turn in item.turns
    ]
    reference = SentenceTransformerEmbedder(real_bot.settings.embedding_model).encode(questions)
    cosines = np.sum(reference * encoder.encode(questions), axis=1)
    worst = int(np.argmin(cosines))
    # the figure only: held-out questions are never printed
    assert cosines[worst] >= 0.9999, f"question #{worst} of {len(questions)}: {cosines[worst]}"


def test_a_batch_is_padded_to_its_longest_text_not_to_128(real_bot: Rulebot) -> None:
    encoder = real_bot.retriever.embedder
    assert isinstance(encoder, OnnxEmbedder)
    encoder.load()
    assert encoder._library().padding is None  # the shipped tokenizer.json pads to 128
    alone = encoder.encode(["How many cards?"])
    together = encoder.encode(["How many cards?", "A much longer question about paths " * 5])
    np.testing.assert_allclose(alone[0], together[0], atol=1e-5)


def test_asking_and_serving_with_a_built_index_never_import_torch(real_bot: Rulebot) -> None:
    _ = real_bot.retriever  # built (or reused) before the subprocess asks
    _ = real_bot.models  # the learned decisions too: trained there, they import sklearn
    result = _in_a_fresh_process(real_bot, ASK_AND_SERVE, *HEAVY)
    assert result == {"pages": [2], "status": 200, "heavy": []}


def _in_a_fresh_process(bot: Rulebot, script: str, *args: str) -> object:
    """What `script` prints last (JSON), run by a new Python reading `bot`'s cache."""
    env = {**os.environ, "RULEBOT_CACHE_DIR": str(bot.settings.cache_dir)}
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO_ROOT,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


# Asks what the engine answers (a path), prints which of the index's libraries loaded.
ASK_ENGINE = """
import json, sys
from rulebot.pipeline import get_bot
answer = get_bot().ask("1 rouge, 3 rouge, 8 rouge")
index = sorted({name.split(".")[0] for name in sys.modules} & {"onnxruntime", "faiss"})
print(json.dumps({"points": answer.engine and answer.engine.get("points"), "index": index}))
"""


def test_a_question_the_engine_answers_never_loads_the_index(real_bot: Rulebot) -> None:
    _ = real_bot.models  # the learned decisions saved in the cache the subprocess reads
    assert _in_a_fresh_process(real_bot, ASK_ENGINE) == {"points": 6, "index": []}


def test_encoding_on_every_core_gives_the_rows_of_one(real_bot: Rulebot) -> None:
    encoder = real_bot.retriever.embedder
    assert isinstance(encoder, OnnxEmbedder)
    texts = [chunk.search_text for chunk in real_bot.retriever.chunks[:80]]
    parallel = OnnxEmbedder(
        encoder.model,
        encoder.tokenizer_path,
        encoder.name,
        encoder.dim,
        encoder.max_length,
        1,
        2,
        encoder.words_path,
    )
    np.testing.assert_allclose(parallel.encode(texts), encoder.encode(texts), atol=1e-6)


def test_the_export_reads_its_word_embeddings_by_row(real_bot: Rulebot) -> None:
    encoder = real_bot.retriever.embedder
    assert isinstance(encoder, OnnxEmbedder)
    encoder.load()
    assert encoder.words_path is not None and encoder.words_path.name == "encoder.words.npy"
    assert "word_vectors" not in encoder._inputs  # fed from the file, not by the caller
    assert encoder._words is not None and encoder._words.count == 30522


class Rebuilt(Exception):
    """Raised instead of a real (slow) rebuild."""


def test_an_export_onnxruntime_cannot_open_rebuilds_the_index(
    real_bot: Rulebot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    _ = real_bot.retriever
    folder = tmp_path / "cache" / "index"
    shutil.copytree(Path(real_bot.settings.cache_dir) / "index", folder)
    (folder / "encoder.onnx").write_bytes(b"not a model")  # its checksum rewritten to match
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["files"]["encoder.onnx"] = saved.sha256(folder / "encoder.onnx")
    (folder / "manifest.json").write_text(json.dumps(manifest))

    def rebuild(*args: object, **kwargs: object) -> None:
        raise Rebuilt

    monkeypatch.setattr(store, "_build", rebuild)
    settings = dataclasses.replace(real_bot.settings, cache_dir=tmp_path / "cache")
    with caplog.at_level(logging.INFO, logger="rulebot"), pytest.raises(Rebuilt):
        load_retriever(settings, real_bot.corpus)
    reason = caplog.records[-1].getMessage().split(": ", 1)[1]
    assert reason.startswith("corrupt index: cannot open the ONNX encoder")
