"""Who is spoken of: the asker, an opponent, people by who they are ("ma femme", "the guy
on my left"), players by name, and pronouns. Read once over the tokens, longest phrase
first, from the lexicon of `data/players.yaml`.

A capitalised word is a name unless it is a word of either language (`not_names`, the
language's stop words) or a colour; at the start of a sentence it is a name only when a
card, a colon or a verb of holding follows it. A pronoun ("elle", "he") is the other
player spoken of last."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from typing import Any

import yaml

from rulebot.understanding.lexer import Kind, Token, seat_letters
from rulebot.understanding.text import fold
from rulebot.understanding.words import grammar_words

YOU, OPPONENT = "you", "opponent"
_ENDS = frozenset(".!?;\n")
_ASKER_WORDS = frozenset(
    [
        "je",
        "j'",
        "moi",
        "me",
        "i",
        "i'",
        "myself",
        "mine",
        "jai",
        "im",
        "ive",
        "perso",
        "miennes",
        "miens",
        "mienne",
        "mien",
    ]
)
_OWN = frozenset(["my", "mon", "ma", "mes"])
_HAS = frozenset(["a", "has", "have", "holds", "hold", "tient", "garde", "had", "avait"])
# In an English message "a" is the article ("an 8 beats a 5"), never French "has"
_ARTICLES = {"en": frozenset(["a"])}
_OPPONENT_NAMES = {"fr": "ton adversaire", "en": "your opponent"}
_ASKER_NAMES = {"fr": "toi", "en": "you"}
_HAND_WORDS = frozenset(["hand", "main", "cartes", "cards", "jeu"])
# The other player spoken of last ("elle a le 7", "he holds", "his 8").
# (the lexer cuts "he's", "she's" into "he'" and "s")
_PRONOUNS = (
    *("il", "elle", "lui", "he", "she", "him", "her", "his", "hers", "son", "sa", "ses"),
    *("he'", "she'", "sienne", "siennes", "sien", "siens"),
)
# before the asker's pronoun, the words of a place ("en face de moi", "across from me"):
# the pronoun tells where another player sits, it holds nothing
_PLACE_OF = frozenset(["de", "d'", "from", "of"])
_MIN_LISTED_SEATS = 2  # seats written in a message that make each of them a player
_MAX_SEAT = 5  # the highest seat of a table (up to 4 players, a fifth at a stretch)
_ARTICLES_BEFORE_CARD = frozenset(["le", "la", "les", "l'", "the"])


@dataclass(frozen=True)
class Mention:
    """A player spoken of at tokens [start, end): their id and how to call them."""

    start: int
    end: int
    player: str
    names: dict[str, str] = field(default_factory=dict, compare=False)
    pronoun: bool = False
    owner: bool = False  # a possessive before a card ("my 8", "Mia's")
    # opponents counted ("mes deux adversaires", "my 2 opponents"): each a seat of their
    # own (`seats`), dealt cards with "respectively"
    seats: tuple[str, ...] = ()
    gender: str = ""  # "f" or "m" when the words say it ("ma sœur", "my dad"), else ""


@dataclass(frozen=True)
class _People:
    opponent: frozenset[tuple[str, ...]]
    people: dict[str, frozenset[tuple[str, ...]]]  # lang -> phrases
    all_people: frozenset[tuple[str, ...]]
    turned: dict[str, str]
    not_names: frozenset[str]
    stop_words: frozenset[str]
    pronouns: frozenset[str]
    verbs: frozenset[str]
    common: frozenset[str]
    longest: int
    firsts: frozenset[str] = frozenset()  # the first word of every opponent's or person's phrase
    has: frozenset[str] = _HAS  # the verbs of holding a card, in the message's language
    aged: tuple[tuple[str, ...], ...] = ()  # players.yaml `aged`, longest first: "my 8-year-old"
    aged_labels: frozenset[str] = frozenset()  # ...and `aged_labels`: "my 7yo"
    titles: frozenset[str] = frozenset()  # players.yaml `titles`: "Mme Dupont"
    # the small words of the message's language (of both when it is unknown): a capitalised
    # one is a name only before a hand ("Jo and Ben at the end": French "ben" is no word of
    # an English message)
    own_stop_words: dict[str, frozenset[str]] = field(default_factory=dict)
    said_in: frozenset[str] = frozenset()  # set by `_people_in`: those of the message
    contractions: dict[str, str] = field(default_factory=dict)  # "du" -> "le"
    seat_words: frozenset[str] = frozenset()  # players.yaml: "joueur", "player" (+ a number)
    counted_opponents: frozenset[str] = frozenset()  # players.yaml: "adversaires", "opponents"
    seat_names: dict[str, tuple[str, ...]] = field(default_factory=dict)  # ...and their names
    genders: dict[str, str] = field(default_factory=dict)  # players.yaml `genders`: word -> f/m
    pronoun_genders: dict[str, str] = field(default_factory=dict)  # ...`pronoun_genders`
    # players.yaml `self_named`: the words after or before the asker naming themselves
    named_after: frozenset[str] = frozenset()
    named_before: frozenset[tuple[str, ...]] = frozenset()
    # a person's phrase without its possessive -> the phrase ("wife" -> "my wife"): said so
    # before a colon in a list of hands ("wife: maple 4. mum: maple 7")
    bare: dict[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict)


def _phrase(text: str) -> tuple[str, ...]:
    return tuple(fold(text).replace("'", "' ").replace("-", " - ").split())


@cache
def _people_in(lang: str | None) -> _People:
    """The people's words for a message in `lang`."""
    people = _people()
    said_in = people.own_stop_words.get(lang or "", people.stop_words)
    articles = _ARTICLES.get(lang or "", frozenset())  # "Taking a photo": no "a" (has)
    return replace(people, has=_HAS - articles, verbs=people.verbs - articles, said_in=said_in)


