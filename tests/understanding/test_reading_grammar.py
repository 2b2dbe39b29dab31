"""The card grammar over typed tokens: what each way of telling cards reads as, and what
it refuses to guess."""

from __future__ import annotations

import pytest

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline.lexicon import lexicon_of
from rulebot.rules import Card
from rulebot.understanding.lexer import Kind, lex
from rulebot.understanding.numbers import Role
from rulebot.understanding.reading import Reading, read
from rulebot.understanding.words import grammar_words


@pytest.fixture(scope="module")
def reader():  # type: ignore[no-untyped-def]
    lexicon = lexicon_of(load_corpus(Settings().corpus_dir))
    return lambda text: read(text, lexicon)


PATHS = [
    ("1 rouge, 3 bleu, 5 bleu, 8 rouge", ["1 red", "3 blue", "5 blue", "8 red"]),
    ("oak 1, maple 4, oak 8", ["1 oak", "4 maple", "8 oak"]),
    ("Maple 2 - Oak 4 - Maple 6", ["2 maple", "4 oak", "6 maple"]),
    ("olive 8, oak 7, olive 5, olive 2", ["8 olive", "7 oak", "5 olive", "2 olive"]),
    ("chêne 1, 3 et 5", ["1 oak", "3 oak", "5 oak"]),
    ("les chênes du 4 au 8", ["4 oak", "5 oak", "6 oak", "7 oak", "8 oak"]),
    # a range with its colour said at both ends; two colours are two cards, and "next to"
    # tells cards side by side
    (
        "cherry 1 through cherry 4",
        ["1 cherry_blossom", "2 cherry_blossom", "3 cherry_blossom", "4 cherry_blossom"],
    ),
    ("du 5 chêne au 7 chêne", ["5 oak", "6 oak", "7 oak"]),
    ("oak 2 to maple 5, for oak?", ["2 oak", "5 maple"]),
    ("dogwood 3 next to dogwood 7", ["3 dogwood", "7 dogwood"]),
    ("maples from 1 up to 3 in a snake", ["1 maple", "2 maple", "3 maple"]),
    ("2-3-5-7, all oak", ["2 oak", "3 oak", "5 oak", "7 oak"]),
    ("5R 6R 8R", ["5 R", "6 R", "8 R"]),
    # a unit letter ("2J": 2 joueurs) glued again and again, beginning the colour named
    ("2J 5J 7J 8J all jacaranda", ["2 jacaranda", "5 jacaranda", "7 jacaranda", "8 jacaranda"]),
    # ...or glued before the values
    ("J1 J3 J4 J7 (all jacaranda)", ["1 jacaranda", "3 jacaranda", "4 jacaranda", "7 jacaranda"]),
    ("le saule avec 2 cerisier, 4 saule, 7 saule", ["2 cherry_blossom", "4 willow", "7 willow"]),
    # a colour heading cards told colour first, and a species said again by its initials
    ("scoring yellow with yellow 5, green 6, green 7", ["5 yellow", "6 green", "7 green"]),
    (
        "Royal poinciana, RP 2 - RP 3 - RP 5 - RP 8",
        ["2 royal_poinciana", "3 royal_poinciana", "5 royal_poinciana", "8 royal_poinciana"],
    ),
    # "one" after "this", "which"… is a pronoun, not the value 1 (cards.yaml pronoun_before)
    (
        "we argued about this one: purple 2, purple 6, purple 8",
        ["2 purple", "6 purple", "8 purple"],
    ),
    ("two tulip poplars side by side, the 7 and the 8", ["7 tulip_poplar", "8 tulip_poplar"]),
    # a number word after values written in digits counts them, it lists no card
    ("purple 4-5-7, three purples", ["4 purple", "5 purple", "7 purple"]),
    (
        "I've got a two of oak, a five of tulip poplar, an eight of oak",
        ["2 oak", "5 tulip_poplar", "8 oak"],
    ),
    ("the 1 of oak plus the 7", ["1 oak", "7 oak"]),
    # "one" before other words is an article, not the value 1
    ("maple 6, maple 7, maple 8, one long snake", ["6 maple", "7 maple", "8 maple"]),
    ("chêne 2, chêne 5, un beau chemin non ?", ["2 oak", "5 oak"]),
    # French "a" (has) is no range word before an article: "il y a un érable" adds no card
    (
        "chêne 2, érable 5, chêne 7 : il y a un érable au milieu, ça compte ?",
        ["2 oak", "5 maple", "7 oak"],
    ),
    # "un"/"une" before a colour: an article before a card told colour first, the value 1
    # at the end of a list of cards
    ("érable 1, une cassia 4, érable 6", ["1 maple", "4 cassia", "6 maple"]),
    ("huit rouge, six rouge, un rouge", ["8 red", "6 red", "1 red"]),
    # a colour told of a card after its value: the card's own, or the one said before
    (
        "willow 2, willow 3, then the 5 (which is actually an oak, oops), then willow 6",
        ["2 willow", "3 willow", "5 oak", "6 willow"],
    ),
    (
        "lilas 3, 4, 6, 7, 8, sauf que le 6 c'est un magnolia",
        ["3 lilac", "4 lilac", "6 magnolia", "7 lilac", "8 lilac"],
    ),
    ("oak 2, oak 4, oak 6 and the 4 is really a maple", ["2 oak", "4 maple", "6 oak"]),
    # ...and with its value said again after the colour: the same card, not one more
    ("oak 4-5-6-7-8 except the 6 is a maple 6", ["4 oak", "5 oak", "6 maple", "7 oak", "8 oak"]),
    ("chêne 2, chêne 4, chêne 6, non le 4 c'était de l'érable", ["2 oak", "4 maple", "6 oak"]),
    # values, then the colour they share, group after group
    ("the 2 and the 5 of oak plus a 7 of willow", ["2 oak", "5 oak", "7 willow"]),
    ("les 2 et 4 de chêne, le 6 et le 7 de saule", ["2 oak", "4 oak", "6 willow", "7 willow"]),
    ("chêne 2, chêne 4, chêne 6, sauf que le 4 c'est un érable 4", ["2 oak", "4 maple", "6 oak"]),
    # a number of cards of a colour is no card: "dont 5 chênes", "4 willows:"
    ("chêne 3, érable 5, chêne 8 : 3 cartes dont 2 chênes", ["3 oak", "5 maple", "8 oak"]),
    (
        "4 willows: willow 2, willow 3, willow 5, willow 6",
        ["2 willow", "3 willow", "5 willow", "6 willow"],
    ),
    ("j'ai 1 et 8 jaunes", ["1 yellow", "8 yellow"]),
    ("maple 6, maple 7, maple 8 — three maples in a row", ["6 maple", "7 maple", "8 maple"]),
    # a number between a colour and "points" is the colour's card, its points asked
    ("lilac 2 lilac 5 lilac 6 points?", ["2 lilac", "5 lilac", "6 lilac"]),
    # arrows between values that do not add up list a path
    ("oak 1 → 3 → 5 how many points", ["1 oak", "3 oak", "5 oak"]),
    # a card named alone, then in the path listed: its place is the one in the list
    (
        "and if I put the yellow 4 second, so 2 blue, 4 yellow, 6 blue, 7 blue?",
        ["2 blue", "4 yellow", "6 blue", "7 blue"],
    ),
    ("le chêne 8 au bout : chêne 1, chêne 4, chêne 8", ["1 oak", "4 oak", "8 oak"]),
    # a sentence naming the path lists it, apart from cards told in the sentences before
    (
        "I have the 4 maple, so I can score maple. My maple path is 1 maple, 5 maple, 7 maple.",
        ["1 maple", "5 maple", "7 maple"],
    ),
    # values in a row after a verb of worth head the list, no worth claimed ("a fait 1 …")
    (
        "Chloé a fait 1 2 3 4 de cerisier",
        ["1 cherry_blossom", "2 cherry_blossom", "3 cherry_blossom", "4 cherry_blossom"],
    ),
    ("my son made 1 2 3 of oak", ["1 oak", "2 oak", "3 oak"]),
    # chunks between separators, each a colour and values, a card, or values alone
    (
        "tulipier 1, 2, puis un 5 de saule, puis tulipier 7",
        ["1 tulip_poplar", "2 tulip_poplar", "5 willow", "7 tulip_poplar"],
    ),
    ("oak 1, 2, then a 5 of willow, then oak 7", ["1 oak", "2 oak", "5 willow", "7 oak"]),
    # beside a letter shorthand of a colour named, another letter told twice is a colour
    # the message does not name: kept as told ("R"), never guessed
    ("scoring check, blue: B1-R4-R6-B7. pts?", ["1 blue", "4 R", "6 R", "7 blue"]),
    # ...and the initial of a colour named is one even told once
    ("O2-O4-W5-O7 (W = willow), for oak?", ["2 oak", "4 oak", "5 willow", "7 oak"]),
    # the last value of a list before a colour and a word of points is a card, no count
    ("1 3 5 8 oak pts?", ["1 oak", "3 oak", "5 oak", "8 oak"]),
    # a species' short form of the lexicon (corpus colours.yaml)
    ("3 flamb, 4 flamb, 6 flamb", ["3 royal_poinciana", "4 royal_poinciana", "6 royal_poinciana"]),
    ("1, 3, 5, 8 oak points?", ["1 oak", "3 oak", "5 oak", "8 oak"]),
    # told with no separator after the colour the path is scored for: value first
    (
        "sentier d érable deux érable trois rouge quatre bleu cinq érable",
        ["2 maple", "3 red", "4 blue", "5 maple"],
    ),
    (
        "score for tulip poplar two tulip poplar six blue seven tulip poplar",
        ["2 tulip_poplar", "6 blue", "7 tulip_poplar"],
    ),
    # values glued by slashes are cards; a date is no card
    ("oak 2/5/7, how much?", ["2 oak", "5 oak", "7 oak"]),
    ("mail du 12/03 : mon sentier c'est 2 chêne, 4 chêne", ["2 oak", "4 oak"]),
    ("le 03.12.2025 on a joué, mon sentier : chêne 3, 6", ["3 oak", "6 oak"]),
    # a card spoken of again to say where the next one lies is no second card
    (
        "le 2 de saule, à droite du 2 le 4 de saule, au-dessus du 4 le 6 de chêne",
        ["2 willow", "4 willow", "6 oak"],
    ),
    ("Oak 3, right of it Oak 5, below the Oak 5 is Oak 8", ["3 oak", "5 oak", "8 oak"]),
    ("I have a 4 oak next to a 4 willow", ["4 oak", "4 willow"]),
    # a colour after a word of place names the card told before; the value after it is of
    # the colour told after it
    (
        "le 4 de chêne, puis le 6 de saule, et juste au-dessus du saule le 7 de cerisier",
        ["4 oak", "6 willow", "7 cherry_blossom"],
    ),
    # cards named first, then all listed again in the path: the list's order
    (
        "j'ai le 1 rouge et le 8 rouge, le 4 bleu entre les deux : 1 rouge - 4 bleu - 8 rouge",
        ["1 red", "4 blue", "8 red"],
    ),
    # a card taken back, then told again with its colour, keeps its place
    (
        "2 jacaranda, 6 jacaranda — ah non pardon, le 6 était un tulipier — puis 8 jacaranda",
        ["2 jacaranda", "6 tulip_poplar", "8 jacaranda"],
    ),
]


