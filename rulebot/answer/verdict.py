"""The lead of a rules answer ("Oui." / "Non." / "Exact." …) and the verdicts the engine
decides from a question's own numbers.

The yes or no of a closed question is the learned model's (`Rulebot._polarity`, from the
training questions and the corpus's claims); this module says it in words (`lead_words`)
and puts it before the passage (`with_lead`). What the words of a question let the engine
compute is decided here instead: a path told by its shape asked whether doubled, a worth
told "before the bonuses" asked to be confirmed, paths of one colour told with their worths
and a total, or asked openly what they score (`verdict_worth`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import capitalised, load_data
from rulebot.answer.verdict_question import read_question
from rulebot.answer.verdict_worth import (
    told_best,
    told_doubled,
    told_states_doubling,
    told_sum,
    told_worth,
)

_STATEMENT_END = re.compile(r"(?<=\w)[.!]+\s+(?=\S)")  # "… rouge. C'est…": one sentence
# The leads of paths of one colour told with their worths, and their kinds: a total told,
# the paths only said to be added ("je peux additionner les deux ?": no total to deny), or
# asked openly what they score ("What do I score for oak?": the best worth, no yes or no)
_SUM_LEADS = {"told_sum": "no", "told_added": "no", "told_best": "only"}


@dataclass(frozen=True)
class Verdict:
    """A sure answer the engine computed: the lead's kind and, when the lead says more
    than its kind's fixed words, those words ("Non : seul le meilleur sentier…")."""

    kind: str  # "yes" | "no" | "only"
    words: str = ""


def decide(
    question: str, lang: str, entry_id: str, neutral: frozenset[str] = frozenset()
) -> Verdict | None:
    """The engine's verdict on a rules question answered from `entry_id`, None when its
    words tell nothing the engine computes. A closed question is read with the statement
    before it ("Mon sentier a 3 cartes de chêne. Il est doublé ?"); an open one may ask what
    paths told with their worths score (`_best_told`). `neutral`: plain words said in
    passing (colour names)."""
    asked = read_question(question, lang)
    if asked is None:
        return _best_told(question, lang, entry_id, neutral)
    if asked.context:
        asked = read_question(_STATEMENT_END.sub(", ", question.strip()), lang)
        if asked is None or asked.context:
            return None
    if asked.negated or asked.practice:
        return None
    return told_verdict(asked.proposition, lang, entry_id, neutral)


def told_verdict(
    proposition: str, lang: str, entry_id: str, neutral: frozenset[str]
) -> Verdict | None:
    """The engine's verdict on a path told by its shape or paths told by their worths:
    a worth before the bonuses ("7 cards … 14 before bonus?"), a total of several paths
    of one colour ("6 and 9, so 15?"), doubling ("3 cards all maple, doubled?")."""
    worth = told_worth(proposition, lang, entry_id)
    if worth is not None:
        return Verdict("yes" if worth else "no")
    summed = told_sum(proposition, lang, entry_id, neutral)
    if summed is not None:
        key = "told_sum" if summed.told else "told_added"
        said = load_data("verdict_questions.yaml")[key][lang]
        return Verdict("no", str(said).format(best=summed.best, total=summed.total))
    doubled = told_doubled(proposition, lang, entry_id, neutral)
    if doubled is not None:
        kind = "yes" if doubled else "no"
        # an entry that does not state the doubling (a path's middle colours): the lead
        # says its rule
        reason = "" if told_states_doubling(entry_id) else _doubling_reason(kind, lang)
        return Verdict(kind, reason)
    return None


def _best_told(question: str, lang: str, entry_id: str, neutral: frozenset[str]) -> Verdict | None:
    """The lead of paths of one colour told with their worths and asked openly what they
    score: the best worth, the one path of a colour scored (`told_best`)."""
    best = told_best(question, lang, entry_id, neutral)
    if best is None:
        return None
    said = str(load_data("verdict_questions.yaml")["told_best"][lang]).format(best=best)
    return Verdict("only", said)


