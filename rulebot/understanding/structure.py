"""What a question's card words make: a path to score, or players' hands and the colours
asked. Built from the grammar's runs, the numbers' roles and the players spoken of; what
cannot be placed (a value whose colour nothing tells) is listed in `unplaced`, never
guessed."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

from rulebot.rules import Card
from rulebot.understanding.grammar import CARD_READINGS, HEADED, Item, Run
from rulebot.understanding.handtotals import sharing, told_to_each, totals_told, with_totals
from rulebot.understanding.holders import OPPONENT, YOU, Mention, seat_names
from rulebot.understanding.lexer import Kind, Token
from rulebot.understanding.numbers import Role, listing_hyphen
from rulebot.understanding.text import holds_any
from rulebot.understanding.words import GrammarWords, Phrase

SOMEONE = "someone"  # the holder of a card said out of every hand, when none is named
SENTENCE_ENDS = frozenset(".!?;\n")
_APART = SENTENCE_ENDS | {"(", ")"}  # a bracket parts values from the cards before it
# Between cards and the player told after them: "purple 2 and 4 for Nora", "le 8 de chêne
# est à Julien", "le 8 violet dans celle de mon adversaire", "the 1 belongs to Tom".
_OWNED = frozenset(
    [
        "for",
        "pour",
        "to",
        "à",
        "chez",
        "est",
        "sont",
        "is",
        "are",
        "belongs",
        "belong",
        "with",
        "dans",
        "in",
        "celle",
        "celles",
        "de",
        "d'",
        "of",
        "la",
        "le",
        "the",
        "main",
        "hand",
        "mains",
        "hands",
        "c'",
        "c'est",
        "qui",
        "l'",
        "a",
        "ai",
    ]
)
_CLAUSE_SIGNS = frozenset([",", "(", ")", ":", "-", "–", "—"])
SCORED_REACH = 3  # tokens looked at before a colour for a word of scoring ("pour le rouge")


@dataclass(frozen=True)
class Structure:
    """A question's card words, numbers that are no card, and players, as read."""

    tokens: tuple[Token, ...]
    runs: tuple[Run, ...]
    roles: dict[int, Role]
    mentions: tuple[Mention, ...]
    words: GrammarWords = field(repr=False, compare=False)

    @cached_property
    def sentence_of(self) -> list[int]:
        ids, current = [], 0
        for token in self.tokens:
            ids.append(current)
            if token.text in SENTENCE_ENDS or "\n" in token.text:
                current += 1
        return ids

    @cached_property
    def _coloured_sentences(self) -> frozenset[int]:
        sentence = self.sentence_of
        return frozenset(sentence[k] for k, t in enumerate(self.tokens) if t.kind is Kind.COLOUR)

    def names_colour(self, token: int) -> bool:
        """Whether the sentence of a token names a colour."""
        return self.sentence_of[token] in self._coloured_sentences

    @property
    def colours(self) -> tuple[str, ...]:
        """Every colour named or shorthand read, in order of first mention."""
        named = (t.colour for t in self.tokens if t.colour is not None)
        return tuple(dict.fromkeys(named))

    @property
    def asked_colours(self) -> tuple[str, ...]:
        """Colours named alone (not on a card): "qui marque le chêne ?", "pour le rouge",
        "le chêne et le saule"."""
        alone = (c for r in self._alone_colours for c in r.colours)
        return tuple(dict.fromkeys(c for c in alone if c))

    @cached_property
    def _alone_colours(self) -> tuple[Run, ...]:
        """The runs of colours named alone: one colour, or several joined by a word ("le
        chêne et le saule"), not only listed ("the newer box (lilac, magnolia)")."""
        told = self._colours_told[2]  # "le 6 c'était du saule": a card's colour, not asked
        return tuple(
            run
            for run in self.runs
            if run.reading == "colour"
            and run.start not in told
            and (
                len(run.colours) == 1
                or any(t.norm in self.words.joins for t in self.tokens[run.start : run.end])
            )
        )

    @property
    def scored_colours(self) -> tuple[str, ...]:
        """Colours named alone as the one a path is scored for ("pour le rouge", "scoring
        oak", "chemin de saule", "Oak points?"), or heading the cards after such words
        ("I scored tulip poplar with tulip poplar 1, maple 3, …")."""
        found: list[str] = []
        alone = self._alone_colours
        for k, run in enumerate(alone):
            after = self.tokens[run.end].norm if run.end < len(self.tokens) else ""
            if self._scoring_before(run) or after in self.words.scored_after:
                later = alone[k + 1] if k + 1 < len(alone) else None
                if later is not None and self._corrects(run.end, later.start):
                    run = later  # "path of magnolia... no sorry, of oak"
                found.extend(run.colours)  # "for maple and oak": each
        for run in self.runs:  # a colour heading its cards: "scoring yellow with yellow 5, …"
            if run.reading in HEADED and run.colours and self._scoring_before(run):
                found.append(run.colours[0])
        return tuple(dict.fromkeys(c for c in found if c))

    def _scoring_before(self, run: Run) -> bool:
        """A word of scoring stands among the `SCORED_REACH` tokens before the run ("pour
        le", "scoring", "chemin de")."""
        before = self.tokens[max(0, run.start - SCORED_REACH) : run.start]
        return any(t.norm in self.words.scored_before for t in before)

    def says(self, phrases: frozenset[Phrase], start: int = 0, end: int | None = None) -> bool:
        """One of `phrases` is said between tokens `start` and `end` (the whole message by
        default), word for word."""
        return holds_any([t.norm for t in self.tokens[start:end]], tuple(phrases))

    def _corrects(self, start: int, end: int) -> bool:
        """A correction ("no sorry", "enfin non") is said between tokens start and end."""
        return self.says(self.words.corrections, start, end)

    @property
    def players_told(self) -> int | None:
        told = [self.tokens[i].value for i, role in self.roles.items() if role is Role.PLAYERS]
        return told[-1] if told else None

    @property
    def totals(self) -> tuple[int, ...]:
        """Totals and claims told ("il dit 12", "= 16"), in order."""
        return tuple(
            int(self.tokens[i].value or 0)
            for i, role in sorted(self.roles.items())
            if role is Role.TOTAL and self.tokens[i].value is not None
        )

    @property
    def card_runs(self) -> tuple[Run, ...]:
        return tuple(r for r in self.runs if r.reading in CARD_READINGS or r.reading == "values")

    def colour_before(self, index: int) -> str | None:
        """The colour named last before token `index` in its sentence."""
        sentence = self.sentence_of
        for j in range(index - 1, -1, -1):
            if sentence[j] != sentence[index]:
                break
            if self.tokens[j].colour is not None:
                return self.tokens[j].colour
        return None

    def context_colour(self, index: int) -> str | None:
        """The colour a value told alone at `index` has: the last named before it in its
        sentence, else the one colour asked, else the one colour of the question."""
        before = self.colour_before(index)
        if before is not None:
            return before
        for pool in (self.asked_colours, self.colours):
            if len(pool) == 1:
                return pool[0]
        return None

    def clause(self, first: int, last: int) -> tuple[int, int]:
        """The clause around tokens [first, last): between commas, "and", brackets or
        sentence ends (grammar.yaml `clause_words`)."""
        start = first
        words = self.words.clause_words
        while start > 0 and not self._parts_at(start - 1, words):
            start -= 1
        end = last
        while end < len(self.tokens) and not self._parts_at(end, words):
            end += 1
        return start, end

    def _parts_at(self, k: int, words: frozenset[str]) -> bool:
        """Token k ends a clause; not a hyphen between two values, which lists them ("my
        cassia 1-2-3-4 path" is one clause)."""
        return not listing_hyphen(self.tokens, k) and _parts(self.tokens[k], words)

    @cached_property
    def _in_names(self) -> frozenset[int]:
        """The tokens of the players' names ("the guy next to me")."""
        return frozenset(k for m in self.mentions for k in range(m.start, m.end))

    def said_of(self, token: int) -> tuple[bool, bool]:
        """Whether the clause of a card's value says it put down (planted, discarded, on a
        pile or laid in a path), and whether it says it in a hand (not denied: "planted,
        not in hand"); a card is out of its hand when said put down and not in a hand."""
        start, end = self.clause(token, token + 1)
        if end < len(self.tokens) and self.tokens[end].text == "(":  # "cassia 1 (planted)"
            close = next(
                (k for k in range(end, len(self.tokens)) if self.tokens[k].text == ")"),
                len(self.tokens),
            )
            opener = self.tokens[end + 1].norm if end + 1 < len(self.tokens) else ""
            if opener not in self.words.aside_openers:  # "(je joue parfois pour …)": no note
                end = close
        end = self._dislocated(start, end)
        clause = self.tokens[start:end]
        norms = [t.norm for t in clause]
        away = self.words.out_of_hand | self.words.laid
        negations, reach = self.words.negations, self.words.negation_reach
        said = 0  # where the words said of the hand word begin: after the last clause sign
        in_hand = []  # "planted, not in hand", "(il n'a plus de chêne en main)": no hand
        for k, norm in enumerate(norms):
            if _parts(clause[k], self.words.clause_words):
                said = k + 1
            elif (
                norm in self.words.in_hand
                and not negations & set(norms[max(said, k - reach) : k])
                and not _kept_away(clause, k, away, self.words.clause_words)
            ):
                in_hand.append(k)
        spoken = self._in_names  # "the guy next to me": no card laid next to anything
        said_away = {t.norm for k, t in enumerate(clause, start) if k not in spoken} & away
        if not (said_away or in_hand) and self._continues(start, end):
            return self.said_of(start - 2)  # "I planted oak 2, then oak 4": planted too
        return bool(said_away), bool(in_hand)

    def unheld(self, token: int) -> bool:
        """The clause of a card's value names a place of cards no player holds (grammar.yaml
        `unheld_places`: "resté dans la pioche", "still in the deck"), and says it drawn by
        nobody ("Tom drew the 1 from the deck": his)."""
        start, end = self.clause(token, token + 1)
        said = {t.text.lower() for t in self.tokens[start:end]}  # "pioché" drew, "pioche" no
        if said & self.words.drawing:
            return False
        return self.says(self.words.unheld_places, token, end)  # the card, then where it is

    def _continues(self, start: int, end: int) -> bool:
        """A clause after a comma that says nothing but cards and joins ("…, then oak 4"):
        it goes on with what the clause before it says of its cards."""
        if start < 2 or self.tokens[start - 1].text != ",":
            return False
        words = self.words
        bare = words.joins | words.transparent
        return all(
            t.kind in (Kind.NUMBER, Kind.NUMWORD, Kind.COLOUR, Kind.SHORT, Kind.SIGN)
            or t.norm in bare
            for t in self.tokens[start:end]
        )

    def _dislocated(self, start: int, end: int) -> int:
        """The end of a clause told first and taken up by a pronoun in the next one ("Le 1
        de cerisier, elle l'a planté", "the yellow 1, Grandma discarded it"), or by a
        pronoun after a word of contrast ("Tom a 1 gris mais il l'a posé"): that next
        clause says it too (grammar.yaml `resumptive`, `contrasts`)."""
        if end >= len(self.tokens):
            return end
        contrast = self.tokens[end].norm in self.words.contrasts
        if self.tokens[end].text != "," and not contrast:
            return end
        if not contrast and start > 0 and self.tokens[start - 1].text not in ".!?:;":
            return end  # not a sentence's head: "Léa a le 6, elle a planté le 1"
        _, after = self.clause(end + 1, end + 2)
        said = {t.norm for t in self.tokens[end + 1 : after]}
        return after if said & self.words.resumptive else end

    @property
    def told_colours(self) -> dict[int, str]:
        """Colours told of a card after its value, by the value's token: "the 5 (which is
        actually an oak)", "sauf que le 6 c'est un magnolia", "the 6 is a maple 6" (only
        grammar.yaml `colour_links` between the value and a colour named alone, or with
        the same value again)."""
        return self._colours_told[0]

    @property
    def restated(self) -> frozenset[int]:
        """The value tokens of cards that only say again a card recoloured before them
        ("the 6 is a maple 6": the maple 6 is that 6, no other card)."""
        return self._colours_told[1]

    @cached_property
    def _colours_told(self) -> tuple[dict[int, str], frozenset[int], frozenset[int]]:
        """`told_colours`, `restated`, and the first tokens of the colours told so."""
        values = {item.token for run in self.card_runs for item in run.items}
        told: dict[int, str] = {}
        again: set[int] = set()
        telling: set[int] = set()
        for run in self.runs:
            colour = self.tokens[run.start].colour
            # a colour alone, or heading the cards after it ("le 6 était un tulipier —
            # puis 8 jacaranda"): it may tell the colour of the value before it
            alone = (run.reading == "colour" and not run.items) or run.reading == "headed"
            said = run.reading == "colour_first" and len(run.items) == 1
            if colour is None or not (alone or said):
                continue
            k = run.start
            while size := _phrase_ending(self.tokens, k, self.words.colour_links):
                k -= size
            if k == run.start or k - 1 not in values:
                continue
            if said and self.tokens[k - 1].value != run.items[0].value:
                continue
            told.setdefault(k - 1, colour)
            telling.add(run.start)
            if said:
                again.add(run.items[0].token)
        return told, frozenset(again), frozenset(telling)

    @cached_property
    def retracted(self) -> frozenset[int]:
        """The value tokens of cards taken back: the card said right before a correction
        ("le 6 ... non, le 5", "6 of willow... no wait, the 6 of oak"), when a card follows
        it in the same sentence."""
        norms = [t.norm for t in self.tokens]
        values = sorted(item.token for run in self.card_runs for item in run.items)
        sentence = self.sentence_of
        dropped: set[int] = set()
        for k in range(len(norms)):
            if not any(tuple(norms[k : k + len(p)]) == p for p in self.words.corrections):
                continue
            before = [v for v in values if v < k]
            after = [v for v in values if v > k and sentence[v] == sentence[k]]
            if before and after and before[-1] not in self.told_colours:  # "(it's an oak, oops)"
                dropped.add(before[-1])
        return frozenset(dropped) | self.restated

    def held(self, run: Run) -> bool:
        """Cards said kept in a hand ("I kept the 3 oak in my hand", "j'ai le 2 en main")."""
        start, end = self.clause(run.start, run.end)
        said = {t.norm for t in self.tokens[start:end]}
        return bool(said & self.words.hand_words)

    def denied(self, run: Run) -> bool:
        """Cards said held by nobody: "Nobody has the 1", "ni moi ni Tom n'avons le 8";
        not when a player is named after the denial ("personne sauf Paul qui a le 1")."""
        start, _ = self.clause(run.start, run.end)
        named = [m.end for m in self.mentions if start <= m.start < run.start]
        start = max([start, *named])
        said = [t.norm for t in self.tokens[start : run.start]]
        return any(
            tuple(said[k : k + len(p)]) == p for k in range(len(said)) for p in self.words.denials
        )

    @cached_property
    def pathless(self) -> dict[str, str | None]:
        """Players said to have no path, with the colour named beside the denial (None:
        every colour asked): a denial after the player, then a word of a path or of planting
        ("Raj has no dogwood planted", "Tom n'a aucun saule dans son arboretum"; grammar.yaml
        `negations`, `path_places`). Not when a card stands between the player and the
        denial, unless a contrast parts them ("Tom has willow 8 but no path") or a path is
        denied in a clause of its own ("Lin held pink 6 and 5 (11), no pink path"): then a
        card is said not planted ("my 1 is not planted", "Tom has the 1, not planted")."""
        tokens, words, sentence = self.tokens, self.words, self.sentence_of
        values = sorted(item.token for run in self.card_runs for item in run.items)
        subjects = iter(m for m in self.mentions if not m.owner)
        subject, coming = None, next(subjects, None)
        found: dict[str, str | None] = {}
        for k, token in enumerate(tokens):
            while coming is not None and coming.end <= k:
                subject, coming = coming, next(subjects, None)
            if token.norm not in words.negations or subject is None:
                continue
            reach = range(k + 1, min(len(tokens), k + 1 + words.negation_reach))
            place = next((j for j in reach if tokens[j].norm in words.path_places), None)
            if place is None or sentence[subject.start] != sentence[k]:
                continue
            last = bisect_right(values, place) - 1  # the last card up to the path word
            if last >= 0 and values[last] >= subject.start:
                said = {t.norm for t in tokens[values[last] : k]}
                # a path denied in a clause of its own: "Lin held pink 6 and 5, no pink path"
                parted = self.clause(values[last], values[last] + 1)[1] <= k
                own = parted and tokens[place].norm in words.path_named
                if values[last] > k or not (words.contrasts & said or own):
                    continue
            named = (t.colour for t in tokens[k : place + 3] if t.colour is not None)
            found.setdefault(subject.player, next(named, None))
        return found


