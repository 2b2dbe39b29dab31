from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebot.retrieval.gloss import Glossary, gloss, glossary, tokens
from rulebot.retrieval.words import fold


@pytest.mark.parametrize(
    ("french", "english"),
    [
        ("qui a le droit de marquer ?", "who the right to score"),
        ("je me suis trompé, au tour d'après", "i made a mistake at the next turn"),
        (
            "a quoi servent mes cartes quand la partie est finie",
            "what is the use of my cards when the game is over",
        ),
        (
            "Est-ce que je peux piocher dans ma propre défausse ?",
            "i can draw in my own discard pile",
        ),
        ("ma premiere carte je la met où", "my first card i the put where"),
        ("ma premiere carte je la met ou", "my first card i the put or"),  # "ou" is "or"
        ("l'arborétum", "the arboretum"),  # elision: the article is read apart
        ("ils marquent", "they score"),  # a form not listed, found by its French stem
        ("on plantons", "we plant"),
        ("annulees", "cancel"),
        ("egalite au score final", "tie at the score final"),  # accent-free
        ("le 1 annule le 8", "the 1 cancels the 8"),  # numbers kept as typed
        ("Zoé a 3 cartes", "zoé 3 cards"),  # names kept; "a" dropped
        ("je commence par prendre des cartes", "i starts with draw cards"),  # a phrase
        ("ou par poser un arbre", "or by plant a tree"),
        ("la pioche est épuisée", "the draw pile is runs out"),
        ("", ""),
    ],
)
def test_a_french_question_is_read_word_by_word(french: str, english: str) -> None:
    assert gloss(french) == english


def test_the_longest_phrase_wins_and_an_empty_value_drops_it() -> None:
    table = Glossary.from_pairs([("en", "in"), ("en main", "in hand"), ("est-ce que", "")])
    assert table.translate("est-ce que en main en plus") == "in hand in plus"


def test_an_earlier_pair_wins_a_clash_of_folded_forms() -> None:
    table = Glossary.from_pairs([("où", "where"), ("ou", "or"), ("carte", "card")])
    assert table.translate("où ou OU cartes") == "where or or card"


def test_a_key_without_a_word_is_refused() -> None:
    with pytest.raises(ValueError, match="no word"):
        Glossary.from_pairs([("?!", "what")])


def test_the_packaged_glossary_knows_the_game_words() -> None:
    for word in ("pioche", "défausse", "sentier", "main", "égalité", "arborétum", "couleur"):
        assert glossary().translate(word) != word, word


def _oracle(pairs: list[tuple[str, str]], text: str) -> str:
    """Brute force: at each word every key is compared in full, as written and accent-free;
    the longest match is kept, one as written before an accent-free one."""
    words = tokens(text)
    out, i = [], 0
    while i < len(words):
        best: tuple[int, bool, str] | None = None
        for french, english in pairs:
            key = tokens(french)
            here = words[i : i + len(key)]
            exact = here == key
            same = exact or [fold(w) for w in here] == [fold(w) for w in key]
            if same and (best is None or (len(key), exact) > best[:2]):
                best = (len(key), exact, english)
        if best is None:
            out.append(words[i])
            i += 1
        else:
            out.extend([best[2]] if best[2] else [])
            i += best[0]
    return " ".join(out)


VOCAB = ["de", "la", "fin", "à", "a", "main", "en", "zz"]
PAIRS = [("à la fin", "at the end"), ("la", "the"), ("en main", "in hand"), ("de", "of")]
PAIRS += [("fin", "end"), ("à", "at"), ("a", ""), ("zz zz zz", "three")]


@given(st.lists(st.sampled_from(VOCAB), max_size=12))
def test_the_reading_matches_a_brute_force_oracle(words: list[str]) -> None:
    text = " ".join(words)
    assert Glossary.from_pairs(PAIRS).translate(text) == _oracle(PAIRS, text)


PLAYER_WORDS_GLOSSED = [
    ("quelle taille minimum", "which length minimum"),  # fix
    ("les valeurs doivent se suivre", "the values must follow in order"),  # fix
    ("et les deux bouts", "and both ends"),  # fix
    ("il peut traverser", "he can go through"),  # fix
    ("des règles spéciales", "of the rules special"),  # fix
    ("on marque tous les deux", "we score both"),  # fix
]


@pytest.mark.parametrize(
    ("french", "english"), PLAYER_WORDS_GLOSSED, ids=[f for f, _ in PLAYER_WORDS_GLOSSED]
)
def test_the_glossary_reads_them(french: str, english: str) -> None:
    assert gloss(french) == english


AMOUNTS_GLOSSED = [
    ("à partir de quelle longueur ?", "from what minimum length"),  # fix
    ("dès combien de cartes ?", "from how many at least of cards"),  # fix
    ("un chemin d'une seule couleur", "a path all of the same colour"),  # fix
    ("ses cartes comptent double", "their cards score double points"),  # fix
    # must not: a path that starts on a card
    ("à partir d'un 1", "from a 1"),
    ("il part d'un 1", "he starts with a 1"),
]


@pytest.mark.parametrize(
    ("french", "english"), AMOUNTS_GLOSSED, ids=[f for f, _ in AMOUNTS_GLOSSED]
)
def test_a_least_amount_and_a_one_colour_path_are_read(french: str, english: str) -> None:
    assert gloss(french) == english
