// The setter's tools: for the digits on the board as givens and centre marks as the only digits their
// cells may hold, the number of solutions (1, 2+, none) and the true candidates drawn in the open
// cells. Asked again a moment after each change (a burst of keys asks once), within the server's time
// limit; an answer that comes after a newer question is dropped.
import { api } from "./api.js";
import { Game } from "./game.js";
import { $ } from "./page.js";

/**
 * The puzzle the setter's tools ask about, as an f-puzzles object: the game's digits as givens and
 * centre marks as given pencil marks, with the rules of a setter's puzzle or the houses of the layout.
 */
export function setterPuzzle(game) {
  const n = game.side, source = game.rules ? JSON.parse(JSON.stringify(game.rules.source)) : houseRules(game);
  source.grid = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => {
    const i = r * n + c, cell = { ...((source.grid && source.grid[r] && source.grid[r][c]) || {}) };
    delete cell.value;
    delete cell.given;
    delete cell.givenPencilMarks;
    if (!game.rules) cell.region = game.regions[i];
    if (game.values[i]) Object.assign(cell, { value: game.values[i], given: true });
    else if (game.centre[i]) cell.givenPencilMarks = Array.from({ length: n }, (_, k) => k + 1).filter((d) => game.centre[i] & (1 << (d - 1)));
    return cell;
  }));
  return source;
}

/** The f-puzzles rules of a game's variant houses: X-Sudoku's diagonals, Windoku's windows, disjoint groups. */
function houseRules(game) {
  const layout = game.layout, source = { size: layout.side }, v = layout.variants;
  const name = (i) => "R" + (Math.floor(i / layout.side) + 1) + "C" + (i % layout.side + 1);
  if (v.includes("x")) Object.assign(source, { "diagonal+": true, "diagonal-": true });
  if (v.includes("disjoint")) source.disjointgroups = true;
  if (v.includes("windoku")) {
    const shaded = [...game.shaded].sort((a, b) => a - b), windows = new Map();
    for (const i of shaded) {
      const key = Math.floor(Math.floor(i / layout.side) / 4) + "," + Math.floor((i % layout.side) / 4);
      windows.set(key, [...(windows.get(key) || []), name(i)]);
    }
    source.extraregion = [...windows.values()].map((cells) => ({ cells }));
  }
  return source;
}

export class SetterTools {
  /**
   * @param {object} state the page's state (state.js): sets its truth, the true candidates drawn
   * @param {Play} play the game on the board (play.js)
   */
  constructor(state, play) {
    this.state = state;
    this.play = play;
    this.asked = 0; // numbers the questions: only the answer to the latest is shown
    this.timer = null;
  }

  /** Asks again, a moment from now, what the tools ticked want to know; the last answer's candidates go. */
  ask() {
    clearTimeout(this.timer);
    this.asked++;
    this.state.truth = null;
    const counting = $("setter-count").checked, showing = $("setter-candidates").checked;
    $("setter-answer").textContent = counting || showing ? "Working..." : "";
    if (counting || showing) this.timer = setTimeout(() => this.answer(showing), 250);
  }

  async answer(showing) {
    const ticket = this.asked, fields = { fpuzzles: setterPuzzle(this.state.game) };
    try {
      // The true candidates come with the count (their status: unique, multiple, no solution); the count alone is cheaper.
      const answer = showing ? await api("/api/candidates", fields) : await api("/api/count", { ...fields, cap: 2 });
      if (ticket !== this.asked) return;
      const solutions = showing ? { unique: 1, multiple: 2, "no solution": 0 }[answer.status] : Math.min(answer.solutions, 2);
      $("setter-answer").textContent = ["No solution.", "1 solution: the puzzle is unique.", "2+ solutions: not unique yet."][solutions]
          + (showing && answer.partial ? " The time limit ran out first: the candidates drawn are those of the solutions met, and others may be true too."
            : showing && answer.candidates ? " The true candidates are drawn in the open cells." : "");
      if (showing && answer.candidates) this.state.truth = answer.candidates.map((digits) => [...digits].reduce((bits, ch) => bits | (1 << (Game.digitOf(ch) - 1)), 0));
    } catch (e) {
      if (ticket !== this.asked) return;
      const outOfTime = e.status === 503 && !e.answer.retryAfter, repeat = e.status === 400 && e.answer.cells;
      $("setter-answer").textContent = outOfTime ? "No answer: the server's time limit ran out first. More givens or marks make it quicker."
          : repeat ? "No solution: " + e.message.replace(/^fpuzzles: /, "") + "." : e.message;
    }
    this.play.draw();
  }
}