def _parts(token: Token, words: frozenset[str]) -> bool:
    return token.text in SENTENCE_ENDS or token.text in _CLAUSE_SIGNS or token.norm in words


def card_of(structure: Structure, item: Item) -> Card | None:
    colour = (
        structure.told_colours.get(item.token)
        or item.colour
        or structure.context_colour(item.token)
    )
    if colour is None:
        return None
    return Card(item.value, _named(colour, structure))


def _named(colour: str, structure: Structure) -> str:
    """A shorthand's label ("E" of "8E") as the colour named in the question whose name it
    begins ("l'érable": maple); the label itself when none or several do."""
    if not colour.isupper() or len(colour) > 2:
        return colour
    label = colour.lower()
    named = {
        t.colour
        for t in structure.tokens
        if t.kind is Kind.COLOUR and t.colour is not None and t.norm.startswith(label)
    }
    return named.pop() if len(named) == 1 else colour


@dataclass(frozen=True)
class PathRead:
    """The cards of a described path, in the order told, and the colour it is scored for
    when told; `unplaced`: values whose colour nothing tells."""

    cards: tuple[Card, ...]
    colour: str | None
    unplaced: tuple[int, ...] = ()
    # Each path told apart ("olivier 1-2, et ailleurs olivier 4-6-7-8"), when several are.
    paths: tuple[tuple[Card, ...], ...] = ()
    # Every colour it is asked to be scored for, when several are ("worth for maple and for
    # oak?"); `colour` is the last of them.
    colours: tuple[str, ...] = ()


