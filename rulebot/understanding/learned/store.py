"""The learned decisions saved under ``cache_dir / "learned"``: trained from the labelled
examples when missing or stale, reused while their manifest matches.

The manifest holds a SHA-256 of everything training reads (the training files, the corpus
version, the reading's word lists and the code of the features), so a new example, a new
word or new code retrains; training is deterministic, so the same inputs give the same
weights. Training needs scipy; loading needs numpy only."""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

from rulebot.corpus import Corpus
from rulebot.understanding.learned.examples import Example, examples, is_claim, training_files
from rulebot.understanding.learned.features import (
    context_features,
    entry_features,
    polarity_features,
    reading_features,
    vocabulary_of,
    with_structure,
)
from rulebot.understanding.learned.linear import Decision, LinearModel
from rulebot.understanding.lexicon import Lexicon
from rulebot.understanding.reading import Reading, read
from rulebot.understanding.respell import respelled

log = logging.getLogger(__name__)
# 2: the training questions saved apart, read only to explain; 3: the feature names in the
# npz, sorted UTF-8 bytes (`names.FeatureNames`), not a JSON list; 4: the weights in their
# own .coef.npy, read by row (`rulebot.npyrows`); 5: the yes or no of a closed question;
# 6: the entry of a rules follow-up learned with the words of the question before it;
# 7: the intent of a follow-up learned with the words of the question before it; 8: the
# yes or no's words also paired with the entry, and learned from questions without one;
# 9: the training questions respelled as asked ones are (SMS French written out); 10: the
# word lists intents.yaml names in `learned_signs`, as signs of the intent
FORMAT = 10
# The share of a follow-up's intent decided from the question read alone, the rest from the
# follow-up model. Measured 2026-12-07 on the last turns of 503 never-read follow-ups
# (declined, box fact, or in scope): the follow-up model alone decides 462 right, with a
# share of 0.3 469, 0.5 469, 0.7 455; on 504 read ones 422, 445, 457 and 453.
ALONE_SHARE = 0.5
MANIFEST = "manifest.json"
NAMES = ("intent", "entry", "polarity", "followup")
# Chosen by 5-fold cross-validation over the training examples alone (scripts/cv_learned.py):
# C = 10, 30, 100 -> 93.9, 94.2, 94.2 % right (balanced over the intents 90.7, 90.5, 90.2 %).
# Again with the word lists as signs (2026-12-07, 7,619 examples): 94.4, 94.5, 94.5 %
# (balanced 88.2, 87.8, 87.1 %; greetings, 79 examples, the least right): C kept.
INTENT_C = 30.0
_CODE = ("lexer.py", "grammar.py", "numbers.py", "holders.py", "structure.py", "cards.lark")
_DATA = ("grammar.yaml", "players.yaml", "language.yaml", "intents.yaml")
_LEARNED_CODE = ("features.py", "train.py", "newton.py", "examples.py", "store.py")
# Models trained in this process, by key: a second bot of the same inputs (another cache
# folder, an evaluation beside a server, a test) reuses them instead of training again.
_TRAINED: dict[str, Models] = {}


@dataclass(frozen=True)
class Explanation:
    """Why a question was read as it was: the learned intent, corpus entry and yes or no
    (for that entry), each with its probabilities and the training questions nearest to
    the question."""

    intent: Decision
    entry: Decision
    polarity: Decision

    def to_json(self, top: int = 3) -> dict[str, object]:
        def decision(found: Decision) -> dict[str, object]:
            return {
                "label": found.label,
                "probability": round(found.probability, 3),
                "ranked": [[label, round(p, 3)] for label, p in found.ranked[:top]],
                "nearest": [
                    {"question": q, "label": label, "similarity": similarity}
                    for q, label, similarity in found.nearest
                ],
            }

        return {
            "intent": decision(self.intent),
            "entry": decision(self.entry),
            "polarity": decision(self.polarity),
        }