@cache
def _people() -> _People:
    folder = resources.files("rulebot.understanding").joinpath("data")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data: Any = yaml.load(folder.joinpath("players.yaml").read_text("utf-8"), Loader=loader)
    lang_data: Any = yaml.load(folder.joinpath("language.yaml").read_text("utf-8"), Loader=loader)
    opponent = frozenset(_phrase(m) for m in data["players"]["opponent"]["markers"])
    people: dict[str, frozenset[tuple[str, ...]]] = {}
    others = {fold(k): [fold(v) for v in vs] for k, vs in data["people_others"].items()}
    articles = {fold(k): fold(v) for k, v in data["people_articles"].items()}
    for lang in ("fr", "en"):
        phrases = [_phrase(p) for p in data["people"][lang]]
        phrases += [(o, *p[1:]) for p in phrases for o in others.get(p[0], ())]
        # said with an article ("the wife 41", "la voisine a le 8")
        phrases += [(articles[p[0]], *p[1:]) for p in phrases if len(p) > 1 and p[0] in articles]
        desc = data["descriptions"][lang]
        phrases += [(*_phrase(h), *_phrase(p)) for h in desc["heads"] for p in desc["places"]]
        people[lang] = frozenset(phrases)
    stop = frozenset(fold(w) for lang in ("fr", "en") for w in lang_data["stop_words"][lang])
    grammar = grammar_words()
    not_names = frozenset(fold(w) for w in data["not_names"]) | grammar.not_names
    pronouns = frozenset(_PRONOUNS)
    single = {p[0] for p in grammar.claims if len(p) == 1 and p[0].isalpha()}
    verbs = frozenset(fold(v) for v in data["verbs"]) | single
    longest = max(len(p) for p in [*opponent, *people["fr"], *people["en"]])
    turned = {fold(k): str(v) for k, v in data["possessives"].items()}
    # words of the grammar ("planted", "posé": cards put out of a hand) are no lower-case name
    common = grammar.units | grammar.not_names | grammar.transparent | grammar.joins
    common |= grammar.out_of_hand
    every = frozenset(people["fr"] | people["en"])
    firsts = frozenset(p[0] for p in opponent | every if p)
    contracted = {fold(k): fold(v) for k, v in data["contractions"].items()}
    bare = {p[1:]: p for p in sorted(every) if len(p) > 1 and p[0] in _OWN}  # one each
    return _People(
        opponent,
        people,
        every,
        turned,
        not_names,
        stop,
        pronouns,
        verbs,
        common,
        longest,
        firsts,
        contractions=contracted,
        bare=bare,
        genders={fold(w): g[0] for g, ws in data["genders"].items() for w in ws},
        pronoun_genders={fold(w): g[0] for g, ws in data["pronoun_genders"].items() for w in ws},
        aged=tuple(sorted({_phrase(words) for words in data["aged"]}, key=len, reverse=True)),
        aged_labels=frozenset(fold(str(label)) for label in data["aged_labels"]),
        titles=frozenset(fold(str(title)) for title in data["titles"]),
        seat_words=frozenset(fold(w) for w in data["seat_words"]),
        counted_opponents=frozenset(fold(w) for w in data["counted_opponents"]),
        seat_names={lang: tuple(data["counted_names"][lang]) for lang in ("fr", "en")},
        named_after=frozenset(fold(w) for w in data["self_named"]["after"]),
        named_before=frozenset(_phrase(w) for w in data["self_named"]["before"]),
        own_stop_words={
            lang: frozenset(fold(w) for w in lang_data["stop_words"][lang]) for lang in ("fr", "en")
        },
    )


