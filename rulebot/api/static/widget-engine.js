/* rulebot widget, part 4: what the rules engine computed, drawn: a path's cards and
 * points, who may score a colour (the cancelled 8 struck through), a layout's best paths,
 * and who wins a told end of game. Each takes the engine object and the answer's language.
 */
(function (RB) {
  "use strict";
  var h = RB.h;

  RB.engineNode = function (engine, lang) {
    if (!engine || typeof engine !== "object") return null;
    var draw = { path: pathNode, right_to_score: rightNode, layout: layoutNode, winner: winnerNode }[engine.kind];
    return draw ? draw(engine, lang) : null;
  };

  function pathNode(e, lang) {
    var t = RB.text(lang);
    var rows = (Array.isArray(e.breakdown) ? e.breakdown : []).map(function (line) {
      var say = t.kinds[line.kind];
      return h("tr", {}, [
        h("th", { scope: "row", text: say ? say(line) : line.kind }),
        h("td", { class: "rb-pts", text: "+" + line.points }),
      ]);
    });
    rows.push(h("tr", { class: "rb-total" }, [
      h("th", { scope: "row", text: t.total }),
      h("td", { class: "rb-pts", text: t.points(e.points || 0) }),
    ]));
    return h("div", { class: "rb-engine rb-path" + (e.valid === false ? " rb-invalid" : "") }, [
      RB.cardTiles(Array.isArray(e.card_values) ? e.card_values : e.cards, t.cards, lang),
      h("table", { class: "rb-breakdown" }, [
        e.valid === false ? h("caption", { text: t.invalid }) : null,
        h("tbody", {}, rows),
      ]),
    ]);
  }

  function rightNode(e, lang) {
    var t = RB.text(lang);
    var totals = e.totals || {};
    var scorers = Array.isArray(e.scorers) ? e.scorers : [];
    var cancelled = Array.isArray(e.cancelled) ? e.cancelled : [];
    var names = e.players || {};
    function who(id) { var name = String(names[id] || id); return name.charAt(0).toUpperCase() + name.slice(1); }
    var body = Object.keys(totals).map(function (player) {
      var can = scorers.indexOf(player) >= 0;
      var tags = [can ? h("span", { class: "rb-tag rb-tag-ok", text: "✓ " + t.scores }) : null];
      cancelled.filter(function (c) { return c.player === player; }).forEach(function (c) {
        var card = RB.parseCard(c.card || "8");
        tags.push(h("span", { class: "rb-tag rb-tag-cancel" }, [
          h("s", { text: card.value + " " + RB.colourName(card.colour, lang) }), " " + t.cancelled({ by: who(c.by) }),
        ]));
      });
      return h("tr", { class: can ? "rb-scorer" : "" }, [
        h("th", { scope: "row", text: who(player) }),
        h("td", { class: "rb-pts", text: totals[player] }),
        h("td", {}, tags),
      ]);
    });
    return h("div", { class: "rb-engine rb-right" }, [
      e.colour ? h("p", { class: "rb-engine-head" }, [
        RB.typeset(t.colour + " :", lang) + " ", RB.swatch(e.colour), " " + RB.colourName(e.colour, lang),
      ]) : null,
      h("table", { class: "rb-breakdown" }, [
        h("thead", {}, [h("tr", {}, [
          h("th", { scope: "col", text: t.player }), h("th", { scope: "col", text: t.handTotal }),
          h("th", { scope: "col" }, [h("span", { class: "rb-sr", text: t.result })]),
        ])]),
        h("tbody", {}, body),
      ]),
      e.nobody_holds ? h("p", { class: "rb-note", text: t.nobody }) : null,
    ]);
  }

  function layoutNode(e, lang) {
    var t = RB.text(lang);
    var paths = e.paths && typeof e.paths === "object" ? e.paths : {};
    var items = Object.keys(paths).map(function (key) {
      var p = paths[key] || {};
      var cards = Array.isArray(p.cards) ? p.cards : [];
      return h("li", { class: "rb-layout-item" }, [
        h("p", { class: "rb-engine-head" }, [
          RB.swatch(p.colour || key), " ",
          RB.colourName(p.colour || key, lang) + " — " + (cards.length ? t.points(p.points || 0) : t.noPath),
        ]),
        cards.length ? RB.cardTiles(cards, t.cards, lang) : null,
      ]);
    });
    return h("div", { class: "rb-engine rb-layout" }, [
      h("p", { class: "rb-engine-head", text: t.layout }),
      h("ul", { class: "rb-layout-list" }, items),
    ]);
  }

  /* Who wins a told end of game: one row per player, the winners marked by a symbol and a
   * word (never by colour alone), and a line saying how a tie on points went. */
  function winnerNode(e, lang) {
    var t = RB.text(lang);
    var names = e.players || {};
    var winners = Array.isArray(e.winners) ? e.winners : [];
    var contenders = Array.isArray(e.contenders) ? e.contenders : [];
    var missing = Array.isArray(e.missing_colours) ? e.missing_colours : [];
    var standings = (Array.isArray(e.standings) ? e.standings : []).filter(function (s) { return s && typeof s === "object"; });
    function who(id) { return String(names[id] || id); }
    function upper(name) { return name.charAt(0).toUpperCase() + name.slice(1); }
    function listed(ids) {
      var shown = ids.map(who);
      return shown.length > 1 ? shown.slice(0, -1).join(", ") + t.and + shown[shown.length - 1] : shown.join("");
    }
    var told = standings.some(function (s) { return s.colours !== null && s.colours !== undefined; });
    var rank = function (s) { return winners.indexOf(s.player) >= 0 ? 0 : 1; };
    var rows = standings.map(function (s, i) { return { s: s, i: i }; }).sort(function (a, b) {
      return (b.s.total || 0) - (a.s.total || 0) || rank(a.s) - rank(b.s) || a.i - b.i;
    }).map(function (r) {
      var s = r.s;
      var won = winners.indexOf(s.player) >= 0;
      var tag = won ? h("span", { class: "rb-tag rb-tag-win", text: "★ " + (winners.length > 1 ? t.tiedFirst : t.wins) })
        : !winners.length && contenders.indexOf(s.player) >= 0 ? h("span", { class: "rb-tag rb-tag-maybe", text: "? " + t.mayWin })
          : null;
      var absent = missing.indexOf(s.player) >= 0;
      var colours = s.colours !== null && s.colours !== undefined ? h("td", { class: "rb-pts", text: s.colours })
        : h("td", { class: "rb-pts" + (absent ? " rb-missing" : "") }, [
          h("span", { "aria-hidden": "true", text: absent ? "?" : "—" }), h("span", { class: "rb-sr", text: absent ? t.missing : t.notTold }),
        ]);
      return h("tr", { class: won ? "rb-win" : "" }, [
        h("th", { scope: "row", text: upper(who(s.player)) }),
        h("td", { class: "rb-pts", text: s.total }),
        told ? colours : null,
        h("td", {}, [tag]),
      ]);
    });
    var line = e.tie_broken_by_colours ? t.tieBroken(e.top_total)
      : e.still_tied ? t.stillTied(e.top_total)
        : missing.length ? t.missingColours(e.top_total, listed(missing)) : null;
    return h("div", { class: "rb-engine rb-winner" }, [
      h("table", { class: "rb-breakdown rb-standings" }, [
        h("caption", { text: t.standings }),
        h("thead", {}, [h("tr", {}, [
          h("th", { scope: "col", text: t.player }),
          h("th", { scope: "col", class: "rb-pts", text: t.total }),
          told ? h("th", { scope: "col", class: "rb-pts", text: t.colours }) : null,
          h("th", { scope: "col" }, [h("span", { class: "rb-sr", text: t.result })]),
        ])]),
        h("tbody", {}, rows),
      ]),
      line ? h("p", { class: "rb-note rb-tie", text: line }) : null,
    ]);
  }
  RB.pathNode = pathNode;
  RB.layoutNode = layoutNode;
})(window.__rulebotWidget);