def _doubling_reason(kind: str, lang: str) -> str:
    """The lead of a doubling decided from an entry that does not state it, with its rule."""
    return str(load_data("verdict_questions.yaml")["told_doubled_reason"][kind][lang])


def lead(verdict: Verdict, lang: str) -> str:
    """The lead's words in a language: "Oui.", "No.", "Exact.", "Oui, c'est une erreur.",
    or the question's own words ("Uniquement le 8.")."""
    return verdict.words or lead_words(verdict.kind, lang)


def lead_words(kind: str, lang: str) -> str:
    """The words of a lead of this kind ("yes", "no", "confirm") in a language."""
    return str(load_data("verdict_questions.yaml")["leads"][kind][lang])


def lead_said(answer: str) -> str | None:
    """The kind of lead an answer opens with ("Non. …" -> "no"), or None: so that the
    same answer said again in the other language keeps its verdict. Every lead `lead` may
    give is known, from the same data: the fixed words of each kind, the `told_sum` lead
    (a "no": "Non : seul le meilleur sentier…") and the `told_best` lead (an "only")."""
    for kind, pattern in _said_leads():
        if pattern.match(answer):
            return kind
    return None


def lead_again(answer: str, lang: str) -> str | None:
    """The lead an answer opens with, said in `lang`: a `told_sum` lead keeps its reason
    and numbers ("Non : seul le meilleur sentier … 9 points (pas 15) …" -> "No: only the
    best path … 9 points (not 15) …"), a doubling said with its rule keeps it
    (`told_doubled_reason`), any other the fixed words of its kind (`lead_said`); None
    without a lead."""
    data_all = load_data("verdict_questions.yaml")
    for key in _SUM_LEADS:
        data = data_all[key]
        for template in data.values():
            found = _told_sum_pattern(str(template)).match(answer)
            if found:
                return str(data[lang]).format(**found.groupdict())
    for said in data_all["told_doubled_reason"].values():
        if any(answer.startswith(str(w)) for w in said.values()):
            return str(said[lang])  # a doubling and its rule, said again with it
    kind = lead_said(answer)
    return None if kind is None else lead_words(kind, lang)


@cache
def _told_sum_pattern(template: str) -> re.Pattern[str]:
    """A `told_sum` lead as a pattern, its numbers ("{best}", "{total}") as named groups."""
    parts = re.split(r"\{(\w+)\}", " ".join(template.split()))
    pattern = "".join(
        re.escape(part) if k % 2 == 0 else rf"(?P<{part}>\d+)" for k, part in enumerate(parts)
    )
    return re.compile(pattern)


@cache
def _said_leads() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(kind, pattern of its lead at the start of an answer), from verdict_questions.yaml."""
    data = load_data("verdict_questions.yaml")
    found = [
        (str(kind), re.compile(rf"{re.escape(str(words))}\s"))
        for kind, said in data["leads"].items()
        for words in said.values()
    ]
    for key, kind in _SUM_LEADS.items():  # "{best}" and "{total}" are numbers
        found += [(kind, _told_sum_pattern(str(t))) for t in data[key].values()]
    for kind, said in data["told_doubled_reason"].items():  # a doubling and its rule
        found += [(str(kind), re.compile(rf"{re.escape(str(w))}(?:\s|$)")) for w in said.values()]
    return tuple(found)


def with_lead(body: str, words: str | None) -> str:
    """The answer body after its lead (none when `words` is None). A passage that opens
    with its own yes or no ("Non. La nouvelle carte…", written for its own FAQ question)
    loses it: the lead is said once, and only when rulebot is sure of it for this
    question."""
    said = load_data("verdict_questions.yaml")["body_leads"]
    pattern = rf"^(?:{'|'.join(re.escape(str(w)) for w in said)})\s*[.,!]\s*"
    bare = re.sub(pattern, "", body, count=1, flags=re.IGNORECASE)
    bare = capitalised(bare)
    return f"{words} {bare}" if words else bare