def mentions(tokens: Sequence[Token], lang: str | None = None, text: str = "") -> list[Mention]:
    """Every player spoken of, left to right (`lang`: the message's language; `text`: the
    text the tokens were read from, whose lines a chat's speakers open)."""
    people = _people_in(lang)
    norms = [t.norm if t.kind is Kind.WORD else t.text for t in tokens]
    found: list[Mention] = []
    i = 0
    others: dict[str, Mention] = {}  # the other player spoken of last, by gender said ("")
    listed = _listed_seats(tokens)
    while i < len(tokens):
        mention = (
            _counted_opponents(tokens, i, people)
            or _titled(tokens, i, people)
            or _person(tokens, norms, i, people)
            or _seat(tokens, i, people, listed)
            or _name_or_pronoun(tokens, norms, i, people, others)
        )
        if mention is None:
            i += 1
            continue
        found.append(mention)
        if mention.player != YOU:
            others.pop(mention.gender, None)  # the last one last
            others[mention.gender] = mention
        i = mention.end
    found = _self_named(tokens, _one_player_each(tokens, found), people)
    return _quoted(tokens, _spoken_lines(tokens, found, text))


def _spoken_lines(tokens: Sequence[Token], found: list[Mention], text: str) -> list[Mention]:
    """In a chat pasted line by line, each line opening with its speaker's name and a colon
    ("[22:03] Lina: j'ai le 7 violet", "Yanis: et moi j'ai le 6"), the asker's words of a
    line are its speaker's; only when two lines or more open so (one "Tom: …" may be a
    hand listed)."""
    line_of = _line_of(tokens, text)
    by_start = {m.start: m for m in found}
    speakers: dict[int, Mention] = {}  # a line -> its speaker
    for first, line in enumerate(line_of):
        if first and line_of[first - 1] == line:
            continue  # not the line's first token
        if tokens[first].text == "[":  # a time stamp in brackets
            first = next((k + 1 for k in range(first, len(tokens)) if tokens[k].text == "]"), first)
        speaker = by_start.get(first)
        if (
            speaker is not None
            and speaker.player != YOU
            and not speaker.pronoun
            and speaker.end < len(tokens)
            and line_of[speaker.end] == line
            and tokens[speaker.end].text == ":"
        ):
            speakers[line] = speaker
    if len(speakers) < _CHAT_LINES:
        return found
    changed = []
    for mention in found:
        speaker = speakers.get(line_of[mention.start])
        if speaker is not None and mention.player == YOU:
            mention = replace(mention, player=speaker.player, names=speaker.names)
        changed.append(mention)
    return changed


_CHAT_LINES = 2


def _line_of(tokens: Sequence[Token], text: str) -> list[int]:
    """The line of the text each token is on."""
    lines, line = [], 0
    for k, token in enumerate(tokens):
        if k and "\n" in text[tokens[k - 1].end : token.start]:
            line += 1
        lines.append(line)
    return lines


def _self_named(tokens: Sequence[Token], found: list[Mention], people: _People) -> list[Mention]:
    """The mentions with the person the asker names themselves as the message opens read
    as the asker ("Grandma here, 72. I played with my daughter": one player, the asker)."""
    first = next((m for m in found if m.player != YOU and not m.pronoun), None)
    if first is None or not _opens_message(tokens, first, people):
        return found
    return [
        replace(m, player=YOU, names=dict(_ASKER_NAMES)) if m.player == first.player else m
        for m in found
    ]


def _opens_message(tokens: Sequence[Token], mention: Mention, people: _People) -> bool:
    """Whether `mention` names the asker at the message's opening: after nothing but a
    hello, followed by "here", or after "ici"/"this is", then a sign ending the phrase."""
    greetings = grammar_words().greetings
    start = 0
    while start < mention.start and (
        tokens[start].kind is not Kind.WORD or tokens[start].norm in greetings
    ):
        start += 1
    before = tuple(t.norm for t in tokens[start : mention.start])
    end = mention.end
    if not before and end < len(tokens) and tokens[end].norm in people.named_after:
        end += 1
    elif before not in people.named_before:
        return False
    return end == len(tokens) or tokens[end].text in _ENDS_PHRASE


_ENDS_PHRASE = frozenset([",", ".", "!", ":", ";", "-", "–", "—", "(", "…"])