@pytest.mark.parametrize(("text", "expected"), PATHS)
def test_a_path_told_any_way_is_read_card_by_card(reader, text: str, expected: list[str]) -> None:  # type: ignore[no-untyped-def]
    path = reader(text).path
    assert path is not None
    assert [f"{c.value} {c.colour}" for c in path.cards] == expected


NOT_CARDS = [
    # the cards told, counted after them ("all three"), at a time of the evening
    ("At 9 tonight I built a jacaranda path 2, 3, 4, all three jacaranda. Worth?", [2, 3, 4]),
    ("mon sentier 2, 3, 4, tous les trois en saule, ça vaut combien ?", [2, 3, 4]),
    ("sent 4:15 pm: my path is oak 2, oak 5", [2, 5]),
    ("Round 2 of 3: Ann has the oak 6, Bo has the oak 5", [6, 5]),
    ("turn 8 I planted the oak 2, then the oak 4", [2, 4]),
    ("oak 1, 3, 4, 6 all oak — my brother insists it's 8 points", [1, 3, 4, 6]),
    ("my buddy does (5+1+2)x2 = 16 for oak 1, oak 2", [1, 2]),
    ("Ma petite de 8 ans a aligné les chênes du 4 au 8", [4, 5, 6, 7, 8]),
    ("érable 4 érable 5 érable 6 érable 7, 4 cartes même couleur. 8 ou 4 ?", [4, 5, 6, 7]),
    ("Dogwood 6 then cassia 7 then dogwood 8, for dogwood. Is it 5?", [6, 7, 8]),
    ("On est 3 : 1 rouge, 2 rouge", [1, 2]),
    ("saule 3 saule 4 saule 5 saule 6, mon mari dit 4 points", [3, 4, 5, 6]),
    # a number added to a number of a unit: points worked out
    ("my only oak is the 8. Kat says it's worth 3 (1 card + 2 for the 8)", [8]),
    # numbers on either side of a sign of comparison are totals compared
    ("lilac 1 + lilac 6, lilac 8: he says 8 > 7", [1, 6, 8]),
    # the number of a thing (a game, a table, a round) is no card
    ("Partie n°3 de la soirée. En rouge j'ai 1, 2, 4, 6, 8, que du rouge", [1, 2, 4, 6, 8]),
    ("Game #3 tonight, table 5, round 2. My oak path 1, 2, 4, 6, 8, all oak", [1, 2, 4, 6, 8]),
]


@pytest.mark.parametrize(
    ("text", "paths"),
    [
        ("olivier 1-2, et ailleurs olivier 4-6-7-8", [[1, 2], [4, 6, 7, 8]]),
        ("oak 1, oak 2 and another oak path: oak 4, 5, 6", [[1, 2], [4, 5, 6]]),
        ("oak 1, oak 2, oak 4", []),  # one path: nothing told apart
        # two lists of cards offered as alternatives are two paths; beside one card, "or"
        # is a choice of card within the path
        ("which one scores more, oak 1 oak 3 or oak 2 oak 8?", [[1, 3], [2, 8]]),
        ("chêne 1, chêne 3 ou chêne 4, ça fait combien ?", []),
    ],
)
def test_paths_told_apart_are_read_apart(reader, text: str, paths: list[list[int]]) -> None:  # type: ignore[no-untyped-def]
    path = reader(text).path
    assert path is not None
    assert [[c.value for c in cards] for cards in path.paths] == paths


@pytest.mark.parametrize(
    ("text", "colour", "colours"),
    [
        ("maple 2, oak 3, maple 5, oak 7: worth for maple and for oak?", "oak", ("maple", "oak")),
        ("érable 2, chêne 3, érable 5 : combien pour le chêne et pour l'érable ?", "maple",
         ("oak", "maple")),
        ("maple 2, oak 3, maple 5 for maple?", "maple", ()),  # one colour asked
    ],
)  # fmt: skip
def test_a_path_asked_for_several_colours_is_read_for_each(
    reader, text: str, colour: str, colours: tuple[str, ...]
) -> None:  # type: ignore[no-untyped-def]
    path = reader(text).path
    assert path is not None
    assert (path.colour, path.colours) == (colour, colours)


@pytest.mark.parametrize(
    ("text", "colours"),
    [
        ("who scores oak and willow? me oak 4 willow 2, Lea oak 6 willow 1", ("oak", "willow")),
        ("qui marque le chêne et le saule ? moi chêne 4 saule 2, Léa chêne 6", ("oak", "willow")),
        # colours only listed are named, not asked
        ("Our box is the newer one (lilac, magnolia). Me cassia 8, Cy cassia 5. Who scores "
         "cassia?", ("cassia",)),
        # the colour told of a card taken back is that card's, not asked
        ("Mia has the 2 of oak and the 6 of oak, no wait, the 6 is willow. I have the 7 of "
         "oak. Who scores oak?", ("oak",)),
    ],
)  # fmt: skip
def test_the_colours_asked_of_the_hands_are_each_read(
    reader, text: str, colours: tuple[str, ...]
) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert hands.colours == colours


