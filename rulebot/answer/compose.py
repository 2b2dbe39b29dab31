"""Turn retrieved passages and engine results into short, page-cited answers."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol

from rulebot.answer.box_lead import agreed, box_lead, dated_facts
from rulebot.answer.model import Answer, Citation
from rulebot.answer.texts import capitalised, load_data, suggestions, text, texts
from rulebot.answer.verdict import decide, lead, lead_words, with_lead
from rulebot.answer.verdict_words import colour_words, names_in
from rulebot.corpus import Corpus, GameInfo, cite_pages
from rulebot.understanding.text import fold

EXCERPT_CHARS = 280
_WORD = re.compile(r"[\w']+")


class ChunkLike(Protocol):
    """What composition needs of a retrieved chunk."""

    @property
    def id(self) -> str: ...
    @property
    def entry_id(self) -> str: ...
    @property
    def pages(self) -> tuple[int, ...]: ...
    @property
    def section(self) -> str: ...


class HitLike(Protocol):
    """What composition needs of a retrieval hit."""

    @property
    def entry_id(self) -> str: ...
    @property
    def score(self) -> float: ...
    @property
    def chunk(self) -> ChunkLike: ...


def with_citation(body: str, pages: Sequence[int]) -> str:
    """A sentence or two followed by its page citation."""
    body = body.strip()
    return f"{body} {cite_pages(pages)}" if pages else body


def excerpt(body: str, limit: int = EXCERPT_CHARS) -> str:
    """The start of a passage, cut on a word boundary."""
    body = " ".join(body.split())
    if len(body) <= limit:
        return body
    return body[:limit].rsplit(" ", 1)[0] + "…"


def entry_citation(
    corpus: Corpus, entry_id: str, lang: str, chunk_id: str | None = None
) -> Citation:
    """The citation of a corpus entry in a language."""
    entry = corpus.entry(entry_id)
    version = entry.text(lang)
    return Citation(
        chunk_id=chunk_id or f"{entry.id}:{lang}",
        pages=entry.pages,
        section=version.title,
        excerpt=excerpt(version.text),
    )


def rules_answer(
    question: str,
    lang: str,
    corpus: Corpus,
    hits: Sequence[HitLike],
    confidence: float,
    query: str | None = None,
    learned: str | None = None,
) -> Answer:
    """Answer a rules question from its best passage, in the asker's language.

    A closed question gets a lead first: the engine's verdict when its words tell a path
    or worths the engine decides (`verdict.decide`; not a follow-up read together with
    the question before it, `query`), else `learned`, the lead the learned model is sure
    of ("yes", "no", "confirm", …). A passage's own opening yes or no is said only as
    that lead.
    """
    top = hits[0]
    entry = corpus.entry(top.entry_id)
    body = entry.text(lang).text
    colours = colour_words(corpus.lexicon) | names_in(question)
    verdict = decide(question, lang, entry.id, colours) if query in (None, question) else None
    said = lead(verdict, lang) if verdict else lead_words(learned, lang) if learned else None
    body = with_lead(body, said)
    citation = entry_citation(corpus, entry.id, lang, _chunk_id(top, lang))
    return Answer(
        question=question,
        answer=with_citation(body, entry.pages),
        lang=lang,
        intent="rules",
        pages=entry.pages,
        citations=(citation,),
        confidence=confidence,
        context={"retrieval_question": question, "entry": entry.id},
    )


def told_twice_answer(question: str, lang: str, problem: str, corpus: Corpus) -> Answer:
    """Told hands that give one card twice ("Tom et moi avons chacun le 8 gris"): no game
    deals them, so nothing is computed. `problem`: the parser's words for it, in `lang`
    (`card_told_twice`); the citation is the corpus entry stating the cards of a colour
    (engine_text.yaml `one_of_each`)."""
    entry_id = str(load_data("engine_text.yaml")["one_of_each"]["entry"])
    entry = corpus.entry(entry_id)
    return Answer(
        question=question,
        answer=with_citation(f"{capitalised(problem.strip().rstrip('.'))}.", entry.pages),
        lang=lang,
        intent="right_to_score",
        pages=entry.pages,
        citations=(entry_citation(corpus, entry.id, lang),),
        confidence=1.0,
        context={"rules_question": question},
    )


def _chunk_id(hit: HitLike, lang: str) -> str:
    chunk_id = hit.chunk.id
    return chunk_id if f":{lang}" in chunk_id else f"{hit.entry_id}:{lang}"


def abstention(question: str, lang: str, intent: str, *, out_of_scope: bool) -> Answer:
    """Say plainly that rulebot won't answer; the questions it can answer are offered in
    `suggestions` (shown once, as buttons or a list, by the widget and the CLI)."""
    key = "out_of_scope" if out_of_scope else "unsure"
    return Answer(
        question=question,
        answer=text(key, lang),
        lang=lang,
        intent=intent,
        abstained=True,
        confidence=0.0,
        suggestions=suggestions(lang),
    )


def greeting(question: str, lang: str) -> Answer:
    """A short reply of the greeting's kind (answers.yaml `greeting_kinds`): thanks get
    "avec plaisir", a goodbye a goodbye, an "ok" a nod; a hello or a call for help gets
    what rulebot does, with questions to try in `suggestions`."""
    kinds: dict[str, Any] = texts()["greeting_kinds"]
    kind = greeting_kind(question)
    reply = kinds[kind]
    return Answer(
        question=question,
        answer=str(reply[lang]),
        lang=lang,
        intent="greeting",
        confidence=1.0,
        suggestions=suggestions(lang) if reply.get("offer") else (),
    )


def greeting_kind(question: str) -> str:
    """Which kind of greeting a message is: the first kind of answers.yaml whose cue it
    says ("merci !" -> thanks), else the last one (hello)."""
    kinds: dict[str, Any] = texts()["greeting_kinds"]
    words = " " + " ".join(_WORD.findall(fold(question))) + " "
    for kind, reply in kinds.items():
        if any(f" {fold(cue)} " in words for cue in reply["cues"]):
            return kind
    return list(kinds)[-1]


def game_facts(question: str, lang: str, game: GameInfo) -> Answer:
    """Answer a question about the box: players, duration, age, author, publisher, year.

    A box question none of these facts answers is told so before all of them, rather than
    being sent to some rules passage.
    """
    facts: dict[str, Any] = texts()["game_facts"]
    values = vars(game)
    keys = asked_facts(question)
    said = [facts[key][lang].format(**values) for key in keys or ["all"]]
    body = " ".join(said if keys else [text("box_unknown", lang), *said])
    body = box_lead(question, lang, keys, game) + body  # "on peut jouer à 5 ?": "Non."
    return Answer(question=question, answer=body, lang=lang, intent="game_facts", confidence=1.0)


def asked_facts(question: str) -> list[str]:
    """Which facts of the box a question asks about (players, duration, age...), by cue words.

    Longer cues are matched first and their words consumed, so "a 7 year old" asks for the
    age only, not for the year too. A date asked with a participle of the game's making
    asks for the year alone (`dated_facts`). Facts come out in the order of the data file.
    """
    facts: dict[str, Any] = texts()["game_facts"]
    cues = sorted(
        ((fold(cue), key) for key, fact in facts.items() for cue in fact.get("cues", [])),
        key=lambda pair: -len(pair[0]),
    )
    folded = words = fold(question)
    matched: dict[str, set[str]] = {}
    for cue, key in cues:
        pattern = agreed(cue)  # "édité", "éditée", "édités"
        if pattern.search(words):
            matched.setdefault(key, set()).add(cue)
            words = pattern.sub(" ", words)
    found = dated_facts(folded, matched)  # "Quand a-t-il été publié ?": the year
    return [key for key in facts if key in found]
