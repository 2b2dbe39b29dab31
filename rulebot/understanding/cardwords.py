"""The card vocabulary of data/cards.yaml, folded, loaded once."""

from __future__ import annotations

from rulebot.understanding.text import Token, fold, folded_set, load_words, phrases


class CardWords:
    """The card vocabulary of data/cards.yaml, folded."""

    def __init__(self) -> None:
        data = load_words("cards")
        self.numbers: dict[str, int] = {
            fold(w): int(n) for table in data["numbers"].values() for w, n in table.items()
        }
        self.articles = folded_set(data["articles"])
        self.pronoun_before = folded_set(data["pronoun_before"])
        self.pronoun_after = phrases(data["pronoun_after"])
        self.units = folded_set(data["units"])
        self.singular_units = folded_set(data["singular_units"])
        self.card_before = folded_set(data["card_before"])
        self.parting = frozenset(fold(sign) for sign in data["parting"])
        self.card_units = folded_set(data["card_units"])
        self.length_before = phrases(data["length_before"])
        self.length_after = phrases(data["length_after"])
        self.group_before = phrases(data["group_before"])
        self.worth_before = phrases(data["worth_before"])
        self.worth_asked = phrases(data["worth_asked"])
        self.worth_list_joints = frozenset(str(w) for w in data["worth_list_joints"])
        self.worth_adverbs = phrases(data["worth_adverbs"])
        self.count_adjectives = folded_set(data["count_adjectives"])
        self.together = phrases(data["together"])
        self.lines = folded_set(data["lines"])
        self.ordinals = folded_set(data["ordinals"])
        self.ranges = folded_set(data["ranges"])
        self.fillers = folded_set(data["fillers"])
        self.determiners = folded_set(data["determiners"])
        self.path_words = folded_set(data["path_words"])
        self.path_links = folded_set(data["path_links"])
        self.scored_for = phrases(data["scored_for"], elided=True)
        self.inserts = phrases(data["inserts"])
        self.joins = folded_set(data["joins"])
        self.bare_tails = folded_set(data["bare_tails"])
        self.said_as_card = folded_set(data["said_as_card"])
        self.one_card = folded_set(data["one_card"])
        self.list_signs = frozenset(data["list_signs"])
        self.count_pronouns = folded_set(data["count_pronouns"])
        reuse = data["reuse"]
        self.reuse_verbs = phrases(reuse["verbs"])
        self.reuse_again = phrases(reuse["again"])
        self.other_path = folded_set(reuse["other_path"])
        self.into = folded_set(reuse["into"])
        self.definite = folded_set(reuse["definite"])
        self.instead_of = phrases(data["instead_of"])
        self.beat_verbs = phrases(data["beat_verbs"])


_WORDS: CardWords | None = None


def words() -> CardWords:
    """The card vocabulary, loaded once."""
    global _WORDS
    if _WORDS is None:
        _WORDS = CardWords()
    return _WORDS


def token_number(tok: Token) -> int | None:
    """The number a token says, in figures or in words ("8", "huit"); None for a number
    with a label ("8gris"), a sign or another word."""
    if tok.kind == "num":
        return None if tok.label else tok.value
    return words().numbers.get(tok.folded)


def word_number(word: str) -> int | None:
    """The number a folded word says, in figures or in words ("8", "huit"), or None."""
    return int(word) if word.isdigit() else words().numbers.get(word)
