// The N x N board on the page: draws a Game and turns clicks, drags, taps and keys into moves.
// Keys, as SudokuPad has them: arrows move (with Shift or Ctrl they add cells to the selection), 1-9 and
// the letters A, B, ... of grids over 9x9 enter a digit in the mode picked, Shift+digit a corner mark,
// Ctrl+digit a centre mark, Alt+digit a colour; Backspace/Delete/0 clear, P cycles the modes (where P is
// no digit), Escape keeps only the cursor's cell selected, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo.
// A drag selects the cells it crosses; Ctrl+click (or Shift+click) adds a cell or takes it out.
"use strict";

class Board {
  /**
   * @param {HTMLElement} element the board's container
   * @param {object} on callbacks: digit(digit, mode) with mode null for the mode picked, clear(), undo(),
   *   redo(), nextMode(), selected() after the selection changed
   */
  constructor(element, on) {
    this.element = element;
    this.on = on;
    this.selected = 0; // the cursor: the cell arrows move from, whose houses are highlighted
    this.selection = new Set([0]); // the cells a digit, mark or colour goes in
    this.dragging = false;
    this.side = 0;
    this.laidOut = null;
    this.cells = [];
    element.addEventListener("keydown", (e) => this.key(e));
    element.addEventListener("pointermove", (e) => this.drag(e));
    window.addEventListener("pointerup", () => (this.dragging = false));
  }

  /**
   * Lays out the cells for game's layout: thick borders between cells of different boxes or regions,
   * shading on the variant's extra houses.
   */
  layOut(game) {
    const n = game.side;
    this.laidOut = game;
    this.side = n;
    this.element.textContent = "";
    this.element.style.setProperty("--mark-columns", Math.ceil(Math.sqrt(n)));
    this.cells = Array.from({ length: n * n }, (_, i) => {
      const cell = document.createElement("div"), r = Math.floor(i / n), c = i % n;
      cell.className = "cell";
      cell.dataset.index = i;
      cell.dataset.cell = game.cellName(i);
      cell.setAttribute("role", "gridcell");
      cell.classList.toggle("edge-right", c < n - 1 && game.regions[i] !== game.regions[i + 1]);
      cell.classList.toggle("edge-bottom", r < n - 1 && game.regions[i] !== game.regions[i + n]);
      cell.classList.toggle("last-column", c === n - 1);
      cell.classList.toggle("last-row", r === n - 1);
      cell.classList.toggle("shaded", game.shaded.has(i));
      cell.addEventListener("pointerdown", (e) => this.press(i, e));
      this.element.appendChild(cell);
      return cell;
    });
    this.select(0);
  }

  /** Selects cell i alone, or adds it to the selection (add) or takes it out (toggle) of it. */
  select(i, how = "only") {
    if (how === "only") this.selection = new Set([i]);
    else if (how === "toggle" && this.selection.has(i) && this.selection.size > 1) this.selection.delete(i);
    else this.selection.add(i);
    this.selected = how === "toggle" && !this.selection.has(i) ? [...this.selection].pop() : i;
    this.element.focus({ preventScroll: true });
    this.on.selected();
  }

  /** The cells selected, in the order they were picked. */
  get selectedCells() {
    return [...this.selection];
  }

  press(i, e) {
    this.dragging = true;
    this.select(i, e.ctrlKey || e.metaKey ? "toggle" : e.shiftKey ? "add" : "only");
    e.preventDefault(); // keeps the focus on the board and no text selection starts
    this.element.focus({ preventScroll: true });
  }

  /** A drag adds each cell it crosses; the cell under a finger is found by its point, as a touch keeps its first target. */
  drag(e) {
    if (!this.dragging) return;
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const cell = under && under.closest("#" + this.element.id + " .cell");
    if (cell && !this.selection.has(Number(cell.dataset.index))) this.select(Number(cell.dataset.index), "add");
  }

