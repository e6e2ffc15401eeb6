// What the player asks the server about the puzzle on the board: Check (the wrong entries), Hint (a
// step that builds up over presses, then is applied), Solve and Rate.
import { api, puzzleFields, ratingWords } from "./api.js";
import { ask, say } from "./page.js";
import { constraintsInWords } from "./rules.js";
import { noLook } from "./state.js";

/**
 * The cells a step's chain runs through, in order (its links' cells), for a line along them; none for a
 * step that follows no chain (a fish such as a Finned X-Wing, a subset), whose cells form no line.
 */
function chainOf(step) {
  const links = step.links || [];
  const cells = links.length ? [links[0].from.cell, ...links.map((link) => link.to.cell)] : [];
  return cells.filter((cell, k) => k === 0 || cell !== cells[k - 1]);
}

export class Hints {
  /**
   * @param {object} state the page's state (state.js): sets its look, pendingHint and hintsTaken
   * @param {Play} play the game on the board (play.js)
   */
  constructor(state, play) {
    this.state = state;
    this.play = play;
  }

  /** Check: the entries that differ from the solution marked on the board and named. */
  async check() {
    const state = this.state, game = state.game;
    try {
      const answer = await api("/api/check", { ...puzzleFields(game), entries: game.entries });
      if (!answer.wrong) {
        say((answer.status === "no solution" ? "This puzzle has no solution" : "This puzzle has more than one solution")
            + "; there is nothing to check against.", "bad");
        return;
      }
      state.look.wrong = new Set(answer.wrong.map((c) => state.game.cellIndex(c)));
      this.play.draw();
      const n = answer.wrong.length;
      say(n === 0 ? "No wrong entries so far." : n + " wrong entr" + (n === 1 ? "y" : "ies") + ": " + answer.wrong.join(", "), n ? "bad" : "good");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * Hint helps a little more at each press, as a teacher would: where to look (the house or cells
   * highlighted), then the technique and its digit, then the whole step drawn on the board (the
   * candidates it removes struck out, the digit it places, its chain), and last it is applied. With
   * "hints build up" off, the first press shows the whole step. The server always finds a step: Nonet's
   * next technique, else Sudoku Explainer's (forcing chains), else one cell of the solution, said so.
   */
  async hint() {
    const state = this.state, pending = state.pendingHint;
    if (state.paused || state.replay) return;
    if (pending && pending.stage < 3) {
      this.show(pending.answer, pending.stage + 1);
      return;
    }
    if (pending) {
      const step = pending.answer.step;
      let shownMarks = [];
      this.play.change(() => {
        const result = state.game.applyStep(step);
        if (result === false) return false;
        shownMarks = result;
        return true;
      });
      const marked = shownMarks.length ? " (the marks of " + shownMarks.map((i) => state.game.cellName(i)).join(", ") + " are shown: they had none)" : "";
      if (!state.solved) say("Applied: " + constraintsInWords(step.text, step.constraints) + marked);
      return;
    }
    const playing = state.game;
    try {
      const answer = await api("/api/hint", {
        ...puzzleFields(playing), entries: playing.entries, eliminated: playing.eliminations(state.settings.cornercandidates),
      });
      if (playing !== state.game || state.paused) return;
      if (answer.status === "step") {
        state.hintsTaken++; // a hint seen counts, whether or not Hint applies it
        this.play.save();
        this.show(answer, state.settings.buildup ? 1 : 3);
        return;
      }
      state.look = noLook();
      state.look.wrong = new Set((answer.wrong || []).map((c) => playing.cellIndex(c)));
      this.play.draw();
      say(answer.status === "solved" && state.solved ? "Solved already." : answer.text + this.howMarksRead(answer), answer.status === "solved" ? "good" : "bad");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * Shows the hint of answer at stage 1 (where to look), 2 (the technique) or 3 (the step on the board).
   */
  show(answer, stage) {
    const state = this.state, game = state.game, step = answer.step, index = (c) => game.cellIndex(c);
    const changed = [...step.placements, ...step.eliminations].map((c) => index(c.cell));
    // a step of a puzzle with constraints also names the constraints it used: their cells are where to look
    const ruled = [...step.houseCells, ...(step.constraints || []).flatMap((c) => c.cells)];
    const reasons = [...step.cells, ...ruled].map(index);
    const where = ruled.length ? ruled.map(index) : reasons.length ? reasons : changed;
    const look = (state.look = noLook());
    state.pendingHint = { answer, stage };
    const from = answer.source === "sudoku explainer" ? " (a step of Sudoku Explainer's path: Nonet's own techniques find none here)" : "";
    const said = (text) => constraintsInWords(text, step.constraints); // a setter's rules as players name them
    if (stage === 1) {
      look.hintCells = new Set(where);
      say("Hint: " + said(answer.texts.where) + ". Press Hint again for the technique.", "hint");
    } else if (stage === 2) {
      look.hintCells = new Set(where);
      say("Hint: " + said(answer.texts.technique) + from + ". Press Hint again to see the step.", "hint");
    } else {
      look.hintCells = new Set(reasons);
      look.hintTargets = new Set(changed);
      const digits = (list) => list.reduce((bits, c) => bits | (1 << (c.digit - 1)), 0);
      const key = digits([...step.placements, ...step.eliminations]);
      for (const i of step.cells.map(index)) if (!game.values[i]) look.hintMarks.set(i, { gone: 0, put: 0, key });
      for (const e of step.eliminations) {
        const marks = look.hintMarks.get(index(e.cell)) || { gone: 0, put: 0, key };
        marks.gone |= 1 << (e.digit - 1);
        look.hintMarks.set(index(e.cell), marks);
      }
      for (const p of step.placements) look.hintMarks.set(index(p.cell), { gone: 0, put: 1 << (p.digit - 1), key });
      look.links = chainOf(step).map(index);
      const text = said(step.text);
      say(text.charAt(0).toUpperCase() + text.slice(1) + from + " (press Hint again to apply it)", "hint");
    }
    this.play.draw();
  }

  /**
   * How the page read the marks a "wrong marks" answer blames, when corner marks may be the reason: a
   * digit's corner marks in a box rule it out of the box's other cells (Snyder notation).
   */
  howMarksRead(answer) {
    if (answer.status !== "wrong marks" || this.state.settings.cornercandidates) return "";
    return " (centre marks are read as a cell's candidates, and a digit's corner marks in two cells or more of a box"
        + " as the only places it goes there; Settings can read corner marks as candidates instead)";
  }

  /** Solve, once the player says so: the solution fills the board and the game ends, not counted. */
  async solve() {
    const state = this.state;
    if (state.solved || !(await ask("Show the solution? The game ends here, and Solve does not count in the statistics.", "Solve"))) return;
    try {
      const answer = await api("/api/solve", puzzleFields(state.game));
      if (answer.status !== "solved") {
        say("This puzzle has no solution.", "bad");
        return;
      }
      this.play.change(() => state.game.fill(answer.solution));
      this.play.end("solve");
      say(answer.unique ? "Solved." : "Solved; this puzzle has other solutions too.", "good");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /** How hard the puzzle is, on request: Sudoku Explainer's rating on classic 9x9, Nonet's elsewhere. */
  async rate() {
    const state = this.state, playing = state.game;
    try {
      say("Rating the puzzle...");
      const answer = await api("/api/rate", puzzleFields(playing));
      if (playing !== state.game) return;
      say(answer.rating ? ratingWords(answer.rating) + ": " + answer.rating.level + ", its hardest step " + answer.rating.hardest + "."
          : "No rating: this puzzle has " + (answer.status === "no solution" ? "no solution." : "more than one solution."), answer.rating ? "" : "bad");
    } catch (e) {
      say(e.message, "bad");
    }
  }
}
