// What every part of the page shares of the document: its elements by id, the message under the
// board, and the yes-or-no question asked in a dialog.

/** The page's element of id. */
export const $ = (id) => document.getElementById(id);

/** Says text in the message under the board; kind ("good", "bad", "hint") colours it. */
export function say(text, kind) {
  $("message").textContent = text;
  $("message").className = "message" + (kind ? " " + kind : "");
}

/** Asks the player a yes-or-no question in a dialog; resolves to whether they said yes (the button named yes). */
export function ask(question, yes) {
  $("ask-text").textContent = question;
  $("ask-yes").textContent = yes;
  $("ask").returnValue = "";
  $("ask").showModal();
  return new Promise((resolve) => $("ask").addEventListener("close", () => resolve($("ask").returnValue === "yes"), { once: true }));
}