@pytest.mark.parametrize(("text", "values"), NOT_CARDS)
def test_numbers_in_the_chatter_are_no_cards(reader, text: str, values: list[int]) -> None:  # type: ignore[no-untyped-def]
    path = reader(text).path
    assert path is not None
    assert [c.value for c in path.cards] == values


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("oak 1, 3, 4, 6 all oak — my brother insists it's 8 points", (8,)),
        ("my buddy does (5+1+2)x2 = 16 for oak 1, oak 2", (16,)),
        # a working told step by step claims its last result only
        ("tulipier 2, tulipier 4, tulipier 5, tulipier 7 = 4x2 = 8 ?", (8,)),
        ("olivier 3, 5, 6, 7, 8 — 5 cartes donc 5x2 = 10 + 2 pour le 8, 12 c'est ça ?", (12,)),
        # a worth someone thought, in the past too
        ("mon chemin : chêne 2, chêne 3, chêne 5, chêne 6. Léa pensait 4, ça fait combien ?", (4,)),
        ("my path is oak 2, oak 3, oak 5, oak 6. Tom thought 4, how much is it?", (4,)),
        # a year or a time claims nothing
        ("In 2019 we played a lot. Path: oak 1, oak 3, oak 4, oak 6, oak 8 for oak?", ()),
        ("Il est 22h, on est 3, mon chemin d'érable : 2, 5, 7, 8 tous érables, combien ?", ()),
    ],
)
def test_the_worth_a_question_claims_is_read_apart_from_its_working(  # type: ignore[no-untyped-def]
    reader, text: str, claimed: tuple[int, ...]
) -> None:
    assert reader(text).structure.totals == claimed


def test_a_value_whose_colour_nothing_tells_is_reported_not_guessed(reader) -> None:  # type: ignore[no-untyped-def]
    orphan: Reading = reader("j'ai le 2 et le 4 qui se touchent, ça vaut combien ?")
    assert orphan.path is not None
    assert orphan.path.cards == ()
    assert orphan.path.unplaced == (2, 4)


