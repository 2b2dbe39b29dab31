"""The Hypothesis profiles of tests/conftest.py: `ci` (make test) draws the same bounded
examples every run and keeps no database; `dev`, the default, draws new ones each run."""

from __future__ import annotations

from hypothesis import settings


def test_the_ci_profile_draws_the_same_bounded_examples_every_run() -> None:
    ci = settings.get_profile("ci")
    assert ci.derandomize is True
    assert ci.database is None
    assert ci.max_examples <= 100


def test_the_dev_profile_draws_new_examples_each_run() -> None:
    assert settings.get_profile("dev").derandomize is False
