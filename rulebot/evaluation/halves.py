"""Which evaluation sets may be learned from: dev and the tune halves. Every other set
(test, holdout, blind_2 and every check half) is held out: the learned decisions never see
it, and it is what a change is judged on."""

from __future__ import annotations

from pathlib import Path


def is_training_file(path: Path) -> bool:
    """Only dev and the tune halves may be learned from."""
    return path.stem == "dev" or path.stem.endswith("_tune")
