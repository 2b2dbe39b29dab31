"""The "Oui." / "Non." lead of a rules answer, given only when rulebot is sure.

A question gets a lead when (1) it is a closed yes-or-no question (`verdict_question`),
(2) one claim of a fact stated by the answer's own entry covers every concept the
question speaks of, and the question says enough of that claim (`min_coverage` of its
concepts, at least `min_shared` of them, leaving out only things named or the modal), and
(3) no claim of the opposite answer, in any entry, comes within `margin` of it.
A question asked in the negative is answered only when its negated statement is true,
with "Exact." / "Right." ("On ne peut pas déplacer une carte plantée ? — Exact."): a bare
"Oui"/"Non" to a negative question is ambiguous.

A true claim with a bound is also read with the one number a question tells in its place
("a 3-card path of one colour, doubled?" against "at least 4 cards": no); cards told by
value and colour ("mon 7 d'érable") are read as cards named when their values match no
claim; two statements restated together ("X et Y, c'est ça ?") are matched one by one; and
a told practice asked about ("on a toujours joué que X, on s'est trompés ?") is answered
"Oui, c'est une erreur." when X is not the rule, "Non, c'est bien la règle." when it is.
A path told by its shape asked whether doubled, or paths of one colour told with their
worths and a total, are decided by the engine (`verdict_worth`); two colours named apart
("my red path and my blue path") are read as paths of different colours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from rulebot.answer.texts import capitalised, load_data
from rulebot.answer.verdict_alternative import read_only_alternative
from rulebot.answer.verdict_claims import Claim, facts, matching, with_told_number
from rulebot.answer.verdict_practice import parts
from rulebot.answer.verdict_question import purpose_off, purposes_told, read_question
from rulebot.answer.verdict_text import phrase_set
from rulebot.answer.verdict_words import cards_named, colour_runs, colours_apart, concepts
from rulebot.answer.verdict_worth import (
    told_best,
    told_doubled,
    told_states_doubling,
    told_sum,
    told_worth,
)
from rulebot.understanding.text import plain_words

_STATEMENT_END = re.compile(r"(?<=\w)[.!]+\s+(?=\S)")  # "… rouge. C'est…": one sentence
# The leads of paths of one colour told with their worths, and their kinds: a total told,
# the paths only said to be added ("je peux additionner les deux ?": no total to deny), or
# asked openly what they score ("What do I score for oak?": the best worth, no yes or no)
_SUM_LEADS = {"told_sum": "no", "told_added": "no", "told_best": "only"}


@dataclass(frozen=True)
class Verdict:
    """A sure answer to a yes-or-no question: the lead's kind and the claim behind it."""

    kind: str  # "yes" | "no" | "confirm" | "mistake" | "no_mistake" | "only"
    claim: Claim
    coverage: float
    words: str = ""  # the lead said in the question's own words ("Uniquement le 8.")


def decide(
    question: str, lang: str, entry_id: str, neutral: frozenset[str] = frozenset()
) -> Verdict | None:
    """The verdict on a rules question answered from `entry_id`, None when not sure.
    `neutral`: plain words said in passing that no claim depends on (colour names).
    A question with no verdict is read again without the purpose it tells (`purpose_off`)."""
    verdict = _decided(question, lang, entry_id, neutral)
    if verdict is None and (plain := purpose_off(question, lang)) != question:
        # a purpose saying which cards ("… pour prendre n'importe quelle carte") is what is
        # asked, no aside: without it the question would be another one
        told = concepts(" ".join(purposes_told(question, lang)), lang, neutral)
        if not told & _asked_in_purposes():
            verdict = _decided(plain, lang, entry_id, neutral)
    return verdict


@cache
def _asked_in_purposes() -> frozenset[str]:
    """The concepts that keep a purpose in the question (verdict_questions.yaml)."""
    return frozenset(str(c) for c in load_data("verdict_questions.yaml")["purposes"]["asked"])


