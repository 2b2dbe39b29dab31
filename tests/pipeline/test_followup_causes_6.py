"""The general causes fixed with tests/data/followup_phrasings_6.yaml, one table each: every
row fails without its fix. The conversations here are not in the phrasing sets."""

from __future__ import annotations

from typing import Any

import pytest

from rulebot.pipeline import Rulebot
from rulebot.pipeline.followup_players import canonical, player_named
from rulebot.understanding import Scenario
from tests.pipeline.test_followup_sets import problems


def _right(
    history: str | list[str],
    question: str,
    lang: str,
    totals: dict[str, int],
    lead: str | None = None,
) -> dict[str, Any]:
    best = max(totals.values())
    scorers = [player for player, total in totals.items() if total == best]
    expect: dict[str, Any] = {"kind": "right_to_score", "scorers": scorers, "totals": totals}
    expect["must" if lead else "must_not"] = [rf"^{lead}\." if lead else r"^(Oui|Non|Yes|No)\."]
    earlier = [history] if isinstance(history, str) else history
    return {"history": earlier, "question": question, "lang": lang, "expect": expect}


SEATS = "I have pink 4, the girl across from me has pink 6. Who scores pink?"
LEFT_RIGHT = (
    "Le joueur à ma gauche a le 3 gris, ma voisine de droite le 6 gris, moi le 5 gris. "
    "Qui marque le gris ?"
)
COUNTED = (
    "J'ai le 5 orange, mes deux adversaires ont respectivement le 4 et le 7 orange. "
    "Qui marque l'orange ?"
)
COUNTED_EN = "My two opponents have oak 2 and oak 6 respectively; I have oak 5. Who scores oak?"
THREE = "Nora has red 2, Theo has red 6, I have red 5. Who scores red?"

CASES = {
    # a player shown with their words read back ("next to you" is "next to me"), not the
    # asker of "me"/"ma"
    "seat-read-back-en": _right(
        SEATS, "what if the girl across from me had the 3 instead?", "en", {"you": 4, "opponent": 3}
    ),
    # ...with an article for the possessive ("la voisine" for "ma voisine")
    "seat-article-fr": _right(
        LEFT_RIGHT,
        "et si la voisine de droite n'avait plus le 6 ?",
        "fr",
        {"le joueur à ma gauche": 3, "ma voisine de droite": 0, "you": 5},
    ),
    # the start of a player's words, when only they fit ("mon voisin": "mon voisin de gauche")
    "seat-start-fr": _right(
        "Mon voisin de gauche a le 2 et le 7 noir, moi le 6 noir. Qui marque le noir ?",
        "et si mon voisin n'avait pas le 7 ?",
        "fr",
        {"opponent": 2, "you": 6},
    ),
    # opponents counted "respectively", named by rank ("second" for "deuxième", "the first one")
    "rank-second-fr": _right(
        COUNTED,
        "et si mon second adversaire avait le 2 à la place ?",
        "fr",
        {"you": 5, "opponent 1": 4, "opponent 2": 2},
    ),
    "rank-first-en": _right(
        COUNTED_EN,
        "what if my first opponent also had oak 7?",
        "en",
        {"opponent 1": 9, "opponent 2": 6, "you": 5},
    ),
    "rank-bare-dealt-fr": _right(
        COUNTED,
        "et si le premier avait le 7 et le second le 4 ?",
        "fr",
        {"you": 5, "opponent 1": 7, "opponent 2": 4},
    ),
    # an opponent word ("l'autre", "my opponent") is the one other player, named or not
    "other-named-fr": _right(
        "Moi 4 jaune, Basile 5 jaune. Qui marque le jaune ?",
        "et si l'autre n'avait plus son 5 ?",
        "fr",
        {"you": 4, "Basile": 0},
    ),
    "opponent-named-en": _right(
        "Me willow 3, Omar willow 5. Who scores willow?",
        "and if my opponent had willow 2 instead?",
        "en",
        {"you": 3, "Omar": 2},
    ),
    # a new player with a bare value, or a person the scenario did not hold (not the asker)
    "newcomer-bare-value-fr": _right(
        "J'ai le 4 rose, Marc a le 5 rose. Qui marque le rose ?",
        "et si Jeanne avait le 6 ?",
        "fr",
        {"you": 4, "Marc": 5, "Jeanne": 6},
    ),
    "newcomer-person-en": _right(
        "I have green 8, Lola has green 3. Who scores green?",
        "what if my sister had the 1?",
        "en",
        {"you": 0, "Lola": 3, "opponent": 1},
    ),
    # a bare yes-or-no about a player: the player named, a pronoun after their name
    "bare-named-en": _right(
        THREE,
        "and Theo, can he score it?",
        "en",
        {"Nora": 2, "Theo": 6, "you": 5},
        "Yes",
    ),
    "bare-name-pronoun-fr": _right(
        "Nina a le 2 bleu, Marius le 7 bleu, moi le 6 bleu. Qui marque le bleu ?",
        "et Nina, elle peut ?",
        "fr",
        {"Nina": 2, "Marius": 7, "you": 6},
        "Non",
    ),
    "bare-rank-fr": _right(
        COUNTED,
        "et mon deuxième adversaire, il peut marquer ?",
        "fr",
        {"you": 5, "opponent 1": 4, "opponent 2": 7},
        "Oui",
    ),
    # ...naming the colour, or asking whether the player is right ("il a raison ?")
    "bare-colour-en": _right(
        THREE, "can Nora score red?", "en", {"Nora": 2, "Theo": 6, "you": 5}, "No"
    ),
    "bare-is-right-fr": _right(
        "Moi 2 jaune, Lina 4 jaune, Hector 3 jaune. Qui marque le jaune ?",
        "Hector a raison ?",
        "fr",
        {"you": 2, "Lina": 4, "Hector": 3},
        "Non",
    ),
    # a pronoun is the player the conversation spoke of last
    "pronoun-last-spoken-en": _right(
        [THREE, "what if Nora also had red 7?"],
        "so she scores now?",
        "en",
        {"Nora": 9, "Theo": 6, "you": 5},
        "Yes",
    ),
    # a change and a yes-or-no asked together ("il marquerait ?", "would they score?")
    "change-and-ask-fr": _right(
        "Moi 3 et 4 violet, mon adversaire 6 violet. Qui marque le violet ?",
        "et s'il avait aussi le 2, il marquerait ?",
        "fr",
        {"you": 7, "opponent": 8},
        "Oui",
    ),
    "change-and-ask-me-en": _right(
        "Me oak 2, Ravi oak 6. Who scores oak?",
        "what if I also had oak 5, could I score?",
        "en",
        {"you": 7, "Ravi": 6},
        "Yes",
    ),
    # "qui marque alors ?" drops the yes-or-no asked before
    "who-again-fr": _right(
        "J'ai le 5 vert, Élise a le 3 vert. Est-ce que je marque ?",
        "et si Élise avait aussi le 4, qui marque ?",
        "fr",
        {"you": 5, "Élise": 7},
    ),
}


