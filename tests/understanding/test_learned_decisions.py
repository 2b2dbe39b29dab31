"""The learned decisions' contract: deterministic training, numpy-only prediction that
matches itself after a save and load, explanations by nearest training questions, and a
cache key that changes with what training reads."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.evaluation.halves import is_training_file
from rulebot.npyrows import NpyRows
from rulebot.pipeline.lexicon import lexicon_of
from rulebot.understanding.learned.examples import Example, intent_label, polarity_label
from rulebot.understanding.learned.features import (
    after_greeting,
    context_features,
    entry_features,
    features,
    known_signs,
    opens_with_hello,
    polarity_features,
    reading_features,
    structure_signs,
    vocabulary_of,
    with_structure,
)
from rulebot.understanding.learned.linear import LinearModel
from rulebot.understanding.learned.store import (
    ALONE_SHARE,
    digest,
    follow_up_examples,
    follow_up_intents,
    read_as_asked,
    train_models,
)
from rulebot.understanding.learned.train import fit
from rulebot.understanding.reading import read

EXAMPLES = [
    ("combien de cartes à deux joueurs ?", "setup"),
    ("on distribue combien de cartes ?", "setup"),
    ("how many cards do we deal?", "setup"),
    ("how many cards with three players?", "setup"),
    ("je peux piocher dans ma défausse ?", "draw"),
    ("can I draw from my own discard pile?", "draw"),
    ("on pioche où au début du tour ?", "draw"),
    ("where do I draw from?", "draw"),
]


@pytest.fixture(scope="module")
def lexicon():  # type: ignore[no-untyped-def]
    return lexicon_of(load_corpus(Settings().corpus_dir))


@pytest.fixture(scope="module")
def model(lexicon) -> LinearModel:  # type: ignore[no-untyped-def]
    rows = [features(read(q, lexicon).tokens, read(q, lexicon).lang) for q, _ in EXAMPLES]
    return fit("toy", rows, [label for _, label in EXAMPLES], [q for q, _ in EXAMPLES], min_count=1)


@pytest.mark.parametrize(
    ("question", "label"),
    [("how many cards for two players?", "setup"), ("can I draw from the discard?", "draw")],
)
def test_a_new_phrasing_takes_the_label_of_its_kind(
    model, lexicon, question: str, label: str
) -> None:  # type: ignore[no-untyped-def]
    reading = read(question, lexicon)
    assert model.decide(features(reading.tokens, reading.lang)).label == label


def test_training_is_deterministic(lexicon, model) -> None:  # type: ignore[no-untyped-def]
    rows = [features(read(q, lexicon).tokens, read(q, lexicon).lang) for q, _ in EXAMPLES]
    again = fit("toy", rows, [label for _, label in EXAMPLES], min_count=1)
    assert np.array_equal(again.coef, model.coef)
    assert again.names == model.names


def test_the_weights_do_not_hang_on_the_order_of_the_examples(lexicon, model) -> None:  # type: ignore[no-untyped-def]
    rows = [features(read(q, lexicon).tokens, read(q, lexicon).lang) for q, _ in EXAMPLES]
    labels = [label for _, label in EXAMPLES]
    reordered = fit("toy", rows[::-1], labels[::-1], min_count=1)
    assert reordered.names == model.names
    assert np.allclose(reordered.coef, model.coef, atol=1e-3)  # the optimum, not a stop


def test_a_saved_model_decides_as_before(tmp_path: Path, model, lexicon) -> None:  # type: ignore[no-untyped-def]
    model.save(tmp_path)
    loaded = LinearModel.load(tmp_path, "toy")
    reading = read("on pioche combien ?", lexicon)
    feats = features(reading.tokens, reading.lang)
    assert loaded.decide(feats).ranked == model.decide(feats).ranked
    # its training questions are read from the folder on the first explanation only
    assert "_training" not in vars(loaded)
    assert loaded.decide(feats, explain=2).nearest == model.decide(feats, explain=2).nearest


def test_a_decision_is_explained_by_its_nearest_training_questions(model, lexicon) -> None:  # type: ignore[no-untyped-def]
    reading = read("can I draw from my discard?", lexicon)
    decision = model.decide(features(reading.tokens, reading.lang), explain=2)
    assert len(decision.nearest) == 2
    question, label, similarity = decision.nearest[0]
    assert label == "draw" and question in dict(EXAMPLES) and 0 < similarity <= 1


def test_a_colour_is_one_feature_whatever_its_name(lexicon) -> None:  # type: ignore[no-untyped-def]
    oak = reading_features(read("oak 1, oak 3, oak 4: how much?", lexicon))
    lilac = reading_features(read("willow 1, willow 3, willow 4: how much?", lexicon))
    assert oak == lilac


def test_the_entry_reads_the_printing_of_a_species_only_one_printing_has(lexicon) -> None:  # type: ignore[no-untyped-def]
    printings = load_corpus(Settings().corpus_dir).lexicon.printings
    lilac = entry_features(read("le lilas, c'est quoi ?", lexicon), printings)
    cherry = entry_features(read("cherry blossom, what is it?", lexicon), printings)
    oak = entry_features(read("le chêne, c'est quoi ?", lexicon), printings)
    assert "x:printing:later" in lilac and "x:printing:first" in cherry
    assert not [f for f in oak if f.startswith("x:printing")]


@pytest.mark.parametrize(
    ("name", "trained"),
    [
        ("dev", True),
        ("blind_3_tune", True),
        ("blind_3_check", False),
        ("test", False),
        ("holdout", False),
        ("blind_2", False),
        ("answer_check", False),
        ("answer_tune", True),
    ],
)
def test_only_dev_and_tune_halves_are_learned_from(name: str, trained: bool) -> None:
    assert is_training_file(Path(f"{name}.yaml")) is trained


@pytest.mark.parametrize(
    ("item", "intent"),
    [
        ({"category": "setup"}, "rules"),
        ({"category": "box"}, "game_facts"),
        ({"category": "out_of_scope", "abstain": True}, "out_of_scope"),
        ({"category": "follow_up", "engine": {"kind": "path"}}, "path_score"),
        ({"category": "informal", "engine": {"kind": "right_to_score"}}, "right_to_score"),
        ({"category": "setup", "intent": "game_facts"}, "game_facts"),
    ],
)
def test_an_items_expectations_give_its_intent(item: dict[str, object], intent: str) -> None:
    assert intent_label(item) == intent


LEAD_FORBIDDEN = r"^(?:Oui|Non|Yes|No|Exact|Right)\s?[.,:]"


@pytest.mark.parametrize(
    ("must", "must_not", "polarity"),
    [
        ([r"\byes\b|\byep\b"], None, "yes"),
        ([r"\boui\b|\bouais\b", r"\b2\b"], None, "yes"),
        ([r"\bno\b|\bnot?\b|n't\b"], None, "no"),
        ([r"\bnon\b|\bpas\b"], None, "no"),
        ([r"\b64\b"], None, "open"),
        ([r"^(?:Non|No)\s?[.:]"], None, "no"),  # anchored on the lead the answers open with
        ([r"^(?:Oui|Yes)\s?[.:]", r"\b8\b"], None, "yes"),
        ([r"^(?:Oui|Yes|Non|No)\s?[.:]"], None, None),  # some lead, not which: teaches neither
        ([r"\byes\b", r"\bno\b"], None, None),  # both asked: it teaches neither
        ([], None, None),
        (None, None, None),
        (["(unclosed"], None, "open"),  # a pattern that does not compile tells nothing
        (None, [LEAD_FORBIDDEN], "open"),  # no lead allowed: a near miss teaches neither
        ([r"\b64\b"], [LEAD_FORBIDDEN], "open"),
        ([r"\byes\b"], [LEAD_FORBIDDEN], "yes"),  # the must says which
        (None, [r"^Non\."], None),  # only one lead forbidden: it says nothing of the other
    ],
)
def test_an_items_patterns_give_its_yes_or_no(
    must: object, must_not: object, polarity: str | None
) -> None:
    assert polarity_label(must, must_not) == polarity


def test_the_yes_or_no_reads_the_entry_and_how_many_colours_are_named(lexicon) -> None:  # type: ignore[no-untyped-def]
    same = polarity_features(read("le 1 de chêne annule le 8 de chêne ?", lexicon), "rule-x")
    other = polarity_features(read("le 1 d'érable annule le 8 de chêne ?", lexicon), "rule-x")
    assert "entry:rule-x" in same and "colours:1" in same and "colours:2" in other


def test_the_yes_or_no_learns_words_with_the_entry_they_ask_of(lexicon) -> None:  # type: ignore[no-untyped-def]
    """ "can we both score?" asks a yes of the right to score and a no elsewhere: each word
    and word pair is also a feature paired with the entry; a training question without
    its entry keeps its words alone."""
    reading = read("can we both score?", lexicon, "en")
    told = polarity_features(reading, "rule-x")
    alone = polarity_features(reading, None)
    assert {"w:both", "b:we_both", "rule-x|w:both", "rule-x|b:we_both"} <= set(told)
    assert not any(f.startswith(("entry:", "rule-x|")) for f in alone)
    assert {"w:both", "b:we_both"} <= set(alone)


def test_examples_of_one_label_give_a_model_that_always_decides_it(lexicon) -> None:  # type: ignore[no-untyped-def]
    rows = [features(read(q, lexicon).tokens, "fr") for q, _ in EXAMPLES]
    one = fit("toy", rows, ["open"] * len(rows), min_count=1)
    none = fit("toy", [], [], default="open")
    for model in (one, none):
        decided = model.decide(features(read("on pioche où ?", lexicon).tokens, "fr"))
        assert (decided.label, decided.probability) == ("open", 1.0)
    with pytest.raises(ValueError, match="no labelled example"):
        fit("toy", [], [])


def test_a_rules_follow_up_learns_its_entry_with_the_words_of_the_turn_before(lexicon) -> None:  # type: ignore[no-untyped-def]
    found = [
        Example("égalité, on fait quoi ?", "fr", "rules", ("rule-tie-break",)),
        Example("et on compte où ?", "fr", "rules", ("rule-tie-break",), ("égalité ?",)),
        Example("et à 3 ?", "fr", "path_score", (), ("chêne 1, 3",)),
        Example("et à 3 ?", "fr", "rules", (), ("combien de cartes ?",)),
    ]
    assert follow_up_examples(found) == [found[1]]
    said = context_features(read("égalité de points, on fait quoi ?", lexicon))
    assert "ctx:egalit" in said and "ctx:point" in said, said


def test_a_follow_ups_intent_is_learned_with_the_words_of_the_turn_before(lexicon) -> None:  # type: ignore[no-untyped-def]
    paths = ["chêne 1, 3, 5 ça vaut combien ?", "oak 2, 4, 7 worth?", "érable 1, 3 ?"]
    decks = ["combien de cartes à 2 joueurs ?", "how many cards with 3 players?",
             "combien de couleurs à 4 ?"]  # fmt: skip
    found = [
        *(Example(q, "", "path_score") for q in paths),
        *(Example(q, "", "rules", ("rule-deck-by-players",)) for q in decks),
        *(Example(f"et à {n} ?", "fr", "path_score", (), (p,)) for n in (3, 4) for p in paths),
        *(Example(f"et à {n} ?", "fr", "rules", ("rule-deck-by-players",), (d,))
          for n in (3, 4) for d in decks),
        Example("layout", "", "layout", (), ("chêne 1, 3 ?",)),
    ]  # fmt: skip
    assert len(follow_up_intents(found)) == 12  # a shaped intent (a drawn layout) is not learned
    models = train_models(found, lambda text, lang: read(text, lexicon, lang))
    asked = read("et à 3 ?", lexicon, "fr")
    after_path = models.intent_of(asked, context=read("olivier 2, 5, 6 ?", lexicon, "fr"))
    after_deck = models.intent_of(asked, context=read("combien de cartes à 4 ?", lexicon, "fr"))
    assert (after_path.label, after_deck.label) == ("path_score", "rules")
    without = train_models(found[:6], lambda text, lang: read(text, lexicon, lang))
    assert without.intent_of(asked, context=read("chêne 1, 3 ?", lexicon)).label == "rules"


def test_a_follow_ups_intent_is_mixed_with_the_question_read_alone(lexicon) -> None:  # type: ignore[no-untyped-def]
    """A follow-up's intent is the follow-up model's probabilities mixed with the intent of
    the question read alone (`ALONE_SHARE`): each label's probability is the weighted mean
    of the two, and the label is the most probable of the mix."""
    found = [
        Example("chêne 1, 3, 5 ça vaut combien ?", "fr", "path_score"),
        Example("combien de cartes à 2 joueurs ?", "fr", "rules", ("rule-deck-by-players",)),
        Example("et aux échecs ?", "fr", "out_of_scope"),
        Example("et à 3 ?", "fr", "path_score", (), ("érable 1, 3 ?",)),
        Example("et aux dames ?", "fr", "out_of_scope", (), ("combien de couleurs à 4 ?",)),
    ]
    models = train_models(found, lambda text, lang: read(text, lexicon, lang))
    asked, before = read("et à 4 ?", lexicon, "fr"), read("chêne 2, 4 ?", lexicon, "fr")
    feats = reading_features(asked, models.vocabulary, models.printings)
    alone = models.intent.decide(feats)
    followed = models.followup.decide(feats + context_features(before))
    mixed = models.intent_of(asked, context=before)
    for label, probability in mixed.ranked:
        expected = (1 - ALONE_SHARE) * followed.probability_of(label)
        expected += ALONE_SHARE * alone.probability_of(label)
        assert probability == pytest.approx(expected)
    assert mixed.label == max(mixed.ranked, key=lambda pair: pair[1])[0]
    assert models.intent_of(asked).ranked == alone.ranked  # read alone: the model alone


def test_the_cache_key_changes_with_the_training_data(tmp_path: Path) -> None:
    corpus = load_corpus(Settings().corpus_dir)
    (tmp_path / "golden").mkdir()
    dev = tmp_path / "golden" / "dev.yaml"
    dev.write_text("- {id: a, lang: en, category: setup, question: how many cards?}\n")
    first = digest(tmp_path, corpus)
    dev.write_text("- {id: a, lang: en, category: setup, question: how many cards at 3?}\n")
    assert digest(tmp_path, corpus) != first
    (tmp_path / "golden" / "test.yaml").write_text("- {id: b}\n")  # held out: not read
    assert digest(tmp_path, corpus) == digest(tmp_path, corpus)


def test_a_saved_model_reads_its_weights_by_row(tmp_path: Path, model) -> None:  # type: ignore[no-untyped-def]
    model.save(tmp_path)
    loaded = LinearModel.load(tmp_path, "toy")
    assert isinstance(loaded.coef, NpyRows)
    assert np.array_equal(loaded.coef.whole(), model.coef)
    (tmp_path / "toy.coef.npy").unlink()
    np.save(tmp_path / "toy.coef.npy", np.zeros((1, len(model.classes)), dtype=np.float32))
    with pytest.raises(ValueError, match=r"toy\.coef\.npy is not"):
        LinearModel.load(tmp_path, "toy")


@pytest.mark.parametrize(
    "question",
    ["Paul dit 12 avec son 8 bleu, qui a raison ?", "can I play a lilac 3 after oak?", "merci !"],
)
def test_the_intents_training_features_are_those_it_reads_asked(lexicon, question: str) -> None:  # type: ignore[no-untyped-def]
    reading = read(question, lexicon)
    vocabulary, printings = frozenset({"carte", "card"}), {"lilac": "later"}
    entry_row = entry_features(reading, printings)
    assert with_structure(entry_row, reading, vocabulary, printings) == reading_features(
        reading, vocabulary, printings
    )


def test_a_training_question_is_read_as_an_asked_one_is(lexicon) -> None:  # type: ignore[no-untyped-def]
    """SMS French is written out before a training question is read, as before a question
    asked: the models learn the words they will be given."""
    reading = read_as_asked("jpeu prendre ds la defose ?", lexicon, "fr")
    assert "je peux prendre dans la" in reading.text


@pytest.mark.parametrize(
    ("question", "strange"),
    [
        ("How long does a game of Catan last?", True),
        ("Combien de temps dure une partie de Skyjo ?", True),
        # the rulebook's own words, or a card told: no sign
        ("How long does a game of Arboretum last?", False),
        ("Can Léa plant her oak 5 next to my Oak 4?", False),
        # a word opening a sentence is capitalised anyway
        ("Catan takes how long?", False),
    ],
)
def test_a_name_the_rulebook_never_uses_is_a_sign_of_another_topic(  # type: ignore[no-untyped-def]
    lexicon, question: str, strange: bool
) -> None:
    """A capitalised word inside a sentence of a question telling no card, whose stem the
    rulebook never uses, is a sign the intent learns from: most often a name of another
    game."""
    vocabulary = frozenset({"arboretum", "partie", "game", "plant", "oak"})
    signs = structure_signs(read(question, lexicon), vocabulary)
    assert ("strange_name" in signs) is strange


@pytest.mark.parametrize(
    ("question", "name", "said"),
    [
        ("and in chess, same thing?", "other_games", True),
        ("et pour faire pousser un vrai chêne ?", "real_world", True),
        ("and how long does a marathon take?", "elsewhere", True),
        ("and what's the capital of Spain?", "general", True),
        ("écris-moi un poème sur les arbres", "tasks", True),
        ("who designed this game?", "game_facts", True),
        # a rules question of the game says no list of another topic
        ("Can Léa plant her oak 5 next to my oak 4?", "other_games", False),
        ("Can Léa plant her oak 5 next to my oak 4?", "real_world", False),
        ("qui marque le chêne si personne n'en a en main ?", "elsewhere", False),
        # an idiom of the game holding a word of another topic: "un match nul" is a tie
        ("On a fini 31 partout avec Paul, c'est un match nul ?", "elsewhere", False),
    ],
)
def test_the_word_lists_are_signs_the_intent_learns_from(  # type: ignore[no-untyped-def]
    lexicon, question: str, name: str, said: bool
) -> None:
    """A phrase of a word list named by `learned_signs` (other games, things elsewhere,
    real trees, general topics, tasks, box facts, ways of asking how to play) is a feature
    the learned intent weighs, not a rule that decides: the model learns how much each
    says."""
    signs = structure_signs(read(question, lexicon))
    assert (f"list:{name}" in signs) is said


@pytest.mark.parametrize(
    ("question", "known", "unknown"),
    [
        ("and how long does a marathon take?", "known:4", "unknown:1"),
        ("et à quel âge on peut commencer le judo ?", "known:4", "unknown:1"),
        ("combien de cartes on pioche à chaque tour ?", "known:5", "unknown:0"),
        ("Quelle recette pour une tarte aux poireaux ?", "known:1", "unknown:2"),
        ("??", "known:5", "unknown:0"),
    ],
)
def test_the_words_the_rulebook_never_uses_are_counted(  # type: ignore[no-untyped-def]
    lexicon, question: str, known: str, unknown: str
) -> None:
    """How much of a question the rulebook's own text uses: the share of its content words
    it uses, in fifths, and how many it never uses (two or more read as 2)."""
    rulebook = [
        ("Each player draws two cards on each turn: the draw pile or a discard pile.", "en"),
        ("How long does it take? About 30 minutes, from age 8.", "en"),
        ("Combien de cartes pioche-t-on à chaque tour ?", "fr"),
        ("Une partie dure trente minutes, à partir de quel âge, on peut commencer", "fr"),
    ]
    vocabulary = vocabulary_of(rulebook)
    signs = known_signs(read(question, lexicon), vocabulary)
    assert signs == [known, unknown]


@pytest.mark.parametrize(
    ("message", "rest"),
    [
        ("merci ! et on peut y jouer à 5 ?", "on peut y jouer à 5 ?"),
        ("ok thx. and is a 3-card path doubled?", "is a 3-card path doubled?"),
        # thanks and a word of closing, a hello and a request for help, thanks alone
        ("thanks!! that settles it", None),
        ("Hi there! can you help us with the rules?", None),
        ("merci beaucoup !", None),
    ],
)
def test_a_question_asked_after_thanks_is_read_apart(lexicon, message: str, rest) -> None:  # type: ignore[no-untyped-def]
    """What a message asks after the thanks it opens with: its intent is that question's
    when the whole reads as a greeting."""
    assert after_greeting(read(message, lexicon)) == rest


@pytest.mark.parametrize(
    ("message", "hello"),
    [
        ("Bonjour ! C'est Mamy Ghislaine, de Namur.", True),
        ("Hallo! Good morning from Munich.", True),
        ("good evening, the club's treasurer here", True),
        # a question, a card, or no hello opening it
        ("Bonjour, on peut jouer à 5 ?", False),
        ("hi, I have the oak 8 and Tom the oak 1", False),
        ("C'est Mamy Ghislaine, bonjour !", False),
    ],
)
def test_a_hello_asking_nothing_and_telling_no_card_is_read(lexicon, message: str, hello) -> None:  # type: ignore[no-untyped-def]
    assert opens_with_hello(read(message, lexicon)) is hello


def test_each_claim_wording_teaches_the_yes_or_no_with_each_entry_and_nothing_else() -> None:
    from rulebot.config import Settings
    from rulebot.corpus import load_corpus
    from rulebot.understanding.learned.examples import claim_examples, is_claim
    from rulebot.understanding.learned.store import intent_examples

    corpus = load_corpus(Settings().corpus_dir)
    found = list(claim_examples(corpus))
    wordings = sum(len(w) * len(c.entries) for c in corpus.claims for w in c.texts.values())
    assert len(found) == wordings and all(is_claim(e) for e in found)
    diagonal = next(c for c in corpus.claims if c.id == "plant-diagonal")
    said = [e for e in found if e.source == "claim:plant-diagonal"]
    assert {e.entries[0] for e in said} == set(diagonal.entries)
    assert {e.polarity for e in said} == {"no"} and said[0].text.endswith(" ?")
    assert not intent_examples(found)  # a statement teaches neither the intent nor the entry