def read_path(structure: Structure) -> PathRead | None:
    """The path a question describes, or None when it lists no card; several paths told
    apart (grammar.yaml `other_path`) are each read too (`PathRead.paths`)."""
    whole = _read_path(structure, structure.card_runs)
    groups = _path_groups(structure)
    if whole is None or len(groups) < 2:
        return whole
    paths = [_read_path(structure, runs) for runs in groups]
    cards = tuple(tuple(p.cards) for p in paths if p is not None and p.cards)
    return replace(whole, paths=cards) if len(cards) >= 2 else whole


def _path_groups(structure: Structure) -> list[tuple[Run, ...]]:
    """The card runs parted where words tell another path begins (a colour may stand in
    them: "another oak path"), or where two lists of cards are offered as alternatives
    ("oak 1 oak 3 or oak 2 oak 8")."""
    plain = [k for k, t in enumerate(structure.tokens) if t.colour is None]
    norms = [structure.tokens[k].norm for k in plain]
    phrases = structure.words.other_path
    starts = [
        plain[k]
        for k in range(len(norms))
        if any(tuple(norms[k : k + len(p)]) == p for p in phrases)
    ]
    offered = [k for k in plain if structure.tokens[k].norm in structure.words.path_alternatives]
    groups: list[list[Run]] = [[]]
    for run in structure.card_runs:
        last = groups[-1][-1] if groups[-1] else None
        if last is not None and (
            any(last.start < k < run.start for k in starts)
            or (
                min(len(last.items), len(run.items)) >= 2
                and any(last.end <= k < run.start for k in offered)
            )
        ):
            groups.append([])
        groups[-1].append(run)
    return [tuple(g) for g in groups if g]