HANDS = [
    # a contraction said for the article of a person ("du joueur": "le joueur")
    (
        "Les miennes : 2 et 4 en saule. Celles du joueur à ma gauche : 7 en saule.",
        {"you": ["2 willow", "4 willow"], "le joueur à ma gauche": ["7 willow"]},
    ),
    # a sentence saying only "same here": the asker holds the same
    ("Kim has 5 of willow. Same here.", {"Kim": ["5 willow"], "you": ["5 willow"]}),
    # a card's colour told again after it ("le 1... mais de chêne"), and that card spoken
    # of again with no colour in its sentence: the same card
    (
        "cerisier : j'ai le cerisier 8. Paul a le 1... mais de chêne. Ma sœur a le cerisier 6. "
        "Est-ce que le 1 de Paul annule mon 8 ?",
        {"you": ["8 cherry_blossom"], "Paul": ["1 oak"], "ma sœur": ["6 cherry_blossom"]},
    ),
    # possessive pronouns stand for the other player
    (
        "Les siennes : 1 et 2 en cassia ; les miennes : 8 en cassia.",
        {"you": ["8 cassia"], "opponent": ["1 cassia", "2 cassia"]},
    ),
    # "c'est le 8": a card, not a total claimed
    (
        "Léa, c'est le 1 et le 8 de chêne ; moi, c'est le 5 de chêne.",
        {"Léa": ["1 oak", "8 oak"], "you": ["5 oak"]},
    ),
    # a hand's total then the values making it ("6 aussi avec le 2 et le 4")
    (
        "Pour l'olivier : Nadia a le 6 tout seul, Karim a 6 aussi avec le 2 et le 4, moi le 5.",
        {"Nadia": ["6 olive"], "Karim": ["2 olive", "4 olive"], "you": ["5 olive"]},
    ),
    # a card put down next to another's card spoken of again: only the first is put down
    (
        "J'avais le 1 de cornouiller mais je l'ai défaussé, il me reste le 5. Mon beau-frère a "
        "le 8 de cornouiller. Mon 1 défaussé annule son 8 ?",
        {"you": ["5 dogwood"], "mon beau-frère": ["8 dogwood"]},
    ),
    # "he's" (cut "he'" "s" by the lexer) stands for the player spoken of before
    (
        "Connor says his 8 counts. For oak he's holding the 8, 6 and 5 and I've got the 1.",
        {"Connor": ["8 oak", "6 oak", "5 oak"], "you": ["1 oak"]},
    ),
    # a French possessive of another player: their card ("son 7 rose")
    (
        "mon 2 rose contre son 7 rose, qui marque le rose ?",
        {"you": ["2 pink"], "opponent": ["7 pink"]},
    ),
    # a name opening a sentence before an article and a card, its verb left out
    (
        "Zoé le 5 vert, Paul le 1 vert, moi le 8 vert",
        {"Zoé": ["5 green"], "Paul": ["1 green"], "you": ["8 green"]},
    ),
    # a person told by where they sit: "next to" in their name lays no card in a path
    (
        "I have the 6 red, the guy next to me has the 7 red.",
        {"you": ["6 red"], "the guy next to me": ["7 red"]},
    ),
    # a hand told by its values added in brackets: the cards, not arithmetic
    (
        "Lucas avait le plus de lilas en main (6+7) mais aucun lilas posé. Moi j'avais "
        "lilas 2 en main.",
        {"Lucas": ["6 lilac", "7 lilac"], "you": ["2 lilac"]},
    ),
    # totals compared in words ("10 contre 4", "8 vs 8") are no cards either
    (
        "olivier : Mamie a olivier 8 et olivier 2, Papa a olivier 1 et olivier 3. Mamie dit 10 "
        "contre 4. qui marque ?",
        {"mamie": ["8 olive", "2 olive"], "papa": ["1 olive", "3 olive"]},
    ),
    # the sum of a hand after an arrow is its total, no card
    (
        "Dogwood. Gus: dogwood 1, 2, 3 -> 6. Hal: dogwood 6. Is Gus's 1 worth something?",
        {"Gus": ["1 dogwood", "2 dogwood", "3 dogwood"], "Hal": ["6 dogwood"]},
    ),
    # a value said of any card ("any 1 cancels an 8") is no card of anyone's
    (
        "Tulip poplar. Alex has the oak 1 and TP 3 in hand, I have TP 8. he thinks any 1 cancels",
        {"Alex": ["1 oak", "3 tulip_poplar"], "you": ["8 tulip_poplar"]},
    ),
    (
        "chêne : Léa a le 8, moi le 3. n'importe quel 1 annule un 8 ?",
        {"Léa": ["8 oak"], "you": ["3 oak"]},
    ),
    # a hand told with its sum ("2, 3, 4 (=9)", "8 + 1 (=9)"): the terms are its cards
    (
        "maple: Uma has 2, 3, 4 (=9). Vic has 8 + 1 (=9). Will has 5. who scores maple?",
        {
            "Uma": ["2 maple", "3 maple", "4 maple"],
            "Vic": ["8 maple", "1 maple"],
            "Will": ["5 maple"],
        },
    ),
    # totals compared in the chatter are no cards ("8 > 6")
    (
        "Poinciana: Ines has RP 8, Omar has RP 1, RP 2 and RP 3. Ines says 8 > 6 obviously",
        {
            "Ines": ["8 royal_poinciana"],
            "Omar": ["1 royal_poinciana", "2 royal_poinciana", "3 royal_poinciana"],
        },
    ),
    # a card after a pronoun may be one told before: "her 8" is Jen's, not Kai's again
    (
        "oak: I have oak 1, Jen has oak 8, Kai has oak 2. So my 1 kills her 8 and I win oak?",
        {"you": ["1 oak"], "Jen": ["8 oak"], "Kai": ["2 oak"]},
    ),
    # values hyphened into a path are all laid, the last one too ("1-2-3-4 path")
    (
        "I hold zero cassia, Jordan holds cassia 2. So I can't score my cassia 1-2-3-4 path?",
        {"Jordan": ["2 cassia"]},
    ),
    (
        "J'ai le 8 bleu, mon adversaire a le 1 bleu : qui marque le bleu ?",
        {"you": ["8 blue"], "opponent": ["1 blue"]},
    ),
    (
        "Paul a deux bleus, le 5 et le 6 ; moi j'ai le bleu 3 et le bleu 8",
        {"Paul": ["5 blue", "6 blue"], "you": ["3 blue", "8 blue"]},
    ),
    (
        "purple 6 for me, purple 2 and 4 for Nora",
        {"you": ["6 purple"], "Nora": ["2 purple", "4 purple"]},
    ),
    (
        "Le 8 de chêne est à Julien, le 1 de chêne est à Emma, le 5 de chêne est à moi",
        {"Julien": ["8 oak"], "Emma": ["1 oak"], "you": ["5 oak"]},
    ),
    (
        "grey, 4 players: Zoe grey 1, Yan grey 8, Al grey 7, me grey 2+5",
        {"Zoe": ["1 grey"], "Yan": ["8 grey"], "Al": ["7 grey"], "you": ["2 grey", "5 grey"]},
    ),
    (
        "Nous sommes 4. Érable en main : Anne 5E+2E, Bob 7E, Cléo 1E, moi 8E.",
        {
            "Anne": ["5 maple", "2 maple"],
            "Bob": ["7 maple"],
            "Cléo": ["1 maple"],
            "you": ["8 maple"],
        },
    ),
    # a number word right after a player, ending its clause, where colours are spoken of
    ("Moi huit, Sophie un, en bleu.", {"you": ["8 blue"], "Sophie": ["1 blue"]}),
    (
        "Léa six, Hugo un, moi cinq, en orange.",
        {"Léa": ["6 orange"], "Hugo": ["1 orange"], "you": ["5 orange"]},
    ),
    # a number word right after any player spoken of is their card ("mon adversaire un")
    ("Moi huit, mon adversaire un, en saule.", {"you": ["8 willow"], "opponent": ["1 willow"]}),
    # "the one who": a pronoun, no card
    ("Tom is the one who kept cassia; I have cassia 2.", {"you": ["2 cassia"]}),
    # "respectively" deals the values one by one to the players listed before or after
    (
        "Ma femme et mon fils ont respectivement le 3 et le 8 orange, moi le 1 orange.",
        {"ma femme": ["3 orange"], "mon fils": ["8 orange"], "you": ["1 orange"]},
    ),
    (
        "On a respectivement le 5 et le 7 jaune, moi et Hélène.",
        {"you": ["5 yellow"], "Hélène": ["7 yellow"]},
    ),
    (  # a name opening the sentence before "and" and another name
        "Tom and Léa hold the oak 3 and the oak 8 respectively",
        {"Tom": ["3 oak"], "Léa": ["8 oak"]},
    ),
    (
        "Maple: Ivy has 2+4+5 = 11. Noah has 8+3 = 11. Otto has 1.",
        {
            "Ivy": ["2 maple", "4 maple", "5 maple"],
            "Noah": ["8 maple", "3 maple"],
            "Otto": ["1 maple"],
        },
    ),
    # a title and the name after it are one person; a title alone is nobody
    (
        "Mme Dupont : elle a le 8 de saule, Monsieur Martin a le 1 de saule et le 2 de saule.",
        {"Mme Dupont": ["8 willow"], "Monsieur Martin": ["1 willow", "2 willow"]},
    ),
    (
        "Mrs Patel has the oak 8, Mr. Smith has oak 5 and I have oak 6.",
        {"Mrs Patel": ["8 oak"], "Smith": ["5 oak"], "you": ["6 oak"]},
    ),
    # a person told by their age after a possessive: a player, the age no card
    (
        "My 8-year-old has brown 5, I have brown 1 and brown 3, and his big brother has brown 8.",
        {
            "my 8-year-old": ["5 brown"],
            "you": ["1 brown", "3 brown"],
            "his big brother": ["8 brown"],
        },
    ),
    ("My 7yo has oak 5, I have oak 3.", {"my 7yo": ["5 oak"], "you": ["3 oak"]}),
    ("my 10 year old has oak 5, I have oak 3.", {"my 10 year old": ["5 oak"], "you": ["3 oak"]}),
    # values said of a rule in the chatter ("an 8 beats a 5") are no cards of anyone's
    (
        "My wife kept the 8 of oak. I had the 1 and the 4 of oak. She says an 8 beats a 5.",
        {"my wife": ["8 oak"], "you": ["1 oak", "4 oak"]},
    ),
    (
        "Léa dit qu'un 8 bat un 5. Moi j'ai le 1 et le 4 de chêne, Léa le 8 de chêne.",
        {"Léa": ["8 oak"], "you": ["1 oak", "4 oak"]},
    ),
    # the asker's words inside a quote are the speaker's
    (
        "Nana on speakerphone: 'I've got the oak 8, your cousin has the 2 and the 6.' Who "
        "scores oak?",
        {"nana": ["8 oak"], "your cousin": ["2 oak", "6 oak"]},
    ),
    (
        'Tom said: "I have the 8 of oak." I have the 5 of oak.',
        {"Tom": ["8 oak"], "you": ["5 oak"]},
    ),
    # a hand's total told with the values that make it, in brackets: the values are the cards
    (
        "J'ai le 6 rouge, mon adversaire aussi a 6 en rouge (le 2 et le 4). Égalité ?",
        {"you": ["6 red"], "opponent": ["2 red", "4 red"]},
    ),
    (
        "Tom has 7 in red (the 3 and the 4), I have the 8 of red.",
        {"Tom": ["3 red", "4 red"], "you": ["8 red"]},
    ),
    # a card told with values in brackets that do not add up to it stays a card
    (
        "Tom has the 7 of red (and the 2 of red), I have the 8 of red.",
        {"Tom": ["7 red", "2 red"], "you": ["8 red"]},
    ),
    # a card taken back and told of another colour ("non pardon le 6 c'était du saule")
    (
        "Léa a le 6 de chêne, non pardon le 6 c'était du saule, elle a le 5 de chêne. Moi le 7"
        " de chêne. Qui marque le chêne ?",
        {"Léa": ["6 willow", "5 oak"], "you": ["7 oak"]},
    ),
    (
        "Ray has the 2 and the 5 of jacaranda plus a 7 of willow. Deb has the 8 of jacaranda.",
        {"Ray": ["2 jacaranda", "5 jacaranda", "7 willow"], "Deb": ["8 jacaranda"]},
    ),
    # players told by their seat, their number no card
    (
        "4p. oak. me: 2oak 8oak / P2: 1oak / P3: 5oak 6oak / P4: - who scores?",
        {"you": ["2 oak", "8 oak"], "P2": ["1 oak"], "P3": ["5 oak", "6 oak"]},
    ),
    (
        "Érable. J1 (moi) : 8. J2 : 1+2. J3 : 5. Qui score ?",
        {"you": ["8 maple"], "J2": ["1 maple", "2 maple"], "J3": ["5 maple"]},
    ),
    # seats listed with no colon or verb: each is a player
    (
        "Cassia sheet: P1 the 4, P2 the 2 and the 6, P3 nothing. Who scores?",
        {"P1": ["4 cassia"], "P2": ["2 cassia", "6 cassia"]},
    ),
    # a family word before a name is one person; said bare before a colon or a verb of
    # holding, a person of the possessive's phrase
    (
        "Oak: Uncle Bob has the 8, Aunt Rita has the 1, I have the 5.",
        {"Uncle Bob": ["8 oak"], "Aunt Rita": ["1 oak"], "you": ["5 oak"]},
    ),
    (
        "sœur : le 3 de saule. mari : le 6 de saule. moi : le 2 de saule.",
        {"ma sœur": ["3 willow"], "mon mari": ["6 willow"], "you": ["2 willow"]},
    ),
    # a hyphened name is one name
    (
        "Marie-Claire a le 8 de chêne, Jean-Luc le 1 de chêne.",
        {"Marie-Claire": ["8 oak"], "Jean-Luc": ["1 oak"]},
    ),
    # a pronoun stands for the player of its gender
    (
        "Mon fils et ma fille : lui le 3 et le 4 de lilas, elle le 6 de lilas.",
        {"mon fils": ["3 lilac", "4 lilac"], "ma fille": ["6 lilac"]},
    ),
    # the asker's pronoun after a word of place holds nothing
    (
        "I have the willow 4, and Nina across from me has the willow 1.",
        {"you": ["4 willow"], "Nina": ["1 willow"]},
    ),
    # a card taken back by "actually no", the hand told again
    (
        "Green: Greg has 7. I had the 5 and the 3, actually no, the 5 and the 2.",
        {"Greg": ["7 green"], "you": ["5 green", "2 green"]},
    ),
    # "the wife": a person said with an article
    ("Oak: the wife kept the 8, I have the 1.", {"the wife": ["8 oak"], "you": ["1 oak"]}),
    # a name in lower case listed after a dash
    ("oak - tom 1, me 8+2. who scores", {"Tom": ["1 oak"], "you": ["8 oak", "2 oak"]}),
    # a semicolon ends the cards of one holder: no run goes on past it
    (
        "Oak: the 8 is in Ian's hand along with the 5; the 1 is in Fay's hand.",
        {"Ian": ["8 oak", "5 oak"], "Fay": ["1 oak"]},
    ),
]

