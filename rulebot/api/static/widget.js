/* rulebot chat widget for Arboretum: plain JS, no build step, no HTML strings (every text
 * goes in as text), drawn in a shadow root so that the host page's CSS cannot touch it.
 *
 * Embed: <script src="https://HOST/widget.js" data-endpoint="https://HOST" defer></script>
 * Options: data-lang="fr" or "en" (else the page's <html lang>, else French);
 *          data-open (opened at the first visit on a wide screen; never over a phone's
 *          page, and a panel the reader closed stays closed); data-max-chars="1000".
 *
 * This file reads the options, then loads the widget's parts, in order, from beside it.
 * Each part adds to one object, window.__rulebotWidget; the last one starts the chat.
 */
(function () {
  "use strict";
  if (window.__rulebotWidget) return;
  var RB = (window.__rulebotWidget = {});
  var script = document.currentScript || document.querySelector('script[src*="widget.js"]');
  var src = new URL(script && script.getAttribute("src") ? script.src : "/widget.js", location.href);
  function option(name) { return script ? script.getAttribute(name) : null; }
  var asked = String(option("data-lang") || document.documentElement.lang || "").toLowerCase();

  RB.config = {
    endpoint: (option("data-endpoint") || src.origin).replace(/\/+$/, ""),
    base: src.href.replace(/[?#].*$/, "").replace(/[^/]*$/, ""),
    lang: /^en\b/.test(asked) ? "en" : "fr",
    maxChars: parseInt(option("data-max-chars") || "1000", 10) || 1000,
    openAtFirst: !!script && script.hasAttribute("data-open"),
  };

  var PARTS = [
    "widget-text.js", "widget-dom.js", "widget-net.js", "widget-engine.js",
    "widget-answer.js", "widget-picker.js", "widget-picker-views.js", "widget-chat.js",
  ];
  var parent = document.head || document.documentElement;
  PARTS.forEach(function (name) {
    var part = document.createElement("script");
    part.src = RB.config.base + name;
    part.async = false; /* run in this order */
    parent.appendChild(part);
  });
})();