_LISTED = 3  # cards of a run that lists a path: a card named alone before takes its place


def _read_path(structure: Structure, runs: tuple[Run, ...]) -> PathRead | None:
    told = any(r.has_cards for r in runs)
    placed: list[tuple[int, Card]] = []
    unplaced: list[int] = []
    first_run: dict[Card, int] = {}
    held = [k for k, run in enumerate(runs) if structure.held(run)]
    before = _before_path_told(structure, runs)
    for k, run in enumerate(runs):
        if k < before:
            continue  # "I have the 4 maple, so I can score it. My maple path is 1, 5, 7"
        coloured = run.has_cards or any(i.token in structure.told_colours for i in run.items)
        if told and not coloured and not _beside(structure, runs, k):
            continue  # "8 ou 4 ?" after the path: numbers told, not its cards
        if k in held and len(held) < len(runs):
            continue  # "I kept the 3 oak in my hand; my path is …": a hand, not the path
        for item in run.items:
            if structure.roles.get(item.token) is Role.SUMMED:
                continue  # "4+2 = 6": points worked out, not cards
            card = card_of(structure, item)
            again = _told_again(structure, placed, item)
            if card is not None and _spoken_again(structure, placed, item):
                continue  # "… le 5 de saule, et à droite du 5 le 7 de tulipier": that 5
            if card is None:
                unplaced.append(item.value)
            elif again is not None:  # "lilas 3, 4, 6, 7, 8 … sauf que le 6 c'est un magnolia"
                # in its place, told by the value said again: a card taken back before its
                # colour is told ("6 jacaranda — non pardon, le 6 était un tulipier") stays
                placed[again] = (item.token, card)
            elif first_run.setdefault(card, k) == k:  # told again later: the same card
                placed.append((item.token, card))
            elif len(run.items) >= _LISTED and _within(structure, runs[first_run[card]], run):
                # named alone (or with cards all listed again), then in the path listed
                # ("if I put the yellow 4 second, so 2 blue, 4 yellow, 6 blue, 7 blue", "le 1
                # rouge et le 8 rouge … : 1 rouge - 4 bleu - 8 rouge"): its place is the list's
                placed = [p for p in placed if p[1] != card] + [(item.token, card)]
                first_run[card] = k
    placed = _corrected(structure, placed)
    cards = [card for _, card in placed]
    if not cards and not unplaced:
        return None
    scored = structure.scored_colours
    several = scored if len(scored) > 1 else ()
    return PathRead(tuple(cards), scored[-1] if scored else None, tuple(unplaced), colours=several)


