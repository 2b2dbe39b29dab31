/* rulebot widget, the card picker: cards chosen by taps (a species, then a value 1-8),
 * named in the widget's language and coloured as the server's tiles, to build a path or
 * a whole arboretum (scored live by the rules engine, /api/score) or each player's hand
 * (asked through /api/ask, as the same question typed). The species come from the
 * server (/api/colours): none is written here. Views: widget-picker-views.js.
 */
(function (RB) {
  "use strict";
  var h = RB.h;
  var NB = "\u00a0";
  RB.addTexts({
    fr: {
      picker: "Cartes", pickerOpen: "Choisir des cartes", pickerClose: "Fermer le choix des cartes",
      modes: { path: "Sentier", grid: "Arboretum", hands: "Mains" },
      species: "Essence", values: "Valeur", add: function (v, n) { return "Ajouter " + v + " " + n; },
      remove: function (v, n) { return "Retirer " + v + " " + n; },
      pathEmpty: "Touche une essence puis des valeurs pour construire ton sentier, dans l’ordre.",
      yourPath: "Ton sentier" + NB + ":",
      undoLast: "Retirer la dernière", empty: "Vider", askChat: "Demander dans le chat",
      booklet: "Livret", scoring: "Calcul…",
      pathQuestion: function (cards) { return "Combien vaut le sentier " + cards + " ?"; }, /* as typed */
      gridHelp: "Choisis une case, puis une carte" + NB + ": chaque carte touche la précédente par un côté.",
      cell: function (r, c, card) { return "Case ligne " + r + ", colonne " + c + (card ? NB + ": " + card : ", vide"); },
      removeCell: "Retirer la carte de la case",
      handsHelp: "Choisis un joueur, puis les cartes qu’il garde en main.",
      me: "Toi", otherName: function (i) { return ["Alex", "Sam", "Lou"][i - 1] || "Joueur " + (i + 1); },
      playerName: function (i) { return "Nom du joueur " + (i + 1); },
      addPlayer: "Ajouter un joueur", removePlayer: function (n) { return "Retirer " + n; },
      handOf: function (n) { return "Main de " + n; }, noCard: "aucune carte",
      askedColour: "Couleur à marquer", whoScores: "Qui marque" + NB + "?",
    },
    en: {
      picker: "Cards", pickerOpen: "Pick cards", pickerClose: "Close the card picker",
      modes: { path: "Path", grid: "Arboretum", hands: "Hands" },
      species: "Species", values: "Value", add: function (v, n) { return "Add " + v + " " + n; },
      remove: function (v, n) { return "Remove " + v + " " + n; },
      pathEmpty: "Tap a species then values to build your path, in order.",
      yourPath: "Your path:",
      undoLast: "Remove the last", empty: "Empty", askChat: "Ask in the chat",
      booklet: "Booklet", scoring: "Scoring…",
      pathQuestion: function (cards) { return "How much is the path " + cards + " worth?"; },
      gridHelp: "Pick a cell, then a card: each card touches another by a side.",
      cell: function (r, c, card) { return "Cell row " + r + ", column " + c + (card ? ": " + card : ", empty"); },
      removeCell: "Remove the card from the cell",
      handsHelp: "Pick a player, then the cards they keep in hand.",
      me: "You", otherName: function (i) { return ["Alex", "Sam", "Lou"][i - 1] || "Player " + (i + 1); },
      playerName: function (i) { return "Name of player " + (i + 1); },
      addPlayer: "Add a player", removePlayer: function (n) { return "Remove " + n; },
      handOf: function (n) { return "Hand of " + n; }, noCard: "no card",
      askedColour: "Colour to score", whoScores: "Who scores?",
    },
  });

  var lang = RB.config.lang;
  var t = RB.text(lang);
  var P = RB.picker = { views: {} };

  /* The picker's state, kept with the conversation. */
  function pickerState() {
    var s = RB.state.picker;
    if (!s || typeof s !== "object") s = RB.state.picker = {};
    s.mode = P.views[s.mode] ? s.mode : "path";
    if (!RB.colourOf(s.species || "")) s.species = RB.species[0].id;
    s.path = Array.isArray(s.path) ? s.path : [];
    return s;
  }
  P.state = pickerState;
  P.name = function (card) { return card.value + " " + RB.colourName(card.colour, lang); };
  P.listed = function (cards) { return cards.map(P.name).join(", "); };
  P.changed = function () { RB.save(); P.render(); };

  /* ---------- the chooser: species (a radio group) and values (tiles) ---------- */
  function chooser(s, onCard) {
    var radios = RB.species.map(function (c) {
      var on = c.id === s.species;
      return h("button", { type: "button", role: "radio", class: "rb-species-btn", "aria-checked": String(on), tabindex: on ? "0" : "-1", "data-colour": c.id, "data-key": "species-" + c.id,
        onclick: function () { pick(c.id); } }, [RB.swatch(c.id), " " + RB.colourName(c.id, lang)]);
    });
    function pick(id) {
      s.species = id;
      RB.save();
      radios.forEach(function (r) { var on = r.getAttribute("data-colour") === id; r.setAttribute("aria-checked", String(on)); r.tabIndex = on ? 0 : -1; });
      values.forEach(function (b) { paintValue(b); });
    }
    var group = h("div", { class: "rb-species", role: "radiogroup", "aria-label": t.species }, radios);
    RB.roving(group, ".rb-species-btn", function (el) { pick(el.getAttribute("data-colour")); });
    function paintValue(b) {
      b.removeAttribute("style");
      b.className = "rb-card rb-value-btn";
      RB.paint(b, s.species);
      var v = b.getAttribute("data-value");
      b.setAttribute("aria-label", t.add(v, RB.colourName(s.species, lang)));
      b.querySelector(".rb-card-colour").textContent = RB.colourName(s.species, lang);
    }
    var values = [1, 2, 3, 4, 5, 6, 7, 8].map(function (v) {
      var b = h("button", { type: "button", "data-value": String(v), "data-key": "value-" + v, tabindex: v === 1 ? "0" : "-1",
        onclick: function () { onCard({ value: v, colour: s.species }); } }, [
        h("span", { class: "rb-card-value", text: v }), h("span", { class: "rb-card-colour" }),
      ]);
      paintValue(b);
      return b;
    });
    var row = h("div", { class: "rb-values", role: "group", "aria-label": t.values }, values);
    RB.roving(row, ".rb-value-btn");
    return h("div", { class: "rb-chooser" }, [
      h("p", { class: "rb-picker-label", text: t.species }), group,
      h("p", { class: "rb-picker-label", text: t.values }), row,
    ]);
  }

  /* A row of picked cards, each a button that takes it out. */
  P.pickedCards = function (cards, label, onRemove) {
    return h("ol", { class: "rb-cards rb-picked", "aria-label": label }, cards.map(function (card, i) {
      return h("li", {}, [RB.cardTile(card, lang, "button", {
        type: "button", "aria-label": t.remove(card.value, RB.colourName(card.colour, lang)),
        onclick: function () { onRemove(i); },
      })]);
    }));
  };
  P.actions = function (buttons) {
    return h("div", { class: "rb-picker-actions" }, buttons.map(function (b) {
      return h("button", { type: "button", class: "rb-btn " + (b.cls || ""), "data-key": b.key, disabled: b.disabled, onclick: b.run }, [b.text]);
    }));
  };
  P.pages = function (pages) { return h("p", { class: "rb-note rb-live-pages", text: t.booklet + " " + RB.citePages(pages) }); };

  /* Score live: the last request wins; an input error is shown as the server says it. */
  var asked = 0;
  P.score = function (body, area, draw) {
    var mine = ++asked;
    area.textContent = "";
    area.appendChild(h("p", { class: "rb-note", text: t.scoring }));
    RB.postJSON("/api/score", Object.assign({ lang: lang }, body)).then(function (data) {
      if (mine !== asked) return;
      area.textContent = "";
      draw(data, area);
    }, function (err) {
      if (mine !== asked) return;
      area.textContent = "";
      area.appendChild(h("p", { class: "rb-note rb-warn", text: RB.errorText(RB.errorKind(err), t) }));
    });
  };

  /* ---------- the path view ---------- */
  P.views.path = function (s, body) {
    var live = h("div", { class: "rb-live" });
    if (s.path.length) {
      body.appendChild(h("p", { class: "rb-picker-label", text: t.yourPath }));
      body.appendChild(P.pickedCards(s.path, t.cards, function (i) { s.path.splice(i, 1); P.changed(); }));
    } else {
      body.appendChild(h("p", { class: "rb-note", text: t.pathEmpty }));
    }
    body.appendChild(live);
    body.appendChild(P.actions([
      { key: "undo-last", text: t.undoLast, disabled: !s.path.length, run: function () { s.path.pop(); P.changed(); } },
      { key: "empty", text: t.empty, disabled: !s.path.length, run: function () { s.path = []; P.changed(); } },
      { key: "ask", text: t.askChat, cls: "rb-ask-chat", disabled: s.path.length < 2, run: function () { P.ask(t.pathQuestion(P.listed(s.path))); } },
    ]));
    if (s.path.length) {
      P.score({ text: P.listed(s.path) }, live, function (data, area) {
        area.appendChild(h("p", { class: "rb-live-total" + (data.valid ? "" : " rb-invalid"), text: RB.typeset(String(data.summary || ""), lang) }));
        if (data.valid) {
          area.appendChild(RB.pathNode(data, lang).querySelector("table"));
        } else {
          area.appendChild(h("p", { class: "rb-note", text: RB.typeset(String(data.text || ""), lang) }));
        }
        area.appendChild(P.pages(data.pages));
        RB.announce(RB.typeset(String(data.summary || ""), lang));
      });
    }
  };
  P.onCard = function (card) {
    var s = pickerState();
    P.views[s.mode].add(s, card);
    P.changed();
  };
  P.views.path.add = function (s, card) { s.path.push(card); };

  /* ---------- the shell: toggle, tabs, chooser, the view of the mode ---------- */
  var node = h("div", { class: "rb-picker", role: "group", "aria-label": t.pickerOpen });
  P.render = function () {
    var s = pickerState();
    var focused = RB.shadow.activeElement;
    var key = focused && node.contains(focused) ? focused.getAttribute("data-key") : null;
    node.textContent = "";
    var tabs = Object.keys(P.views).map(function (mode) {
      var on = mode === s.mode;
      return h("button", { type: "button", role: "tab", class: "rb-tab", "data-mode": mode, "data-key": "tab-" + mode, "aria-selected": String(on), tabindex: on ? "0" : "-1",
        onclick: function () { s.mode = mode; P.changed(); } }, [t.modes[mode]]);
    });
    var list = h("div", { class: "rb-tabs", role: "tablist", "aria-label": t.pickerOpen }, tabs);
    RB.roving(list, ".rb-tab", function (el) { s.mode = el.getAttribute("data-mode"); P.changed(); });
    var body = h("div", { class: "rb-mode rb-mode-" + s.mode, role: "tabpanel", "aria-label": t.modes[s.mode] });
    node.appendChild(list);
    node.appendChild(chooser(s, P.onCard));
    node.appendChild(body);
    P.views[s.mode](s, body);
    /* the focus stays on the control it was on, drawn afresh (or on the picker) */
    var again = key && node.querySelector('[data-key="' + key + '"]');
    if (again && again.disabled) again = node.querySelector(".rb-tab[aria-selected='true']");
    if (again) {
      var group = again.closest("[data-roving]");
      if (again.tabIndex < 0 && group) {
        RB.focusItem(Array.prototype.slice.call(group.querySelectorAll(group.getAttribute("data-roving"))), again, true);
      }
      again.focus();
    }
  };
  function toggle(open) {
    RB.state.pickerOpen = open;
    RB.save();
    RB.pickerSlot.hidden = !open;
    RB.pickerButton.setAttribute("aria-expanded", String(open));
    RB.pickerButton.setAttribute("aria-label", open ? t.pickerClose : t.pickerOpen);
    RB.pickerButton.title = open ? t.pickerClose : t.pickerOpen;
    if (open) P.render();
  }
  /* Asked in the chat as typed: the picker folds away (its cards kept) to show the answer. */
  P.ask = function (question) { toggle(false); RB.send(question); };
  RB.startPicker = function () {
    if (!RB.species.length) return;
    var btn = RB.pickerButton;
    btn.textContent = "";
    btn.appendChild(RB.icon("cards"));
    btn.appendChild(h("span", { class: "rb-picker-word", text: t.picker }));
    btn.hidden = false;
    if (!btn.getAttribute("data-ready")) {
      btn.setAttribute("data-ready", "");
      btn.addEventListener("click", function () { toggle(RB.pickerSlot.hidden); if (!RB.pickerSlot.hidden) node.querySelector(".rb-tab[aria-selected='true']").focus(); });
      RB.pickerSlot.addEventListener("keydown", function (e) { /* Escape folds the picker first */
        if (e.key !== "Escape" || e.target.tagName === "SELECT") return;
        e.preventDefault();
        toggle(false);
        btn.focus();
      });
      RB.pickerSlot.appendChild(node);
    }
    toggle(!!RB.state.pickerOpen);
  };
})(window.__rulebotWidget);
