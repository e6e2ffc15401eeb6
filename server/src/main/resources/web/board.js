// The N x N board on the page: draws a Game and turns clicks, drags, taps and keys into moves.
// Keys, as SudokuPad has them: arrows move (with Shift or Ctrl they add cells to the selection), 1-9 and
// the letters A, B, ... of grids over 9x9 enter a digit in the mode picked, Shift+digit a corner mark,
// Ctrl+digit a centre mark, Alt+digit a colour; Backspace/Delete/0 clear, P cycles the modes (where P is
// no digit), Escape keeps only the cursor's cell selected, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo.
// A drag selects the cells it crosses; Ctrl+click (or Shift+click) adds a cell or takes it out.
import { Drawing } from "./drawing.js";
import { Game } from "./game.js";

export class Board {
  /**
   * @param {HTMLElement} element the board's container
   * @param {object} on callbacks: digit(digit, mode) with mode null for the mode picked, clear(), undo(),
   *   redo(), nextMode(), selected() after the selection changed; optional: released() when a press or
   *   drag on the cells ends, pointAt(x, y) on a double click at that point (in cells from the grid's
   *   top left corner), answering whether it took it
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
    this.shown = null; // the game drawn last
    this.options = { conflicts: true, highlights: true }; // the player's settings of what the board shows
    this.holding = null; // the timer of a long press
    this.drawing = new Drawing(element); // a setter's constraints, over the cells
    element.addEventListener("keydown", (e) => this.key(e));
    element.addEventListener("pointermove", (e) => this.drag(e));
    // on the section around the board: the board's margin, which holds the clues outside the grid, is outside the board and its frame
    ((element.closest && element.closest(".play")) || element).addEventListener("dblclick", (e) => this.doubleClick(e));
    window.addEventListener("pointerup", () => {
      const dragged = this.dragging;
      this.dragging = false;
      clearTimeout(this.holding);
      if (dragged && this.on.released) this.on.released();
    });
  }

  /**
   * A double click: on the grid or the ring of cells around it (where clues outside it sit), what is
   * drawn there when on.pointAt takes the point (the setter's editor); else pickDigit.
   */
  doubleClick(e) {
    if (this.on.pointAt && this.cells.length) {
      const first = this.cells[0].getBoundingClientRect(), last = this.cells[this.cells.length - 1].getBoundingClientRect(), n = this.side;
      const x = ((e.clientX - first.left) / (last.right - first.left)) * n, y = ((e.clientY - first.top) / (last.bottom - first.top)) * n;
      if (x >= -1 && x <= n + 1 && y >= -1 && y <= n + 1 && this.on.pointAt(x, y)) return;
    }
    if (this.element.contains(e.target)) this.pickDigit(e);
  }

  /**
   * A double click (or a long press) on a cell holding a digit selects every cell holding it, so that
   * one move can colour or clear them all, and the digit's candidates light up.
   */
  pickDigit(e) {
    const cell = e.target.closest(".cell");
    if (!cell || !this.shown) return;
    const d = this.shown.values[Number(cell.dataset.index)];
    if (!d) return;
    const cells = this.shown.cellsHolding(d);
    this.selection = new Set(cells);
    this.selected = Number(cell.dataset.index);
    this.on.selected();
  }

  /**
   * Lays out the cells for game's layout: thick borders between cells of different boxes or regions,
   * shading on the variant's extra houses, and over them a setter's constraints (game.rules.source, an
   * f-puzzles object), which draw after the cells as they find them by data-cell.
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
    this.drawing.draw(game.rules ? game.rules.source : null, n);
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
    clearTimeout(this.holding);
    if (e.pointerType === "touch") this.holding = setTimeout(() => this.dragging && this.selection.size === 1 && this.pickDigit(e), 550);
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
   * hintTargets (the cells it changes), and a hint's candidates to show (hintMarks: cell index to
   * {gone, put, key} digit sets) and the cells its chain runs through, in order (links); truth, when
   * the setter's tools ask, the true candidates of every cell (digit sets), shown where the player has
   * no marks.
   */
  render(game, look) {
    // A replay draws a copy of the game laid out: only another layout needs new cells.
    if (this.laidOut === null || JSON.stringify(this.laidOut.layout) !== JSON.stringify(game.layout)) this.layOut(game);
    this.shown = game;
    const conflicts = this.options.conflicts ? game.conflicts() : new Set();
    const lit = this.options.highlights ? game.values[this.selected] : 0;
    const house = new Set(this.options.highlights ? game.houseOf(this.selected) : []);
    const hintMarks = look.hintMarks || new Map();
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
      cell.classList.toggle("same-digit", d !== 0 && d === lit && i !== this.selected);
      if (game.colours[i]) cell.dataset.colour = game.colours[i];
      else delete cell.dataset.colour;
      cell.textContent = "";
      if (d) {
        cell.textContent = Game.symbol(d);
      } else if (hintMarks.has(i)) {
        // the cell's candidates: its centre marks, else those left to it (corner marks may be Snyder marks, not candidates)
        cell.appendChild(Board.cornerMarks((game.centre[i] || game.candidates(i)) | hintMarks.get(i).gone, game.side, lit, hintMarks.get(i)));
      } else if (game.corner[i] || game.centre[i]) {
        if (game.corner[i]) cell.appendChild(Board.cornerMarks(game.corner[i], game.side, lit));
        if (game.centre[i]) cell.appendChild(Board.centreMarks(game.centre[i], game.side));
      } else if (look.truth) {
        const marks = cell.appendChild(Board.cornerMarks(look.truth[i], game.side, lit));
        marks.classList.add("truth"); // the setter's tools' true candidates: in a colour of their own, under the player's marks
      }
    });
    this.drawLinks(look.links || []);
  }

  /** A line through the centres of cells, in order: the chain a hint reasons along. */
  drawLinks(cells) {
    let svg = this.element.querySelector("svg.links");
    if (cells.length < 2) {
      if (svg) svg.remove();
      return;
    }
    if (!svg) {
      svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      svg.setAttribute("class", "links");
      svg.setAttribute("aria-hidden", "true");
    }
    const n = this.side;
    svg.setAttribute("viewBox", "0 0 " + n + " " + n);
    svg.setAttribute("preserveAspectRatio", "none");
    const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
    line.setAttribute("points", cells.map((i) => (i % n + 0.5) + "," + (Math.floor(i / n) + 0.5)).join(" "));
    svg.textContent = "";
    svg.appendChild(line);
    this.element.appendChild(svg); // last, over the cells
  }

  /**
   * Corner marks: a small grid with each digit in its own place, the way candidates are written. Digit
   * lit stands out (the selected cell's digit); a hint's marks ({gone, put, key}: digit sets) show the
   * candidates it removes, places and reasons with.
   */
  static cornerMarks(bits, side, lit = 0, hint = null) {
    const grid = document.createElement("div");
    grid.className = "marks corner";
    for (let d = 1; d <= side; d++) {
      const span = document.createElement("span"), bit = 1 << (d - 1);
      span.textContent = bits & bit ? Game.symbol(d) : "";
      if (bits & bit && d === lit) span.className = "lit";
      if (hint && bits & bit) {
        if (hint.gone & bit) span.className = "gone";
        else if (hint.put & bit) span.className = "put";
        else if (hint.key & bit) span.className = "key";
      }
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
