// The state of one game, without any page: its layout (size, boxes or jigsaw regions, variant houses),
// the givens, the player's digits, corner and centre pencil marks and cell colours, the candidates hints
// eliminated, and the undo/redo history of moves (which a replay plays again). Cells are indexed
// 0..N*N-1 in row-major order; digits run 1..N, written 1-9 then A, B, ...
import { madeKindOf } from "./made.js";

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

/** What the player can change in a cell, one array of N*N each: a move records the cells it changed in all of them. */
const LAYERS = ["values", "corner", "centre", "colours", "eliminated"];

export class Game {
  /** The colours a cell can take: 1..COLOURS. */
  static COLOURS = 9;
  static CLASSIC = CLASSIC;
  static symbol = symbol;
  static digitOf = digitOf;

  /**
   * @param {string} puzzle N*N characters, '.' for an empty cell
   * @param {object} layout the layout as /api/check answers it; classic 9x9 when absent
   * @param {object} rules a setter's puzzle's rules beyond the houses, as /api/check answers its
   *   "fpuzzles" ({source, payload, title, author, rules}: the f-puzzles object the board draws and
   *   every request sends) with the kinds of its constraints (kinds: their f-puzzles keys), null for a
   *   puzzle of houses alone
   */
  constructor(puzzle, layout = CLASSIC, rules = null) {
    this.layout = layout;
    this.rules = rules;
    this.ruleBreaks = []; // the rules the digits break, as /api/conflicts says ({text, cells}); not kept
    this.side = layout.side;
    const houses = housesOf(layout);
    this.peers = Array.from({ length: this.side * this.side }, () => new Set());
    for (const house of houses) for (const a of house) for (const b of house) if (a !== b) this.peers[a].add(b);
    this.peers = this.peers.map((set) => [...set]);
    this.regions = regionsOf(layout);
    this.shaded = shadedOf(layout);
    this.givens = [...puzzle].map((ch) => Math.max(digitOf(ch), 0));
    this.values = this.givens.slice();
    // Pencil marks as N-bit sets: corner marks (where a digit may go), centre marks (what a cell may hold).
    this.corner = new Array(this.givens.length).fill(0);
    this.centre = new Array(this.givens.length).fill(0);
    this.colours = new Array(this.givens.length).fill(0); // 0: none, 1..COLOURS: the player's colours
    this.eliminated = new Array(this.givens.length).fill(0); // the candidates hints removed
    this.undoStack = []; // moves, each {changes: [[cell, before, after], ...]} with a cell's LAYERS values
    this.redoStack = [];
    this.keepPeerMarks = false; // a setting of the player's, not part of the game kept
  }

  /** A game as toJSON wrote it: the same puzzle, layout, cells and undo history. */
  static fromJSON(saved) {
    const game = new Game(saved.puzzle, saved.layout, saved.rules || null);
    game.values = [...saved.values].map(digitOf);
    for (const layer of LAYERS.slice(1)) game[layer] = saved[layer].slice();
    game.undoStack = saved.undo.slice();
    game.redoStack = saved.redo.slice();
    return game;
  }

  toJSON() {
    const saved = { puzzle: this.puzzle, layout: this.layout, rules: this.rules, values: this.entries, undo: this.undoStack, redo: this.redoStack };
    for (const layer of LAYERS.slice(1)) saved[layer] = this[layer];
    return saved;
  }

  /** Whether the game has rules beyond its houses, which ratings and Nonet's techniques do not know. */
  get hasConstraints() {
    return Boolean(this.rules && this.rules.kinds.length);
  }

  /**
   * Whether the board has no puzzle on it yet: no givens and no rules beyond its houses (an empty board
   * of a layout picked). A setter's puzzle without givens (most killers) is a puzzle all the same.
   */
  get isBlank() {
    return !this.hasConstraints && this.givens.every((d) => d === 0);
  }

  /** Whether the game is a killer: classic 9x9 houses and cages alone (one of the kinds New makes). */
  get isKiller() {
    return madeKindOf(this) === "killer";
  }

