// Light or dark colours: as the system has them (prefers-color-scheme) until the player picks one,
// which is kept. Applied as soon as the page's modules run, which the page's first paint waits for
// (index.html), so that a kept choice is on before it.

const KEY = "nonet.theme"; // beside saved.js's keys, kept as a plain string (saved.js keeps JSON)
const system = window.matchMedia("(prefers-color-scheme: dark)");

function kept() {
  try {
    return localStorage.getItem(KEY);
  } catch (e) {
    return null;
  }
}

function apply(theme) {
  if (theme === "dark" || theme === "light") document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

apply(kept());

export const Theme = {
  /** Whether the page shows dark colours now: the player's choice, else the system's. */
  get dark() {
    const theme = document.documentElement.dataset.theme;
    return theme ? theme === "dark" : system.matches;
  },

  /** Switches to the other colours and keeps the choice. */
  toggle() {
    const theme = this.dark ? "light" : "dark";
    apply(theme);
    try {
      localStorage.setItem(KEY, theme);
    } catch (e) {
      // refused: the choice holds until the page closes
    }
  },

  /** Calls listener when the system's colours change (they matter only while the player has not chosen). */
  onSystemChange(listener) {
    system.addEventListener("change", listener);
  },
};
