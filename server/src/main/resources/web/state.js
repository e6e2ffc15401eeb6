// What the page knows at a moment, in one object its parts share: app.js makes it and hands it to
// each part, which reads it and sets the fields its comment names. Nothing else of the page's state
// is shared: a part's own bookkeeping (the setter's tools' timer) stays in that part.
import { Game } from "./game.js";

/** The marks of a check and a hint: none yet. */
export function noLook() {
  return { wrong: new Set(), hintCells: new Set(), hintTargets: new Set(), hintMarks: new Map(), links: [] };
}

/** The state of a page just opened, with the player's settings (settings.js). */
export function newState(settings) {
  return {
    game: new Game(".".repeat(81)), // the game on the board (play.js starts each one)
    mode: "digit", // what the pad and plain keys enter: digits, corner or centre marks, colours (play.js)
    look: noLook(), // the marks of the last check and hint (hints.js), forgotten at the next change (play.js)
    pendingHint: null, // the hint shown by the last press of Hint ({answer, stage}), taken further by the next (hints.js)
    truth: null, // the true candidates the setter's tools drew, one digit set per cell, or null (setter.js)
    solved: null, // how the game on the board ended: null while it is played, "player" or "solve" (play.js)
    level: null, // the puzzle's level when the server named it: New, Daily (play.js, from puzzles.js and daily.js)
    dailyDate: null, // the date of the daily puzzle on the board ("2026-12-01"), null for any other (the same)
    hintsTaken: 0, // the hints this game asked for, counted in the statistics (hints.js)
    mistakes: 0, // the entries this game made that differ from the solution, counted while marking mistakes (play.js)
    solution: null, // the puzzle's one solution once asked for (mistakes marked as they are made), null if not known (play.js)
    paused: false, // (play.js)
    replay: null, // the Replay playing, if one is (play.js)
    asked: 0, // numbers the requests for a puzzle: only the answer to the latest one starts a game (puzzles.js, daily.js)
    settings, // the player's settings (app.js keeps them as they are changed)
  };
}
