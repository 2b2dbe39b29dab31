"""Names written in lower case by a writer who capitalises nothing ("emma a le 8
cornouiller, lucas le 1 cornouiller, c lucas qui compte ?"; the first word of a sentence
and "I" may be capitalised, as phones do): the players' names are
capitalised as a careful writer would, so that they read as names do. A word is a name
when it opens a clause (the start, after a sign or a link: "et", "and") and a hand
follows it ("a le 8", "le 1 bleu", ": 3 et 5"), and it is no word of the player lists,
no colour and no number; each other place the same word stands is capitalised too."""

from __future__ import annotations

from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.players import mention_at, player_words, starts_hand
from rulebot.understanding.text import Token, tokenize

SHORTEST = 2  # letters of the shortest name read ("jo", "lou", "max")
CLAUSE_SIGNS = frozenset(",;.:!?(")
SENTENCE_ENDS = frozenset(".!?")


def with_names(text: str, lexicon: Lexicon) -> str:
    """The text with the lower-case names of its players capitalised; the text itself
    when it capitalises a word inside a sentence (its names are then written as names)."""
    tokens = tokenize(text)
    if any(_capitalised(tokens, k) for k in range(len(tokens))):
        return text
    names = {tokens[i].folded for i in range(len(tokens)) if _name_at(tokens, i, lexicon)}
    if not names:
        return text
    shown = list(text)
    for tok in tokens:
        if tok.kind == "word" and tok.folded in names:
            shown[tok.start] = tok.text[0].upper()
    return "".join(shown)


def _capitalised(tokens: list[Token], k: int) -> bool:
    """Whether the word at token k is capitalised by choice: not "I" ("I've"), nor a
    sentence's first word (a phone capitalises those)."""
    tok = tokens[k]
    if tok.kind != "word" or not tok.text[:1].isupper() or tok.folded.rstrip("'") == "i":
        return False
    return k > 0 and tokens[k - 1].text not in SENTENCE_ENDS


def _name_at(tokens: list[Token], i: int, lexicon: Lexicon) -> bool:
    """Whether the lower-case word at token i opens a clause and a hand."""
    tok, vocab = tokens[i], player_words()
    if tok.kind != "word" or len(tok.text) < SHORTEST or not tok.text.isalpha():
        return False
    before = tokens[i - 1] if i else None
    opens = before is None or before.text in CLAUSE_SIGNS or before.folded in vocab.joins
    word = tok.folded
    stops = vocab.not_names | vocab.lower_not_names | vocab.own_card | vocab.their_card
    if not opens or word in stops or word in vocab.hand_nouns:
        return False
    if word in vocab.verbs or word in card_words().numbers or word in vocab.nothing:
        return False
    if lexicon.match_at([t.folded for t in tokens], i) is not None:
        return False
    if mention_at(tokens, i, lexicon) is not None:  # "moi", "mon adversaire", "lui"
        return False
    return _hand_after(tokens, i + 1, lexicon)


def _hand_after(tokens: list[Token], j: int, lexicon: Lexicon) -> bool:
    """Whether a hand follows token j as a name's does: a verb of holding, an article or
    a colon, then a card ("a le 8", "le 1 bleu", ": 3 et 5", "has the 2"); a bare value
    or colour is not enough ("valeurs 2 3 5", "tout en jacaranda")."""
    vocab = player_words()
    if j >= len(tokens) or not starts_hand(tokens, j, lexicon):
        return False
    first = tokens[j]
    if first.folded not in vocab.lower_name_verbs | vocab.articles and first.text != ":":
        return False
    for tok in tokens[j + 1 : j + 4]:
        if tok.kind == "num" or tok.folded in card_words().numbers:
            return True
        if lexicon.match_at([tok.folded], 0) is not None:
            return True
        if tok.folded not in vocab.verbs | vocab.articles:
            return False
    return False
