"""Safe YAML reading that refuses duplicate keys (a silently lost `fr:` is a bug), parsed by
libyaml (``CSafeLoader``, about ten times the pure-Python loader; PyYAML's wheels ship it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from rulebot.corpus.model import CorpusError

# libyaml's parser when PyYAML was built with it, else the pure-Python one.
SafeLoader: type[yaml.SafeLoader] | type[yaml.CSafeLoader] = (
    yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader
)


class _StrictLoader(yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader):  # type: ignore[misc]
    """The safe loader that raises on a key written twice in one mapping."""


def _construct_mapping(loader: _StrictLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    keys: set[Any] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node)
        if not isinstance(key, str | int | float | bool | None):
            continue  # unhashable keys are left to yaml's own error
        if key in keys:
            raise yaml.constructor.ConstructorError(
                "while reading a mapping",
                node.start_mark,
                f"duplicate key {key!r}",
                key_node.start_mark,
            )
        keys.add(key)
    mapping: dict[Any, Any] = loader.construct_mapping(node)
    return mapping


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def safe_load(text: str) -> Any:
    """``yaml.safe_load`` through libyaml (repeated keys allowed, as there)."""
    return yaml.load(text, Loader=SafeLoader)


def read_yaml(path: Path) -> Any:
    """Parse one YAML file; CorpusError naming the file if it is not valid YAML."""
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_StrictLoader)
    except yaml.YAMLError as exc:
        raise CorpusError(f"{path.name}: invalid YAML: {exc}") from None
    except UnicodeDecodeError as exc:
        raise CorpusError(f"{path.name}: not UTF-8 text: {exc}") from None
