"""A claim about who scores, reported in a sentence of its own, as what a yes-or-no is
about: "On me dit que c'est Léa qui marque le bleu. Léa a le 5 bleu, j'ai le 7 bleu.",
"Someone at the table says Léa scores blue. Léa has the 5, I have the 7. Is that right?".
Whoever reports it, named or not, the answer's yes or no is about that claim
(`claim_text`). Word lists: data/reported.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.text import (
    SENTENCE_ENDS,
    Phrases,
    Token,
    find_phrase,
    folded_set,
    load_words,
    phrases,
    sentence_tokens,
    tokenize,
)


@dataclass(frozen=True)
class _Words:
    """The word lists of data/reported.yaml, folded."""

    saying: Phrases
    checks: frozenset[str]


@cache
def _words() -> _Words:
    data = load_words("reported")
    return _Words(saying=phrases(data["saying"], elided=True), checks=folded_set(data["checks"]))


def claim_text(text: str) -> str | None:
    """The text with every sentence but the last one reporting a claim blanked out
    (offsets kept), that sentence ending with "?": the claim a yes-or-no answers. None when
    no sentence reports one, or another sentence asks something of its own (anything but
    checking the claim: "Qui marque le bleu ?")."""
    sentences = sentence_tokens(tokenize(text))
    claims = [s for s in sentences if _reports(s)]
    if not claims:
        return None
    claim = claims[-1]
    asking = [s for s in sentences if s[-1].text == "?" and s is not claim]
    if asking:
        return None
    start, end = claim[0].start, claim[-1].end
    said = text[start:end].rstrip(SENTENCE_ENDS)
    return " " * start + said + "?" + " " * max(0, len(text) - start - len(said) - 1)


def _reports(sentence: list[Token]) -> bool:
    """Whether a sentence reports what someone says ("on me dit que", "Tom says")."""
    folded = [t.folded for t in sentence]
    return any(find_phrase(folded, k, _words().saying) for k in range(len(folded)))
