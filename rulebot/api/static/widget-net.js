/* rulebot widget, part 3: talking to the server. A failed request is told apart: the
 * server unreachable, or reachable but refusing this site (CORS), or an HTTP error.
 */
(function (RB) {
  "use strict";
  var endpoint = RB.config.endpoint;

  /* The widget's language first, then the browser's: the server words an error in the
   * question's language, else in this one (a CORS-safelisted header: no preflight). */
  var acceptLanguage = (function () {
    var seen = {}, tags = [];
    [RB.config.lang].concat(navigator.languages || [navigator.language]).forEach(function (tag) {
      tag = String(tag || "").replace(/[^A-Za-z0-9-]/g, "");
      if (!tag || seen[tag.toLowerCase()] || tags.length >= 6) return;
      seen[tag.toLowerCase()] = true;
      tags.push(tags.length ? tag + ";q=" + (1 - tags.length / 10).toFixed(1) : tag);
    });
    return tags.join(", ");
  })();

  /* Why a request failed before any answer: "refused" when the server answers a request
   * the browser may not read (no-cors: no CORS check) — so it is up but does not list this
   * site — else "unreachable". */
  var crossOrigin = new URL(endpoint, location.href).origin !== location.origin;
  function diagnose() {
    if (!crossOrigin) return Promise.resolve("unreachable"); /* no CORS between a page and itself */
    return fetch(endpoint + "/api/health", { mode: "no-cors", cache: "no-store" })
      .then(function () { return "refused"; }, function () { return "unreachable"; });
  }

  function request(path, options) {
    return fetch(endpoint + path, options).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (data) {
        if (!r.ok) {
          var err = new Error("http");
          err.status = r.status;
          err.detail = data && data.detail;
          err.data = data;
          throw err;
        }
        return data;
      });
    }, function () {
      return diagnose().then(function (kind) {
        var err = new Error(kind);
        err.kind = kind;
        throw err;
      });
    });
  }

  RB.postJSON = function (path, body) {
    return request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": acceptLanguage },
      body: JSON.stringify(body),
    });
  };
  RB.patchJSON = function (path, body) {
    return request(path, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "Accept-Language": acceptLanguage },
      body: JSON.stringify(body),
    });
  };
  RB.getJSON = function (path) { return request(path, { headers: { "Accept-Language": acceptLanguage } }); };

  /* What went wrong, as a turn's error: "unreachable", "refused", "busy", "server", or
   * the server's own sentence for a refused input (shown as said, without a retry). */
  RB.errorKind = function (err) {
    if (err.kind) return err.kind;
    if (err.status === 429) return "busy";
    if (err.status >= 500 || !err.status) return "server";
    return typeof err.detail === "string" && err.detail ? err.detail : "server";
  };
  RB.errorText = function (kind, t) {
    if (kind === "refused") return t.refused(location.origin);
    return { unreachable: t.unreachable, server: t.serverError, busy: t.busy }[kind] || kind;
  };
  RB.canRetry = function (kind) { return ["unreachable", "refused", "server", "busy"].indexOf(kind) >= 0; };

  /* The colour labels, asked once; the picker and the tiles wait for them. */
  var colours = null;
  RB.loadColours = function () {
    if (!colours) {
      colours = RB.getJSON("/api/colours").then(function (data) { RB.setColours(data); return RB.species; });
    }
    return colours;
  };
})(window.__rulebotWidget);
