"""Hands told over several messages, then asked about: "J'ai le 3 et le 6 rouge." /
"Léo a le 8 rouge, Mia le 1." / "qui marque le rouge ?".

The statements just before a question (no "?" of their own) that tell hands are read
together with it, as one text: each message keeps its players, and a pronoun leans on a
name told before ("Partie à deux avec Anaïs." / "Elle a le 7 bleu."). The hands so read
are used only when they hold players the question alone (and the scenario before it) did
not: a question telling every hand itself stands as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rulebot.pipeline.reading_answers import read_scenario
from rulebot.understanding import Intent, IntentOf, Lexicon, Scenario
from rulebot.understanding.parts import question_parts
from rulebot.understanding.reading import read

_MIN_TOLD = 2  # players a right to score is decided between
_MAX_RUN = 8  # statements read before a question: each replayed turn reads a bounded few


def told_over_turns(
    question: str,
    said: Sequence[str],
    before: Scenario | None,
    lexicon: Lexicon,
    intent_of: IntentOf,
) -> Scenario | None:
    """The hands the statements just before the question (`said`, oldest first) and the
    question tell together, when they hold players neither the question alone nor the
    scenario `before` it did; None otherwise. `intent_of` is the bot's decision of intent:
    the statements and the question read together must ask who scores."""
    run = _told_run(said, lexicon)
    if not run:
        return None
    joined = f"{_together(run)} {question}"
    found = _parsed(joined, lexicon)
    if found is None or found.scored_colour is None:
        return None
    if not _asks_who_scores(run, question, lexicon, intent_of):
        return None
    if any(_colour_of(text, lexicon) not in (None, found.scored_colour) for text in run):
        return None
    own = set(found_own.hands) if (found_own := _parsed(question, lexicon)) else set()
    players = set(found.hands)
    known = _known(before, own, players, run, lexicon)
    if len(players) < _MIN_TOLD or players <= own or known:
        return None
    return found


def asked_of_told(
    question: str,
    said: Sequence[str],
    before: Scenario | None,
    lexicon: Lexicon,
    intent_of: IntentOf,
) -> Scenario | None:
    """The hands a question asks of when it comes after statements that told them
    (`before`, their reading) and asks who scores, with no follow-up's words: those hands
    ("cassia: I'm holding the 1 and the 8. he's holding the 4 and the 5" / "does my own 1
    knock out my own 8? who takes cassia?"), a player's hand told again with a card it did
    not have replacing theirs ("Wendy le 4" … / "ah non Wendy a le 4 et le 2. qui marque
    ?"); None when it is no such question."""
    run = _told_run(said, lexicon)
    if before is None or not run or not _asks_who_scores(run, question, lexicon, intent_of):
        return None
    found = _parsed(question, lexicon)
    if found is None or found.scored_colour not in (None, before.colour):
        return before
    hands = dict(before.hands)
    names = dict(before.names)
    stood = dict(before.stood)  # a total told before, its cards now told, is told no more
    for player, cards in found.hands.items():
        if cards and not set(cards) <= set(before.hands.get(player, ())):
            hands = {p: tuple(c for c in h if c not in cards) for p, h in hands.items()}
            hands[player] = cards
            names.setdefault(player, found.names.get(player, {}))
            stood.pop(player, None)
    return replace(before, hands=hands, names=names, stood=stood)


def _asks_who_scores(run: list[str], question: str, lexicon: Lexicon, intent_of: IntentOf) -> bool:
    """Whether the statements and the question, read together, ask who scores; or, when the
    question asks several things, the statements with one of its parts ("does my own 1
    knock out my own 8? who takes cassia?")."""
    told = _together(run)
    parts = question_parts(read(question, lexicon))
    asked = [question, *parts] if len(parts) > 1 else [question]
    return any(intent_of(f"{told} {part}", None) is Intent.RIGHT_TO_SCORE for part in asked)


def _known(
    before: Scenario | None, own: set[str], players: set[str], run: list[str], lexicon: Lexicon
) -> bool:
    """Whether the question only speaks again of the hands before it: hands told over turns
    hold players neither the question alone (`own`) nor the hands before it did ("I've got
    the 2 and the 6. Priya kept the 8." / "Sam has the 1. who scores?"), or the question,
    naming none, asks of the hands the statements told ("Zoe kept olive 8, Ben has olive 3
    + olive 5…" / "is that a three-way tie? who scores olive?"); not when the question tells
    a hand the hands before left empty ("scoring cassia, me, my son and my dad" / "son:
    cassia 2 …" / "me: cassia 3. who scores?"), nor when the hands before misread the
    statements, which read together tell other cards ("Olivia : 8 et 1 de saule. Pierre :
    7" / "moi : 2 et 4. qui marque le saule ?", the statements replayed one by one)."""
    if before is None or not own or not players <= set(before.hands):
        return False
    return all(before.hands[p] for p in own if p in before.hands) and _agrees(before, run, lexicon)


def _agrees(before: Scenario, run: list[str], lexicon: Lexicon) -> bool:
    """Whether the hands before give each player the cards the statements, read together,
    tell them."""
    told = _parsed(_together(run), lexicon)
    return told is None or all(before.hands.get(p) == h for p, h in told.hands.items() if h)


def _together(run: Sequence[str]) -> str:
    """Messages read as one text, each ended as a sentence so that the next one starts a
    sentence of its own ("mum: maple 7" / "me: maple 2": "mum: maple 7. me: maple 2")."""
    return " ".join(_closed(text) for text in run)


def _closed(text: str) -> str:
    text = text.rstrip()
    return text if not text or text[-1] in ".!?;:" else f"{text}."


def _told_run(said: Sequence[str], lexicon: Lexicon) -> list[str]:
    """The statements telling hands at the end of the conversation, oldest first, with the
    statements setting their scene between them (a colour, a count of players: "end of
    game, 4 of us" / "dogwood" / "I've got the 2 and 6" / "Nora has the 8"); none when no
    statement tells a hand."""
    run: list[str] = []
    hands = False  # a statement of the run tells a hand
    for text in list(reversed(said))[:_MAX_RUN]:
        if "?" in text:
            break
        told = _parsed(text, lexicon) is not None
        if not (told or _scene(text, lexicon)):
            break
        hands = hands or told
        run.insert(0, text)
    return run if hands else []


def _scene(text: str, lexicon: Lexicon) -> bool:
    """A statement naming a colour or counting players, and telling no card."""
    structure = read(text, lexicon).structure
    told = bool(structure.colours) or structure.players_told is not None
    return told and not structure.card_runs


def _parsed(text: str, lexicon: Lexicon) -> Scenario | None:
    found = read_scenario(text, lexicon)
    return found if found is not None and found.hands else None


def _colour_of(text: str, lexicon: Lexicon) -> str | None:
    found = _parsed(text, lexicon)
    return None if found is None else found.scored_colour