def _within(structure: Structure, before: Run, listed: Run) -> bool:
    """Whether a run's cards are one card, or all told again in a later list."""
    if len(before.items) == 1:
        return True
    again = {card_of(structure, item) for item in listed.items}
    return all(card_of(structure, item) in again for item in before.items)


_BESIDE_REACH = 5  # tokens before a value where a word of place makes it a card told before
_OWN_COLOUR = (
    2  # tokens between a value and the colour told with it alone ("4 willow", "5 de saule")
)


def _spoken_again(structure: Structure, placed: list[tuple[int, Card]], item: Item) -> bool:
    """Whether a value said after a word of place, with no colour of its own ("à droite du 5
    le 7 de tulipier": the colour is the 7's), names a card of the path told before: where
    the next card lies, not a card of its own ("a 4 oak next to a 4 willow" is two)."""
    own = item.colour_token is not None and abs(item.colour_token - item.token) <= _OWN_COLOUR
    start = max(0, item.token - _BESIDE_REACH)
    if own or not structure.says(structure.words.beside_card, start, item.token):
        return False
    return any(told.value == item.value for _, told in placed)  # after a word of place only


def _before_path_told(structure: Structure, runs: tuple[Run, ...]) -> int:
    """The runs told in sentences before the one that names the path and lists its cards
    ("… I have the 4 maple. My maple path is 1 maple, 5 maple, 7 maple."), when none of
    those sentences names a path: cards told apart from it (0: none)."""
    sentence = structure.sentence_of
    named = {
        sentence[k] for k, t in enumerate(structure.tokens) if t.norm in structure.words.path_named
    }
    for k, run in enumerate(runs):
        if not run.has_cards or sentence[run.start] not in named:
            continue
        earlier = [r for r in runs[:k] if sentence[r.start] < sentence[run.start]]
        if len(earlier) == k and not any(sentence[r.start] in named for r in earlier):
            return k
        return 0
    return 0


@dataclass(frozen=True)
class HandsRead:
    """Each player's hand (in the order they are spoken of), how to call them, the colours
    asked, the cards said out of the hands, values whose colour or holder nothing tells, the
    players said to have no path (with the colour said, None for any), and the totals told
    of players (`handtotals`)."""

    hands: dict[str, tuple[Card, ...]]
    names: dict[str, dict[str, str]]
    colours: tuple[str, ...]
    placed: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    unplaced: tuple[int, ...] = ()
    pathless: dict[str, str | None] = field(default_factory=dict)
    # cards standing in for a total told of a player ("Tom has 12 in oak"), and totals told
    # that the cards listed beside them do not make up (`handtotals`)
    stood: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    told: dict[str, int] = field(default_factory=dict)
    # one card told to each of players sharing it (its value's token and the card): no game
    # deals such hands
    twice: tuple[tuple[int, Card], ...] = ()


