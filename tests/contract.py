"""The keys every answer object carries (`rulebot ask --json`, `POST /api/ask`)."""

ANSWER_KEYS = frozenset(
    {
        "question",
        "answer",
        "lang",
        "intent",
        "pages",
        "citations",
        "abstained",
        "confidence",
        "engine",
        "suggestions",
        "parts",
    }
)
