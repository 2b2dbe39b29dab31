"""Which sentence-transformers folders ``bert_graph`` writes without torch, and why not the
others (each is then exported through torch)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from rulebot.retrieval.bert_folder import Unsupported, pooling_mode, read_model
from rulebot.retrieval.embedders import PACKAGED_MODEL, resolve_model
from rulebot.retrieval.onnx_export import export_folder

PACKAGED = Path(resolve_model(PACKAGED_MODEL))
FILES = ("modules.json", "config.json", "sentence_bert_config.json", "1_Pooling/config.json")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The packaged model's description (its weights and tokenizer as empty files)."""
    for name in FILES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(PACKAGED / name, tmp_path / name)
    for name in ("model.safetensors", "tokenizer.json"):
        (tmp_path / name).touch()
    return tmp_path


def _edit(folder: Path, name: str, **changes: Any) -> None:
    path = folder / name
    path.write_text(json.dumps({**json.loads(path.read_text()), **changes}))


def test_the_packaged_model_is_read_with_its_sizes(folder: Path) -> None:
    bert = read_model(folder)
    assert (bert.layers, bert.heads, bert.hidden, bert.max_length) == (6, 12, 384, 256)
    assert bert.epsilon == 1e-12 and bert.tokenizer == folder / "tokenizer.json"


@pytest.mark.parametrize(
    ("name", "changes", "message"),
    [
        ("config.json", {"model_type": "xlm-roberta"}, "its model_type is 'xlm-roberta'"),
        ("config.json", {"hidden_act": "gelu_new"}, "its hidden_act is 'gelu_new', not 'gelu'"),
        (
            "config.json",
            {"position_embedding_type": "relative_key"},
            "its position_embedding_type is 'relative_key', not 'absolute'",
        ),
        ("config.json", {"num_attention_heads": 7}, "its 7 heads do not divide its 384"),
        (
            "1_Pooling/config.json",
            {"pooling_mode_mean_tokens": False, "pooling_mode_cls_token": True},
            "its pooling is 'pooling_mode_cls_token', not mean pooling",
        ),
        (
            "sentence_bert_config.json",
            {"do_lower_case": True},
            "sentence-transformers lower-cases its texts",
        ),
    ],
)
def test_a_model_it_does_not_write_is_unsupported_and_says_why(
    folder: Path, name: str, changes: dict[str, Any], message: str
) -> None:
    _edit(folder, name, **changes)
    with pytest.raises(Unsupported, match=message):
        read_model(folder)


def test_other_modules_are_unsupported(folder: Path) -> None:
    modules = json.loads((folder / "modules.json").read_text())
    modules.append(
        {"idx": 3, "name": "3", "path": "3_Dense", "type": "sentence_transformers.models.Dense"}
    )
    (folder / "modules.json").write_text(json.dumps(modules))
    with pytest.raises(Unsupported, match="its modules are"):
        read_model(folder)


@pytest.mark.parametrize("missing", ["model.safetensors", "tokenizer.json"])
def test_a_folder_without_its_weights_or_tokenizer_is_unsupported(
    folder: Path, missing: str
) -> None:
    (folder / missing).unlink()
    with pytest.raises(Unsupported, match=f"it has no {missing}"):
        read_model(folder)


def test_a_folder_that_describes_no_model_is_unsupported(tmp_path: Path) -> None:
    with pytest.raises(Unsupported, match="its folder does not describe it"):
        read_model(tmp_path)


@pytest.mark.parametrize(
    ("config", "mode"),
    [
        ({"pooling_mode": "mean"}, "mean"),
        ({"pooling_mode_mean_tokens": True, "pooling_mode_cls_token": False}, "mean"),
        (
            {"pooling_mode_mean_tokens": True, "pooling_mode_max_tokens": True},
            "pooling_mode_mean_tokens,pooling_mode_max_tokens",
        ),
    ],
)
def test_the_pooling_mode_is_read_from_either_version_of_its_config(
    config: dict[str, Any], mode: str
) -> None:
    assert pooling_mode(config) == mode


def test_weights_that_are_not_a_berts_are_unsupported(folder: Path, tmp_path: Path) -> None:
    from safetensors.numpy import save_file

    (tmp_path / "out").mkdir()
    save_file({"encoder.weight": np.zeros((2, 2), np.float32)}, str(folder / "model.safetensors"))
    with pytest.raises(Unsupported, match="its weights are not a BERT's"):
        export_folder(folder, "model", tmp_path / "out", [], "int8")