def _counted_opponents(tokens: Sequence[Token], i: int, people: _People) -> Mention | None:
    """Opponents counted after a number ("mes deux adversaires", "my 2 opponents"): one
    mention holding a seat for each (`OPPONENT 1`, `OPPONENT 2`…), named by rank."""
    count = tokens[i].value
    if count is None or i + 1 >= len(tokens) or tokens[i + 1].norm not in people.counted_opponents:
        return None
    ranks = len(people.seat_names.get("en", ()))
    if not 2 <= count <= ranks:
        return None
    seats = tuple(f"{OPPONENT} {k}" for k in range(1, int(count) + 1))
    return Mention(i, i + 2, tokens[i + 1].norm, {}, seats=seats)


def seat_names(seat: str) -> dict[str, str]:
    """How to call a counted opponent's seat ("opponent 2": "ton deuxième adversaire")."""
    rank = int(seat.rsplit(" ", 1)[-1]) - 1
    said = _people().seat_names
    return {lang: names[rank] for lang, names in said.items() if 0 <= rank < len(names)}


# A quote's opening sign and its closing one; an apostrophe inside a word is no sign of its
# own ("I'", "ve"), a quote's single marks are.
_QUOTES = {'"': '"', "“": "”", "«": "»", "'": "'", "‘": "’"}


def _quoted(tokens: Sequence[Token], found: list[Mention]) -> list[Mention]:
    """The asker's words inside a quote are the speaker's ("Nana on speakerphone: "I've got
    the 8, your cousin has the 2"", "Tom said: "my 8 wins""): the player spoken of last
    before the quote, in its sentence; the asker when none is."""
    spans = _quote_spans(tokens)
    if not spans:
        return found
    changed = list(found)
    for start, end in spans:
        speaker = next(
            (
                m
                for m in reversed(found)
                if m.end <= start
                and m.player != YOU
                and not m.pronoun
                and not any(tokens[j].text in _ENDS for j in range(m.end, start))
            ),
            None,
        )
        if speaker is None:
            continue
        for n, mention in enumerate(changed):
            if start < mention.start < end and mention.player == YOU:
                changed[n] = replace(mention, player=speaker.player, names=speaker.names)
    return changed


def _quote_spans(tokens: Sequence[Token]) -> list[tuple[int, int]]:
    """The (opening, closing) signs of each quote, left to right; an opening sign that no
    closing one follows quotes nothing."""
    spans: list[tuple[int, int]] = []
    k = 0
    while k < len(tokens):
        closing = _QUOTES.get(tokens[k].text) if tokens[k].kind is Kind.SIGN else None
        signs = (j for j in range(k + 1, len(tokens)) if tokens[j].kind is Kind.SIGN)
        end = next((j for j in signs if tokens[j].text == closing), None) if closing else None
        if end is None:
            k += 1
        else:
            spans.append((k, end))
            k = end + 1
    return spans


def _one_player_each(tokens: Sequence[Token], found: list[Mention]) -> list[Mention]:
    """The mentions with a player told again in brackets ("Lily (my niece)", "ma sœur
    (Inès)") or equated to a name ("my dad has … (dad = Pete)") read as one: the name is
    kept, for that mention and every other of the person ("my niece is 10 … Lily (my
    niece) holds the 5" tells one player's hand)."""
    same: dict[str, Mention] = {}
    kept: list[Mention] = []
    heads = {tokens[m.end - 1].norm: m for m in found if not (m.pronoun or _is_name(m))}
    for mention in found:
        before = kept[-1] if kept else None
        person = _equated(tokens, mention, heads)
        if person is not None:  # "(dad = Pete)" after "my dad has …"
            same[person.player] = mention
        elif before is not None and _in_brackets_after(tokens, before, mention):
            named = mention if _is_name(mention) and not _is_name(before) else before
            other = before if named is mention else mention
            same[other.player] = named
            kept[-1] = replace(before, end=mention.end + 1, player=named.player, names=named.names)
            continue
        elif before is not None and _apposed(before, mention):  # "my son Jack", "ma nièce Léa"
            same[before.player] = mention
            kept[-1] = replace(before, end=mention.end, player=mention.player, names=mention.names)
            continue
        kept.append(mention)
    if not same:
        return kept
    return [
        replace(m, player=same[m.player].player, names=same[m.player].names)
        if m.player in same
        else m
        for m in kept
    ]


def _equated(
    tokens: Sequence[Token], mention: Mention, heads: dict[str, Mention]
) -> Mention | None:
    """The person a name is told to be with "=" ("dad = Pete": the player spoken of as "my
    dad"), by the last word of how they were spoken of; None when none is."""
    if not _is_name(mention) or mention.start < 2 or tokens[mention.start - 1].text != "=":
        return None
    return heads.get(tokens[mention.start - 2].norm)