# Numbers of the chatter around the hands: no card, and nothing left unplaced
SCENE = [
    # told before any player, in a sentence naming no colour: a time, an age, the table
    (
        "We play every night at 8 after the news. Tonight, olive: she has the 3; I have the 6.",
        {"opponent": ["3 olive"], "you": ["6 olive"]},
    ),
    (
        "Club de l'école (enfants de 8 à 12 ans). Cornouiller : Lina a le 8, Yanis le 1.",
        {"Lina": ["8 dogwood"], "Yanis": ["1 dogwood"]},
    ),
    # counting people or games, wherever it is told
    (
        "Oak: Léa has the 8, I have the 6. Third game tonight, 2 wins each.",
        {"Léa": ["8 oak"], "you": ["6 oak"]},
    ),
    (
        "Chêne : Léa a le 8, moi le 6. Bonjour de 2 adultes et 2 enfants !",
        {"Léa": ["8 oak"], "you": ["6 oak"]},
    ),
    # a date told with its month, a number of sons or friends
    (
        "Partie du 3 janvier. En bleu : ma nièce a le 8 et le 6, moi le 7.",
        {"ma nièce": ["8 blue", "6 blue"], "you": ["7 blue"]},
    ),
    (
        "Oak: Léa has the 8, I have the 6. Playing with my 2 sons.",
        {"Léa": ["8 oak"], "you": ["6 oak"]},
    ),
    # ages and times told as a list share the unit said after the last
    (
        "Réjean a le 6 et le 3 d'érable, moi le 7 d'érable. Les enfants (8 et 11 ans) dorment.",
        {"Réjean": ["6 maple", "3 maple"], "you": ["7 maple"]},
    ),
    (
        "My kids are 6, 9 and 12 years old. Oak: Tom has the 5, I have the 7.",
        {"Tom": ["5 oak"], "you": ["7 oak"]},
    ),
    # guests counted; a time of the evening; the cards told, counted ("all three")
    (
        "Table 7, four guests. Oak: Mr. Weber holds the 8, Ms. Dubois holds the 3.",
        {"Weber": ["8 oak"], "Dubois": ["3 oak"]},
    ),
    ("We play at 9 pm. Oak: Lea has the 5, I have the 7.", {"Lea": ["5 oak"], "you": ["7 oak"]}),
    # games won and lost, a group and how many of it play, children's ages said bare
    (
        "Best of 3, I won 2. Léa has the oak 8, I have the oak 6.",
        {"Léa": ["8 oak"], "you": ["6 oak"]},
    ),
    (
        "Au meilleur des 3, j'en ai gagné 2. Léa a le 8 de chêne, moi le 6 de chêne.",
        {"Léa": ["8 oak"], "you": ["6 oak"]},
    ),
    (
        "Léa has the oak 8 and I have the oak 6. We're a family of 5 but 4 of us play.",
        {"Léa": ["8 oak"], "you": ["6 oak"]},
    ),
    (
        "Léa a le 8 de chêne, moi le 6 de chêne. On est 5 à la maison mais 4 jouent.",
        {"Léa": ["8 oak"], "you": ["6 oak"]},
    ),
    # a number the box is said to allow ("says up to 4")
    (
        "We were 5 (I know the box says up to 4). Oak: I had 3, Léa had 8.",
        {"you": ["3 oak"], "Léa": ["8 oak"]},
    ),
]


@pytest.mark.parametrize(("text", "expected"), SCENE)
def test_a_number_of_the_chatter_around_the_hands_is_no_card(
    reader, text: str, expected: dict[str, list[str]]
) -> None:  # type: ignore[no-untyped-def]
    assert _held(reader, text) == expected
    assert not reader(text).hands.unplaced


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Grandma here, 72. Oak: my daughter has the 5, I have the 7.",
         {"my daughter": ["5 oak"], "you": ["7 oak"]}),
        ("Hi! Grandma here. Oak: grandma has the 7, my grandson the 5.",
         {"you": ["7 oak"], "my grandson": ["5 oak"]}),
        ("Ici Paul : Léa a le 5 de chêne, Paul le 7 de chêne.",
         {"Léa": ["5 oak"], "you": ["7 oak"]}),
        # named "here" inside a sentence: a player like any other
        ("Tom here has the oak 8 and I have the oak 7.", {"Tom": ["8 oak"], "you": ["7 oak"]}),
    ],
)  # fmt: skip
def test_the_asker_naming_themselves_as_the_message_opens_is_the_asker(
    reader, text: str, expected: dict[str, list[str]]
) -> None:  # type: ignore[no-untyped-def]
    assert _held(reader, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[22:03] Lina: j'ai le 7 violet et le 2 violet\n[22:04] Yanis: et moi j'ai le 6 violet\n"
         "qui marque le violet ?", {"Lina": ["7 purple", "2 purple"], "Yanis": ["6 purple"]}),
        ("Tom: I have oak 5\nLea: I've got oak 7\nwho scores oak?",
         {"Tom": ["5 oak"], "Lea": ["7 oak"]}),
        # one line opening with a name is a hand listed, the asker's words stay the asker's
        ("Tom: oak 5\nI have oak 7, who scores oak?", {"Tom": ["5 oak"], "you": ["7 oak"]}),
    ],
)  # fmt: skip
def test_a_chat_pasted_line_by_line_gives_each_speaker_their_own_words(
    reader, text: str, expected: dict[str, list[str]]
) -> None:  # type: ignore[no-untyped-def]
    assert _held(reader, text) == expected


@pytest.mark.parametrize(("text", "expected"), HANDS)
def test_each_player_holds_the_cards_told_of_them(
    reader, text: str, expected: dict[str, list[str]]
) -> None:  # type: ignore[no-untyped-def]
    assert _held(reader, text) == expected


def _held(reader, text: str, empty: bool = False) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """Each player's cards as read ("8 oak"); players holding none only with `empty`."""
    hands = reader(text).hands
    assert hands is not None
    return {p: [f"{c.value} {c.colour}" for c in h] for p, h in hands.hands.items() if h or empty}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lily (my niece) holds oak 5, Max holds oak 2, I hold oak 4. Who scores oak?",
         {"Lily": ["5 oak"], "Max": ["2 oak"], "you": ["4 oak"]}),
        # the name is kept, whichever comes first, for every mention of the person
        ("ma sœur (Inès) a le 8 de chêne, Paul le 1 de chêne. Qui marque ? Ma sœur dit 8.",
         {"Inès": ["8 oak"], "Paul": ["1 oak"]}),
        # a name that is also a word ("fin") is one when told holding a card
        ("magnolia: me 8 and 5, Dee holds the 1, Fin holds the 6. who scores?",
         {"you": ["8 magnolia", "5 magnolia"], "Dee": ["1 magnolia"], "Fin": ["6 magnolia"]}),
        # a name equated to a person spoken of before
        ("lilac: my dad has lilac 1 and lilac 6, my mum has lilac 8. who scores lilac? "
         "(dad = Pete, mum = Sue)", {"Pete": ["1 lilac", "6 lilac"], "Sue": ["8 lilac"]}),
    ],
)  # fmt: skip
def test_a_player_told_again_in_brackets_or_equated_to_a_name_is_one_player(
    reader, text: str, expected: dict[str, list[str]]
) -> None:  # type: ignore[no-untyped-def]
    assert _held(reader, text, empty=True) == expected  # no empty player beside the one


