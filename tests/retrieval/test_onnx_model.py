"""The ONNX export asks questions as sentence-transformers does, without torch (real model:
marked ``model``; the index is built once in pytest's cache, as for ``real_bot``)."""

from __future__ import annotations

import dataclasses
import json
import logging
import shutil
from pathlib import Path

import numpy as np
import pytest

from rulebot.config import REPO_ROOT
from rulebot.evaluation.golden import load_golden
from rulebot.pipeline import Rulebot
from rulebot.retrieval import (
    SentenceTransformerEmbedder,
    load_retriever,
    onnx_export,
    onnx_quantise,
    saved,
    store,
)
from rulebot.retrieval.embedders import PACKAGED_MODEL, resolve_model
from rulebot.retrieval.onnx_encoder import OnnxEmbedder
from rulebot.retrieval.onnx_export import Exported, export_folder, export_model
from tests.processes import run_python

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


@pytest.fixture(scope="module")
def questions() -> list[str]:
    """Every golden question (held-out ones included: only figures are ever printed)."""
    return [
        turn for item in load_golden(REPO_ROOT / "eval" / "golden", "all") for turn in item.turns
    ]


@pytest.fixture(scope="module")
def reference(real_bot: Rulebot, questions: list[str]) -> np.ndarray:
    """The sentence-transformers vectors of the golden questions."""
    return SentenceTransformerEmbedder(real_bot.settings.embedding_model).encode(questions)


@pytest.fixture(scope="module")
def float_export(
    real_bot: Rulebot, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Exported, OnnxEmbedder]:
    """The float export of the model (whatever precision the bot's index has)."""
    folder = tmp_path_factory.mktemp("float-export")
    model = SentenceTransformerEmbedder(real_bot.settings.embedding_model)
    exported = export_model(model.model, model.name, folder, [])
    return exported, _opened(folder, exported)


@pytest.fixture(scope="module")
def written(
    real_bot: Rulebot, questions: list[str], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, OnnxEmbedder]:
    """The packaged model written without torch (``bert_graph``), float and int8."""
    source = Path(resolve_model(PACKAGED_MODEL))
    opened = {}
    for precision in ("float", "int8"):
        folder = tmp_path_factory.mktemp(f"written-{precision}")
        exported = export_folder(source, "model", folder, questions[:12], precision)
        assert exported.precision == precision
        opened[precision] = _opened(folder, exported)
    return opened


def _opened(folder: Path, exported: Exported) -> OnnxEmbedder:
    return OnnxEmbedder(
        folder / exported.model,
        folder / exported.tokenizer,
        "model",
        exported.dim,
        exported.max_length,
        words=folder / exported.words,
        batch_size=exported.batch_size,
    )


def _worst(reference: np.ndarray, vectors: np.ndarray) -> tuple[int, float, float]:
    """The row of the lowest cosine, that cosine, and the median cosine."""
    cosines = np.sum(reference * vectors, axis=1)
    return int(np.argmin(cosines)), float(cosines.min()), float(np.median(cosines))


def test_export_gives_the_reference_vectors_of_every_golden_question(
    float_export: tuple[Exported, OnnxEmbedder], questions: list[str], reference: np.ndarray
) -> None:
    worst, cosine, _ = _worst(reference, float_export[1].encode(questions))
    # the figure only: held-out questions are never printed
    assert cosine >= 0.9999, f"question #{worst} of {len(questions)}: {cosine}"


def test_the_export_written_without_torch_gives_the_reference_vectors(
    written: dict[str, OnnxEmbedder], questions: list[str], reference: np.ndarray
) -> None:
    worst, cosine, _ = _worst(reference, written["float"].encode(questions))
    assert cosine >= 0.9999, f"question #{worst} of {len(questions)}: {cosine}"


def test_the_written_export_gives_the_traced_exports_vectors_bit_for_bit(
    written: dict[str, OnnxEmbedder],
    float_export: tuple[Exported, OnnxEmbedder],
    questions: list[str],
    tmp_path: Path,
) -> None:
    exported, traced = float_export
    folder = tmp_path / "int8"
    shutil.copytree(traced.model.parent, folder)  # quantised by onnxruntime's quantize_dynamic
    quantised = _opened(folder, onnx_export._quantised(exported, _opened(folder, exported), []))
    for precision, other in (("float", traced), ("int8", quantised)):
        same = np.all(written[precision].encode(questions) == other.encode(questions), axis=1)
        assert same.all(), f"{precision}: {int((~same).sum())} of {len(questions)} questions differ"


