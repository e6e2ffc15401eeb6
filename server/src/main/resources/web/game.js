// The state of one game, without any page: its layout (size, boxes or jigsaw regions, variant houses),
// the givens, the player's digits and pencil marks, the candidates hints eliminated, and the undo/redo
// history. Cells are indexed 0..N*N-1 in row-major order; digits run 1..N, written 1-9 then A, B, ...
"use strict";

const Game = (() => {
  /** Classic 9x9 as /api/... answers name layouts: the layout of a game made without one. */
  const CLASSIC = { shape: "9x9", side: 9, boxWidth: 3, boxHeight: 3, variants: [], regions: null };

  /** The character of digit d: 1-9, then A for 10 and on; "." for 0. */
  function symbol(d) {
    return d === 0 ? "." : d < 10 ? String(d) : String.fromCharCode(55 + d);
  }

  /** The digit a character stands for (letters in either case), 0 for "." and "0", -1 for any other. */
  function digitOf(ch) {
    if (ch >= "0" && ch <= "9") return Number(ch);
    const upper = ch.toUpperCase();
    if (ch.length === 1 && upper >= "A" && upper <= "Z") return upper.charCodeAt(0) - 55;
    return ch === "." ? 0 : -1;
  }

  function cellName(i, side = 9) {
    return "r" + (Math.floor(i / side) + 1) + "c" + (i % side + 1);
  }

  function cellIndex(name, side = 9) {
    const [, r, c] = name.match(/^r(\d+)c(\d+)$/);
    return (Number(r) - 1) * side + Number(c) - 1;
  }

  /**
   * The region of every cell: its box, or its jigsaw region. These are the areas the board outlines
   * with thick borders.
   */
  function regionsOf(layout) {
    const n = layout.side;
    if (layout.regions) return [...layout.regions];
    return Array.from({ length: n * n }, (_, i) => {
      const r = Math.floor(i / n), c = i % n;
      return Math.floor(r / layout.boxHeight) * (n / layout.boxWidth) + Math.floor(c / layout.boxWidth);
    });
  }

  /** Every house of the layout as a list of cells: rows, columns, boxes or regions, and the variants'. */
  function housesOf(layout) {
    const n = layout.side, houses = [], byRegion = new Map();
    for (let k = 0; k < n; k++) {
      houses.push(Array.from({ length: n }, (_, j) => k * n + j));
      houses.push(Array.from({ length: n }, (_, j) => j * n + k));
    }
    regionsOf(layout).forEach((region, i) => {
      if (!byRegion.has(region)) byRegion.set(region, []);
      byRegion.get(region).push(i);
    });
    houses.push(...byRegion.values());
    if (layout.variants.includes("x")) {
      houses.push(Array.from({ length: n }, (_, k) => k * n + k), Array.from({ length: n }, (_, k) => k * n + n - 1 - k));
    }
    if (layout.variants.includes("windoku")) houses.push(...windows(n));
    if (layout.variants.includes("disjoint")) {
      const boxes = [...byRegion.values()];
      for (let p = 0; p < n; p++) houses.push(boxes.map((box) => box[p]));
    }
    return houses;
  }

  /** The cells the board shades to show the variant's houses: X-Sudoku's diagonals, Windoku's windows. */
  function shadedOf(layout) {
    const n = layout.side, cells = new Set();
    if (layout.variants.includes("x")) {
      for (let k = 0; k < n; k++) cells.add(k * n + k).add(k * n + n - 1 - k);
    }
    if (layout.variants.includes("windoku")) windows(n).flat().forEach((i) => cells.add(i));
    return cells;
  }

  /** The four 3x3 windows of a 9x9 Windoku, one cell in from the edges and one cell apart. */
  function windows(n) {
    const list = [];
    for (const top of [1, 5]) {
      for (const left of [1, 5]) list.push(Array.from({ length: 9 }, (_, k) => (top + Math.floor(k / 3)) * n + left + (k % 3)));
    }
    return list;
  }

  class Game {
    /**
     * @param {string} puzzle N*N characters, '.' for an empty cell
     * @param {object} layout the layout as /api/check answers it; classic 9x9 when absent
     */
    constructor(puzzle, layout = CLASSIC) {
      this.layout = layout;
      this.side = layout.side;
      const houses = housesOf(layout);
      this.peers = Array.from({ length: this.side * this.side }, () => new Set());
      for (const house of houses) for (const a of house) for (const b of house) if (a !== b) this.peers[a].add(b);
      this.peers = this.peers.map((set) => [...set]);
      this.regions = regionsOf(layout);
      this.shaded = shadedOf(layout);
      this.givens = [...puzzle].map((ch) => Math.max(digitOf(ch), 0));
      this.values = this.givens.slice();
      this.marks = new Array(this.givens.length).fill(0);
      this.eliminated = new Array(this.givens.length).fill(0);
      this.undoStack = [];
      this.redoStack = [];
    }

    /** Whether the game is classic 9x9 Sudoku, whose links hold the puzzle alone. */
    get isClassic() {
      return this.side === 9 && this.layout.variants.length === 0;
    }

    get puzzle() {
      return this.givens.map(symbol).join("");
    }

    /** The givens and the player's digits as N*N characters. */
    get entries() {
      return this.values.map(symbol).join("");
    }

    cellName(i) {
      return cellName(i, this.side);
    }

    cellIndex(name) {
      return cellIndex(name, this.side);
    }

    isGiven(i) {
      return this.givens[i] !== 0;
    }

    isFilled() {
      return this.values.every((d) => d !== 0);
    }

    /** Sets cell i to digit d (0 clears it); its peers lose d as a pencil mark. */
    setValue(i, d) {
      if (this.isGiven(i) || this.values[i] === d || d > this.side) return false;
      this.remember();
      this.values[i] = d;
      if (d) {
        this.marks[i] = 0;
        for (const p of this.peers[i]) this.marks[p] &= ~(1 << (d - 1));
      }
      return true;
    }

    toggleMark(i, d) {
      if (this.values[i] || d > this.side) return false;
      this.remember();
      this.marks[i] ^= 1 << (d - 1);
      return true;
    }

    /** The digits cell i may hold given its peers and the eliminations, as an N-bit set. */
    candidates(i) {
      if (this.values[i]) return 0;
      let bits = ((1 << this.side) - 1) & ~this.eliminated[i];
      for (const p of this.peers[i]) if (this.values[p]) bits &= ~(1 << (this.values[p] - 1));
      return bits;
    }

    /** Fills every empty cell's pencil marks with its candidates. */
    autoCandidates() {
      this.remember();
      for (let i = 0; i < this.marks.length; i++) this.marks[i] = this.candidates(i);
    }

    /** Applies a step of /api/hint: its placements and eliminations. */
    applyStep(step) {
      this.remember();
      for (const e of step.eliminations) {
        const i = this.cellIndex(e.cell), bit = 1 << (e.digit - 1);
        this.eliminated[i] |= bit;
        this.marks[i] &= ~bit;
      }
      const undo = this.undoStack.length;
      for (const p of step.placements) this.setValue(this.cellIndex(p.cell), p.digit);
      this.undoStack.length = undo; // the whole step is one move
    }

    /** The candidates the hints removed, as /api/hint takes them back. */
    eliminations() {
      const list = [];
      this.eliminated.forEach((bits, i) => {
        for (let d = 1; d <= this.side; d++) if (bits & (1 << (d - 1))) list.push({ cell: this.cellName(i), digit: d });
      });
      return list;
    }

    /** Every cell whose digit repeats in one of its houses: row, column, box or region, and the variants'. */
    conflicts() {
      const cells = new Set();
      this.values.forEach((d, i) => {
        if (d) for (const p of this.peers[i]) if (this.values[p] === d) cells.add(i);
      });
      return cells;
    }

    fill(solution) {
      this.remember();
      this.values = [...solution].map(digitOf);
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

  Game.CLASSIC = CLASSIC;
  Game.symbol = symbol;
  Game.digitOf = digitOf;
  return Game;
})();
