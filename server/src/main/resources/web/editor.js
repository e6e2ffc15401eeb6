// The setter's editor (Set): the board shows the puzzle being set, an f-puzzles object (draft.js),
// drawn by the page's own drawing of setters' puzzles; digits typed are givens, the tool picked draws
// on the cells selected (the region tool paints the cells a drag crosses), a constraint picked in the
// list or double-clicked on the board is changed or deleted, the rules over the grid are ticked, and
// every edit can be undone. Links and
// payload are written as each edit is made, offline; meanwhile a panel asks the server, a moment after
// the last edit, how many solutions the puzzle has, whether logic solves it (and how hard it is, or
// where it gets stuck), and on request draws the true candidates or the marks where logic stops.
// "Play it" opens the puzzle as its link does, through the page's reader of setters' puzzles.
import { api, inPageWords } from "./api.js";
import { Draft, boxOf } from "./draft.js";
import { Game } from "./game.js";
import { linksElsewhere } from "./link.js";
import { $, say } from "./page.js";
import { Saved } from "./saved.js";
import { noLook } from "./state.js";

/** The cell name f-puzzles writes ("R1C2") of cell index i on a grid of side n. */
const nameOf = (i, n) => "R" + (Math.floor(i / n) + 1) + "C" + (i % n + 1);

/**
 * The layout a Game takes for an f-puzzles grid: its size's boxes as f-puzzles draws them, or the
 * regions its cells name (a jigsaw imported).
 */
export function layoutOf(source) {
  const n = source.size, box = boxOf(n), cells = source.grid.flat();
  const regions = cells.some((cell) => cell.region !== undefined && cell.region !== null)
    ? cells.map((cell, i) => cell.region ?? Math.floor(Math.floor(i / n) / box.height) * (n / box.width) + Math.floor((i % n) / box.width))
    : null;
  return { shape: n + "x" + n, side: n, boxWidth: box.width, boxHeight: box.height, variants: [], regions };
}

/** Marks as /api/explain writes its end (N places a cell, a digit or '.') as a digit set per cell. */
function marksOf(end, n) {
  return Array.from({ length: n * n }, (_, i) => [...end.slice(i * n, (i + 1) * n)].reduce((bits, ch) => (Game.digitOf(ch) > 0 ? bits | (1 << (Game.digitOf(ch) - 1)) : bits), 0));
}

export class Editor {
  /**
   * @param {object} state the page's state (state.js)
   * @param {Play} play the game on the board (play.js), whose board and pad the editor borrows
   * @param {Puzzles} puzzles where puzzles come from (puzzles.js): Play it loads the puzzle set
   */
  constructor(state, play, puzzles) {
    this.state = state;
    this.play = play;
    this.puzzles = puzzles;
    let kept = null;
    try {
      kept = Draft.read(Saved.setting("draft", ""));
    } catch (e) {
      kept = null; // nothing set yet on this device
    }
    this.draft = new Draft(kept || Draft.empty(9));
    this.asked = 0; // numbers the questions: only the answer to the latest is shown
    this.timer = null;
    this.answers = { truth: null, end: null }; // the true candidates and the marks where logic stopped, per cell
    this.laidOut = null; // the layout the board has for the editor, as JSON
    this.picked = null; // the constraint picked in the list or on the board ({kind, index}), which Change and Delete act on
  }

  get isOpen() {
    return this.play.editing === this;
  }

  /** Set: the board and pad show the puzzle being set, and the editor takes the controls' place. */
  open() {
    this.play.editing = this;
    this.play.runClock();
    document.body.classList.add("setting");
    $("editor").hidden = false;
    document.querySelector("section.controls:not(#editor)").hidden = true;
    $("about").hidden = true;
    this.laidOut = null;
    this.show();
    this.ask();
    say("Setting a puzzle: type givens, draw on selected cells, then Play it or export its link.");
    this.play.focusBoard();
  }

