"""Who wins a told end of game: the winner(s) computed by the rules engine from each
player's total and colour count, said in the asker's language with the pages applied; and
why ("pourquoi ?" after it): the totals compared first, then the colours when tied."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rulebot.answer.engine import rule_citations
from rulebot.answer.model import Answer
from rulebot.answer.texts import capitalised, load_data
from rulebot.corpus import Corpus
from rulebot.rules import format_pages
from rulebot.rules.scoring import Winners
from rulebot.understanding.standings import Standings


def _texts() -> dict[str, dict[str, str]]:
    texts: dict[str, dict[str, str]] = load_data("winner_text.yaml")
    return texts


def winner_json(won: Winners, standings: Standings, lang: str) -> dict[str, Any]:
    """The engine's decision, as the `engine` object of an answer."""
    return {
        "kind": "winner",
        "winners": list(won.winners),
        "contenders": list(won.contenders),
        "leaders": list(won.leaders),
        "top_total": won.top_total,
        "tie_broken_by_colours": won.tie_broken_by_colours,
        "still_tied": won.still_tied,
        "missing_colours": list(won.missing_colours),
        "standings": [
            {"player": s.player, "total": s.total, "colours": s.colours}
            for s in standings.standings
        ],
        "players": {s.player: standings.display(s.player, lang) for s in standings.standings},
        "pages": list(won.pages),
    }


class _Words:
    """The texts of one language, and how it names and lists the players."""

    def __init__(self, standings: Standings, lang: str) -> None:
        self.t = _texts().get(lang) or _texts()["fr"]
        self.standings = standings
        self.lang = lang
        self.by_player = {s.player: s for s in standings.standings}

    def name(self, player: str) -> str:
        if player == self.standings.asker:
            return self.t["you"]
        return self.standings.display(player, self.lang)

    def listed(self, shown: list[str]) -> str:
        if len(shown) == 1:
            return shown[0]
        return self.t["sep"].join(shown[:-1]) + self.t["and"] + shown[-1]

    def names(self, players: Iterable[str]) -> str:
        return self.listed([self.name(p) for p in players])

    def missing(self, players: Iterable[str]) -> str:
        """Whose count is missing: "le tien et celui d'Hélène", "you and Hélène"."""
        t, shown = self.t, []
        for player in players:
            name = self.name(player)
            if player == self.standings.asker:
                shown.append(t["missing_you"])
                continue
            elided = name[:1].lower() in t["elide_before"] if t["elide_before"] else False
            shown.append(t["missing_elided" if elided else "missing_other"].format(name=name))
        return self.listed(shown)

    def colours(self, players: Iterable[str]) -> str:
        """ "Camille 6, toi 5": each player's colour count."""
        return self.t["sep"].join(
            self.t["count"].format(name=self.name(p), value=self.by_player[p].colours)
            for p in players
        )

    def totals(self, players: Iterable[str]) -> str:
        """ "Priya (28) et Ben (25)": the players behind, with their totals."""
        return self.listed([f"{self.name(p)} ({self.by_player[p].total})" for p in players])


def winner_text(won: Winners, standings: Standings, lang: str) -> str:
    """The winner(s), or the tie left, in a sentence or two."""
    say = _Words(standings, lang)
    t = say.t
    values: dict[str, Any] = {"total": won.top_total, "pages": format_pages(won.pages)}
    if len(won.winners) == 1:
        (winner,) = won.winners
        you = winner == standings.asker
        values["lead"] = t["you_win"] if you else t["wins"].format(name=say.name(winner))
        if len(won.leaders) == 1:
            others = [s for s in standings.standings if s.player != winner]
            values["others"] = say.totals(s.player for s in sorted(others, key=lambda s: -s.total))
            return capitalised(t["alone"].format(**values))
        if any(say.by_player[p].colours is None for p in won.leaders):  # told compared
            most = t["most_you"] if you else t["most_other"].format(name=say.name(winner))
            return capitalised(t["broken_compared"].format(most=most, **values))
        ranked = sorted(won.leaders, key=lambda p: -(say.by_player[p].colours or 0))
        values["counts"] = say.colours(ranked)
        return capitalised(t["broken"].format(**values))
    if won.winners:  # equal on points and on colours
        behind = [p for p in won.leaders if p not in won.winners]
        told = all(say.by_player[p].colours is not None for p in behind)
        each = won.most_colours
        values.update(
            names=say.names(won.winners),
            each=t["each_same"] if each is None else t["each_count"].format(colours=each),
            behind=t["behind"].format(counts=say.colours(behind)) if behind and told else "",
        )
        return capitalised(t["still"].format(**values))
    known = [p for p in won.leaders if p not in won.missing_colours]
    values.update(
        names=say.names(won.leaders),
        missing=say.missing(won.missing_colours),
        known=t["known"].format(counts=say.colours(known)) if known else "",
    )
    return capitalised(t["undecided"].format(**values))


def why_text(won: Winners, standings: Standings, lang: str) -> str:
    """Why that is the decision: every total compared, then the winner on the highest total
    alone, or the tie and how the colours settle it (or leave it)."""
    say = _Words(standings, lang)
    t = say.t
    ranked = sorted(standings.standings, key=lambda s: -s.total)
    ranking = t["sep"].join(
        t["count"].format(name=say.name(s.player), value=s.total) for s in ranked
    )
    compared = capitalised(t["why_totals"].format(ranking=ranking))
    if len(won.leaders) > 1:
        return f"{compared} {winner_text(won, standings, lang)}"
    (winner,) = won.winners
    lead = t["you_win"] if winner == standings.asker else t["wins"].format(name=say.name(winner))
    alone = t["why_alone"].format(lead=lead, total=won.top_total, pages=format_pages(won.pages))
    return f"{compared} {capitalised(alone)}"


def winner_answer(
    question: str,
    lang: str,
    standings: Standings,
    corpus: Corpus,
    context: Mapping[str, Any] | None = None,
    why: bool = False,
) -> Answer:
    """Who wins from the told totals and colour counts (Rule.WINNING, Rule.TIE_BREAK); with
    `why`, the decision explained. The standings go in the context, for a follow-up."""
    won = standings.decision  # decided once, when the standings were read
    text = why_text if why else winner_text
    return Answer(
        question=question,
        answer=text(won, standings, lang),
        lang=lang,
        intent="winner",
        pages=won.pages,
        citations=rule_citations(corpus, won.rules, lang),
        confidence=1.0,
        engine=winner_json(won, standings, lang),
        context={**(context or {}), "standings": standings},
    )