def read_hands(structure: Structure) -> HandsRead | None:
    """The players' hands a question tells, or None when it names no player (nor says
    that nobody holds the colour it asks of)."""
    mentions = structure.mentions
    sentence = structure.sentence_of
    hands: dict[str, list[Card]] = {}
    names: dict[str, dict[str, str]] = {}
    placed: dict[str, list[Card]] = {}
    unplaced: list[int] = []
    for mention in mentions:
        if not mention.pronoun and not mention.seats:
            hands.setdefault(mention.player, [])
        names.setdefault(mention.player, {}).update(mention.names)
    told: set[Card] = set()  # a card exists once: told again, it is only spoken of
    kept: set[Card] = set()  # cards told in a hand in so many words ("en main")
    runs = structure.card_runs
    shared = [run for run in runs if _shared(structure, run)]

    totals = totals_told(structure, shared)  # "Tom has 12 in oak", "Ben and I both have 4"
    twice = told_to_each(structure, totals)  # "Zoé et moi avons chacune le 7 rose"
    totals = [total for total in totals if total not in twice]
    as_totals = {total.token for total in (*totals, *twice) if total.players}
    said = [_explicit(structure, run, mentions, sentence) for run in runs]
    for explicit in (True, False):  # hands told with a verb of holding first
        for run, holder in zip(runs, said, strict=True):
            if (holder is not None) != explicit or structure.denied(run):
                continue
            if any(item.token in as_totals for item in run.items):
                continue
            who = holder or _holder(run, mentions, sentence)
            if who is None and _sets_the_scene(structure, run, sentence):
                continue
            # told as one player's hand, a card is theirs even if another was told it too
            # ("moi 4 marron, Théo 4 marron"); spoken of again, it is the card told before
            seen = {c for c in hands.get(who or "", [])} if explicit else told
            _deal(structure, run, who, hands, placed, seen, unplaced, kept)
            told |= seen
    # totals told before a hand is copied ("Emma a 9, moi pareil")
    stood, told_wrong = with_totals(structure, hands, [t for t in totals if t.players])
    _copy_hands(structure, hands)
    for player, hand in hands.items():  # a card exists once: put down, it is not in hand
        away = {*placed.get(player, ()), *placed.get(SOMEONE, ())}
        hands[player] = [card for card in hand if card not in away]
    if not _deal_respectively(structure, hands):
        unplaced.extend(i.value for run in runs for i in run.items)
    for group in {m.player: m for m in mentions if m.seats}.values():  # "my two opponents"
        unplaced.extend(card.value for card in hands.pop(group.player, []))  # not dealt out
        names.pop(group.player, None)
        for seat in group.seats:
            if seat in hands:
                names[seat] = seat_names(seat)
    unplaced.extend(total.value for total in totals if not total.players)
    unplaced.extend(i.value for run in shared for i in run.items if i.token not in as_totals)
    if not hands and structure.players_told:
        hands = {player: [] for player in _seated(structure.players_told)}
    elif structure.players_told == len(hands) + 1 and YOU not in hands:
        hands = {YOU: [], **hands}  # "on joue à 3 avec Camille et Théo": the asker too
    if not hands and not (structure.asked_colours and structure.says(structure.words.nobody)):
        return None  # nobody said to hold the colour asked ("personne n'a d'orange") reads on
    colours = structure.asked_colours or tuple(
        dict.fromkeys(c.colour for hand in hands.values() for c in hand)
    )
    return HandsRead(
        {p: tuple(h) for p, h in hands.items()},
        names,
        colours,
        {p: tuple(h) for p, h in placed.items()},
        tuple(unplaced),
        structure.pathless,
        stood,
        told_wrong,
        tuple((t.token, Card(t.value, t.colour)) for t in twice),
    )


def _shared(structure: Structure, run: Run) -> bool:
    """A run told in a clause that gives one total to several players ("Sam and I both have
    4 in willow"): no one player's card (`handtotals.sharing`)."""
    return bool(sharing(structure, run.start))


def _deal_respectively(structure: Structure, hands: dict[str, list[Card]]) -> bool:
    """Values dealt one by one to as many players listed beside "respectively" (grammar.yaml
    `respectively`): the players named last before the values, else first after them.
    False when "respectively" is said and its values cannot be dealt so."""
    sentence = structure.sentence_of
    runs = structure.card_runs
    dealt = True
    for k, token in enumerate(structure.tokens):
        if token.norm not in structure.words.respectively:
            continue
        dealt = False
        near = [r for r in runs if k < r.start <= k + 3] or [r for r in runs if k - 2 <= r.end <= k]
        if not near:
            continue
        run = near[0]
        cards = [card for i in run.items if (card := card_of(structure, i)) is not None]
        said = [m for m in structure.mentions if not m.pronoun and sentence[m.start] == sentence[k]]
        # opponents counted are each a player: "my two opponents have 5 and 7 respectively"
        people = [replace(m, player=seat) for m in said for seat in m.seats or (m.player,)]
        before = list(dict.fromkeys(m.player for m in people if m.start < run.start))
        after = list(dict.fromkeys(m.player for m in people if m.start >= run.end))
        players = before[-len(cards) :] if len(before) >= len(cards) else after[: len(cards)]
        if len(cards) < 2 or len(players) != len(cards):
            continue
        dealt = True
        for card, player in zip(cards, players, strict=True):
            for hand in hands.values():
                if card in hand:
                    hand.remove(card)
            hands.setdefault(player, []).append(card)
    return dealt


