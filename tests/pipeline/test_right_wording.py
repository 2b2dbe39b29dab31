"""The 1 that cancels an 8 is named as French says it: "le 1 d'Alex", "le 1 de Paul"."""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "J'ai 8 chêne, Alex a 1 chêne : qui marque le chêne ?",
            "(ton 8 est annulé par le 1 d'Alex",
        ),
        (
            "J'ai 8 chêne, Paul a 1 chêne : qui marque le chêne ?",
            "(ton 8 est annulé par le 1 de Paul",
        ),
        (
            "J'ai 8 chêne, Emma a 1 chêne : qui marque le chêne ?",
            "(ton 8 est annulé par le 1 d'Emma",
        ),
        ("I have 8 oak, Alex has 1 oak: who scores oak?", "(your 8 is cancelled by Alex's 1"),
    ],
)
def test_the_cancelling_one_is_named_with_elision(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert said in answer.answer


@pytest.mark.parametrize(
    ("question", "said", "pages"),
    [
        (
            "Raj: dogwood 7 and 5, me dogwood 6. Raj has no dogwood planted. Do I score dogwood?",
            "Raj has the right but no dogwood path: Raj scores 0 for dogwood, and the right "
            "passes to no one else (p. 5-6).",
            (5, 6),
        ),
        (
            "Tom a le saule 5, moi le saule 3. Tom n'a aucun saule dans son arboretum. "
            "Est-ce que je marque le saule ?",
            "Tom a le droit mais pas de sentier saule : Tom marque 0 pour le saule, et le "
            "droit ne passe à personne d'autre (p. 5-6).",
            (5, 6),
        ),
        (
            "oak: Tom has oak 8 in hand, my oak 1 is planted in my arboretum. who scores oak?",
            "Your oak 1 is not in your hand: it cancels no 8 (p. 6).",
            (5, 6),
        ),
        (
            "chêne : Tom a le 8 en main, mon 1 de chêne est dans la défausse. qui marque ?",
            "Ton 1 de chêne n'est pas dans ta main : il n'annule aucun 8 (p. 6).",
            (5, 6),
        ),
    ],
)
def test_what_the_right_does_not_change_is_said_after_who_scores(
    fake_bot: Rulebot, question: str, said: str, pages: tuple[int, ...]
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score"
    assert answer.answer.endswith(said)
    assert answer.pages == pages
    verdict = answer.answer[: -len(said)]  # who scores comes first, the note after it
    assert "Tom" in verdict or "Raj" in verdict


@pytest.mark.parametrize(
    ("history", "question", "said"),
    [
        (
            "cerisier : Océane cerisier 8, Pierre cerisier 4. qui marque ?",
            "et si Pierre avait planté le cerisier 1 dans son arboretum, ça annule le 8 ?",
            "Le 1 de cerisier de Pierre n'est pas dans sa main : il n'annule aucun 8 (p. 6).",
        ),
        (
            "magnolia à deux : moi j'ai le 8, ma sœur a le 2 et le 3. qui marque ?",
            "elle dit qu'elle a le 1 de magnolia, mais il est planté. je marque toujours ?",
            "Le 1 de magnolia de ta sœur n'est pas dans sa main : il n'annule aucun 8 (p. 6).",
        ),
        (
            "oak: I have oak 8, Sue has oak 5 and oak 1. who scores?",
            "and if Sue had discarded her 1?",
            "Sue's oak 1 is not in their hand: it cancels no 8 (p. 6).",
        ),
        # a player said to have no path, after the hands
        (
            "dogwood: Raj dogwood 7 + 5, me dogwood 6. who scores?",
            "Raj has no dogwood planted at all. so do I score it instead of him?",
            "Raj scores 0 for dogwood, and the right passes to no one else (p. 5-6).",
        ),
    ],
)
def test_a_follow_up_putting_a_one_down_is_told_it_cancels_no_eight(
    fake_bot: Rulebot, history: str, question: str, said: str
) -> None:
    answer = fake_bot.ask(question, history=[history])
    assert answer.intent == "right_to_score", answer.answer
    assert said in answer.answer


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("bleu : Tom a le 5, j'ai le 3. je perds le bleu ?", "Oui. Tu ne marques pas le bleu."),
        ("oak: Tom has 5, I have 7. So I lose oak?", "No. You may score oak."),
        ("I hold no cassia, Jordan holds cassia 2. So I can't score cassia?", "Yes. You do not"),
    ],
)
def test_asked_whether_they_lose_the_colour_the_asker_is_told_the_fact(
    fake_bot: Rulebot, question: str, lead: str
) -> None:
    assert fake_bot.ask(question).answer.startswith(lead)


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("my path: dogwood 1, dogwood 2, dogwood 3. do I get the double?", "No."),
        ("oak 1 2 3 4 all oak, is it doubled?", "Yes."),
        ("érable 3, érable 4, érable 6 — trois érables, c'est doublé ?", "Non."),
        ("tulipier 4 puis tulipier 5, deux cartes seulement, ça compte quand même ?", "Oui."),
        ("chêne 2, chêne 3, chêne 5, chêne 8. il dit 16 car c'est doublé, vrai ?", "Non : 10"),
        # a worth claimed of it is judged
        (
            "Il a posé chêne 2, chêne 3, chêne 5, chêne 8 à la suite. Il annonce 10 points. Vrai ?",
            "Oui, 10 points.",
        ),
        ("saule 3 saule 4 saule 5 saule 6, mon mari dit 4 points", "Non : 8 points, pas 4."),
        ("willow: 1w 2w 3w 5w 6w 7w 8w. my husband says that's 19", "No: 17 points, not 19."),
    ],
)
def test_a_path_asked_whether_it_counts_or_is_doubled_or_a_worth_claimed_is_judged_first(
    fake_bot: Rulebot, question: str, lead: str
) -> None:
    answer = fake_bot.ask(question)
    assert answer.intent == "path_score"
    assert answer.answer.startswith(lead)


