// The puzzle a setter draws in the editor (Set), without any page: an f-puzzles object, written as
// f-puzzles writes it (size, grid of cells with value and given, a list per kind of rule, true for a
// global rule), changed by one edit at a time with undo and redo. Every key of a puzzle imported is
// kept as it came, so that what is exported opens in f-puzzles and SudokuPad unchanged, and the page
// reads it with the reader it has for setters' puzzles (the server's, through /api/check).
import { compressToBase64, decompressFromBase64 } from "./lzstring.js";
import { kindName } from "./rules.js";

/** The sizes the editor sets: those the page plays (its layouts) with f-puzzles' boxes. */
export const SIZES = [4, 6, 8, 9, 12, 16];

/** The line kinds, each an entry {lines: [[cells in order]]}, as f-puzzles and the tools that extend it write them. */
export const LINE_KINDS = ["thermometer", "slowthermometer", "whispers", "renban", "palindrome", "regionsumline",
  "entropicline", "modularline", "nabner", "zipperline", "betweenline", "doublearrow", "lockout"];

/** The lines whose entry may carry a number: whispers' least difference, a lockout line's. */
const NUMBERED_LINES = ["whispers", "lockout"];

/** The rules over the whole grid, each a key set to true while it holds. */
export const GLOBAL_RULES = ["antiknight", "antiking", "nonconsecutive", "diagonal+", "diagonal-", "disjointgroups"];

/** The texts a setter writes, by their f-puzzles keys. */
export const TEXTS = ["title", "author", "ruleset"];

/** The kinds that negative rules name: the adjacent pairs without such a mark may not have its property. */
export const NEGATIVE_KINDS = ["difference", "ratio", "xv", "sum"];

/**
 * The tools that draw on selected cells, by what each adds: its f-puzzles key; how many cells it takes
 * (min, or exactly: two for a dot, four for a quadruple); line: each cell touches the one before;
 * value: the entry's own (X or V); outside: a clue outside the grid, read along a straight line or a
 * diagonal; digits: the digits it lists (a quadruple); each: one entry per cell (odd, even, minimum,
 * maximum); clone: the cells and then their clones; number: it takes the number typed (needed: it has
 * none without one). A clue and a region take one too.
 */
export const TOOLS = {
  killercage: { key: "killercage", min: 1, number: true },
  arrow: { key: "arrow", min: 2 },
  ...Object.fromEntries(LINE_KINDS.map((kind) => [kind, { key: kind, min: 2, line: true, number: NUMBERED_LINES.includes(kind) }])),
  difference: { key: "difference", exactly: 2, number: true },
  ratio: { key: "ratio", exactly: 2, number: true },
  sum: { key: "sum", exactly: 2, number: "needed" },
  x: { key: "xv", exactly: 2, value: "X" },
  v: { key: "xv", exactly: 2, value: "V" },
  odd: { key: "odd", min: 1, each: true },
  even: { key: "even", min: 1, each: true },
  minimum: { key: "minimum", min: 1, each: true },
  maximum: { key: "maximum", min: 1, each: true },
  extraregion: { key: "extraregion", min: 2 },
  clone: { key: "clone", min: 2, clone: true },
  rowindexer: { key: "rowindexer", min: 1 },
  columnindexer: { key: "columnindexer", min: 1 },
  boxindexer: { key: "boxindexer", min: 1 },
  sandwichsum: { key: "sandwichsum", outside: "straight" },
  xsum: { key: "xsum", outside: "straight" },
  skyscraper: { key: "skyscraper", outside: "straight" },
  littlekillersum: { key: "littlekillersum", outside: "diagonal" },
  quadruple: { key: "quadruple", exactly: 4, digits: true },
  region: { key: "region", min: 1 },
};

/** The boxes of a size as f-puzzles draws them: as wide as they can be while at least as tall (6x6: 3 wide, 2 tall). */
export function boxOf(size) {
  let width = Math.ceil(Math.sqrt(size));
  while (size % width !== 0) width++;
  return { width, height: size / width };
}

/** A kind's name after "a" or "an": "an arrow", "a white dot". */
const named = (kind) => (/^[aeiou]/i.test(kindName(kind)) ? "an " : "a ") + kindName(kind);

