// The game on the board and all that follows a move: the board and the number pad, the modes the
// keys enter, the drawing of the game with the marks of a check or hint and the mistakes, the rules
// a setter's puzzle's digits break, the timer and pause, the game kept on the device, its end and its
// replay, and a game started or resumed. The page's other parts change the game through it.
import { api, puzzleFields } from "./api.js";
import { Board } from "./board.js";
import { Clock } from "./clock.js";
import { Game } from "./game.js";
import { linkOf } from "./link.js";
import { Pad } from "./pad.js";
import { $, ask, say } from "./page.js";
import { Replay } from "./replay.js";
import { brokenInWords, rulesFromKinds } from "./rules.js";
import { Saved } from "./saved.js";
import { Settings } from "./settings.js";
import { noLook } from "./state.js";

export const MODES = ["digit", "corner", "centre", "colour"];
/** The kinds of house a conflict of /api/conflicts names: repeats the board shows by itself, without words. */
const HOUSE_KINDS = ["row", "column", "box", "region", "diagonal", "window", "group"];

export class Play {
  /**
   * @param {object} state the page's state (state.js): the game and how it is played
   * @param {object} on what the page's other parts do at the game's moments: changed() after each
   *   change and when a game starts (the setter's tools ask again), shown() once a game's board is laid
   *   out (the layout picker shows it), solved() when the player solved it (statistics, dailies)
   */
  constructor(state, on) {
    this.state = state;
    this.on = on;
    this.clock = new Clock();
    this.editing = null; // the setter's editor (editor.js) while Set is open: the board's moves are its edits
    this.board = new Board($("board"), {
      digit: (d, kind) => (this.editing ? this.editing.digit(d) : this.enter(d, kind || state.mode)),
      clear: () => (this.editing ? this.editing.digit(0) : this.clearCells()),
      undo: () => (this.editing ? this.editing.undo() : this.change(() => state.game.undo())),
      redo: () => (this.editing ? this.editing.redo() : this.change(() => state.game.redo())),
      nextMode: () => this.editing || this.setMode(MODES[(MODES.indexOf(state.mode) + 1) % MODES.length]),
      selected: () => (this.editing ? this.editing.drawBoard() : this.draw()),
      released: () => this.editing && this.editing.released(),
      pointAt: (x, y) => Boolean(this.editing && this.editing.pickAt(x, y)),
    });
    this.pad = new Pad($("pad"), {
      digit: (d) => {
        if (this.editing) this.editing.digit(d);
        else this.enter(d, state.mode);
        this.focusBoard(); // keys go on to the board
      },
      clear: () => {
        if (this.editing) this.editing.digit(0);
        else this.clearCells();
        this.focusBoard();
      },
    });
  }

  focusBoard() {
    this.board.element.focus({ preventScroll: true });
  }

  /** The game the board shows: the replay's copy while one plays. */
  shown() {
    return this.state.replay ? this.state.replay.copy : this.state.game;
  }

  /** The player's entries that differ from the solution, when mistakes are marked as they are made and it is known. */
  mistakesOnBoard() {
    const { game, settings, solution, solved } = this.state;
    if (!settings.mistakes || !solution || solved === "solve") return new Set();
    return new Set(game.values.flatMap((d, i) => (d && !game.isGiven(i) && Game.digitOf(solution[i]) !== d ? [i] : [])));
  }

  draw() {
    const { game, look, truth, replay, paused, mode, solved, settings, mistakes } = this.state;
    const marks = replay ? noLook() : { ...look, wrong: new Set([...look.wrong, ...this.mistakesOnBoard()]), truth };
    this.board.render(this.shown(), marks);
    this.pad.draw(game, mode === "colour");
    $("undo").disabled = paused || game.undoStack.length === 0;
    $("redo").disabled = paused || game.redoStack.length === 0;
    $("replay").hidden = !solved || !game.isStarted;
    $("mistakes").hidden = !settings.mistakes;
    $("mistakes").textContent = "Mistakes: " + mistakes;
  }

  /**
   * Runs a change of the game; any change forgets the marks and words of the last check and hint, and is
   * kept on the device. A change that fills the board without a repeat, whoever made it (a digit, a hint, Redo),
   * is checked against the solution and ends the game when it is right.
   */
  change(action) {
    const state = this.state;
    if (state.paused || state.replay || action() === false) return false;
    state.look = noLook();
    state.pendingHint = null;
    if ($("message").classList.contains("hint")) say(""); // "look at box 1" no longer holds once box 1 changed
    state.game.ruleBreaks = []; // asked again for the new digits
    this.checkRules();
    this.on.changed();
    this.draw();
    this.save();
    if (!state.solved && state.game.isFilled() && state.game.conflicts().size === 0) this.finish();
    return true;
  }