SCORED = [
    (
        "path of willow... no wait, of maple: maple 2, maple 5, willow 6, maple 7. points?",
        ("maple",),
    ),
    ("chemin de chêne, enfin non, de saule : saule 1, saule 4, chêne 6, saule 8", ("willow",)),
    ("chemin de chêne : chêne 1, saule 4, chêne 6", ("oak",)),
    # the colour heading the cards after a word of scoring
    ("I scored tulip poplar with tulip poplar 1, maple 3, tulip poplar 6", ("tulip_poplar",)),
    ("Léa veut marquer le saule avec 2 cerisier, 4 saule, 7 saule", ("willow",)),
]


@pytest.mark.parametrize(("text", "expected"), SCORED)
def test_a_scored_colour_taken_back_gives_way_to_the_next(reader, text: str, expected) -> None:  # type: ignore[no-untyped-def]
    assert reader(text).structure.scored_colours == expected


LOU_ONE = [  # what is said of Lou's willow 1, and whether it is still in her hand
    ("planted, not in hand", False),
    ("planted, no longer in hand", False),
    ("discarded, out of her hand", False),
    ("planted, isn't in hand", False),
    ("posé, plus en main", False),
    ("planted, she has no willow left in her hand", False),
    ("posé ; elle n'a plus de saule en main", False),
    ("planted? no, in hand", True),
    ("never planted, kept in the palm of her hand", True),
]


@pytest.mark.parametrize(("said", "in_hand"), LOU_ONE)
def test_a_hand_denied_is_no_hand(reader, said: str, in_hand: bool) -> None:  # type: ignore[no-untyped-def]
    hands = reader(f"willow: Kim willow 8, Lou willow 1 ({said}), me willow 6. who scores?").hands
    assert hands is not None
    assert (Card(1, "willow") in hands.hands["Lou"]) is in_hand
    assert (Card(1, "willow") in {c for h in hands.placed.values() for c in h}) is not in_hand


@pytest.mark.parametrize(
    ("text", "player", "card"),
    [
        # said put down by a verb before it, then spoken of again as theirs
        ("Tom planted the 1 of oak. Tom has oak 8, I have oak 6. Is Tom's 1 cancelling?",
         "Tom", Card(1, "oak")),
        ("Lou a défaussé le 1 de saule. Kim a le 8 de saule, moi le 6. Le 1 de Lou annule le 8 "
         "de Kim ?", "Lou", Card(1, "willow")),
        # told in a hand and put down in one sentence: put down
        ("Pour le violet, elle a le 8 en main. Moi j'ai le 2 et le 3 en main, et mon 1 violet "
         "est posé dans mon arboretum. Qui marque le violet ?", "you", Card(1, "purple")),
        # told first, then taken up by a pronoun with the verb that puts it down
        ("Cerisier : Léa a le 6 et le 5. Moi j'ai le 8. Le 1 de cerisier, elle l'a planté. "
         "Qui marque ?", "Léa", Card(1, "cherry_blossom")),
        # ...or after a word of contrast
        ("j'ai 8 gris en main, Tom a 1 gris mais il l'a posé dans son arbo, Lou a 5 gris. "
         "qui marque ?", "Tom", Card(1, "grey")),
        ("I have the oak 8 in hand. Ana had the oak 1 but she discarded it, and she holds "
         "oak 3. Who scores oak?", "Ana", Card(1, "oak")),
        # a clause of cards alone after a comma goes on with the clause before it
        ("Turn by turn: I planted oak 2, then oak 4. At the end I kept oak 8 in hand, Sam "
         "kept oak 1 and oak 5. Who scores oak?", "you", Card(4, "oak")),
        ("j'ai posé le 2 de chêne, puis le 4 de chêne. En main j'ai le 8 de chêne, Sam a le "
         "5 de chêne. Qui marque ?", "you", Card(4, "oak")),
        # put down, and another card kept after a word of contrast: only the first is down
        ("Hugo a le 8 de lilas en main. Camille a défaussé le 1 de lilas il y a 3 tours mais "
         "elle garde le 7 de lilas. Qui marque le lilas ?", "Camille", Card(1, "lilac")),
        # kept in a place out of the hands
        ("Oak: I kept the 8 in hand, Tom kept the 1 in his arboretum. Who scores?", "Tom",
         Card(1, "oak")),
    ],
)  # fmt: skip
def test_a_card_its_player_put_down_is_out_of_their_hand(
    reader, text: str, player: str, card: Card
) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert card not in hands.hands.get(player, ())
    assert card in hands.placed.get(player, ())


def test_a_card_told_in_a_hand_stays_there_when_spoken_of_beside_a_card_put_down(reader) -> None:  # type: ignore[no-untyped-def]
    hands = reader(
        "Mamie a le 8 et le 5 de chêne en main. Le 1 de chêne est dans la défausse de Lucas, "
        "et Lucas a le 6 de chêne en main. Le 1 dans la défausse annule le 8 de Mamie ?"
    ).hands
    assert hands is not None
    assert Card(8, "oak") in hands.hands["mamie"]
    assert Card(1, "oak") not in {c for h in hands.hands.values() for c in h}


def test_a_card_in_another_players_path_stays_in_the_hand_told(reader) -> None:  # type: ignore[no-untyped-def]
    """A path the asker lists holding a card another player is told to hold: the hand
    told stands (only its own player's putting down takes a card out of a hand)."""
    hands = reader(
        "cassia, 2 players: I hold zero cassia, Jordan holds cassia 2. "
        "So I can't score my cassia 1-2-3-4 path at all??"
    ).hands
    assert hands is not None
    assert Card(2, "cassia") in hands.hands["Jordan"]


def test_a_plus_between_cards_lists_them_when_no_sum_is_told(reader) -> None:  # type: ignore[no-untyped-def]
    hands = reader("Ana: jac 4 + jac 2, oak 1. me: jac 7, oak 3").hands
    assert hands is not None
    assert [f"{c.value} {c.colour}" for c in hands.hands["Ana"]] == [
        "4 jacaranda",
        "2 jacaranda",
        "1 oak",
    ]


def test_a_one_planted_or_discarded_is_out_of_every_hand(reader) -> None:  # type: ignore[no-untyped-def]
    hands = reader(
        "the 1 of willow is planted in my arboretum. Kim has willow 8 in hand; "
        "I have willow 5 and 4 in hand. who scores willow?"
    ).hands
    assert hands is not None
    assert Card(1, "willow") not in {c for h in hands.hands.values() for c in h}
    assert Card(1, "willow") in {c for h in hands.placed.values() for c in h}


@pytest.mark.parametrize(
    "text",
    [
        "À deux avec mon mari : il a le 8 de magnolia en main, moi le 6 de magnolia. Le 1 de "
        "magnolia doit être resté dans la pioche je crois. Qui compte le magnolia ?",
        "The 1 of magnolia is still in the deck. Tom has the 8 of magnolia, I have the 6.",
    ],
)
def test_a_card_left_in_the_draw_pile_is_in_nobodys_hand(reader, text: str) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert Card(1, "magnolia") not in {c for h in hands.hands.values() for c in h}
    assert set(hands.placed) == {"someone"}  # nobody's, not the asker's who "thinks" it


