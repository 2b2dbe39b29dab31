"""Follow-ups that change the last path's cards or colours ("et si tout était en bleu ?",
"and if the red ones were blue?", "et pour le vert ?")."""

from __future__ import annotations

from dataclasses import replace

from rulebot.pipeline.followup import change_path
from rulebot.pipeline.followup_words import cue_data, has, said_words
from rulebot.rules import Card
from rulebot.understanding import Intent, Lexicon, Scenario
from rulebot.understanding.text import words_of

# A changed path: its cards, and the colour it is scored for (None: read from its ends).
Changed = tuple[tuple[Card, ...], str | None]


def changed_path(
    question: str, path: tuple[Card, ...], colour: str | None, intent: Intent, lexicon: Lexicon
) -> Changed | None:
    """The last path (scored for `colour`, if one was asked) as the follow-up changes it."""
    cards = change_path(path, question, lexicon)
    if cards is not None:
        return cards, colour
    colours = named_colours(question, lexicon)
    if not colours or values_named(question) or intent is Intent.RIGHT_TO_SCORE:
        return None
    held = {card.colour for card in path}
    scored = colour or max(path, key=lambda card: card.value).colour
    said = said_words(question)
    if len(colours) == 2:
        # "and if the red ones were blue?": the cards of one colour take the other.
        known = [c for c in colours if c in held]
        if not known:
            return None
        old, new = (known[0], next(c for c in colours if c != known[0]))
        if len(known) == 2 and has(said, _words("instead")):
            old, new = colours[1], colours[0]  # "en bleu au lieu du rouge"
        recoloured = tuple(Card(c.value, new) if c.colour == old else c for c in path)
        return recoloured, new if colour == old else colour
    (named,) = colours
    if has(said, _words("all_cards")):
        # "et si tout était en bleu ?": every card takes the colour, scored for it.
        return tuple(Card(c.value, named) for c in path), named
    if named in held:
        # "and if we score it for blue?": the same cards, scored for another colour.
        return path, named
    # "même question avec tout en vert ?": the cards of the scored colour change colour.
    return tuple(Card(c.value, named) if c.colour == scored else c for c in path), None


def recoloured_scenario(scenario: Scenario, question: str, lexicon: Lexicon) -> Scenario | None:
    """ "et pour le vert ?": the same hands asked about another colour."""
    colours = named_colours(question, lexicon)
    colour = colours[0] if len(colours) == 1 else None
    if colour is None or colour == scenario.colour or values_named(question):
        return None
    if colour in scenario.colours:
        return replace(scenario, colour=colour)
    hands = {
        player: tuple(Card(c.value, colour) if c.colour == scenario.colour else c for c in hand)
        for player, hand in scenario.hands.items()
    }
    return replace(scenario, hands=hands, colour=colour)


def named_colours(question: str, lexicon: Lexicon) -> list[str]:
    """The colours a question names, each once, in order."""
    return list(dict.fromkeys(colour for _, colour, _ in lexicon.matches(words_of(question))))


def values_named(question: str) -> bool:
    return any(word.isdigit() for word in words_of(question))


def _words(key: str) -> tuple[str, ...]:
    return tuple(str(words) for words in cue_data()[key])