  /**
   * Asks the server which of a setter's rules the digits on the board break (a cage's sum passed, a
   * thermometer falling, two digits a dot does not allow): the board shows their cells as conflicts and
   * the message names each rule broken anew.
   */
  async checkRules() {
    const state = this.state, playing = state.game, entries = playing.entries;
    if (!playing.hasConstraints) return; // repeats in houses the board finds itself
    try {
      const answer = await api("/api/conflicts", { ...puzzleFields(playing), entries });
      if (playing !== state.game || playing.entries !== entries) return;
      playing.ruleBreaks = answer.conflicts;
      const broken = answer.conflicts.filter((c) => !HOUSE_KINDS.includes(c.kind)).map((c) => brokenInWords(c, playing));
      if (broken.length && state.settings.conflicts && !state.solved) say("Breaks a rule: " + broken.join("; ") + ".", "bad");
      this.draw();
    } catch (e) {
      // Without the server's word the board shows repeats alone; Check still compares with the solution.
    }
  }

  /** The player puts d in the selected cells as mode says: a digit, a corner or centre mark, or a colour. */
  enter(d, as) {
    const state = this.state, cells = this.board.selectedCells;
    if (as === "colour" && d > Game.COLOURS) return;
    const before = this.mistakesOnBoard().size;
    this.change(() => {
      const game = state.game;
      return as === "digit" ? game.setValues(cells, d) : as === "colour" ? game.toggleColour(cells, d) : game.toggleMark(as, cells, d);
    });
    const now = this.mistakesOnBoard();
    if (as === "digit" && d && now.size > before && cells.some((i) => now.has(i))) {
      state.mistakes++;
      this.draw();
      this.save();
    }
  }

  /** Asks the server for the solution, for marking mistakes as they are made; only a unique one is kept. */
  async learnSolution() {
    const state = this.state, playing = state.game;
    if (!state.settings.mistakes || state.solution || playing.isBlank) return;
    try {
      const answer = await api("/api/solve", puzzleFields(playing));
      if (playing !== state.game) return;
      state.solution = answer.status === "solved" && answer.unique ? answer.solution : null;
      this.draw();
    } catch (e) {
      // Without the solution mistakes are not marked; Check still says which entries are wrong.
    }
  }

  /**
   * Clears the selected cells: in a mark or colour mode that layer; in digit mode the top layer they
   * have, the player's digits, then centre marks, corner marks and colours, as SudokuPad does.
   */
  clearCells() {
    const { game, mode } = this.state, cells = this.board.selectedCells;
    const has = (layer) => cells.some((i) => game[layer][i] && !(layer === "values" && game.isGiven(i)));
    const layer = mode === "digit" ? ["values", "centre", "corner", "colours"].find(has) : mode === "colour" ? "colours" : mode;
    if (layer) this.change(() => game.clear(layer, cells));
  }

  setMode(picked) {
    this.state.mode = picked;
    for (const m of MODES) {
      $("mode-" + m).setAttribute("aria-pressed", String(m === picked));
      $("mode-" + m).classList.toggle("on", m === picked);
    }
    this.pad.draw(this.state.game, picked === "colour");
  }

  /**
   * Runs the timer while the game is played: a puzzle on the board (a killer without givens is one),
   * not solved, not paused, no replay, not setting a puzzle, the board and the page in view.
   */
  runClock() {
    const { game, solved, paused, replay } = this.state;
    this.clock.run(!solved && !paused && !replay && !this.editing && $("waiting").hidden && !document.hidden && !game.isBlank);
    $("timer").textContent = Clock.text(this.clock.played);
  }

  /** Keeps the game on the device under its link: a reload, or the link opened again, resumes it. */
  save() {
    const { game, solved, level, hintsTaken, mistakes, dailyDate } = this.state;
    if (game.isBlank && !game.isStarted) return; // an empty board: nothing to come back to
    Saved.keepGame(linkOf(game), { game: game.toJSON(), elapsed: this.clock.played, solved, level, hints: hintsTaken, mistakes, daily: dailyDate });
  }

  /** The game as it ended: by the player (counted in the statistics) or by Solve. */
  end(by) {
    this.state.solved = by;
    this.setPaused(false);
    this.runClock();
    this.save();
    this.draw();
    if (by === "player") this.on.solved();
  }

  /** Pause hides the board, and with it what would help play it: Hint, Check, Solve, Rate and the rest wait. */
  setPaused(on) {
    const state = this.state, was = state.paused;
    const paused = (state.paused = on && !state.solved && !state.replay);
    $("frame").classList.toggle("paused", paused);
    $("paused").hidden = !paused;
    $("pause").setAttribute("aria-pressed", String(paused));
    $("pause").textContent = paused ? "Resume" : "Pause";
    for (const id of ["hint", "check", "solve", "auto", "share"]) $(id).disabled = paused;
    $("rate").disabled = paused;
    if (paused && !was) {
      state.look = noLook();
      state.pendingHint = null;
      say("Paused: the board and the timer wait for you.");
    } else if (was && !paused) {
      say("");
    }
    this.draw();
    this.runClock();
    if (!paused) this.focusBoard();
  }

  /**
   * Hides the board behind text while the next one is made or chosen (null: shows it again), so that a
   * board of the old layout does not stay on screen as if it were the one to play.
   */
  setWaiting(text) {
    $("waiting").hidden = !text;
    $("waiting-text").textContent = text || "";
    $("frame").classList.toggle("waiting", Boolean(text));
    this.runClock();
  }