@pytest.mark.parametrize(
    "text",
    [
        "Tom a pioché le 1 de chêne au dernier tour, moi j'ai le 8 de chêne.",
        "Tom a pioché le 1 de chêne dans la pioche, moi j'ai le 8 de chêne.",
        "Tom drew the 1 of oak from the deck. I have the 8 of oak.",
        "The deck ran out and Tom has the 1 of oak. I have the 8 of oak.",
    ],
)
def test_a_card_drawn_is_held(reader, text: str) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert Card(1, "oak") in hands.hands["Tom"]


PATHLESS = [
    ("Raj: dogwood 7 and 5, me dogwood 6. Raj has no dogwood planted.", {"Raj": "dogwood"}),
    ("Tom a le saule 5. Tom n'a aucun saule dans son arboretum.", {"Tom": "willow"}),
    ("Tom has willow 8 but no willow path, I have willow 3.", {"Tom": "willow"}),
    ("je n'ai rien posé en chêne, Léa a le chêne 3 et moi le chêne 5.", {"you": "oak"}),
    ("I have no path at all, Mia holds oak 4.", {"you": None}),
    ("Léa a le 5 de saule mais elle n'a planté aucun saule.", {"Léa": "willow"}),
    # a path denied in a clause of its own after the cards held
    ("Lin held pink 6 and 5 (11), no pink path. I held pink 7.", {"Lin": "pink"}),
    ("Opponent held RP 7 and 5 (12) and has no RP path at all.", {"opponent": "royal_poinciana"}),
    # a card said not planted is no player without a path
    ("oak: Tom has oak 8, my oak 1 is not planted.", {}),
    ("Tom has the oak 1, not planted, I have the oak 8.", {}),
    # planted, then none in hand: the denial is of the hand
    ("I have tons of oak planted but none left in hand, Mia kept the oak 4.", {}),
]


@pytest.mark.parametrize(("text", "pathless"), PATHLESS)
def test_a_player_said_to_have_no_path_is_read(reader, text: str, pathless) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert hands.pathless == pathless


@pytest.mark.parametrize(
    "text",
    ["፩ oak", "\ud800 combien ?", "1" * 5000 + " oak", "1,1," * 400, "1-8 " * 250],
)
def test_any_text_is_read_without_error(reader, text: str) -> None:  # type: ignore[no-untyped-def]
    reading = reader(text)
    assert reading.tokens is not None


def test_only_ascii_digits_are_numbers() -> None:
    lexicon = lexicon_of(load_corpus(Settings().corpus_dir))
    tokens = lex("፩ oak ٣ 12345678", lexicon, grammar_words().numbers)
    numbers = [t for t in tokens if t.kind is Kind.NUMBER]
    assert [t.text for t in numbers] == ["12345678"]
    assert numbers[0].value is None  # too many digits to be a value: never int() on it


@pytest.mark.parametrize(
    ("text", "eli"),
    [
        ("magnolia: Fran has the 2 and 6, Eli just the 8 card. who scores?", ["8 magnolia"]),
        ("magnolia: Fran has the 2 and 6, Eli has 3 cards: the 1, 4 and 5. who scores?",
         ["1 magnolia", "4 magnolia", "5 magnolia"]),
    ],
)  # fmt: skip
def test_the_card_of_a_value_is_a_card_and_a_count_of_cards_is_not(reader, text: str, eli) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert [f"{c.value} {c.colour}" for c in hands.hands["Eli"]] == eli


UNPLACED = [  # what the reading cannot give a player is reported, never guessed
    # claimed in the chatter, with no colour after it: the cards told stand
    ("Érable : moi le 8 et le 3, Paul le 1. J'annonce 11, qui marque ?", ()),
    # opponents counted, told cards without "respectively": which one holds which is untold
    ("my two opponents have the 3 and the 6 of oak, I have oak 5", (3, 6)),
]


@pytest.mark.parametrize(("text", "unplaced"), UNPLACED)
def test_what_the_hands_reading_cannot_place_is_reported(reader, text: str, unplaced) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert set(unplaced) <= set(hands.unplaced)
    assert bool(unplaced) == bool(hands.unplaced)


TOLD_TOTALS = [  # (text, each player's total in the colour, cards standing in, told wrong)
    ("Tom has 12 in oak, I have 9 in oak. Who scores oak?", {"Tom": 12, "you": 9}, 2, {}),
    # a total told "in hand", then the cards that make it up in brackets
    (
        "Magnolia: my wife has 8 in hand (the 3 and the 5), I have the 7.",
        {"my wife": 8, "you": 7},
        0,
        {},
    ),
    # a total two players tie on is each one's
    ("Me and Rosa tie on 8 in red, Finn has red 7.", {"you": 8, "Rosa": 8, "Finn": 7}, 2, {}),
    # cards listed after the total are the hand; a total they do not make is told wrong
    ("Léa a 12 en bleu : le 3 et le 7, moi 11 en bleu.", {"Léa": 10, "you": 11}, 1, {"Léa": 12}),
    ("Liam has 15 in red with the 7 and the 8. I have red 2.", {"Liam": 15, "you": 2}, 0, {}),
    # cards added on top of the total, or part of it
    ("Léa a 10 en bleu et le 1 bleu, moi 10 en bleu.", {"Léa": 11, "you": 10}, 2, {}),
    ("Léa a 10 en bleu. Elle a aussi le 1 bleu. Moi le 8 bleu.", {"Léa": 11, "you": 8}, 1, {}),
    ("Nina has 13 in oak, including the oak 1, I have the oak 7.", {"Nina": 13, "you": 7}, 1, {}),
    # a total copied ("moi pareil") is held by the one who copies it too
    ("Emma a 9 en bleu, moi pareil, Noah le 4 bleu.", {"Emma": 9, "you": 9, "Noah": 4}, 1, {}),
    # one total told for several players: each holds it
    ("Sam and I both have 4 in willow, who scores?", {"Sam": 4, "you": 4}, 2, {}),
    ("Zoé et moi, on a 6 chacune en chêne.", {"Zoé": 6, "you": 6}, 2, {}),
    ("Oak: Tom and I each have 5, Léa has the 8.", {"Tom": 5, "you": 5, "Léa": 8}, 2, {}),
    ("Ana and I both have 9 in lilac, who scores lilac?", {"Ana": 9, "you": 9}, 2, {}),
    ("both Ana and I have 9 in lilac, who scores lilac?", {"Ana": 9, "you": 9}, 2, {}),
    ("We're 3 and both Ana and me have 9 in lilac.", {"Ana": 9, "you": 9}, 2, {}),
    ("Ana et moi on a chacun 9 en lilas, qui marque ?", {"Ana": 9, "you": 9}, 2, {}),
    # a total told with no colour after it, held in so many words, of the one colour asked
    ("Maple: Rob has 11, I'm on 10. Who scores maple?", {"Rob": 11, "you": 10}, 2, {}),
    ("Saule : 12 pour moi, 10 pour Inès.", {"you": 12, "Inès": 10}, 2, {}),
    ("Oak totals: Kai 14, Lou 9, me nothing.", {"Kai": 14, "Lou": 9, "you": 0}, 2, {}),
    # a total listed after its player beside a card listed after another's
    ("Oak: Lea 9, Tom 3. Who scores?", {"Lea": 9, "Tom": 3}, 1, {}),
    # totals read off a score pad by seats (the seat's number no hour of a time)
    (
        "Cassia. Seat 1: 0. Seat 2: 13. Seat 3: 4. Who scores cassia?",
        {"seat 1": 0, "seat 2": 13, "seat 3": 4},
        1,
        {},
    ),
    # verbs of holding a total
    ("Chêne : Léa totalise 12, Tom a 9. Qui marque ?", {"Léa": 12, "Tom": 9}, 2, {}),
]

# ...but an age, a time, a worth claimed or a path's points is no hand
NO_TOTAL = [
    "Oak: my nephew (he's 11) has the oak 2, I have the oak 3.",
    "Oak, at 9:30 pm: Ana has the oak 2, I have the oak 3.",
    "Oak: Ana says her path is worth 12, she has the oak 2, I have the oak 3.",
    "Oak: Ana has the oak 2 and scored 14 last round, I have the oak 3.",
]


