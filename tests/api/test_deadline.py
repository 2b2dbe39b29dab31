"""A stuck question cannot stall the server: it is stopped at its deadline (504), a full
answering pool refuses at once (503), and health and feedback never wait behind it."""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rulebot.answer.model import Answer
from rulebot.api import create_app
from tests.api.conftest import make_settings
from tests.api.fake_bot import FakeBot

FR = {"accept-language": "fr-FR,fr;q=0.9"}
TIMEOUT = 0.5
# The stuck question holds its thread for `HELD` seconds in the test of what never waits
# behind it: anything that waited would take that long; what does not, far less (the
# bounds are generous, the machine may be busy).
HELD = 6.0


class StuckBot(FakeBot):
    """A question with "bloque" in it is read forever, in pure Python (as a reading layer
    gone quadratic would be), swallowing every Exception on the way."""

    def ask(
        self,
        question: str,
        history: Sequence[str | Mapping[str, Any]] | None = None,
        lang: str | None = None,
    ) -> Answer:
        if "bloque" in question:
            while True:
                try:
                    sum(range(200))
                except Exception:
                    continue
        return super().ask(question, history, lang)


@pytest.fixture()
def stuck(tmp_path: Path) -> Iterator[TestClient]:
    settings = make_settings(tmp_path, answer_timeout=TIMEOUT, answer_threads=1, answer_queue=0)
    with TestClient(create_app(bot=StuckBot(), settings=settings)) as c:
        yield c


def _timed(call: Any) -> tuple[Any, float]:
    began = time.monotonic()
    result = call()
    return result, time.monotonic() - began


def test_a_stuck_question_is_stopped_at_its_deadline(stuck: TestClient) -> None:
    r, took = _timed(lambda: stuck.post("/api/ask", json={"question": "Ça bloque ?"}))
    assert (r.status_code, r.json()) == (
        504,
        {"detail": "La réponse a pris trop de temps (plus de 0.5 s) et a été abandonnée."},
    )
    assert r.headers["content-security-policy"] and r.headers["x-content-type-options"]
    assert TIMEOUT <= took < TIMEOUT + 5  # the stuck work itself never ends
    # Its one answering thread is free again: the next question is answered.
    r = stuck.post("/api/ask", json={"question": "Peut-on piocher dans sa défausse ?"})
    assert r.status_code == 200 and r.json()["intent"] == "rules"


def test_health_and_feedback_never_wait_behind_a_stuck_question(tmp_path: Path) -> None:
    settings = make_settings(tmp_path, answer_timeout=HELD, answer_threads=1, answer_queue=0)
    with (
        TestClient(create_app(bot=StuckBot(), settings=settings)) as stuck,
        ThreadPoolExecutor(max_workers=3) as pool,
    ):
        asked = pool.submit(lambda: stuck.post("/api/ask", json={"question": "bloque"}))
        time.sleep(0.1)  # the stuck question now holds the only answering thread
        health, health_took = _timed(lambda: stuck.get("/api/health"))
        rated, rated_took = _timed(
            lambda: stuck.post("/api/feedback", json={"question": "q", "rating": "up"})
        )
        busy, busy_took = _timed(lambda: stuck.post("/api/ask", json={"question": "ok"}))
        assert asked.result(HELD + 10).status_code == 504
    print(
        f"while stuck: health {health_took:.3f} s, feedback {rated_took:.3f} s, "
        f"refused ask {busy_took:.3f} s"
    )
    assert health.status_code == 200 and health_took < HELD / 2
    assert rated.status_code == 201 and rated_took < HELD / 2
    assert (busy.status_code, busy.headers["retry-after"]) == (503, "1")
    assert busy.json() == {"detail": "The server is busy: try again in a moment."}
    assert busy_took < HELD / 2


def test_a_stuck_layout_score_is_stopped_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def forever(self: FakeBot, text: str, lang: str | None = None) -> dict[str, Any]:
        while True:
            sum(range(200))

    monkeypatch.setattr(StuckBot, "score_layout", forever)
    settings = make_settings(tmp_path, answer_timeout=TIMEOUT, answer_threads=1)
    with TestClient(create_app(bot=StuckBot(), settings=settings)) as c:
        r = c.post("/api/score", json={"layout": "1A 2A"})
        assert r.status_code == 504
        assert c.post("/api/score", json={"text": "1 rouge, 3 rouge"}).status_code == 200
