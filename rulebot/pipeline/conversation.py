"""What a conversation leaves for a follow-up, and what a follow-up asks of it.

The bot replays the earlier questions into a `Conversation` (`next_state`); then
`plan_followup` reads the new question against it and says what to do (`Move`):
change the last path or scenario, give the last answer again ("pourquoi ?", "sur
quelle page ?", "et en anglais ?"), decline, or nothing (the question stands alone).
After a told end of game, "pourquoi ?" and "et si Camille avait 24 ?" decide the winner
again from the standings told (`Move("winner")`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from rulebot.answer import compose, verdict
from rulebot.answer.model import Answer
from rulebot.corpus import Corpus
from rulebot.pipeline.followup import change_scenario, changes_cards, looks_like_followup
from rulebot.pipeline.followup_asks import asked, bare_yes_no
from rulebot.pipeline.followup_recolour import changed_path, recoloured_scenario, told_in_colour
from rulebot.pipeline.followup_restated import restated_path, restated_words
from rulebot.pipeline.followup_scenario import pathless_told, puts_cards_down, tells_hand
from rulebot.pipeline.followup_told import asked_of_told, told_over_turns
from rulebot.pipeline.followup_words import (
    adds,
    cue_data,
    either_or,
    has,
    said_words,
    without_references,
)
from rulebot.pipeline.reading_answers import read_scenario
from rulebot.rules import Card
from rulebot.understanding import (
    Intent,
    IntentOf,
    Lexicon,
    Scenario,
    classify,
    mentions_game,
    parse_cards,
)
from rulebot.understanding.boxcounts import tells_count
from rulebot.understanding.intent import is_calculation, names_other_game
from rulebot.understanding.standings import Standings, changed_standings
from rulebot.understanding.text import words_of


@dataclass(frozen=True)
class Conversation:
    """What a follow-up may lean on: the last path, scenario, rules or box question."""

    path: tuple[Card, ...] | None = None
    colour: str | None = None  # the colour the path is scored for, when one was asked
    scenario: Scenario | None = None
    rules_question: str | None = None
    facts_question: str | None = None
    standings: Standings | None = None  # a told end of game, after a winner answer
    last: str = ""  # what the last answer was: "path", "scenario", "rules", "facts", "winner"
    asked: str = ""  # the last question, as asked
    lang: str = "fr"  # the language of the last answer
    said: tuple[str, ...] = ()  # the earlier questions, oldest first (hands told over turns)


@dataclass(frozen=True)
class Move:
    """What a follow-up asks for: a changed path or scenario, the last answer again, ..."""

    kind: str  # "path" | "scenario" | "facts" | "winner" | "again" | "decline"
    lang: str | None = None  # the language asked for ("et en anglais ?"), else the question's
    cards: tuple[Card, ...] = ()
    colour: str | None = None
    scenario: Scenario | None = None
    query: str = ""  # the box question, the winner question a winner answer leans on, or
    # the words that tell a path again (what the path answer reads of it)
    standings: Standings | None = None
    why: bool = False  # the winner decision explained ("pourquoi ?")


def next_state(answer: Answer, state: Conversation) -> Conversation:
    """The conversation after an answer: what the next follow-up may lean on."""
    return replace(_next_state(answer, state), said=(*state.said, answer.question))


def _next_state(answer: Answer, state: Conversation) -> Conversation:
    context = answer.context
    asked, lang = answer.question, answer.lang
    if "path" in context:
        path, colour = context["path"], context.get("colour")
        return Conversation(path=path, colour=colour, last="path", asked=asked, lang=lang)
    if "scenario" in context:
        # also a rules question, for a rules follow-up ("and how much is that worth?")
        scenario = context["scenario"]
        return Conversation(
            scenario=scenario, rules_question=asked, last="scenario", asked=asked, lang=lang
        )
    # A winner answer is also a rules question, for a rules follow-up ("et à 3 joueurs ?").
    told = context.get("standings")
    last = "winner" if told is not None else "rules"
    if "rules_question" in context or told is not None:
        query = context.get("rules_question", asked)
        return replace(
            state, rules_question=query, standings=told, last=last, asked=asked, lang=lang
        )
    if answer.intent == "game_facts":
        facts = str(context.get("facts_question", asked))
        return replace(
            state, facts_question=facts, standings=None, last="facts", asked=asked, lang=lang
        )
    return state


def answer_in(answer: Answer, lang: str, corpus: Corpus) -> Answer:
    """A rules answer (or abstention) said again in another language, same passage."""
    if answer.lang == lang:
        return answer
    if answer.abstained or not answer.citations:
        return compose.abstention(answer.question, lang, answer.intent, out_of_scope=False)
    entry = corpus.entry(answer.citations[0].chunk_id.split(":")[0])
    words = verdict.lead_again(answer.answer, lang)  # a sure "Non." stays "No.", only that
    body = compose.with_citation(verdict.with_lead(entry.text(lang).text, words), entry.pages)
    citation = compose.entry_citation(corpus, entry.id, lang)
    return replace(answer, answer=body, lang=lang, citations=(citation,))


def plan_followup(
    question: str, state: Conversation, lexicon: Lexicon, intent: Intent, intent_of: IntentOf
) -> Move | None:
    """What a follow-up asks of the conversation, or None when the question stands alone;
    `intent` is the bot's decision of the question's intent, read alone, and `intent_of`
    the bot's decision for another text (hands told over several turns)."""
    if state.last and names_other_game(question):
        return Move("decline")  # "et au tarot à trois ?": another game, whatever came before
    again = asks_again(question, state)
    if state.last == "winner" and state.standings is not None:
        winner = _winner_move(question, state, state.standings, again, lexicon)
        if winner is not None:
            return winner
    if again is not None:
        return again if state.last else None
    told = told_over_turns(question, state.said, state.scenario, lexicon, intent_of)
    if told is not None:  # "J'ai le 3 rouge." / "Léo a le 8." / "qui marque le rouge ?"
        return Move("scenario", scenario=asked(told, question))
    # a path told before another question is changed again only by a change said of it
    # ("going back to the jacaranda path, what if I swap the jac 3 for the jac 1?")
    earlier_path = state.path is not None and state.last not in ("path", "scenario")
    said_change = changes_cards(question, path=state.last in ("path", "scenario") or earlier_path)
    changes = (state.last in ("path", "scenario") or (earlier_path and said_change)) and (
        said_change
        or tells_hand(state.scenario, question, lexicon)
        or puts_cards_down(state.scenario, question, lexicon)
        or pathless_told(state.scenario, question, lexicon) is not None
    )
    bare = state.last == "scenario" and _bare_yes_no(state.scenario, question, lexicon)
    if not state.last or not (looks_like_followup(question) or changes or bare):
        told = (
            asked_of_told(question, state.said, state.scenario, lexicon, intent_of)
            if state.last == "scenario"
            else None
        )
        if told is not None:  # "… he's holding the 4 and the 5" / "does my own 1 …? who …?"
            return Move("scenario", scenario=asked(told, question))
        return _restated(question, state, lexicon)  # a long "So it's just 1, 4, 6, then?"
    if state.last in ("path", "scenario") and either_or(question) and not (changes or bare):
        return None  # "oak or maple?" only asks which reading of a rule: it changes nothing
    if is_calculation(question, lexicon):
        return Move("decline")  # "et combien font 1 plus 4 plus 8 ?"
    if _stands_alone(question, intent, state, lexicon):
        return None
    if state.path is not None:
        changed = changed_path(question, state.path, state.colour, intent, lexicon)
        # after another question, the same path again is no change of it ("et à 3 joueurs ?"
        # after a path then a question on the discard asks of the discard)
        if changed is not None and not (earlier_path and changed[0] == state.path):
            return Move("path", cards=changed[0], colour=changed[1])
        restated = _restated(question, state, lexicon)
        if restated is not None:  # "Donc 2, 4, 4 chêne, 6. Ça compte encore ?"
            return restated
    if state.scenario is not None:
        scenario = told_in_colour(state.scenario, question, lexicon)  # "Et le jaune ? …"
        scenario = scenario or change_scenario(state.scenario, question, lexicon)
        scenario = scenario or recoloured_scenario(state.scenario, question, lexicon)
        scenario = scenario or pathless_told(state.scenario, question, lexicon)
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