def test_of_several_paths_of_one_colour_told_the_best_is_scored_and_said_alone(
    fake_bot: Rulebot,
) -> None:
    answer = fake_bot.ask(
        "mes chemins : olivier 1-2, et ailleurs olivier 4-6-7-8. ça fait combien de points ?"
    )
    assert answer.intent == "path_score"
    assert answer.engine is not None and answer.engine["points"] == 10
    assert "10 points" in answer.answer
    assert "qu'un seul sentier par couleur" in answer.answer
    assert answer.pages == (5, 6, 7)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "bleu 2, bleu 3, bleu 4 puis rouge 5 au bout. ça fait combien pour le bleu ?",
            "En laissant de côté 5 rouge, 2 bleu → 3 bleu → 4 bleu forme un sentier bleu : "
            "3 points (p. 6-7).",
        ),
        (
            "oak 2, oak 4, oak 5, oak 7 and then a willow 8. for oak, how many points?",
            "Leaving out 8 willow, 2 oak → 4 oak → 5 oak → 7 oak is a path scored for oak: "
            "8 points",
        ),
    ],
)
def test_a_run_broken_only_by_an_end_of_another_colour_is_told_the_path_it_holds(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    answer = fake_bot.ask(question)
    assert answer.engine is not None and answer.engine["valid"] is False  # as told: no path
    assert said in answer.answer


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("J'ai le 8 bleu, Léa le 1 bleu. Léa dit que mon 8 est annulé. Elle a raison ?", "Oui."),
        ("Léa a le 5 bleu, moi le 3 bleu. Donc personne ne marque le bleu ?", "Non."),
    ],
)
def test_a_rule_asked_of_cards_told_in_several_hands_is_answered_from_those_hands(
    fake_bot: Rulebot, question: str, lead: str
) -> None:
    """A question the learned intent reads as a rule, but that tells the cards of two
    players' hands, is answered by the engine on those hands, led by its yes or no."""
    answer = fake_bot.ask(question)
    assert answer.intent == "right_to_score", answer.answer
    assert answer.answer.startswith(lead), answer.answer


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # before the colon that opens the hand listed after the name: the person's age
        (
            "End of game. Sam (10): cassia 1, 5; dogwood 8. Ella (7): dogwood 1, 2; cassia 6. "
            "Me: dogwood 7. Who scores dogwood?",
            "You score dogwood: from the cards kept in hand, Sam: 0",
        ),
        # before a verb of holding: the age too
        (
            "My daughter Mia (7) has the 1 and the 2 of blue, I have the 4 of blue. Who scores?",
            "You score blue",
        ),
        # in brackets with nothing after them: the hand itself
        ("Blue: Anna (2, 5), Ben (8), me (4). Who scores blue?", "Anna: 7, Ben: 8, you: 4"),
    ],
)
def test_a_number_in_brackets_after_a_name_is_an_age_only_before_the_hand_it_opens(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    assert said in fake_bot.ask(question).answer


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # put down in a clause after a word of contrast, taken up by a pronoun
        (
            "j'ai 8 gris en main, Tom a 1 gris mais il l'a posé dans son arbo, Lou a 5 gris. "
            "qui marque ?",
            "C'est toi qui marques le gris : d'après les cartes gardées en main, toi : 8",
        ),
        (
            "me: oak 8 in hand. opponent: oak 1 but it's in his discard pile, not in his "
            "hand. His hand has oak 2. who scores oak?",
            "You score oak: from the cards kept in hand, you: 8, your opponent: 2",
        ),
        # a card kept after a word of contrast stays in hand, the one put down before it not
        (
            "Hugo a le 8 de lilas en main. Camille a défaussé le 1 de lilas il y a 3 tours "
            "mais elle garde le 7 de lilas. Qui marque le lilas ?",
            "C'est Hugo qui marque le lilas : d'après les cartes gardées en main, Hugo : 8, "
            "Camille : 7",
        ),
    ],
)
def test_a_card_put_down_after_a_word_of_contrast_leaves_the_hand(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    assert said in fake_bot.ask(question).answer


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "on est 3, lilas : personne n'a gardé de lilas en main. qui marque ?",
            "Tout le monde peut marquer le lilas : toi, ton adversaire 1 et ton adversaire 2",
        ),
        (
            "we're 3, nobody kept lilac in hand. who scores lilac?",
            "Everyone may score lilac: you, your opponent 1 and your opponent 2",
        ),
        # players counted, all named but one: the asker is the one left
        (
            "On joue à 3 avec Camille et Théo : personne n'a de cornouiller en main à la fin. "
            "Qui marque le cornouiller ?",
            "Tout le monde peut marquer le cornouiller : toi, Camille et Théo",
        ),
        # "2-player game": a count of players, the asker the one not named
        (
            "Two-player game with my flatmate. Neither of us kept a single dogwood in hand. "
            "Who scores dogwood?",
            "Everyone may score dogwood: you and your flatmate",
        ),
        # a name that is a small word of the other language only ("ben") is a name
        (
            "Me, Jo and Ben at the end: none of us kept any red card in hand. Who scores red?",
            "Everyone may score red: you, Jo and Ben",
        ),
    ],
)
def test_every_player_counted_or_named_is_among_those_who_may_score(
    fake_bot: Rulebot, question: str, said: str
) -> None:
    assert said in fake_bot.ask(question).answer
