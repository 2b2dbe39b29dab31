"""What a right-to-score question asks as a yes-or-no: "Est-ce que je peux marquer le
blanc ?" (may I score it?), "Mon 8 compte encore ?" (does my 8 count?), "Is my 8
cancelled?", "Does my 1 cancel his 8?", "So I lose blue?", "Both of us score, right?",
"Only one of us scores?",
"Est-ce que Paul marque ?", "Il a raison ?", "Does he really beat me?"; and what a question
asks of an 8's worth rather than of who scores ("Mon 8 vaut encore quelque chose ?",
`eight_worth_asked`). Word lists in data/asks.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebot.understanding.players import YOU, player_words
from rulebot.understanding.text import (
    SENTENCE_ENDS,
    TAG_WORDS,
    Phrases,
    Token,
    asking_sentences,
    contains_phrase,
    find_phrase,
    listed,
    load_words,
    read_lists,
    skip_back,
    tokenize,
    words_of,
)

MAY_I_SCORE, MY_EIGHT_COUNTS, MY_EIGHT_CANCELLED = (
    "may_i_score",
    "my_eight_counts",
    "my_eight_cancelled",
)
THEIR_EIGHT_CANCELLED = "their_eight_cancelled"  # "mon 1 annule son 8 ?"
THEIR_EIGHT_COUNTS = "their_eight_counts"  # "le 8 de Paul compte ?", "does Leo's 8 count?"
I_LOSE = "i_lose"  # "donc je perds le bleu ?": yes when the asker may not score
ALL_SCORE = "all_score"  # "on marque tous les deux ?", "is it a tie?"
ONE_SCORES = "one_scores"  # "only one of us scores?": yes when one player alone scores
OTHER_SCORES = "other_scores"  # "Est-ce que Paul marque ?": yes when that player scores
BEATS = "beats"  # "does he beat me?": yes when that player's total is above the asker's
NOBODY_SCORES = "nobody_scores"  # "donc personne ne le compte ?": never (someone always may)
IS_IT_A_PATH = "is_it_a_path"
IS_IT_DOUBLED = "is_it_doubled"  # "do I get the double?", "c'est doublé ?"


@dataclass(frozen=True, kw_only=True)
class _Asks:
    """The word lists of data/asks.yaml, folded."""

    may: Phrases = listed("may_i_score")
    doubled: Phrases = listed("is_it_doubled")
    mine: frozenset[str] = listed("my_words")
    eights: frozenset[str] = listed("eight_words")
    counts: frozenset[str] = listed("counts_verbs")
    cancelled: frozenset[str] = listed("cancelled_verbs")
    nothing: frozenset[str] = listed("nothing_words")
    keeps: frozenset[str] = listed("keep_verbs")
    reach: int = listed("eight_reach")
    path: Phrases = listed("is_it_a_path")
    theirs: frozenset[str] = listed("their_words")
    lose: Phrases = listed("i_lose")
    all_score: Phrases = listed()
    one_scores: Phrases = listed()
    nobody_scores: Phrases = listed()
    is_right: Phrases = listed()
    goes_to: Phrases = listed()
    score_verbs: frozenset[str] = listed()
    beat_verbs: frozenset[str] = listed()
    beat_objects: frozenset[str] = listed()
    worth_wh: Phrases = listed()
    eight_worths: frozenset[str] = listed("eight_worth_words")
    who_verbs: frozenset[str] = listed("who_score_verbs")
    fillers: frozenset[str] = listed("subject_fillers")
    asker: frozenset[str] = listed("asker_words")
    others: frozenset[str] = listed("other_words")
    wh: frozenset[str] = listed("wh_words")
    holders: frozenset[str] = listed("holder_words")
    suppositions: Phrases = listed()
    conclusions: Phrases = listed()
    reasons: Phrases = listed()


@cache
def _asks() -> _Asks:
    return read_lists(_Asks, load_words("asks"))


def yes_no_asked(text: str) -> str | None:
    """What the question asks as a yes-or-no (the kinds above), None when it asks who."""
    asks = _asks()
    text = _unreasoned(_concluded(text))
    folded = words_of(text)
    eight = _eight_asked(text)
    if eight is not None:  # "What's my 8 worth?" asks how much: no yes or no
        asked = [[t.folded for t in s] for s in asking_sentences(text)]
        what = any(contains_phrase(s, p) for s in asked for p in asks.worth_wh)
        return None if what else eight
    sentences = _yes_no_sentences(text)
    if any(contains_phrase(s, p) for s in sentences for p in asks.lose):
        return I_LOSE
    if any(contains_phrase(folded, phrase) for phrase in asks.may):
        return MAY_I_SCORE
    if any(contains_phrase(s, p) for s in sentences for p in asks.nobody_scores):
        return NOBODY_SCORES
    one = any(contains_phrase(s, p) for s in sentences for p in asks.one_scores)
    every = any(contains_phrase(s, p) for s in sentences for p in asks.all_score)
    if one or every:  # "both, or only one of us?" asks which: no yes or no
        return None if one and every else ONE_SCORES if one else ALL_SCORE
    subject = asked_about(text)
    if subject is not None and _beats(text):
        return BEATS
    if subject is not None:
        return MAY_I_SCORE if subject.folded in asks.asker else OTHER_SCORES
    return None


def _concluded(text: str) -> str:
    """What a question asks after the last conclusion it draws ("I cancel his 8 so I win
    it?": "I win it?"), when a question mark ends it (a tag question ends the statement
    before it: "… so he wins oak. Does he?"); else the whole text."""
    tokens = tokenize(text)
    words = [t.folded for t in tokens]
    conclusions = _asks().conclusions
    end = max((k for k, t in enumerate(tokens) if t.text == "?"), default=-1)
    said = 0  # words since the question mark
    for k in range(end - 1, -1, -1):
        if tokens[k].kind == "punct" and tokens[k].text in SENTENCE_ENDS:
            if said > TAG_WORDS or tokens[k].text == "?":
                break
            said = TAG_WORDS + 1  # a tag ("… so he wins oak. Does he?"): the statement too
        said += tokens[k].kind == "word"
        size = find_phrase(words, k, conclusions)
        if size and sum(t.kind == "word" for t in tokens[k + size : end]) >= 2:
            return text[tokens[k + size].start :]
    return text


def _unreasoned(text: str) -> str:
    """A question without the reason it gives for what it asks, up to the next comma or
    question mark ("I win cherry since my 1 kills her 8?": "I win cherry?"), when at least
    two words come before the reason."""
    tokens = tokenize(text)
    words = [t.folded for t in tokens]
    reasons = _asks().reasons
    said = 0  # words before token k
    for k in range(len(tokens)):
        if k and tokens[k - 1].kind == "word":
            said += 1
        if said < 2:
            continue
        size = find_phrase(words, k, reasons)
        if size:  # the reason runs to the next comma or question mark
            stops = (j for j in range(k + size, len(tokens)) if tokens[j].text in (",", "?"))
            end = next(stops, None)
            if end is None:
                return text
            return text[: tokens[k].start].rstrip(" ,") + text[tokens[end].start :]
    return text


def _beats(text: str) -> bool:
    """Whether a yes-or-no sentence asks whether a player beats another ("does he beat
    me?", "il me bat vraiment ?")."""
    beat = _asks().beat_verbs
    return any(word in beat for s in _yes_no_sentences(text) for word in s)


def asked_about(text: str) -> Token | None:
    """The subject of a yes-or-no about scoring ("Paul", "il", "moi", "adversaire"): the
    word before a scoring verb ("Est-ce que Paul marque ?", "Léa peut marquer le gris ?",
    "mon adversaire peut marquer ?"), of "il a raison ?"/"is he right?", or the player the
    right goes to ("le droit passe à tonton Jacques ?"); None when there is none."""
    asks = _asks()
    for tokens in _yes_no_tokens(text):
        folded = [t.folded for t in tokens]
        for i in range(len(tokens)):
            size = find_phrase(folded, i, asks.is_right)
            if size:
                return next(t for t in tokens[i : i + size] if t.folded in asks.others)
            size = find_phrase(folded, i, asks.goes_to)  # "le droit passe à tonton Jacques ?"
            after = [t for t in tokens[i + size : i + size + 2] if size and _subject(t)]
            if after:
                return after[0]
        for i, word in enumerate(folded):
            after_who = i > 0 and folded[i - 1] in asks.wh and word in asks.who_verbs
            beats = word in asks.beat_verbs  # "does he beat me?", "il me bat ?"
            if word not in asks.score_verbs and not after_who and not beats:
                continue  # "c'est Lucas qui compte ?" asks who scores
            k = skip_back(folded, i, asks.fillers | asks.beat_objects if beats else asks.fillers)
            if k >= 0 and _subject(tokens[k]):
                return tokens[k]
    return None


def _subject(token: Token) -> bool:
    asks = _asks()
    word = token.folded
    if word in asks.asker or word in asks.others or word in _player_nouns():
        return True
    return (
        token.kind == "word" and token.text[:1].isupper() and len(word) > 1 and word not in asks.wh
    )


@cache
def _player_nouns() -> frozenset[str]:
    """The last words of the phrases naming the opponent or a person ("adversaire",
    "femme", "opponent", "wife"): a subject before a scoring verb."""
    vocab = player_words()
    markers = [phrase for phrase, player in vocab.markers if player != YOU]
    return frozenset(phrase[-1] for phrase in [*markers, *vocab.people] if phrase[-1].isalpha())


def eight_worth_asked(text: str) -> str | None:
    """What a question asks of an 8's worth, not of who scores (the kinds of
    `_eight_asked`, read in its asking sentences with a word of worth: "Mon 8 vaut encore
    quelque chose ?", "What's my 8 worth when we compare hands?"); None when it names no 8
    so, asks whether it counts ("Mon 8 compte ?": who scores answers), or asks who scores
    too ("Son 8 vaut quelque chose pour savoir qui marque ?")."""
    asks = _asks()
    asked = asking_sentences(text)
    said = " ".join(text[s[0].start : s[-1].end] for s in asked)
    words = [t.folded for s in asked for t in s]
    if any(word in asks.score_verbs or word in asks.beat_verbs for word in words):
        return None
    if not any(word in asks.eight_worths for word in words):
        return None
    return _eight_asked(said)


def _eight_asked(text: str) -> str | None:
    """MY_EIGHT_CANCELLED, MY_EIGHT_COUNTS, THEIR_EIGHT_CANCELLED or THEIR_EIGHT_COUNTS when
    the question asks about an 8: a cancelling verb before a possessive and the 8 ("mon 1
    annule son 8 ?", "does my 1 cancel his 8?"), or a verb of keeping ("does Tom keep his
    8?", "je garde mon 8 ?": whether it counts), or the 8 of someone, then a verb within a
    few words ("mon 8 compte ?", "is my 8 cancelled?", "le 8 de Paul compte ?", "son 8
    compte ?", "does Leo's 8 count?")."""
    asks = _asks()
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    folded = [t.folded for t in tokens]
    for i, word in enumerate(folded):
        if word in asks.cancelled or word in asks.keeps:
            kept = word in asks.keeps  # "does Tom keep his 8?": whether it counts
            for k in range(i + 1, min(i + 1 + asks.reach, len(folded))):
                if folded[k] in asks.eights:
                    owners = folded[i + 1 : k]
                    if any(w in asks.mine for w in owners):
                        return MY_EIGHT_COUNTS if kept else MY_EIGHT_CANCELLED
                    if any(w in asks.theirs for w in owners):
                        return THEIR_EIGHT_COUNTS if kept else THEIR_EIGHT_CANCELLED
                    break
    for j, word in enumerate(folded):
        owner = _eight_owner(tokens, j) if word in asks.eights else None
        if owner is None:
            continue
        for k in range(j + 1, min(j + 1 + asks.reach, len(folded))):
            verb = folded[k]
            nothing = any(w in asks.nothing for w in folded[k + 1 : k + 1 + _NOTHING_REACH])
            if verb in asks.cancelled or (verb in asks.counts and nothing):
                return MY_EIGHT_CANCELLED if owner == YOU else THEIR_EIGHT_CANCELLED
            if verb in asks.counts:
                return MY_EIGHT_COUNTS if owner == YOU else THEIR_EIGHT_COUNTS
    return None


_NOTHING_REACH = 3  # words from a verb of counting to "nothing" ("compte pour du beurre")


def _eight_owner(tokens: list[Token], j: int) -> str | None:
    """Whose is the 8 at token j: YOU after "mon"/"my", "other" after "son"/"his" or a
    name's "'s", or before "de"/"of" and a player ("le 8 de Paul", "le 8 de mon
    adversaire"); None when not said."""
    asks = _asks()
    folded = [t.folded for t in tokens]
    for k in range(j - 1, max(j - asks.reach, 0) - 1, -1):
        if folded[k] in asks.mine:
            return YOU
        if folded[k] in asks.theirs or (folded[k] == "s" and k and folded[k - 1].endswith("'")):
            return "other"
    if j + 2 < len(tokens) and folded[j + 1] in asks.holders:
        held = tokens[j + 2]
        if held.folded in asks.asker:
            return YOU
        later = folded[j + 3] if j + 3 < len(tokens) else ""
        if held.text[:1].isupper() or held.folded in asks.others or later in _player_nouns():
            return "other"
    return None


def _yes_no_tokens(text: str) -> list[list[Token]]:
    """The sentences that ask a yes-or-no: those ending with "?" (else the last one) that
    ask no "who?" ("qui"/"who" after a player is no question: "c'est moi qui marque ?")."""
    return [s for s in asking_sentences(text) if not _asks_who(s)]


def _asks_who(tokens: list[Token]) -> bool:
    """Whether a sentence asks "who?": a wh word not right after a player ("moi qui") nor
    opening a supposition ("what if ...")."""
    asks = _asks()
    words = [t for t in tokens if t.kind != "punct"]
    folded = [t.folded for t in words]
    supposed = {
        i + j for i in range(len(folded)) for j in range(find_phrase(folded, i, asks.suppositions))
    }
    return any(
        t.folded in asks.wh and k not in supposed and not (k and _subject(words[k - 1]))
        for k, t in enumerate(words)
    )


def _yes_no_sentences(text: str) -> list[list[str]]:
    return [[t.folded for t in s if t.kind != "punct"] for s in _yes_no_tokens(text)]


def path_asked(text: str) -> str | None:
    """IS_IT_A_PATH when a path question asks whether the cards make a valid path,
    IS_IT_DOUBLED when a sentence that asks asks whether its points are doubled."""
    folded = words_of(text)
    asks = _asks()
    if any(contains_phrase(folded, p) for p in asks.path):
        return IS_IT_A_PATH
    asked = [[t.folded for t in s] for s in asking_sentences(text)]
    doubled = any(contains_phrase(s, p) for s in asked for p in asks.doubled)
    return IS_IT_DOUBLED if doubled else None
