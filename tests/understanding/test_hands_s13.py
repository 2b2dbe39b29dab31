"""Readings of right-to-score hands fixed in session 13 (French and English):

- ``SHOWN``: verbs of showing cards ("Karim abat le 3", "Manon présente 1, 2 et 8",
  "Karim lays down the 3") open the hand of the player named before them; "je"/"I"
  followed by what the asker does ("je tranche un litige", "je te lis les mains", "I know
  it's 2-4") is no player; a word heading the question ("Arbitrage :", "Égalité à 8 ?")
  is no player.
- ``FAMILY``: family said with another's possessive ("sa sœur", "his big brother", "your
  uncle"), by what they are to all ("mamie", "grandpa") or by an age ("my 8-year-old")
  are players of their own; a short name in a text written in lower case ("jo has 8").
- ``QUOTED``: inside words quoted after a player ("Papy me dicte : « J'ai le 1 … »"),
  "je"/"I" is that player; hands read out by phone are no question about an app.
- ``DENIED``: a card denied ("Elle a pas le 1", "No 1 anywhere"), a total in brackets
  ("(total 9)") and a sum after "=" ("3+5 = 8") are no cards.
- ``NONE``: a path's length ("chemin de 6 cartes", "a 7-card path") is no hand; "Est-ce
  que je ..." asks, it gives the asker no card told before; players named after "not"
  ("not Finn, not Gwen") hold none.

Each table has must-not rows: near phrasings that keep their reading.
"""

from __future__ import annotations

import pytest

from rulebot.rules import right_to_score
from rulebot.understanding import Lexicon, ParseError, parse_scenario
from rulebot.understanding.intent import Intent, classify


def _read(text: str, lexicon: Lexicon) -> tuple[dict[str, int], set[str]]:
    """The totals of each player and who scores, as the engine decides them."""
    scenario = parse_scenario(text, lexicon)
    assert scenario.colour is not None
    right = right_to_score(scenario.hands, scenario.colour)
    return dict(right.totals), set(right.scorers)


