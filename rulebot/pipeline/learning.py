"""The learned decisions trained in another process while this one builds the retrieval
index (``prepare``): both are CPU work of their own (reading 7,600 training questions and
two Newton fits; exporting the model and encoding 1,666 chunks), and on two cores a build
from an empty cache takes the longer of the two instead of their sum.

The other process is a fresh Python (``python -c``: no lock or thread of this one
inherited, and not this one's main module run again, as multiprocessing's spawn would),
given the settings and this one's ``sys.path`` on its stdin. It reads the corpus and the
training files itself, trains and saves the models into the cache as ``load_models`` does,
and sends them back on its stdout (5 MB of weights, pickled; anything else it prints goes
to stderr): this process keeps them as if it had trained them. What it raises is raised
here; a process that ends without sending anything leaves the training to this one.
"""

from __future__ import annotations

import logging
import os
import pickle
import subprocess
import sys
import threading
from typing import IO, TYPE_CHECKING

from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline.lexicon import lexicon_of
from rulebot.understanding.learned.store import (
    LearnedReport,
    Models,
    adopt,
    load_models,
    must_train,
)

if TYPE_CHECKING:
    from rulebot.pipeline.bot import Rulebot
    from rulebot.retrieval import BuildReport

log = logging.getLogger(__name__)
Learned = tuple[Models, LearnedReport]


def prepare(bot: Rulebot, force: bool = False, load: bool = False) -> tuple[BuildReport, Learned]:
    """Build (or check) ``bot``'s retrieval index and learned decisions, which another
    process trains meanwhile when they must be (``force``: both again); ``load``: the index
    is loaded as the bot's too (its report then says how it was got). The decisions are
    the bot's from then on."""
    from rulebot.retrieval import build_index
    from rulebot.retrieval.embedders import resolve_model

    settings, corpus = bot.settings, bot.corpus
    resolve_model(settings.embedding_model)  # a model that cannot be found: said first
    training = None
    if must_train(settings.cache_dir, settings.eval_dir, corpus, force):
        try:
            training = Training(settings, corpus.version, force)
        except OSError as error:  # no process can be started here: trained afterwards
            log.warning("the learned decisions are trained after the index: %s", error)
    try:
        busy = training.running if training else None  # one core each until it is done
        loaded = bot.load_retriever(busy).report if load else None
        report = loaded or build_index(settings, corpus, force=force, busy=busy)
        learned = training.result() if training else bot.learn(force)
    except TrainingFailed as why:
        log.warning("the learned decisions are trained here: the other process %s", why)
        learned = bot.learn(force)
    finally:
        if training is not None:
            training.stop()  # ended already, unless the build failed or was interrupted
    bot.__dict__["models"] = learned[0]
    return report, learned


class TrainingFailed(RuntimeError):
    """The other process ended without sending the models (killed, out of memory, or a
    corpus other than the settings' own): train them here instead."""


# What the other process runs: this one's sys.path first, then `_child`.
_BOOT = (
    "import pickle, sys; job = pickle.load(sys.stdin.buffer); sys.path[:0] = job['path']; "
    "from rulebot.pipeline.learning import _child; _child(job['work'])"
)


class Training:
    """The learned decisions being trained by another process."""

    def __init__(self, settings: Settings, corpus_version: str, force: bool) -> None:
        work = pickle.dumps((settings, corpus_version, force))
        job = pickle.dumps({"path": list(sys.path), "work": work})
        log.info(
            "training the learned decisions (intent, entry, yes or no) from %s", settings.eval_dir
        )
        # its fits run on one BLAS thread (train.fit): none started for nothing at its start
        env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}
        self._process = subprocess.Popen(
            [sys.executable, "-c", _BOOT], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
        )
        given, sent = self._process.stdin, self._process.stdout
        if given is None or sent is None:  # never: both are pipes
            raise OSError("no pipe to the other process")
        self._sent: IO[bytes] = sent
        self._received: list[bytes] = []
        # read as it comes: the other process ends (and leaves its core) once it has sent
        # all, not once this one, still building, reads the pipe
        self._reader = threading.Thread(target=self._receive, name="learned", daemon=True)
        self._reader.start()
        with given:
            given.write(job)  # a few kB: the pipe takes them whole

    def _receive(self) -> None:
        with self._sent:
            self._received.append(self._sent.read())  # until the other process closes it

    def running(self) -> bool:
        """Whether the other process still runs (it takes a core)."""
        return self._process.poll() is None

    def result(self) -> Learned:
        """The models and their report, once the other process sends them."""
        if self._process.poll() is None:
            log.info("waiting for the learned decisions")
        self._reader.join()
        sent = b"".join(self._received)
        status = self._process.wait()
        if status != 0 or not sent:
            raise TrainingFailed(f"it ended with status {status}")
        outcome = pickle.loads(sent)
        if isinstance(outcome, BaseException):
            raise outcome
        models, report = outcome
        adopt(models, report.key)
        return models, report

    def stop(self) -> None:
        """End the other process (if it still runs: the build beside it failed)."""
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait()
        self._reader.join()  # the pipe closed with the process


def _child(work: bytes) -> None:
    """In the other process: train (and save) the models, send them or the error."""
    sent = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # whatever else is printed goes to stderr, not into what is sent
    outcome: Learned | BaseException
    try:
        settings, corpus_version, force = pickle.loads(work)
        corpus = load_corpus(settings.corpus_dir)
        if corpus.version != corpus_version:
            raise TrainingFailed(f"it read another corpus ({corpus.version})")
        lexicon = lexicon_of(corpus)
        outcome = load_models(settings.cache_dir, settings.eval_dir, corpus, lexicon, force)
    except Exception as error:  # sent whole, raised where the models are awaited
        outcome = error
    with sent:
        sent.write(pickle.dumps(outcome))