const cellOf = (name) => /^R(\d+)C(\d+)$/.exec(name).slice(1).map(Number);
const touching = (a, b) => {
  const [ra, ca] = cellOf(a), [rb, cb] = cellOf(b);
  return Math.max(Math.abs(ra - rb), Math.abs(ca - cb)) === 1;
};
const beside = (a, b) => {
  const [ra, ca] = cellOf(a), [rb, cb] = cellOf(b);
  return Math.abs(ra - rb) + Math.abs(ca - cb) === 1;
};

export class Draft {
  /** @param {object} source an f-puzzles object to go on setting; an empty 9x9 grid when absent */
  constructor(source = Draft.empty(9)) {
    this.source = JSON.parse(JSON.stringify(source));
    this.undoStack = []; // the puzzle before each edit, as JSON
    this.redoStack = [];
  }

  /** An empty grid of size as f-puzzles writes one. */
  static empty(size) {
    return { size, grid: Array.from({ length: size }, () => Array.from({ length: size }, () => ({}))) };
  }

  get size() {
    return this.source.size;
  }

  /** The puzzle as f-puzzles writes it: a copy, which later edits leave alone. */
  get written() {
    return JSON.parse(JSON.stringify(this.source));
  }

  /** The puzzle's payload: its JSON compressed as f-puzzles and SudokuPad links carry it. */
  get payload() {
    return compressToBase64(JSON.stringify(this.source));
  }

  /** The givens row by row, "." for an empty cell, as the page's Game takes a puzzle. */
  get givens() {
    return this.source.grid.flat().map((cell) => (cell.given && cell.value ? (cell.value < 10 ? String(cell.value) : String.fromCharCode(55 + cell.value)) : ".")).join("");
  }

  /** Runs an edit, undoable; an edit that answers words (why it cannot be made) changes nothing and answers them. */
  edit(action) {
    const before = JSON.stringify(this.source);
    const refused = action(this.source);
    if (refused) {
      this.source = JSON.parse(before);
      return refused;
    }
    if (JSON.stringify(this.source) !== before) {
      this.undoStack.push(before);
      this.redoStack = [];
    }
    return null;
  }

  undo() {
    if (!this.undoStack.length) return false;
    this.redoStack.push(JSON.stringify(this.source));
    this.source = JSON.parse(this.undoStack.pop());
    return true;
  }

  redo() {
    if (!this.redoStack.length) return false;
    this.undoStack.push(JSON.stringify(this.source));
    this.source = JSON.parse(this.redoStack.pop());
    return true;
  }

  /** An empty grid of another size, keeping the title, author and rules text. */
  resize(size) {
    const kept = Object.fromEntries(TEXTS.filter((key) => key in this.source).map((key) => [key, this.source[key]]));
    return this.replace({ ...Draft.empty(size), ...kept });
  }

  /** Another puzzle in place of this one (an import), undoable as any edit. */
  replace(other) {
    return this.edit((source) => {
      for (const key of Object.keys(source)) delete source[key];
      Object.assign(source, JSON.parse(JSON.stringify(other)));
    });
  }

  /** Digit d as the given of each cell named ("R1C1"); 0 takes their givens away. */
  setGivens(cells, d) {
    return this.edit((source) => {
      if (d < 0 || d > source.size) return "a " + source.size + "x" + source.size + " grid has no digit " + d + ".";
      for (const name of cells) {
        const [r, c] = cellOf(name), cell = source.grid[r - 1][c - 1];
        delete cell.value;
        delete cell.given;
        if (d) Object.assign(cell, { value: d, given: true });
      }
    });
  }

  /**
   * Draws the tool's constraint on cells (names, in the order picked: a line runs that way, an arrow's
   * circle is the first); number is what Number holds (TOOLS says what takes one; "" for none). Answers
   * why it cannot be drawn, or null.
   */
  add(tool, cells, number = "") {
    const made = TOOLS[tool];
    if (!made) return "there is no tool " + tool + ".";
    const name = named(made.key), value = String(number).trim();
    if (made.digits) return this.addQuadruple(cells, value);
    if (made.outside) return this.addOutsideClue(made, cells, value);
    if (made.exactly && cells.length !== made.exactly) return name + " goes between two cells: select two side by side.";
    if (cells.length < (made.min || 1)) return name + " needs " + made.min + " cells or more: select them in order.";
    if (made.exactly && !beside(cells[0], cells[1])) return name + " goes between two cells side by side.";
    if ((made.line || tool === "arrow") && cells.some((cell, k) => k > 0 && !touching(cells[k - 1], cell))) {
      return name + " runs from each cell to one touching it: select its cells in order along it.";
    }
    if (value && !/^\d+$/.test(value)) return name + "'s number is a whole number, not '" + value + "'.";
    if (made.key === "region") return this.setRegion(cells, value);
    if (made.number === "needed" && !value) return name + " needs its number in Number.";
    const numbered = (entry) => (value && made.number ? { ...entry, value } : entry);
    let entries;
    if (made.clone) {
      const half = cells.length / 2;
      if (!Number.isInteger(half)) return name + " takes its cells, then as many clones in the same order: select an even number of cells.";
      entries = [{ cells: cells.slice(0, half), cloneCells: cells.slice(half) }];
    } else {
      entries = made.each ? cells.map((cell) => ({ cell }))
          : made.key === "arrow" ? [{ lines: [cells], cells: [cells[0]] }]
          : made.line ? [numbered({ lines: [cells] })]
          : made.value ? [{ cells, value: made.value }]
          : [numbered({ cells })];
    }
    return this.edit((source) => {
      source[made.key] = [...(Array.isArray(source[made.key]) ? source[made.key] : []), ...entries];
    });
  }