CASES = [
    # -- SHOWN --------------------------------------------------------------------------
    (
        "Arbitrage au club, je tranche un litige : pour le saule, Karim abat le 3, le 5 et "
        "le 7, Inès montre le 8 et le 2, Paul n'a aucun saule en main. Qui a le droit de "
        "compter un chemin de saule ?",
        {"Karim": 15, "Inès": 10, "Paul": 0},
        {"Karim"},
    ),
    (
        "Arbitrage : en jaune, Manon présente 1, 2 et 8 ; Quentin présente 6 et 4. Qui "
        "marque le jaune ?",
        {"Manon": 11, "Quentin": 10},
        {"Manon"},
    ),
    (
        "Refereeing a dispute: for willow, Karim lays down the 3 and the 5, Ines shows the "
        "8. Who scores willow?",
        {"Karim": 8, "Ines": 8},
        {"Karim", "Ines"},
    ),
    (
        "Five of us played (yes I know it's 2-4, we tried anyway). White: Amy 3, Bill 2 and "
        "1, Cat 6, Dev 8, Eve nothing. Who scores white?",
        {"Amy": 3, "Bill": 3, "Cat": 6, "Dev": 0, "Eve": 0},
        {"Cat"},
    ),
    # must-not: the asker who tells a hand after a verb of thinking stays a player
    (
        "Je pense que j'ai le 5 bleu, Léa a le 3 bleu. Qui marque le bleu ?",
        {"you": 5, "Léa": 3},
        {"you"},
    ),
    (
        "I know I have the 6 of oak and Tom has the 2 of oak. Who scores oak?",
        {"you": 6, "Tom": 2},
        {"you"},
    ),
    (
        "Je n'ai aucun bleu, Léa a le 3 bleu. Qui marque le bleu ?",
        {"you": 0, "Léa": 3},
        {"Léa"},
    ),
    # -- FAMILY -------------------------------------------------------------------------
    (
        "Mon fils de 9 ans a le 6 marron, moi j'ai le 1 marron et le 5 marron, et sa sœur "
        "a le 8 marron. Qui marque le marron ?",
        {"mon fils": 6, "you": 6, "sa sœur": 0},
        {"mon fils", "you"},
    ),
    (
        "My 8-year-old has brown 5, I have brown 1 and brown 3, and his big brother has "
        "brown 8. Who gets brown?",
        {"my 8-year-old": 5, "you": 4, "his big brother": 0},
        {"my 8-year-old"},
    ),
    (
        "Allô, je te lis les mains pour le chêne : mamie a le 6 de chêne, papy a le 2 et le "
        "4 de chêne, et Lucas a juste le 1 de chêne. Qui a le droit de marquer le chêne ?",
        {"mamie": 6, "papy": 6, "Lucas": 1},
        {"mamie", "papy"},
    ),
    (
        "yellow: me 6, jo has 8 n 1. who scores yellow?",
        {"you": 6, "Jo": 9},
        {"Jo"},
    ),
    (
        "My sister has the 6 of oak, her husband has the 2 and the 5 of oak, I have the 1. "
        "Who scores oak?",
        {"my sister": 6, "her husband": 7, "you": 1},
        {"her husband"},
    ),
    # must-not: a family word written as a name is that name; one person alone is the
    # opponent; "my 8" is a card; "quand même" is no one
    (
        "Pour le bleu Papi a 3 et 5 bleu, Chloé a le 8 bleu, le 1 bleu est planté quelque "
        "part. Ils ont le même total, qui marque ?",
        {"Papi": 8, "Chloé": 8},
        {"Papi", "Chloé"},
    ),
    (
        "Ma sœur a le 8 bleu, j'ai le 1 bleu. Qui marque le bleu ?",
        {"opponent": 0, "you": 1},
        {"you"},
    ),
    (
        "I have my 8 of oak, Tom has the 5 of oak. Who scores oak?",
        {"you": 8, "Tom": 5},
        {"you"},
    ),
    (
        "Léa a le 5 bleu, j'ai quand même le 6 bleu. Qui marque le bleu ?",
        {"Léa": 5, "you": 6},
        {"you"},
    ),
    # -- QUOTED -------------------------------------------------------------------------
    (
        "Papy me dicte au téléphone : « J'ai le 1 de flamboyant, ta tante a le 8 de "
        "flamboyant, et ton cousin a le 5 et le 3. » Qui marque le flamboyant ?",
        {"Papy": 1, "ta tante": 0, "ton cousin": 8},
        {"ton cousin"},
    ),
    (
        "Grandpa reading the hands over the phone: 'Grandma has the 7 of oak, your uncle "
        "has the 1 and the 5 of oak, and I have the 8 of oak.' So who gets to score oak?",
        {"Grandpa": 0, "Grandma": 7, "your uncle": 6},
        {"Grandma"},
    ),
    (
        "Nana on speakerphone: 'I've got the Royal Poinciana 8, your cousin has the 2 and "
        "the 6, nobody has the 1 that I can see.' Who scores Royal Poinciana?",
        {"Nana": 8, "your cousin": 8},
        {"Nana", "your cousin"},
    ),
    # must-not: a quote with no one named before it, and "j'ai" after a quote, are the asker
    (
        "'I have the 8 of oak and Tom has the 2 of oak.' Who scores oak?",
        {"you": 8, "Tom": 2},
        {"you"},
    ),
    (
        "Tom dit : « J'ai le 8 bleu » mais j'ai le 1 bleu. Qui marque le bleu ?",
        {"Tom": 0, "you": 1},
        {"you"},
    ),
    # -- DENIED -------------------------------------------------------------------------
    (
        "A 2 joueurs : Clara 5 saule et 3 saule, moi 8 saule. Elle a pas le 1. Qui compte "
        "le saule ?",
        {"Clara": 8, "you": 8},
        {"Clara", "you"},
    ),
    (
        "2p game: Zara has willow 5 and willow 2, I have willow 7. No 1 anywhere in hand. "
        "Who scores willow?",
        {"Zara": 7, "you": 7},
        {"Zara", "you"},
    ),
    (
        "Pour l'olivier : j'ai le 2, le 3 et le 4 (total 9). Mon adversaire a le 7 et le 1 "
        "(total 8). Qui a le droit de compter son olivier ?",
        {"you": 9, "opponent": 8},
        {"you"},
    ),
    (
        "Question de règles pour le cassia : Jules a 3+5 = 8, Lina a juste le 8. Égalité à "
        "8 ? Personne n'a le 1 de cassia, il est dans mon arboretum.",
        {"Jules": 8, "Lina": 8},
        {"Jules", "Lina"},
    ),
    # must-not: a 1 told, "no willow" and a sum without "=" keep their cards
    (
        "Clara a le 1 saule, moi le 8 saule. Qui compte le saule ?",
        {"Clara": 1, "you": 0},
        {"Clara"},
    ),
    (
        "I have no willow, Zara has willow 1 and willow 5. Who scores willow?",
        {"you": 0, "Zara": 6},
        {"Zara"},
    ),
    (
        "Mon adversaire a 3+5 en bleu, j'ai le 7 bleu. Qui marque le bleu ?",
        {"opponent": 8, "you": 7},
        {"opponent"},
    ),
    # -- NONE ---------------------------------------------------------------------------
    (
        "Je n'ai plus une seule carte cerisier en main, mais j'ai un super chemin cerisier "
        "de 6 cartes. Mon pote Théo a gardé le 2 de cerisier. Est-ce que je peux quand même "
        "compter mon chemin ?",
        {"you": 0, "Théo": 2},
        {"Théo"},
    ),
    (
        "I don't have a single tulip poplar card in my hand, but I built a 7-card tulip "
        "poplar path. Marco kept the tulip poplar 1. Can I still score my path?",
        {"you": 0, "Marco": 1},
        {"Marco"},
    ),
    (
        "Four of us, grey: nobody — not Finn, not Gwen, not Hal, not me — kept any grey in "
        "hand. Who scores grey?",
        {"Finn": 0, "Gwen": 0, "Hal": 0, "you": 0},
        {"Finn", "Gwen", "Hal", "you"},
    ),
    # must-not: players after "ni" still hold none
    (
        "Personne, ni Léa, ni Tom, ni moi, n'a de gris. Qui marque le gris ?",
        {"Léa": 0, "Tom": 0, "you": 0},
        {"Léa", "Tom", "you"},
    ),
]


