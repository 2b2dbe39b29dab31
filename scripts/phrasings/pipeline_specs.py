"""What each parametrized test of tests/pipeline/ pins, as an end-to-end expectation (see
understanding_specs for `DATA` and `KEEP`). A table whose rows need a conversation the
test does not give (a follow-up's earlier path made in code) has no end-to-end form:
`DROP`."""

from __future__ import annotations

import importlib
import re
from typing import Any

from .data_sources import followup_row
from .model import ANSWERED, ANY_LEAD, LEADS, RULES, literal, starts
from .tables import (
    KEEP,
    Params,
    Row,
    entries,
    facts,
    hands,
    intent,
    lead,
    named,
    opens,
    row,
    shape,
    totals,
)
from .understanding_specs import DATA, DROP, changed

P = "tests.pipeline."


def const(module: str, name: str) -> Any:
    return getattr(importlib.import_module(P + module), name)


def turns_of(p: Params, *keys: str) -> tuple[str, ...]:
    """The conversation of a row: earlier turns (a list or one question), then the last."""
    found: list[str] = []
    for key in keys:
        value = p[key]
        if isinstance(value, list | tuple):
            found += [v["question"] if isinstance(v, dict) else v for v in value]
        elif value:
            found.append(value)
    return tuple(found)


def engine_right(totals_: dict[str, int], scorers: Any = None) -> dict[str, Any]:
    top = max(totals_.values())
    chosen = list(scorers) if scorers is not None else [p for p, t in totals_.items() if t == top]
    return {"kind": "right_to_score", "scorers": chosen, "totals": dict(totals_)}


def points(*keys: str, valid: bool | None = True, intent_: str | None = "path_score") -> Any:
    """A conversation whose last answer gives a path worth so many points."""

    def convert(p: Params) -> Row:
        engine: dict[str, Any] = {"kind": "path", "points": p["points"]}
        if valid is not None:
            engine["valid"] = valid
        if "valid" in p:
            engine["valid"] = p["valid"]
        if p.get("colour"):
            engine["colour"] = p["colour"]
        kind = "followup" if len(keys) > 1 else "path"
        made = row(kind, *turns_of(p, *keys), engine=engine)
        if intent_:
            made.intent = (intent_,)
        return made

    return convert


def right(*keys: str, scorers_key: str | None = None) -> Any:
    """A conversation whose last answer says who scores, with these totals."""

    def convert(p: Params) -> Row:
        scorers = p[scorers_key] if scorers_key else None
        turns = turns_of(p, *keys)
        kind = "followup" if len(turns) > 1 else "scenario"
        return row(
            kind, *turns, intent=("right_to_score",), engine=engine_right(p["totals"], scorers)
        )

    return convert


def scorers_only(text: str = "question", key: str = "scorers", *keys: str) -> Any:
    def convert(p: Params) -> Row:
        turns = turns_of(p, *(keys or (text,)))
        kind = "followup" if len(turns) > 1 else "scenario"
        return row(
            kind,
            *turns,
            intent=("right_to_score",),
            engine={"kind": "right_to_score", "scorers": list(p[key])},
        )

    return convert


def winners(*keys: str, key: str = "winners") -> Any:
    def convert(p: Params) -> Row:
        turns = turns_of(p, *keys)
        kind = "followup" if len(turns) > 1 else "winner"
        won = p[key] if isinstance(p[key], list) else [p[key]]
        return row(kind, *turns, intent=("winner",), engine={"kind": "winner", "winners": won})

    return convert


def conversation(*keys: str, kind: str | None = None, **fields: Any) -> Any:
    """A conversation and fixed expectations of its last answer."""

    def convert(p: Params) -> Row:
        turns = turns_of(p, *keys)
        made = row(kind or ("followup" if len(turns) > 1 else "answer"), *turns)
        for name, value in fields.items():
            setattr(made, name, value)
        return made

    return convert


