"""The learned decisions trained by another process while this one builds the index
(``pipeline/learning.py``): the same models as trained here, saved, and kept by this
process; a failure there trains them here; a failed build stops them."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import numpy as np
import pytest

import rulebot.retrieval
from rulebot.config import REPO_ROOT, Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot, learning
from rulebot.pipeline.learning import Training, TrainingFailed, prepare
from rulebot.pipeline.lexicon import lexicon_of
from rulebot.retrieval import HashingEmbedder, store
from rulebot.understanding.learned import store as learned_store
from tests.processes import run_python


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """A cache of its own, and a small training set: the corpus's phrasings and one file
    of box questions (a second intent), learned in a second or two."""
    (tmp_path / "eval" / "phrasings").mkdir(parents=True)
    shutil.copy(REPO_ROOT / "eval" / "phrasings" / "box_tune.yaml", tmp_path / "eval" / "phrasings")
    monkeypatch.setattr(learned_store, "_TRAINED", {})  # nothing trained before, here
    monkeypatch.setattr(store, "reference_embedder", lambda settings: HashingEmbedder())
    return Settings(cache_dir=tmp_path / "cache", eval_dir=tmp_path / "eval")


def test_the_other_process_trains_saves_and_sends_the_models_trained_here(
    settings: Settings, tmp_path: Path
) -> None:
    corpus = load_corpus(settings.corpus_dir)
    models, report = Training(settings, corpus.version, force=False).result()
    assert report.trained and not report.unsaved
    assert learned_store._TRAINED[report.key] is models  # kept as if trained here
    saved = settings.cache_dir / "learned" / "manifest.json"
    assert saved.is_file() and report.key in saved.read_text()
    here, _ = learned_store.load_models(
        tmp_path / "other", settings.eval_dir, corpus, lexicon_of(corpus), force=True
    )
    for there, trained_here in ((models.intent, here.intent), (models.entry, here.entry)):
        assert there.classes == trained_here.classes
        np.testing.assert_array_equal(there.coef, trained_here.coef)
        np.testing.assert_array_equal(there.intercept, trained_here.intercept)


def test_a_process_that_reads_another_corpus_sends_no_models(settings: Settings) -> None:
    with pytest.raises(TrainingFailed, match="it read another corpus"):
        Training(settings, "not-this-corpus", force=False).result()


def test_index_and_decisions_are_built_together_then_reused(settings: Settings) -> None:
    bot = Rulebot(settings)
    report, (models, learned) = prepare(bot)
    assert report.rebuilt and learned.trained
    assert bot.models is models
    report, (again, learned) = prepare(Rulebot(settings))
    assert report.reused and not learned.trained
    assert again.entry.classes == models.entry.classes


class Stub:
    """Stands for the other process: it fails, or is stopped."""

    stopped = False

    def __init__(self, *args: object) -> None:
        pass

    def running(self) -> bool:
        return False

    def result(self) -> object:
        raise TrainingFailed("ended with status -9")

    def stop(self) -> None:
        Stub.stopped = True


def test_a_training_that_fails_there_is_done_here(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(learning, "Training", Stub)
    bot = Rulebot(settings)
    with caplog.at_level(logging.WARNING, logger="rulebot"):
        _, (models, learned) = prepare(bot)
    assert learned.trained and bot.models is models
    assert caplog.messages == [
        "the learned decisions are trained here: the other process ended with status -9"
    ]


def test_a_build_that_fails_stops_the_training(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(learning, "Training", Stub)
    monkeypatch.setattr(rulebot.retrieval, "build_index", fail)
    with pytest.raises(OSError, match="disk full"):
        prepare(Rulebot(settings))
    assert Stub.stopped


# A main module with no `if __name__ == "__main__"` guard, as a script may be.
UNGUARDED = """
import json, sys
print("main module run", file=sys.stderr)
from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline.learning import Training
settings = Settings(cache_dir=sys.argv[1], eval_dir=sys.argv[2])
_, report = Training(settings, load_corpus(settings.corpus_dir).version, False).result()
print(json.dumps({"trained": report.trained}))
"""


def test_the_other_process_never_runs_this_ones_main_module_again(
    settings: Settings, tmp_path: Path
) -> None:
    script = tmp_path / "unguarded.py"
    script.write_text(UNGUARDED)
    done = run_python(str(script), str(settings.cache_dir), str(settings.eval_dir))
    assert done.stdout.splitlines()[-1] == '{"trained": true}'
    assert done.stderr.count("main module run") == 1


def test_a_training_stopped_is_ended_at_once(settings: Settings) -> None:
    training = Training(settings, "any", force=False)
    training.stop()
    assert training._process.returncode is not None


def test_a_first_start_builds_the_index_beside_the_training_and_keeps_both(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    bot = Rulebot(settings)
    with caplog.at_level(logging.INFO, logger="rulebot"):
        bot.warm_up()
    assert bot.retriever.report is not None and bot.retriever.report.rebuilt
    assert "models" in bot.__dict__
    assert (settings.cache_dir / "learned" / "manifest.json").is_file()
    assert caplog.messages[:2] == [
        f"training the learned decisions (intent, entry, yes or no) from {settings.eval_dir}",
        f"building the retrieval index at {settings.cache_dir / 'index'}: no saved index",
    ]
