"""The names of a learned decision's features, held as one sorted array of UTF-8 bytes and
looked up by binary search: 46,000 names cost 1 MB this way, 7 MB as a dict of strings.

A name's row is its rank in the sorted names (the order `train.fit` gives its vocabulary:
Python sorts strings by code point, as UTF-8 bytes sort), so the rows and the weights are
those a dict {name: rank} gives, and a question's known features come in the same order."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

import numpy as np
import numpy.typing as npt

Names = npt.NDArray[np.bytes_]
Ints = npt.NDArray[np.int32]
_NUL = b"\x00"


class FeatureNames:
    """Sorted, distinct feature names; `rows` finds a question's features among them."""

    def __init__(self, names: Names) -> None:
        if names.dtype.kind != "S" or names.ndim != 1:
            raise ValueError("feature names must be a 1-d array of bytes")
        if len(names) > 1 and not bool(np.all(names[:-1] < names[1:])):
            raise ValueError("feature names must be sorted and distinct")
        self.names = names

    @classmethod
    def of(cls, names: Iterable[str]) -> FeatureNames:
        """The names given (sorted and distinct), encoded."""
        encoded = [name.encode("utf-8", "surrogatepass") for name in names]
        if any(name.endswith(_NUL) for name in encoded):  # numpy drops trailing NULs
            raise ValueError("a feature name ends with NUL")
        return cls(np.array(encoded, dtype=np.bytes_) if encoded else np.zeros(0, "S1"))

    def __len__(self) -> int:
        return len(self.names)

    def __iter__(self) -> Iterator[str]:
        return (bytes(name).decode("utf-8", "surrogatepass") for name in self.names)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FeatureNames):
            return NotImplemented
        return np.array_equal(self.names, other.names)

    __hash__ = None  # type: ignore[assignment]

    def rows(self, feats: Sequence[str]) -> Ints:
        """The rows of the known features, each once, in the order first seen."""
        keys = [f.encode("utf-8", "surrogatepass") for f in feats]
        keys = [k for k in keys if not k.endswith(_NUL)]  # never a name (see `of`)
        if not keys or not len(self.names):
            return np.zeros(0, dtype=np.int32)
        wanted = np.array(keys, dtype=np.bytes_)
        at = np.searchsorted(self.names, wanted)
        inside = at < len(self.names)
        known = np.zeros(len(wanted), dtype=bool)
        known[inside] = self.names[at[inside]] == wanted[inside]
        found = at[known]
        _, first = np.unique(found, return_index=True)
        return found[np.sort(first)].astype(np.int32)
