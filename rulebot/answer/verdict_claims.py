"""The yes-or-no claims of data/verdicts.yaml: facts, each true or false, with the
corpus entries that state them and short claims per language read as concepts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import load_data
from rulebot.answer.verdict_text import VerdictDataError
from rulebot.answer.verdict_words import STEMMERS, concepts, counted

DATA = "verdicts.yaml"
ANSWERS = {"yes": True, "no": False}


@dataclass(frozen=True)
class Claim:
    """One wording of a fact in one language, with the concepts it speaks of."""

    fact: str
    answer: bool
    text: str
    concepts: frozenset[str]
    told: bool = False  # said of a number the question tells (`with_told_number`)
    counted: frozenset[str] = frozenset()  # what its number counts ("2 cartes": card)


@dataclass(frozen=True)
class Fact:
    """A yes-or-no fact: true or false, the entries stating it, its claims by language;
    `one_colour`: it holds of cards of one colour ("the 1 cancels the 8"), so a question
    naming two colours ("the maple 1 … the oak 8?") is not settled by it."""

    id: str
    answer: bool
    entries: frozenset[str]
    claims: dict[str, tuple[Claim, ...]]
    one_colour: bool = False


@dataclass(frozen=True)
class Matching:
    """How sure a match must be: concepts said (modal ones aside), claim coverage, margin
    over a claim of the opposite answer."""

    min_shared: int
    min_coverage: float
    margin: float
    modal: frozenset[str]
    nouns: frozenset[str]
    bounds: dict[str, str]  # concept -> "at_least" | "at_most"
    comparisons: frozenset[str]
    with_number: frozenset[str]  # "only" in "2 cartes seulement": part of the number told
    several: str  # the concept of more than one ("plusieurs", "several")
    several_from: int  # the least number "several" stands for
    several_needs: frozenset[str]  # the colour: said, or a colour named (`coloured`)

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
        several = frozenset({matching().several})
        for lang in STEMMERS:
            texts = raw.get(lang) or []
            if not texts or not all(isinstance(t, str) for t in texts):
                raise VerdictDataError(f"{DATA}: {fact_id}: {lang} claims must be strings")
            claims[lang] = tuple(
                Claim(
                    fact_id, ANSWERS[answer], t, concepts(t, lang), False, counted(t, lang, several)
                )
                for t in texts
            )
        entries = frozenset(str(e) for e in raw.get("entries") or ())
        if not entries:
            raise VerdictDataError(f"{DATA}: {fact_id}: no entries")
        one_colour = raw.get("one_colour", False) is True
        found.append(Fact(fact_id, ANSWERS[answer], entries, claims, one_colour))
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
        {str(k): str(v) for k, v in raw["bounds"].items()},
        frozenset(str(m) for m in raw["comparisons"]),
        frozenset(str(m) for m in raw["with_number"]),
        str(raw["several"]["concept"]),
        int(raw["several"]["from"]),
        frozenset(str(c) for c in raw["several"]["needs"]),
    )


def with_told_number(
    claim: Claim, asked: frozenset[str], rules: Matching, coloured: bool = False
) -> Claim | None:
    """The claim said of the one number a question tells in its place: of a bound
    (`with_told_bound`) or of "several" (`with_told_count`); None when neither reads."""
    found = with_told_bound(claim, asked, rules)
    return found if found is not None else with_told_count(claim, asked, rules, coloured)


def with_told_count(
    claim: Claim, asked: frozenset[str], rules: Matching, coloured: bool = False
) -> Claim | None:
    """A false claim of several things ("you can score several paths of a colour") said
    of the one number a question tells in their place ("Tom scores two oak paths", "je
    compte 3 chemins"): false as well, since that number is several. Not a true claim
    (several cards drawn need not be 3), nor with a number of its own, nor when the
    question tells no number, several, one under `several_from`, or a comparison, or does
    not name what is counted ("3 chemins" for "plusieurs sentiers"), or leaves out what
    the claim's "several" depends on (`several_needs`: "plusieurs sentiers d'une couleur"
    are no "3 chemins", which may be of three colours; "3 chemins de chêne" names one, as
    `coloured` says)."""
    told = [c for c in asked if c.isdigit()]
    if claim.answer or rules.several not in claim.concepts or len(told) != 1:
        return None
    if not claim.counted <= asked:
        return None
    if claim.concepts & rules.several_needs - asked and not coloured:
        return None
    if any(c.isdigit() for c in claim.concepts) or int(told[0]) < rules.several_from:
        return None
    if asked & rules.comparisons or asked & set(rules.bounds):
        return None
    said = claim.concepts - {rules.several} | {told[0]}
    return Claim(claim.fact, claim.answer, f"{claim.text} [{told[0]}]", said)


def with_told_bound(claim: Claim, asked: frozenset[str], rules: Matching) -> Claim | None:
    """A true claim with a bound ("doubled if the path has at least 4 cards") said of
    the one number a question tells in its place ("a 3-card path doubled?"): true when
    the number keeps within the bound, false otherwise ("only 2 cards" tells 2). None when
    the claim has no bound or another number, or the question tells no number, several,
    or a comparison, or does not name what the bound counts ("je compte 3 chemins" is no
    path of 3 cards)."""
    told = [c for c in asked if c.isdigit()]
    limits = [c for c in claim.concepts if c.isdigit()]
    bounds = [c for c in claim.concepts if c in rules.bounds]
    if not claim.answer or len(told) != 1 or len(limits) != 1 or len(bounds) != 1:
        return None
    if not claim.counted <= asked:
        return None
    if asked & rules.comparisons or asked & set(rules.bounds):
        return None
    number, limit = int(told[0]), int(limits[0])
    kept = number >= limit if rules.bounds[bounds[0]] == "at_least" else number <= limit
    said = claim.concepts - {bounds[0], limits[0]} | {told[0]} | (asked & rules.with_number)
    return Claim(claim.fact, kept, f"{claim.text} [{number}]", said, told=True)
