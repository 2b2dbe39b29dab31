"""A BERT-like sentence-transformers model read from its folder without torch: its
config.json, the sentence-transformers modules and pooling, and its safetensors weights
(numpy), for ``bert_graph`` to write it as ONNX.

Only what that graph computes is accepted: a Transformer then mean Pooling, maybe
Normalize; a BERT with absolute positions and the exact GELU; no lower-casing by
sentence-transformers before the tokenizer. Anything else is ``Unsupported`` (the export
goes through torch then: ``onnx_export.export_model``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

Array = npt.NDArray[Any]
MODULES = ["sentence_transformers.models.Transformer", "sentence_transformers.models.Pooling"]
NORMALIZE = "sentence_transformers.models.Normalize"
CONFIG = {"model_type": "bert", "hidden_act": "gelu", "position_embedding_type": "absolute"}
WEIGHTS, TOKENIZER = "model.safetensors", "tokenizer.json"


class Unsupported(ValueError):
    """The model is not one ``bert_graph`` writes; the message says why."""


@dataclass(frozen=True)
class Bert:
    """What the graph is written from: the folder, and the sizes its config gives."""

    folder: Path
    layers: int
    heads: int
    hidden: int
    epsilon: float
    max_length: int  # tokens a text is cut to, as sentence-transformers cuts it

    @property
    def tokenizer(self) -> Path:
        return self.folder / TOKENIZER


def read_model(folder: Path) -> Bert:
    """The model in ``folder`` if ``bert_graph`` can write it; Unsupported and why if not."""
    try:
        modules = _json(folder / "modules.json")
        kinds = [module["type"] for module in modules]
        pooling_path = next(m["path"] for m in modules if m["type"] == MODULES[1])
        pooling = _json(folder / pooling_path / "config.json")
        config = _json(folder / "config.json")
        sbert = _json(folder / "sentence_bert_config.json")
    except (OSError, ValueError, KeyError, TypeError, StopIteration) as error:
        raise Unsupported(f"its folder does not describe it ({error!r})") from None
    if kinds[:2] != MODULES or kinds[2:] not in ([], [NORMALIZE]):
        raise Unsupported(f"its modules are {kinds}")
    for key, value in CONFIG.items():
        if config.get(key, value) != value:
            raise Unsupported(f"its {key} is {config.get(key)!r}, not {value!r}")
    if pooling_mode(pooling) != "mean":
        raise Unsupported(f"its pooling is {pooling_mode(pooling)!r}, not mean pooling")
    if sbert.get("do_lower_case"):
        raise Unsupported("sentence-transformers lower-cases its texts before the tokenizer")
    for name in (WEIGHTS, TOKENIZER):
        if not (folder / name).is_file():
            raise Unsupported(f"it has no {name}")
    hidden, heads = int(config["hidden_size"]), int(config["num_attention_heads"])
    if hidden % heads:
        raise Unsupported(f"its {heads} heads do not divide its {hidden} dimensions")
    positions = int(config["max_position_embeddings"])
    return Bert(
        folder=folder,
        layers=int(config["num_hidden_layers"]),
        heads=heads,
        hidden=hidden,
        epsilon=float(config.get("layer_norm_eps", 1e-12)),
        max_length=min(int(sbert.get("max_seq_length") or positions), positions),
    )


def pooling_mode(config: dict[str, Any]) -> str:
    """The pooling's mode ("mean", "cls", ...), as either version of its config says it."""
    mode = config.get("pooling_mode")
    if mode is None:  # sentence-transformers < 6: one flag per mode
        flags = [key for key, on in config.items() if key.startswith("pooling_mode_") and on]
        mode = "mean" if flags == ["pooling_mode_mean_tokens"] else ",".join(flags)
    return str(mode)


def load_weights(bert: Bert) -> dict[str, Array]:
    """The model's tensors by their names in ``BertModel`` (numpy, no torch)."""
    from safetensors.numpy import load_file

    tensors = load_file(str(bert.folder / WEIGHTS))
    prefix = "bert." if "bert.embeddings.word_embeddings.weight" in tensors else ""
    return {name.removeprefix(prefix): value for name, value in tensors.items()}


def word_embeddings(weights: dict[str, Array]) -> Array:
    """The table of word vectors, saved apart and read by row (``word_rows``)."""
    return np.ascontiguousarray(weights["embeddings.word_embeddings.weight"], dtype="<f4")


def _json(path: Path) -> Any:
    return json.loads(path.read_text("utf-8"))
