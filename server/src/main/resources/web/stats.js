// The statistics of the games solved on this device, by kind of puzzle: what a solved game adds to
// them (said in the message that ends the game), and the table of the Statistics panel.
import { Clock } from "./clock.js";
import { $, say } from "./page.js";
import { Saved } from "./saved.js";

/** The kind of puzzle the statistics count a game under: its level, with the layout off classic 9x9. */
export function statsKind(game, level) {
  const classic = game.side === 9 && game.layout.variants.length === 0; // an f-puzzles classic counts as any classic
  const where = game.isKiller ? "killer " : game.hasConstraints ? "variant " : classic ? "" : [game.layout.shape, ...game.layout.variants].join(" ") + " ";
  return where + (level || "unrated");
}

/**
 * Counts the game on the board (state: the page's state, state.js), just solved by the player in ms,
 * and says how it went: the time, the hints and mistakes, and whether it is the best time of its kind.
 */
export function countSolved(state, ms) {
  const { hintsTaken, mistakes } = state, kind = statsKind(state.game, state.level);
  const best = Saved.recordSolved(kind, ms, hintsTaken, mistakes);
  const helped = [hintsTaken ? hintsTaken + " hint" + (hintsTaken === 1 ? "" : "s") : "", mistakes ? mistakes + " mistake" + (mistakes === 1 ? "" : "s") : ""]
      .filter(Boolean).join(" and ");
  say("Solved in " + Clock.text(ms) + (helped ? " with " + helped : "") + (best ? ", your best time for " + kind : "")
      + ". Replay plays your moves again.", "good");
  showStats();
}

/** The Statistics panel's table: a row per kind of puzzle solved, or a note that none was. */
export function showStats() {
  const stats = Saved.stats(), body = $("stats-table").tBodies[0];
  body.textContent = "";
  for (const kind of Object.keys(stats).sort()) {
    const row = body.insertRow(), entry = stats[kind];
    const average = entry.total === undefined || !entry.solved ? "" : Clock.text(entry.total / entry.solved);
    [kind, entry.solved, entry.best === null ? "" : Clock.text(entry.best), average, entry.hints || 0, entry.mistakes || 0]
        .forEach((v) => (row.insertCell().textContent = v));
  }
  $("stats-table").hidden = body.rows.length === 0;
  $("stats-none").hidden = body.rows.length > 0;
}