@dataclass(frozen=True)
class Models:
    """Every learned decision: the intent of a question, the corpus entry that answers it,
    and whether that entry's answer to it is a yes, a no, or neither."""

    intent: LinearModel
    entry: LinearModel
    polarity: LinearModel
    followup: LinearModel  # the intent of a follow-up, read with the question before it
    vocabulary: frozenset[str] = frozenset()
    printings: Mapping[str, str] = field(default_factory=dict)  # colours.yaml `printing`

    def intent_of(
        self, reading: Reading, explain: int = 0, context: Reading | None = None
    ) -> Decision:
        """The intent of a question: rules, path_score, right_to_score, game_facts,
        greeting or out_of_scope; a follow-up's read with the question before it
        (`context`: "et avec le 8 ?" after a path asks of a path) by its own model, its
        probabilities mixed with the question's read alone (`ALONE_SHARE`): the follow-up
        model leans on the question before ("and how long does a marathon take?" after the
        length of a game reads as a box fact), the other knows only the question."""
        feats = reading_features(reading, self.vocabulary, self.printings)
        alone = self.intent.decide(feats, explain if context is None else 0)
        if context is None:
            return alone
        followed = self.followup.decide(feats + context_features(context), explain)
        mixed = {label: (1 - ALONE_SHARE) * p for label, p in followed.ranked}
        for label, p in alone.ranked:
            mixed[label] = mixed.get(label, 0.0) + ALONE_SHARE * p
        ranked = tuple(sorted(mixed.items(), key=lambda pair: -pair[1]))
        return Decision(ranked[0][0], ranked[0][1], ranked, followed.nearest)

    def entries_of(
        self, reading: Reading, explain: int = 0, context: Reading | None = None
    ) -> Decision:
        """The corpus entries that may answer a rules question, most likely first; a
        follow-up's read with the rules question it follows (`context`)."""
        feats = entry_features(reading, self.printings)
        if context is not None:
            feats += context_features(context)
        return self.entry.decide(feats, explain)

    def polarity_of(self, reading: Reading, entry_id: str, explain: int = 0) -> Decision:
        """Whether the answer of `entry_id` to a rules question is a yes ("yes"), a no
        ("no"), or neither ("open": the question is not a closed one, or the passage does
        not settle it)."""
        return self.polarity.decide(polarity_features(reading, entry_id, self.printings), explain)

    def explain(self, reading: Reading, nearest: int = 3) -> Explanation:
        """The decisions on a question, each with its `nearest` training questions (the
        yes or no for the entry found)."""
        entry = self.entries_of(reading, nearest)
        return Explanation(
            self.intent_of(reading, nearest), entry, self.polarity_of(reading, entry.label, nearest)
        )


def digest(eval_dir: Path, corpus: Corpus) -> str:
    """A SHA-256 of everything the models are trained from."""
    sha = hashlib.sha256(f"{FORMAT}:{corpus.version}".encode())
    for path in training_files(eval_dir):
        sha.update(path.name.encode())
        sha.update(path.read_bytes())
    package = resources.files("rulebot.understanding")
    for name in _CODE:
        sha.update(package.joinpath(name).read_bytes())
    for name in _DATA:
        sha.update(package.joinpath("data", name).read_bytes())
    for name in _LEARNED_CODE:
        sha.update(package.joinpath("learned", name).read_bytes())
    return sha.hexdigest()


@dataclass(frozen=True)
class LearnedReport:
    """What loading the learned decisions did: their key (a SHA-256 of what they are
    trained from), whether they were trained now, and why they could not be saved."""

    key: str
    trained: bool
    unsaved: str = ""


def must_train(cache_dir: Path, eval_dir: Path, corpus: Corpus, force: bool = False) -> bool:
    """Whether `load_models` would train: forced, or the models of these inputs neither
    saved (their manifest's key) nor trained before by this process."""
    key = digest(eval_dir, corpus)
    return force or (key not in _TRAINED and _saved_key(Path(cache_dir) / "learned") != key)