def _in_brackets_after(tokens: Sequence[Token], first: Mention, second: Mention) -> bool:
    """Whether `second` stands first in brackets right after `first`, both other players:
    alone ("Lily (my niece)"), or before a comma and a few words more ("Léa (ma nièce,
    12 ans)")."""
    return (
        second.start == first.end + 1
        and tokens[first.end].text == "("
        and second.end < len(tokens)
        and _closes(tokens, second.end)
        and not (first.pronoun or second.pronoun)
        and YOU not in (first.player, second.player)
    )


_BRACKET_REST = 5  # the words a bracket may add after a comma ("(ma nièce, 12 ans)")


def _closes(tokens: Sequence[Token], i: int) -> bool:
    """A bracket closing at token i, or after a comma there and a few tokens more."""
    if tokens[i].text == ")":
        return True
    rest = [t.text for t in tokens[i + 1 : i + 2 + _BRACKET_REST]]
    return tokens[i].text == "," and ")" in rest and "(" not in rest


def _apposed(first: Mention, second: Mention) -> bool:
    """Whether a name follows right after a person told by who they are ("my son Jack",
    "ma nièce Léa"): one player, called by the name."""
    return (
        second.start == first.end
        and _is_name(second)
        and not (_is_name(first) or first.pronoun or second.pronoun)
        and first.player != YOU
    )


def _seat_at(tokens: Sequence[Token], i: int) -> str | None:
    """The seat a token (or a letter and the number glued to it) writes ("P2", "J1"), if
    any: a capital letter of players.yaml `seats` and a number of 1 to 9."""
    token = tokens[i]
    if _short_seat(token):
        return token.text if 1 <= int(token.text[1:]) <= 9 else None
    if token.text not in seat_letters() or i + 1 >= len(tokens):
        return None
    number = tokens[i + 1]
    glued = number.kind is Kind.NUMBER and number.start == token.end and not number.label
    return token.text + number.text if glued and 1 <= (number.value or 0) <= 9 else None


def _listed_seats(tokens: Sequence[Token]) -> frozenset[str]:
    """The seats of a message that writes two or more of them ("J1 13, J2 le 1 et le 4",
    "P1, P2 and P3 all have zero purple"): each is a player wherever it stands. Seats
    written one right after the other are a path's shorthands ("J1 J3 J4 J7"), none."""
    at = [_seat_at(tokens, i) for i in range(len(tokens))]
    ends = [i + (1 if tokens[i].kind is Kind.SHORT else 2) for i, seat in enumerate(at) if seat]
    run = {end for end in ends if end < len(tokens) and at[end] is not None}
    if run:
        return frozenset()
    seats = {seat for seat in at if seat is not None}
    if any(int(seat[1:]) > _MAX_SEAT for seat in seats):  # "P2, P5, P7": cards, no seats
        return frozenset()
    return frozenset(seats) if len(seats) >= _MIN_LISTED_SEATS else frozenset()


def _seat(
    tokens: Sequence[Token], i: int, people: _People, listed: frozenset[str] = frozenset()
) -> Mention | None:
    """A player told by their seat: a capital letter of players.yaml `seats` glued to a
    number of 1 to 9, before a colon, a bracket or a verb of holding ("P2: 1oak", "J1
    (moi) : 8", "P1 has 10", said as one shorthand or two tokens), anywhere when the
    message writes several seats (`listed`), or a word of `seat_words` before such a
    number ("le joueur 1 a 9")."""
    token = tokens[i]
    seat = _seat_at(tokens, i)
    if seat is not None and seat in listed:
        end = i + 1 if token.kind is Kind.SHORT else i + 2
        return Mention(i, end, seat, {"fr": seat, "en": seat})
    if _short_seat(token):
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if after is not None and (after.text == ":" or after.norm in people.has):
            return Mention(i, i + 1, token.text, {"fr": token.text, "en": token.text})
        return None
    if i + 2 >= len(tokens):
        return None
    number, after = tokens[i + 1], tokens[i + 2]
    counted = number.kind is Kind.NUMBER and not number.label and 1 <= (number.value or 0) <= 9
    if token.norm in people.seat_words and counted:  # one player however it is written
        name = f"{token.text} {number.text}"
        return Mention(i, i + 2, f"{token.norm} {number.text}", {"fr": name, "en": name})
    opens = after.text in (":", "(") or after.norm in people.has
    if seat is None or not opens:  # a seat's letter glued to a number of 1 to 9 (`_seat_at`)
        return None
    return Mention(i, i + 2, seat, {"fr": seat, "en": seat})