  /** The board as the settings have it: what it highlights, its labels, and whether placing clears peers' marks. */
  applySettings() {
    const settings = this.state.settings;
    this.board.options = { conflicts: settings.conflicts, highlights: settings.highlights };
    this.state.game.keepPeerMarks = !settings.autoremove;
    $("frame").classList.toggle("labelled", settings.labels);
    $("board").closest(".play").classList.toggle("labelled", settings.labels);
    $("column-labels").hidden = $("row-labels").hidden = !settings.labels;
    for (const name of Settings.names) $("set-" + name).checked = settings[name];
    this.learnSolution();
    if (this.board.laidOut) this.draw(); // on opening, the first game draws it
  }

  /** The labels beside the board: c1..cN over the columns, r1..rN beside the rows, as hints name cells. */
  buildLabels() {
    for (const [id, prefix] of [["column-labels", "c"], ["row-labels", "r"]]) {
      $(id).textContent = "";
      for (let k = 1; k <= this.state.game.side; k++) $(id).appendChild(document.createElement("span")).textContent = prefix + k;
    }
  }

  /**
   * Whether the game on the board may give way to another puzzle (yes names the way, on the dialog's
   * button): an empty board, a game not started or ended, or the player says so.
   */
  async mayLeave(yes) {
    const { game, solved } = this.state;
    return !game.isStarted || solved !== null || game.isBlank
        || ask("Leave the game in progress for another puzzle? It stays kept on this device: its link (Share) brings it back.", yes);
  }

  toggleReplay() {
    const state = this.state;
    if (state.replay) {
      state.replay.stop();
      return;
    }
    state.replay = new Replay(state.game, (copy, k, total) => {
      this.board.render(copy, noLook());
      say("Replay: move " + k + " of " + total + ".");
    }, () => {
      state.replay = null;
      $("replay").textContent = "Replay";
      this.draw();
    });
    $("replay").textContent = "Stop replay";
    state.replay.start();
  }

  /** A board filled without a repeat: the game ends, the player's win, when the server finds it right. */
  async finish() {
    const state = this.state, playing = state.game;
    try {
      const answer = await api("/api/check", { ...puzzleFields(playing), entries: playing.entries });
      if (playing === state.game && !state.solved && answer.wrong && answer.wrong.length === 0) this.end("player");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * Starts a game on puzzle (N*N characters) of layout (as the API answers it), or resumes the game of
   * it kept on this device: board, timer and link. puzzleLevel is its level where the server named it,
   * dailyName the date of a daily puzzle, rules a setter's puzzle's rules (rulesOf). Answers whether it
   * resumed a kept game.
   */
  start(puzzle, layout = Game.CLASSIC, puzzleLevel = null, dailyName = null, rules = null) {
    const state = this.state;
    if (state.replay) state.replay.stop();
    this.setWaiting(null);
    let game = new Game(puzzle, layout, rules);
    let kept = Saved.game(linkOf(game));
    try {
      if (kept) game = Game.fromJSON(kept.game);
    } catch (e) {
      kept = null; // kept by another version of the page: the puzzle starts afresh
    }
    state.game = game;
    state.look = noLook();
    state.pendingHint = null;
    game.keepPeerMarks = !state.settings.autoremove;
    state.solved = kept ? kept.solved : null;
    state.level = (kept && kept.level) || puzzleLevel;
    state.dailyDate = (kept && kept.daily) || dailyName;
    state.hintsTaken = (kept && kept.hints) || 0;
    state.mistakes = (kept && kept.mistakes) || 0;
    state.solution = null;
    this.learnSolution();
    this.checkRules();
    this.on.changed();
    this.clock.reset(kept ? kept.elapsed : 0);
    history.replaceState(null, "", "#" + linkOf(game));
    $("link").hidden = $("elsewhere").hidden = true;
    this.show();
    this.setPaused(false);
    this.save();
    return Boolean(kept);
  }

  /** Lays the board and the number pad out for the game's layout, and draws it. */
  show() {
    const game = this.state.game, play = $("board").closest(".play");
    play.style.setProperty("--n", game.side); // cells size by it; the modes, pad and message take the board's width
    this.showAbout();
    $("rate").title = game.hasConstraints ? "how hard this puzzle is: the rating of Nonet's logical path through its rules"
        : "how hard this puzzle is: Sudoku Explainer's rating on classic 9x9";
    this.pad.build(game.side);
    this.board.layOut(game);
    this.buildLabels();
    this.on.shown();
    this.draw();
    this.pad.fit(play);
  }

  /**
   * A setter's puzzle's title, author and rules text under the board, as the setter wrote them; without
   * rules text, what its kinds say it plays by.
   */
  showAbout() {
    const rules = this.state.game.rules;
    $("about").hidden = !rules;
    if (!rules) return;
    $("about-title").textContent = rules.title || "";
    $("about-author").textContent = rules.author ? "by " + rules.author : "";
    $("about-rules").textContent = rules.rules || rulesFromKinds(rules.kinds);
  }
}
