"""Read and validate corpus/arboretum/claims.yaml: statements about the rules, each true or
false, with the entries that settle it and its wordings in each language."""

from __future__ import annotations

from collections.abc import Collection
from types import MappingProxyType
from typing import Any

from rulebot.corpus.fields import identified
from rulebot.corpus.model import LANGUAGES, Claim, CorpusError

CLAIMS_FILE = "claims.yaml"
ANSWERS = {"yes": True, "no": False}
_KEYS = frozenset({"id", "answer", "entries", *LANGUAGES})


def load_claims(data: Any, file: str, entry_ids: Collection[str]) -> tuple[Claim, ...]:
    """The claims of `data` (the file's YAML); CorpusError naming the claim and field at
    fault: an unknown field, an answer other than "yes"/"no", an entry the corpus does not
    have, a language without wordings, a duplicate id."""
    if not isinstance(data, list):
        raise CorpusError(f"{file}: expected a list of claims")
    found: list[Claim] = []
    seen: set[str] = set()
    for index, item in enumerate(data, 1):
        claim = _claim(item, file, index, entry_ids)
        if claim.id in seen:
            raise CorpusError(f"{file}: claim {claim.id!r}: id: duplicate id")
        seen.add(claim.id)
        found.append(claim)
    return tuple(found)


def _claim(item: Any, file: str, index: int, entry_ids: Collection[str]) -> Claim:
    where = identified(item, file, "claim", index, _KEYS)
    answer = item.get("answer")
    if answer not in ANSWERS:
        raise CorpusError(f'{where}: answer: expected "yes" or "no", got {answer!r}')
    entries = item.get("entries")
    if not isinstance(entries, list) or not entries:
        raise CorpusError(f"{where}: entries: expected a list of entry ids")
    unknown = [e for e in entries if e not in entry_ids]
    if unknown:
        raise CorpusError(f"{where}: entries: no corpus entry {unknown[0]!r}")
    texts = {lang: _wordings(item.get(lang), f"{where}: {lang}") for lang in LANGUAGES}
    return Claim(item["id"], ANSWERS[answer], tuple(entries), MappingProxyType(texts))


def _wordings(raw: Any, where: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not raw:
        raise CorpusError(f"{where}: expected a list of wordings")
    bad = [w for w in raw if not isinstance(w, str) or not w.strip()]
    if bad:
        raise CorpusError(f"{where}: expected non-empty text, got {bad[0]!r}")
    return tuple(" ".join(w.split()) for w in raw)
