// The state of one game, without any page: givens, the player's digits and pencil marks, the
// candidates hints eliminated, and the undo/redo history. Cells are indexed 0..80 in row-major order.
"use strict";

const Game = (() => {
  const ALL = 0x1ff;

  /** The 20 peers of each cell: same row, column or box. */
  const PEERS = Array.from({ length: 81 }, (_, i) => {
    const r = Math.floor(i / 9), c = i % 9, peers = new Set();
    for (let k = 0; k < 9; k++) {
      peers.add(r * 9 + k);
      peers.add(k * 9 + c);
      peers.add((Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3));
    }
    peers.delete(i);
    return [...peers];
  });

  function cellName(i) {
    return "r" + (Math.floor(i / 9) + 1) + "c" + (i % 9 + 1);
  }

  function cellIndex(name) {
    return (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
  }

  /** The cells of a house named as the API names it: "row 3", "column 5", "box 7". */
  function houseCells(name) {
    const [kind, number] = name.split(" "), k = Number(number) - 1, cells = [];
    for (let j = 0; j < 9; j++) {
      if (kind === "row") cells.push(k * 9 + j);
      else if (kind === "column") cells.push(j * 9 + k);
      else cells.push((Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3));
    }
    return cells;
  }

  class Game {
    /** @param {string} puzzle 81 characters, '.' for an empty cell */
    constructor(puzzle) {
      this.givens = [...puzzle].map((ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
      this.values = this.givens.slice();
      this.marks = new Array(81).fill(0);
      this.eliminated = new Array(81).fill(0);
      this.undoStack = [];
      this.redoStack = [];
    }

    get puzzle() {
      return this.givens.map((d) => (d ? String(d) : ".")).join("");
    }

    /** The givens and the player's digits as 81 characters. */
    get entries() {
      return this.values.map((d) => (d ? String(d) : ".")).join("");
    }

    isGiven(i) {
      return this.givens[i] !== 0;
    }

    isFilled() {
      return this.values.every((d) => d !== 0);
    }

    /** Sets cell i to digit d (0 clears it); its peers lose d as a pencil mark. */
    setValue(i, d) {
      if (this.isGiven(i) || this.values[i] === d) return false;
      this.remember();
      this.values[i] = d;
      if (d) {
        this.marks[i] = 0;
        for (const p of PEERS[i]) this.marks[p] &= ~(1 << (d - 1));
      }
      return true;
    }

    toggleMark(i, d) {
      if (this.values[i]) return false;
      this.remember();
      this.marks[i] ^= 1 << (d - 1);
      return true;
    }

    /** The digits cell i may hold given its peers and the eliminations, as a 9-bit set. */
    candidates(i) {
      if (this.values[i]) return 0;
      let bits = ALL & ~this.eliminated[i];
      for (const p of PEERS[i]) if (this.values[p]) bits &= ~(1 << (this.values[p] - 1));
      return bits;
    }

    /** Fills every empty cell's pencil marks with its candidates. */
    autoCandidates() {
      this.remember();
      for (let i = 0; i < 81; i++) this.marks[i] = this.candidates(i);
    }

    /** Applies a step of /api/hint: its placements and eliminations. */
    applyStep(step) {
      this.remember();
      for (const e of step.eliminations) {
        const i = cellIndex(e.cell), bit = 1 << (e.digit - 1);
        this.eliminated[i] |= bit;
        this.marks[i] &= ~bit;
      }
      const undo = this.undoStack.length;
      for (const p of step.placements) this.setValue(cellIndex(p.cell), p.digit);
      this.undoStack.length = undo; // the whole step is one move
    }

    /** The candidates the hints removed, as /api/hint takes them back. */
    eliminations() {
      const list = [];
      this.eliminated.forEach((bits, i) => {
        for (let d = 1; d <= 9; d++) if (bits & (1 << (d - 1))) list.push({ cell: cellName(i), digit: d });
      });
      return list;
    }

    /** Every cell whose digit repeats in its row, column or box. */
    conflicts() {
      const cells = new Set();
      for (let i = 0; i < 81; i++) {
        if (!this.values[i]) continue;
        for (const p of PEERS[i]) if (this.values[p] === this.values[i]) cells.add(i);
      }
      return cells;
    }

    fill(solution) {
      this.remember();
      this.values = [...solution].map(Number);
      this.marks.fill(0);
    }

    undo() {
      return this.travel(this.undoStack, this.redoStack);
    }

    redo() {
      return this.travel(this.redoStack, this.undoStack);
    }

    remember() {
      this.undoStack.push(this.snapshot());
      this.redoStack.length = 0;
    }

    snapshot() {
      return { values: this.values.slice(), marks: this.marks.slice(), eliminated: this.eliminated.slice() };
    }

    travel(from, to) {
      if (!from.length) return false;
      to.push(this.snapshot());
      Object.assign(this, from.pop());
      return true;
    }
  }

  Game.cellName = cellName;
  Game.cellIndex = cellIndex;
  Game.houseCells = houseCells;
  return Game;
})();
