"""Send every hostile request of the outside probe to a running rulebot and print a table:
the request, the status expected and got, the time, and what came back.

    python scripts/probe_hostile.py http://127.0.0.1:8000

The requests are those of tests/api/hostile_inputs.py (the CORS preflights expect a server
allowing https://jeux.example: RULEBOT_CORS_ORIGINS='["https://jeux.example"]'). Set
RULEBOT_RATE_LIMIT_PER_MINUTE high enough (or 0) on the server: the probe sends about 50.
Exit status 1 when a request got another status, took a second or more, or a 5xx.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.api.hostile_inputs import HOSTILE_CASES, Hostile

CASES = HOSTILE_CASES
LIMIT = 1.0
SECURITY_HEADERS = ("content-security-policy", "x-content-type-options", "referrer-policy")


def probe(client: httpx.Client, case: Hostile) -> tuple[int, float, str, bool]:
    """Status, seconds, the start of the body, whether the security headers were there."""
    began = time.perf_counter()
    try:
        r = client.request(case.method, case.path, content=case.body, headers=case.header_dict())
    except httpx.HTTPError as exc:
        return 0, time.perf_counter() - began, f"{type(exc).__name__}: {exc}", False
    took = time.perf_counter() - began
    headers = all(r.headers.get(h) for h in SECURITY_HEADERS)
    return r.status_code, took, " ".join(r.text.split())[:70], headers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("url", help="the server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per request")
    args = parser.parse_args()
    bad = 0
    print(f"{'request':32} {'want':>4} {'got':>4} {'ms':>7}  ok  answer")
    with httpx.Client(base_url=args.url.rstrip("/"), timeout=args.timeout) as client:
        for case in CASES:
            status, took, text, headers = probe(client, case)
            ok = case.expects(status) and took < LIMIT and headers and status < 500
            bad += not ok
            mark = "yes" if ok else "NO"
            print(
                f"{case.name:32} {case.status:>4} {status:>4} {took * 1000:7.0f}  {mark:3} {text}"
            )
    print(
        f"\n{len(CASES) - bad} of {len(CASES)} as expected in under {LIMIT:g} s "
        f"('20?': read slowly by the question-reading layer, issue 20)"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