def said(*keys: str, must: str = "must", must_not: str = "must_not", **fields: Any) -> Any:
    """A conversation, the regexes its last answer holds and does not."""

    def convert(p: Params) -> Row:
        turns = turns_of(p, *keys)
        made = row("followup" if len(turns) > 1 else "answer", *turns)
        values = p.get(must) or []
        made.must = tuple([values] if isinstance(values, str) else values)
        values = p.get(must_not) or []
        made.must_not = tuple([values] if isinstance(values, str) else values)
        if p.get("intent"):
            made.intent = (p["intent"],)
        if p.get("pages") is not None:
            made.pages = tuple(p["pages"])
        if p.get("totals"):
            made.engine = engine_right(p["totals"])
        if "scorers" in p:
            made.engine = {"kind": "right_to_score", "scorers": list(p["scorers"])}
        for name, value in fields.items():
            setattr(made, name, value)
        return made

    return convert


def item(p: Params) -> Row:
    """A conversation written as the follow-up sets write them."""
    made = followup_row("", "", p["item"])
    return made


def either(kind_yes: Any, kind_no: Any, flag: str) -> Any:
    return lambda p: (kind_yes if p[flag] else kind_no)(p)


def starts_with(text: str, key: str, *, kind: str = "answer", **fields: Any) -> Any:
    def convert(p: Params) -> Row:
        made = row(
            kind,
            p[text],
            must=(starts(p[key]),) if p[key] else (),
            must_not=() if p[key] else (ANY_LEAD,),
        )
        for name, value in fields.items():
            setattr(made, name, value)
        return made

    return convert


def lead_words(text: str, key: str, entry: str | None = None, lang: str | None = None) -> Any:
    """A lead given as its words ("Oui.", "Seulement son 8.") or None."""

    def convert(p: Params) -> Row:
        words = p[key]
        made = row("verdict", p[text], reading={"verdict": words or "none"})
        if entry is not None:
            made.entries = (p.get(entry, entry),)
        made.must = (starts(words),) if words else ()
        made.must_not = () if words else (ANY_LEAD,)
        return made

    return convert


def box_said(p: Params) -> Row:
    return row("box", p["question"], intent=("game_facts",), pages=(), must=(literal(p["said"]),))


def draw_sum(p: Params) -> Row:
    return row(
        "followup" if p["history"] else "answer",
        *turns_of(p, "history", "question"),
        pages=(2,),
        must=(literal(f"{p['sum_said']} = {p['left']}"),),
        reading={"draw_pile": int(p["left"])},
    )


def no_draw(p: Params) -> Row:
    return row(
        "followup" if p["history"] else "answer",
        *turns_of(p, "history", "question"),
        must_not=(r"\b34\b|\b43\b|\b52\b",),
        reading={"draw_pile": None},
    )


def pronoun(p: Params) -> Row:
    made = row("followup", p["earlier"], p["question"], intent=ANSWERED)
    made.reading = {"leans": p["read"] is not None, "read": p["read"]}
    return made


def first_entry(keys: tuple[str, ...], key: str = "entries", page: str | None = None) -> Any:
    def convert(p: Params) -> Row:
        listed = named(p[key])
        made = row("followup", *turns_of(p, *keys), entries=listed, intent=("rules",))
        if page is not None:
            made.pages = (p[page],)
        return made

    return convert


