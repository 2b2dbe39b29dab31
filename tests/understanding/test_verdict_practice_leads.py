"""Yes-or-no questions about a practice get their "Oui."/"Non." lead when the answer's
entry decides it (answer/verdict.py, data/verdicts.yaml, data/verdict_words.yaml).

Before, these got the right passage and no lead:
- "c'est réglo ?", "is that legit?" said nothing the claims knew (now `can`);
- the two draws told apart ("the first from the pile, the second from my own discard")
  matched no claim of drawing from one's own discard pile;
- "à angle droit", "un coude", "an elbow" were no bend, "halfway" no middle, and "il
  compte quand même ?" matched no claim that a turning path counts;
- "le plus de cartes" read as "plus de cartes" (the draw pile empty), "whoever" as a word;
- a card told by value in two paths of different colours ("mon 3 vert … mon sentier vert
  et mon sentier jaune") was read as cards named or as colours apart, never as both;
- a question asked of the sentence before it ("Mon 5 bleu sert dans mes deux sentiers.
  C'est autorisé de le compter deux fois ?") got no lead: the two are now read as one
  sentence, which a claim must cover whole.
"""

from __future__ import annotations

import pytest

from rulebot.answer.verdict import decide

OWN_DISCARD = "faq-draw-own-discard"
PATHS = "rule-paths"
WINNING = "rule-winning"
TWO_PATHS = "faq-same-card-two-paths"

LEADS = [
    # the first card from the pile, the second from one's own discard pile
    (
        "Je prends une carte dans la pioche puis la deuxième dans ma défausse, c'est réglo ?",
        "fr",
        OWN_DISCARD,
        "yes",
    ),
    (
        "La première dans la pioche et la seconde sur ma propre défausse, c'est permis ?",
        "fr",
        OWN_DISCARD,
        "yes",
    ),
    (
        "Je pioche une carte dans la pioche et l'autre dans ma propre défausse, c'est légal ?",
        "fr",
        OWN_DISCARD,
        "yes",
    ),
    ("Reprendre la carte que j'ai défaussée, c'est réglo ?", "fr", OWN_DISCARD, "yes"),
    (
        "I take the first card from the deck and the second one off my own discard pile, "
        "is that legit?",
        "en",
        OWN_DISCARD,
        "yes",
    ),
    (
        "Can I take the first card from the draw pile and the second from my own discard?",
        "en",
        OWN_DISCARD,
        "yes",
    ),
    # a path that turns still counts
    ("Mon sentier fait un coude, il compte quand même ?", "fr", PATHS, "yes"),
    ("Un chemin en forme de L, ça compte ?", "fr", PATHS, "yes"),
    ("Mon sentier tourne au milieu, il compte ?", "fr", PATHS, "yes"),
    ("My path makes a right angle in the middle, does it still count?", "en", PATHS, "yes"),
    ("Does a path with a bend in it still count?", "en", PATHS, "yes"),
    ("My path has an elbow halfway, is it still a path that counts?", "en", PATHS, "yes"),
    # the most cards planted does not win
    ("Le vainqueur c'est celui qui a posé le plus de cartes ?", "fr", WINNING, "no"),
    ("C'est le joueur avec le plus de cartes dans son arborétum qui gagne ?", "fr", WINNING, "no"),
    ("So the winner is whoever planted the most cards?", "en", WINNING, "no"),
    ("Does the player with the most cards in their arboretum win?", "en", WINNING, "no"),
    # a card told by value in paths of two colours
    (
        "Mon 3 vert peut compter dans mon sentier vert et dans mon sentier jaune ?",
        "fr",
        TWO_PATHS,
        "yes",
    ),
    ("Can my 4 of oak count in my oak path and in my maple path?", "en", TWO_PATHS, "yes"),
    # the same, the card told in a sentence before the question ("… Je peux le compter ?")
    (
        "Mon 4 jaune est dans mon sentier jaune et au milieu de mon sentier vert. Je peux le "
        "compter deux fois ?",
        "fr",
        TWO_PATHS,
        "yes",
    ),
    (
        "Ma carte 6 rose sert à mon sentier rose et à mon sentier gris, elle compte deux fois ?",
        "fr",
        TWO_PATHS,
        "yes",
    ),
    (
        "My 5 of oak sits in my oak path and also in the middle of my willow path. Can I count "
        "it twice?",
        "en",
        TWO_PATHS,
        "yes",
    ),
    (
        "My blue 3 is used in my blue path and in my red path. Does it count twice?",
        "en",
        TWO_PATHS,
        "yes",
    ),
]

# Must not: near phrasings keep their answer (a lead of their own, or none).
KEPT = [
    ("Le plus haut total gagne ?", "fr", WINNING, "yes"),
    ("The highest total wins?", "en", WINNING, "yes"),
    ("Le joueur qui a le plus de points gagne ?", "fr", WINNING, None),
    ("Quand il n'y a plus de cartes dans la pioche, la partie s'arrête ?", "fr", "rule-end", "yes"),
    (
        "Je peux prendre une carte sous le dessus de ma défausse, c'est réglo ?",
        "fr",
        "faq-draw-discard-depth",
        "no",
    ),
    ("Un sentier doit être en ligne droite ?", "fr", PATHS, "no"),
    ("Does a path have to be a straight line?", "en", PATHS, "no"),
    ("Un sentier peut passer en diagonale, c'est réglo ?", "fr", PATHS, "no"),
    ("Un sentier peut descendre ?", "fr", PATHS, "no"),
    ("Je peux marquer deux sentiers rouges, c'est réglo ?", "fr", "rule-one-path-per-colour", "no"),
    # a sentence before the question that no claim covers with it: still no lead
    (
        "Mon 5 bleu sert dans mon sentier bleu. Je peux le compter deux fois ?",
        "fr",
        TWO_PATHS,
        None,
    ),
    (
        "J'ai deux sentiers rouges. Je peux compter les deux ?",
        "fr",
        "rule-one-path-per-colour",
        None,
    ),
    ("My path has 5 cards. Is it doubled?", "en", "rule-path-scoring", None),
]


@pytest.mark.parametrize(("question", "lang", "entry", "kind"), LEADS + KEPT)
def test_practice_lead(
    question: str, lang: str, entry: str, kind: str | None, colour_words: frozenset[str]
) -> None:
    verdict = decide(question, lang, entry, colour_words)
    assert (verdict.kind if verdict else None) == kind