def _short_seat(token: Token) -> bool:
    """A seat written as one shorthand token, its letter and its number glued ("P2")."""
    return (
        token.kind is Kind.SHORT and token.text[:1] in seat_letters() and token.text[1:].isdigit()
    )


def _titled(tokens: Sequence[Token], i: int, people: _People) -> Mention | None:
    """A title and the capitalised name right after it, one person ("Mme Dupont", "Mrs
    Patel"): named as written ("Mr. Smith" is left to the name alone: its dot may end a
    sentence)."""
    if tokens[i].norm not in people.titles or i + 1 >= len(tokens):
        return None
    after = tokens[i + 1]
    if (
        after.kind is not Kind.WORD
        or not after.text[:1].isupper()
        or after.norm in people.not_names
    ):
        return None
    name = said_as(tokens[i : i + 2])
    gender = _gender([tokens[i].norm], people)
    return Mention(i, i + 2, name, {"fr": name, "en": name}, gender=gender)


def _is_name(mention: Mention) -> bool:
    return mention.player != OPPONENT and mention.player[:1].isupper()


def _person(
    tokens: Sequence[Token], norms: Sequence[str], i: int, people: _People
) -> Mention | None:
    article = people.contractions.get(norms[i])  # "celles du joueur à ma gauche"
    if article is not None:
        norms = [*norms[:i], article, *norms[i + 1 :]]
    longest = min(people.longest, len(tokens) - i) if norms[i] in people.firsts else 0
    for size in range(longest, 0, -1):
        key = tuple(norms[i : i + size])
        if key not in people.opponent and key not in people.all_people:
            continue
        text = said_as(tokens[i : i + size], article)
        if key in people.opponent:
            return Mention(i, i + size, OPPONENT, {"fr": "ton adversaire", "en": "your opponent"})
        for lang in ("fr", "en"):
            if key in people.people[lang]:
                said = text[:1].lower() + text[1:]  # "My wife" -> "my wife", no name
                turned = _turned(tokens[i : i + size], people, article)
                return Mention(i, i + size, said, {lang: turned}, gender=_gender(key, people))
    listed = _listed_bare(tokens, norms, i, people)
    if listed is not None:
        return listed
    aged = _aged(tokens, norms, i, people)
    if aged is not None:
        return aged
    norm = norms[i]
    if norm in _OWN and i + 1 < len(tokens) and norms[i + 1] in _HAND_WORDS:
        return Mention(i, i + 2, YOU, dict(_ASKER_NAMES))  # "my hand:", "mes cartes"
    if norm in _ASKER_WORDS and i > 0 and norms[i - 1] in _PLACE_OF:
        return None  # "Ginette en face de moi a le 1": a place said of another
    if norm in _ASKER_WORDS or (norm in _OWN and _card_after(tokens, i + 1)):
        return Mention(i, i + 1, YOU, dict(_ASKER_NAMES), owner=norm in _OWN)
    return None


def _listed_bare(
    tokens: Sequence[Token], norms: Sequence[str], i: int, people: _People
) -> Mention | None:
    """A person said without their possessive before a colon or a verb of holding ("wife:
    maple 4 and maple 3", "belle-mère : le 6", "cousin has maple 3"): the person of the
    possessive's phrase ("my wife")."""
    for size in range(min(people.longest - 1, len(tokens) - i - 1), 0, -1):
        phrase = people.bare.get(tuple(norms[i : i + size]))
        after = tokens[i + size]
        if phrase is None or not (after.text == ":" or after.norm in people.has):
            continue
        said = said_as(tokens[i : i + size]).lower()
        for lang in ("fr", "en"):
            if phrase in people.people[lang]:
                turned = f"{people.turned[phrase[0]]} {said}"
                gender = _gender(phrase, people)
                return Mention(i, i + size, f"{phrase[0]} {said}", {lang: turned}, gender=gender)
    return None


def _aged(tokens: Sequence[Token], norms: Sequence[str], i: int, people: _People) -> Mention | None:
    """A person told by their age after a possessive ("my 8-year-old", "my 7yo"): a player
    called so, their age no card."""
    if norms[i] not in people.turned or i + 1 >= len(tokens):
        return None
    age = tokens[i + 1]
    if age.kind is not Kind.NUMBER:
        return None
    end = i + 2 if age.label and fold(age.label) in people.aged_labels else None
    if end is None:  # the longest said
        said = (p for p in people.aged if tuple(norms[i + 2 : i + 2 + len(p)]) == p)
        end = next((i + 2 + len(p) for p in said), None)
    if end is None:
        return None
    text = said_as(tokens[i:end])
    return Mention(i, end, text[:1].lower() + text[1:], {"en": _turned(tokens[i:end], people)})


