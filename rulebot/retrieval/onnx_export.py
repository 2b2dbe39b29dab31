"""Export a sentence-transformers model to ONNX when an index is built (needs torch and
onnx; asking a question then needs neither: ``onnx_encoder.OnnxEmbedder``).

What can be exported: a transformer (BERT-like: it takes input ids and an attention
mask, maybe token types) followed by mean pooling and, or not, L2 normalisation, with a
fast tokenizer. The exported graph does the pooling and the normalisation itself. The
export is checked against the model it came from before it is used: any other shape of
model, or a mismatch, is an ``ExportError`` and the index keeps sentence-transformers.
With ``precision="int8"`` the checked export is then quantised (``onnx_quantise``) and
that replaces it, if its own check holds; else the float export stays, and a log line
says why.
"""

from __future__ import annotations

import contextlib
import inspect
import io
import logging
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from rulebot.config import PRECISIONS
from rulebot.retrieval import onnx_quantise
from rulebot.retrieval.onnx_encoder import BATCH_SIZE, OnnxEmbedder
from rulebot.retrieval.word_rows import WORD_VECTORS

MODEL_FILE, WEIGHTS_FILE, TOKENIZER_FILE = "encoder.onnx", "encoder.onnx.data", "tokenizer.json"
WORDS_FILE = "encoder.words.npy"  # the word embeddings, read by row (``word_rows``)
PAGE = 4096  # weights aligned on pages are memory-mapped by onnxruntime, not copied
MIN_COSINE = 0.9999  # the export must give the model's own vectors
OPSET = 17
_MODULES = ("Transformer", "Pooling")
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
log = logging.getLogger(__name__)


class ExportError(RuntimeError):
    """The model cannot be exported faithfully; the message says why."""


@dataclass(frozen=True)
class Exported:
    """The files of an export in its folder, and what the encoder needs to read them."""

    model: str
    weights: str
    tokenizer: str
    max_length: int
    dim: int
    words: str = ""  # the word embeddings' file, when the graph takes their rows as input
    precision: str = "float"  # or "int8": the layers' weights quantised (``onnx_quantise``)

    @property
    def batch_size(self) -> int:
        return batch_size_for(self.precision)


def batch_size_for(precision: str) -> int:
    """Texts per run when encoding many (a quantised encoder runs each alone)."""
    return onnx_quantise.BATCH_SIZE if precision == "int8" else BATCH_SIZE


def export_model(
    model: Any, name: str, folder: Path, samples: Sequence[str], precision: str = "float"
) -> Exported:
    """Write ``model`` (a loaded SentenceTransformer) as ONNX and its tokenizer into
    ``folder``; ExportError if it cannot be, or if its vectors of ``samples`` differ.
    ``precision``: "int8" quantises the checked export (the float one if that fails)."""
    if precision not in PRECISIONS:
        raise ValueError(f"precision {precision!r}: not one of {', '.join(PRECISIONS)}")
    transformer, dim = _parts(model)
    tokenizer = getattr(transformer, "tokenizer", None)
    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is None:
        raise ExportError("its tokenizer is not a fast (tokenizers) one")
    backend.save(str(folder / TOKENIZER_FILE))
    inputs = _inputs(transformer.auto_model)
    try:
        _export(transformer.auto_model, tokenizer, inputs, folder / MODEL_FILE)
    except Exception as error:  # torch's exporter raises many kinds; all mean "cannot"
        raise ExportError(f"torch.onnx.export failed: {_first_line(error)}") from error
    words = WORDS_FILE if _weights_apart(folder / MODEL_FILE, WEIGHTS_FILE, WORDS_FILE) else ""
    max_length = int(model.max_seq_length)
    exported = Exported(MODEL_FILE, WEIGHTS_FILE, TOKENIZER_FILE, max_length, dim, words)
    encoder = OnnxEmbedder(
        folder / MODEL_FILE,
        folder / TOKENIZER_FILE,
        name,
        dim,
        exported.max_length,
        words=folder / words if words else None,
    )
    _check(model, encoder, samples)
    return _quantised(exported, encoder, samples) if precision == "int8" else exported


def _quantised(exported: Exported, encoder: OnnxEmbedder, samples: Sequence[str]) -> Exported:
    """The export quantised, in place of the float one; or the float one, and why not."""
    folder = encoder.model.parent
    try:
        model = onnx_quantise.quantise(folder / exported.model)
        _weights_apart(model, onnx_quantise.WEIGHTS_FILE)
        int8 = replace(
            exported,
            model=model.name,
            weights=onnx_quantise.WEIGHTS_FILE,
            precision="int8",
        )
        quantised = OnnxEmbedder(
            model,
            encoder.tokenizer_path,
            encoder.name,
            encoder.dim,
            encoder.max_length,
            words=encoder.words_path,
            batch_size=int8.batch_size,
        )
        worst = onnx_quantise.check(encoder, quantised, samples)
    except onnx_quantise.QuantiseError as error:
        log.warning("the encoder is left at full precision: %s", error)
        for name in (onnx_quantise.MODEL_FILE, onnx_quantise.WEIGHTS_FILE):
            (folder / name).unlink(missing_ok=True)
        return exported
    log.info("the encoder quantised to int8 (cosine >= %.4f with the float export)", worst)
    for name in (exported.model, exported.weights):
        (folder / name).unlink()
    return int8