SPECS: dict[str, dict[str, Any]] = {
    P + "test_abstention": {"test_declines_exactly_what_is_out_of_scope": DATA},
    P + "test_abstention_3": {"test_scope_with_the_model": DATA},
    P + "test_answer_phrasings": {"test_answers_state_the_facts": DATA, "test_problems": KEEP},
    P + "test_answer_phrasings_2": {"test_answers_state_the_facts": DATA},
    P + "test_answer_phrasings_3": {"test_answers_state_the_facts": DATA},
    P + "test_answer_phrasings_4": {"test_answers_state_the_facts": DATA},
    P + "test_ask": {  # the contract of rulebot.ask
        "test_bad_questions_raise_clear_input_errors": KEEP,
        "test_box_facts_and_greeting_cite_no_page": KEEP,
        "test_out_of_scope_abstains_without_citing": KEEP,
    },
    P + "test_blind3_answers": {
        "test_a_length_told_under_the_bound": lead(entry="entry"),
        "test_a_path_length_told": lambda p: lead(entry="e")({**p, "e": "faq-path-length"}),
        "test_a_restated_rule_asked_to_be_confirmed": lead(entry="entry"),
        "test_a_told_practice_asked_about": lead(entry="entry"),
        "test_cards_told_by_value_and_colour_are_cards_named": lambda p: lead(entry="e")(
            {**p, "e": "rule-plant"}
        ),
        "test_the_practice_leads_are_said_and_kept": KEEP,  # lead words, no question
    },
    P + "test_blind3_answers_retrieval": {
        "test_the_answer_leads_with_its_verdict": lead_words("question", "lead"),
        "test_the_entry_is_found_first": entries(),
    },
    P + "test_blind3_engine": {
        "test_a_card_asked_in_another_path_is_a_rules_question": conversation(
            "earlier", "question", intent=("rules",)
        ),
        "test_a_real_tree_is_no_colour_for_the_path": conversation(
            "earlier", "question", abstain=True
        ),
        "test_a_run_stated_as_a_rule_is_no_path": conversation(
            "question", kind="intent", intent=tuple(i for i in ANSWERED if i != "path_score")
        ),
        "test_a_run_whose_worth_is_asked_is_scored": points("question"),
        "test_the_card_a_path_ends_on_is_its_end": points(
            "earlier", "question", valid=None, intent_=None
        ),
    },
    P + "test_blind4_engine_answers": {
        "test_a_diagonal_is_no_path": lambda p: row(
            "path",
            p["question"],
            intent=("path_score",),
            entries=("rule-paths",),
            engine={"kind": "path", "valid": False, "points": 0, "reason": "not_a_chain"},
        ),
        "test_a_path_under_a_heading_word_is_scored": points("question"),
        "test_path_worths_get_the_rules_answer": conversation(
            "question", kind="intent", intent=("rules",)
        ),
        "test_the_lead_answers_what_is_asked": lambda p: lead_words("question", "lead")(p),
        "test_who_scores_from_hands_read_right": scorers_only(),
    },
    P + "test_blind4_verdicts": {
        "test_only_alternative": lambda p: lead_words("question", "expected")(p),
        "test_pronoun_follow_up_keeps_the_subject": conversation(
            "before",
            "question",
            intent=("rules",),
            entries=("faq-path-points", "rule-path-scoring"),
        ),
        "test_small_words_and_punctuation": lead_words("question", "expected", entry="entry"),
        "test_told_worth_before_bonus": lead_words("question", "expected", entry="faq-path-points"),
    },
    P + "test_blind6_engine_leads": {
        "test_card_moved_to_the_asker": lambda p: with_start(right("turns")(p), p["lead"]),
        "test_follow_up_total": right("turns"),
        "test_leads": lambda p: with_said(
            with_start(row("scenario", p["question"], intent=("right_to_score",)), p["lead"]),
            p["said"],
        ),
        "test_nobody_holds_says_everyone": lambda p: row(
            "scenario", p["question"], must=(literal(p["said"]),)
        ),
        "test_shared_total_after_colour_counts": winners("question", key="winner"),
    },
    P + "test_blind_followups": {
        "test_a_card_said_twice_is_refused": lambda p: row(
            "path",
            p["question"],
            intent=("path_score",),
            engine={"kind": "path", "valid": False, "points": 0},
        ),
        "test_a_described_path_reshaped": points("history", "question", valid=None),
        "test_who_scores_asked_again": scorers_only("told", "scorers", "told", "question"),
    },
    P + "test_box_fact_phrasings": {
        "test_a_fact_not_found_is_said": lambda p: row(
            "box",
            p["question"],
            intent=("game_facts",),
            pages=(),
            must=(
                starts(
                    "Je n'ai pas cette information"
                    if p["lang"] == "fr"
                    else "I don't have that information"
                ),
                "Cassar",
            ),
        ),
        "test_each_fact_is_reached": lambda p: row(
            "box",
            p["question"],
            intent=("game_facts",),
            must=(literal(const("test_box_fact_phrasings", "VALUES")[p["fact"]]),),
            must_not=(r"^I don't have that information|^Je n'ai pas cette information",),
            reading={"facts": [p["fact"]]},
        ),
        "test_every_box_cue_names_a_fact": KEEP,  # cue words, no questions
    },
    P + "test_box_lead": {
        "test_facts_asked_in_other_forms": facts(),
        "test_the_lead_before_the_box_facts": starts_with(
            "question", "lead", kind="box", intent=("game_facts",)
        ),
        "test_told_numbers": KEEP,  # fragments
    },
    P + "test_disputes_and_repeats": {
        "test_a_disputed_worth": lambda p: row(
            "path", p["question"], intent=("path_score",), must=(starts(p["opening"]),)
        ),
        "test_a_path_said_again_keeps_its_lead": lambda p: row(
            "followup",
            p["first"],
            p["again"],
            must=tuple(literal(s) for s in p["says"])
            + ((starts(p["says"][0]),) if len(p["says"]) == 1 else ()),
        ),
        "test_a_told_sum_said_again_keeps_its_reason": KEEP,  # an answer given in code
        "test_a_total_and_a_card": lambda p: row(
            "scenario",
            p["question"],
            intent=("right_to_score",),
            must=tuple(literal(s) for s in p["says"]),
        ),
        "test_another_path_of_the_colour": lambda p: row(
            "path",
            p["question"],
            intent=("path_score",),
            must=(literal(p["says"]),),
            entries=("rule-one-path-per-colour",),
        ),
        "test_before_bonuses": KEEP,  # cards, no question
        "test_lead_again": KEEP,  # answer texts
        "test_no_dispute_keeps_its_answer": lambda p: row(
            "intent",
            p["question"],
            intent=(p["intent"],),
            must=(literal(p["says"]),),
            must_not=(r"right:|^[^(]{0,40}raison",),
        ),
        "test_no_other_path_asked": lambda p: row(
            "path", p["question"], pages=(6, 7), must_not=(r"one path per colour|un seul sentier",)
        ),
    },
    P + "test_engine_answers": {
        "test_path_follow_ups": points("history", "question", valid=None),
        "test_path_scores": lambda p: row(
            "path",
            p["question"],
            intent=("path_score",),
            answer_lang=p["lang"],
            engine={"kind": "path", "valid": p["valid"], "points": p["points"]},
            pages=tuple(p["pages"]),
            must=(literal(p["phrase"]),),
        ),
        "test_right_to_score": lambda p: row(
            "scenario",
            p["question"],
            intent=("right_to_score",),
            pages=tuple(p["pages"]),
            engine=engine_right(p["totals"], p["scorers"]),
        ),
        "test_rules_follow_ups_read_with_their_context": first_entry(("first", "question")),
        "test_scenario_follow_ups_swap_add_and_move_cards": right(
            "first", "question", scorers_key="scorers"
        ),
    },
    P + "test_followup_causes_4": {
        "test_follow_up_causes": item,
        "test_who_starts_is_declined_as_unknown": conversation(
            "history", "question", abstain=True, intent=("rules",), pages=()
        ),
    },
    P + "test_followup_causes_5": {
        "test_a_rules_follow_up_without_game_words_is_not_declined": conversation(
            "history", "question", intent=("rules",)
        ),
        "test_follow_up_causes": item,
        "test_one_stands_for_the_earlier_thing": lambda p: row(
            "followup", p["earlier"], p["question"], intent=ANSWERED, reading={"read": p["read"]}
        ),
        "test_only_even_and_then_mark_a_follow_up": DROP,  # a follow-up without its turns
    },
    P + "test_followup_causes_6": {"test_follow_up_cause": item, "test_player_named": DROP},
    P + "test_followup_causes_7": {
        "test_a_rules_follow_up_after_a_winner_leans_on_its_question": conversation(
            "told", "question", intent=RULES
        ),
        "test_a_winner_follow_up_plans_a_winner_move": winners("told", "question"),
        "test_asked_by_a_follow_up": lambda p: (
            None
            if p["before"]
            else row(
                "followup",
                p["hands"],
                p["question"],
                reading={"asks": p["after"]},
                must=(ANY_LEAD,) if p["after"] else (),
                must_not=() if p["after"] else (ANY_LEAD,),
            )
        ),
        "test_changed_standings": changed,
        "test_lead_of_a_right_to_score_follow_up": item,
        "test_line_breaks_read_as_spaces": lambda p: row(
            "winner", p["lines"], intent=("winner",), reading={"read_as": p["line"]}
        ),
        "test_no_token_carries_a_line_break": KEEP,  # tokens
        "test_why_compares_the_totals_then_the_colours": lambda p: row(
            "followup",
            p["told"],
            "why?",
            intent=("winner",),
            answer_lang=p["lang"],
            must=(".*".join(re.escape(part) for part in p["parts"]),),
        ),
        "test_winner_follow_up_is_decided_from_the_standings": item,
    },
    P + "test_followup_causes_8": {
        "test_a_follow_up_keeping_the_subject": DROP,  # follow-ups without their turns
        "test_a_kept_subject_ranks_the_earlier_entries_first": DROP,  # hits made in code
        "test_a_rules_follow_up_keeps_its_subject": item,
        "test_a_short_either_or_is_read_as_a_follow_up": DROP,
        "test_a_what_if_of_every_player_changes_every_standing": winners("told", "question"),
        "test_a_what_if_of_every_player_is_answered": item,
        "test_an_either_or_changes_no_path_nor_hands": conversation(
            "told", "question", intent=("rules",)
        ),
        "test_hands_leave_their_question_for_a_rules_follow_up": DROP,  # a state, no answer
    },
    P + "test_followup_condition_leads": {
        "test_a_condition_follow_up_gets_the_lead": lambda p: row(
            "followup",
            p["before"],
            p["question"],
            must=(LEADS[{"oui": "yes", "non": "no"}.get(p["lead"], p["lead"])],)
            if p["lead"]
            else (),
            must_not=() if p["lead"] else (ANY_LEAD,),
        ),
    },
    P + "test_followup_keeps_colour": {
        "test_a_changed_path_is_scored_for_the_colour_asked_first": lambda p: row(
            "followup",
            p["first"],
            p["follow_up"],
            engine={
                "kind": "path",
                "valid": False,
                "points": 0,
                "colour": p["colour"],
                "reason": p["reason"],
            },
        ),
    },
    P + "test_followup_newcomer_pronoun": {
        "test_the_pronoun_is_the_newcomer": right("first", "then", scorers_key="scorers"),
    },
    P + "test_followup_shape_colour": {
        "test_a_colour_named_for_a_shape_makes_it_one_colour": lambda p: (
            points("first", "follow_up")(p)
            if p["points"] is not None
            else row("followup", p["first"], p["follow_up"], reading={"doubled": False})
        ),
    },
    P + "test_followup_sets": {
        "test_engine_follow_up": DATA,
        "test_follow_up_with_the_model": DATA,
        "test_the_real_bot_figures": DATA,
        "test_the_set_is_big_and_balanced": DATA,
    },
    P + "test_followups_s13": {
        "test_a_number_counting_cards_names_none": DROP,  # a path made in code
        "test_a_path_told_again": DROP,
        "test_hands_told_in_the_question_stand_alone": said("turns"),
        "test_what_earlier_turns_told_carries_to_the_last": said("turns"),
    },
    P + "test_game_facts": {
        "test_the_fact_asked": lambda p: (
            facts()(p) if p["facts"] else row("box", p["question"], reading={"facts": []})
        ),
        "test_the_sentence_given": lambda p: row(
            "box",
            p["question"],
            answer_lang=p["lang"],
            must=(literal(p["expected"]),),
            must_not=(literal(p["absent"]),) if p["absent"] else (),
        ),
    },
    P + "test_hands_s12": {"test_hands": said("question")},
    P + "test_hands_s12b": {
        "test_nobody_holds_names_the_players_listed": said(
            "question", intent=("right_to_score",), pages=(5, 6)
        ),
        "test_told_after_hands_or_a_tie": said("turns"),
    },
    P + "test_leads_s11": {
        "test_doubling_leads_say_the_rule": lambda p: row(
            "verdict",
            p["question"],
            entries=(p["entry"],),
            must=(starts(p["words"]),) if p["words"] else (LEADS["no"],),
        ),
        "test_leads": lead(entry="entry"),
        "test_sum_leads_said_again_in_the_other_language": DROP,  # lead words in code
        "test_sum_leads_say_the_best": lambda p: row(
            "verdict",
            p["question"],
            entries=("faq-several-paths",),
            must=(literal(p["said"]),),
            must_not=(literal(p["unsaid"]),),
        ),
    },
    P + "test_leads_s13": {
        "test_leads": lead(entry="entry"),
        "test_names_in": KEEP,
        "test_purpose_off": KEEP,  # texts read in code
        "test_several_paths_worth": KEEP,  # the words searched (retrieval idioms)
        "test_two_paths_named": KEEP,
    },
    P + "test_leads_s14": {
        "test_an_open_question_on_told_worths_gets_the_best": lambda p: row(
            "verdict",
            p["question"],
            entries=("rule-one-path-per-colour",),
            must=(rf"\b{p['best']} points\b",) if p["best"] is not None else (),
            must_not=(r"^(?:no|non)\b",) if p["best"] is not None else (),
            reading={"best": p["best"]},
        ),
        "test_the_lead_said_again_in_the_other_language_keeps_its_worth": DROP,  # lead words
    },
    P + "test_leftovers_v": {
        "test_the_answer_read": lambda p: row(
            "intent",
            p["question"],
            intent=(p["intent"],),
            abstain=p["intent"] == "out_of_scope",
            must=(starts(p["opening"]),) if p["opening"] else (),
        ),
    },
    P + "test_newcomers_s11": {"test_the_newcomer": right("turns")},
    P + "test_nobody_holds_names": {
        "test_no_players_named_every_player": lambda p: row(
            "scenario", p["question"], must=(literal(p["said"]),)
        ),
        "test_the_players_named_are_named_back": lambda p: row(
            "scenario",
            p["question"],
            intent=("right_to_score",),
            must=(literal(p["said"]), r"nobody holds|personne n'a"),
        ),
    },
    P + "test_own_pair_s11": {
        "test_cards_held_are_no_path": lambda p: row(
            "intent",
            p["question"],
            intent=(p["intent"],),
            must=(r"9",) if p["intent"] == "rules" else (),
            pages=(6,) if p["intent"] == "rules" else None,
        ),
        "test_my_1_and_my_8_are_my_own": lambda p: lead(entry="e")(
            {**p, "e": "rule-one-cancels-eight"}
        ),
        "test_the_own_pair": KEEP,  # fragments
    },
    P + "test_path_followups_p": {
        "test_a_card_said_in_place_of_another": DROP,  # follow-ups without their turns
        "test_a_correction_changes_a_path": DROP,
        "test_path_follow_ups": points("before", "question", valid=None),
        "test_paths_answered_by_the_engine": points("question", valid=None, intent_=None),
        "test_the_path_changed": DROP,  # the path before made in code
    },
    P + "test_paths_s11": {
        "test_a_path_may_turn": lambda p: row(
            "verdict", p["question"], must=(starts(p["lead"]),), reading={"page": 6}
        ),
        "test_drawn_cards_from_one_pile": lambda p: lead(entry="e")({**p, "e": "faq-draw-mix"}),
        "test_path_rule_leads": lead(entry="entry"),
        "test_told_paths_are_scored": points("question", valid=None),
        "test_what_a_turn_says": KEEP,  # concepts of a text
    },
    P + "test_paths_s12": {
        "test_equal_values_are_judged": lambda p: row(
            "path", p["question"], intent=("path_score",), must=(starts(p["said"]),)
        ),
        "test_follow_up_swaps_a_card": lambda p: row(
            "followup",
            p["first"],
            p["question"],
            intent=("path_score",),
            must=(literal(f"{p['points']} point"), literal(p["said"])),
        ),
        "test_rules_asked_with_cards": conversation("question", kind="intent", intent=("rules",)),
        "test_told_paths_scored": lambda p: row(
            "path",
            p["question"],
            intent=("path_score",),
            pages=tuple(p["pages"]),
            must=(literal(f"{p['points']} point"),),
        ),
    },
    P + "test_paths_s12b": {
        "test_best_path_run_changed": lambda p: row(
            "followup",
            p["first"],
            p["question"],
            intent=("path_score",),
            must=(literal(f"{p['points']} points"), literal(p["said"])),
        ),
        "test_not_the_best_path_run": conversation("first", "question", must_not=("→",)),
        "test_values_alone_judged": lambda p: row(
            "path",
            p["question"],
            intent=("path_score",),
            pages=(6,),
            must=(literal(p["said"]), literal("0 point")),
        ),
        "test_values_alone_rising_stay_rules": conversation(
            "question", kind="intent", intent=("rules",)
        ),
    },
    P + "test_r9_answers": {
        "test_a_leaning_follow_up_ranks_by_its_own_reading": DROP,  # hits made in code
        "test_a_pronoun_follow_up_is_answered": first_entry(("history", "question"), page="page"),
        "test_a_pronoun_leans_on_the_question_before": pronoun,
        "test_a_pronoun_question_must_be_in_the_rules_words": DROP,  # a share of known words
        "test_an_off_topic_pronoun_question_is_declined": conversation(
            "history", "question", abstain=True
        ),
        "test_another_game_as_a_comparison": lambda p: row(
            "answer", p["question"], pages=(p["page"],)
        ),
        "test_box_facts": box_said,
        "test_draw_pile_after_the_deal": draw_sum,
        "test_draw_pile_for_a_wrong_count": lambda p: row(
            "answer", p["question"], pages=(2,), must=(starts(p["said"]), literal("80 − 28 = 52"))
        ),
        "test_no_draw_pile": no_draw,
    },
    P + "test_readings_s12": {
        "test_a_player_count_follows_on": lambda p: row(
            "followup", *p["turns"], abstain=not p["answered"]
        ),
        "test_leads": lead(entry="entry"),
        "test_not_one": lambda p: row(
            "scenario", p["question"], must=(starts(p["said"]),), must_not=("Not",)
        ),
        "test_routing": intent(text="question"),
        "test_told_then_asked_if_normal": lead(entry="entry"),
        "test_whose_possessive_card": lambda p: row(
            "scenario", p["question"], must=(starts(p["said"]),)
        ),
        "test_worth_asked_after_the_path": lambda p: row(
            "path", p["question"], intent=("path_score",), must=(starts(p["lead"]),)
        ),
    },
    P + "test_review_leads_m2": {
        "test_card_told_twice": lambda p: row(
            "scenario", p["question"], reading={"told_twice": p["value"]}
        ),
        "test_condition_after_going": lambda p: row(
            "followup",
            p["before"],
            p["question"],
            entries=("faq-diagonal",),
            must=(LEADS[p["lead"]],) if p["lead"] in LEADS else (),
            must_not=() if p["lead"] in LEADS else (ANY_LEAD,),
        ),
        "test_going_alone": lead(entry="entry", key="lead"),
        "test_lead_said": KEEP,
        "test_no_lead_said": KEEP,  # answer texts
        "test_path_text_leads_once": KEEP,  # path_text of a shape made in code
        "test_path_worth_lead": lambda p: lead_words("question", "lead")(p),
        "test_told_twice_answer": lambda p: row(
            "scenario", p["question"], answer_lang=p["lang"], must=(literal(p["says"]),)
        ),
    },
    P + "test_review_m1_followups": {
        "test_a_follow_up_naming_only_an_owner": DROP,  # follow-ups without their turns
        "test_an_owner_follow_up_answers_the_earlier_question": first_entry(("before", "question")),
        "test_an_owner_follow_up_keeps_the_earlier_entries": DROP,  # hits made in code
    },
    P + "test_right_s11": {
        "test_the_lead": lambda p: row(
            "followup" if len(p["turns"]) > 1 else "scenario",
            *p["turns"],
            must=(starts(p["start"]),),
        ),
        "test_the_totals": right("turns"),
    },
    P + "test_right_verdict_first": {
        "test_the_verdict_comes_first": lambda p: row(
            "followup" if len(p["turns"]) > 1 else "scenario",
            *p["turns"],
            intent=("right_to_score",),
            must=(starts(p["start"]), *(literal(k) for k in p["kept"]), r"\(p\. 5-6\)\.$"),
        ),
        "test_the_verdict_names_no_one_else": lambda p: row(
            "scenario", p["question"], intent=("right_to_score",), must_not=(starts(p["unsaid"]),)
        ),
    },
    P + "test_scope_s11": {
        "test_in_scope_answered": lambda p: row(
            "answer", p["question"], must=(p["fact"],), reading={"page": p["page"]}
        ),
        "test_near_misses_declined": lambda p: row(
            "intent", p["question"], intent=("out_of_scope",), abstain=True, pages=()
        ),
    },
    P + "test_scope_s12": {
        "test_a_game_compared_in_a_clause": intent(text="question"),
        "test_declined_or_not_known": lambda p: row(
            "intent", p["question"], abstain=True, pages=()
        ),
        "test_scope": intent(text="question"),
        "test_strategy_is_not_in_the_rules": lambda p: row(
            "intent",
            p["question"],
            intent=RULES,
            abstain=p["unanswered"],
            reading={"unanswered": p["unanswered"]},
        ),
        "test_the_scene_is_not_searched": DROP,  # the words searched
    },
    P + "test_shape_bonuses": {
        "test_an_unsaid_bonus_is_told": KEEP,  # shapes made in code
        "test_bonuses_come_from_what_is_said": KEEP,
        "test_every_total_of_a_shape_is_told": KEEP,
        "test_the_bot_scores_what_is_said": lambda p: with_note(
            shape(text="question", points="points")(p), p
        ),
    },
    P + "test_standings_answers": {
        "test_rules_questions_stay_rules": conversation(
            "question", kind="intent", intent=("rules",)
        ),
        "test_winner_answers": lambda p: row(
            "winner",
            p["question"],
            intent=("winner",),
            answer_lang=p["lang"],
            engine={"kind": "winner", "winners": list(p["winners"])},
            pages=tuple(sorted({pg for r in p["rules"] for pg in r.pages})),
            must=tuple(literal(x) for x in p["phrases"]),
        ),
    },
    P + "test_verdict": {
        "test_an_answer_said_again_keeps_only_its_own_lead": KEEP,  # answer texts
        "test_concepts_of_a_text": KEEP,
        "test_decide": lead(entry="entry"),
        "test_with_lead": KEEP,
    },
    P + "test_verdict_end_and_doubling": {"test_lead": lead(entry="entry")},
    P + "test_verdict_phrasings": {"test_leads_are_never_wrong": DATA},
    P + "test_verdict_turn_order": {
        "test_the_order_of_drawing_and_discarding": lead(entry="entry")
    },
    P + "test_verdicts_s8": {"test_lead": DATA},
    P + "test_winner_everyone": {
        "test_a_refused_what_if_is_answered_not_raised": lambda p: row(
            "followup",
            p["told"],
            "and what if we both had 40?",
            intent=tuple(i for i in ANSWERED if i != "winner"),
        ),
        "test_a_what_if_of_every_player": lambda p: row(
            "followup",
            p["told"],
            p["question"],
            intent=("winner",) if p["winners"] is not None else (),
            reading={"leaders": p["winners"]},
        ),
    },
}


def with_start(made: Row, start: str) -> Row:
    made.must = (*made.must, starts(start))
    return made


def with_said(made: Row, words: str) -> Row:
    if words:
        made.must = (*made.must, literal(words))
    return made


def with_note(made: Row | list[Row] | None, p: Params) -> Row:
    assert isinstance(made, Row)
    made.engine = {"kind": "path", "valid": True, "points": p["points"]}
    if p["note"]:
        made.must = (literal(p["note"]),)
    else:
        made.must_not = (r"\(7 ca|\(8 ca",)
    return made


__all__ = ["DROP", "SPECS", "hands", "opens", "totals"]