def said_as(tokens: Sequence[Token], first: str | None = None) -> str:
    """Tokens as they were written, spaces where the text had them ("belle-mère"); `first`:
    said in place of the first one."""
    words = [t.text for t in tokens]
    if first is not None and words:
        words[0] = first
    return _spaced(tokens, words)


def _spaced(tokens: Sequence[Token], words: Sequence[str]) -> str:
    """`words`, one for each token, with a space where the text had one between them."""
    out = []
    for n, word in enumerate(words):
        out.append(word)
        if n + 1 < len(tokens) and tokens[n + 1].start > tokens[n].end:
            out.append(" ")
    return "".join(out)


def _turned(tokens: Sequence[Token], people: _People, first: str | None = None) -> str:
    """A person as the asker said them, each possessive or pronoun of the asker turned
    round ("ma belle-mère" -> "ta belle-mère", "my wife" -> "your wife", "the guy next to
    me" -> "the guy next to you", "celui à ma droite" -> "celui à ta droite")."""
    words = [people.turned.get(t.norm, t.text.lower()) for t in tokens]
    if first is not None:  # a contraction said for the article ("du joueur": "le joueur")
        words[0] = first
    return _spaced(tokens, words).lower()


def _name_or_pronoun(
    tokens: Sequence[Token],
    norms: Sequence[str],
    i: int,
    people: _People,
    others: dict[str, Mention],
) -> Mention | None:
    token = tokens[i]
    if token.kind is not Kind.WORD:
        return None
    if token.norm in people.pronouns:
        last = _referent(others, people.pronoun_genders.get(token.norm, ""))
        player = last.player if last is not None else OPPONENT
        names = dict(last.names) if last is not None else dict(_OPPONENT_NAMES)
        gender = last.gender if last is not None else ""
        return Mention(i, i + 1, player, names, pronoun=True, gender=gender)
    if not _may_be_name(tokens, i, people):
        return None
    owner = i + 2 < len(tokens) and tokens[i + 1].text in ("'", "’") and tokens[i + 2].norm == "s"
    end = i + 3 if owner else i + 1
    if token.text.endswith(("'", "’")) and i + 1 < len(tokens) and tokens[i + 1].norm == "s":
        owner, end = True, i + 2
    if not owner and _hyphened(tokens, i):  # "Marie-Ève", "Jean-Pierre": one name
        end = i + 3
        token = replace(token, text=said_as(tokens[i:end]))
    name = token.text.rstrip("'’")
    name = name[:1].upper() + name[1:]
    return Mention(i, end, name, {"fr": name, "en": name}, owner=owner)


def _hyphened(tokens: Sequence[Token], i: int) -> bool:
    """Whether a name goes on after a hyphen with another capitalised word, all glued."""
    if i + 2 >= len(tokens):
        return False
    dash, second = tokens[i + 1], tokens[i + 2]
    return (
        dash.text == "-"
        and dash.start == tokens[i].end
        and second.start == dash.end
        and second.kind is Kind.WORD
        and second.text[:1].isupper()
    )


def _referent(others: dict[str, Mention], gender: str) -> Mention | None:
    """The player a pronoun stands for: the other player spoken of last whose words do not
    say the other gender ("mon beau-père et ma belle-mère : lui le 2, elle le 4"), else the
    last one (`others`: the last spoken of for each gender said, the last one last)."""
    spoken = list(others.values())
    fitting = [m for g, m in others.items() if not gender or g in ("", gender)]
    return fitting[-1] if fitting else spoken[-1] if spoken else None


def _gender(words: Sequence[str], people: _People) -> str:
    """The gender a person's words say (players.yaml `genders`), or ""."""
    said = {people.genders.get(word, "") for word in words} - {""}
    return said.pop() if len(said) == 1 else ""