  /** Whether the game is classic 9x9 Sudoku, whose links hold the puzzle alone. */
  get isClassic() {
    return this.side === 9 && this.layout.variants.length === 0 && !this.rules;
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

  /** Whether the player has made a move that was not taken back. */
  get isStarted() {
    return this.undoStack.length > 0;
  }

  /** Puts digit d (0 clears) in each of cells that is not a given, as one move; their peers lose d as a mark. */
  setValues(cells, d) {
    if (d > this.side) return false;
    return this.move(() => cells.forEach((i) => this.place(i, d)));
  }

  setValue(i, d) {
    return this.setValues([i], d);
  }

  /**
   * Toggles mark d of kind ("corner" or "centre") in the empty cells of cells, as one move: off where
   * every one of them has it, else on in all of them.
   */
  toggleMark(kind, cells, d) {
    const empty = cells.filter((i) => !this.values[i]), bit = 1 << (d - 1);
    if (!empty.length || d > this.side) return false;
    const on = !empty.every((i) => this[kind][i] & bit);
    return this.move(() => empty.forEach((i) => (this[kind][i] = on ? this[kind][i] | bit : this[kind][i] & ~bit)));
  }

  /** Toggles colour c on cells, givens too, as one move: off where every one has it, else on all of them. */
  toggleColour(cells, c) {
    const on = !cells.every((i) => this.colours[i] === c);
    return this.move(() => cells.forEach((i) => (this.colours[i] = on ? c : 0)));
  }

  /** Empties one layer of cells ("values": the player's digits, "corner", "centre" or "colours"), as one move. */
  clear(layer, cells) {
    return this.move(() => cells.forEach((i) => {
      if (layer !== "values" || !this.isGiven(i)) this[layer][i] = 0;
    }));
  }

  /** The digits cell i may hold given its peers and the eliminations, as an N-bit set. */
  candidates(i) {
    if (this.values[i]) return 0;
    let bits = ((1 << this.side) - 1) & ~this.eliminated[i];
    for (const p of this.peers[i]) if (this.values[p]) bits &= ~(1 << (this.values[p] - 1));
    return bits;
  }

  /** Fills every empty cell's corner marks with its candidates (a filled cell keeps the marks under its digit). */
  autoCandidates() {
    return this.move(() => this.corner.forEach((_, i) => (this.corner[i] = this.values[i] ? this.corner[i] : this.candidates(i))));
  }

  /**
   * Applies a step of /api/hint as one move: its placements and eliminations. A cell that loses a
   * candidate but shows no marks gets its candidates as centre marks (where players write a cell's
   * candidates: corner marks say where a digit goes in its box), so that the step changes something the
   * player sees; answers the cells that got them, or false if the step changed nothing.
   */
  applyStep(step) {
    const shown = [];
    const changed = this.move(() => {
      for (const e of step.eliminations) {
        const i = this.cellIndex(e.cell), bit = 1 << (e.digit - 1);
        if (!this.values[i] && !this.corner[i] && !this.centre[i] && !shown.includes(i)) shown.push(i);
        this.eliminated[i] |= bit;
        this.corner[i] &= ~bit;
        this.centre[i] &= ~bit;
      }
      for (const i of shown) this.centre[i] = this.candidates(i);
      for (const p of step.placements) this.place(this.cellIndex(p.cell), p.digit);
    });
    return changed ? shown : false;
  }

  /**
   * The candidates out of play, as /api/hint takes them: those hints removed, and what the player's
   * marks rule out, read as SudokuPad players write them: a cell's centre marks are its candidates, and
   * a digit's corner marks in a box (Snyder notation) are the only places it goes there, which rules it
   * out of the box's other cells. With cornerCandidates (a setting), corner marks are the cell's
   * candidates too, as Auto candidates fills them.
   */
  eliminations(cornerCandidates = false) {
    const list = [], placed = cornerCandidates ? [] : this.placesMarked();
    this.eliminated.forEach((bits, i) => {
      const marks = this.centre[i] | (cornerCandidates ? this.corner[i] : 0);
      const out = bits | (this.values[i] ? 0 : (marks ? this.candidates(i) & ~marks : 0) | (this.candidates(i) & (placed[i] || 0)));
      for (let d = 1; d <= this.side; d++) if (out & (1 << (d - 1))) list.push({ cell: this.cellName(i), digit: d });
    });
    return list;
  }

  /**
   * The digits corner marks place elsewhere, by cell: a digit corner-marked in two cells or more of a box
   * (or region) goes in one of them, so not in the box's other open cells. A digit marked in one cell
   * alone says nothing: that is how a cell's candidates written in its corners look.
   */
  placesMarked() {
    const out = new Array(this.values.length).fill(0), byRegion = new Map();
    this.regions.forEach((region, i) => {
      if (!this.values[i]) byRegion.set(region, [...(byRegion.get(region) || []), i]);
    });
    for (const open of byRegion.values()) {
      for (let d = 1; d <= this.side; d++) {
        const bit = 1 << (d - 1), marked = open.filter((i) => this.corner[i] & bit);
        if (marked.length >= 2) for (const i of open) if (!(this.corner[i] & bit)) out[i] |= bit;
      }
    }
    return out;
  }

  /** The cells holding digit d, givens and the player's. */
  cellsHolding(d) {
    return this.values.flatMap((v, i) => (v === d ? [i] : []));
  }

  /**
   * Every cell whose digit repeats in one of its houses (row, column, box or region, and the
   * variants'), and the cells of the setter's rules the digits break, as the server last said.
   */
  conflicts() {
    const cells = new Set(this.ruleBreaks.flatMap((broken) => broken.cells.map((c) => cellIndex(c, this.side))));
    this.values.forEach((d, i) => {
      if (d) for (const p of this.peers[i]) if (this.values[p] === d) cells.add(i);
    });
    return cells;
  }

  /** How many cells hold each digit: counts[d] for d in 1..N. */
  digitCounts() {
    const counts = new Array(this.side + 1).fill(0);
    for (const d of this.values) counts[d]++;
    return counts;
  }

  /** The cells in a row, column or box (or region) with cell i, i among them: what the board highlights around it. */
  houseOf(i) {
    const n = this.side, r = Math.floor(i / n), c = i % n, region = this.regions[i];
    return this.regions.map((_, k) => k).filter((k) => Math.floor(k / n) === r || k % n === c || this.regions[k] === region);
  }

  fill(solution) {
    return this.move(() => [...solution].forEach((ch, i) => this.place(i, digitOf(ch))));
  }

  undo() {
    return this.travel(this.undoStack, this.redoStack, 1);
  }

  redo() {
    return this.travel(this.redoStack, this.undoStack, 2);
  }

  /** A copy of this game at its start, with every move it made waiting to be redone: what a replay plays. */
  rewound() {
    const copy = Game.fromJSON(JSON.parse(JSON.stringify(this)));
    while (copy.undo());
    return copy;
  }

  /**
   * Cell i takes digit d unless it is a given: its own marks stay under the digit (cleared, it shows
   * them again), and its peers lose d as a mark (unless the player turned that off: keepPeerMarks).
   */
  place(i, d) {
    if (this.isGiven(i)) return;
    this.values[i] = d;
    if (!d || this.keepPeerMarks) return;
    for (const p of this.peers[i]) {
      this.corner[p] &= ~(1 << (d - 1));
      this.centre[p] &= ~(1 << (d - 1));
    }
  }

  /** Runs change and keeps what it did to the cells as one move to undo; false when it changed nothing. */
  move(change) {
    const before = this.values.map((_, i) => this.cellState(i));
    change();
    const changes = [];
    before.forEach((state, i) => {
      const after = this.cellState(i);
      if (after.some((v, k) => v !== state[k])) changes.push([i, state, after]);
    });
    if (!changes.length) return false;
    this.undoStack.push({ changes });
    this.redoStack.length = 0;
    return true;
  }

  cellState(i) {
    return LAYERS.map((layer) => this[layer][i]);
  }

  /** Moves the last move of from to to, setting its cells to their state before (side 1) or after (side 2) it. */
  travel(from, to, side) {
    if (!from.length) return false;
    const move = from.pop();
    for (const change of move.changes) LAYERS.forEach((layer, k) => (this[layer][change[0]] = change[side][k]));
    to.push(move);
    return true;
  }
}
