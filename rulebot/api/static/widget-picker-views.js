/* rulebot widget, the card picker's other views: a whole arboretum laid out cell by cell
 * (its best paths scored live), and each player's hand (who may score a colour, asked
 * in the chat as the same question typed, plain spaces and apostrophes: "J'ai 3 chêne et
 * 8 chêne, Alex a 1 chêne : qui marque le chêne ?").
 */
(function (RB) {
  "use strict";
  var h = RB.h;
  var P = RB.picker;
  var lang = RB.config.lang;
  var t = RB.text(lang);
  var NB = "\u00a0";

  /* ---------- the arboretum ---------- */
  function gridState(s) {
    var g = s.grid && typeof s.grid === "object" ? s.grid : (s.grid = {});
    g.cells = g.cells && typeof g.cells === "object" ? g.cells : {};
    g.sel = Array.isArray(g.sel) ? g.sel : [0, 0];
    return g;
  }
  function cellKey(r, c) { return r + "," + c; }
  function bounds(cells, margin) {
    var keys = Object.keys(cells);
    if (!keys.length) return { r0: 0, r1: 0, c0: 0, c1: 0 };
    var rs = keys.map(function (k) { return +k.split(",")[0]; }), cs = keys.map(function (k) { return +k.split(",")[1]; });
    return {
      r0: Math.min.apply(null, rs) - margin, r1: Math.max.apply(null, rs) + margin,
      c0: Math.min.apply(null, cs) - margin, c1: Math.max.apply(null, cs) + margin,
    };
  }
  /* The grid as text, as `rulebot score --layout` reads it: "." for an empty cell, a card
   * as its value and its species' name ("4érable"); columns aligned. */
  P.gridText = function (s) {
    var g = gridState(s), b = bounds(g.cells, 0), rows = [], width = 1;
    for (var r = b.r0; r <= b.r1; r++) {
      var row = [];
      for (var c = b.c0; c <= b.c1; c++) {
        var card = g.cells[cellKey(r, c)];
        var token = card ? card.value + RB.colourName(card.colour, lang).replace(/[^\p{L}]/gu, "") : ".";
        width = Math.max(width, token.length);
        row.push(token);
      }
      rows.push(row);
    }
    return rows.map(function (row) {
      return row.map(function (tok) { return tok + " ".repeat(width - tok.length); }).join(" ").replace(/\s+$/, "");
    }).join("\n");
  };

  P.views.grid = function (s, body) {
    var g = gridState(s), b = bounds(g.cells, 1);
    var cols = b.c1 - b.c0 + 1;
    var cells = [];
    for (var r = b.r0; r <= b.r1; r++) {
      for (var c = b.c0; c <= b.c1; c++) cells.push(cellNode(g, r, c, b));
    }
    var grid = h("div", { class: "rb-grid", role: "group", "aria-label": t.modes.grid, style: { "grid-template-columns": "repeat(" + cols + ", 40px)" } }, cells);
    grid.addEventListener("keydown", function (e) {
      var step = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }[e.key];
      if (!step) return;
      e.preventDefault();
      var r = Math.min(b.r1, Math.max(b.r0, g.sel[0] + step[0])), c = Math.min(b.c1, Math.max(b.c0, g.sel[1] + step[1]));
      g.sel = [r, c];
      P.changed();
      var now = RB.shadow.querySelector('[data-key="cell-' + cellKey(r, c) + '"]');
      if (now) now.focus();
    });
    var live = h("div", { class: "rb-live" });
    var filled = Object.keys(g.cells).length;
    body.appendChild(h("p", { class: "rb-note", text: t.gridHelp }));
    body.appendChild(h("div", { class: "rb-grid-wrap" }, [grid]));
    body.appendChild(P.actions([
      { key: "remove-cell", text: t.removeCell, disabled: !g.cells[cellKey(g.sel[0], g.sel[1])], run: function () { delete g.cells[cellKey(g.sel[0], g.sel[1])]; P.changed(); } },
      { key: "empty", text: t.empty, disabled: !filled, run: function () { g.cells = {}; g.sel = [0, 0]; P.changed(); } },
      { key: "ask", text: t.askChat, cls: "rb-ask-chat", disabled: filled < 2, run: function () { P.ask(P.gridText(s)); } },
    ]));
    body.appendChild(live);
    if (filled) {
      P.score({ layout: P.gridText(s) }, live, function (data, area) {
        area.appendChild(RB.layoutNode(data, lang));
        area.appendChild(P.pages(data.pages));
      });
    }
  };
  function cellNode(g, r, c, b) {
    var card = g.cells[cellKey(r, c)];
    var on = g.sel[0] === r && g.sel[1] === c;
    var attrs = {
      type: "button", class: (card ? "rb-cell-card" : "rb-cell") + (on ? " rb-cell-on" : ""), "data-key": "cell-" + cellKey(r, c), tabindex: on ? "0" : "-1",
      "aria-pressed": String(on), "aria-label": t.cell(r - b.r0 + 1, c - b.c0 + 1, card ? P.name(card) : ""),
      onclick: function () { g.sel = [r, c]; P.changed(); },
    };
    if (card) return RB.cardTile(card, lang, "button", attrs);
    return h("button", attrs, [h("span", { "aria-hidden": "true", text: on ? "+" : "" })]);
  }
  P.views.grid.add = function (s, card) {
    var g = gridState(s);
    g.cells[cellKey(g.sel[0], g.sel[1])] = card;
    if (!g.cells[cellKey(g.sel[0], g.sel[1] + 1)]) g.sel = [g.sel[0], g.sel[1] + 1];
  };

  /* ---------- the hands ---------- */
  function handsState(s) {
    var hs = s.hands && typeof s.hands === "object" ? s.hands : (s.hands = {});
    if (!Array.isArray(hs.players) || !hs.players.length) {
      hs.players = [{ me: true, cards: [] }, { name: t.otherName(1), cards: [] }];
    }
    hs.active = hs.players[hs.active] ? hs.active : 0;
    return hs;
  }
  function playerName(p) { return p.me ? t.me : p.name; }
  function listed(items, and) { return items.length > 1 ? items.slice(0, -1).join(", ") + and + items[items.length - 1] : items.join(""); }
  /* Who may score the colour, asked as a person would type it. */
  P.handsQuestion = function (s) {
    var hs = handsState(s), colour = hs.colour, name = RB.colourName(colour, lang);
    var clauses = hs.players.map(function (p) {
      var held = p.cards.filter(function (c) { return c.colour === colour; }).map(function (c) { return c.value + " " + name; });
      if (lang === "en") return (p.me ? "I have " : p.name + " has ") + (held.length ? listed(held, " and ") : "no " + name);
      if (p.me) return held.length ? "j'ai " + listed(held, " et ") : "je n'ai aucun " + name;
      return p.name + (held.length ? " a " + listed(held, " et ") : " n'a aucun " + name);
    });
    var said = clauses.join(", ");
    said = said.charAt(0).toUpperCase() + said.slice(1);
    if (lang === "en") return said + ": who scores " + name + "?";
    var the = /^[aeiouyhàâéèêîôû]/i.test(name) ? "l'" + name : "le " + name;
    return said + " : qui marque " + the + " ?";
  };

  P.views.hands = function (s, body) {
    var hs = handsState(s);
    var group = h("div", { class: "rb-players", role: "radiogroup", "aria-label": t.handsHelp });
    body.appendChild(h("p", { class: "rb-note", text: t.handsHelp }));
    body.appendChild(group);
    hs.players.forEach(function (p, i) {
      var on = i === hs.active;
      var radio = h("button", { type: "button", role: "radio", class: "rb-player-pick", "aria-checked": String(on), tabindex: on ? "0" : "-1",
        "data-key": "player-" + i, "aria-label": t.handOf(playerName(p)), onclick: function () { hs.active = i; P.changed(); } }, [h("span", { "aria-hidden": "true", text: on ? "●" : "○" })]);
      var name = p.me ? h("span", { class: "rb-player-name", text: t.me }) : h("input", {
        type: "text", class: "rb-input rb-player-name", value: p.name, maxlength: "24", "aria-label": t.playerName(i), "data-key": "name-" + i,
        onchange: function (e) { p.name = e.target.value.trim().replace(/[,:;?!]/g, "") || t.otherName(i); RB.save(); },
      });
      group.appendChild(h("div", { class: "rb-player" + (on ? " rb-player-on" : "") }, [
        h("div", { class: "rb-player-head" }, [radio, name, i >= 2 ? h("button", { type: "button", class: "rb-icon-btn rb-player-remove", "data-key": "remove-" + i,
          "aria-label": t.removePlayer(playerName(p)), text: "×", onclick: function () { hs.players.splice(i, 1); hs.active = 0; P.changed(); } }) : null]),
        p.cards.length ? P.pickedCards(p.cards, t.handOf(playerName(p)), function (k) { p.cards.splice(k, 1); P.changed(); })
          : h("p", { class: "rb-note", text: t.noCard }),
      ]));
    });
    RB.roving(group, ".rb-player-pick", function (el) { hs.active = +el.getAttribute("data-key").split("-")[1]; P.changed(); });
    var held = {};
    hs.players.forEach(function (p) { p.cards.forEach(function (c) { held[c.colour] = true; }); });
    var options = RB.species.filter(function (c) { return held[c.id]; });
    if (!held[hs.colour]) hs.colour = options.length ? options[options.length - 1].id : null;
    var select = h("select", { class: "rb-input rb-colour-select", "data-key": "colour", "aria-label": t.askedColour,
      onchange: function (e) { hs.colour = e.target.value; RB.save(); } }, options.map(function (c) {
      return h("option", { value: c.id, selected: c.id === hs.colour, text: RB.colourName(c.id, lang) });
    }));
    body.appendChild(h("div", { class: "rb-picker-actions" }, [
      hs.players.length < 4 ? h("button", { type: "button", class: "rb-btn", "data-key": "add-player", text: t.addPlayer, onclick: function () {
        hs.players.push({ name: t.otherName(hs.players.length), cards: [] }); hs.active = hs.players.length - 1; P.changed();
      } }) : null,
      options.length ? h("label", { class: "rb-colour-pick" }, [t.askedColour + (lang === "fr" ? NB + ": " : ": "), select]) : null,
      h("button", { type: "button", class: "rb-btn rb-ask-chat", "data-key": "ask", disabled: !options.length, text: t.whoScores,
        onclick: function () { P.ask(P.handsQuestion(s)); } }),
    ]));
  };
  P.views.hands.add = function (s, card) {
    var hs = handsState(s);
    hs.players[hs.active].cards.push(card);
    hs.colour = card.colour;
  };
})(window.__rulebotWidget);