  /**
   * The constraint listed as entry index of kind drawn again by tool on cells with number, in its
   * place: one edit (one undo), refused as add refuses.
   */
  change(kind, index, tool, cells, number = "") {
    if (!Array.isArray(this.source[kind]) || !this.source[kind][index]) return "there is no such " + kindName(kind) + ".";
    const before = JSON.stringify(this.source), undone = this.undoStack.length;
    const key = TOOLS[tool] ? TOOLS[tool].key : tool, had = Array.isArray(this.source[key]) ? this.source[key].length : 0;
    const refused = this.remove(kind, index) || this.add(tool, cells, number);
    if (refused) {
      this.source = JSON.parse(before);
      this.undoStack.length = undone;
      return refused;
    }
    this.undoStack.splice(undone, this.undoStack.length - undone, before);
    if (key === kind) {
      // the entries added go back where the one changed was, and its kind to its place among the keys, so that the list keeps its order
      const added = this.source[kind].splice(had - 1);
      this.source[kind].splice(index, 0, ...added);
      const keys = Object.keys(JSON.parse(before)), now = this.source;
      this.source = Object.fromEntries([...keys.filter((k) => k in now), ...Object.keys(now).filter((k) => !keys.includes(k))].map((k) => [k, now[k]]));
    }
    return null;
  }

  /**
   * A quadruple on the four cells of a 2x2 square (in reading order), its digits listed in number: "1 2
   * 3", "1,12", or one character a digit ("123").
   */
  addQuadruple(cells, number) {
    const sorted = [...cells].sort((a, b) => cellOf(a)[0] - cellOf(b)[0] || cellOf(a)[1] - cellOf(b)[1]);
    const [r, c] = sorted.length === 4 ? cellOf(sorted[0]) : [0, 0];
    const square = sorted.length === 4 && sorted.every((cell, k) => cellOf(cell)[0] === r + (k >> 1) && cellOf(cell)[1] === c + (k & 1));
    if (!square) return "a quadruple sits on the corner four cells share: select a 2x2 square.";
    const values = (/[\s,]/.test(number) ? number.split(/[\s,]+/) : [...number]).filter(Boolean).map(Number);
    if (values.length < 1 || values.length > 4 || values.some((d) => !Number.isInteger(d) || d < 1 || d > this.size)) {
      return "a quadruple lists 1 to 4 digits of 1 to " + this.size + " in Number (\"1 2\", \"3,3\").";
    }
    return this.edit((source) => {
      source.quadruple = [...(Array.isArray(source.quadruple) ? source.quadruple : []), { cells: sorted, values }];
    });
  }

