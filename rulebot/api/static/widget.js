/* rulebot chat widget: plain JS, no build step, no HTML strings: every text goes in as text.
 * Embed: <script src="https://HOST/widget.js" data-endpoint="https://HOST" defer></script>
 * Optional: data-open (start opened), data-max-chars="1000".
 */
(function () {
  "use strict";
  if (window.__rulebotWidget) return;
  window.__rulebotWidget = true;

  var script = document.currentScript || document.querySelector('script[src*="widget.js"]');
  var scriptOrigin = script && script.src ? new URL(script.src, location.href).origin : location.origin;
  var endpoint = ((script && script.getAttribute("data-endpoint")) || scriptOrigin).replace(/\/+$/, "");
  var maxChars = parseInt((script && script.getAttribute("data-max-chars")) || "1000", 10) || 1000;
  var pageLang = /^en\b/i.test(document.documentElement.lang || "") ? "en" : "fr";
  var STORE_KEY = "rulebot:" + endpoint;

  var TEXT = {
    fr: {
      open: "Ouvrir l'assistant des règles",
      close: "Fermer l'assistant",
      title: "Assistant des règles",
      subtitle: "Réponses citées avec les pages du livret",
      greeting: "Pose ta question : je réponds sur les règles de ce jeu.",
      placeholder: "Ta question…",
      label: "Ta question sur les règles",
      send: "Envoyer",
      clear: "Effacer",
      clearLabel: "Effacer la conversation",
      you: "Toi",
      typing: "rulebot écrit…",
      received: "Réponse reçue.",
      unreachable: "Impossible de joindre le serveur. Vérifie ta connexion, puis réessaie.",
      serverError: "Le serveur a rencontré un problème. Réessaie dans un instant.",
      busy: "Trop de questions d'un coup. Attends un peu, puis réessaie.",
      retry: "Réessayer",
      tooLong: "Ta question est trop longue (" + maxChars + " caractères au plus).",
      sources: "Sources",
      passage: "Passage cité",
      page: "p.",
      pageLong: "Page",
      pagesLong: "Pages",
      unsure: "Je ne suis pas sûr de pouvoir répondre.",
      tryThese: "Essaie plutôt :",
      useful: "Cette réponse est-elle juste ?",
      up: "Oui, juste",
      down: "Non, fausse",
      comment: "Un commentaire ? (facultatif)",
      sendFeedback: "Envoyer l'avis",
      thanks: "Merci pour ton avis !",
      feedbackFailed: "Avis non envoyé : serveur injoignable.",
      cards: "Cartes du chemin",
      total: "Total",
      points: function (n) { return n + (Math.abs(n) > 1 ? " points" : " point"); },
      kinds: {
        cards: function (l) { return (l.count || "") + " cartes"; },
        doubled: function () { return "Une couleur, ≥ 4 : ×2"; },
        starts_on_1: function () { return "Commence par 1"; },
        ends_on_8: function () { return "Finit par 8"; },
      },
      invalid: "Chemin non valable",
      colour: "Couleur",
      player: "Joueur",
      handTotal: "Total en main",
      scores: "peut marquer",
      cancelled: function (c) { return "annulé par le 1 de " + c.by; },
      nobody: "Personne n'a cette couleur en main : tout le monde peut marquer.",
      layout: "Meilleurs chemins",
      standings: "Classement",
      colours: "Couleurs",
      result: "Résultat",
      wins: "gagne",
      tiedFirst: "ex æquo",
      mayWin: "peut gagner",
      notTold: "non dit",
      missing: "manquant",
      tieBroken: function (n) { return "Égalité à " + n + " points, départagée par le nombre de couleurs différentes dans l'arborétum."; },
      stillTied: function (n) { return "Égalité à " + n + " points et sur le nombre de couleurs : le livret ne départage pas davantage."; },
      missingColours: function (n, names) { return "Égalité à " + n + " points : nombre de couleurs non dit pour " + names + "."; },
      and: " et ",
    },
    en: {
      open: "Open the rules assistant",
      close: "Close the assistant",
      title: "Rules assistant",
      subtitle: "Answers cite the rule booklet's pages",
      greeting: "Ask your question: I answer about the rules of this game.",
      placeholder: "Your question…",
      label: "Your rules question",
      send: "Send",
      clear: "Clear",
      clearLabel: "Clear the conversation",
      you: "You",
      typing: "rulebot is typing…",
      received: "Answer received.",
      unreachable: "Cannot reach the server. Check your connection, then try again.",
      serverError: "The server ran into a problem. Try again in a moment.",
      busy: "Too many questions at once. Wait a little, then try again.",
      retry: "Retry",
      tooLong: "Your question is too long (at most " + maxChars + " characters).",
      sources: "Sources",
      passage: "Cited passage",
      page: "p.",
      pageLong: "Page",
      pagesLong: "Pages",
      unsure: "I am not sure I can answer that.",
      tryThese: "Try one of these:",
      useful: "Is this answer right?",
      up: "Yes, right",
      down: "No, wrong",
      comment: "A comment? (optional)",
      sendFeedback: "Send feedback",
      thanks: "Thanks for your feedback!",
      feedbackFailed: "Feedback not sent: server unreachable.",
      cards: "Cards of the path",
      total: "Total",
      points: function (n) { return n + (Math.abs(n) > 1 ? " points" : " point"); },
      kinds: {
        cards: function (l) { return (l.count || "") + " cards"; },
        doubled: function () { return "One colour, ≥ 4: ×2"; },
        starts_on_1: function () { return "Starts on 1"; },
        ends_on_8: function () { return "Ends on 8"; },
      },
      invalid: "Not a valid path",
      colour: "Colour",
      player: "Player",
      handTotal: "Total in hand",
      scores: "may score",
      cancelled: function (c) { return "cancelled by " + c.by + "'s 1"; },
      nobody: "Nobody holds this colour: everyone may score it.",
      layout: "Best paths",
      standings: "Standings",
      colours: "Colours",
      result: "Result",
      wins: "wins",
      tiedFirst: "tied first",
      mayWin: "may win",
      notTold: "not told",
      missing: "missing",
      tieBroken: function (n) { return "Tied on " + n + " points, broken by the most different colours in the arboretum."; },
      stillTied: function (n) { return "Tied on " + n + " points and on colours: the rulebook breaks the tie no further."; },
      missingColours: function (n, names) { return "Tied on " + n + " points: no colour count told for " + names + "."; },
      and: " and ",
    },
  };
  var ui = TEXT[pageLang];
  function tr(lang) { return TEXT[lang === "en" ? "en" : lang === "fr" ? "fr" : pageLang]; }

  /* ---------- DOM helpers: text only ---------- */
  var uid = 0;
  function nextId(prefix) { uid += 1; return "rb-" + prefix + "-" + uid + "-" + Date.now().toString(36); }
  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) return;
        if (k === "class") el.className = v;
        else if (k === "text") el.textContent = String(v);
        else if (k === "hidden") el.hidden = true;
        else if (k.slice(0, 2) === "on") el.addEventListener(k.slice(2), v);
        else el.setAttribute(k, v === true ? "" : String(v));
      });
    }
    (children || []).forEach(function (c) {
      if (c === null || c === undefined || c === false) return;
      el.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
    });
    return el;
  }
  function pagesLabel(pages) {
    var list = (pages || []).slice().sort(function (a, b) { return a - b; });
    if (!list.length) return "";
    var contiguous = list.every(function (p, i) { return i === 0 || p === list[i - 1] + 1; });
    return contiguous && list.length > 1 ? list[0] + "-" + list[list.length - 1] : list.join(", ");
  }

  /* ---------- state, kept across reloads ---------- */
  var state = { open: false, turns: [] };
  try {
    var saved = JSON.parse(sessionStorage.getItem(STORE_KEY) || "null");
    if (saved && Array.isArray(saved.turns)) state = saved;
  } catch (e) { /* storage unavailable or corrupt: start afresh */ }
  state.turns.forEach(function (t) { if (t.status === "pending") { t.status = "error"; t.error = "unreachable"; } });
  function save() {
    try { sessionStorage.setItem(STORE_KEY, JSON.stringify(state)); } catch (e) { /* private mode: keep in memory */ }
  }

  /* ---------- layout ---------- */
  var stylesheet = endpoint + "/widget.css";
  if (!document.querySelector('link[href="' + stylesheet + '"]')) {
    document.head.appendChild(h("link", { rel: "stylesheet", href: stylesheet }));
  }
  var panelId = nextId("panel");
  var inputId = nextId("input");
  var bubble = h("button", { type: "button", class: "rb-bubble", "aria-label": ui.open, "aria-expanded": "false", "aria-controls": panelId }, [
    h("span", { class: "rb-bubble-icon", "aria-hidden": "true", text: "?" }),
  ]);
  var log = h("div", { class: "rb-log", role: "log", "aria-live": "polite", "aria-relevant": "additions", tabindex: "0", "aria-label": ui.title });
  var status = h("p", { class: "rb-sr", role: "status", "aria-live": "polite" });
  var input = h("input", { id: inputId, class: "rb-input rb-question", type: "text", autocomplete: "off", maxlength: String(maxChars), placeholder: ui.placeholder, enterkeyhint: "send" });
  var sendBtn = h("button", { type: "submit", class: "rb-send" }, [ui.send]);
  var form = h("form", { class: "rb-form", novalidate: true }, [
    h("label", { class: "rb-sr", for: inputId, text: ui.label }), input, sendBtn,
  ]);
  var closeBtn = h("button", { type: "button", class: "rb-icon-btn rb-close", "aria-label": ui.close, text: "×" });
  var clearBtn = h("button", { type: "button", class: "rb-text-btn", "aria-label": ui.clearLabel, text: ui.clear });
  var panel = h("section", { id: panelId, class: "rb-panel", role: "dialog", "aria-label": ui.title, hidden: true }, [
    h("header", { class: "rb-head" }, [
      h("div", { class: "rb-head-text" }, [h("h2", { class: "rb-title", text: ui.title }), h("p", { class: "rb-subtitle", text: ui.subtitle })]),
      clearBtn, closeBtn,
    ]),
    log, status, form,
  ]);
  var root = h("div", { class: "rb-root", lang: pageLang }, [panel, bubble]);
  document.body.appendChild(root);

  function setOpen(open, focus) {
    state.open = open;
    panel.hidden = !open;
    bubble.setAttribute("aria-expanded", String(open));
    bubble.setAttribute("aria-label", open ? ui.close : ui.open);
    root.classList.toggle("rb-is-open", open);
    save();
    if (open && focus !== false) input.focus();
    if (!open && focus !== false) bubble.focus();
  }
  bubble.addEventListener("click", function () { setOpen(!state.open); });
  closeBtn.addEventListener("click", function () { setOpen(false); });
  panel.addEventListener("keydown", function (e) { if (e.key === "Escape") { e.preventDefault(); setOpen(false); } });
  clearBtn.addEventListener("click", function () {
    state.turns = []; save(); renderAll(); input.focus();
  });

  /* ---------- rendering ---------- */
  var nodes = {};
  function scrollDown() { log.scrollTop = log.scrollHeight; }

  function renderAll() {
    nodes = {};
    log.textContent = "";
    log.appendChild(h("div", { class: "rb-msg rb-bot rb-greeting" }, [h("p", { class: "rb-text", text: ui.greeting })]));
    state.turns.forEach(function (t) { log.appendChild(turnNode(t)); });
    scrollDown();
  }

  function turnNode(turn) {
    var reply = replyNode(turn);
    var el = h("div", { class: "rb-turn", "data-turn": turn.id }, [
      h("div", { class: "rb-msg rb-user" }, [h("span", { class: "rb-sr", text: ui.you + " : " }), h("p", { class: "rb-text", text: turn.question })]),
      reply,
    ]);
    nodes[turn.id] = { turn: el, reply: reply };
    return el;
  }

  function updateTurn(turn) {
    var n = nodes[turn.id];
    if (!n) { log.appendChild(turnNode(turn)); scrollDown(); return; }
    var fresh = replyNode(turn);
    n.turn.replaceChild(fresh, n.reply);
    n.reply = fresh;
    scrollDown();
  }

  function replyNode(turn) {
    if (turn.status === "pending") {
      return h("div", { class: "rb-msg rb-bot rb-typing", "aria-hidden": "true" }, [h("span", { class: "rb-dot" }), h("span", { class: "rb-dot" }), h("span", { class: "rb-dot" })]);
    }
    if (turn.status === "error") return errorNode(turn);
    return answerNode(turn);
  }

  function errorNode(turn) {
    var text = turn.error === "unreachable" ? ui.unreachable : turn.error === "server" ? ui.serverError
      : turn.error === "busy" ? ui.busy : turn.error;
    var retry = turn.error === "unreachable" || turn.error === "server" || turn.error === "busy";
    return h("div", { class: "rb-msg rb-bot rb-error", role: "alert" }, [
      h("p", { class: "rb-text", text: text }),
      retry ? h("button", { type: "button", class: "rb-btn rb-retry", onclick: function () { send(turn.question, turn); } }, [ui.retry]) : null,
    ]);
  }

  function answerNode(turn) {
    var a = turn.answer || {};
    var t = tr(a.lang);
    var el = h("article", { class: "rb-msg rb-bot" + (a.abstained ? " rb-abstain" : "") + (a.engine ? " rb-wide" : ""), lang: a.lang === "en" ? "en" : "fr" });
    if (a.abstained) el.appendChild(h("p", { class: "rb-abstain-head", text: t.unsure }));
    String(a.answer || "").split(/\n{2,}/).forEach(function (para) {
      if (para.trim()) el.appendChild(h("p", { class: "rb-text", text: para.trim() }));
    });
    var engine = engineNode(a.engine, t);
    if (engine) el.appendChild(engine);
    var chips = chipsNode(a, t);
    if (chips) el.appendChild(chips);
    if (a.abstained && a.suggestions && a.suggestions.length) el.appendChild(suggestionsNode(a.suggestions, t));
    if (!a.abstained) el.appendChild(feedbackNode(turn, t));
    return el;
  }

  function chipsNode(a, t) {
    var cites = Array.isArray(a.citations) ? a.citations : [];
    if (!cites.length && !(a.pages && a.pages.length)) return null;
    var wrap = h("div", { class: "rb-sources" });
    var row = h("ul", { class: "rb-chips", "aria-label": t.sources });
    wrap.appendChild(row);
    if (!cites.length) {
      row.appendChild(h("li", {}, [h("span", { class: "rb-chip rb-chip-static", text: t.page + " " + pagesLabel(a.pages) })]));
      return wrap;
    }
    cites.forEach(function (c) {
      var pid = nextId("passage");
      var label = t.page + " " + pagesLabel(c.pages);
      var passage = h("div", { id: pid, class: "rb-passage", hidden: true, role: "region", "aria-label": t.passage + " — " + (c.section || label) }, [
        h("p", { class: "rb-passage-head" }, [
          h("strong", { text: c.section || t.passage }),
          h("span", { class: "rb-passage-pages", text: ((c.pages || []).length > 1 ? t.pagesLong : t.pageLong) + " " + pagesLabel(c.pages) }),
        ]),
        h("blockquote", { class: "rb-excerpt", text: c.excerpt || "" }),
      ]);
      var chip = h("button", { type: "button", class: "rb-chip", "aria-expanded": "false", "aria-controls": pid, title: c.section || "" }, [
        h("span", { class: "rb-chip-page", text: label }),
        c.section ? h("span", { class: "rb-chip-section", text: c.section }) : null,
      ]);
      chip.addEventListener("click", function () {
        var open = chip.getAttribute("aria-expanded") !== "true";
        wrap.querySelectorAll(".rb-chip[aria-expanded='true']").forEach(function (other) {
          other.setAttribute("aria-expanded", "false");
        });
        wrap.querySelectorAll(".rb-passage").forEach(function (p) { p.hidden = true; });
        chip.setAttribute("aria-expanded", String(open));
        passage.hidden = !open;
      });
      row.appendChild(h("li", {}, [chip]));
      wrap.appendChild(passage);
    });
    return wrap;
  }

  function suggestionsNode(list, t) {
    return h("div", { class: "rb-suggest" }, [
      h("p", { class: "rb-suggest-head", text: t.tryThese }),
      h("ul", { class: "rb-suggest-list" }, list.map(function (q) {
        return h("li", {}, [h("button", { type: "button", class: "rb-btn rb-suggestion", onclick: function () { send(q); } }, [q])]);
      })),
    ]);
  }

  /* ---------- engine results ---------- */
  var NAMED = {
    red: "red", rouge: "red", blue: "blue", bleu: "blue", green: "green", vert: "green",
    yellow: "yellow", jaune: "yellow", purple: "purple", violet: "purple", orange: "orange",
    pink: "pink", rose: "pink", brown: "brown", marron: "brown", white: "white", blanc: "white",
    black: "black", noir: "black", grey: "grey", gray: "grey", gris: "grey",
    cassia: "yellow", cherry: "pink", cherryblossom: "pink", cerisier: "pink", dogwood: "white",
    cornouiller: "white", jacaranda: "purple", maple: "orange", erable: "orange", oak: "brown",
    chene: "brown", olive: "olive", olivier: "olive", royalpoinciana: "red", poinciana: "red",
    flamboyant: "red", tulippoplar: "teal", tulipier: "teal", willow: "green", saule: "green",
    lilac: "lilac", lilas: "lilac", magnolia: "magnolia",
  };
  var PALETTE = ["red", "blue", "green", "yellow", "purple", "orange", "pink", "brown", "teal", "olive"];
  function colourClass(label) {
    var key = String(label || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z]/g, "");
    if (NAMED[key]) return "rb-c-" + NAMED[key];
    var sum = 0;
    for (var i = 0; i < key.length; i++) sum = (sum * 31 + key.charCodeAt(i)) % 9973;
    return "rb-c-" + PALETTE[sum % PALETTE.length];
  }
  function parseCard(card) {
    if (card && typeof card === "object") return { value: card.value, colour: card.colour };
    var m = /^(\d+)\s*(.+)$/.exec(String(card));
    return m ? { value: m[1], colour: m[2] } : { value: "?", colour: String(card) };
  }
  var FR_NAMES = {
    red: "rouge", blue: "bleu", green: "vert", yellow: "jaune", purple: "violet", orange: "orange",
    pink: "rose", brown: "marron", white: "blanc", black: "noir", grey: "gris", cassia: "cassia",
    cherry_blossom: "cerisier", dogwood: "cornouiller", jacaranda: "jacaranda", maple: "érable",
    oak: "chêne", olive: "olivier", royal_poinciana: "flamboyant", tulip_poplar: "tulipier",
    willow: "saule", lilac: "lilas", magnolia: "magnolia",
  };
  function colourName(label, t) {
    var key = String(label || "").toLowerCase().replace(/[\s-]+/g, "_");
    return t === TEXT.fr && FR_NAMES[key] ? FR_NAMES[key] : String(label || "").replace(/_/g, " ");
  }
  function cardTiles(cards, label, t) {
    return h("ol", { class: "rb-cards", "aria-label": label }, (cards || []).map(function (c) {
      var card = parseCard(c);
      var name = colourName(card.colour, t);
      return h("li", { class: "rb-card " + colourClass(card.colour), title: card.value + " " + name }, [
        h("span", { class: "rb-card-value", text: card.value }),
        h("span", { class: "rb-card-colour", text: name }),
      ]);
    }));
  }

  function engineNode(engine, t) {
    if (!engine || typeof engine !== "object") return null;
    if (engine.kind === "path") return pathNode(engine, t);
    if (engine.kind === "right_to_score") return rightNode(engine, t);
    if (engine.kind === "layout") return layoutNode(engine, t);
    if (engine.kind === "winner") return winnerNode(engine, t);
    return null;
  }

  function pathNode(e, t) {
    var rows = (e.breakdown || []).map(function (line) {
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
      cardTiles(Array.isArray(e.card_values) ? e.card_values : e.cards, t.cards, t),
      h("table", { class: "rb-breakdown" }, [
        e.valid === false ? h("caption", { text: t.invalid }) : null,
        h("tbody", {}, rows),
      ]),
    ]);
  }

  function rightNode(e, t) {
    var totals = e.totals || {};
    var scorers = e.scorers || [];
    var cancelled = e.cancelled || [];
    var names = e.players || {};
    function who(id) { return String(names[id] || id); }
    var body = Object.keys(totals).map(function (player) {
      var mine = cancelled.filter(function (c) { return c.player === player; });
      var can = scorers.indexOf(player) >= 0;
      return h("tr", { class: can ? "rb-scorer" : "" }, [
        h("th", { scope: "row", text: who(player) }),
        h("td", { class: "rb-pts", text: totals[player] }),
        h("td", {}, [
          can ? h("span", { class: "rb-tag rb-tag-ok", text: "✓ " + t.scores }) : null,
          mine.map(function (c) {
            var card = parseCard(c.card || "8");
            return h("span", { class: "rb-tag rb-tag-cancel" }, [
              h("s", { text: card.value + " " + colourName(card.colour, t) }), " " + t.cancelled({ by: who(c.by) }),
            ]);
          }),
        ].flat()),
      ]);
    });
    return h("div", { class: "rb-engine rb-right" }, [
      e.colour ? h("p", { class: "rb-engine-head" }, [t.colour + (t === TEXT.fr ? " : " : ": "), h("span", { class: "rb-swatch " + colourClass(e.colour) }), " ", colourName(e.colour, t)]) : null,
      h("table", { class: "rb-breakdown" }, [
        h("thead", {}, [h("tr", {}, [h("th", { scope: "col", text: t.player }), h("th", { scope: "col", text: t.handTotal }), h("th", { scope: "col" }, [""])])]),
        h("tbody", {}, body),
      ]),
      e.nobody_holds ? h("p", { class: "rb-note", text: t.nobody }) : null,
    ]);
  }

  function layoutNode(e, t) {
    var paths = e.paths || {};
    var items = Object.keys(paths).map(function (key) {
      var p = paths[key] || {};
      return h("li", { class: "rb-layout-item" }, [
        h("p", { class: "rb-engine-head" }, [
          h("span", { class: "rb-swatch " + colourClass(p.colour || key) }), " ",
          colourName(p.colour || key, t) + " — " + t.points(p.points || 0),
        ]),
        Array.isArray(p.cards) ? cardTiles(p.cards, t.cards, t) : null,
      ]);
    });
    return h("div", { class: "rb-engine rb-layout" }, [
      h("p", { class: "rb-engine-head", text: t.layout }),
      h("ul", { class: "rb-layout-list" }, items),
    ]);
  }

  /* Who wins a told end of game: one row per player, the winners marked by a symbol and a
   * word (never by colour alone), and a line saying how a tie on points went. */
  function winnerNode(e, t) {
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

  /* ---------- feedback ---------- */
  var SVG = "http://www.w3.org/2000/svg";
  var THUMB = "M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06" +
    "L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05" +
    "c.09-.23.14-.47.14-.73v-2z";
  function thumbIcon(down) {
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("width", "18");
    svg.setAttribute("height", "18");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    var path = document.createElementNS(SVG, "path");
    path.setAttribute("d", THUMB);
    path.setAttribute("fill", "currentColor");
    if (down) path.setAttribute("transform", "rotate(180 12 12)");
    svg.appendChild(path);
    return svg;
  }

  function feedbackNode(turn, t) {
    var wrap = h("div", { class: "rb-feedback" });
    if (turn.feedback === "sent") { wrap.appendChild(h("p", { class: "rb-note", text: t.thanks })); return wrap; }
    var commentId = nextId("comment");
    var comment = h("input", { id: commentId, type: "text", class: "rb-input rb-comment", maxlength: "2000", placeholder: t.comment });
    var fform = h("form", { class: "rb-feedback-form", hidden: true, novalidate: true }, [
      h("label", { class: "rb-sr", for: commentId, text: t.comment }), comment,
      h("button", { type: "submit", class: "rb-btn" }, [t.sendFeedback]),
    ]);
    var chosen = null;
    function thumb(kind, label) {
      var b = h("button", { type: "button", class: "rb-thumb rb-thumb-" + kind, "aria-pressed": "false", "aria-label": label, title: label }, [thumbIcon(kind === "down")]);
      b.addEventListener("click", function () {
        chosen = kind;
        wrap.querySelectorAll(".rb-thumb").forEach(function (x) { x.setAttribute("aria-pressed", String(x === b)); });
        fform.hidden = false;
        comment.focus();
      });
      return b;
    }
    wrap.appendChild(h("div", { class: "rb-feedback-row" }, [
      h("span", { class: "rb-feedback-q", text: t.useful }), thumb("up", t.up), thumb("down", t.down),
    ]));
    wrap.appendChild(fform);
    fform.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var a = turn.answer || {};
      postJSON("/api/feedback", {
        question: turn.question, answer: String(a.answer || "").slice(0, 20000), rating: chosen,
        comment: comment.value.slice(0, 2000), lang: a.lang || null, intent: a.intent || null,
      }).then(function () {
        turn.feedback = "sent"; save(); updateTurn(turn); status.textContent = t.thanks;
      }).catch(function () { status.textContent = t.feedbackFailed; fform.appendChild(h("p", { class: "rb-note", role: "alert", text: t.feedbackFailed })); });
    });
    return wrap;
  }

  /* ---------- network ---------- */
  /* The widget's language first, then the browser's: the server words an error in the
   * question's language, else in this one (a CORS-safelisted header: no preflight). */
  var acceptLanguage = (function () {
    var seen = {}, tags = [];
    [pageLang].concat(navigator.languages || [navigator.language]).forEach(function (tag) {
      tag = String(tag || "").replace(/[^A-Za-z0-9-]/g, "");
      if (!tag || seen[tag.toLowerCase()] || tags.length >= 6) return;
      seen[tag.toLowerCase()] = true;
      tags.push(tags.length ? tag + ";q=" + (1 - tags.length / 10).toFixed(1) : tag);
    });
    return tags.join(", ");
  })();
  function postJSON(path, body) {
    return fetch(endpoint + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": acceptLanguage },
      body: JSON.stringify(body),
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (data) {
        if (!r.ok) { var err = new Error("http"); err.status = r.status; err.detail = data && data.detail; throw err; }
        return data;
      });
    });
  }

  var waiting = false;
  function history(before) {
    var out = [];
    for (var i = 0; i < state.turns.length && state.turns[i] !== before; i++) {
      var t = state.turns[i];
      if (t.status === "done" && t.answer) out.push({ question: t.question, intent: t.answer.intent, lang: t.answer.lang });
    }
    return out.slice(-10);
  }

  function send(question, existing) {
    question = String(question || "").trim();
    if (!question || waiting) return;
    if (question.length > maxChars) { status.textContent = ui.tooLong; return; }
    var turn = existing || { id: nextId("turn"), question: question };
    turn.status = "pending"; turn.error = null; turn.answer = null;
    if (!existing) state.turns.push(turn);
    save();
    updateTurn(turn);
    waiting = true;
    sendBtn.disabled = true;
    log.setAttribute("aria-busy", "true");
    status.textContent = ui.typing;
    postJSON("/api/ask", { question: question, history: history(turn), lang: null }).then(function (data) {
      turn.status = "done"; turn.answer = data;
      status.textContent = ui.received;
    }).catch(function (err) {
      turn.status = "error";
      if (!err.status) turn.error = "unreachable";
      else if (err.status === 429) turn.error = "busy";
      else if (err.status >= 500) turn.error = "server";
      else turn.error = typeof err.detail === "string" && err.detail ? err.detail : ui.serverError;
      status.textContent = "";
    }).then(function () {
      waiting = false;
      sendBtn.disabled = false;
      log.removeAttribute("aria-busy");
      save();
      updateTurn(turn);
      if (turn.status === "error") {
        var retry = nodes[turn.id] && nodes[turn.id].reply.querySelector(".rb-retry");
        if (retry) retry.focus();
      }
    });
  }

  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    if (waiting) return;
    var q = input.value;
    if (!q.trim()) return;
    input.value = "";
    send(q);
  });

  renderAll();
  var autoOpen = script && script.hasAttribute("data-open");
  if (state.open || autoOpen) setOpen(true, false);
})();
