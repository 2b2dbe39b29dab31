"""The yes-or-no claims of data/verdicts.yaml: facts, each true or false, with the
corpus entries that state them and short claims per language read as concepts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.verdict_text import VerdictDataError, load_data
from rulebot.answer.verdict_words import STEMMERS, concepts

DATA = "verdicts.yaml"
ANSWERS = {"yes": True, "no": False}


@dataclass(frozen=True)
class Claim:
    """One wording of a fact in one language, with the concepts it speaks of."""

    fact: str
    answer: bool
    text: str
    concepts: frozenset[str]


@dataclass(frozen=True)
class Fact:
    """A yes-or-no fact: true or false, the entries stating it, its claims by language."""

    id: str
    answer: bool
    entries: frozenset[str]
    claims: dict[str, tuple[Claim, ...]]


@dataclass(frozen=True)
class Matching:
    """How sure a match must be: concepts said (modal ones aside), claim coverage, margin
    over a claim of the opposite answer."""

    min_shared: int
    min_coverage: float
    margin: float
    modal: frozenset[str]
    nouns: frozenset[str]

    def says_something(self, asked: frozenset[str], named_only_ok: bool = False) -> bool:
        """Whether a question's concepts claim anything: enough of them, modal ones
        aside, and (unless `named_only_ok`) one that is neither a thing named nor a
        number ("La règle du 1 et du 8 ?" names things; "Is it 64 cards for 3 players?"
        is a full question about them)."""
        said = asked - self.modal
        claiming = {c for c in said - self.nouns if not c.isdigit()}
        return len(said) >= self.min_shared and (named_only_ok or bool(claiming))

    def leaves_out_names_only(self, claim: Claim, asked: frozenset[str]) -> bool:
        """Whether what the question leaves out of the claim is only things named and
        the modal: "des cartes dans la défausse au début ?" leaves out "retourne" of "on
        retourne une carte pour commencer la défausse", so it asks something else."""
        return not claim.concepts - asked - self.modal - self.nouns


@cache
def facts() -> tuple[Fact, ...]:
    """Every fact of data/verdicts.yaml (read and checked once)."""
    found: list[Fact] = []
    for raw in load_data(DATA)["facts"]:
        fact_id = str(raw.get("id", ""))
        answer = raw.get("answer")
        if answer not in ANSWERS:
            raise VerdictDataError(f"{DATA}: {fact_id}: answer must be 'yes' or 'no'")
        claims: dict[str, tuple[Claim, ...]] = {}
        for lang in STEMMERS:
            texts = raw.get(lang) or []
            if not texts or not all(isinstance(t, str) for t in texts):
                raise VerdictDataError(f"{DATA}: {fact_id}: {lang} claims must be strings")
            claims[lang] = tuple(
                Claim(fact_id, ANSWERS[answer], t, concepts(t, lang)) for t in texts
            )
        entries = frozenset(str(e) for e in raw.get("entries") or ())
        if not entries:
            raise VerdictDataError(f"{DATA}: {fact_id}: no entries")
        found.append(Fact(fact_id, ANSWERS[answer], entries, claims))
    if len({f.id for f in found}) != len(found):
        raise VerdictDataError(f"{DATA}: two facts share an id")
    return tuple(found)


@cache
def matching() -> Matching:
    """The thresholds of a sure match (data/verdicts.yaml `matching`)."""
    raw = load_data(DATA)["matching"]
    return Matching(
        int(raw["min_shared"]),
        float(raw["min_coverage"]),
        float(raw["margin"]),
        frozenset(str(m) for m in raw["modal"]),
        frozenset(str(m) for m in raw["nouns"]),
    )