def _restated(question: str, state: Conversation, lexicon: Lexicon) -> Move | None:
    """The last path told again as a list, its bare values read from it (None: no list)."""
    if state.last != "path" or state.path is None:
        return None
    cards = restated_path(question, state.path, state.colour, lexicon)
    if cards is None:
        return None
    said = restated_words(question, lexicon)  # what it says of the path now
    return Move("path", cards=cards, colour=state.colour, query=said)


def _winner_move(
    question: str, state: Conversation, told: Standings, again: Move | None, lexicon: Lexicon
) -> Move | None:
    """After a winner answer: the decision again ("sur quelle page ?"), explained
    ("pourquoi ?"), or made with a standing changed ("what if Emma had 40?")."""
    query = state.rules_question or ""
    if again is not None:
        why = has(said_words(question), _meta().why)
        return Move("winner", lang=again.lang, standings=told, query=query, why=why)
    # "et si on avait 31 ?": the one number told is every player's
    everyone = has(said_words(question), tuple(cue_data()["all_players"]))
    if not looks_like_followup(question):
        # a tie left undecided for want of colour counts: a message that tells them goes
        # on with it ("Lou a 5 espèces différentes plantées, moi j'en ai 6")
        filled = _missing_told(question, told, lexicon, everyone)
        return None if filled is None else Move("winner", standings=filled, query=query)
    changed = changed_standings(question, lexicon, told, everyone)
    return None if changed is None else Move("winner", standings=changed, query=query)


