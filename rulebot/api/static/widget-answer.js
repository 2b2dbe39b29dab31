/* rulebot widget, part 5: one reply drawn — the answer's text (typeset), what the engine
 * computed, the citation chips, suggested questions, the thumbs, or an error with a retry.
 * It calls back into the chat (RB.send, RB.save, RB.announce, RB.historyBefore).
 */
(function (RB) {
  "use strict";
  var h = RB.h;

  RB.errorNode = function (turn) {
    var t = RB.text(RB.config.lang);
    return h("div", { class: "rb-msg rb-bot rb-error" }, [
      h("p", { class: "rb-text", text: RB.errorText(turn.error, t) }),
      RB.canRetry(turn.error) ? h("button", {
        type: "button", class: "rb-btn rb-retry", onclick: function () { RB.send(turn.question, turn); },
      }, [t.retry]) : null,
    ]);
  };

  RB.answerNode = function (turn) {
    var a = turn.answer || {};
    var lang = a.lang === "en" ? "en" : "fr";
    var t = RB.text(lang);
    var quiet = a.abstained || a.intent === "greeting";
    var el = h("article", { class: "rb-msg rb-bot" + (a.abstained ? " rb-abstain" : "") + (a.engine ? " rb-wide" : ""), lang: lang }, [
      h("span", { class: "rb-sr", text: t.bot }),
    ]);
    String(a.answer || "").split(/\n{2,}/).forEach(function (para) {
      if (para.trim()) el.appendChild(h("p", { class: "rb-text", text: RB.typeset(para.trim(), lang) }));
    });
    [RB.engineNode(a.engine, lang), chipsNode(a, lang)].forEach(function (n) { if (n) el.appendChild(n); });
    var offered = Array.isArray(a.suggestions) ? a.suggestions : [];
    if (quiet && offered.length) el.appendChild(RB.suggestionsNode(offered, t.tryThese, lang));
    if (!quiet) el.appendChild(feedbackNode(turn, lang));
    return el;
  };

  function flat(text) { return String(text || "").replace(/\s+/g, " ").trim(); }
  /* A passage that only says again what the answer says (a FAQ or rules entry quoted as
   * the answer): its chip names the section and pages, and opens nothing. */
  function repeats(excerpt, answer) {
    var start = flat(excerpt).replace(/…$/, "").slice(0, 160);
    return !start || flat(answer).indexOf(start) >= 0;
  }

  function chipsNode(a, lang) {
    var t = RB.text(lang);
    var cites = Array.isArray(a.citations) ? a.citations : [];
    var pages = Array.isArray(a.pages) ? a.pages : [];
    if (!cites.length && !pages.length) return null;
    var wrap = h("div", { class: "rb-sources" });
    var row = h("ul", { class: "rb-chips", "aria-label": t.sources });
    wrap.appendChild(row);
    if (!cites.length) {
      row.appendChild(h("li", {}, [h("span", { class: "rb-chip rb-chip-static", text: t.page + "\u00a0" + RB.pagesLabel(pages) })]));
    }
    cites.forEach(function (c) {
      var label = t.page + "\u00a0" + RB.pagesLabel(c.pages);
      var content = [h("span", { class: "rb-chip-page", text: label }), c.section ? h("span", { class: "rb-chip-section", text: c.section }) : null];
      if (repeats(c.excerpt, a.answer)) {
        row.appendChild(h("li", {}, [h("span", { class: "rb-chip rb-chip-static" }, content)]));
        return;
      }
      var pid = RB.nextId("passage");
      var passage = h("div", { id: pid, class: "rb-passage", hidden: true, role: "region", "aria-label": t.passage + " — " + (c.section || label) }, [
        h("p", { class: "rb-passage-head" }, [
          h("strong", { text: c.section || t.passage }),
          h("span", { class: "rb-passage-pages", text: ((c.pages || []).length > 1 ? t.pagesLong : t.pageLong) + "\u00a0" + RB.pagesLabel(c.pages) }),
        ]),
        h("blockquote", { class: "rb-excerpt", text: RB.typeset(c.excerpt || "", lang) }),
      ]);
      var chip = h("button", { type: "button", class: "rb-chip", "aria-expanded": "false", "aria-controls": pid }, content);
      chip.addEventListener("click", function () {
        var open = chip.getAttribute("aria-expanded") !== "true";
        wrap.querySelectorAll(".rb-chip[aria-expanded='true']").forEach(function (o) { o.setAttribute("aria-expanded", "false"); });
        wrap.querySelectorAll(".rb-passage").forEach(function (p) { p.hidden = true; });
        chip.setAttribute("aria-expanded", String(open));
        passage.hidden = !open;
      });
      row.appendChild(h("li", {}, [chip]));
      wrap.appendChild(passage);
    });
    if (t.frenchPages) wrap.appendChild(h("p", { class: "rb-note rb-french-pages", text: t.frenchPages }));
    return wrap;
  }

  RB.suggestionsNode = function (list, head, lang) {
    return h("div", { class: "rb-suggest" }, [
      h("p", { class: "rb-suggest-head", text: head }),
      h("ul", { class: "rb-suggest-list" }, list.map(function (q) {
        return h("li", {}, [h("button", { type: "button", class: "rb-btn rb-suggestion", lang: lang, onclick: function () { RB.send(q); } }, [RB.typeset(q, lang)])]);
      })),
    ]);
  };

  /* ---------- feedback: a thumb is stored at once, with the conversation; a comment
   * may follow. A store that fails ({"stored": false}, 503) is said, and may be retried. */
  function feedbackNode(turn, lang) {
    var t = RB.text(lang);
    var fb = turn.feedback || {};
    var wrap = h("div", { class: "rb-feedback" });
    var note = h("p", { class: "rb-note rb-feedback-note" });
    var thumbs = ["up", "down"].map(function (kind) {
      var label = kind === "up" ? t.up : t.down;
      return h("button", {
        type: "button", class: "rb-thumb rb-thumb-" + kind, "aria-pressed": String(fb.stored === true && fb.rating === kind),
        "aria-label": label, title: label, onclick: function () { rate(kind); },
      }, [RB.icon("thumb", kind === "down")]);
    });
    var commentId = RB.nextId("comment");
    var comment = h("textarea", { id: commentId, rows: "2", class: "rb-input rb-comment", maxlength: "1000", placeholder: t.comment });
    var form = h("form", { class: "rb-feedback-form", novalidate: true, hidden: !(fb.stored && !fb.commented) }, [
      h("label", { class: "rb-sr", for: commentId, text: t.comment }), comment,
      h("button", { type: "submit", class: "rb-btn" }, [t.sendComment]),
    ]);
    wrap.appendChild(h("div", { class: "rb-feedback-row" }, [h("span", { class: "rb-feedback-q", text: t.useful })].concat(thumbs)));
    wrap.appendChild(form);
    wrap.appendChild(note);
    if (fb.stored) note.textContent = fb.commented ? t.commentThanks : t.thanks;

    function body(rating, text) {
      var a = turn.answer || {};
      return {
        question: turn.question, answer: String(a.answer || "").slice(0, 4000), rating: rating,
        comment: text, lang: a.lang || null, intent: a.intent || null,
        history: RB.historyBefore(turn, true),
      };
    }
    function failed() { note.textContent = t.feedbackFailed; note.classList.add("rb-failed"); RB.announce(t.feedbackFailed); }
    function rate(kind) {
      thumbs.forEach(function (b) { b.setAttribute("aria-pressed", String(b.classList.contains("rb-thumb-" + kind))); });
      RB.postJSON("/api/feedback", body(kind, "")).then(function (data) {
        if (!data || data.stored !== true) throw new Error("not stored");
        turn.feedback = { rating: kind, stored: true, id: data.id || null, token: data.token || null };
        fb = turn.feedback;
        RB.save();
        note.classList.remove("rb-failed");
        note.textContent = t.thanks;
        RB.announce(t.thanks);
        form.hidden = false;
        comment.focus();
      }).catch(function () {
        thumbs.forEach(function (b) { b.setAttribute("aria-pressed", "false"); });
        failed();
      });
    }
    comment.addEventListener("keydown", function (e) {
      if (e.key === "Escape") { e.stopPropagation(); comment.blur(); } /* the panel stays open */
      else if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); form.requestSubmit(); }
    });
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var text = comment.value.trim();
      if (!text) return;
      /* a comment amends the stored rating, with the token it was given */
      var amend = fb.id && fb.token
        ? RB.patchJSON("/api/feedback/" + fb.id, { token: fb.token, comment: text.slice(0, 1000) })
        : RB.postJSON("/api/feedback", body(fb.rating, text.slice(0, 1000)));
      amend.then(function (data) {
        if (!data || data.stored !== true) throw new Error("not stored");
        fb.commented = true;
        RB.save();
        form.hidden = true;
        note.classList.remove("rb-failed");
        note.textContent = t.commentThanks;
        RB.announce(t.commentThanks);
      }).catch(failed);
    });
    return wrap;
  }
})(window.__rulebotWidget);