  key(e) {
    const n = this.side;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    const digit = Board.digitOfKey(e);
    if (moves[e.key] !== undefined) {
      const i = this.selected, d = moves[e.key];
      const col = i % n;
      if ((d === -1 && col === 0) || (d === 1 && col === n - 1) || i + d < 0 || i + d >= n * n) return;
      this.select(i + d, e.shiftKey || e.ctrlKey || e.metaKey ? "add" : "only");
    } else if ((e.ctrlKey || e.metaKey) && /^[yz]$/i.test(e.key)) {
      if (e.key.toLowerCase() === "y" || e.shiftKey) this.on.redo();
      else this.on.undo();
    } else if (digit >= 1 && digit <= n) {
      this.on.digit(digit, e.altKey ? "colour" : e.ctrlKey || e.metaKey ? "centre" : e.shiftKey ? "corner" : null);
    } else if (e.key === "Backspace" || e.key === "Delete" || digit === 0) {
      this.on.clear();
    } else if (e.key === "p" || e.key === "P") {
      this.on.nextMode();
    } else if (e.key === "Escape") {
      this.select(this.selected);
    } else {
      return;
    }
    e.preventDefault();
  }

  /**
   * The digit a key stands for, -1 for none. Shift changes what a digit key types ("%" for 5), so the
   * key's place (its code) says which digit it is; letters are digits from 10 in either case.
   */
  static digitOfKey(e) {
    const place = /^(?:Digit|Numpad)(\d)$/.exec(e.code || "");
    if (place) return Number(place[1]);
    return e.key.length === 1 ? Game.digitOf(e.key) : -1;
  }

  /**
   * Draws game; look holds sets of cell indexes to mark: wrong, hintCells (the step's reasons) and
   * hintTargets (the cells it changes).
   */
  render(game, look) {
    // A replay draws a copy of the game laid out: only another layout needs new cells.
    if (this.laidOut === null || JSON.stringify(this.laidOut.layout) !== JSON.stringify(game.layout)) this.layOut(game);
    const conflicts = game.conflicts();
    const selectedDigit = game.values[this.selected];
    const house = new Set(game.houseOf(this.selected));
    this.cells.forEach((cell, i) => {
      const d = game.values[i];
      cell.classList.toggle("given", game.isGiven(i));
      cell.classList.toggle("entered", !game.isGiven(i) && d !== 0);
      cell.classList.toggle("conflict", conflicts.has(i));
      cell.classList.toggle("wrong", look.wrong.has(i));
      cell.classList.toggle("hint-cell", look.hintCells.has(i));
      cell.classList.toggle("hint-target", look.hintTargets.has(i));
      cell.classList.toggle("selected", this.selection.has(i));
      cell.classList.toggle("cursor", i === this.selected);
      cell.classList.toggle("house", house.has(i) && i !== this.selected);
      cell.classList.toggle("same-digit", d !== 0 && d === selectedDigit && i !== this.selected);
      if (game.colours[i]) cell.dataset.colour = game.colours[i];
      else delete cell.dataset.colour;
      cell.textContent = "";
      if (d) {
        cell.textContent = Game.symbol(d);
      } else {
        if (game.corner[i]) cell.appendChild(Board.cornerMarks(game.corner[i], game.side));
        if (game.centre[i]) cell.appendChild(Board.centreMarks(game.centre[i], game.side));
      }
    });
  }

  /** Corner marks: a small grid with each digit in its own place, the way candidates are written. */
  static cornerMarks(bits, side) {
    const grid = document.createElement("div");
    grid.className = "marks corner";
    for (let d = 1; d <= side; d++) {
      const span = document.createElement("span");
      span.textContent = bits & (1 << (d - 1)) ? Game.symbol(d) : "";
      grid.appendChild(span);
    }
    return grid;
  }

  /** Centre marks: the digits side by side in the middle of the cell, smaller as there are more. */
  static centreMarks(bits, side) {
    const text = document.createElement("div");
    text.className = "marks centre";
    for (let d = 1; d <= side; d++) if (bits & (1 << (d - 1))) text.textContent += Game.symbol(d);
    text.style.setProperty("--count", Math.max(text.textContent.length, 3));
    return text;
  }
}
