"""What each parametrized test of tests/understanding/ pins, as an end-to-end expectation.

`DATA`: the table is a tests/data file, converted by data_sources. `KEEP`: the inputs are
no questions (card notation, layouts, words, tokens, error wording, languages of a
fragment): the table stays a behaviour test. Anything else converts a row to a Row."""

from __future__ import annotations

from typing import Any

from .model import ANSWERED, ANY_LEAD, RULES, draw_pile, literal
from .tables import (
    KEEP,
    Params,
    Row,
    asks,
    entries,
    facts,
    hands,
    intent,
    lead,
    not_intent,
    opens,
    path,
    row,
    short,
    standings,
    totals,
)

DATA = "data"
DROP = "drop"
NOT_PATH = tuple(i for i in ANSWERED if i != "path_score")


def when(flag: str, yes: Any, no: Any) -> Any:
    """A table of a yes-or-no reading: one expectation for each answer."""
    return lambda p: (yes if p[flag] else no)(p)


def say(kind: str, *intents: str, text: str = "text") -> Any:
    return lambda p: row(kind, p[text], intent=intents)


def no_count(p: Params) -> Row:
    """A hand told as a count of cards is not computed: the rule answers it."""
    return row("scenario", p["text"], intent=RULES, reading={"hands": "a count of cards"})


def players(p: Params) -> Row:
    return row(
        "scenario", p["text"], intent=("right_to_score",), reading={"players": sorted(p["players"])}
    )


def nobody(p: Params) -> Row:
    return row(
        "scenario",
        p["text"],
        intent=("right_to_score",),
        reading={"nobody": True},
        must=(r"personne|nobody|no ?one|tout le monde|everyone|chacun|\beach\b",),
    )


def reuse(p: Params) -> Row | None:
    """Whether a card may serve in another path too: a rule; a path described, its worth.
    A row that needs the path said before (its scored colour) has no end-to-end form."""
    if p["asked"]:
        return row("intent", p["text"], intent=RULES)
    return row("intent", p["text"], intent=("path_score",)) if p["scored"] is None else None


def draw_pile_asked(p: Params) -> Row:
    turns = (p["before"], p["question"]) if p["before"] else (p["question"],)
    made = row("answer", *turns, intent=RULES, reading={"draw_pile": p["players"]})
    if p["players"] in (2, 3, 4):
        made.must = (rf"\b{draw_pile(p['players'])}\b",)
    return made


def no_draw_pile(p: Params) -> Row:
    turns = (p["before"], p["question"]) if p["before"] else (p["question"],)
    return row(
        "answer",
        *turns,
        intent=RULES,
        must_not=(r"\b34\b|\b43\b|\b52\b",),
        reading={"draw_pile": None},
    )


def winners(p: Params) -> Row:
    told = p["told"]
    rows = [(player, total, colours) for player, (total, colours) in told.items()]
    made = standings(key="rows")({"question": p["text"], "rows": rows})
    assert made is not None and not isinstance(made, list)
    return made


def changed(p: Params) -> Row:
    """A what-if after a told end of game: the standings after it decide."""
    after = p["after"]
    if after is None:
        return row("winner", p["told"], p["question"], reading={"standings_changed": False})
    rows = [(player, total, colours) for player, (total, colours) in after.items()]
    made = standings(key="rows")({"question": p["question"], "rows": rows})
    assert made is not None and not isinstance(made, list)
    made.turns = (p["told"], p["question"])
    return made


def path_lead(p: Params) -> Row:
    made = path(key="cards", fixed=p["colour"])({"text": p["question"], "cards": p["cards"]})
    assert isinstance(made, Row)
    if p["lead"]:
        made.must = ("^" + literal(p["lead"]),)
    else:
        made.must_not = (ANY_LEAD,)
    return made


def error(p: Params) -> Row:
    """Cards the parser refuses: no path is scored on a guess."""
    return row("intent", p["text"], intent=NOT_PATH, reading={"error": p["message"]})