def adopt(models: Models, key: str) -> None:
    """Models trained by another process, kept as if trained by this one."""
    _TRAINED.clear()
    _TRAINED[key] = models


def load_models(
    cache_dir: Path, eval_dir: Path, corpus: Corpus, lexicon: Lexicon, force: bool = False
) -> tuple[Models, LearnedReport]:
    """The saved models when they match their inputs, else trained now (and saved when the
    cache can be written: a read-only cache still answers, from the models in memory)."""
    folder = Path(cache_dir) / "learned"
    key = digest(eval_dir, corpus)
    vocabulary = rulebook_vocabulary(corpus)
    printings = corpus.lexicon.printings
    saved = None if force else _load(folder, key, vocabulary, printings)
    if saved is not None:
        return saved, LearnedReport(key, trained=False)
    models = None if force else _TRAINED.get(key)
    if models is None:
        log.info(
            "training the learned decisions (intent, entry, yes or no, follow-up) from %s",
            eval_dir,
        )
        models = train_models(
            examples(eval_dir, corpus),
            lambda text, lang: read_as_asked(text, lexicon, lang),
            vocabulary,
            printings,
        )
        _TRAINED.clear()  # one set of models kept: the newest inputs
        _TRAINED[key] = models
    try:
        _save(folder, models, key)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        unsaved = f"cannot save the learned decisions in {folder}: {reason}"
        return models, LearnedReport(key, trained=True, unsaved=unsaved)
    return models, LearnedReport(key, trained=True)


def rulebook_vocabulary(corpus: Corpus) -> frozenset[str]:
    """The stems of the words of the rulebook's passages (not of its FAQ phrasings)."""
    return vocabulary_of(
        (f"{text.title} {text.text}", lang)
        for entry in corpus.entries
        for lang, text in entry.texts.items()
    )


def read_as_asked(text: str, lexicon: Lexicon, lang: str | None) -> Reading:
    """A training question read as an asked one is: its SMS forms written out first
    (`respelled`: "jpeu prendre ds la defose ?"), so that the models learn the words they
    will be given."""
    return read(respelled(text, lang), lexicon, lang)


def train_models(
    found: list[Example],
    reader: Callable[[str, str | None], Reading],
    vocabulary: frozenset[str] = frozenset(),
    printings: Mapping[str, str] | None = None,
) -> Models:
    """The four models, from the examples read once. The entries' fit, the longest, runs
    in a forked copy of this process (`apart`) as soon as its rows are read; the other
    three models' rows are made and fitted here meanwhile."""
    from rulebot.understanding.learned.apart import side_by_side
    from rulebot.understanding.learned.train import fit

    reader = cache(reader)  # a follow-up and the turn before it are read for two models
    single = intent_examples(found)
    readings = [reader(e.text, e.lang or None) for e in single]
    worded = [entry_features(r, printings) for r in readings]
    closed = [(e, r) for e, r in zip(single, readings, strict=True) if is_yes_or_no_example(e)]
    closed += [(e, reader(e.text, e.lang or None)) for e in found if is_claim(e)]
    rows: list[list[str]] = []
    labels: list[str] = []
    texts: list[str] = []
    for example, row in zip(single, worded, strict=True):
        if example.intent != "rules":
            continue
        for entry in example.entries:
            rows.append(row)
            labels.append(entry)
            texts.append(example.text)
    for example in follow_up_examples(found):  # read with the question they follow
        row = entry_features(reader(example.text, example.lang or None), printings)
        row += context_features(reader(example.history[-1], example.lang or None))
        for entry in example.entries:
            rows.append(row)
            labels.append(entry)
            texts.append(example.text)

    def the_others() -> tuple[LinearModel, LinearModel, LinearModel]:
        intent = fit(
            "intent",
            [
                with_structure(row, r, vocabulary, printings)
                for row, r in zip(worded, readings, strict=True)
            ],
            [e.intent for e in single],
            [e.text for e in single],
            balanced=True,
            c=INTENT_C,
        )
        followed = follow_up_intents(found)  # read with the question before each
        followup = fit(
            "followup",
            [
                reading_features(reader(e.text, e.lang or None), vocabulary, printings)
                + context_features(reader(e.history[-1], e.lang or None))
                for e in followed
            ],
            [e.intent for e in followed],
            [e.text for e in followed],
            balanced=True,
            c=INTENT_C,
            default="rules",  # no follow-up among the examples: each leans on the rules
        )
        polarity = fit(
            "polarity",
            [polarity_features(r, next(iter(e.entries), None), printings) for e, r in closed],
            [str(e.polarity) for e, _ in closed],
            [e.text for e, _ in closed],
            default="open",  # no closed question among the examples: no yes or no is said
        )
        return intent, followup, polarity

    entries, (intent, followup, polarity) = side_by_side(
        lambda: fit("entry", rows, labels, texts), the_others
    )
    return Models(intent, entries, polarity, followup, vocabulary, dict(printings or {}))