  /** Back to the game; reshow: the game's board again (not when another puzzle is about to take it). */
  close(reshow = true) {
    if (!this.isOpen) return;
    this.play.editing = null;
    clearTimeout(this.timer);
    this.asked++;
    document.body.classList.remove("setting");
    $("editor").hidden = true;
    document.querySelector("section.controls:not(#editor)").hidden = false;
    if (reshow) {
      this.play.show();
      say("");
    }
    this.play.runClock();
  }

  /** The puzzle set as a game the board draws: its givens, its layout, its rules. */
  game() {
    const source = this.draft.source;
    return new Game(this.draft.givens, layoutOf(source), { source, kinds: [] });
  }

  /** Draws the puzzle being set, and brings the editor's fields, list and links up to date. */
  show() {
    const game = this.game(), board = this.play.board, n = game.side, layout = JSON.stringify(game.layout);
    if (this.laidOut !== layout) {
      this.laidOut = layout; // before layOut, whose selection comes back here to be drawn
      $("board").closest(".play").style.setProperty("--n", n);
      this.play.pad.build(n);
      board.layOut(game);
    } else {
      board.drawing.draw(this.draft.source, n);
    }
    this.drawBoard(game);
    this.play.pad.fit($("board").closest(".play"));
    this.showFields();
  }

  /** The cells of the puzzle set (a selection changed: its drawing and fields stay as they are), with the marks asked for. */
  drawBoard(game = this.game()) {
    const marks = $("editor-marks").value, shown = marks === "truth" ? this.answers.truth : marks === "stuck" ? this.answers.end : null;
    this.play.board.render(game, { ...noLook(), truth: shown });
    this.play.pad.draw(game, false);
  }

  showFields() {
    const draft = this.draft, source = draft.source;
    $("editor-size").value = String(source.size);
    for (const box of $("editor-globals").querySelectorAll("input")) {
      box.checked = box.dataset.negative ? draft.isNegative(box.dataset.negative) : source[box.dataset.rule] === true;
    }
    for (const key of ["title", "author", "ruleset"]) if (document.activeElement !== $("editor-" + key)) $("editor-" + key).value = source[key] || "";
    $("editor-undo").disabled = draft.undoStack.length === 0;
    $("editor-redo").disabled = draft.redoStack.length === 0;
    const list = $("editor-list"), picked = this.picked;
    list.textContent = "";
    for (const drawn of draft.constraints()) {
      const item = document.createElement("li"), pick = document.createElement("button"), remove = document.createElement("button");
      pick.textContent = drawn.words;
      pick.className = "drawn-pick";
      pick.title = "pick it: its cells selected, its kind and number in Draw and Number; Change redraws it as they are then";
      if (picked && picked.kind === drawn.kind && picked.index === drawn.index) {
        item.className = "picked";
        pick.setAttribute("aria-current", "true");
      }
      pick.addEventListener("click", () => this.pick(drawn));
      remove.textContent = "Delete";
      remove.className = "drawn-delete";
      remove.addEventListener("click", () => this.edit(() => this.draft.remove(drawn.kind, drawn.index)));
      item.append(pick, " ", remove);
      list.appendChild(item);
    }
    $("editor-change").disabled = $("editor-delete").disabled = !picked;
    const payload = draft.payload, elsewhere = linksElsewhere({ rules: { payload } });
    $("editor-payload").value = payload;
    $("editor-fpuzzles").value = elsewhere.fpuzzles;
    $("editor-sudokupad").value = elsewhere.sudokupad;
    $("editor-link").value = location.href.split("#")[0] + "#" + new URLSearchParams({ fpuzzles: payload });
  }

  /** A constraint picked (in the list or on the board): its cells selected, its kind and number in Draw and Number. */
  pick(drawn) {
    this.picked = { kind: drawn.kind, index: drawn.index };
    if (drawn.tool) {
      $("editor-tool").value = drawn.tool;
      $("editor-number").value = drawn.number;
    }
    this.showFields();
    this.selectCells(drawn.cells);
    say("Picked " + drawn.words + ". Change redraws it with Draw and Number on the cells selected; Delete takes it away.");
  }