def _missing_told(
    question: str, told: Standings, lexicon: Lexicon, everyone: bool
) -> Standings | None:
    """The standings with the colour counts a tie was left undecided for, when a message
    tells them all of the players missing; None otherwise."""
    try:
        missing = told.decision.missing_colours
    except ValueError:
        return None
    if not missing:
        return None
    changed = changed_standings(question, lexicon, told, everyone)
    if changed is None:
        return None
    counts = {s.player: s.colours for s in changed.standings}
    return changed if all(counts.get(player) is not None for player in missing) else None


def _bare_yes_no(scenario: Scenario | None, question: str, lexicon: Lexicon) -> bool:
    return scenario is not None and bare_yes_no(scenario, question, lexicon)


def asks_again(question: str, state: Conversation | None = None) -> Move | None:
    """ "pourquoi ?", "what page is that on?", "et en anglais ?": the last answer again.

    Besides its cue, such a question holds only filler words and the players' names
    ("pourquoi pas Zoé ?").
    """
    meta = _meta()
    fillers = meta.fillers | _player_words(state)
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


def _player_words(state: Conversation | None) -> frozenset[str]:
    """The words naming the players of the last scenario or told end of game; after a winner
    answer, also the words of winning ("pourquoi Camille gagne ?")."""
    if state is None:
        return frozenset()
    names: list[str] = []
    if state.scenario is not None:
        names += [
            *state.scenario.hands,
            *(n for d in state.scenario.names.values() for n in d.values()),
        ]
    if state.standings is not None:
        told = state.standings
        names += [s.player for s in told.standings]
        names += [n for d in told.names.values() for n in d.values()]
        names += _meta().winning
    return frozenset(word for name in names for word in said_words(name).split())


@dataclass(frozen=True)
class _Meta:
    why: tuple[str, ...]
    page: tuple[str, ...]
    languages: dict[str, tuple[str, ...]]
    fillers: frozenset[str]
    winning: tuple[str, ...]  # words of winning a "why" may hold after a winner answer


@cache
def _meta() -> _Meta:
    data = cue_data()
    meta = data["meta"]
    return _Meta(
        why=tuple(meta["why"]),
        page=tuple(meta["page"]),
        languages={lang: tuple(cues) for lang, cues in meta["languages"].items()},
        fillers=frozenset(str(word) for word in data["meta_fillers"]),
        winning=tuple(str(word) for word in meta["winning"]),
    )


def _off_topic(question: str, lexicon: Lexicon) -> bool:
    """Out of scope even read as a continuation: an off-topic cue, not a missing "and".
    A count of players told ("et si les voisins viennent et qu'on est 4 ?") goes on."""
    if mentions_game(question, lexicon) or tells_count(words_of(question)):
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
    found = read_scenario(question, lexicon)
    if found is None:
        return False
    players = {player for player, hand in found.hands.items() if hand}
    colour = found.scored_colour
    if len(players) < 2 or colour is None:
        return False
    before = state.scenario
    if before is not None and colour == before.colour and adds(question):
        return False  # "and if Ola also has the cassia 2 and I hold the 1?": onto the hands
    return before is None or colour != before.colour or players >= set(before.hands)
