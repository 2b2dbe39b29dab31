/* rulebot widget, part 1: every text the interface says, in French ("tu") and English,
 * and the French typography of the answers (no-break spaces before : ; ! ? and in "(p. 6)").
 */
(function (RB) {
  "use strict";
  var NB = "\u00a0"; /* no-break space, before ":" and inside "(p. 6)" */
  var THIN = "\u202f"; /* narrow no-break space, before ; ! ? */
  function plural(n, one, many) { return n + " " + (Math.abs(n) > 1 ? many : one); }

  var TEXT = {
    fr: {
      open: "Ouvrir l’assistant des règles d’Arboretum",
      close: "Fermer l’assistant",
      title: "Arboretum",
      subtitle: "Assistant des règles, avec les pages du livret",
      greeting: "Pose ta question sur les règles d’Arboretum" + NB + ": je réponds avec la page du livret, je calcule les points d’un sentier et qui marque une couleur.",
      starters: "Pour commencer" + NB + ":",
      starterList: [ /* sent as typed; shown typeset */
        "Peut-on piocher dans sa propre défausse ?",
        "Combien de cartes à 2 joueurs ?",
        "Combien vaut le sentier 1 rouge, 3 bleu, 5 bleu, 8 rouge ?",
        "J'ai le 8 rouge et Léa a le 1 rouge : qui marque le rouge ?",
      ],
      placeholder: "Ta question…",
      keys: "Entrée" + NB + ": envoyer. Maj+Entrée" + NB + ": aller à la ligne.",
      label: "Ta question sur les règles",
      send: "Envoyer",
      clear: "Effacer",
      clearLabel: "Effacer la conversation",
      cleared: "Conversation effacée.",
      undo: "Annuler",
      restored: "Conversation rétablie.",
      you: "Toi" + NB + ": ",
      bot: "rulebot" + NB + ": ",
      typing: "rulebot écrit…",
      received: "Réponse" + NB + ": ",
      unreachable: "Impossible de joindre le serveur. Vérifie ta connexion, puis réessaie.",
      refused: function (origin) {
        return "Ce site (" + origin + ") n’est pas autorisé à interroger l’assistant" + NB + ": le serveur répond, mais refuse les questions venues d’ici. Pour l’autoriser, son administrateur ajoute " + origin + " à RULEBOT_CORS_ORIGINS sur le serveur (une liste JSON), puis le redémarre.";
      },
      serverError: "Le serveur a rencontré un problème. Réessaie dans un instant.",
      busy: "Trop de questions d’un coup. Attends un peu, puis réessaie.",
      retry: "Réessayer",
      tooLong: function (n, max) { return "Trop long" + NB + ": " + n + " caractères, " + max + " au plus. Raccourcis ta question pour l’envoyer."; },
      count: function (n, max) { return n + " / " + max; },
      grid: "Grille d’arboretum reconnue" + NB + ": envoie-la pour voir ses meilleurs sentiers.",
      sources: "Sources",
      frenchPages: "",
      passage: "Passage cité",
      page: "p.",
      pageLong: "Page",
      pagesLong: "Pages",
      outOfScope: "Hors des règles",
      tryThese: "Essaie plutôt" + NB + ":",
      useful: "Cette réponse est-elle juste" + THIN + "?",
      up: "Oui, juste",
      down: "Non, fausse",
      comment: "Un commentaire" + THIN + "? (facultatif)",
      sendComment: "Envoyer le commentaire",
      thanks: "Merci pour ton avis" + THIN + "!",
      commentThanks: "Commentaire reçu, merci" + THIN + "!",
      feedbackFailed: "Avis non enregistré" + NB + ": le serveur ne l’a pas gardé. Réessaie plus tard.",
      cards: "Cartes du sentier",
      total: "Total",
      points: function (n) { return plural(n, "point", "points"); },
      kinds: {
        cards: function (l) { return plural(l.count || 0, "carte", "cartes"); },
        doubled: function () { return "Une seule couleur, 4 cartes ou plus" + NB + ": ×2"; },
        starts_on_1: function () { return "Commence par un 1"; },
        ends_on_8: function () { return "Finit par un 8"; },
      },
      invalid: "Sentier non valable",
      colour: "Couleur",
      player: "Joueur",
      handTotal: "Total en main",
      scores: "peut marquer",
      cancelled: function (c) { return "annulé par le 1 " + (/^[aeiouyàâéèêîôû]/i.test(c.by) ? "d’" : "de ") + c.by; },
      nobody: "Personne n’a cette couleur en main" + NB + ": tout le monde peut marquer.",
      layout: "Meilleurs sentiers",
      noPath: "pas de sentier",
      standings: "Classement",
      colours: "Couleurs",
      result: "Résultat",
      wins: "gagne",
      tiedFirst: "ex æquo",
      mayWin: "peut gagner",
      notTold: "non dit",
      missing: "manquant",
      tieBroken: function (n) { return "Égalité à " + n + " points, départagée par le nombre de couleurs différentes dans l’arborétum."; },
      stillTied: function (n) { return "Égalité à " + n + " points et sur le nombre de couleurs" + NB + ": le livret ne départage pas davantage."; },
      missingColours: function (n, names) { return "Égalité à " + n + " points" + NB + ": nombre de couleurs non dit pour " + names + "."; },
      and: " et ",
    },
    en: {
      open: "Open the Arboretum rules assistant",
      close: "Close the assistant",
      title: "Arboretum",
      subtitle: "Rules assistant, citing the booklet’s pages",
      greeting: "Ask your question about the rules of Arboretum: I answer with the booklet page, and I compute a path’s points and who may score a colour.",
      starters: "To start:",
      starterList: [
        "Can I draw from my own discard pile?",
        "How many cards with 2 players?",
        "How much is the path 1 red, 3 blue, 5 blue, 8 red worth?",
        "I have the red 8 and Lea has the red 1: who scores red?",
      ],
      placeholder: "Your question…",
      keys: "Enter: send. Shift+Enter: new line.",
      label: "Your rules question",
      send: "Send",
      clear: "Clear",
      clearLabel: "Clear the conversation",
      cleared: "Conversation cleared.",
      undo: "Undo",
      restored: "Conversation restored.",
      you: "You: ",
      bot: "rulebot: ",
      typing: "rulebot is typing…",
      received: "Answer: ",
      unreachable: "Cannot reach the server. Check your connection, then try again.",
      refused: function (origin) {
        return "This site (" + origin + ") is not allowed to ask the assistant: the server answers, but refuses questions from here. To allow it, the server’s administrator adds " + origin + " to RULEBOT_CORS_ORIGINS (a JSON list), then restarts the server.";
      },
      serverError: "The server ran into a problem. Try again in a moment.",
      busy: "Too many questions at once. Wait a little, then try again.",
      retry: "Retry",
      tooLong: function (n, max) { return "Too long: " + n + " characters, at most " + max + ". Shorten your question to send it."; },
      count: function (n, max) { return n + " / " + max; },
      grid: "Arboretum grid recognised: send it to see its best paths.",
      sources: "Sources",
      frenchPages: "Pages of the French rule booklet.",
      passage: "Cited passage",
      page: "p.",
      pageLong: "Page",
      pagesLong: "Pages",
      outOfScope: "Outside the rules",
      tryThese: "Try one of these:",
      useful: "Is this answer right?",
      up: "Yes, right",
      down: "No, wrong",
      comment: "A comment? (optional)",
      sendComment: "Send the comment",
      thanks: "Thanks for your feedback!",
      commentThanks: "Comment received, thanks!",
      feedbackFailed: "Feedback not saved: the server did not keep it. Try again later.",
      cards: "Cards of the path",
      total: "Total",
      points: function (n) { return plural(n, "point", "points"); },
      kinds: {
        cards: function (l) { return plural(l.count || 0, "card", "cards"); },
        doubled: function () { return "One colour, 4 cards or more: ×2"; },
        starts_on_1: function () { return "Starts on a 1"; },
        ends_on_8: function () { return "Ends on an 8"; },
      },
      invalid: "Not a valid path",
      colour: "Colour",
      player: "Player",
      handTotal: "Total in hand",
      scores: "may score",
      cancelled: function (c) { return "cancelled by " + c.by + "’s 1"; },
      nobody: "Nobody holds this colour: everyone may score it.",
      layout: "Best paths",
      noPath: "no path",
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

  /* The texts of a language ("fr" or "en"; anything else: the widget's own). */
  RB.text = function (lang) { return TEXT[lang === "en" || lang === "fr" ? lang : RB.config.lang]; };
  RB.addTexts = function (more) {
    Object.keys(more).forEach(function (lang) {
      Object.keys(more[lang]).forEach(function (key) { TEXT[lang][key] = more[lang][key]; });
    });
  };

  /* An answer as shown: "(p. 6-7)" never broken; in French, a no-break space before
   * ":" and "»", a narrow one before ";", "!" and "?", and after "«". */
  RB.typeset = function (text, lang) {
    var out = String(text || "").replace(/\(p\. (?=\d)/g, "(p." + NB);
    if (lang !== "fr") return out;
    return out
      .replace(/ ([:»])/g, NB + "$1")
      .replace(/ ([;!?])/g, THIN + "$1")
      .replace(/« /g, "«" + NB);
  };
})(window.__rulebotWidget);
