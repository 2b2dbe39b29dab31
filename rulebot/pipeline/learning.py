"""The learned decisions trained in another process while this one builds the retrieval
index (``prepare``): both are CPU work of their own (reading 7,600 training questions and
two Newton fits; exporting the model and encoding 1,666 chunks), and on two cores a build
from an empty cache takes the longer of the two instead of their sum.

The other process is started fresh (``spawn``: no lock or thread of this one inherited),
reads the corpus and the training files itself, trains and saves the models into the
cache as ``load_models`` does, and sends them back (5 MB of weights): this process keeps
them as if it had trained them. Whatever goes wrong there is raised here.
"""

from __future__ import annotations

import logging
import multiprocessing
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

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

    settings, corpus = bot.settings, bot.corpus
    training = None
    if must_train(settings.cache_dir, settings.eval_dir, corpus, force):
        try:
            training = Training(settings, corpus.version, force)
        except OSError as error:  # no process can be started here: trained afterwards
            log.warning("the learned decisions are trained after the index: %s", error)
    try:
        loaded = bot.retriever.report if load else None
        report = loaded or build_index(settings, corpus, force=force)
    except BaseException:
        if training is not None:
            training.stop()
        raise
    try:
        learned = training.result() if training else bot.learn(force)
    except TrainingFailed as why:
        log.warning("the learned decisions are trained here: the other process %s", why)
        learned = bot.learn(force)
    bot.__dict__["models"] = learned[0]
    return report, learned


class TrainingFailed(RuntimeError):
    """The other process ended without sending the models (killed, out of memory, or a
    corpus other than the settings' own): train them here instead."""


class Training:
    """The learned decisions being trained by another process."""

    def __init__(self, settings: Settings, corpus_version: str, force: bool) -> None:
        context = multiprocessing.get_context("spawn")
        self._received, sent = context.Pipe(duplex=False)
        arguments = (sent, settings, corpus_version, force)
        self._process: Any = context.Process(
            target=_train, args=arguments, name="rulebot-learning", daemon=True
        )
        log.info("training the learned decisions (intent, entry) from %s", settings.eval_dir)
        self._process.start()
        sent.close()  # this end is the child's: the pipe closes when the child ends

    def result(self) -> Learned:
        """The models and their report, once the other process sends them."""
        if not self._received.poll():
            log.info("waiting for the learned decisions")
        try:
            outcome = self._received.recv()
        except EOFError:
            outcome = TrainingFailed(f"it ended with status {self._process.exitcode}")
        finally:
            self._received.close()
            self._process.join()
        if isinstance(outcome, BaseException):
            raise outcome
        models, report = outcome
        adopt(models, report.key)
        return models, report

    def stop(self) -> None:
        """End the other process now (the build it was beside failed)."""
        self._process.terminate()
        self._process.join()
        self._received.close()


def _train(sent: Connection, settings: Settings, corpus_version: str, force: bool) -> None:
    """In the other process: train (and save) the models, send them or the error."""
    outcome: Learned | BaseException
    try:
        corpus = load_corpus(settings.corpus_dir)
        if corpus.version != corpus_version:
            raise TrainingFailed(f"it read another corpus ({corpus.version})")
        lexicon = lexicon_of(corpus)
        outcome = load_models(settings.cache_dir, settings.eval_dir, corpus, lexicon, force)
    except Exception as error:  # sent whole, raised where the models are awaited
        outcome = error
    sent.send(outcome)
    sent.close()
