"""Every hostile input of the outside probe, against the real pipeline (the question-reading
layer included; a hashing embedder stands for the model): the status it must get, in under a
second, as `{"detail"}` JSON with the security headers, and never a traceback."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from rulebot.api import create_app
from rulebot.config import Settings
from rulebot.corpus import load_corpus
from rulebot.pipeline import Rulebot
from rulebot.retrieval import HashingEmbedder, load_retriever
from tests.api.conftest import make_settings
from tests.api.hostile_inputs import HOSTILE_CASES, ORIGIN, Hostile

LIMIT = 1.0  # seconds: every hostile request is answered or refused within it
DEADLINE = 1.5  # the app's answer timeout here: a slow reading ends as a 504 soon after LIMIT
SECURITY_HEADERS = ("content-security-policy", "x-content-type-options", "referrer-policy")


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    tmp = tmp_path_factory.mktemp("hostile")
    settings: Settings = make_settings(
        tmp, cache_dir=tmp / "cache", cors_origins=[ORIGIN], answer_timeout=DEADLINE
    )
    retriever = load_retriever(settings, load_corpus(settings.corpus_dir), HashingEmbedder())
    bot = Rulebot(settings, retriever=retriever)
    with TestClient(create_app(bot=bot, settings=settings)) as client:
        for question in ("Combien de cartes à 3 joueurs ?", "Et à 4 ?", "1 rouge, 8 rouge"):
            client.post("/api/ask", json={"question": question})  # first reads load word lists
        yield client


def send(client: TestClient | httpx.Client, case: Hostile) -> tuple[httpx.Response, float]:
    """The request, and the seconds its answer took."""
    began = time.perf_counter()
    response = client.request(case.method, case.path, content=case.body, headers=case.header_dict())
    return response, time.perf_counter() - began


def check(response: httpx.Response, took: float, case: Hostile) -> None:
    """The status the case must get, in time, as JSON with the security headers."""
    assert case.expects(response.status_code), response.text[:300]
    assert took < LIMIT, f"{case.name}: {took:.2f} s"
    for header in SECURITY_HEADERS:
        assert response.headers.get(header), header
    assert "Traceback" not in response.text
    if response.status_code >= 400:
        body = response.json()
        assert isinstance(body["detail"], str) and body["detail"].strip()


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in HOSTILE_CASES])
def test_a_hostile_request_is_answered_or_refused_in_time(
    pipeline: TestClient, case: Hostile, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        response, took = send(pipeline, case)
    print(f"{case.name}: {response.status_code} in {took * 1000:.0f} ms")
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
    check(response, took, case)


def test_the_tables_name_each_case_once() -> None:
    names = [case.name for case in HOSTILE_CASES]
    assert len(names) == len(set(names))


def test_the_probe_reads_the_same_tables(tmp_path: Path) -> None:
    from scripts.probe_hostile import CASES

    assert [c.name for c in CASES] == [c.name for c in HOSTILE_CASES]
