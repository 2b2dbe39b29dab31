"""The questions of a message that asks several ("Three things: how many cards at 3, who
deals, and can I take from my own discard pile?", "(a) … (b) …", "Question 1 : … Question
2 : …"), each as its own text, read from the typed tokens in one pass.

A new question starts after a "?" that more words follow, at an enumerator ("(a)", "b)",
"2)", "Question 2 :"), at a comma (or ", and") that a question word follows, and at a comma
between two clauses that each hold a word asking in place ("on distribue combien de
cartes, on joue dans quel sens, …") (the words are data: `question_starts`,
`asking_words`, `question_joins` and `enumerators` in data/grammar.yaml). A
piece that asks nothing (no "?" at its end, no question word at its start or after a
colon) is read with the piece after it, so "Dans ma boîte il y a des lilas, c'est normal
?" stays one question."""

from __future__ import annotations

from rulebot.understanding.lexer import Kind, Token
from rulebot.understanding.reading import Reading
from rulebot.understanding.text import find_phrase, holds_any
from rulebot.understanding.words import GrammarWords, grammar_words

_ITEM_MARKS = frozenset("abcdefABCDEF123456789")
MIN_WORDS = 4  # a later question of fewer words leans on the one before ("who wins that")


def _announced(tokens: tuple[Token, ...], words: GrammarWords) -> bool:
    """A count of two or more followed by a word announcing questions ("trois questions")."""
    norms = [t.norm for t in tokens]
    announcing = tuple(words.announced)
    return any(
        token.kind in (Kind.NUMBER, Kind.NUMWORD)
        and (token.value or 0) >= 2
        and find_phrase(norms, i + 1, announcing) > 0
        for i, token in enumerate(tokens[:-1])
    )


def question_parts(reading: Reading) -> list[str]:
    """The questions a message asks, in order, as texts; one text when it asks one."""
    words = grammar_words()
    tokens = reading.tokens
    starts = [0]
    for i in range(1, len(tokens)):
        start = _question_start(tokens, i, words)
        if start is None:
            start = _asking_clause_start(tokens, starts[-1], i, words)
        if (
            start is not None
            and start > starts[-1]
            and not _joins_only(tokens[starts[-1] : start], words)
        ):
            starts.append(start)  # not after "Also," alone: that opens the question after it
    pieces = [tokens[a:b] for a, b in zip(starts, [*starts[1:], len(tokens)], strict=True)]
    pieces = [p for p in pieces if any(t.kind is not Kind.SIGN for t in p)]
    merged: list[tuple[Token, ...]] = []
    waiting: tuple[Token, ...] = ()
    told = _announced(tokens, words)  # "Deux questions : …": each one stands, however short
    for piece in pieces:
        if merged and not _stands_alone(piece, words, told):  # "… ? au milieu ?": the same
            merged[-1] += piece
            continue
        piece = waiting + piece
        waiting = ()
        if _asks(piece, words) or (told and _listed_after_colon(piece)):
            merged.append(piece)
        else:
            waiting = piece
    if waiting:
        if merged:
            merged[-1] = merged[-1] + waiting
        else:
            merged.append(waiting)
    if len(merged) < 2:
        return [reading.text]
    return [reading.text[p[0].start : p[-1].end].rstrip(" ,;(") for p in merged]


def _question_start(tokens: tuple[Token, ...], i: int, words: GrammarWords) -> int | None:
    """Where a new question begins if one begins at token i (", and can I …" begins at
    its "and"), else None."""
    token = tokens[i]
    if tokens[i - 1].text == "?" and token.kind is not Kind.SIGN:
        return i
    if tokens[i - 1].text in (".", "!") and token.kind is not Kind.SIGN:
        begun = max((k + 1 for k in range(i - 1) if tokens[k].text in _ENDS), default=0)
        if _indirect(tokens[begun:i], words):  # "… wants to know if … . Also, do you …"
            return i
    if _enumerator_at(tokens, i, words):
        return i - 1 if tokens[i - 1].text == "(" else i  # "(b)" begins at its bracket
    if token.norm in words.question_starts:  # ", who deals", ", and can I …"
        j = i - 1
        joined = tokens[j].norm in words.question_joins and j > 0
        if tokens[j - 1 if joined else j].text == ",":
            return j if joined else i
    return None


def _asking_clause_start(
    tokens: tuple[Token, ...], begun: int, i: int, words: GrammarWords
) -> int | None:
    """Where a new question begins after a comma when the clause before it (since the last
    question began at `begun`) and the clause from token i both hold a word that asks in
    place ("on distribue combien de cartes, on joue dans quel sens, et c'est qui qui
    commence ?"), else None."""
    j = i - 1
    joined = tokens[j].norm in words.question_joins and j > begun
    comma = j - 1 if joined else j
    if tokens[comma].text != "," or not _holds_asking(tokens[begun:comma], words):
        return None
    end = next((k for k in range(i, len(tokens)) if tokens[k].text in (",", "?")), len(tokens))
    clause = tokens[i : end + 1]
    return (j if joined else i) if _holds_asking(clause, words) else None