  /**
   * A clue outside the grid, read along the line from it: the first two cells selected are where the
   * line enters the grid and the next along it (a row or column, or a diagonal for a little killer),
   * so that the clue sits just before the first. A little killer's entry lists its diagonal's cells and
   * the way it points (f-puzzles' DL, DR, UL, UR).
   */
  addOutsideClue(made, cells, number) {
    const name = named(made.key), n = this.size;
    const how = made.outside === "diagonal" ? "a diagonal" : "a row or column";
    if (cells.length < 2) return name + " needs its first two cells selected, from the edge inward along " + how + ".";
    const [[r1, c1], [r2, c2]] = cells.slice(0, 2).map(cellOf), dr = r2 - r1, dc = c2 - c1;
    const diagonal = Math.abs(dr) === 1 && Math.abs(dc) === 1, straight = Math.abs(dr) + Math.abs(dc) === 1;
    const clue = [r1 - dr, c1 - dc], outside = clue.some((k) => k < 1 || k > n);
    if (!(made.outside === "diagonal" ? diagonal : straight) || !outside) {
      return name + " reads from the edge inward along " + how + ": select its first cell at the edge, then the next.";
    }
    if (!/^\d+$/.test(number)) return name + " needs its number in Number.";
    const entry = { cell: "R" + clue[0] + "C" + clue[1] };
    if (made.outside === "diagonal") {
      entry.cells = [];
      for (let r = r1, c = c1; r >= 1 && r <= n && c >= 1 && c <= n; r += dr, c += dc) entry.cells.push("R" + r + "C" + c);
      entry.direction = (dr > 0 ? "D" : "U") + (dc > 0 ? "R" : "L");
    }
    entry.value = number;
    return this.edit((source) => {
      source[made.key] = [...(Array.isArray(source[made.key]) ? source[made.key] : []), entry];
    });
  }

  /**
   * The cells into jigsaw region number (1 to the size; f-puzzles counts them from 0): the board's
   * thick lines follow the regions, and a region is a house once it holds size cells.
   */
  setRegion(cells, number) {
    const k = Number(number);
    if (!(k >= 1 && k <= this.size)) return "a region is numbered 1 to " + this.size + " in Number.";
    return this.edit((source) => {
      for (const name of cells) {
        const [r, c] = cellOf(name);
        source.grid[r - 1][c - 1].region = k - 1;
      }
    });
  }

  /** Takes entry index of kind away (a kind left without entries goes with it). */
  remove(kind, index) {
    return this.edit((source) => {
      if (!Array.isArray(source[kind]) || !source[kind][index]) return "there is no such " + kindName(kind) + ".";
      source[kind].splice(index, 1);
      if (source[kind].length === 0) delete source[kind];
    });
  }

  /** A global rule on or off. */
  setGlobal(key, on) {
    return this.edit((source) => {
      if (on) source[key] = true;
      else delete source[key];
    });
  }

  /** A negative rule (NEGATIVE_KINDS) on or off: f-puzzles lists them under "negative". */
  setNegative(kind, on) {
    return this.edit((source) => {
      const listed = (Array.isArray(source.negative) ? source.negative : []).filter((k) => k !== kind);
      if (on) listed.push(kind);
      if (listed.length) source.negative = listed;
      else delete source.negative;
    });
  }

  /** Whether the negative rule of kind holds. */
  isNegative(kind) {
    return Array.isArray(this.source.negative) && this.source.negative.includes(kind);
  }

  /** The title, author or rules text (an empty one is left out, as f-puzzles leaves it). */
  setText(key, text) {
    return this.edit((source) => {
      if (text) source[key] = text;
      else delete source[key];
    });
  }

  /**
   * The constraints drawn, as the editor lists them: kind, index among the kind's entries, their cells
   * (those of its lines, else its cells), words ("killer cage 10: R1C1-R1C2"), and the tool and number
   * that draw it again (tool null for a kind the editor does not draw).
   */
  constraints() {
    const listed = [];
    for (const [kind, entries] of Object.entries(this.source)) {
      if (kind === "grid" || !Array.isArray(entries)) continue;
      entries.forEach((entry, index) => {
        if (!entry || typeof entry !== "object") return; // a list of names ("negative"): its ticks say it
        const cells = [...new Set([...(entry.cells || []), ...(entry.cloneCells || []), ...(entry.cell ? [entry.cell] : []), ...(entry.lines || []).flat()])];
        const value = entry.value !== undefined && entry.value !== "" ? " " + entry.value : "";
        const span = cells.length > 2 ? cells[0] + "-" + cells[cells.length - 1] + " (" + cells.length + " cells)" : cells.join("-");
        listed.push({ kind, index, cells, words: kindName(kind) + value + ": " + span, ...Draft.toolOf(kind, entry) });
      });
    }
    return listed;
  }

  /**
   * The constraints drawn at point (x, y) of the board, in cells from the grid's top left corner (a
   * clue outside the grid lies in row or column 0 or n+1): those within reach of it, the one drawn
   * over the others first (a dot or a line before the cage under it, the smaller of two areas first).
   */
  constraintsAt(x, y) {
    const n = this.size, reached = [];
    for (const listed of this.constraints()) {
      const entry = this.source[listed.kind][listed.index], away = Draft.distance(entry, listed.kind, x, y, n);
      if (away.by <= 0) reached.push({ listed, by: away.by, size: listed.cells.length });
    }
    return reached.sort((a, b) => a.by - b.by || a.size - b.size).map((r) => r.listed);
  }

