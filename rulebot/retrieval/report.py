"""What an index build found or did, for ``rulebot index`` and the logs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class BuildReport:
    """The saved index: where, how big, from which model, and whether it was rebuilt and why."""

    path: Path
    rebuilt: bool
    reason: str
    chunks: int
    entries: int
    model: str
    dim: int
    corpus_version: str
    seconds: float
    encoder: str = ""  # what encodes questions: "onnx" or "sentence-transformers"
    unsaved: str = ""  # why the index could not be saved ("" when it was)

    @property
    def reused(self) -> bool:
        return not self.rebuilt

    def summary(self) -> str:
        """One line for the CLI."""
        action = f"rebuilt ({self.reason})" if self.rebuilt else "reused"
        encoder = f", questions by {self.encoder}" if self.encoder else ""
        line = (
            f"index {action}: {self.chunks} chunks from {self.entries} entries, "
            f"model {self.model} (dim {self.dim}{encoder}), {self.seconds:.2f}s, at {self.path}"
        )
        return f"{line}; NOT SAVED: {self.unsaved}" if self.unsaved else line
