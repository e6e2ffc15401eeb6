// The 9x9 board on the page: draws a Game and turns clicks, taps and keys into moves.
// Keys: arrows move, 1-9 enter (or toggle a pencil mark), Backspace/Delete/0 clear, P pencil mode,
// Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo.
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
    this.cells = [];
    for (let i = 0; i < 81; i++) {
      const cell = document.createElement("div");
      cell.className = "cell";
      cell.dataset.index = i;
      cell.dataset.cell = Game.cellName(i);
      cell.setAttribute("role", "gridcell");
      cell.addEventListener("pointerdown", () => this.select(i));
      this.cells.push(cell);
      element.appendChild(cell);
    }
    element.addEventListener("keydown", (e) => this.key(e));
  }

  select(i) {
    this.selected = i;
    this.element.focus({ preventScroll: true });
    this.cells.forEach((c, k) => c.classList.toggle("selected", k === i));
  }

  key(e) {
    const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    if (moves[e.key] !== undefined) {
      const i = this.selected, d = moves[e.key];
      const col = i % 9;
      if ((d === -1 && col === 0) || (d === 1 && col === 8) || i + d < 0 || i + d > 80) return;
      this.select(i + d);
    } else if (e.key >= "1" && e.key <= "9" && !e.ctrlKey && !e.metaKey) {
      this.on.digit(this.selected, Number(e.key));
    } else if (e.key === "Backspace" || e.key === "Delete" || e.key === "0") {
      this.on.digit(this.selected, 0);
    } else if ((e.ctrlKey || e.metaKey) && (e.key === "y" || (e.key.toLowerCase() === "z" && e.shiftKey))) {
      this.on.redo();
    } else if ((e.ctrlKey || e.metaKey) && e.key === "z") {
      this.on.undo();
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
        cell.textContent = String(d);
      } else {
        cell.textContent = "";
        if (game.marks[i]) cell.appendChild(Board.marks(game.marks[i]));
      }
    });
  }

  /** A 3x3 grid of small digits for a cell's pencil marks. */
  static marks(bits) {
    const grid = document.createElement("div");
    grid.className = "marks";
    for (let d = 1; d <= 9; d++) {
      const span = document.createElement("span");
      span.textContent = bits & (1 << (d - 1)) ? String(d) : "";
      grid.appendChild(span);
    }
    return grid;
  }
}