def _decided(question: str, lang: str, entry_id: str, neutral: frozenset[str]) -> Verdict | None:
    asked = read_question(question, lang)
    if asked is None:
        return only_choice(question, lang, entry_id, neutral) or _best_told(
            question, lang, entry_id, neutral
        )
    if concepts(asked.context, lang, neutral):
        return _as_one(question, lang, entry_id, neutral)
    if not (asked.negated or asked.practice):
        told = told_verdict(asked.proposition, lang, entry_id, neutral)
        if told is not None:
            return told
    said = concepts(asked.proposition, lang, neutral)
    runs = colour_runs(plain_words(asked.proposition), neutral, lang)
    named_colours = len({name for _, name in runs})
    coloured = named_colours == 1  # "3 chemins de chêne", one colour
    best = best_claim(said, lang, entry_id, asked.intoned, coloured, named_colours)
    named = concepts(cards_named(asked.proposition, neutral), lang, neutral)
    if best is None and named != said:  # "mon 7 d'érable par-dessus mon 2 d'érable ?"
        best = best_claim(named, lang, entry_id, asked.intoned, coloured, named_colours)
    # "my red path and my blue path", a card told in them ("mon 3 vert") said as a card
    apart = colours_apart(cards_named(asked.proposition, neutral), neutral, lang)
    if best is None and apart is not None:
        best = best_claim(concepts(apart, lang, neutral), lang, entry_id, asked.intoned)
    if best is None and not asked.negated:
        best = joint_claim(asked.proposition, lang, entry_id, neutral, asked.intoned)
    if best is None:
        return None
    claim, coverage = best
    if asked.practice:  # the practice told is a mistake when it is not the rule
        kept = claim.answer != asked.negated
        return Verdict("no_mistake" if kept else "mistake", claim, coverage)
    if asked.negated:
        return None if claim.answer else Verdict("confirm", claim, coverage)
    return Verdict("yes" if claim.answer else "no", claim, coverage)


def _as_one(question: str, lang: str, entry_id: str, neutral: frozenset[str]) -> Verdict | None:
    """The verdict on a question asked of what the sentence before it tells ("Mon 5 bleu
    sert dans mes deux sentiers. C'est autorisé de le compter deux fois ?"), read as one
    sentence: a claim must then cover what both say. None when they stay apart."""
    joined = _STATEMENT_END.sub(", ", question.strip())
    asked = read_question(joined, lang)
    if asked is None or asked.context:
        return None
    return decide(joined, lang, entry_id, neutral)


def decide_follow_up(
    question: str, before: str, lang: str, entry_id: str, neutral: frozenset[str] = frozenset()
) -> Verdict | None:
    """The verdict on a follow-up adding a condition to the closed question before it ("Je
    peux poser en diagonale ?" then "et si en plus elle touche une carte par le côté ?"):
    the two read as one question, the condition said after it. None when the follow-up
    does not open with a condition (`condition_follow_ups`) or the question before is not
    a closed one asked in the positive."""
    raw = load_data("verdict_questions.yaml")["condition_follow_ups"]
    opens = phrase_set(raw["opens"], "condition_follow_ups.opens")
    fillers = frozenset(str(w) for w in raw["fillers"])
    words = plain_words(question)
    earlier = read_question(before, lang)
    if earlier is None or earlier.negated or earlier.practice or earlier.context:
        return None
    if not any(tuple(words[: len(p)]) == p for p in opens):
        return None
    while words and words[0] in fillers:  # "what if" is "if": no open question
        words = words[1:]
    joined = f"{before.strip().rstrip('?!. ')}, {' '.join(words)} ?"
    return decide(joined, lang, entry_id, neutral)


def told_verdict(
    proposition: str, lang: str, entry_id: str, neutral: frozenset[str]
) -> Verdict | None:
    """The engine's verdict on a path told by its shape or paths told by their worths:
    a worth before the bonuses ("7 cards … 14 before bonus?"), a total of several paths
    of one colour ("6 and 9, so 15?"), doubling ("3 cards all maple, doubled?")."""
    worth = told_worth(proposition, lang, entry_id)
    if worth is not None:
        claim = Claim("told-worth", worth, proposition, frozenset(), told=True)
        return Verdict("yes" if worth else "no", claim, 1.0)
    summed = told_sum(proposition, lang, entry_id, neutral)
    if summed is not None:
        claim = Claim("told-sum", False, proposition, frozenset(), told=True)
        key = "told_sum" if summed.told else "told_added"
        said = load_data("verdict_questions.yaml")[key][lang]
        return Verdict("no", claim, 1.0, str(said).format(best=summed.best, total=summed.total))
    doubled = told_doubled(proposition, lang, entry_id, neutral)
    if doubled is not None:
        claim = Claim("told-doubled", doubled, proposition, frozenset(), told=True)
        kind = "yes" if doubled else "no"
        # an entry that does not state the doubling (a path's middle colours): the lead
        # says its rule
        reason = "" if told_states_doubling(entry_id) else _doubling_reason(kind, lang)
        return Verdict(kind, claim, 1.0, reason)
    return None


