"""A fast, deterministic stand-in for `rulebot.pipeline.Rulebot` (same protocol)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from rulebot.answer.model import Answer, Citation
from rulebot.config import get_settings
from rulebot.corpus import Corpus, load_corpus
from rulebot.errors import InputError
from rulebot.pipeline.lexicon import colour_names

PATH_ENGINE: dict[str, Any] = {
    "kind": "path",
    "valid": True,
    "points": 7,
    "reason": None,
    "breakdown": [
        {"kind": "cards", "points": 4, "count": 4, "pages": [6]},
        {"kind": "starts_on_1", "points": 1, "count": 1, "pages": [6]},
        {"kind": "ends_on_8", "points": 2, "count": 1, "pages": [6]},
    ],
    "pages": [6, 7],
    "cards": ["1red", "3blue", "5blue", "8red"],
    "colour": "red",
    "read_reversed": False,
}
RIGHT_ENGINE: dict[str, Any] = {
    "kind": "right_to_score",
    "colour": "red",
    "totals": {"Léa": 1, "Moi": 0},
    "scorers": ["Léa"],
    "cancelled": [{"player": "Moi", "card": "8red", "by": "Léa"}],
    "nobody_holds": False,
    "pages": [5, 6],
}
DISCARD = Citation(
    chunk_id="draw-own-discard:fr",
    pages=(4,),
    section="Piocher",
    excerpt="On pioche deux cartes, une à une, dans la pioche ou sur le dessus d'une défausse.",
)
SUGGESTIONS = ("Comment compte-t-on un chemin ?", "Qui a le droit de marquer une couleur ?")


@cache
def _corpus() -> Corpus:
    return load_corpus(get_settings().corpus_dir)


class FakeBot:
    """Answers by keyword; records every call so tests can check what the API passed on."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.warmed = 0

    def warm_up(self) -> None:
        self.warmed += 1

    def health(self) -> dict[str, Any]:
        return {
            "status": "ok",
            "index_loaded": True,
            "model": "fake-hashing",
            "corpus_version": "test",
            "chunks": 3,
        }

    def ask(
        self,
        question: str,
        history: Sequence[str | Mapping[str, Any]] | None = None,
        lang: str | None = None,
    ) -> Answer:
        self.calls.append(("ask", {"question": question, "history": history, "lang": lang}))
        low = question.lower()
        if "boom" in low:
            raise RuntimeError("/secret/internal/path.py exploded")
        if "illisible" in low:
            raise InputError("Je ne comprends pas cette carte : « 9 rouge ».")
        out_lang = lang or ("en" if " the " in f" {low} " else "fr")
        if "combien" in low or "how many" in low:
            return Answer(
                question=question,
                answer=(
                    "Ce chemin rouge vaut 7 points : 4 cartes, +1 (commence par 1), "
                    "+2 (finit par 8) (p. 6-7)."
                ),
                lang=out_lang,
                intent="path_score",
                pages=(6, 7),
                engine=PATH_ENGINE,
                confidence=1.0,
            )
        if "marquer" in low or "score" in low:
            return Answer(
                question=question,
                answer="Léa peut marquer le rouge : son 1 annule ton 8 (p. 6).",
                lang=out_lang,
                intent="right_to_score",
                pages=(5, 6),
                engine=RIGHT_ENGINE,
                confidence=1.0,
            )
        if "défausse" in low or "discard" in low:
            return Answer(
                question=question,
                answer="Oui : on peut piocher la carte du dessus de sa propre défausse (p. 4).",
                lang=out_lang,
                intent="rules",
                pages=(4,),
                citations=(DISCARD,),
                confidence=0.82,
            )
        return Answer(
            question=question,
            answer="Je ne trouve pas cela dans les règles d'Arboretum.",
            lang=out_lang,
            intent="out_of_scope",
            abstained=True,
            suggestions=SUGGESTIONS,
        )

    def colours(self) -> dict[str, list[dict[str, Any]]]:
        return colour_names(_corpus())

    def score(self, text: str, lang: str | None = None) -> dict[str, Any]:
        self.calls.append(("score", text))
        if "9" in text:
            raise InputError("Une carte vaut de 1 à 8, pas 9.")
        return dict(PATH_ENGINE)

    def score_layout(self, text: str, lang: str | None = None) -> dict[str, Any]:
        self.calls.append(("score_layout", text))
        return {"kind": "layout", "paths": {"red": {"colour": "red", "points": 7}}}
