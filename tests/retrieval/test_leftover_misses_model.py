"""Leftover retrieval misses of earlier sessions, retrieved with the real model.

- Turn order asked with "en premier" / "commencer par défausser": the French gloss read
  "est-ce qu'on pioche en premier" as "is this that we draw pile in first" (no
  "est-ce qu'" before a vowel, "en premier" word by word, "pioche" always the pile), so
  the first card of the arboretum won; `faq-turn` now also says a turn never starts with
  a discard. "On commence par défausser ?" asks how a turn begins (RULES-FACTS, p. 4:
  draw, plant, discard), not how the discard pile is set up (p. 2): the set-up only says
  the piles start empty, so the turn order answers it.
- When the scoring happens: `rule-end` (p. 5) had no phrasing with "faire le décompte"
  and lost to winning (p. 8), which speaks of the final count.
- Doubling of a mixed-colour path: path scoring (pp. 6-7) had no "score double" phrasing
  about mixed colours, so the several-paths entries won.
- The asker holds the 1, an opponent the 8: `faq-eight-cancelled` only had the 8
  holder's side, so "I hold the 1 … does his 8 count" went to one's own 1 and 8; the
  gloss read "encore" as "again" (now "still": "compte encore" = "still counts").
- Scoring a colour with nothing of it planted: answered by the tie-break (colours in the
  arboretum) instead of "no path, no points" (pp. 5-6).
"""

from __future__ import annotations

import pytest

from rulebot.pipeline import Rulebot

pytestmark = pytest.mark.model

TURN = {"faq-turn", "rule-turn"}
END = {"rule-end", "faq-game-end"}
PATH_POINTS = {"rule-path-scoring", "faq-path-points"}
EIGHT_CANCELLED = {"rule-one-cancels-eight", "faq-eight-cancelled"}
NO_PATH = {"faq-right-no-path", "rule-no-path-no-points"}

CASES = [
    # turn order: drawing comes first, a turn never starts with a discard (p. 4)
    ("est-ce qu'on pioche en premier ?", "fr", TURN),
    ("est-ce qu'il faut piocher en premier ?", "fr", TURN),
    ("on commence par défausser ?", "fr", TURN),
    ("je commence mon tour par défausser une carte ?", "fr", TURN),
    ("do we draw first?", "en", TURN),
    # when the scoring happens: at the end of the game (p. 5)
    ("quand est-ce qu'on fait le décompte ?", "fr", END),
    ("on fait le décompte à quel moment ?", "fr", END),
    ("when is the scoring done?", "en", END),
    ("when do we count the points?", "en", END),
    # doubling needs 4+ cards all of one colour (pp. 6-7)
    ("Can a path score double if it's not all one colour?", "en", PATH_POINTS),
    ("does a path with mixed species still get double points?", "en", PATH_POINTS),
    ("un chemin de plusieurs couleurs compte-t-il double ?", "fr", PATH_POINTS),
    # the asker's 1 cancels an opponent's 8 (p. 6)
    ("I hold the 1 and Tom holds the 8. Does his 8 still count?", "en", EIGHT_CANCELLED),
    ("Paul has the 8 and I have the 1, is his 8 still worth 8?", "en", EIGHT_CANCELLED),
    ("j'ai le 1 et Léa a le 8, son 8 compte encore ?", "fr", EIGHT_CANCELLED),
    ("je garde le 1 et mon adversaire le 8, son 8 compte-t-il encore ?", "fr", EIGHT_CANCELLED),
    # no path of a colour, no points for it (pp. 5-6)
    ("Can I score a colour I don't have in my arboretum?", "en", NO_PATH),
    ("I never planted any willow, can I score willow?", "en", NO_PATH),
    ("puis-je marquer une couleur que je n'ai pas dans mon arborétum ?", "fr", NO_PATH),
    ("je n'ai aucun chêne planté, je peux marquer le chêne ?", "fr", NO_PATH),
]


@pytest.mark.parametrize(("question", "lang", "wanted"), CASES)
def test_leftover_miss_finds_its_entry(
    real_bot: Rulebot, question: str, lang: str, wanted: set[str]
) -> None:
    hits = real_bot.retrieve(question, lang, k=3)
    assert hits and hits[0].entry_id in wanted, [h.entry_id for h in hits]
