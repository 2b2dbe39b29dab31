"""The hostile requests of the outside probe (issue 22), with the status each must get.

Shared by `tests/api/test_hostile.py` (in-process, every case under a second) and
`scripts/probe_hostile.py` (against a running server, printing a table). Each is answered
or refused in under a second: the question is read once, in one pass, and a conversation
is replayed at a cost that grows with its length.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

JSON = "application/json"
DEEP = 5000  # past json's own nesting limit
ORIGIN = "https://jeux.example"  # the one origin the probed app allows


@dataclass(frozen=True)
class Hostile:
    """One hostile request and the status it must get (`also`: another status it may get,
    when the choice belongs to a layer under the API, such as the card parser)."""

    name: str
    method: str
    path: str
    body: bytes | None
    status: int
    headers: tuple[tuple[str, str], ...] = (("content-type", JSON),)
    also: int | None = None

    def header_dict(self) -> dict[str, str]:
        return dict(self.headers)

    def expects(self, status: int) -> bool:
        return status in (self.status, self.also)


def _json(data: Any) -> bytes:
    """JSON as a client writes it (`\\ud800` escapes kept: no UTF-8 for lone surrogates)."""
    return json.dumps(data, ensure_ascii=True).encode()


def _post(name: str, path: str, data: Any, status: int) -> Hostile:
    return Hostile(name, "POST", path, _json(data), status)


def _raw(name: str, path: str, body: bytes, status: int, method: str = "POST") -> Hostile:
    return Hostile(name, method, path, body, status)


LONG_TURN = ("J'ai le 8 bleu et Paul le 1 bleu, qui marque le bleu ? " * 20)[:1000]
DIGITS = "7" * 5000  # past int()'s 4,300-digit limit
LABELS = [f"{a}{b}" for a in "abcdefghijklmnopqrstuvwxyz" for b in "abcdefghijklmnopqrstuvwxyz"]
ROW_3500 = " ".join(f"{n % 8 + 1}{LABELS[n // 8]}" for n in range(3500))
DECK = "\n".join(" ".join(f"{v}{LABELS[r]}" for v in range(1, 9)) for r in range(10))
NESTED_OK = "[" * 900 + "]" * 900  # deep, yet JSON Python reads


def _preflight(origin: str) -> Hostile:
    headers = (("origin", origin), ("access-control-request-method", "POST"))
    return Hostile(
        f"cors-preflight-{origin.split('//')[1]}",
        "OPTIONS",
        "/api/ask",
        None,
        200 if origin == ORIGIN else 400,
        headers,
    )


# fmt: off
HOSTILE_CASES: list[Hostile] = [
    # -- caps on what one request may ask ------------------------------------------------
    _post("history-21-turns", "/api/ask", {"question": "Et à 3 ?", "history": ["q"] * 21}, 422),
    _post("history-turn-1001-chars", "/api/ask",
          {"question": "Et à 3 ?", "history": ["q" * 1001]}, 422),
    _post("question-1001-chars", "/api/ask", {"question": "a" * 1001}, 422),
    _post("layout-3500-cards-one-row", "/api/score", {"layout": ROW_3500}, 422),
    _post("layout-whole-deck", "/api/score", {"layout": DECK}, 200),
    _post("layout-20001-chars", "/api/score", {"layout": ". " * 10_000 + "1A"}, 422),
    _raw("body-70000-bytes", "/api/ask", b'{"question": "' + b"x" * 70_000 + b'"}', 413),
    # -- characters no text holds ----------------------------------------------------------
    _post("surrogate-question", "/api/ask", {"question": "\ud800 combien de cartes ?"}, 422),
    _post("surrogate-history", "/api/ask",
          {"question": "Et à 3 ?", "history": ["\udfff"]}, 422),
    _post("surrogate-layout", "/api/score", {"layout": "1A \ud800"}, 422),
    _post("surrogate-path", "/api/score", {"text": "1 rouge \ud83d"}, 422),
    _post("surrogate-feedback", "/api/feedback", {"question": "\ud800", "rating": "up"}, 422),
    _post("nul-question", "/api/ask", {"question": "\x00\x00 combien ?"}, 422),
    # The card parser reads these two (issue 22 asks it to refuse them): the API must only
    # answer or refuse them in time. Today ፩ is dropped and "-1" read as a 1.
    Hostile("non-ascii-digit-path", "POST", "/api/score", _json({"text": "፩ oak, 3 oak"}), 422,
            also=200),
    Hostile("negative-value-path", "POST", "/api/score", _json({"text": "-1 rouge, 3 rouge"}),
            422, also=200),
    # -- runs of more than 4,300 digits, wherever a request may carry them -------------------
    _post("digits-question", "/api/ask", {"question": DIGITS}, 422),
    _post("digits-history", "/api/ask", {"question": "Et à 3 ?", "history": [DIGITS]}, 422),
    _post("digits-feedback", "/api/feedback", {"question": DIGITS, "rating": "up"}, 422),
    _post("digits-path", "/api/score", {"text": DIGITS}, 422),
    _post("digits-layout", "/api/score", {"layout": DIGITS + "A"}, 422),
    _raw("digits-json-number", "/api/ask", b'{"question": ' + DIGITS.encode() + b"}", 400),
    _raw("digits-not-json", "/api/ask", DIGITS.encode() + b" !", 400),
    _raw("digits-wrong-method", "/api/health", DIGITS.encode(), 405),
    _raw("digits-row-id", f"/api/feedback/{DIGITS}", _json({"token": "t"}), 422, "PATCH"),
    # -- bodies that are not what they should be ---------------------------------------------
    _raw("json-nested-5000", "/api/ask",
         b'{"question": "Et ?", "history": ' + b"[" * DEEP + b"]" * DEEP + b"}", 400),
    _raw("json-nested-900", "/api/ask",
         b'{"question": "Et ?", "history": [' + NESTED_OK.encode() + b"]}", 422),
    _raw("json-nested-900-ignored", "/api/ask",
         b'{"question": "Combien de cartes ?", "history": [{"question": "Et ?", "x": '
         + NESTED_OK.encode() + b"}]}", 200),
    _raw("not-json", "/api/ask", b"question=combien", 422),
    _raw("empty-body", "/api/feedback", b"", 422),
    _post("json-list", "/api/score", [1, 2, 3], 422),
    _post("text-and-layout", "/api/score", {"text": "1 rouge", "layout": "1A"}, 422),
    _post("null-text", "/api/score", {"text": None, "layout": "1A 2A"}, 422),
    # -- methods, routes, origins ----------------------------------------------------------------
    _raw("get-ask", "/api/ask", b"", 405, "GET"),
    _raw("delete-feedback", "/api/feedback", b"", 405, "DELETE"),
    _raw("docs-petstore-page", "/docs-assets/index.html", b"", 404, "GET"),
    _raw("dot-dot-path", "/..%2f..%2fpyproject.toml", b"", 404, "GET"),
    _preflight("https://evil.example"),
    _preflight(ORIGIN),
    Hostile("forged-forwarded-for", "POST", "/api/ask", _json({"question": "Combien de cartes ?"}),
            200, (("content-type", JSON), ("x-forwarded-for", "203.0.113.77"))),
    Hostile("accept-language-8k", "POST", "/api/ask", _json({"question": ""}), 422,
            (("content-type", JSON), ("accept-language", ", ".join(["fr;q=0.5"] * 800)))),
    # a question read once, in one pass: its cost grows with its length, no more
    _post("ones-commas-1000", "/api/ask", {"question": ",".join(["1"] * 500)[:1000]}, 200),
    _post("ones-spaces-1000", "/api/ask", {"question": " ".join(["1"] * 500)[:1000]}, 200),
    _post("runs-1-8-1000", "/api/ask", {"question": " ".join(["1-8"] * 250)[:1000]}, 200),
    # a message of many questions is answered as one (each question answered costs a search)
    _post("questions-60", "/api/ask",
          {"question": " ".join(["how many cards do I draw? who deals?"] * 30)[:1000]}, 200),
    _post("enumerated-40", "/api/ask",
          {"question": " ".join(f"({c}) can I draw two?" for c in "abcdef" * 7)[:1000]}, 200),
    _post("history-1x1000", "/api/ask", {"question": "Et avec un 8 ?", "history": [LONG_TURN]},
          200),
    _post("history-2x1000", "/api/ask",
          {"question": "Et avec un 8 ?", "history": [LONG_TURN] * 2}, 200),
    _post("history-4x1000", "/api/ask",
          {"question": "Et avec un 8 ?", "history": [LONG_TURN] * 4}, 200),
    _post("history-15x1000", "/api/ask",
          {"question": "Et avec un 8 ?", "history": [LONG_TURN] * 15}, 200),
]

# fmt: on