def read_twice(p: Params) -> Row:
    return row("intent", p["text"], intent=NOT_PATH, reading={"error": "a card twice"})


def comparisons(p: Params) -> Row:
    made = standings(key="rows", compared="compared")(p)
    assert isinstance(made, Row)
    return made


def hands_colour(p: Params) -> Row:
    """The colour a question asks about among the hands told: who scores it."""
    if p["colour"] is None:
        return row("scenario", p["text"], intent=("right_to_score",), reading={"colour": None})
    return row("scenario", p["text"], intent=("right_to_score",), reading={"colour": p["colour"]})


def shape_told(p: Params) -> Row:
    """A path told by its length (and colours), no card: scored by its shape."""
    from rulebot.rules.shapes import PathShape

    from .model import shape_engine

    engine = shape_engine(PathShape(length=p["length"], same_colour=p["same"]))
    return row("path", p["text"], intent=("path_score",), engine=engine)


U = "tests.understanding."
SPECS: dict[str, dict[str, Any]] = {
    U + "test_blind3_cards": {
        "test_a_card_asked_in_another_path_is_a_rule": reuse,
        "test_a_run_counted_or_laid_in_a_line_is_its_cards": path(),
        "test_a_run_is_a_path_only_when_one_is_asked": when(
            "asked", say("intent", "path_score"), say("intent", *RULES)
        ),
        "test_the_scored_colour_set_aside_keeps_cards_whole": lambda p: path(
            fixed=(p["cards"].split()[0].lstrip("12345678"))
        )(p),
        "test_two_values_hyphenated_alone_are_a_run": path(colour="colour"),
    },
    U + "test_blind3_routing": {
        "test_routing": intent(),
        "test_routing_of_former_xfails": intent(),
    },
    U + "test_blind4_engine": {
        "test_a_diagonal_is_told": DROP,  # statements read in code (e2e: pipeline diagonals)
        "test_a_path_under_a_heading_word_is_a_path": say("intent", "path_score"),
        "test_a_word_heading_a_colour_is_no_player": players,
        "test_holding_said_loosely_is_a_hand": hands(),
        "test_path_worths_are_no_hands": not_intent("right_to_score"),
        "test_the_lead_answers_what_is_asked": asks(),
    },
    U + "test_blind4_routing": {"test_routing": intent(text="question", key="expected")},
    U + "test_blind6_readings": {
        "test_a_holder_after_de_takes_the_card_before": hands(),
        "test_a_total_above_eight_is_a_total": totals(),
        "test_anyone_is_no_player": hands(),
        "test_one_as_a_pronoun_is_no_card": hands(),
        "test_one_as_a_pronoun_is_no_path_card": path(),
        "test_shared_total_after_colour_counts": standings(text="text"),
        "test_stand_in_adds_up_without_ends": KEEP,  # totals, no questions
        "test_stand_in_refuses_a_total_needing_an_end": KEEP,
        "test_yes_no_asks": asks(),
    },
    U + "test_blind_routing": {
        "test_language": KEEP,  # the language of a fragment
        "test_players_read": hands(),
        "test_routes": intent(),
        "test_shape_traits": DROP,  # follow-ups without their turns
    },
    U + "test_cards": {  # the card notation, a grammar
        "test_a_run_opened_in_words_keeps_its_first_value": KEEP,
        "test_shared_value": KEEP,
        "test_language_suggested_by_colour_words": KEEP,
        "test_lenient_mode_skips_what_it_cannot_read": KEEP,
        "test_parse_cards": KEEP,
        "test_parse_cards_errors": KEEP,
        "test_parse_path_shape": KEEP,
        "test_ranges_and_inserted_cards": KEEP,
        "test_scored_colour": KEEP,
    },
    U + "test_causes_7": {
        "test_an_opponent_by_their_seat": lambda p: row(
            "scenario",
            p["text"],
            intent=("right_to_score",),
            must=(literal(p["shown"]),),
            answer_lang=p["lang"],
        ),
        "test_counted_opponents_in_order": hands(),
        "test_one_closing_a_clause_is_a_value": hands(),
        "test_real_trees_and_the_game_s_trees": intent(),
        "test_the_colour_said_scored": lambda p: row(
            "path", p["text"], intent=("path_score",), reading={"scored": p["colour"]}
        ),
        "test_the_game_s_species_stay_in_scope": not_intent("greeting"),
        "test_what_cards_give_is_a_path_s_worth": intent(),
        "test_what_was_left_at_the_end": hands(),
    },
    U + "test_causes_8": {
        "test_a_count_stays_a_count": no_count,
        "test_a_seated_player_after_du": hands(),
        "test_a_supposition_asks_no_who": asks(),
        "test_caring_for_a_real_tree": intent(),
        "test_game_words_make_a_visit_a_game_question": intent(),
        "test_hands_told_as_a_verb_and_a_number": hands(),
        "test_names_listed_before_and_i": hands(),
        "test_the_best_possible_score_is_a_rules_question": intent(),
        "test_values_without_a_colour_ask_the_rule": say("intent", *RULES),
    },
    U + "test_contests_s11": {"test_a_named_contest_is_elsewhere": intent()},
    U + "test_counts_and_asks": {
        "test_a_hand_given_as_a_count_is_not_computed": no_count,
        "test_counts_before_listed_values": hands(),
        "test_neither_nor_says_nobody_holds": nobody,
        "test_path_asked": asks(),
        "test_path_cards": path(colour="colour"),
        "test_yes_no_answers": opens(said="said", kind="scenario"),
        "test_yes_no_asked": asks(),
    },
    U + "test_disputes_and_totals": {
        "test_a_claimed_worth_is_no_card": lambda p: path()(p),
        "test_a_real_hand_keeps_its_cards": hands(),
        "test_a_total_and_a_card": totals(),
        "test_asks_other_path": lambda p: row(
            "path", p["text"], intent=("path_score",), reading={"other_path": p["asked"]}
        ),
        "test_no_dispute_no_claims": lambda p: row("path", p["text"], intent=("path_score",)),
    },
    U + "test_engine_text": {  # the engine's texts, from engine results: answer wording
        "test_best_paths_text": KEEP,
        "test_path_text": KEEP,
        "test_right_text": KEEP,
        "test_shape_text": KEEP,
        "test_summary_text": KEEP,
    },
    U + "test_hands_s11": {
        "test_a_hand_told_in_parts": totals(),
        "test_a_reported_claim_is_asked": asks(),
        "test_a_total_told_by_counting": totals(),
        "test_cards_added_to_a_total": totals(),
        "test_cards_listed_after_a_total_are_the_hand": totals(),
        "test_no_reported_claim": lambda p: row("verdict", p["text"], must_not=(ANY_LEAD,)),
    },
    U + "test_hands_s13": {"test_hands": totals(), "test_phone_reading": intent()},
    U + "test_intent": {
        "test_classify": lambda p: intent()(p) if p["text"] else None,
        "test_classify_phrasing": DATA,
        "test_form_cues": intent(),
        "test_past_game_questions_are_not_right_to_score": not_intent("right_to_score"),
        "test_play_questions": lambda p: row(
            "intent",
            p["text"],
            intent=RULES,
            abstain=p["unanswered"],
            reading={"unanswered": p["unanswered"]},
        ),
        "test_topic_score": lambda p: (
            row("intent", p["text"], intent=("out_of_scope",), abstain=True, pages=())
            if p["score"] == 0
            else row("intent", p["text"], intent=ANSWERED)
        ),
    },
    U + "test_intent_causes_5": {
        "test_box_decision": lambda p: row(
            "intent",
            p["text"],
            intent={"FACTS": ("game_facts",), "OTHER": ("out_of_scope",)}.get(
                getattr(p["box"], "name", ""), RULES if p["box"] is not None else ANSWERED
            ),
            abstain=getattr(p["box"], "name", "") == "OTHER",
        ),
        "test_describes_path": when("path", say("intent", "path_score"), say("intent", *NOT_PATH)),
        "test_intent_causes": intent(),
    },
    U + "test_intent_causes_6": {
        "test_a_count_of_cards_is_a_path_only_with_its_shape": when(
            "path", say("intent", "path_score"), say("intent", *NOT_PATH)
        ),
        "test_intent_causes": intent(),
    },
    U + "test_intent_phrasings_5": {"test_tune_half": DATA},
    U + "test_intent_phrasings_6": {
        "test_tune_half": DATA,
        "test_tune_paths_are_read": DATA,
        "test_worked_outcomes_are_the_engines": DATA,
        "test_worked_path_scores_are_the_engines": DATA,
    },
    U + "test_language": {"test_detect_language": KEEP},
    U + "test_language_spelling": {
        "test_detect_language_from_spelling": KEEP,
        "test_spelling_and_marks_are_evidence": KEEP,
    },
    U + "test_layout": {
        "test_blank_borders_and_tabs_are_fine": KEEP,
        "test_layout_errors": KEEP,
        "test_layout_files_best_paths": KEEP,
        "test_layout_files_with_errors": KEEP,
    },
    U + "test_leftovers_v": {
        "test_a_negation_beside_a_condition": lambda p: row(
            "verdict",
            p["question"],
            reading={"closed": p["read"]},
            must_not=() if p["read"] else (ANY_LEAD,),
        ),
        "test_a_practice_told_of_one_player": lead(entry="entry"),
        "test_a_restatement_is_split_unless_a_condition": KEEP,  # folded propositions
        "test_box_routing": intent(),
        "test_clause_words_are_phrases": KEEP,
        "test_every_listed_word_loads_as_a_string": KEEP,
        "test_what_a_claim_counts": KEEP,  # claims of the verdict data
        "test_without_doer": KEEP,
    },
    U + "test_lexicon_matches": {"test_matches": KEEP},
    U + "test_nobody_scores_s11": {
        "test_nobody_scores_is_answered_no": lambda p: row(
            "verdict", p["question"], pages=(5, 6), must=("^" + literal(p["opens"]),)
        ),
        "test_nobody_scores_is_asked": asks(),
    },
    U + "test_one_edit": {"test_one_edit": KEEP},
    U + "test_parse_errors": {
        "test_a_hand_error_in_french": KEEP,
        "test_a_layout_error_in_both_languages": KEEP,
        "test_both_languages_fill_the_same_placeholders": KEEP,
    },
    U + "test_path_leftovers": {
        "test_a_card_reused_or_a_run_stated_is_no_path": say("intent", *RULES),
        "test_a_run_opened_in_words_keeps_its_first_value": KEEP,  # fragments, values only
        "test_a_run_or_a_path_asked_stays_a_path": say("intent", "path_score"),
        "test_a_word_that_asks_is_no_colour": error,
        "test_bare_values_said_apart_are_no_cards": short(
            {"p": "pink", "y": "yellow", "g": "green", "o": "oak", "b": "blue", "r": "red"}
        ),
    },
    U + "test_path_listing": {
        "test_a_listed_path_is_not_a_hand": intent(),
        "test_the_clauses_that_list_a_path": KEEP,  # spans of the text
        "test_the_last_sentence": KEEP,
        "test_the_path_cards_are_read": path(),
        "test_what_is_asked_last": lambda p: row(
            "intent",
            p["text"],
            intent={"worth": ("path_score",), "right": ("right_to_score",)}.get(
                p["asked"], ANSWERED
            ),
        ),
    },
    U + "test_path_readings_p": {
        "test_a_card_by_its_place_is_no_one": DROP,  # follow-ups without their turns
        "test_a_path_said_again_is_the_path": path(),
        "test_a_worth_counted_is_no_card_of_the_path": path(colour="colour"),
        "test_a_worth_counted_is_told": lambda p: row(
            "answer", p["text"], intent=ANSWERED, reading={"worths_told": p["numbers"]}
        ),
        "test_cards_laid_one_after_the_other": path(),
        "test_hands_stay_hands": say("scenario", "right_to_score"),
        "test_one_card_alone_is_read": path(),
        "test_one_card_in_hand_is_no_path": say("intent", *NOT_PATH),
    },
    U + "test_path_sets": {
        "test_the_answer_gives_the_points": DATA,
        "test_the_cards_are_read": DATA,
        "test_the_figures_per_half": DATA,
        "test_the_set_is_large_and_in_its_languages": DATA,
        "test_the_worked_score_is_the_engine_s": DATA,
    },
    U + "test_paths_s11": {
        "test_another_path_told_after_the_question": intent(),
        "test_counted_cards_then_their_values": path(),
        "test_counted_cards_then_their_values_are_a_path": say("intent", "path_score"),
        "test_past_restating": KEEP,  # folded words
        "test_the_sentence_asked": KEEP,  # spans of the text
    },
    U + "test_paths_s11b": {
        "test_a_card_twice_in_the_list_stays_an_error": read_twice,
        "test_cards_read": path(),
        "test_routed": intent(),
    },
    U + "test_paths_s12": {
        "test_card_reuse_in_both": when(
            "reuse",
            say("intent", *RULES, text="question"),
            lambda p: row("intent", p["question"], intent=ANSWERED),
        ),
        "test_cards_read": path(),
        "test_routing": intent(text="question"),
    },
    U + "test_paths_s12b": {
        "test_asks_best_path": when("best", say("intent", *RULES), say("intent", *ANSWERED)),
        "test_cards_read": path(),
        "test_routing": intent(text="question"),
        "test_told_run_ends": DROP,  # follow-ups without their turns
    },
    U + "test_paths_s13": {
        "test_alternative_worths": path(),
        "test_asked_colour": lambda p: hands_colour(p),
        "test_claimed_not_cards": path(),
        "test_claimed_worths_route": intent(),
        "test_closing_colour": path(colour="colour"),
        "test_colours_told_after": path(colour="colour"),
        "test_denied_values": path(),
        "test_path_asked_with_its_colour": path_lead,
    },
    U + "test_phrasings": {"test_path_phrasing": DATA, "test_scenario_phrasing": DATA},
    U + "test_phrasings_3_answers": {"test_what_a_path_is_worth": DATA, "test_who_may_score": DATA},
    U + "test_readings_s13": {"test_shared_value": KEEP},  # fragments told as a hand
    U + "test_readings_s14": {
        "test_card_values_listed_are_no_greeting": not_intent("greeting", text="question"),
        "test_compares_cards": when(
            "compared", say("scenario", "right_to_score", "rules"), say("winner", *RULES)
        ),
        "test_lone_card": path(),
        "test_lone_card_intent": intent(text="question"),
        "test_one_and_the_other": path(),
        "test_other_game": when(
            "asked",
            lambda p: row("intent", p["text"], intent=("out_of_scope",), abstain=True, pages=()),
            say("intent", *ANSWERED),
        ),
        "test_pair_intents": intent(text="question"),
        "test_scope": intent(text="question"),
    },
    U + "test_readings_s8": {
        "test_a_count_of_paths_is_no_card": say("intent", *NOT_PATH),
        "test_a_length_or_a_worth_told_is_no_card": shape_told,
        "test_a_path_told_by_its_length_is_scored_by_its_shape": lambda p: row(
            "path",
            p["text"],
            intent=("path_score",),
            engine={"kind": "path", "valid": True, "points": p["points"]},
        ),
        "test_a_told_shape_is_read": lambda p: row(
            "path", p["text"], intent=("path_score",), reading={"same_colour": p["same"]}
        ),
        "test_cards_near_a_worth_word_are_still_read": path(),
        "test_cards_of_two_owners_are_two_hands": hands(),
        "test_owners_differ": DROP,  # fragments read in code
        "test_players_told_to_hold_the_same_each_hold_it": hands(),
        "test_shape_words_match_the_verdict_side": KEEP,
    },
    U + "test_readings_s8b": {
        "test_a_colour_after_all_makes_one_colour": lambda p: row(
            "path", p["text"], intent=("path_score",), reading={"same_colour": p["same"]}
        ),
        "test_a_count_that_lists_other_values_lends_no_colour": lambda p: row(
            "intent", p["text"], intent=ANSWERED, reading={"counted_colour": None}
        ),
        "test_a_length_beside_a_list_leaves_the_list": path(colour="colour"),
        "test_an_article_after_a_join_opens_no_run": path(),
        "test_counted_cards_give_their_colour_to_the_values": path(),
        "test_signs_between_cards_part_them": path(colour="colour"),
        "test_the_set_s_answer": DATA,
        "test_the_set_s_cards_are_read": DATA,
        "test_the_set_s_worked_score": DATA,
    },
    U + "test_review_m1_routing": {
        "test_a_date_and_its_maker_is_a_box_question": intent(text="question"),
        "test_a_variant_for_so_many_is_on_topic": when(
            "on_topic",
            say("intent", *ANSWERED, text="question"),
            lambda p: row(
                "intent", p["question"], intent=("out_of_scope",), abstain=True, pages=()
            ),
        ),
        "test_a_variant_for_so_many_players_asks_the_set_up": intent(text="question"),
        "test_a_who_word_asks_the_maker_the_participle_names": facts(),
    },
    U + "test_routing_b6": {"test_maker_beside_a_date": facts(), "test_routing": intent()},
    U + "test_routing_r9": {
        "test_draw_pile_is_read": draw_pile_asked,
        "test_no_draw_pile_is_read": no_draw_pile,
        "test_routing": intent(),
    },
    U + "test_routing_s8": {"test_the_facts_given": DATA, "test_the_intent": DATA},
    U + "test_routing_s8b": {
        "test_a_date_asks_the_year": facts(),
        "test_the_facts_given": DATA,
        "test_the_intent": DATA,
    },
    U + "test_scenario": {
        "test_a_hand_given_as_a_count_cannot_be_computed": no_count,
        "test_display_names": KEEP,  # players of one fixed scenario
        "test_parse_scenario": lambda p: nobody(p) if p["nobody"] else hands(colour="colour")(p),
    },
    U + "test_scenario_causes_6": {
        "test_no_path_is_not_no_cards": lambda p: row(
            "scenario", p["text"], intent=ANSWERED, reading={"nobody": False}
        ),
        "test_no_player_is_a_preposition": players,
        "test_nobody_holds": nobody,
        "test_the_hands_are_read": hands(),
        "test_the_others_are_players": lambda p: row(
            "scenario",
            p["text"],
            intent=("right_to_score",),
            reading={"players": ["opponent", "you"]},
        ),
        "test_yes_no_answers": opens(kind="scenario"),
        "test_yes_no_asked": asks(),
    },
    U + "test_scenario_copies_and_asks": {
        "test_hands": hands(),
        "test_yes_no_answers": opens(kind="scenario"),
        "test_yes_no_asked": asks(),
    },
    U + "test_scenario_players": {
        "test_hands": hands(colour="colour"),
        "test_nobody_holds_the_colour_every_player_is_listed": nobody,
        "test_people_names": KEEP,  # statements, how players are shown
        "test_possessives_parentheses_typos_respectively": hands(),
        "test_word_order_and_corrections": hands(),
    },
    U + "test_scenario_readings_s10": {
        "test_a_pronoun_stands_for_the_name_spoken_of": hands(),
        "test_a_total_told_with_its_cards_is_not_added": hands(),
        "test_an_opener_is_no_player": hands(),
        "test_hands_told_beside_paths_are_read": hands(),
        "test_lower_case_words_before_bare_values_stay": KEEP,  # the text left as written
        "test_lower_case_words_that_are_no_names": KEEP,
        "test_names_in_lower_case": hands(),
        "test_nobody_holding_lists_the_players_told": nobody,
        "test_paths_counted_with_worths_are_no_hands": not_intent("right_to_score"),
        "test_who_counts_asks_about_the_player": asks(),
    },
    U + "test_scenario_sets": {
        "test_the_answer_says_who_scores_and_why": DATA,
        "test_the_halved_answers_say_who_scores_and_why": DATA,
        "test_the_halved_set_is_well_formed": DATA,
        "test_the_halved_worked_outcome_is_the_engine_s": DATA,
        "test_the_hands_are_read": DATA,
        "test_the_listed_set_is_large_and_french_enough": DATA,
        "test_the_worked_outcome_is_the_engine_s": DATA,
    },
    U + "test_scope_causes_4": {
        "test_calculations": when(
            "calculation",
            lambda p: row("intent", p["text"], intent=("out_of_scope",), abstain=True, pages=()),
            say("intent", *ANSWERED),
        ),
        "test_scope_causes": intent(),
        "test_who_starts_and_nothing_else": lambda p: row(
            "intent",
            p["text"],
            intent=RULES,
            abstain=p["unanswered"],
            reading={"unanswered": p["unanswered"]},
        ),
    },
    U + "test_scope_phrasings": {
        "test_scope_phrasing_batch_1": DATA,
        "test_scope_phrasing_batch_2": DATA,
    },
    U + "test_scope_s11": {
        "test_respell_word": KEEP,
        "test_respelled": KEEP,
        "test_split_phrase": KEEP,
        "test_set_up_by_count": intent(text="question"),
        "test_sms_scope": intent(text="question"),
        "test_told_ends": intent(text="question"),
    },
    U + "test_scope_sets": {
        "test_scope": DATA,
        "test_the_classify_figures": DATA,
        "test_the_real_bot_figures": DATA,
        "test_the_set_is_big_balanced_and_french_enough": DATA,
    },
    U + "test_standings": {
        "test_contradictions": lambda p: row(
            "winner", p["question"], intent=RULES, reading={"error": p["message"]}
        ),
        "test_not_standings": say(
            "intent", *(i for i in ANSWERED if i != "winner"), text="question"
        ),
        "test_reads_comparisons": comparisons,
        "test_reads_standings": standings(),
    },
    U + "test_standings_changes": {"test_changed_standings": changed},
    U + "test_standings_trees": {
        "test_different_trees_count_colours": winners,
        "test_trees_alone_are_no_colours": say("winner", *RULES),
    },
    U + "test_text_helpers": {"test_asking_sentences": KEEP, "test_skip_back": KEEP},
    U + "test_verdict_practice_leads": {"test_practice_lead": lead(entry="entry")},
    U + "test_verdict_questions": {
        "test_a_negation_in_a_clause_gives_no_reading": lambda p: row(
            "verdict", p["question"], must_not=(ANY_LEAD,), reading={"closed": False}
        ),
        "test_closed_questions_are_read": lambda p: row(
            "verdict", p["question"], intent=ANSWERED, reading={"closed": True}
        ),
        "test_negation_is_noted": lambda p: row(
            "verdict",
            p["question"],
            intent=ANSWERED,
            reading={"closed": True, "negated": p["negated"]},
        ),
        "test_open_or_alternative_questions_are_not_closed": lambda p: row(
            "verdict", p["question"], must_not=(ANY_LEAD,), reading={"closed": False}
        ),
        "test_the_proposition_is_what_is_asked": lambda p: row(
            "verdict", p["question"], intent=ANSWERED, reading={"closed": True}
        ),
    },
    U + "test_worth_or_list": {
        "test_a_listed_path_asked_gets_no_lead": opens(text="text", kind="path"),
        "test_numbers_listed_after_a_worth_word_are_cards": path(),
    },
}


__all__ = ["DATA", "DROP", "SPECS", "entries"]
