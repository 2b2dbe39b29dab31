"""The questions of the single (not parametrized) tests of the converted test modules,
written out by hand with what each test asserted of its answer or reading. Tests of
code (a function given a path or standings made in code) have no row here: the report
lists them."""

from __future__ import annotations

from rulebot.rules.shapes import PathShape

from .model import ANY_LEAD, LEADS, RULES, Row, literal, path_engine, right_engine, shape_engine

U, P = "tests/understanding/", "tests/pipeline/"


def _row(source: str, kind: str, *turns: str, **fields: object) -> Row:
    return Row(kind, "", source, tuple(turns), **fields)  # type: ignore[arg-type]


def _right(totals: dict[str, int]) -> dict[str, object]:
    top = max(totals.values())
    return {
        "kind": "right_to_score",
        "scorers": [p for p, t in totals.items() if t == top],
        "totals": totals,
    }


def rows() -> list[Row]:
    """Every single test's question, in the halves alternately (even: `tune`)."""
    asked = "À la fin j'ai en main le 7 rouge, le 2 bleu et le 3 bleu ; Max a le 6 rouge et le 8 "
    asked += "bleu ; Eva a le 1 rouge. On bloque sur le bleu uniquement : qui le marque ?"
    made = [
        _row(
            P + "test_blind4_engine_answers.py::test_a_diagonal_denied_is_a_path",
            "path",
            "Mon 3 de chêne touche mon 5 de chêne par un côté, pas en diagonale. Combien ?",
            intent=("path_score",),
            engine=path_engine(["3 oak", "5 oak"]),
        ),
        _row(
            P + "test_blind4_verdicts.py::test_a_pronoun_for_a_player_still_reads_the_rule_before",
            "followup",
            "Qui a le droit de marquer une couleur ?",
            "et s'il a le 1 ?",
            intent=("rules",),
        ),
        _row(
            P + "test_engine_answers.py::test_layout_question",
            "path",
            "1A  3B   .\n .  5B  8A\n .  4A  2A",
            intent=("layout",),
            must=(r"\b7 points\b",),
            reading={"best": {"A": 7}},
        ),
        _row(
            P + "test_engine_answers.py::test_scenario_follow_up",
            "followup",
            "Bob holds oak 4, I hold oak 5. Who scores oak?",
            "what if Bob also had the 8?",
            intent=("right_to_score",),
            engine=_right({"Bob": 12, "you": 5}),
        ),
        _row(
            P + "test_followup_causes_4.py::test_a_path_told_by_its_shape_leaves_its_question",
            "path",
            "Combien de points pour un sentier de 5 cartes toutes rouges ?",
            intent=("path_score",),
            engine=shape_engine(PathShape(5, same_colour=True)),
        ),
        _row(
            P + "test_followup_causes_5.py::test_the_very_first_one_is_the_first_card",
            "followup",
            "Can cards touch by a corner?",
            "and the first one?",
            entries=("faq-first-card",),
        ),
        _row(
            P + "test_followup_causes_5.py::test_what_would_change_is_no_swap",
            "followup",
            "Who scores blue if Kim has blue 6 and I have blue 4?",
            "what would change if I also held blue 3?",
            intent=("right_to_score",),
            engine=_right({"Kim": 6, "you": 7}),
        ),
        _row(
            P + "test_followup_causes_7.py::test_rulebot_ask_answers_a_winner_move",
            "followup",
            "Lina 19, moi 24 : qui gagne ?",
            "et si Lina avait 30 ?",
            intent=("winner",),
            engine={"kind": "winner", "winners": ["Lina"]},
        ),
        _row(
            P + "test_paths_s12b.py::test_hands_stay_hands",
            "scenario",
            "I have 1 oak, 2 oak, 3 oak in a row, Paul has 5 oak in hand. Can I score oak?",
            intent=("right_to_score",),
        ),
        _row(
            P + "test_review_leads_m2.py::test_lina_and_me_keep_their_totals",
            "scenario",
            "Lina et moi, on a 8 chacune en saule, qui marque ?",
            intent=("right_to_score",),
            engine=_right({"Lina": 8, "you": 8}),
        ),
        _row(
            P + "test_verdict.py::test_a_rules_answer_leads_with_the_verdict_and_keeps_its_"
            "citation",
            "verdict",
            "Faut-il que la carte touche une autre carte ?",
            entries=("faq-where-plant",),
            pages=(4,),
            must=(LEADS["yes"],),
        ),
        _row(
            P + "test_verdict.py::test_a_rules_answer_without_a_sure_verdict_opens_with_no_yes_or"
            "_no",
            "verdict",
            "Must a new card touch a planted card by a side?",
            entries=("faq-diagonal",),
            must=(LEADS["yes"],),
        ),
        _row(
            P + "test_verdict.py::test_a_rules_answer_without_a_sure_verdict_opens_with_no_yes_or"
            "_no#2",
            "verdict",
            "Where can I put my card?",
            entries=("faq-diagonal",),
            must_not=(ANY_LEAD,),
        ),
        _row(
            P + "test_verdict.py::test_a_follow_up_read_with_the_question_before_gets_no_lead",
            "verdict",
            "Et on peut planter en diagonale ?",
            entries=("faq-diagonal",),
            must=(LEADS["no"],),
        ),
        _row(
            P + "test_verdict.py::test_a_colour_named_in_passing_changes_no_claim",
            "verdict",
            "Does a path of willows have to be all one colour?",
            entries=("mistake-single-colour-path",),
            must=(LEADS["no"],),
        ),
        _row(
            U + "test_leftovers_v.py::test_a_restatement_holding_il_gets_its_lead",
            "verdict",
            "il additionne les sentiers marqués et le plus haut total gagne, c'est ça ?",
            entries=("rule-winning",),
            must=(LEADS["yes"],),
        ),
        _row(
            U + "test_blind4_engine.py::test_the_other_of_two_players_is_still_a_player",
            "scenario",
            "L'un a le 8 rouge, l'autre le 1 rouge, moi le 5 rouge. Qui marque ?",
            intent=("right_to_score",),
            reading={"hands": {"opponent": ["1 red"]}},
        ),
        _row(
            U + "test_blind6_readings.py::test_a_count_of_cards_is_no_total",
            "scenario",
            "Tom has 12 cards in oak, I have the oak 8. Who scores oak?",
            intent=RULES,
            reading={"hands": "a count of cards"},
        ),
        _row(
            U + "test_blind6_readings.py::test_one_as_a_value_stays",
            "scenario",
            "Tom one, me eight, in oak. Who scores oak?",
            intent=("right_to_score",),
            engine=right_engine({"Tom": ["1 oak"], "you": ["8 oak"]}, "oak"),
        ),
        _row(
            U + "test_causes_7.py::test_an_adverb_opening_a_sentence_is_no_player",
            "path",
            "Just finished a game. I had 3 maple, 5 maple, 6 maple and 8 maple in a line - worth?",
            intent=("path_score",),
        ),
        _row(
            U + "test_causes_7.py::test_counted_opponents_are_shown_by_rank",
            "scenario",
            "mes deux adversaires ont respectivement 2 et 8 en jaune et moi le 1 jaune. "
            "Qui marque ?",
            intent=("right_to_score",),
            engine=right_engine(
                {"opponent 1": ["2 yellow"], "opponent 2": ["8 yellow"], "you": ["1 yellow"]},
                "yellow",
            ),
            must=(literal("ton premier adversaire"),),
        ),
        _row(
            U + "test_causes_7.py::test_two_seats_are_two_players",
            "scenario",
            "The player to my right has the 8 of red and the player to my left has the 1 of "
            "red. I have the 4. Who scores red?",
            intent=("right_to_score",),
            engine=right_engine(
                {
                    "the player to my right": ["8 red"],
                    "the player to my left": ["1 red"],
                    "you": ["4 red"],
                },
                "red",
            ),
        ),
        _row(
            U + "test_hands_s11.py::test_a_told_total_is_noted_as_standing_in",
            "scenario",
            "Léa a 12 en bleu, moi le 5 et le 6 bleus. Qui marque ?",
            intent=("right_to_score",),
            engine=_right({"Léa": 12, "you": 11}),
        ),
        _row(
            U + "test_hands_s13.py::test_cards_counted_without_a_path_stay_a_count",
            "scenario",
            "J'ai 3 cartes cerisier en main, Théo a le 2 de cerisier. Qui marque ?",
            intent=RULES,
            reading={"hands": "a count of cards"},
        ),
        _row(
            U + "test_path_readings_p.py::test_the_colour_told_before_the_list_said_again_stays",
            "path",
            "Pour le bleu : 1 bleu, 3 rouge, je veux dire 1 bleu, 3 rouge, 5 rouge ?",
            intent=("path_score",),
            engine=path_engine(["1 blue", "3 red", "5 red"], "blue"),
        ),
        _row(
            U + "test_paths_s13.py::test_intents_route_asked_colour",
            "scenario",
            asked,
            intent=("right_to_score",),
            reading={"colour": "blue"},
        ),
        _row(
            U + "test_phrasings_3_answers.py::test_the_stated_colour_reaches_the_engine",
            "path",
            "Pour le rouge : 2 bleu, 5 bleu, combien ?",
            intent=("path_score",),
            engine=path_engine(["2 blue", "5 blue"], "red"),
        ),
        _row(
            U + "test_readings_s8.py::test_a_shared_hand_is_a_tie",
            "scenario",
            "Sam and I each hold 5 in maple, who scores maple?",
            intent=("right_to_score",),
            engine=_right({"Sam": 5, "you": 5}),
        ),
        _row(
            U + "test_readings_s8b.py::test_a_card_changed_after_a_parted_list",
            "followup",
            "What is willow 1 - cassia 3 - willow 6 worth when I score willow?",
            "and if the last one were the willow 8 instead?",
            intent=("path_score",),
            engine=path_engine(["1 willow", "3 cassia", "8 willow"], "willow"),
        ),
        _row(
            U + "test_readings_s8b.py::test_a_one_colour_shape_is_doubled",
            "path",
            "my cassia path is five cards long, all cassia: how much?",
            intent=("path_score",),
            engine=shape_engine(PathShape(5, same_colour=True)),
        ),
        _row(
            U + "test_scenario_copies_and_asks.py::test_a_hyphenated_person_is_shown_with_the_"
            "possessive_turned",
            "scenario",
            "J'ai le 7 vert, ma belle-sœur le 5 vert.",
            intent=("right_to_score",),
            must=(literal("ta belle-sœur"),),
            engine=right_engine({"you": ["7 green"], "opponent": ["5 green"]}, "green"),
        ),
        _row(
            U + "test_scenario_players.py::test_one_card_said_twice_is_held_once",
            "scenario",
            "j'ai le 6 gris, moi le 6 gris, lui le 2 gris",
            intent=("right_to_score",),
            engine=right_engine({"you": ["6 grey"], "opponent": ["2 grey"]}, "grey"),
        ),
        _row(
            U + "test_standings.py::test_comparison_against_the_counts",
            "winner",
            "Inès 20, moi 20. Inès a 4 couleurs, moi 6, et elle a plus d'espèces que moi. "
            "Qui gagne ?",
            intent=RULES,
            reading={"error": "the counts do not agree"},
        ),
    ]
    for k, one in enumerate(made):
        one.half = ("tune", "check")[k % 2]
    return made


# Single tests of the converted modules that test code, not a question's answer.
LEFT_OUT = {
    P + "test_blind4_verdicts.py::test_told_worth_needs_a_path_scoring_entry": "a lead given an "
    "entry the answer would not cite",
    P + "test_followup_causes_4.py::test_no_change_leaves_an_empty_path": "a path made in code",
    P + "test_scope_s11.py::test_sms_question_kept_as_asked": "the question echoed (the JSON "
    "contract of tests/pipeline/test_ask.py)",
    U + "test_path_listing.py::test_a_lenient_reading_keeps_the_hand": "a lenient parse",
    U + "test_readings_s8b.py::test_the_card_said_with_the_is_a_card": "one card, no question",
    U + "test_scenario.py::test_no_player_is_an_error": "two cards, no question",
    U + "test_scenario_players.py::test_an_ordinal_does_not_open_a_hand": "a fragment",
    P + "test_followup_causes_6.py::test_canonical_reads_possessives_alike": "fragments",
    P + "test_followups_s13.py::test_a_path_told_again_is_read_from_its_sentence": "a fragment",
}