def _may_be_name(tokens: Sequence[Token], i: int, people: _People) -> bool:
    """A capitalised word that is no word of the game nor of either language; at the start
    of a sentence, only before a verb, a colon or a figure ("Liam brags", "Val 7."). A name
    in lower case is one before a verb of holding and a card ("emma a le 8")."""
    token = tokens[i]
    word = token.norm.rstrip("'")
    if word in people.titles:  # "Mr. Smith": the name is the person, not the title
        return False
    starts = i == 0 or tokens[i - 1].text in _ENDS
    if word in people.not_names:  # "…, Fin holds the 6": a name, told holding a card
        return token.text[:1].isupper() and not starts and _has_card(tokens, i + 1, people)
    if len(token.text) < 2 or (token.text.isupper() and len(token.text) <= 2):
        return False  # "I", "RP", "CB": letters, not names
    if not token.text[:1].isupper():
        return _lower_name(tokens, i, people)
    if starts:
        after = i + 3 if _hyphened(tokens, i) else i + 1  # "Marie-Ève a le 8"
        told = _holds_after(tokens, after, people) or _told_after(tokens, after, people)
        return told or _named_with(tokens, after, people)
    if word in people.said_in:
        return _holds_after(tokens, i + 1, people) or _card_after(tokens, i + 1)
    return True


def _holds_after(tokens: Sequence[Token], i: int, people: _People) -> bool:
    """A verb of holding or saying, a colon, a comma or a possessive "'s" after a word."""
    if i >= len(tokens):
        return False
    nxt = tokens[i]
    return nxt.text in (":", ",", "'", "’", "(") or nxt.norm in people.verbs


def _lower_name(tokens: Sequence[Token], i: int, people: _People) -> bool:
    """A name written in lower case ("emma a le 8", "jo has 8"): a word of three letters or
    more, no word of either language, right before "a"/"has"/"holds" and a card, or listed
    before a card after a comma, a colon or a dash ("oak - tom 1, me 8+2")."""
    word = tokens[i].norm
    small = people.said_in or people.stop_words  # the message's own small words ("ben" in French)
    if len(word) < 2 or not word.isalpha() or word in small or word in people.verbs:
        return False
    if i > 0 and tokens[i - 1].text.endswith(("'", "’")):
        return False  # "I've", "j'ai": the end of a word cut at its apostrophe
    if word in people.common:
        return False
    if _has_card(tokens, i + 1, people):
        article = tokens[i + 1].text.lower() == "a" and tokens[i + 2].kind is Kind.COLOUR
        return not article  # "if I slot a jacaranda 6": the English article, not "a" (has)
    sign = tokens[i - 1] if i > 0 else None
    apart = sign is not None and sign.end < tokens[i].start  # "oak - tom 1", not "three-way"
    listed = (
        sign is not None
        and len(word) >= 3
        and (sign.text in (",", ";", ":") or (sign.text in ("-", "–", "/") and apart))
    )
    return listed and _card_after(tokens, i + 1)


def _has_card(tokens: Sequence[Token], i: int, people: _People) -> bool:
    """A verb of having at token i ("a", "has", "holds"), then a card."""
    return i < len(tokens) and tokens[i].text.lower() in people.has and _card_after(tokens, i + 1)


def _told_after(tokens: Sequence[Token], i: int, people: _People) -> bool:
    """At the start of a sentence, a name is followed by a figure ("Val 7.") or by a word
    that is no small word of either language, most often its verb ("Liam brags …")."""
    if i >= len(tokens):
        return False
    nxt = tokens[i]
    if nxt.kind in (Kind.NUMBER, Kind.NUMWORD, Kind.SHORT, Kind.COLOUR):
        return True  # "Val 7.", "Léa six, Hugo un"
    if i + 1 < len(tokens) and tokens[i + 1].text in _ENDS | {","}:
        return False  # "Family night!", "Long story, …": two words said alone, no name and verb
    if nxt.norm in _ARTICLES_BEFORE_CARD and i + 1 < len(tokens):  # "Zoé le 5 vert, …"
        return tokens[i + 1].kind in (Kind.NUMBER, Kind.NUMWORD, Kind.SHORT, Kind.COLOUR)
    return nxt.kind is Kind.WORD and nxt.text.islower() and nxt.norm not in people.stop_words


def _named_with(tokens: Sequence[Token], i: int, people: _People) -> bool:
    """At the start of a sentence, a name is also followed by "and"/"et" and another name
    ("Tom and Léa hold …") or the asker ("Agathe et moi, égalité en olivier", "Kim and I
    both have …")."""
    if i + 1 >= len(tokens) or tokens[i].norm not in ("and", "et"):
        return False
    other = tokens[i + 1]
    word = other.norm.rstrip("'")
    named = other.text[:1].isupper() and word not in people.not_names
    return other.kind is Kind.WORD and (named or other.norm in _ASKER_WORDS)


def _card_after(tokens: Sequence[Token], i: int) -> bool:
    for token in tokens[i : i + 3]:
        if token.kind in (Kind.NUMBER, Kind.NUMWORD, Kind.COLOUR, Kind.SHORT):
            return True
        if token.kind is Kind.SIGN:
            return False
    return False