@pytest.mark.parametrize("text", NO_TOTAL)
def test_a_number_told_of_a_player_that_is_no_hand_total_stays_out(reader, text: str) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert {p: sum(c.value for c in h) for p, h in hands.hands.items() if h} == {
        "Ana" if "Ana" in text else "my nephew": 2,
        "you": 3,
    }
    assert not hands.stood


@pytest.mark.parametrize(("text", "totals", "stood", "told"), TOLD_TOTALS)
def test_a_total_told_of_a_player_is_their_hand(reader, text: str, totals, stood, told) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert not hands.unplaced
    assert {p: sum(c.value for c in h) for p, h in hands.hands.items()} == totals
    assert sum(1 for cards in hands.stood.values() if cards) == stood
    assert hands.told == told
    for player, cards in hands.stood.items():  # stand-ins: neither a 1 nor an 8
        assert {c.value for c in cards}.isdisjoint({1, 8}) and set(cards) <= set(
            hands.hands[player]
        )


@pytest.mark.parametrize(
    ("text", "twice"),
    [
        ("Léo a le 2 rose, Zoé et moi avons chacune le 7 rose", ["7 pink"]),
        ("Tom and I each have the 8 of grey, who scores grey?", ["8 grey"]),
        # a total told for both, no card: each holds it
        ("Sam and I both have 4 in willow, who scores?", []),
    ],
)
def test_one_card_told_to_each_of_two_players_is_reported(reader, text: str, twice) -> None:  # type: ignore[no-untyped-def]
    hands = reader(text).hands
    assert hands is not None
    assert [f"{card.value} {card.colour}" for _, card in hands.twice] == twice


def test_opponents_counted_are_dealt_their_cards_respectively(reader) -> None:  # type: ignore[no-untyped-def]
    hands = reader("my two opponents have 5 and 7 respectively, I have the 6 of oak").hands
    assert hands is not None and not hands.unplaced
    assert _held(reader, "my two opponents have 5 and 7 respectively, I have the 6 of oak") == {
        "opponent 1": ["5 oak"],
        "opponent 2": ["7 oak"],
        "you": ["6 oak"],
    }
    assert hands.names["opponent 2"] == {
        "fr": "ton deuxième adversaire",
        "en": "your second opponent",
    }


PLAYERS_READ = [  # who a message speaks of: adverbs and verbs are no names
    ("Tom doesn't even have oak 3, I have oak 5", {"Tom", "you"}),
    ("and if I slot a jacaranda 6 in between, Léa has jacaranda 2", {"you", "Léa"}),
    ("emma a le 8 cornouiller, lucas le 1 cornouiller", {"Emma", "Lucas"}),
    # a name opening the message with the asker: "elle" is that player, not "opponent"
    ("Agathe et moi, égalité en olivier : elle a le 6, moi le 2 et le 4.", {"Agathe", "you"}),
    ("Kim and I both hold oak: she has the 5, I have the 2 and 3.", {"Kim", "you"}),
    # words of the game or of people in general are no names in lower case
    ("nobody else holds lilac, I never planted a single lilac, Ben has lilac 2", {"you", "Ben"}),
    # a person told by who they are, then named: one player, called by the name
    (
        "My son Jack has blue 8, my daughter Mia has blue 1 and 2, I have blue 4",
        {"Jack", "Mia", "you"},
    ),
    ("Ma nièce Léa a le 6 et le 5 de cerisier, moi le 8 et le 4.", {"Léa", "you"}),
    # two words said alone at a sentence's start are no name and its verb
    ("Family night! Jack has blue 8, I have blue 4. Who scores blue?", {"Jack", "you"}),
    # in an English message "a" is the article, not French "has"; a demonstrative opening
    # a sentence is no name
    ("My wife kept the 8 of oak, I had the 1. She says an 8 beats a 5.", {"my wife", "you"}),
    ("Léa a le 8 de chêne, moi le 1. Ça compte ?", {"Léa", "you"}),
    ("Taking a photo of the table. Deb has the 8 of oak, I have the 3.", {"Deb", "you"}),
    # two words said alone before a comma are no name and its verb
    ("Long story, need a ruling. My wife kept the 8 of oak, I had the 4.", {"my wife", "you"}),
    # a person told again in brackets, with more said there
    ("Léa (ma nièce, 12 ans) a le 6 de chêne, moi le 8.", {"Léa", "you"}),
    # players told by their seat
    ("Purple: P1 has 10, P2 has 10, P3 has 5.", {"P1", "P2", "P3"}),
    ("En orange : le joueur 1 a 9, le joueur 2 a 5.", {"joueur 1", "joueur 2"}),
    ("Grey. Seat 1: 1 and 7. Seat 2: 8. I wrote seat 2 down.", {"seat 1", "seat 2", "you"}),
    # names in lower case listed after a colour's colon; "ben" is a name in English
    ("green: ana 6, me nothing, ben 1 and 5", {"Ana", "you", "Ben"}),
    # "opp" is the opponent; the words closing or forwarding a message are no names
    ("olive: i got 1 + 8, opp has 7 + 3", {"you", "opponent"}),
    (
        "Forwarded from a patron: my wife had cassia 7, I had cassia 3.\nCheers,\nDana",
        {"my wife", "you", "Dana"},
    ),
]


@pytest.mark.parametrize(("text", "players"), PLAYERS_READ)
def test_the_players_read_are_the_people_spoken_of(reader, text: str, players) -> None:  # type: ignore[no-untyped-def]
    assert {m.player for m in reader(text).structure.mentions} == players


@pytest.mark.parametrize(
    ("text", "hands"),
    [
        # a number in brackets after a name, before a verb of holding: the person's age
        ("My daughter Mia (7) has the 1 and the 2 of blue, I have the 4 of blue.",
         {"Mia": [1, 2], "you": [4]}),
        # in brackets without a verb after them, the cards are the hand itself
        ("Blue: Anna (2, 5), Ben (8), me (none). Who scores?", {"Anna": [2, 5], "Ben": [8]}),
    ],
)  # fmt: skip
def test_a_number_in_brackets_after_a_name_is_an_age_only_before_a_verb_of_holding(  # type: ignore[no-untyped-def]
    reader, text: str, hands: dict[str, list[int]]
) -> None:
    read = reader(text).hands
    assert read is not None
    for player, values in hands.items():
        assert [card.value for card in read.hands[player]] == values


@pytest.mark.parametrize(
    "said", ["That's 5 each, right?", "Thats 5 each, right?", "It's 5, right?"]
)
def test_a_number_claimed_after_a_word_cut_at_its_apostrophe_is_a_total(reader, said: str) -> None:  # type: ignore[no-untyped-def]
    """The phrases of the word lists are cut as the lexer cuts the text ("that's": "that",
    "'", "s"), so a claim told with one is read as one."""
    reading = reader(f"Lucy has the 1 and the 4. {said}")
    five = next(i for i, t in enumerate(reading.tokens) if t.value == 5)
    assert reading.structure.roles.get(five) is Role.TOTAL


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        ("the guy next to me has the 7 red", "en", "the guy next to you"),
        ("celui à ma droite a le 6 rouge", "fr", "celui à ta droite"),
        ("ma belle-mère a le 8 bleu", "fr", "ta belle-mère"),
    ],
)
def test_a_person_told_by_the_asker_is_named_back_with_every_possessive_turned(  # type: ignore[no-untyped-def]
    reader, text: str, lang: str, name: str
) -> None:
    mention = reader(text).structure.mentions[0]
    assert mention.names[lang] == name


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("on est 4 ce soir", 4),
        ("we're three tonight", 3),
        ("Jase just crashed, so what about with 3?", 3),  # a count of players asked again
        ("and with 2?", 2),
        ("et avec 3 ?", 3),
        ("my path starts with 3 oak", None),  # a card, no count of players
        ("Violet : je suis à 9 en main", None),  # above the most players: a total
    ],
)
def test_the_number_of_players_told_is_read(reader, text: str, players: int | None) -> None:  # type: ignore[no-untyped-def]
    assert reader(text).structure.players_told == players
