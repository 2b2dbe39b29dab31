"""A BERT model (``bert_folder``) written as an ONNX graph op by op, without torch: an
index build then never imports torch, transformers or sentence-transformers (4.6 s of CPU)
nor traces the model (1.7 s).

The graph is the one ``torch.onnx.export`` records for the model with its mean pooling and
L2 normalisation (``onnx_export``): the same operations in the same order, the shapes of
the attention heads computed from the input as the model computes them, the word
embeddings apart (the graph takes their rows, ``word_rows``). onnxruntime then fuses the
same operations, and the vectors are the traced export's bit for bit. At ``int8`` the 36
products with a weight are written as onnxruntime's ``quantize_dynamic`` writes them: the
weights signed 8-bit, one scale per output column (``quantise_columns``), each input
quantised as it runs (once for the three products that share it), and the shapes
inferred. A test checks both against the traced export on every golden question.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from rulebot.retrieval.bert_folder import Array, Bert
from rulebot.retrieval.word_rows import WORD_VECTORS

PAGE = 4096  # weights on page boundaries are memory-mapped by onnxruntime, not copied
OPSET = 17
IR_VERSION = 8
INPUTS = ("attention_mask", "token_type_ids")
OUTPUT = "embedding"
_FLOAT, _BOOL = 1, 9  # ONNX element types (Cast's "to")
_MASKED = float(np.finfo(np.float32).min)  # a padded key's score: its softmax weight is 0


def graph(bert: Bert, weights: dict[str, Array], precision: str) -> Any:
    """The model as an ONNX ModelProto, its weights inside (``save`` moves them apart)."""
    import onnx
    from onnx import TensorProto, helper

    writer = _Writer(weights, quantised=precision == "int8")
    hidden = writer.embeddings(bert.epsilon)
    mask = writer.attention_mask()
    for layer in range(bert.layers):
        hidden = writer.layer(layer, hidden, mask, bert)
    writer.pooled(hidden)
    ids = [helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "tokens"]) for n in INPUTS]
    rows: list[str | int] = ["batch", "tokens", bert.hidden]
    inputs = [*ids, helper.make_tensor_value_info(WORD_VECTORS, TensorProto.FLOAT, rows)]
    output = helper.make_tensor_value_info(OUTPUT, TensorProto.FLOAT, ["batch", bert.hidden])
    body = helper.make_graph(writer.nodes, "encoder", inputs, [output], writer.initializers)
    opsets = [helper.make_opsetid("", OPSET)]
    model = helper.make_model(body, opset_imports=opsets, producer_name="rulebot")
    model.ir_version = IR_VERSION
    if writer.quantised:  # as quantize_dynamic writes its model: onnxruntime then fuses
        model = onnx.shape_inference.infer_shapes(model)  # six residual sums with their norms
    return model


def save(model: Any, path: Path, weights_file: str) -> None:
    """Write ``model`` at ``path`` with its large tensors in ``weights_file`` beside it,
    each on a page boundary (onnxruntime maps them into memory instead of copying them)."""
    import onnx

    offset = 0
    with open(path.parent / weights_file, "wb") as out:
        for tensor in model.graph.initializer:
            if not tensor.HasField("raw_data") or len(tensor.raw_data) < PAGE:
                continue
            gap = -offset % PAGE
            out.write(bytes(gap))
            offset += gap
            out.write(tensor.raw_data)
            del tensor.external_data[:]
            place = {"location": weights_file, "offset": offset, "length": len(tensor.raw_data)}
            for key, value in place.items():
                entry = tensor.external_data.add()
                entry.key, entry.value = key, str(value)
            tensor.data_location = onnx.TensorProto.EXTERNAL
            offset += len(tensor.raw_data)
            tensor.ClearField("raw_data")
    onnx.save_model(model, str(path))


def quantise_columns(matrix: Array) -> tuple[Array, Array]:
    """A weight matrix (inputs x outputs) as signed 8-bit numbers and one scale per output
    column, symmetric, as ``quantize_dynamic(per_channel=True, weight_type=QInt8)`` makes
    them (its range includes 0, its scale is computed in float64)."""
    low = np.minimum(matrix.min(axis=0), np.float32(0))
    high = np.maximum(matrix.max(axis=0), np.float32(0))
    largest = np.maximum(np.abs(low), np.abs(high)).astype(np.float64)
    scale = (2 * largest) / np.float64(254)  # [-largest, largest] onto [-127, 127]
    scale = np.where(scale < np.finfo(np.float32).tiny, 1.0, scale).astype(np.float32)
    values = np.round(matrix.astype(np.float32) / scale)
    return np.clip(values, -128, 127).astype(np.int8), scale


class _Writer:
    """The graph's nodes and initialisers, in the order the model computes them."""

    def __init__(self, weights: dict[str, Array], quantised: bool) -> None:
        from onnx import helper, numpy_helper

        self._node: Callable[..., Any] = helper.make_node
        self._tensor: Callable[..., Any] = numpy_helper.from_array
        self.weights = weights
        self.quantised = quantised
        self.nodes: list[Any] = []
        self.initializers: list[Any] = []
        self._names: set[str] = set()
        self._quantised: dict[str, list[str]] = {}  # an input's quantised values, scale, zero

    def op(self, kind: str, *inputs: str, out: str = "", **attributes: Any) -> str:
        """A node; its output's name (``out``, or a new one)."""
        out = out or f"{kind.lower()}_{len(self.nodes)}"
        self.nodes.append(self._node(kind, list(inputs), [out], **attributes))
        return out

    def const(self, name: str, value: npt.ArrayLike) -> str:
        """An initialiser (written once, however often it is used)."""
        if name not in self._names:
            self._names.add(name)
            self.initializers.append(self._tensor(np.asarray(value, order="C"), name))
        return name

    def weight(self, name: str) -> str:
        return self.const(name, self.weights[name].astype(np.float32))

    def scalar(self, name: str, value: float) -> str:
        return self.const(name, np.float32(value))

    def embeddings(self, epsilon: float) -> str:
        """Word + token type + position vectors, normalised."""
        table = self.weight("embeddings.token_type_embeddings.weight")
        summed = self.op("Add", WORD_VECTORS, self.op("Gather", table, "token_type_ids"))
        tokens = self.dim(self.op("Shape", "token_type_ids"), 1)
        ids = self.op(
            "Range", self.const("zero", np.array(0)), tokens, self.const("one", np.array(1))
        )
        ids = self.op("Unsqueeze", ids, self.const("axis0", np.array([0])))
        positions = self.op("Gather", self.weight("embeddings.position_embeddings.weight"), ids)
        return self.norm(self.op("Add", summed, positions), "embeddings.LayerNorm", epsilon)

    def dim(self, shape: str, axis: int) -> str:
        index = self.const(("zero", "one")[axis], np.array(axis))
        return self.op("Gather", shape, index, axis=0)

    def attention_mask(self) -> str:
        """Added to every score: 0 for a token, the lowest float for padding."""
        mask = self.op("Unsqueeze", "attention_mask", self.const("axes12", np.array([1, 2])))
        kept = self.op("Cast", mask, to=_BOOL)
        return self.op("Where", kept, self.scalar("kept", 0.0), self.scalar("masked", _MASKED))

    def norm(self, value: str, prefix: str, epsilon: float) -> str:
        scale, bias = self.weight(f"{prefix}.weight"), self.weight(f"{prefix}.bias")
        return self.op("LayerNormalization", value, scale, bias, axis=-1, epsilon=epsilon)

    def linear(self, value: str, prefix: str) -> str:
        """``value @ W.T + b`` of the Linear at ``prefix`` (quantised, at int8)."""
        matrix = np.ascontiguousarray(self.weights[f"{prefix}.weight"].T, dtype=np.float32)
        if self.quantised:
            product = self._quantised_product(value, f"{prefix}.matrix", matrix)
        else:
            product = self.op("MatMul", value, self.const(f"{prefix}.matrix", matrix))
        return self.op("Add", self.weight(f"{prefix}.bias"), product)

    def _quantised_product(self, value: str, name: str, matrix: Array) -> str:
        if value not in self._quantised:
            outs = [f"{value}_{part}" for part in ("quantized", "scale", "zero_point")]
            self.nodes.append(self._node("DynamicQuantizeLinear", [value], outs))
            self._quantised[value] = outs
        values, scale, zero = self._quantised[value]
        weights, columns = quantise_columns(matrix)
        scales = self.op("Mul", scale, self.const(f"{name}_scale", columns))
        zeros = self.const(f"{name}_zero_point", np.zeros(len(columns), np.int8))
        product = self.op(
            "MatMulInteger", values, self.const(f"{name}_quantized", weights), zero, zeros
        )
        return self.op("Mul", self.op("Cast", product, to=_FLOAT), scales)

    def layer(self, n: int, hidden: str, mask: str, bert: Bert) -> str:
        """Self-attention then the feed-forward block, each added back and normalised."""
        prefix = f"encoder.layer.{n}"
        size = bert.hidden // bert.heads
        heads, joined = self.head_shapes(hidden, size)
        query, key, value = (
            self.op("Reshape", self.linear(hidden, f"{prefix}.attention.self.{part}"), heads)
            for part in ("query", "key", "value")
        )
        query = self.op("Transpose", query, perm=[0, 2, 1, 3])
        value = self.op("Transpose", value, perm=[0, 2, 1, 3])
        key = self.op("Transpose", key, perm=[0, 2, 3, 1])
        scores = self.op(
            "Mul", self.op("MatMul", query, key), self.scalar(f"scale{size}", size**-0.5)
        )
        weights = self.op("Softmax", self.op("Add", scores, mask), axis=-1)
        context = self.op("Transpose", self.op("MatMul", weights, value), perm=[0, 2, 1, 3])
        context = self.op("Reshape", context, joined)
        attended = self.op("Add", self.linear(context, f"{prefix}.attention.output.dense"), hidden)
        attended = self.norm(attended, f"{prefix}.attention.output.LayerNorm", bert.epsilon)
        inner = self.linear(attended, f"{prefix}.intermediate.dense")
        erf = self.op("Erf", self.op("Div", inner, self.scalar("root2", 2**0.5)))
        gelu = self.op("Mul", inner, self.op("Add", erf, self.scalar("unit", 1.0)))
        gelu = self.op("Mul", gelu, self.scalar("half", 0.5))
        out = self.op("Add", self.linear(gelu, f"{prefix}.output.dense"), attended)
        return self.norm(out, f"{prefix}.output.LayerNorm", bert.epsilon)

    def head_shapes(self, hidden: str, size: int) -> tuple[str, str]:
        """The shapes (batch, tokens, -1, size) of the heads and (batch, tokens, -1) of
        their join, computed from ``hidden`` as the model does: known in advance, they
        would let onnxruntime fuse other operations, and the int8 vectors would differ."""
        shape = self.op("Shape", hidden)
        axis = self.const("axis0", np.array([0]))
        batch, tokens = (self.op("Unsqueeze", self.dim(shape, i), axis) for i in (0, 1))
        rest = self.const("rest", np.array([-1]))
        size_ = self.const(f"size{size}", np.array([size]))
        return (
            self.op("Concat", batch, tokens, rest, size_, axis=0),
            self.op("Concat", batch, tokens, rest, axis=0),
        )

    def pooled(self, hidden: str) -> None:
        """The tokens' mean over the mask, L2-normalised: the output ``embedding``."""
        last = self.const("last", np.array([-1]))
        mask = self.op("Cast", self.op("Unsqueeze", "attention_mask", last), to=_FLOAT)
        axis = self.const("tokens_axis", np.array([1]))
        total = self.op("ReduceSum", self.op("Mul", hidden, mask), axis, keepdims=0)
        count = self.op("ReduceSum", mask, axis, keepdims=0)
        mean = self.op("Div", total, self.op("Clip", count, self.scalar("least_count", 1e-9), ""))
        length = self.op("ReduceL2", mean, axes=[1], keepdims=1)
        length = self.op("Clip", length, self.scalar("least_length", 1e-12), "")
        self.op("Div", mean, self.op("Expand", length, self.op("Shape", mean)), out=OUTPUT)