@pytest.mark.parametrize("item", CASES.values(), ids=CASES.keys())
def test_follow_up_cause(fake_bot: Rulebot, item: dict[str, Any]) -> None:
    answer = fake_bot.ask(item["question"], history=item["history"])
    assert not problems(item, answer), (problems(item, answer), answer.answer)


def _scenario(*players: str, **names: dict[str, str]) -> Scenario:
    return Scenario(hands={p: () for p in players}, colour="blue", names=dict(names))


REFERENCES = [
    # text, players, the names shown, the player named
    (
        "the guy next to me had the 3",
        ("you", "opponent"),
        {"opponent": {"fr": "ton adversaire", "en": "the guy next to you"}},
        "opponent",
    ),
    ("et si ma voisine avait le 1", ("you", "Tom"), {}, None),  # someone new, not "ma" = me
    (
        "et si mon premier adversaire avait le 1",
        ("you", "opponent 1", "opponent 2"),
        {"opponent 1": {"fr": "ton premier adversaire"}},
        "opponent 1",
    ),
    ("the second one had the 4", ("you", "opponent 1", "opponent 2"), {}, "opponent 2"),
    ("change my 2 into a 5", ("you", "Tom"), {}, "you"),
    ("et lui ?", ("you", "Tom"), {}, "Tom"),
]


@pytest.mark.parametrize(("text", "players", "names", "player"), REFERENCES)
def test_player_named(
    text: str, players: tuple[str, ...], names: dict[str, dict[str, str]], player: str | None
) -> None:
    assert player_named(_scenario(*players, **names), text) == player


def test_canonical_reads_possessives_alike() -> None:
    assert canonical("the guy next to me") == canonical("the guy next to you")
    assert canonical("ma voisine de gauche") == canonical("ta voisine de gauche")