# Exports the packaged model as an index build does, prints which heavy libraries loaded.
EXPORT_PACKAGED = """
import json, sys, tempfile
from pathlib import Path
from rulebot.retrieval.embedders import PACKAGED_MODEL, resolve_model
from rulebot.retrieval.onnx_export import export_folder
with tempfile.TemporaryDirectory() as folder:  # 57 MB, removed
    source = Path(resolve_model(PACKAGED_MODEL))
    exported = export_folder(source, "m", Path(folder), ["a card"], "int8")
heavy = sorted({name.split(".")[0] for name in sys.modules} & set(sys.argv[1:]))
print(json.dumps({"precision": exported.precision, "heavy": heavy}))
"""


def test_exporting_the_packaged_model_never_imports_torch(real_bot: Rulebot) -> None:
    heavy = ("torch", "transformers", "sentence_transformers", "sklearn", "scipy")
    result = _in_a_fresh_process(real_bot, EXPORT_PACKAGED, *heavy)
    assert result == {"precision": "int8", "heavy": []}


def test_the_quantised_export_stays_near_the_reference_on_every_golden_question(
    float_export: tuple[Exported, OnnxEmbedder],
    questions: list[str],
    reference: np.ndarray,
    tmp_path: Path,
) -> None:
    exported, encoder = float_export
    folder = tmp_path / "int8"
    shutil.copytree(encoder.model.parent, folder)
    int8 = onnx_export._quantised(exported, _opened(folder, exported), questions[:12])
    assert int8.precision == "int8" and int8.batch_size == 1
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [int8.model, int8.weights, int8.tokenizer, int8.words]
    )
    quantised = _opened(folder, int8)
    vectors = quantised.encode(questions)  # each alone: as when asked one by one
    alone = np.vstack([quantised.encode([question]) for question in questions[:2]])
    np.testing.assert_array_equal(vectors[:2], alone)
    worst, cosine, median = _worst(reference, vectors)
    # 0.980 at worst and 0.994 median on the dev questions when measured (docs/PERFORMANCE.md)
    assert cosine >= onnx_quantise.MIN_COSINE, f"question #{worst} of {len(questions)}: {cosine}"
    assert median >= 0.99


def test_a_quantisation_that_fails_its_check_leaves_the_float_export(
    float_export: tuple[Exported, OnnxEmbedder],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    exported, encoder = float_export
    folder = tmp_path / "float"
    shutil.copytree(encoder.model.parent, folder)
    monkeypatch.setattr(onnx_quantise, "MIN_COSINE", 1.01)  # as on a CPU that saturates
    with caplog.at_level(logging.WARNING, logger="rulebot"):
        kept = onnx_export._quantised(exported, _opened(folder, exported), ["How many cards?"])
    assert kept == exported
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [exported.model, exported.weights, exported.tokenizer, exported.words]
    )
    assert "the encoder is left at full precision: its vectors differ (cosine" in caplog.text


def test_the_index_records_the_precision_of_its_settings(real_bot: Rulebot) -> None:
    encoder = real_bot.retriever.embedder
    assert isinstance(encoder, OnnxEmbedder)
    folder = Path(real_bot.settings.cache_dir) / "index"
    manifest = json.loads((folder / "manifest.json").read_text())
    precision = real_bot.settings.embedding_precision
    assert manifest["precision"] == manifest["encoder"]["precision"] == precision
    assert manifest["files"][encoder.model.name] == saved.sha256(encoder.model)
    assert encoder.batch_size == (1 if precision == "int8" else 16)


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
    _ = real_bot.models  # the learned decisions too: trained there, they import scipy
    result = _in_a_fresh_process(real_bot, ASK_AND_SERVE, *HEAVY)
    assert result == {"pages": [2], "status": 200, "heavy": []}


def _in_a_fresh_process(bot: Rulebot, script: str, *args: str) -> object:
    """What `script` prints last (JSON), run by a new Python reading `bot`'s cache."""
    done = run_python("-c", script, *args, env={"RULEBOT_CACHE_DIR": str(bot.settings.cache_dir)})
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
        encoder.batch_size,
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
    manifest = json.loads((folder / "manifest.json").read_text())
    model = folder / manifest["encoder"]["model"]
    model.write_bytes(b"not a model")  # its checksum rewritten to match
    manifest["files"][model.name] = saved.sha256(model)
    (folder / "manifest.json").write_text(json.dumps(manifest))

    def rebuild(*args: object, **kwargs: object) -> None:
        raise Rebuilt

    monkeypatch.setattr(store, "_build", rebuild)
    settings = dataclasses.replace(real_bot.settings, cache_dir=tmp_path / "cache")
    with caplog.at_level(logging.INFO, logger="rulebot"), pytest.raises(Rebuilt):
        load_retriever(settings, real_bot.corpus)
    reason = caplog.records[-1].getMessage().split(": ", 1)[1]
    assert reason.startswith("corrupt index: cannot open the ONNX encoder")
