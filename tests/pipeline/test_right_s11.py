"""Right-to-score answers and their follow-ups fixed in session 11 (French and English):

1. A hand told as a total and cards listed after it is the cards ("Léa a 12 en bleu : le 3
   et le 7" counts 10), not the total plus the cards (`toldhands.read_hand`).
2. A total told with a verb of counting ("Tom counts 9 in red") is a player's hand.
3. A card said right in place of another after hands ("En fait Léa a le 7, pas le 8",
   "Actually Bob has the 6, not the 2") changes the hands and scores them again, as it
   does after a path (`followup_words.corrected_values`, `followup_scenario._righted`).
4. A total told of a player stays whole through a follow-up naming a card of the same
   value: its cards only stand in for it (`Scenario.stood`, `followup_stood`).
5. A claim reported in a sentence of its own, by anyone ("on me dit que c'est Léa qui
   marque", "someone says Léa scores blue. Is that right?"), is answered yes or no.
6. "Does my 1 kill my own 8?": a verb of cancelling said otherwise (kill, tue, neutralise)
   is cancelling (answer/data/verdict_words.yaml), so the answer starts with "No"/"Non".
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

# (turns, the totals computed)
TOTALS = [
    (
        ["Léa a 12 en bleu : le 3 et le 7, moi 11 en bleu. Qui marque le bleu ?"],
        {"Léa": 10, "you": 11},
    ),
    (
        ["I have 10 in oak, the 2 and the 5, Bob has 9 in oak. Who scores oak?"],
        {"you": 7, "Bob": 9},
    ),
    (["Tom counts 9 in red, I have the 3 and the 5 of red, who scores red?"], {"Tom": 9, "you": 8}),
    (
        ["Tom compte 9 en rouge, j'ai le 3 et le 5 rouges, qui marque le rouge ?"],
        {"Tom": 9, "you": 8},
    ),
    # 3. a card said right in place of another
    (
        [
            "Léa a le 8 bleu, moi j'ai le 3 et le 4 bleus. Qui marque le bleu ?",
            "En fait Léa a le 7, pas le 8",
        ],
        {"Léa": 7, "you": 7},
    ),
    (
        [
            "Léa a le 8 bleu, moi j'ai le 3 et le 4 bleus. Qui marque le bleu ?",
            "Pardon, j'ai le 6, pas le 4",
        ],
        {"Léa": 8, "you": 9},
    ),
    (
        [
            "Bob has the 2 and the 5 of oak, I have the 6 of oak. Who scores oak?",
            "Sorry, Bob has the 3, not the 2",
        ],
        {"Bob": 8, "you": 6},
    ),
    (
        [
            "Bob has the 2 and the 5 of oak, I have the 6 of oak. Who scores oak?",
            "Actually Bob has the 6, not the 2",
        ],
        {"Bob": 11, "you": 0},
    ),
    # 4. a told total stays whole beside the cards a follow-up names
    (
        [
            "Léa a 12 en bleu, moi j'ai le 5 et le 6 bleus. Qui marque le bleu ?",
            "Et si j'ai aussi le 7 bleu ?",
        ],
        {"Léa": 12, "you": 18},
    ),
    (
        [
            "Lea has 12 in blue, I have the 2 and the 3 of blue. Who scores blue?",
            "And if Lea also had the blue 5?",
        ],
        {"Lea": 17, "you": 5},
    ),
    (
        [
            "Lea has 12 in blue, I have the 5 and the 6 of blue. Who scores blue?",
            "And if Lea also had the blue 1?",
        ],
        {"Lea": 13, "you": 11},
    ),
    (
        [
            "Tom counts 9 in red, I have the 3 and the 5 of red, who scores red?",
            "And if I also had the red 2?",
        ],
        {"Tom": 9, "you": 10},
    ),
    (
        [
            "Léa a 12 en bleu, moi j'ai le 5 et le 6 bleus. Qui marque le bleu ?",
            "Et si Léa avait 10 ?",
        ],
        {"Léa": 10, "you": 11},
    ),
]


@pytest.mark.parametrize(("turns", "totals"), TOTALS)
def test_the_totals(turns: list[str], totals: dict[str, int], fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert answer.intent == "right_to_score"
    assert answer.engine is not None
    assert answer.engine["totals"] == totals


# (turns, the answer's start)
LEADS = [
    (
        ["On me dit que c'est Léa qui marque le bleu. Léa a le 5 bleu, j'ai le 7 bleu."],
        "Non. C'est toi qui marques le bleu",
    ),
    (
        ["Quelqu'un prétend que Léa marque le bleu. Léa a le 5 bleu, j'ai le 7 bleu. Vrai ?"],
        "Non. C'est toi qui marques le bleu",
    ),
    (["Léa a le 8 bleu, j'ai le 7 bleu. On me dit que Léa marque le bleu."], "Oui. "),
    (
        [
            "Someone at the table says Léa scores blue. Is that right? Léa has the 5 of blue, "
            "I have the 7 of blue."
        ],
        "No. You score blue",
    ),
    (["Léa has the 5 of blue, I have the 7 of blue. I'm told I score blue. True?"], "Yes. "),
    (["Does my 1 kill my own 8?"], "No. "),
    (["Mon 1 tue mon propre 8 ?"], "Non. "),
    (["Is my 8 killed by my own 1?"], "No. "),
]


@pytest.mark.parametrize(("turns", "start"), LEADS)
def test_the_lead(turns: list[str], start: str, fake_bot: Rulebot) -> None:
    answer = fake_bot.ask(turns[-1], history=turns[:-1])
    assert answer.answer.startswith(start), answer.answer
