/* rulebot widget, last part: the chat. It lives in a shadow root (the host page's CSS
 * cannot reach it, nor its own reach the page), keeps the conversation across reloads
 * (sessionStorage), and announces through one live region only.
 */
(function (RB) {
  "use strict";
  var h = RB.h;
  var cfg = RB.config;
  var ui = RB.text(cfg.lang);
  var STORE_KEY = "rulebot:" + cfg.endpoint;
  var NARROW = "(max-width: 560px)";

  /* ---------- state, kept across reloads ---------- */
  var state = { open: null, turns: [] };
  try {
    var saved = JSON.parse(sessionStorage.getItem(STORE_KEY) || "null");
    if (saved && Array.isArray(saved.turns)) state = saved;
  } catch (e) { /* storage unavailable or corrupt: start afresh */ }
  state.turns.forEach(function (t) { if (t.status === "pending") { t.status = "error"; t.error = "unreachable"; } });
  RB.state = state;
  RB.save = function () {
    try { sessionStorage.setItem(STORE_KEY, JSON.stringify(state)); } catch (e) { /* private mode: memory only */ }
  };

  /* ---------- the host element and its shadow root ---------- */
  var host = h("rulebot-widget", { "data-rulebot": "" });
  var shadow = host.attachShadow({ mode: "open" });
  var sheets = ["widget.css", "widget-picker.css"].map(function (name) { return h("link", { rel: "stylesheet", href: cfg.base + name }); });
  var panelId = RB.nextId("panel");
  var inputId = RB.nextId("input");
  var hintId = RB.nextId("hint");
  var bubble = h("button", { type: "button", class: "rb-bubble", "aria-label": ui.open, "aria-expanded": "false", "aria-controls": panelId }, [
    h("span", { class: "rb-bubble-icon", "aria-hidden": "true", text: "?" }),
  ]);
  var log = h("div", { class: "rb-log", role: "region", tabindex: "0", "aria-label": ui.title });
  var status = h("p", { class: "rb-sr", role: "status", "aria-live": "polite" });
  var input = h("textarea", {
    id: inputId, class: "rb-input rb-question", rows: "1", autocomplete: "off", placeholder: ui.placeholder,
    enterkeyhint: "send", "aria-describedby": keysId + " " + hintId, title: ui.keys,
  });
  var hint = h("p", { id: hintId, class: "rb-hint", hidden: true });
  var keysId = RB.nextId("keys");
  var keys = h("span", { id: keysId, class: "rb-sr", text: ui.keys });
  var sendBtn = h("button", { type: "submit", class: "rb-send", "aria-label": ui.send, title: ui.send }, [RB.icon("send")]);
  var pickerBtn = h("button", { type: "button", class: "rb-picker-toggle", "aria-expanded": "false", hidden: true });
  var form = h("form", { class: "rb-form", novalidate: true }, [
    h("label", { class: "rb-sr", for: inputId, text: ui.label }), keys, pickerBtn, input, sendBtn, hint,
  ]);
  var closeBtn = h("button", { type: "button", class: "rb-icon-btn rb-close", "aria-label": ui.close, text: "×" });
  var clearBtn = h("button", { type: "button", class: "rb-text-btn rb-clear", "aria-label": ui.clearLabel, text: ui.clear });
  var undoBar = h("div", { class: "rb-undo", hidden: true });
  var pickerSlot = h("div", { class: "rb-picker-slot", hidden: true });
  var panel = h("section", { id: panelId, class: "rb-panel", role: "dialog", "aria-label": ui.title + " — " + ui.subtitle, hidden: true }, [
    h("header", { class: "rb-head" }, [
      h("div", { class: "rb-head-text" }, [h("h2", { class: "rb-title", text: ui.title }), h("p", { class: "rb-subtitle", text: ui.subtitle })]),
      clearBtn, closeBtn,
    ]),
    log, undoBar, pickerSlot, status, form,
  ]);
  var root = h("div", { class: "rb-root", lang: cfg.lang, style: { visibility: "hidden" } }, [panel, bubble]);
  var waitingSheets = sheets.length; /* shown once styled: never a flash of bare HTML */
  function shown() { waitingSheets -= 1; if (!waitingSheets) root.style.removeProperty("visibility"); }
  sheets.forEach(function (sheet) {
    sheet.addEventListener("load", shown);
    sheet.addEventListener("error", shown);
    shadow.appendChild(sheet);
  });
  shadow.appendChild(root);
  RB.root = root;
  RB.shadow = shadow;
  RB.pickerSlot = pickerSlot;
  RB.pickerButton = pickerBtn;

  RB.announce = function (text) {
    status.textContent = "";
    setTimeout(function () { status.textContent = text; }, 30);
  };

  function setOpen(open, focus) {
    state.open = open;
    panel.hidden = !open;
    bubble.setAttribute("aria-expanded", String(open));
    bubble.setAttribute("aria-label", open ? ui.close : ui.open);
    root.classList.toggle("rb-is-open", open);
    RB.save();
    if (open && focus !== false) input.focus();
    if (!open && focus !== false) bubble.focus();
  }
  bubble.addEventListener("click", function () { setOpen(!state.open); });
  closeBtn.addEventListener("click", function () { setOpen(false); });
  panel.addEventListener("keydown", function (e) { if (e.key === "Escape" && !e.defaultPrevented) { e.preventDefault(); setOpen(false); } });

  /* "Effacer" can be undone until the next question. */
  var cleared = null;
  function hideUndo() { cleared = null; undoBar.hidden = true; undoBar.textContent = ""; }
  clearBtn.addEventListener("click", function () {
    if (!state.turns.length) return;
    cleared = state.turns;
    state.turns = [];
    RB.save();
    renderAll();
    undoBar.textContent = "";
    undoBar.appendChild(h("span", { text: ui.cleared }));
    undoBar.appendChild(h("button", { type: "button", class: "rb-btn rb-undo-btn", text: ui.undo, onclick: function () {
      state.turns = cleared.concat(state.turns);
      hideUndo();
      RB.save();
      renderAll();
      RB.announce(ui.restored);
      input.focus();
    } }));
    undoBar.hidden = false;
    RB.announce(ui.cleared);
    undoBar.querySelector("button").focus();
  });

  /* ---------- rendering ---------- */
  var nodes = {};
  function scrollDown() { log.scrollTop = log.scrollHeight; }
  function renderAll() {
    nodes = {};
    log.textContent = "";
    var intro = h("div", { class: "rb-msg rb-bot rb-greeting" }, [h("p", { class: "rb-text", text: ui.greeting })]);
    if (!state.turns.length) intro.appendChild(RB.suggestionsNode(ui.starterList, ui.starters, cfg.lang));
    log.appendChild(intro);
    state.turns.forEach(function (t) { log.appendChild(turnNode(t)); });
    scrollDown();
  }
  function turnLang(turn) { return turn.answer && turn.answer.lang === "en" ? "en" : turn.answer && turn.answer.lang === "fr" ? "fr" : cfg.lang; }
  function turnNode(turn) {
    var reply = replyNode(turn);
    var lang = turnLang(turn);
    var el = h("div", { class: "rb-turn", "data-turn": turn.id }, [
      h("div", { class: "rb-msg rb-user", lang: lang }, [h("span", { class: "rb-sr", text: RB.text(lang).you }), RB.isGrid(turn.question) ? h("p", { class: "rb-text rb-grid-q", text: turn.question })
        : h("p", { class: "rb-text", text: RB.typeset(turn.question, lang) })]),
      reply,
    ]);
    nodes[turn.id] = { turn: el, reply: reply };
    return el;
  }
  function updateTurn(turn) {
    var n = nodes[turn.id];
    if (!n) {
      var greeting = log.querySelector(".rb-greeting .rb-suggest");
      if (greeting) greeting.remove();
      log.appendChild(turnNode(turn));
      scrollDown();
      return;
    }
    var fresh = turnNode(turn);
    n.turn.replaceWith(fresh);
    scrollDown();
  }
  function replyNode(turn) {
    if (turn.status === "pending") {
      return h("div", { class: "rb-msg rb-bot rb-typing", "aria-hidden": "true" }, [h("span", { class: "rb-dot" }), h("span", { class: "rb-dot" }), h("span", { class: "rb-dot" })]);
    }
    return turn.status === "error" ? RB.errorNode(turn) : RB.answerNode(turn);
  }

  /* ---------- asking ---------- */
  var waiting = false;
  /* The earlier turns answered, oldest first (the last ten); with `withAnswers`, each with
   * the answer's text too (for feedback). */
  RB.historyBefore = function (before, withAnswers) {
    var out = [];
    for (var i = 0; i < state.turns.length && state.turns[i] !== before; i++) {
      var t = state.turns[i];
      if (t.status !== "done" || !t.answer) continue;
      var item = { question: t.question, intent: t.answer.intent, lang: t.answer.lang };
      if (withAnswers) item.answer = String(t.answer.answer || "").slice(0, 2000);
      out.push(item);
    }
    return out.slice(-10);
  };

  RB.send = function (question, existing) {
    question = String(question || "").trim();
    if (!question || waiting) return false;
    if (question.length > cfg.maxChars) { checkInput(); RB.announce(ui.tooLong(question.length, cfg.maxChars)); return false; }
    if (!state.open) setOpen(true, false);
    hideUndo();
    var turn = existing || { id: RB.nextId("turn"), question: question };
    turn.status = "pending"; turn.error = null; turn.answer = null;
    if (!existing) state.turns.push(turn);
    RB.save();
    updateTurn(turn);
    waiting = true;
    sendBtn.disabled = true;
    log.setAttribute("aria-busy", "true");
    RB.announce(ui.typing);
    RB.postJSON("/api/ask", { question: question, history: RB.historyBefore(turn), lang: null }).then(function (data) {
      turn.status = "done"; turn.answer = data;
      RB.announce(RB.text(data.lang).received + RB.typeset(String(data.answer || ""), data.lang));
    }).catch(function (err) {
      turn.status = "error";
      turn.error = RB.errorKind(err);
      RB.announce(RB.errorText(turn.error, ui));
    }).then(function () {
      waiting = false;
      sendBtn.disabled = input.value.length > cfg.maxChars;
      log.removeAttribute("aria-busy");
      RB.save();
      updateTurn(turn);
      var retry = turn.status === "error" && nodes[turn.id] && nodes[turn.id].turn.querySelector(".rb-retry");
      if (retry) retry.focus();
    });
    return true;
  };

  /* ---------- the question box: grows with its text, says when it is too long ---------- */
  var GRID_TOKEN = /^(\.|\d+\p{L}+)$/u;
  RB.isGrid = function (text) {
    var lines = String(text).split(/\r?\n/).filter(function (l) { return l.trim(); });
    return lines.length >= 2 && lines.every(function (l) {
      return l.trim().split(/\s+/).every(function (tok) { return GRID_TOKEN.test(tok); });
    }) && /\d/.test(text);
  };
  function grow() {
    input.style.height = "auto";
    input.style.height = Math.min(input.scrollHeight + 2, 160) + "px";
  }
  function say(text, warn) {
    hint.hidden = !text;
    hint.textContent = text || "";
    hint.classList.toggle("rb-warn", !!warn);
  }
  function checkInput() {
    var n = input.value.length;
    var over = n > cfg.maxChars;
    input.setAttribute("aria-invalid", String(over));
    sendBtn.disabled = waiting || over;
    if (over) say(ui.tooLong(n, cfg.maxChars), true);
    else if (RB.isGrid(input.value)) say(ui.grid, false);
    else if (n > cfg.maxChars * 0.8) say(ui.count(n, cfg.maxChars), false);
    else say("", false);
    grow();
  }
  RB.setQuestion = function (text) { input.value = text; checkInput(); input.focus(); };
  input.addEventListener("input", checkInput);
  input.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); form.requestSubmit(); }
  });
  input.addEventListener("paste", function (e) {
    var text = e.clipboardData && e.clipboardData.getData("text/plain");
    if (!text || !/\n/.test(text)) return;
    e.preventDefault(); /* kept whole: every line, no cut */
    var start = input.selectionStart, end = input.selectionEnd;
    input.setRangeText(text.replace(/\r\n?/g, "\n").replace(/\s+$/, ""), start, end, "end");
    checkInput();
  });
  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    if (waiting || !input.value.trim()) return;
    if (RB.send(input.value)) { input.value = ""; checkInput(); }
  });

  /* ---------- start ---------- */
  function start() {
    document.body.appendChild(host);
    renderAll();
    checkInput();
    var wide = !(window.matchMedia && window.matchMedia(NARROW).matches);
    var open = typeof state.open === "boolean" ? state.open : cfg.openAtFirst && wide;
    setOpen(open, false);
    RB.loadColours().then(function () {
      renderAll(); /* tiles in their colours, now known */
      if (RB.startPicker) RB.startPicker();
    }, function () { /* no colours: no picker; tiles in spare colours */ });
  }
  if (document.body) start(); else document.addEventListener("DOMContentLoaded", start);
})(window.__rulebotWidget);
