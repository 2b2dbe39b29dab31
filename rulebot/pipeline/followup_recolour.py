"""Follow-ups that change the last path's cards or colours ("et si tout était en bleu ?",
"and if the red ones were blue?", "et pour le vert ?")."""

from __future__ import annotations

from dataclasses import replace

from rulebot.pipeline.followup import change_path
from rulebot.pipeline.followup_words import cue_data, has, said_words
from rulebot.pipeline.reading_answers import read_scenario
from rulebot.rules import Card
from rulebot.understanding import Intent, Lexicon, Scenario
from rulebot.understanding.cardwords import words as card_words
from rulebot.understanding.cues import cues as intent_cues
from rulebot.understanding.cues import has as has_cue
from rulebot.understanding.listing import asks_card_reuse
from rulebot.understanding.text import asking_sentences, words_of

# A changed path: its cards, and the colour it is scored for (None: read from its ends).
Changed = tuple[tuple[Card, ...], str | None]


def changed_path(
    question: str, path: tuple[Card, ...], colour: str | None, intent: Intent, lexicon: Lexicon
) -> Changed | None:
    """The last path (scored for `colour`, if one was asked) as the follow-up changes it;
    None when it asks whether a card may serve in another path too (a rule)."""
    scored = colour or max(path, key=lambda card: card.value).colour
    if asks_card_reuse(question, lexicon, scored):
        return None  # "ce 6 de chêne, je peux aussi m'en servir dans un chemin de chêne ?"
    cards = change_path(path, question, lexicon)
    if cards is not None:
        return cards, colour
    colours = named_colours(question, lexicon)
    if not colours or intent is Intent.RIGHT_TO_SCORE:
        return None
    if intent is Intent.OUT_OF_SCOPE and about_real_trees(question):
        return None  # "et comment on taille un érable ?": a tree, not a colour
    held = {card.colour for card in path}
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


def told_in_colour(scenario: Scenario, question: str, lexicon: Lexicon) -> Scenario | None:
    """Another colour asked with its hands told ("Et le jaune ? Là, seul mon neveu a gardé
    le 2 de jaune, nous trois on n'a rien."): the players before, with those hands; None
    when the follow-up names no other colour or tells no card of it alone."""
    colours = named_colours(question, lexicon)
    if len(colours) != 1 or colours[0] == scenario.colour or not _asked_alone(question, lexicon):
        return None
    told = read_scenario(question, lexicon)
    held = set() if told is None else {c.colour for hand in told.hands.values() for c in hand}
    if told is None or held != {colours[0]}:
        return None
    hands = {**dict.fromkeys(scenario.hands, ()), **told.hands}
    return replace(told, hands=hands, names={**scenario.names, **told.names}, colour=colours[0])


def _asked_alone(question: str, lexicon: Lexicon) -> bool:
    """Whether a sentence asking ("?") names a colour and no card ("Et le jaune ?", "and
    cassia?"), not a card said of another colour ("le 4 c'était un saule. ça change ?")."""
    for sentence in asking_sentences(question):
        said = [t.folded for t in sentence if t.kind == "word"]
        named = lexicon.matches(said)
        if named and not any(t.kind == "num" or t.folded in card_words().numbers for t in sentence):
            return True
    return False


def recoloured_scenario(scenario: Scenario, question: str, lexicon: Lexicon) -> Scenario | None:
    """ "et pour le vert ?": the same hands asked about another colour."""
    colours = named_colours(question, lexicon)
    colour = colours[0] if len(colours) == 1 else None
    if colour is None or colour == scenario.colour:
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


def about_real_trees(question: str) -> bool:
    """Whether a question speaks of real trees ("how do you prune a maple?", "comment on
    taille un érable ?"): a species named there is a tree, not the colour of a path."""
    return has_cue(words_of(question), intent_cues().real_world)


def _words(key: str) -> tuple[str, ...]:
    return tuple(str(words) for words in cue_data()[key])