  /**
   * A double click at (x, y) on the board (in cells): the constraint drawn there picked, or the next
   * one there when it was picked already. Answers whether one was.
   */
  pickAt(x, y) {
    const there = this.draft.constraintsAt(x, y), picked = this.picked;
    if (!there.length) return false;
    const k = picked ? there.findIndex((c) => c.kind === picked.kind && c.index === picked.index) : -1;
    this.pick(there[(k + 1) % there.length]);
    return true;
  }

  /** Change: the constraint picked drawn again, in its place, by the tool picked on the cells selected with Number. */
  change() {
    const picked = this.picked;
    if (picked) this.edit(() => this.draft.change(picked.kind, picked.index, $("editor-tool").value, this.selected(), $("editor-number").value), "Not changed", true);
    this.play.focusBoard();
  }

  /** Delete: the constraint picked taken away. */
  deletePicked() {
    const picked = this.picked;
    if (picked) this.edit(() => this.draft.remove(picked.kind, picked.index));
    this.play.focusBoard();
  }

  /** A press or drag on the cells ended: with the region tool, the cells it crossed join the region in Number (painting). */
  released() {
    if ($("editor-tool").value === "region") this.add();
  }

  /** Selects the cells named on the board (a constraint picked). */
  selectCells(names) {
    const board = this.play.board, n = this.draft.size;
    const indexes = names.map((name) => /^R(\d+)C(\d+)$/.exec(name)).filter(Boolean).map(([, r, c]) => (Number(r) - 1) * n + Number(c) - 1)
        .filter((i) => i >= 0 && i < n * n);
    if (!indexes.length) return;
    board.selection = new Set(indexes);
    board.selected = indexes[0];
    this.drawBoard();
    this.play.focusBoard();
  }

  /**
   * Runs an edit of the draft (a Draft method's answer: null, or why it was refused): refused, its words
   * are said after what (the edit's outcome in a word); made, the draft is kept on the device, and the
   * board, fields and answers follow. The constraint picked stays picked only through an edit of it
   * (keepPick): after any other, the list's places may have moved.
   */
  edit(action, what = "Not done", keepPick = false) {
    const refused = action();
    if (refused) {
      say(what + ": " + refused, "bad");
      return false;
    }
    if (!keepPick) this.picked = null;
    say("");
    this.edited();
    return true;
  }

  edited() {
    Saved.keepSetting("draft", this.draft.payload);
    this.show();
    this.ask();
  }

  /** The selected cells, as f-puzzles names them, in the order they were selected. */
  selected() {
    return this.play.board.selectedCells.map((i) => nameOf(i, this.draft.size));
  }

  /** A digit typed or pressed: the selected cells' given (0 takes it away). */
  digit(d) {
    this.edit(() => this.draft.setGivens(this.selected(), d), "Not given");
  }

  /** Add: the tool picked drawn on the selected cells. */
  add() {
    this.edit(() => this.draft.add($("editor-tool").value, this.selected(), $("editor-number").value), "Not drawn");
    this.play.focusBoard();
  }

  undo() {
    if (this.draft.undo()) this.unpickAndShow();
  }

  redo() {
    if (this.draft.redo()) this.unpickAndShow();
  }

  unpickAndShow() {
    this.picked = null;
    this.edited();
  }

  /** A new empty grid of size (the board lays out afresh, as for any edit that changes the layout). */
  resize(size) {
    this.edit(() => this.draft.resize(size));
  }

  /** Import: the puzzle of a link, payload or JSON pasted takes the place of the one set (undoable). */
  importText(text) {
    try {
      const source = Draft.read(text);
      if (this.edit(() => this.draft.replace(source))) say("Imported: " + (source.title || "a puzzle without a title") + ".");
    } catch (e) {
      say("Not imported: " + e.message + ".", "bad");
    }
  }

