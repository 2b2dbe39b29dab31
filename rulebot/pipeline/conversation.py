"""What a conversation leaves for a follow-up, and what a follow-up asks of it.

The bot replays the earlier questions into a `Conversation` (`next_state`); then
`plan_followup` reads the new question against it and says what to do (`Move`):
change the last path or scenario, give the last answer again ("pourquoi ?", "sur
quelle page ?", "et en anglais ?"), decline, or nothing (the question stands alone).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from rulebot.answer import compose, verdict
from rulebot.answer.model import Answer
from rulebot.corpus import Corpus
from rulebot.pipeline.followup import change_scenario, changes_cards, looks_like_followup
from rulebot.pipeline.followup_asks import asked, bare_yes_no
from rulebot.pipeline.followup_recolour import changed_path, recoloured_scenario
from rulebot.pipeline.followup_words import cue_data, has, said_words, without_references
from rulebot.rules import Card
from rulebot.understanding import (
    Intent,
    Lexicon,
    ParseError,
    Scenario,
    classify,
    mentions_game,
    parse_cards,
    parse_scenario,
    topic_score,
)
from rulebot.understanding.intent import is_calculation
from rulebot.understanding.text import words_of

if TYPE_CHECKING:
    from rulebot.retrieval import Hit

# A rules follow-up ranks entries by the score of the question read together with the one
# it follows, plus this share of its own score ("et la toute première, elle va où ?")...
OWN_SHARE = 1.0
# ...or this one when it names no topic of its own ("et au maximum ?", "et le 8 alors ?"):
# then it only narrows the question it follows...
ELLIPTIC_OWN_SHARE = 0.25
# and then only for entries that question also found alone: "et en cas d'égalité ?" after
# "qui a le droit de marquer ?" asks about a tie for that right, not the final tie-break.


@dataclass(frozen=True)
class Conversation:
    """What a follow-up may lean on: the last path, scenario, rules or box question."""

    path: tuple[Card, ...] | None = None
    colour: str | None = None  # the colour the path is scored for, when one was asked
    scenario: Scenario | None = None
    rules_question: str | None = None
    facts_question: str | None = None
    last: str = ""  # what the last answer was: "path", "scenario", "rules" or "facts"
    asked: str = ""  # the last question, as asked
    lang: str = "fr"  # the language of the last answer


@dataclass(frozen=True)
class Move:
    """What a follow-up asks for: a changed path or scenario, the last answer again, ..."""

    kind: str  # "path" | "scenario" | "facts" | "again" | "decline"
    lang: str | None = None  # the language asked for ("et en anglais ?"), else the question's
    cards: tuple[Card, ...] = ()
    colour: str | None = None
    scenario: Scenario | None = None
    query: str = ""


def next_state(answer: Answer, state: Conversation) -> Conversation:
    """The conversation after an answer: what the next follow-up may lean on."""
    context = answer.context
    asked, lang = answer.question, answer.lang
    if "path" in context:
        path, colour = context["path"], context.get("colour")
        return Conversation(path=path, colour=colour, last="path", asked=asked, lang=lang)
    if "scenario" in context:
        return Conversation(scenario=context["scenario"], last="scenario", asked=asked, lang=lang)
    if "rules_question" in context:
        query = context["rules_question"]
        return replace(state, rules_question=query, last="rules", asked=asked, lang=lang)
    if answer.intent == "game_facts":
        facts = str(context.get("facts_question", asked))
        return replace(state, facts_question=facts, last="facts", asked=asked, lang=lang)
    return state


def answer_in(answer: Answer, lang: str, corpus: Corpus) -> Answer:
    """A rules answer (or abstention) said again in another language, same passage."""
    if answer.lang == lang:
        return answer
    if answer.abstained or not answer.citations:
        return compose.abstention(answer.question, lang, answer.intent, out_of_scope=False)
    entry = corpus.entry(answer.citations[0].chunk_id.split(":")[0])
    kind = verdict.lead_said(answer.answer)  # a sure "Non." stays "No.", and only that
    words = None if kind is None else verdict.lead_words(kind, lang)
    body = compose.with_citation(verdict.with_lead(entry.text(lang).text, words), entry.pages)
    citation = compose.entry_citation(corpus, entry.id, lang)
    return replace(answer, answer=body, lang=lang, citations=(citation,))


def plan_followup(question: str, state: Conversation, lexicon: Lexicon) -> Move | None:
    """What a follow-up asks of the conversation, or None when the question stands alone."""
    again = asks_again(question, state)
    if again is not None:
        return again if state.last else None
    changes = state.last in ("path", "scenario") and changes_cards(question)
    bare = state.last == "scenario" and _bare_yes_no(state.scenario, question, lexicon)
    if not state.last or not (looks_like_followup(question) or changes or bare):
        return None
    intent = classify(question, lexicon)
    if is_calculation(question, lexicon):
        return Move("decline")  # "et combien font 1 plus 4 plus 8 ?"
    if _stands_alone(question, intent, state, lexicon):
        return None
    if state.path is not None:
        changed = changed_path(question, state.path, state.colour, intent, lexicon)
        if changed is not None:
            return Move("path", cards=changed[0], colour=changed[1])
    if state.scenario is not None:
        scenario = change_scenario(state.scenario, question, lexicon)
        scenario = scenario or recoloured_scenario(state.scenario, question, lexicon)
        scenario = scenario or (state.scenario if bare else None)  # "et Paul, il peut ?"
        if scenario is not None:
            return Move("scenario", scenario=asked(scenario, question))
    if intent is Intent.OUT_OF_SCOPE and _off_topic(question, lexicon):
        return Move("decline")  # "and what's the capital of Spain?"
    if state.last == "facts" and state.facts_question:
        together = f"{question} {state.facts_question}"
        if classify(together, lexicon) is Intent.GAME_FACTS:
            return Move("facts", query=together)
    return None


def _bare_yes_no(scenario: Scenario | None, question: str, lexicon: Lexicon) -> bool:
    return scenario is not None and bare_yes_no(scenario, question, lexicon)


def asks_again(question: str, state: Conversation | None = None) -> Move | None:
    """ "pourquoi ?", "what page is that on?", "et en anglais ?": the last answer again.

    Besides its cue, such a question holds only filler words and the players' names
    ("pourquoi pas Zoé ?").
    """
    meta = _meta()
    fillers = meta.fillers | _player_words(state.scenario if state else None)
    said = said_words(question)
    cues = [*meta.why, *meta.page, *(c for cues in meta.languages.values() for c in cues)]
    if not has(said, tuple(cues)):
        return None
    rest = said
    for cue in sorted(cues, key=len, reverse=True):
        rest = rest.replace(f" {cue} ", " ")
    if any(word not in fillers for word in rest.split()):
        return None
    langs = [lang for lang, cues in meta.languages.items() if has(said, cues)]
    return Move("again", lang=langs[0] if len(langs) == 1 else None)


def _player_words(scenario: Scenario | None) -> frozenset[str]:
    if scenario is None:
        return frozenset()
    names = [p for p in scenario.hands] + [n for d in scenario.names.values() for n in d.values()]
    return frozenset(word for name in names for word in said_words(name).split())


@dataclass(frozen=True)
class _Meta:
    why: tuple[str, ...]
    page: tuple[str, ...]
    languages: dict[str, tuple[str, ...]]
    fillers: frozenset[str]


@cache
def _meta() -> _Meta:
    data = cue_data()
    meta = data["meta"]
    return _Meta(
        why=tuple(meta["why"]),
        page=tuple(meta["page"]),
        languages={lang: tuple(cues) for lang, cues in meta["languages"].items()},
        fillers=frozenset(str(word) for word in data["meta_fillers"]),
    )


def _off_topic(question: str, lexicon: Lexicon) -> bool:
    """Out of scope even read as a continuation: an off-topic cue, not a missing "and"."""
    if mentions_game(question, lexicon):
        return False
    return classify(f"and {question}", lexicon) is Intent.OUT_OF_SCOPE


def _stands_alone(question: str, intent: Intent, state: Conversation, lexicon: Lexicon) -> bool:
    """A whole new path or scenario, asked after another one: answered on its own."""
    if intent is Intent.PATH_SCORE:
        # "and with maple 5 between the 3 and the 7?": the values placing it name no card.
        cards = set(parse_cards(without_references(question), lexicon, strict=False).cards)
        return len(cards) >= 3 or (state.path is None and len(cards) >= 2)
    if intent is not Intent.RIGHT_TO_SCORE:
        return False
    try:
        found = parse_scenario(question, lexicon)
    except ParseError:
        return False
    players = {player for player, hand in found.hands.items() if hand}
    colour = found.scored_colour
    if len(players) < 2 or colour is None:
        return False
    before = state.scenario
    return before is None or colour != before.colour or players >= set(before.hands)


def _own_topic(question: str) -> bool:
    """Whether a follow-up names a topic of its own: a game word, or "mine", "et moi".
    Words that only narrow the question before ("égalité", "à 3 joueurs", "au maximum")
    are no topic of their own."""
    data = cue_data()
    said = said_words(question)
    if has(said, tuple(str(words) for words in data["own_topic"])):
        return True
    if _pronoun_subject(said):
        return False
    for phrase in sorted((str(p) for p in data["narrowing"]), key=len, reverse=True):
        said = said.replace(f" {phrase} ", " ")
    return topic_score(said) > 0


@cache
def _subject_words() -> dict[str, tuple[str, ...]]:
    """data/followup_subjects.yaml: openers and pronoun subjects, as folded phrases."""
    path = Path(__file__).resolve().parent / "data" / "followup_subjects.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return {key: tuple(str(p) for p in data[key]) for key in ("openers", "pronoun_subjects")}


def _pronoun_subject(said: str) -> bool:
    """Whether a follow-up (its `said_words`) opens, after openers ("et", "and what"),
    with a pronoun subject standing for the earlier thing: "et s'il se termine par un 8 ?"
    asks about the earlier path, its "8" is no topic of its own."""
    words = _subject_words()
    opened = True
    while opened:
        opened = False
        for opener in sorted(words["openers"], key=len, reverse=True):
            if said.startswith(f" {opener} "):
                said, opened = said[len(opener) + 1 :], True
                break
    return any(said.startswith(f" {subject} ") for subject in words["pronoun_subjects"])


def resolve_one(question: str, earlier: str) -> str:
    """The follow-up with a "one" standing for the earlier question's thing written out:
    "what about the very first one?" after "can I place a card diagonally?" asks about
    the first card, not about drawing one."""
    data = cue_data()["one_stands_for"]
    nouns = [str(noun) for noun in data["nouns"]]
    found = [
        (word, noun) for word in words_of(earlier) for noun in nouns if word in (noun, f"{noun}s")
    ]
    if not found:
        return question
    noun = found[0][1]
    after = "|".join(re.escape(str(word)) for word in data["after"])
    one = re.compile(rf"\b({after})\s+one(s?)\b", re.IGNORECASE)
    return one.sub(lambda m: f"{m.group(1)} {noun}{m.group(2)}", question)


def follow_up_ranking(
    alone: Sequence[Hit], together: Sequence[Hit], question: str, before: Sequence[Hit] = ()
) -> list[Hit]:
    """Entries ranked for a rules follow-up, from its own hits, those read in context and
    those of the question it follows (`before`).

    "et la toute première, elle va où ?" after a question on diagonals is about the
    first card, which the follow-up alone finds; "et à 3 joueurs ?" needs the context.
    """
    elliptic = not _own_topic(question)
    share = ELLIPTIC_OWN_SHARE if elliptic else OWN_SHARE
    own = {hit.entry_id: hit.score for hit in alone}
    context = {hit.entry_id: hit.score for hit in together}
    previous = {hit.entry_id: hit.score for hit in before}
    best = {hit.entry_id: hit for hit in [*together, *alone]}

    def weight(entry: str) -> float:
        narrows = not elliptic or not previous or entry in previous
        return (share * own.get(entry, 0.0) if narrows else 0.0) + context.get(entry, 0.0)

    ranked = sorted(best, key=lambda entry: (-weight(entry), entry))
    return [replace(best[e], score=max(own.get(e, 0.0), context.get(e, 0.0))) for e in ranked]