def _told_again(structure: Structure, placed: list[tuple[int, Card]], item: Item) -> int | None:
    """Where the card an item recolours stands among those placed: a value said again with
    its colour told ("… sauf que le 6 c'est un magnolia"), else None."""
    if item.token not in structure.told_colours:
        return None
    return next((k for k, (_, card) in enumerate(placed) if card.value == item.value), None)


def _phrase_ending(tokens: Sequence[Token], end: int, phrases: frozenset[Phrase]) -> int:
    """The length of the longest phrase that ends right before token `end`, 0 when none."""
    norms = [t.norm for t in tokens[max(0, end - 3) : end]]
    sizes = [len(p) for p in phrases if len(p) <= len(norms) and tuple(norms[-len(p) :]) == p]
    return max(sizes, default=0)


def _corrected(structure: Structure, placed: list[tuple[int, Card]]) -> list[tuple[int, Card]]:
    """Cards taken back ("6 of willow... no wait, the 6 of oak"): see `Structure.retracted`."""
    retracted = structure.retracted
    return [pair for pair in placed if pair[0] not in retracted]


def _deal(
    structure: Structure,
    run: Run,
    holder: str | None,
    hands: dict[str, list[Card]],
    placed: dict[str, list[Card]],
    told: set[Card],
    unplaced: list[int],
    kept: set[Card],
) -> None:
    """A run's cards given to its holder's hand, or to the cards out of every hand; a card
    told in a hand in so many words (`kept`, filled here) stays there when spoken of again
    in a clause that puts another card down ("Le 1 dans la défausse annule le 8 de Mamie ?")."""
    said = [structure.said_of(item.token) for item in run.items]  # (put down, in a hand)
    said_kept = any(in_hand for _, in_hand in said)  # "le 8 et le 5 de chêne en main"
    for item, (away, held) in zip(run.items, said, strict=True):
        if item.token in structure.retracted:
            continue
        card = card_of(structure, item)
        unheld = card is not None and structure.unheld(item.token)  # "resté dans la pioche"
        if card is not None and (unheld or (away and not held)):
            if not unheld and card in kept:
                continue  # told in a hand before, spoken of again beside a card put down
            if not unheld and _in_a_hand(hands, card) and _put_down_before(structure, item.token):
                continue  # "Mon 1 défaussé annule son 8 ?": the 8 told held, spoken of again
            # said put down, even after it was spoken of as held ("Tom's 1"): put down; left
            # in the draw pile: nobody's, whoever speaks
            where = SOMEONE if unheld else holder or SOMEONE
            if card not in placed.get(where, []):
                placed.setdefault(where, []).append(card)
                told.add(card)
            continue
        uncoloured = card is None or (item.colour is None and not structure.names_colour(run.start))
        if uncoloured and holder is not None and _held_again(item.value, holder, hands, placed):
            # "Grandma's 1 still cancels Joe's 8", "Est-ce que le 1 de Paul annule mon 8 ?":
            # their cards, spoken of again, whatever colour the message is about
            continue
        if card is None or holder is None:
            unplaced.append(item.value)
            continue
        if card in told:
            continue
        told.add(card)
        hands.setdefault(holder, []).append(card)
        if said_kept:
            kept.add(card)


def _in_a_hand(hands: dict[str, list[Card]], card: Card) -> bool:
    return any(card in hand for hand in hands.values())


def _put_down_before(structure: Structure, token: int) -> bool:
    """Whether every word putting a card down in the clause of a value follows another
    value told before it there ("Mon 1 défaussé annule son 8 ?": "défaussé" is the 1's)."""
    start, end = structure.clause(token, token + 1)
    away = structure.words.out_of_hand | structure.words.laid
    tokens = structure.tokens
    said = [k for k in range(start, end) if tokens[k].norm in away]
    values = [k for k in range(start, token) if tokens[k].value is not None]
    return bool(said) and all(any(v < k < token for v in values) for k in said)


def _held_again(
    value: int, holder: str, hands: dict[str, list[Card]], placed: dict[str, list[Card]]
) -> bool:
    """A value whose colour nothing tells, of a player already told to hold or to have put
    down a card of that value: that card, spoken of again."""
    return any(c.value == value for c in (*hands.get(holder, []), *placed.get(holder, [])))


def _copy_hands(structure: Structure, hands: dict[str, list[Card]]) -> None:
    """A player told with no card of their own but "too"/"aussi"/"pareil" beside them holds
    what the player told before them holds ("Hugo a le 8 noir, moi aussi")."""
    norms = [t.norm for t in structure.tokens]
    last: str | None = None
    for mention in structure.mentions:
        if mention.pronoun:
            continue
        near = norms[max(0, mention.start - 2) : mention.end + 3]
        said = any(
            tuple(near[k : k + len(p)]) == p
            for k in range(len(near))
            for p in structure.words.copies
        )
        if said and last is not None and last != mention.player and not hands.get(mention.player):
            hands[mention.player] = list(hands.get(last, []))
        if hands.get(mention.player):
            last = mention.player
    _copied_by_asker(structure, hands)