# Decided by their shape before the model is asked (a drawn grid): never learned. One drawn
# layout among the examples weighed a thousand others once the classes were balanced.
SHAPED = frozenset({"layout"})


def is_yes_or_no_example(example: Example) -> bool:
    """A single rules question the yes or no is learned from: its items' patterns tell
    whether the answer says yes, no or neither; one without its entry still teaches its
    words (the near misses of the verdict sets, "Tom scores three paths, is that wrong?",
    lead with neither)."""
    return example.intent == "rules" and example.polarity is not None


def follow_up_examples(found: list[Example]) -> list[Example]:
    """The rules follow-ups an entry is learned from, each with the turn before it."""
    return [e for e in found if e.history and e.intent == "rules" and e.entries]


def follow_up_intents(found: list[Example]) -> list[Example]:
    """The examples a follow-up's intent is learned from: the follow-ups (each read with the
    turn before it) of an intent the model decides. Learned apart from the single
    questions': learned together, the follow-ups moved the intents of single questions."""
    return [e for e in found if e.history and e.intent not in SHAPED]


def intent_examples(found: list[Example]) -> list[Example]:
    """The examples the intent is learned from: single questions (a follow-up's meaning
    depends on its history) of an intent the model decides; not the corpus's claims
    (statements that teach the yes or no only)."""
    return [e for e in found if not e.history and e.intent not in SHAPED and not is_claim(e)]


def _saved_key(folder: Path) -> str | None:
    try:
        manifest = json.loads((folder / MANIFEST).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return manifest.get("key") if isinstance(manifest, dict) else None


def _load(
    folder: Path, key: str, vocabulary: frozenset[str], printings: Mapping[str, str]
) -> Models | None:
    if not (folder / MANIFEST).is_file():
        return None
    try:
        manifest = json.loads((folder / MANIFEST).read_text("utf-8"))
        if not isinstance(manifest, dict) or manifest.get("key") != key:
            log.info("the learned decisions in %s were trained from other data", folder)
            return None
        intent, entry, polarity, followup = (LinearModel.load(folder, name) for name in NAMES)
        return Models(intent, entry, polarity, followup, vocabulary, dict(printings))
    except (OSError, ValueError, KeyError) as exc:
        log.info("learned decisions in %s not usable (%s): retraining", folder, exc)
        return None


def _save(folder: Path, models: Models, key: str) -> None:
    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".learned-", dir=folder.parent))
    try:
        models.intent.save(staging)
        models.entry.save(staging)
        models.polarity.save(staging)
        models.followup.save(staging)
        (staging / MANIFEST).write_text(json.dumps({"key": key, "format": FORMAT}), "utf-8")
        staging.chmod(0o755)
        if folder.exists():
            shutil.rmtree(folder)
        staging.rename(folder)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