@pytest.mark.parametrize(("text", "totals", "scorers"), CASES)
def test_hands(
    text: str, totals: dict[str, int], scorers: set[str], corpus_lexicon: Lexicon
) -> None:
    assert _read(text, corpus_lexicon) == (totals, scorers)


def test_cards_counted_without_a_path_stay_a_count(corpus_lexicon: Lexicon) -> None:
    """must-not: "3 cartes" with no path in the clause is a hand told by its count."""
    with pytest.raises(ParseError):
        parse_scenario(
            "J'ai 3 cartes cerisier en main, Théo a le 2 de cerisier. Qui marque ?",
            corpus_lexicon,
        )


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        (
            "Papy me dicte au téléphone : « J'ai le 1 de flamboyant, ta tante a le 8 de "
            "flamboyant, et ton cousin a le 5 et le 3. » Qui marque le flamboyant ?",
            Intent.RIGHT_TO_SCORE,
        ),
        (
            "Grandpa reading the hands over the phone: 'Grandma has the 7 of oak, your "
            "uncle has the 1 and the 5 of oak, and I have the 8 of oak.' So who gets to "
            "score oak?",
            Intent.RIGHT_TO_SCORE,
        ),
        # must-not: the game on a phone is still no rules question
        (
            "Est-ce qu'il existe une version d'Arboretum sur Steam ou sur téléphone ?",
            Intent.OUT_OF_SCOPE,
        ),
        ("Can I play Arboretum on my phone?", Intent.OUT_OF_SCOPE),
    ],
)
def test_phone_reading(text: str, intent: Intent, corpus_lexicon: Lexicon) -> None:
    assert classify(text, corpus_lexicon) == intent
