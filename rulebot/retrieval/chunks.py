"""Corpus entries cut into searchable chunks, each carrying its citation pages."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulebot.corpus import Corpus, Entry


class QuestionMode(StrEnum):
    """Where the FAQ question phrasings go: into the main chunk, into their own chunks, or both."""

    INLINE = "inline"
    SEPARATE = "separate"
    BOTH = "both"


@dataclass(frozen=True)
class Chunk:
    """A searchable piece of one entry in one language, with the pages it cites."""

    id: str
    entry_id: str
    lang: str
    pages: tuple[int, ...]
    section: str
    text: str
    kind: str
    questions: tuple[str, ...] = ()
    is_main: bool = True

    @property
    def search_text(self) -> str:
        """What the indexes see: the title, the text and any question phrasings."""
        return "\n".join((self.section, self.text, *self.questions))


def _entry_chunks(entry: Entry, mode: QuestionMode) -> list[Chunk]:
    chunks: list[Chunk] = []
    for lang in sorted(entry.texts):
        text = entry.texts[lang]
        inline = mode in (QuestionMode.INLINE, QuestionMode.BOTH)
        chunks.append(
            Chunk(
                id=f"{entry.id}:{lang}",
                entry_id=entry.id,
                lang=lang,
                pages=entry.pages,
                section=text.title,
                text=text.text,
                kind=str(entry.kind),
                questions=text.questions if inline else (),
            )
        )
        if mode is QuestionMode.INLINE:
            continue
        for n, question in enumerate(text.questions, start=1):
            chunks.append(
                Chunk(
                    id=f"{entry.id}:{lang}:q{n}",
                    entry_id=entry.id,
                    lang=lang,
                    pages=entry.pages,
                    section=text.title,
                    text=question,
                    kind=str(entry.kind),
                    is_main=False,
                )
            )
    return chunks


def build_chunks(corpus: Corpus, questions: QuestionMode | str = QuestionMode.BOTH) -> list[Chunk]:
    """Every entry of the corpus in every language, in corpus order.

    The main chunk of an entry in a language is ``f"{entry_id}:{lang}"``; with
    ``questions="separate"`` or ``"both"`` each FAQ phrasing also gets its own chunk
    ``f"{entry_id}:{lang}:q{n}"`` pointing to the same entry and pages.
    """
    mode = QuestionMode(questions)
    return [chunk for entry in corpus.entries for chunk in _entry_chunks(entry, mode)]
