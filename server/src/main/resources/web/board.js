// The N x N board on the page: draws a Game and turns clicks, taps and keys into moves.
// Keys: arrows move, 1-9 and the letters A, B, ... of grids over 9x9 enter a digit (or toggle a pencil
// mark), Backspace/Delete/0 clear, P pencil mode (where P is no digit), Ctrl+Z undo, Ctrl+Y or
// Ctrl+Shift+Z redo.
"use strict";

class Board {
  /**
   * @param {HTMLElement} element the board's container
   * @param {object} on callbacks: digit(index, digit), undo(), redo(), pencil()
   */
  constructor(element, on) {
    this.element = element;
    this.on = on;
    this.selected = 0;
    this.side = 0;
    this.laidOut = null;
    this.cells = [];
    element.addEventListener("keydown", (e) => this.key(e));
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
    this.element.parentElement.style.setProperty("--n", n); // the pad and the message take the board's width
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
      cell.addEventListener("pointerdown", () => this.select(i));
      this.element.appendChild(cell);
      return cell;
    });
    this.selected = 0;
  }

  select(i) {
    this.selected = i;
    this.element.focus({ preventScroll: true });
    this.cells.forEach((c, k) => c.classList.toggle("selected", k === i));
  }

  key(e) {
    const n = this.side;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    const digit = e.key.length === 1 ? Game.digitOf(e.key) : -1;
    if (moves[e.key] !== undefined) {
      const i = this.selected, d = moves[e.key];
      const col = i % n;
      if ((d === -1 && col === 0) || (d === 1 && col === n - 1) || i + d < 0 || i + d >= n * n) return;
      this.select(i + d);
    } else if (e.ctrlKey || e.metaKey) {
      if (e.key === "y" || (e.key.toLowerCase() === "z" && e.shiftKey)) this.on.redo();
      else if (e.key === "z") this.on.undo();
      else return;
    } else if (digit >= 1 && digit <= n) {
      this.on.digit(this.selected, digit);
    } else if (e.key === "Backspace" || e.key === "Delete" || e.key === "0") {
      this.on.digit(this.selected, 0);
    } else if (e.key === "p" || e.key === "P") {
      this.on.pencil();
    } else {
      return;
    }
    e.preventDefault();
  }

  /**
   * Draws game; look holds sets of cell indexes to mark: wrong, hintCells (the step's reasons) and
   * hintTargets (the cells it changes).
   */
  render(game, look) {
    if (this.laidOut !== game) this.layOut(game);
    const conflicts = game.conflicts();
    const selectedDigit = game.values[this.selected];
    this.cells.forEach((cell, i) => {
      const d = game.values[i];
      cell.classList.toggle("given", game.isGiven(i));
      cell.classList.toggle("entered", !game.isGiven(i) && d !== 0);
      cell.classList.toggle("conflict", conflicts.has(i));
      cell.classList.toggle("wrong", look.wrong.has(i));
      cell.classList.toggle("hint-cell", look.hintCells.has(i));
      cell.classList.toggle("hint-target", look.hintTargets.has(i));
      cell.classList.toggle("selected", i === this.selected);
      cell.classList.toggle("same-digit", d !== 0 && d === selectedDigit && i !== this.selected);
      if (d) {
        cell.textContent = Game.symbol(d);
      } else {
        cell.textContent = "";
        if (game.marks[i]) cell.appendChild(Board.marks(game.marks[i], game.side));
      }
    });
  }

  /** A small grid of the digits of a cell's pencil marks. */
  static marks(bits, side) {
    const grid = document.createElement("div");
    grid.className = "marks";
    for (let d = 1; d <= side; d++) {
      const span = document.createElement("span");
      span.textContent = bits & (1 << (d - 1)) ? Game.symbol(d) : "";
      grid.appendChild(span);
    }
    return grid;
  }
}