  /** Play it: the puzzle set opened as its link opens it; back to the editor when it cannot be. */
  async playIt() {
    if (!(await this.play.mayLeave("Play it"))) return;
    const payload = this.draft.payload;
    this.close(false);
    if (!(await this.puzzles.load(payload, {}))) this.open();
  }

  /**
   * Asks again, a moment after the last edit, what the server finds: the count of solutions (up to
   * 2), then for a unique puzzle the logical path, and the true candidates when they are to be shown.
   */
  ask() {
    clearTimeout(this.timer);
    const ticket = ++this.asked;
    this.answers = { truth: null, end: null }; // those of the puzzle before leave the board
    this.drawBoard();
    $("editor-count").textContent = "Counting the solutions...";
    $("editor-logic").textContent = "";
    this.timer = setTimeout(() => this.answer(ticket), 400);
  }

  async answer(ticket) {
    const fields = { fpuzzles: this.draft.written }, n = this.draft.size, current = () => ticket === this.asked && this.isOpen;
    let asking = "editor-count"; // where a failure is said: the count's line, or once counted the logic's
    try {
      const counted = await api("/api/count", { ...fields, cap: 2 });
      if (!current()) return;
      const solutions = Math.min(counted.solutions, 2);
      $("editor-count").textContent = ["No solution.", "One solution: the puzzle is unique.", "2+ solutions: not unique yet."][solutions];
      if ($("editor-marks").value === "truth" && solutions > 0) {
        const found = await api("/api/candidates", fields);
        if (!current()) return;
        this.answers.truth = found.candidates.map((digits) => [...digits].reduce((bits, ch) => bits | (1 << (Game.digitOf(ch) - 1)), 0));
        if (found.partial) $("editor-count").textContent += " The time limit ran out first: the candidates drawn are those of the solutions met, and others may be true too.";
        this.drawBoard();
      }
      if (solutions !== 1) {
        $("editor-logic").textContent = solutions ? "Logic is asked once the puzzle is unique." : "";
        return;
      }
      asking = "editor-logic";
      $("editor-logic").textContent = "Asking whether logic solves it...";
      const path = await api("/api/explain", fields);
      if (!current()) return;
      $("editor-logic").textContent = Editor.logicInWords(path);
      if (path.end) this.answers.end = marksOf(path.end, n);
      this.drawBoard();
    } catch (e) {
      if (current()) $(asking).textContent = Editor.failureInWords(e);
    }
  }

  /** An /api/explain answer in a setter's words: solved and how hard, or where and after what it stops. */
  static logicInWords(path) {
    const steps = path.steps.length + (path.steps.length === 1 ? " step" : " steps"), rating = path.rating || {};
    const hardness = rating.difficulty !== undefined ? "difficulty " + rating.difficulty.toFixed(1) + (rating.level ? " (" + rating.level + ")" : "")
        + (rating.hardest ? ", hardest step " + rating.hardest : "") : "";
    if (path.status === "solved") return "Solved by logic in " + steps + ": " + hardness + ".";
    const where = "; pick \"the marks where logic gets stuck\" to see them on the board.";
    if (path.status === "stuck") return "Logic gets stuck after " + steps + (hardness ? " (" + hardness + " so far)" : "") + where;
    if (path.status === "contradiction") return "Logic reaches a contradiction after " + steps + where;
    return "Logic ran out of the server's time after " + steps + ".";
  }

  /** Why the server gave no answer, in words. */
  static failureInWords(e) {
    if (!e.status) return "No answer: the server cannot be reached. Setting and exporting go on without it.";
    if (e.status === 503) return "No answer: the server's time limit ran out first. More givens or rules make it quicker.";
    return "The server reads no puzzle here: " + inPageWords(e.message).replace(/^fpuzzles: /, "") + ".";
  }
}