def _copied_by_asker(structure: Structure, hands: dict[str, list[Card]]) -> None:
    """A sentence saying only that the hand is the same ("Same here.", "Pareil.",
    "Idem pour moi") gives the asker, told no card of their own, the hand of the player
    told last before it ("Kim has 5 of willow. Same here.")."""
    if hands.get(YOU):
        return
    sentence = structure.sentence_of
    spoken = {sentence[m.start] for m in structure.mentions if m.player != YOU}
    words: dict[int, list[str]] = {}  # each sentence's words, in one pass
    for token, k in zip(structure.tokens, sentence, strict=True):
        if token.kind is not Kind.SIGN:
            words.setdefault(k, []).append(token.norm)
    for s, said in words.items():
        if s in spoken or tuple(said) not in structure.words.copies_alone:
            continue
        before = [
            m.player for m in structure.mentions if sentence[m.start] < s and hands.get(m.player)
        ]
        if before and before[-1] != YOU:
            hands[YOU] = list(hands[before[-1]])
        return


def _seated(count: int) -> list[str]:
    """Players told only by their number ("Two-player game, neither of us…")."""
    if count <= 2:
        return [YOU, OPPONENT]
    return [YOU, *(f"{OPPONENT} {n}" for n in range(1, count))]


def _explicit(
    structure: Structure, run: Run, mentions: Sequence[Mention], sentence: Sequence[int]
) -> str | None:
    """The player a run is told of as their hand: right before "for"/"pour"/"est à" and
    them ("purple 2 and 4 for Nora", "le 8 de chêne est à Julien"), else right after them,
    maybe after a verb of holding, a colon or small words ("Léa a le 8", "me: 6"); after a
    pronoun, the card may be one told before ("my 1 kills her 8"): not told anew."""
    same = sentence[run.start]
    after = [m for m in mentions if m.start >= run.end and sentence[m.start] == same]
    if after:
        between = structure.tokens[run.end : after[0].start]
        if between and all(t.norm in _OWNED or t.text.lower() in _OWNED for t in between):
            return after[0].player
    before = [m for m in mentions if m.end <= run.start and sentence[m.start] == same]
    if before and not before[-1].pronoun:  # "her 8", "his 1": maybe a card told before
        between = structure.tokens[before[-1].end : run.start]
        if all(_holding(t, structure) for t in between):
            return before[-1].player
    return None


def _holding(token: Token, structure: Structure) -> bool:
    return (
        token.text in (":", ",", "'", "’", "(")
        or token.norm in structure.words.transparent
        or token.norm in structure.words.holding
    )


def _beside(structure: Structure, runs: Sequence[Run], k: int) -> bool:
    """Whether run `k` (values told alone) continues a run of cards next to it, nothing but
    separators and small words between ("les 3 chênes, le 5 et le 6")."""
    for other in (runs[k - 1] if k else None, runs[k + 1] if k + 1 < len(runs) else None):
        if other is None or not other.has_cards:
            continue
        lo, hi = sorted(((other.start, other.end), (runs[k].start, runs[k].end)))
        between = structure.tokens[lo[1] : hi[0]]
        if all(t.kind is Kind.SIGN and t.text not in _APART for t in between):
            return True
    return False


def _kept_away(
    clause: Sequence[Token], k: int, away: frozenset[str], joins: frozenset[str]
) -> bool:
    """Whether a word saying a card held (grammar.yaml `in_hand`: "kept", "en main") is
    followed, in its clause, by a place out of the hands: the place tells where the card is
    ("Tom had kept the 1 in his arboretum": planted, not in hand)."""
    for token in clause[k + 1 :]:
        if _parts(token, joins):
            return False
        if token.norm in away:
            return True
    return False


def _sets_the_scene(structure: Structure, run: Run, sentence: Sequence[int]) -> bool:
    """Whether a run is told in a sentence naming no colour, before any player is spoken
    of: a time, an age, the table, not a card ("We play every night at 8 after the news.
    Tonight, olive: …", "Club de jeux, table de 3 (enfants de 8 à 12 ans). Cornouiller : …")."""
    first = sentence[run.start]
    spoken = all(sentence[m.start] > first for m in structure.mentions)
    return spoken and not structure.names_colour(run.start)


def _holder(run: Run, mentions: Sequence[Mention], sentence: Sequence[int]) -> str | None:
    """The player a run's cards belong to: the last spoken of before it in its sentence,
    else the first spoken of after it there ("purple 6 for me")."""
    before = [
        m for m in mentions if m.end <= run.start and sentence[m.start] == sentence[run.start]
    ]
    if before:
        return before[-1].player
    after = [m for m in mentions if m.start >= run.end and sentence[m.start] == sentence[run.start]]
    if after:
        return after[0].player
    earlier = [m for m in mentions if m.end <= run.start]
    return earlier[-1].player if earlier else (YOU if not mentions else None)