def _best_told(question: str, lang: str, entry_id: str, neutral: frozenset[str]) -> Verdict | None:
    """The lead of paths of one colour told with their worths and asked openly what they
    score: the best worth, the one path of a colour scored (`told_best`)."""
    best = told_best(question, lang, entry_id, neutral)
    if best is None:
        return None
    claim = Claim("told-best", True, question, frozenset(), told=True)
    said = str(load_data("verdict_questions.yaml")["told_best"][lang]).format(best=best)
    return Verdict("only", claim, 1.0, said)


def _doubling_reason(kind: str, lang: str) -> str:
    """The lead of a doubling decided from an entry that does not state it, with its rule."""
    return str(load_data("verdict_questions.yaml")["told_doubled_reason"][kind][lang])


def only_choice(question: str, lang: str, entry_id: str, neutral: frozenset[str]) -> Verdict | None:
    """The second choice of "X, or only Y?", as written ("Uniquement le 8."), when X is
    false and exactly one value of X replaced by Y's is true; None otherwise."""
    alternative = read_only_alternative(question, lang)
    if alternative is None:
        return None
    first = best_claim(concepts(alternative.first, lang, neutral), lang, entry_id)
    if first is None or first[0].answer:
        return None
    found = [best_claim(concepts(r, lang, neutral), lang, entry_id) for r in alternative.replaced]
    # a bound read with the value ("au moins 4 cartes" said of 4) is no "only 4"
    true = [pair for pair in found if pair is not None and pair[0].answer and not pair[0].told]
    if len(true) != 1:
        return None
    claim, coverage = true[0]
    said = alternative.second
    return Verdict("only", claim, coverage, f"{capitalised(said)}.")


def joint_claim(
    proposition: str, lang: str, entry_id: str, neutral: frozenset[str], intoned: bool
) -> tuple[Claim, float] | None:
    """Several statements joined by "et"/"and", each the claim of a fact of the entry
    ("on additionne les sentiers marqués et le plus haut total gagne"): true when every
    one is, false when one is (that one's claim is given), None unless each is matched."""
    found = []
    for part in parts(proposition):
        best = best_claim(concepts(part, lang, neutral), lang, entry_id, intoned)
        if best is None:
            return None
        found.append(best)
    if not found:
        return None
    false = [pair for pair in found if not pair[0].answer]
    claim = (false or found)[0][0]
    return claim, min(coverage for _, coverage in found)


def best_claim(
    asked: frozenset[str],
    lang: str,
    entry_id: str,
    intoned: bool = False,
    coloured: bool = False,
    colours: int = 0,
) -> tuple[Claim, float] | None:
    """The claim of the entry's facts that the question says, with the share of the
    claim's concepts the question says; None when none is sure over its rivals. A
    question asked by intonation alone must say more than things named (`nouns`).
    `coloured`: the question names a colour (a neutral word, so no concept of its own);
    `colours`: how many colours it names (two or more: no fact of one colour settles it)."""
    rules = matching()
    if not rules.says_something(asked, named_only_ok=not intoned):
        return None
    own: list[tuple[float, Claim]] = []
    rivals: list[tuple[float, Claim]] = []
    for fact in facts():
        if fact.one_colour and colours >= 2:
            continue
        said = (with_told_number(claim, asked, rules, coloured) for claim in fact.claims[lang])
        for claim in (*fact.claims[lang], *(c for c in said if c is not None)):
            if not asked <= claim.concepts or not rules.leaves_out_names_only(claim, asked):
                continue
            coverage = len(asked) / len(claim.concepts)
            rivals.append((coverage, claim))
            if entry_id in fact.entries:
                own.append((coverage, claim))
    if any(other.told and not other.answer for _, other in rivals):
        # a bound broken ("9 cards": at most 8) outweighs a bound kept (at least 2)
        own = [(c, other) for c, other in own if not (other.told and other.answer)]
        rivals = [(c, other) for c, other in rivals if not (other.told and other.answer)]
    if not own:
        return None
    coverage, claim = max(own, key=lambda pair: pair[0])
    if coverage < rules.min_coverage:
        return None
    against = [c for c, other in rivals if other.answer != claim.answer]
    if against and max(against) > coverage - rules.margin:
        return None
    return claim, coverage


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
    (a "no": "Non : seul le meilleur sentier…"), the `told_best` lead (an "only") and an
    "only" choice as written
    ("Uniquement le 8.")."""
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
    only = "|".join(re.escape(capitalised(str(w))) for w in data["only_alternative"]["only_words"])
    most = int(data["only_alternative"]["most_words"])
    found.append(("only", re.compile(rf"(?:{only})(?:\s[^\s.?!]+){{1,{most}}}\.\s")))
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