def _holds_asking(tokens: tuple[Token, ...], words: GrammarWords) -> bool:
    """A clause asks in place: it holds a word that asks wherever it stands or a verb
    inverted with its subject ("une carte peut-elle servir"), or it ends on "?" holding a
    word that asks there ("et c'est qui qui commence ?")."""
    if any(t.norm in words.asking_words for t in tokens):
        return True
    if any(
        t.text == "-"
        and 0 < k < len(tokens) - 1
        and tokens[k - 1].kind is Kind.WORD
        and tokens[k + 1].norm in words.inverted_subjects
        for k, t in enumerate(tokens)
    ):
        return True
    return tokens[-1].text == "?" and any(t.norm in words.asking_at_end for t in tokens)


def _enumerator_at(tokens: tuple[Token, ...], i: int, words: GrammarWords) -> bool:
    """'(a)', 'b)', '2)' or 'Question 2 :' begins at token i."""
    token = tokens[i]
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if token.text == "(" and i + 2 < len(tokens):
        return tokens[i + 1].text in _ITEM_MARKS and tokens[i + 2].text == ")"
    if token.text in _ITEM_MARKS and after is not None and after.text == ")":
        return tokens[i - 1].kind is Kind.SIGN or tokens[i - 1].end < token.start
    if token.norm in words.enumerators and after is not None and after.kind is Kind.NUMBER:
        return i + 2 < len(tokens) and tokens[i + 2].text in (":", ")", ".", "-")
    return False


def _stands_alone(piece: tuple[Token, ...], words: GrammarWords, told: bool = False) -> bool:
    """A later piece is a question of its own when an enumerator opens it, or a question
    word (after "and", "et") with words enough; else it goes on the question before
    ("… départager ? le nombre de cartes ?", "… ? who wins that"); a question word may
    also stand later in it ("et on départage comment … ?"). In a message that says
    how many questions it asks (`told`), a piece of two words or more that opens with a
    question word or ends on "?" stands ("qui distribue ?", "et on peut piocher … ?");
    elsewhere a short one stands when it opens with a question word, ends on "?" (or on
    the comma before the next question of a list) and points nowhere back ("Combien de
    cartes à 4 ? Qui distribue ?", "how many cards then, who deals, and can I …?"; not "…
    ? who wins that?")."""
    said_first = (k for k, t in enumerate(piece) if not _joins_only((t,), words))
    i = next(said_first, 0)  # past "and", "Also," that open it
    if _enumerator_at(piece, i, words):  # "(b) qui commence ?": numbered, it stands
        return True
    said = sum(t.kind is not Kind.SIGN for t in piece)
    if told and said >= 2 and (piece[-1].text == "?" or piece[i].norm in words.question_starts):
        return True
    opens = piece[i].norm in words.question_starts
    if said < MIN_WORDS:  # short: a question of its own only when it points nowhere back
        pointing = any(t.norm in words.back_references for t in piece)
        return said >= 2 and opens and piece[-1].text in ("?", ",", ";") and not pointing
    return opens or _holds_asking(piece, words)


def _asks(piece: tuple[Token, ...], words: GrammarWords) -> bool:
    """A piece asks something: it ends on "?", or a question word opens it (or follows a
    colon, a dash or an enumerator in it: "3 of us tonight - how many cards …")."""
    if piece[-1].text == "?" or _indirect(piece, words):
        return True
    opening = [0] + [i + 1 for i, t in enumerate(piece) if t.text in (":", ")", "-", "–", "—")]
    if piece[0].norm in words.subordinators:  # "When we compare hands, …"
        return False
    if any(i < len(piece) and piece[i].norm in words.question_starts for i in opening):
        return True
    return _holds_asking(piece, words)  # "on distribue combien de cartes à chacun"


_ENDS = frozenset(".!?")


def _joins_only(tokens: tuple[Token, ...], words: GrammarWords) -> bool:
    """Tokens that say nothing but joins and signs ("Also,", "Et puis,")."""
    return all(t.kind is Kind.SIGN or t.norm in words.question_joins for t in tokens)


def _indirect(tokens: tuple[Token, ...], words: GrammarWords) -> bool:
    """The tokens hold an indirect question ("wants to know if", "se demande si")."""
    return holds_any([t.norm for t in tokens], tuple(words.indirect_questions))


def _listed_after_colon(piece: tuple[Token, ...]) -> bool:
    """In a message announcing its questions ("Three quick ones: cards per hand at the
    deal, who deals, and …?"), a piece of two words or more after the colon is one of
    them, even with no question word."""
    colon = next((i for i, t in enumerate(piece) if t.text == ":"), None)
    after = piece[colon + 1 :] if colon is not None else piece
    return sum(t.kind is not Kind.SIGN for t in after) >= 2
