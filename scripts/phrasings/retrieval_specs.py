"""What each parametrized test of tests/retrieval/ pins. The retrieval code stays: its
tables on words, glosses and fusion stay behaviour tests (`KEEP`); the questions whose
first hit or answer the real model was asked for become end-to-end rows."""

from __future__ import annotations

import importlib
from typing import Any

from .model import ANY_LEAD, starts
from .tables import KEEP, Params, Row, entries, row
from .understanding_specs import DATA

R = "tests.retrieval."


def const(module: str, name: str) -> Any:
    return getattr(importlib.import_module(R + module), name)


def answered_from(module: str, name: str, *keys: str) -> Any:
    """A rules answer (not declined) whose first citation is one of these entries."""

    def convert(p: Params) -> Row:
        wanted = tuple(sorted(const(module, name)))
        turns = [t for key in keys for t in (p[key] if isinstance(p[key], list) else [p[key]])]
        made = row(
            "followup" if len(turns) > 1 else "retrieval", *turns, intent=("rules",), entries=wanted
        )
        return made

    return convert


def turn_lead(p: Params) -> Row:
    return row("verdict", p["question"], pages=(4,), must=(starts(p["opens"]),))


SPECS: dict[str, dict[str, Any]] = {
    R + "test_bench_pools": {"test_figures": KEEP},
    R + "test_blind6_kinds": {
        "test_both_ends_are_the_ends": KEEP,  # the words searched
        "test_chat_that_reads_as_game_words_is_not_searched": KEEP,
        "test_finds_the_entry_that_answers": entries(),
        "test_players_told_as_people_are_a_player_count": KEEP,
        "test_the_ends_asked_after_the_middle_find_the_paths_rule": answered_from(
            "test_blind6_kinds", "ENDS", "history", "question"
        ),
        "test_the_glossary_reads_them": KEEP,
        "test_the_same_words_are_searched_elsewhere": KEEP,
    },
    R + "test_caching_embedder": {"test_each_text_is_encoded_once": KEEP},
    R + "test_chunks": {"test_faq_phrasings_are_searchable": KEEP},
    R + "test_dense_colours": {"test_colour_names_are_embedded_as_one_word": KEEP},
    R + "test_embedders": {"test_other_settings_are_kept_as_names": KEEP},
    R + "test_end_and_scoring_model": {"test_finds_the_entry_that_answers": entries()},
    R + "test_filler_phrases": {
        "test_a_card_alone_is_still_searched": KEEP,
        "test_a_filler_phrase_is_not_searched": KEEP,
    },
    R + "test_fusion": {
        "test_bad_weights_are_refused": KEEP,
        "test_ranks": KEEP,
        "test_weighted_fusion_table": KEEP,
    },
    R + "test_game_name": {
        "test_plain_game_name": KEEP,
        "test_the_dense_question_says_the_game_plainly": KEEP,
    },
    R + "test_gloss": {"test_a_french_question_is_read_word_by_word": KEEP},
    R + "test_known_misses_model": {"test_known_miss_finds_its_entry": entries()},
    R + "test_lexical": {
        name: KEEP
        for name in (
            "test_analyse_drops_stop_words_and_stems",
            "test_bm25_finds_the_matching_document",
            "test_coverage_is_the_share_of_known_words",
            "test_coverage_with_fillers_and_typos",
            "test_filler_words_are_dropped_on_demand",
            "test_fold_lowercases_and_strips_accents",
            "test_fuzzy_reads_unknown_words_as_the_nearest_document_word",
            "test_ignored_names_leave_the_question",
            "test_inflections_and_accents_meet_on_one_term",
            "test_query_drops_the_stop_words_of_every_language",
        )
    },
    R + "test_options": {
        name: KEEP
        for name in (
            "test_a_language_is_foreign_to_a_model_that_does_not_read_it",
            "test_bad_options_are_refused",
            "test_fusion_weights_per_question_language",
        )
    },
    R + "test_phrasings_halves_model": {"test_file_is_well_formed": DATA, "test_hit_at_1": DATA},
    R + "test_real_model": {
        "test_card_count_question_finds_its_entries": KEEP,  # the packaged model's contract
        "test_retrieve_ranks_a_follow_up_with_its_history": KEEP,
        "test_the_model_runs_on_the_threads_asked": KEEP,
    },
    R + "test_rerank": {
        "test_a_bad_model_is_a_typed_error": KEEP,
        "test_the_reorder_keeps_the_scores_of_the_places": KEEP,
    },
    R + "test_rerank_model": {
        "test_the_confidence_is_the_fused_top_score": KEEP,  # the reranker's contract
        "test_the_model_moves_the_answer_first": entries(key="entries"),
    },
    R + "test_retriever": {
        name: KEEP
        for name in (
            "test_a_foreign_question_is_embedded_through_its_english_gloss",
            "test_chat_and_typo_options_find_the_entry",
            "test_dense_aggregate_per_entry",
            "test_filler_words_do_not_lower_the_coverage",
            "test_finds_the_entry",
            "test_lexical_share_is_scaled_by_the_known_words",
            "test_nothing_to_search",
            "test_scores_are_ranked_in_range_and_match_the_formula",
        )
    },
    R + "test_review_m1_readings": {
        "test_a_least_amount_and_a_one_colour_path_are_read": KEEP,
        "test_a_variant_for_so_many_gets_the_deck_rule": answered_from(
            "test_review_m1_readings", "DECK", "question"
        ),
        "test_finds_the_entry_that_answers": entries(),
        "test_points_won_are_points_scored": KEEP,
    },
    R + "test_said_as_s11": {
        "test_chat_words_for_now_are_written_out": KEEP,
        "test_said_phrases_find_their_entry": entries(key="entries"),
        "test_set_phrases_are_said_as_their_search_words": KEEP,
    },
    R + "test_said_as_s12": {
        "test_a_turn_told_step_by_step_is_searched_as_a_turn": KEEP,
        "test_said_phrases_find_their_entry": entries(key="entries"),
        "test_set_phrases_are_said_as_their_search_words": KEEP,
    },
    R + "test_session14_retrieval": {
        "test_the_hand_asked_at_the_end_is_searched_as_the_right_to_score": KEEP,
    },
    R + "test_store": {
        name: KEEP
        for name in (
            "test_corrupt_or_partial_index_is_rebuilt",
            "test_crash_mid_build_keeps_the_old_index",
            "test_model_change_rebuilds",
            "test_retrieval_options_change_rebuilds",
        )
    },
    R + "test_turn_order_model": {
        "test_the_order_of_drawing_and_discarding_gets_its_lead": turn_lead,
        "test_the_order_of_the_steps_is_answered_by_the_turn": lambda p: entries()(
            {**p, "wanted": const("test_turn_order_model", "TURN")}
        ),
    },
    R + "test_typos": {
        name: KEEP
        for name in (
            "test_distance_is_bounded_edit_distance",
            "test_short_words_are_never_corrected",
            "test_speller_corrects_to_the_nearest_known_word",
        )
    },
    R + "test_vectors": {},
    R + "test_words": {
        name: KEEP
        for name in (
            "test_chat_abbreviations_are_written_out",
            "test_no_game_word_is_a_filler_or_an_abbreviation",
            "test_yaml_boolean_looking_words_stay_words",
        )
    },
}

__all__ = ["ANY_LEAD", "SPECS"]
