"""The exported encoder with 8-bit weights (``RULEBOT_EMBEDDING_PRECISION=int8``), made at
an index build from the float export once that is checked (needs onnx; asking a question
needs only onnxruntime, as for the float export).

onnxruntime's dynamic quantisation: the weights of the layers' 36 matrix products
(queries, keys, values, attention output, both feed-forward products) become signed 8-bit
numbers, one scale per output column; each product's input is quantised as it runs (8-bit,
one scale for the whole input), so a text's vector depends on whatever shares its run: a
quantised encoder runs every text alone (``BATCH_SIZE``), and a question and the same text
in the index get the same row. The attention's own products, the embeddings, the layer
norms and the pooling stay float. Its vectors are not the float model's (cosine about 0.994
median, 0.98 at worst on the golden dev questions; docs/PERFORMANCE.md): it is checked
against the float export on the build's samples (``MIN_COSINE``), and a quantisation that
misses it (on a CPU whose 8-bit products saturate, say) leaves the float export in use.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from rulebot.retrieval.onnx_encoder import OnnxEmbedder

MODEL_FILE, WEIGHTS_FILE = "encoder.int8.onnx", "encoder.int8.onnx.data"
MIN_COSINE = 0.97  # against the float export, per text (golden questions: 0.98 at worst)
BATCH_SIZE = 1  # a quantised product's input scale is its run's: texts run alone
OPS = ["MatMul"]  # the products with a weight matrix (the attention's own have none)


class QuantiseError(RuntimeError):
    """The quantised encoder cannot be made, or gives vectors too far from the float's."""


def quantise(model: Path) -> Path:
    """Write the quantised model of the float export at ``model`` beside it (the file
    ``MODEL_FILE``, its weights inside it); its path."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out = model.parent / MODEL_FILE
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            quantize_dynamic(
                model,
                out,
                op_types_to_quantize=OPS,
                per_channel=True,
                weight_type=QuantType.QInt8,
            )
    except Exception as error:  # onnx and onnxruntime raise kinds of their own
        raise QuantiseError(f"quantize_dynamic failed: {type(error).__name__}: {error}") from error
    return out


def check(reference: OnnxEmbedder, quantised: OnnxEmbedder, samples: Sequence[str]) -> float:
    """The lowest cosine of the quantised encoder's vectors of ``samples`` with the float
    export's; QuantiseError below ``MIN_COSINE``."""
    if not samples:
        return 1.0
    cosines = np.sum(reference.encode(samples) * quantised.encode(samples), axis=1)
    worst = float(cosines.min())
    if worst < MIN_COSINE:
        raise QuantiseError(f"its vectors differ (cosine {worst:.4f} < {MIN_COSINE})")
    return worst