def _parts(model: Any) -> tuple[Any, int]:
    """The transformer module and the vector size (the index normalises its vectors, so a
    model without its own Normalize module gives the same rows)."""
    modules = [type(module).__name__ for module in model]
    if modules[:2] != list(_MODULES) or modules[2:] not in ([], ["Normalize"]):
        raise ExportError(f"its modules are {modules}, not Transformer, Pooling[, Normalize]")
    config = model[1].get_config_dict()
    mode = config.get("pooling_mode")
    if mode is None:  # sentence-transformers < 6: one flag per mode
        flags = [key for key, on in config.items() if key.startswith("pooling_mode_") and on]
        mode = "mean" if flags == ["pooling_mode_mean_tokens"] else ",".join(flags)
    if mode != "mean":
        raise ExportError(f"its pooling is {mode!r}, not mean pooling")
    if getattr(model[0], "auto_model", None) is None:
        raise ExportError("its transformer holds no Hugging Face model")
    dim = int(config.get("embedding_dimension") or config.get("word_embedding_dimension") or 0)
    return model[0], dim


def _inputs(network: Any) -> tuple[str, ...]:
    """The inputs the network takes among ids, mask and token types (ids and mask needed)."""
    accepted = inspect.signature(network.forward).parameters
    inputs = tuple(name for name in _INPUTS if name in accepted)
    if inputs[:2] != _INPUTS[:2]:
        raise ExportError("its transformer does not take input ids and an attention mask")
    return inputs


def _export(network: Any, tokenizer: Any, inputs: tuple[str, ...], path: Path) -> None:
    import torch

    class Pooled(torch.nn.Module):
        """The transformer, its tokens' mean over the mask, L2-normalised."""

        def __init__(self) -> None:
            super().__init__()
            self.network = network

        def forward(self, *tensors: Any) -> Any:
            named = dict(zip(inputs, tensors, strict=True))
            tokens = self.network(**named).last_hidden_state
            mask = named["attention_mask"].unsqueeze(-1).to(tokens.dtype)
            mean = (tokens * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2.0, dim=1)

    with contextlib.suppress(AttributeError, ValueError):
        network.set_attn_implementation("eager")  # plain ops: exports everywhere
    dummy = tokenizer(["an example with padding", "short"], padding=True, return_tensors="pt")
    axes = {name: {0: "batch", 1: "tokens"} for name in inputs}
    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()), torch.no_grad():
        warnings.simplefilter("ignore")  # tracer and deprecation warnings, not ours to fix
        torch.onnx.export(
            Pooled().eval(),
            tuple(dummy[name] for name in inputs),
            str(path),
            dynamo=False,
            input_names=list(inputs),
            output_names=["embedding"],
            dynamic_axes={**axes, "embedding": {0: "batch"}},
            opset_version=OPSET,
        )


def _weights_apart(path: Path, weights: str, words: str = "") -> bool:
    """Move the model's weights to files beside it: the word embeddings to ``words`` if
    given (whether they could be: ``_words_apart``), the others to ``weights``, each on a
    page boundary: onnxruntime then maps them into memory instead of copying them (50 MB
    resident, not 140)."""
    import onnx

    model = onnx.load(str(path))
    apart = bool(words) and _words_apart(model, path.parent / words)
    offset = 0
    with open(path.parent / weights, "wb") as out:
        for tensor in model.graph.initializer:
            if not tensor.HasField("raw_data") or len(tensor.raw_data) < PAGE:
                continue
            gap = -offset % PAGE
            out.write(bytes(gap))
            offset += gap
            out.write(tensor.raw_data)
            del tensor.external_data[:]
            for key, value in (
                ("location", weights),
                ("offset", offset),
                ("length", len(tensor.raw_data)),
            ):
                entry = tensor.external_data.add()
                entry.key, entry.value = key, str(value)
            tensor.data_location = onnx.TensorProto.EXTERNAL
            offset += len(tensor.raw_data)
            tensor.ClearField("raw_data")
    onnx.save_model(model, str(path))
    return apart


def _words_apart(model: Any, path: Path) -> bool:
    """Save the word embeddings (the table the input ids are gathered from, used by that
    Gather alone) to ``path``, and make the graph take the gathered rows as its input
    ``word_vectors`` instead: a Gather copies rows, so the graph computes the same numbers.
    False, and the graph unchanged, when no such table is found."""
    import onnx
    from onnx import numpy_helper

    tables = {tensor.name: tensor for tensor in model.graph.initializer}
    nodes = list(model.graph.node)
    gathers = [
        node
        for node in nodes
        if node.op_type == "Gather" and node.input[1:] == ["input_ids"] and node.input[0] in tables
    ]
    if len(gathers) != 1 or sum(gathers[0].input[0] in node.input for node in nodes) != 1:
        return False
    gather = gathers[0]
    table = tables[gather.input[0]]
    along_rows = all(a.name != "axis" or a.i == 0 for a in gather.attribute)
    if not along_rows or len(table.dims) != 2 or table.data_type != onnx.TensorProto.FLOAT:
        return False
    np.save(path, np.ascontiguousarray(numpy_helper.to_array(table), dtype="<f4"))
    for node in nodes:
        for position, name in enumerate(node.input):
            if name == gather.output[0]:
                node.input[position] = WORD_VECTORS
    rows = onnx.helper.make_tensor_value_info(
        WORD_VECTORS, onnx.TensorProto.FLOAT, ["batch", "tokens", int(table.dims[1])]
    )
    model.graph.input.append(rows)
    model.graph.node.remove(gather)
    model.graph.initializer.remove(table)
    return True


def _check(model: Any, encoder: OnnxEmbedder, samples: Sequence[str]) -> None:
    if not samples:
        return
    reference = model.encode(
        list(samples), convert_to_numpy=True, normalize_embeddings=True, show_progress_bar=False
    )
    exported = encoder.encode(samples)
    cosines = np.sum(np.asarray(reference, dtype=np.float32) * exported, axis=1)
    worst = float(cosines.min())
    if worst < MIN_COSINE:
        raise ExportError(f"its export gives other vectors (cosine {worst:.6f} < {MIN_COSINE})")


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0] if text else ''}"
