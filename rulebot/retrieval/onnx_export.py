"""Export a sentence-transformers model to ONNX when an index is built (needs onnx;
asking a question then needs neither it nor torch: ``onnx_encoder.OnnxEmbedder``).

Two ways, the same graph. A BERT model with mean pooling is written from its folder
without torch (``export_folder``, by ``bert_graph``: 0.5 s instead of 6.5); any other
model is traced by ``torch.onnx.export`` (``export_model``): a transformer (BERT-like: it
takes input ids and an attention mask, maybe token types) followed by mean pooling and, or
not, L2 normalisation, with a fast tokenizer. The graph does the pooling and the
normalisation itself. A traced export is checked against the model it came from before it
is used, and so is a written one when it is given the model (``reference``): any other
shape of model, or a mismatch, is an ``ExportError`` and the index keeps
sentence-transformers. The packaged model's written export is checked by the tests
instead (every golden question, cosine >= 0.9999; its vectors are the traced export's,
bit for bit), so that an index build never loads torch for it.
With ``precision="int8"`` the export is then quantised (``onnx_quantise``, or written
quantised by ``bert_graph``) and that replaces it, if its own check holds; else the float
export stays, and a log line says why.
"""

from __future__ import annotations

import contextlib
import inspect
import io
import logging
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from rulebot.config import PRECISIONS
from rulebot.retrieval import bert_folder, bert_graph, onnx_quantise
from rulebot.retrieval.onnx_encoder import BATCH_SIZE, OnnxEmbedder
from rulebot.retrieval.word_rows import WORD_VECTORS

MODEL_FILE, WEIGHTS_FILE, TOKENIZER_FILE = "encoder.onnx", "encoder.onnx.data", "tokenizer.json"
WORDS_FILE = "encoder.words.npy"  # the word embeddings, read by row (``word_rows``)
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
    encoder = _opened(folder, exported, name)
    _check(model, encoder, samples)
    return _quantised(exported, encoder, samples) if precision == "int8" else exported


def export_folder(
    source: Path,
    name: str,
    folder: Path,
    samples: Sequence[str],
    precision: str = "float",
    reference: Any = None,
) -> Exported:
    """Write the model in the folder ``source`` as ONNX and its tokenizer into ``folder``
    without torch (``bert_graph``); ``bert_folder.Unsupported`` if it is not a model
    that module writes. ``reference``: the loaded SentenceTransformer to check the export
    against on ``samples`` (ExportError if its vectors differ); None for the packaged model,
    which the tests check. ``precision``: "int8" writes the quantised graph too, kept if
    its vectors of ``samples`` stay near the float one's."""
    if precision not in PRECISIONS:
        raise ValueError(f"precision {precision!r}: not one of {', '.join(PRECISIONS)}")
    bert = bert_folder.read_model(source)
    try:
        weights = bert_folder.load_weights(bert)
        written = bert_graph.graph(bert, weights, "float")
    except (OSError, KeyError, ValueError) as error:  # not the tensors of a BertModel
        raise bert_folder.Unsupported(f"its weights are not a BERT's ({error!r})") from None
    _tokenizer(bert.tokenizer).save(str(folder / TOKENIZER_FILE))
    np.save(folder / WORDS_FILE, bert_folder.word_embeddings(weights))
    bert_graph.save(written, folder / MODEL_FILE, WEIGHTS_FILE)
    exported = Exported(
        MODEL_FILE, WEIGHTS_FILE, TOKENIZER_FILE, bert.max_length, bert.hidden, WORDS_FILE
    )
    encoder = _opened(folder, exported, name)
    if reference is not None:
        _check(reference, encoder, samples)
    if precision != "int8":
        return exported

    def quantise() -> Path:
        model = folder / onnx_quantise.MODEL_FILE
        try:
            bert_graph.save(
                bert_graph.graph(bert, weights, "int8"), model, onnx_quantise.WEIGHTS_FILE
            )
        except Exception as error:  # onnx's shape inference raises kinds of its own
            raise onnx_quantise.QuantiseError(f"the int8 graph: {error!r}") from error
        return model

    return _quantised(exported, encoder, samples, quantise)


def _tokenizer(path: Path) -> Any:
    """The model's fast tokenizer as sentence-transformers loads it (saved again, it is
    the file sentence-transformers' own export writes)."""
    from tokenizers import Tokenizer

    return Tokenizer.from_file(str(path))


def _opened(folder: Path, exported: Exported, name: str) -> OnnxEmbedder:
    return OnnxEmbedder(
        folder / exported.model,
        folder / exported.tokenizer,
        name,
        exported.dim,
        exported.max_length,
        words=folder / exported.words if exported.words else None,
        batch_size=exported.batch_size,
    )


def _quantised(
    exported: Exported,
    encoder: OnnxEmbedder,
    samples: Sequence[str],
    quantise: Callable[[], Path] | None = None,
) -> Exported:
    """The export quantised (by ``quantise``, which writes the int8 model beside the float
    one; onnxruntime's ``quantize_dynamic`` when None), in place of the float one; or the
    float one, and why not."""
    folder = encoder.model.parent
    try:
        if quantise is None:
            model = onnx_quantise.quantise(folder / exported.model)
            _weights_apart(model, onnx_quantise.WEIGHTS_FILE)
        else:
            model = quantise()
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
    mode = bert_folder.pooling_mode(config)
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
    bert_graph.save(model, path, weights)
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