  /**
   * How far point (x, y) is from an entry's drawing, less its reach (by <= 0: on it): a dot or a
   * quadruple is its point between cells, a clue outside the grid its cell's centre, a line (an arrow's
   * shaft) the path through its cells' centres, anything else the cells it covers.
   */
  static distance(entry, kind, x, y, n) {
    const centre = (name) => {
      const [r, c] = cellOf(name);
      return { x: c - 0.5, y: r - 0.5 };
    };
    const toPoint = (p) => Math.hypot(x - p.x, y - p.y);
    const cells = [...(entry.cells || []), ...(entry.cloneCells || []), ...(entry.cell ? [entry.cell] : [])];
    const lines = (entry.lines || []).filter((line) => line.length > 0);
    const outside = entry.cell && cellOf(entry.cell).some((k) => k < 1 || k > n);
    if (outside) return { by: toPoint(centre(entry.cell)) - 0.5 };
    if ((cells.length === 2 || cells.length === 4) && !lines.length && ["difference", "ratio", "xv", "sum", "quadruple"].includes(kind)) {
      const points = cells.map(centre), middle = { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
      return { by: toPoint(middle) - 0.3 };
    }
    let by = Infinity;
    for (const line of lines) {
      const points = line.map(centre);
      if (points.length === 1) by = Math.min(by, toPoint(points[0]));
      for (let k = 1; k < points.length; k++) by = Math.min(by, Draft.toSegment(x, y, points[k - 1], points[k]));
    }
    by -= 0.2;
    for (const name of cells) {
      const [r, c] = cellOf(name);
      by = Math.min(by, Math.hypot(Math.max(c - 1 - x, 0, x - c), Math.max(r - 1 - y, 0, y - r)));
    }
    return { by };
  }

  /** How far (x, y) is from the segment from a to b. */
  static toSegment(x, y, a, b) {
    const dx = b.x - a.x, dy = b.y - a.y, length = dx * dx + dy * dy;
    const t = length ? Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / length)) : 0;
    return Math.hypot(x - a.x - t * dx, y - a.y - t * dy);
  }

  /** The tool and number that draw an entry of kind again: a Delete and an Add with them change it. */
  static toolOf(kind, entry) {
    const tool = kind === "xv" ? String(entry.value).toLowerCase() : kind;
    if (!TOOLS[tool] || TOOLS[tool].key === "region") return { tool: null, number: "" };
    const number = kind === "quadruple" ? (entry.values || []).join(" ") : kind === "xv" || entry.value === undefined ? "" : String(entry.value);
    return { tool, number };
  }

  /**
   * The f-puzzles object in text a setter pastes: its JSON, its payload, or a link that carries it
   * (f-puzzles' ?load=, SudokuPad's /fpuzzles..., this page's #fpuzzles=). Throws words on text of no
   * such form.
   */
  static read(text) {
    const trimmed = String(text).trim();
    if (trimmed.startsWith("{")) return Draft.checked(JSON.parse(trimmed));
    let payload = trimmed;
    const linked = /(?:[?&#]load=|[?&#]fpuzzles=|\/fpuzzles|[?&#]puzzle=fpuzzles)([^&#\s]+)/.exec(trimmed);
    if (linked) {
      try {
        payload = decodeURIComponent(linked[1]);
      } catch (e) {
        throw new Error("the link's %-escapes are broken");
      }
    }
    const json = decompressFromBase64(payload.replace(/ /g, "+"));
    if (!json) throw new Error("this is no f-puzzles puzzle: paste an f-puzzles or SudokuPad link, a payload or the puzzle's JSON");
    return Draft.checked(JSON.parse(json));
  }

  /** source when it is an f-puzzles grid the editor can set; else throws why not. */
  static checked(source) {
    if (!source || !SIZES.includes(source.size)) throw new Error("the editor sets grids of " + SIZES.join(", ") + " cells a side, not " + (source && source.size));
    if (!Array.isArray(source.grid) || source.grid.length !== source.size || source.grid.some((row) => !Array.isArray(row) || row.length !== source.size)) {
      throw new Error("its grid is not " + source.size + " rows of " + source.size + " cells");
    }
    return source;
  }
}
