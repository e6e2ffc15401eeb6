// A setter's constraints drawn over the board as f-puzzles draws them: killer cages, thermometers,
// arrows, lines, dots, outside clues, shaded cells and the setter's own decorations, read from the
// puzzle's f-puzzles object (cells named "R1C1", 1-based; outside clues in row or column 0 and n+1).
// Three SVG layers lie over the cells, in cell units so that they scale with the board: the setter's
// shading and then the shapes, both blended with the cells (multiply, screen in dark colours) so that
// digits, marks and highlights read through them, and on top, unblended, the labels that must hide
// what is under them (dots, X and V, quadruple circles, outside clues). None takes pointer events: a
// click goes to the cell under it. Each entry of a rule is one element with data-kind="<f-puzzles key>".

const SVG = "http://www.w3.org/2000/svg";

// Colours as f-puzzles and its constraint tools draw each kind, in light colours: the dark theme
// turns the blended layers over in CSS.
const GREY = "#cfcfcf";
const ARROW = "#a1a1a1";
const LINES = {
  whispers: { colour: "#67f067", width: 0.3 },
  renban: { colour: "#f067f0", width: 0.3 },
  palindrome: { colour: "#c0c0c0", width: 0.3 },
  regionsumline: { colour: "#2ecbff", width: 0.16 },
  entropicline: { colour: "#ffb070", width: 0.16 },
  modularline: { colour: "#33bbbb", width: 0.16 },
  nabner: { colour: "#c9c883", width: 0.25 },
  zipperline: { colour: "#cdb1ec", width: 0.16 },
};
const DUTCH_WHISPERS = "#ff9a00"; // whispers whose difference is not German whispers' 5
const INDEXERS = { rowindexer: "#cbe8cb", columnindexer: "#e8cbcb", boxindexer: "#cbcbe8" };
const CLONE_TINTS = ["#d9d9d9", "#cfe3f5", "#f5e1c8", "#dcefd3", "#ecd6ef", "#f5f0c0"];

// The tools that add kinds f-puzzles lacks also write decorations that draw them in plain f-puzzles,
// marked with the kind they come from: where that kind is drawn here, its decorations are left out.
const DECORATED_AS = { germanwhispers: "whispers", dutchwhispers: "whispers" };

/** The cell named "R3C10" as {r, c}, 1-based. */
function cellOf(name) {
  const [, r, c] = /^R(\d+)C(\d+)$/i.exec(name);
  return { r: Number(r), c: Number(c) };
}

/** A cell's centre in the drawing's units (the grid's cells span 0..n). */
function centre(name) {
  const { r, c } = cellOf(name);
  return { x: c - 0.5, y: r - 0.5 };
}

/**
 * The middle of cells' centres: where a decoration over several cells sits, and the point on the edge
 * between two cells (a dot) or on the corner four share (a quadruple).
 */
function middle(names) {
  const points = names.map(centre);
  return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}

function element(tag, attributes, parent) {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== null) made.setAttribute(name, value);
  if (parent) parent.appendChild(made);
  return made;
}

function text(value, attributes, parent) {
  const made = element("text", { "text-anchor": "middle", "dominant-baseline": "central", ...attributes }, parent);
  made.textContent = value;
  return made;
}

/** A group for one entry of a rule: the element the kind's data-kind names. */
function group(kind, parent) {
  return element("g", { "data-kind": kind }, parent);
}

function polyline(cells, attributes, parent) {
  const points = cells.map(centre).map((p) => p.x + "," + p.y).join(" ");
  return element("polyline", { points, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round", ...attributes }, parent);
}

/** An entry's lines: f-puzzles keeps them under "lines", a list of lists of cells. */
function linesOf(entry) {
  return (entry.lines || []).filter((line) => line.length > 0);
}

/**
 * The outline of a set of cells, inset by inset (in cells) along its outer boundary, as path data:
 * each edge of a cell whose neighbour is outside the set, run on into the neighbours' edges at
 * straight stretches and inner corners, so that the outline of a bent cage stays closed.
 */
function outline(names, inset) {
  const inside = new Set(names.map((n) => n.toUpperCase()));
  const has = (r, c) => inside.has("R" + r + "C" + c);
  // A cell's four sides, each as [the step out of the cell across it, the step along it].
  const sides = [[[-1, 0], [0, 1]], [[0, 1], [1, 0]], [[1, 0], [0, -1]], [[0, -1], [-1, 0]]];
  let path = "";
  for (const name of inside) {
    const { r, c } = cellOf(name);
    for (const [[dr, dc], [ar, ac]] of sides) {
      if (has(r + dr, c + dc)) continue;
      // How far each end reaches from the side's middle: short of an outer corner, to the next
      // cell's side on a straight run, past it at an inner corner (where the run turns outward).
      const reach = (way) => {
        if (!has(r + way * ar, c + way * ac)) return 0.5 - inset;
        return has(r + way * ar + dr, c + way * ac + dc) ? 0.5 + inset : 0.5;
      };
      const at = (way) => {
        const e = way * reach(way);
        return (c - 0.5 + dc * (0.5 - inset) + ac * e) + " " + (r - 0.5 + dr * (0.5 - inset) + ar * e);
      };
      path += "M" + at(-1) + "L" + at(1);
    }
  }
  return path;
}

/** A decoration's turn (its angle, in degrees) about its middle, as a transform; null when it has none. */
function turned(entry, x, y) {
  return entry.angle ? "rotate(" + entry.angle + " " + x + " " + y + ")" : null;
}

/** The first of cells in reading order: where a cage's sum goes. */
function firstInReadingOrder(names) {
  return names.map(cellOf).sort((p, q) => p.r - q.r || p.c - q.c)[0];
}

export class Drawing {
  /** Numbers the arrows' masks: ids are the page's, and each needs its own. */
  static serial = 0;

  /** @param {HTMLElement} board the board's element: the cells' grid, which the layers cover */
  constructor(board) {
    this.board = board;
    this.layers = null;
    this.side = 9;
  }

  /**
   * Draws the constraints of source, an f-puzzles object (size, grid, and a key per rule), over a
   * board of side x side cells; null clears the drawing. The board's cells must be laid out first: a
   * cell whose corner holds a cage's sum is marked (class corner-label) so that its marks move clear.
   */
  draw(source, side) {
    this.clear();
    if (!source) return;
    this.side = side || source.size || 9;
    this.source = source;
    this.kinds = new Set(this.painters().map(([key]) => key));
    const outside = this.hasOutsideClues(source);
    // Outside clues need the cells around the grid: the board keeps a cell's margin, the layers span it.
    this.board.classList.toggle("outside-clues", outside);
    const n = this.side, from = outside ? -1 : 0, span = outside ? n + 2 : n;
    const holder = document.createElement("div");
    holder.className = "drawing";
    holder.setAttribute("aria-hidden", "true");
    const viewBox = [from, from, span, span].join(" ");
    const layer = (name) => element("svg", { class: "layer " + name, viewBox, preserveAspectRatio: "none" }, holder);
    this.layers = { shading: layer("shading"), shapes: layer("shapes"), labels: layer("labels") };
    for (const [key, paint] of this.painters()) {
      const entries = source[key];
      if (entries === undefined || entries === null || entries === false) continue;
      try {
        paint.call(this, key, Array.isArray(entries) ? entries.filter((e) => this.isDrawn(key, e)) : entries);
      } catch (e) {
        // A malformed entry (a cell not named R#C#, a line not a list) costs its kind's drawing, not the board.
        console.warn("drawing.js: " + key + " not drawn", e);
      }
    }
    this.board.appendChild(holder);
  }

  /** Takes the drawing away, with the margin and the marks' room it gave the board. */
  clear() {
    const old = this.board.querySelector(":scope > .drawing");
    if (old) old.remove();
    this.board.classList.remove("outside-clues");
    for (const cell of this.board.querySelectorAll(".corner-label")) cell.classList.remove("corner-label");
    this.layers = null;
  }

  /**
   * The kinds drawn, bottom to top, with what draws each: shading first, then lines, shapes and
   * cages, and the labels last. A kind not listed (antiknight, nonconsecutive, ...) has nothing to draw.
   */
  painters() {
    const lines = Object.keys(LINES).map((key) => [key, this.colouredLines]);
    return [
      ["grid", this.cellColours],
      ["extraregion", this.extraRegions],
      ["clone", this.clones],
      ["rowindexer", this.indexers], ["columnindexer", this.indexers], ["boxindexer", this.indexers],
      ["minimum", this.extremes], ["maximum", this.extremes],
      ["odd", this.oddCells], ["even", this.evenCells],
      ["diagonal+", this.diagonal], ["diagonal-", this.diagonal],
      ["line", this.decorationLines],
      ...lines,
      ["betweenline", this.betweenLines],
      ["lockout", this.lockoutLines],
      ["doublearrow", this.doubleArrows],
      ["thermometer", this.thermometers], ["slowthermometer", this.thermometers],
      ["arrow", this.arrows],
      ["rectangle", this.shapes], ["circle", this.shapes],
      ["killercage", this.cages], ["cage", this.cages],
      ["text", this.texts],
      ["difference", this.dots], ["ratio", this.dots], ["sum", this.dots],
      ["xv", this.xvs],
      ["quadruple", this.quadruples],
      ["sandwichsum", this.outsideClues], ["xsum", this.outsideClues], ["skyscraper", this.outsideClues],
      ["littlekillersum", this.littleKillers],
    ];
  }

  /** Whether entry of key is drawn: a decoration standing in for a kind drawn here is not. */
  isDrawn(key, entry) {
    if (!["line", "rectangle", "circle", "text", "cage"].includes(key) || !entry) return true;
    const named = entry.isLLConstraint ? "lockout" : String(entry.fromConstraint || "").toLowerCase().replace(/\s+/g, "");
    const kind = DECORATED_AS[named] || named;
    return !kind || this.source[kind] === undefined || !this.kinds.has(kind);
  }

  /** Whether source has clues in the ring of cells around the grid, which the board then makes room for. */
  hasOutsideClues(source) {
    const n = this.side;
    const outsideKinds = ["sandwichsum", "xsum", "skyscraper", "littlekillersum"];
    const isOutside = (name) => {
      const named = /^R(\d+)C(\d+)$/i.exec(name);
      return Boolean(named) && [named[1], named[2]].some((k) => Number(k) < 1 || Number(k) > n);
    };
    if (outsideKinds.some((key) => Array.isArray(source[key]) && source[key].length > 0)) return true;
    // A decoration the setter put around the grid (a text or circle in row 0) needs the margin too.
    return ["text", "circle", "rectangle"].some((key) => Array.isArray(source[key])
        && source[key].some((e) => (e.cells || []).some(isOutside)));
  }

  /** The setter's cell colours (grid[r][c].c), under everything. */
  cellColours(key, grid) {
    if (!Array.isArray(grid)) return;
    grid.forEach((row, r) => (row || []).forEach((cell, c) => {
      if (cell && cell.c) element("rect", { x: c, y: r, width: 1, height: 1, fill: cell.c, "data-kind": "colour" }, this.layers.shading);
    }));
  }

  /** Cells filled with colour: one rectangle each, in one group. */
  fillCells(parent, names, colour) {
    for (const name of names) {
      const { r, c } = cellOf(name);
      element("rect", { x: c - 1, y: r - 1, width: 1, height: 1, fill: colour }, parent);
    }
  }

  extraRegions(key, entries) {
    for (const entry of entries) {
      const g = group(key, this.layers.shading);
      this.fillCells(g, entry.cells, "#e0e0e0");
      element("path", { d: outline(entry.cells, 0.04), fill: "none", stroke: "#9a9a9a", "stroke-width": 0.04 }, g);
    }
  }

  /**
   * Each set of clones its own tint, so that which cells copy which reads at a glance. Setters chain
   * pairs (A is B, B is C, ...): pairs that share a set of cells are one set of clones, one tint.
   */
  clones(key, entries) {
    const setOf = (cells) => (cells || []).map((c) => c.toUpperCase()).sort().join(" ");
    const tints = new Map(); // a set of cells' name to its tint, shared through the pairs that link them
    let next = 0;
    for (const entry of entries) {
      const names = [setOf(entry.cells), setOf(entry.cloneCells)];
      const tint = tints.get(names[0]) || tints.get(names[1]) || CLONE_TINTS[next++ % CLONE_TINTS.length];
      for (const name of names) tints.set(name, tint);
    }
    for (const entry of entries) {
      const cells = [...(entry.cells || []), ...(entry.cloneCells || [])];
      this.fillCells(group(key, this.layers.shading), cells, tints.get(setOf(entry.cells)));
    }
  }

  indexers(key, entries) {
    for (const entry of entries) this.fillCells(group(key, this.layers.shading), entry.cells, INDEXERS[key]);
  }

  /**
   * Minimum and maximum cells: grey, with a chevron on each side that faces a cell of the grid,
   * pointing in for a minimum (its neighbours are greater) and out for a maximum.
   */
  extremes(key, entries) {
    const n = this.side, sign = key === "maximum" ? 1 : -1;
    for (const entry of entries) {
      const g = group(key, this.layers.shapes), { r, c } = cellOf(entry.cell), x = c - 0.5, y = r - 0.5;
      element("rect", { x: c - 1, y: r - 1, width: 1, height: 1, fill: "#e4e4e4" }, g);
      const sides = [[0, -1, r > 1], [0, 1, r < n], [-1, 0, c > 1], [1, 0, c < n]];
      for (const [dx, dy, inGrid] of sides) {
        if (!inGrid) continue;
        // The chevron's tip 0.43 from the centre (out) or 0.33 (in); its arms 0.1 back and 0.12 aside.
        const tip = sign > 0 ? 0.43 : 0.33, back = tip - sign * 0.1;
        const point = (along, aside) => (x + dx * along + dy * aside) + "," + (y + dy * along + dx * aside);
        element("polyline", { points: [point(back, -0.12), point(tip, 0), point(back, 0.12)].join(" "), fill: "none", stroke: "#6e6e6e",
          "stroke-width": 0.035, "stroke-linecap": "round", "stroke-linejoin": "round" }, g);
      }
    }
  }

  oddCells(key, entries) {
    for (const entry of entries) {
      const { x, y } = centre(entry.cell);
      element("circle", { cx: x, cy: y, r: 0.36, fill: "#d8d8d8", "data-kind": key }, this.layers.shapes);
    }
  }

  evenCells(key, entries) {
    for (const entry of entries) {
      const { x, y } = centre(entry.cell);
      element("rect", { x: x - 0.36, y: y - 0.36, width: 0.72, height: 0.72, fill: "#d8d8d8", "data-kind": key }, this.layers.shapes);
    }
  }

  /** diagonal+ runs from the bottom-left corner to the top-right one, diagonal- from top-left. */
  diagonal(key, on) {
    if (on !== true) return;
    const n = this.side, rising = key === "diagonal+";
    const ends = { x1: 0, y1: rising ? n : 0, x2: n, y2: rising ? 0 : n };
    element("line", { ...ends, stroke: "#34bbe6", "stroke-width": 0.04, "data-kind": key }, this.layers.shapes);
  }

  /** The setter's lines: colour and width (in cells) as given. */
  decorationLines(key, entries) {
    for (const entry of entries) {
      const g = group(key, this.layers.shapes);
      for (const line of linesOf(entry)) polyline(line, { stroke: entry.outlineC || GREY, "stroke-width": entry.width || 0.15 }, g);
    }
  }

  /** Whispers, renban, palindromes and the other lines known by their colour. */
  colouredLines(key, entries) {
    for (const entry of entries) {
      const style = LINES[key], g = group(key, this.layers.shapes);
      const dutch = key === "whispers" && entry.value !== undefined && String(entry.value) !== "5";
      const colour = entry.outlineC || (dutch ? DUTCH_WHISPERS : style.colour);
      for (const line of linesOf(entry)) polyline(line, { stroke: colour, "stroke-width": entry.width || style.width }, g);
    }
  }

  /** A thin grey line between two hollow circles: its ends are the bounds of the digits on it. */
  betweenLines(key, entries) {
    this.linesWithEnds(key, entries, { stroke: "#b0b0b0", "stroke-width": 0.05 }, (x, y, g) =>
      element("circle", { cx: x, cy: y, r: 0.4, fill: "#ffffff", stroke: "#b0b0b0", "stroke-width": 0.04 }, g));
  }

  /** Lockout lines: a blue line with a diamond at each end, as the Lockout tool draws them. */
  lockoutLines(key, entries) {
    this.linesWithEnds(key, entries, { stroke: "#aabeef", "stroke-width": 0.2 }, (x, y, g) =>
      element("rect", { x: x - 0.275, y: y - 0.275, width: 0.55, height: 0.55, fill: "#e7e6ff", stroke: "#0000ff",
        "stroke-width": 0.03, transform: "rotate(45 " + x + " " + y + ")" }, g));
  }

  /** Double arrows: a line whose two ends are circled, the ends summing to the digits between them. */
  doubleArrows(key, entries) {
    this.linesWithEnds(key, entries, { stroke: "#c54b8b", "stroke-width": 0.15 }, (x, y, g) =>
      element("circle", { cx: x, cy: y, r: 0.425, fill: "#eaeaea", stroke: "#c54b8b", "stroke-width": 0.04 }, g));
  }

  /** Each line of the entries in stroke, with end(x, y, group) drawing the mark at each of its two ends. */
  linesWithEnds(key, entries, stroke, end) {
    for (const entry of entries) {
      const g = group(key, this.layers.shapes);
      for (const line of linesOf(entry)) {
        polyline(line, stroke, g);
        for (const cell of [line[0], line[line.length - 1]]) {
          const { x, y } = centre(cell);
          end(x, y, g);
        }
      }
    }
  }

  /** A grey bulb at the first cell and a thick line; a slow thermometer's line is lighter and dashed. */
  thermometers(key, entries) {
    const slow = key === "slowthermometer";
    for (const entry of entries) {
      const g = group(key, this.layers.shapes);
      for (const line of linesOf(entry)) {
        const { x, y } = centre(line[0]);
        element("circle", { cx: x, cy: y, r: 0.4, fill: GREY }, g);
        // A slow thermometer's dashes need square ends: round ones would close the gaps.
        const tube = slow ? { stroke: "#d8d8d8", "stroke-dasharray": "0.22 0.12", "stroke-linecap": "butt" } : { stroke: GREY };
        tube["stroke-width"] = 0.3;
        if (line.length > 1) polyline(line, tube, g);
      }
    }
  }

  /**
   * Arrows: a circle (a pill over several cells) and, from its edge, a line to an arrowhead. The line
   * starts at a circle cell's centre: a mask hides it inside the circle, whatever its way out.
   */
  arrows(key, entries) {
    for (const entry of entries) {
      const g = group(key, this.layers.shapes), circled = entry.cells || [];
      const id = "drawing-arrow-" + Drawing.serial++;
      const mask = element("mask", { id, maskUnits: "userSpaceOnUse", x: -2, y: -2, width: this.side + 4, height: this.side + 4 }, g);
      element("rect", { x: -2, y: -2, width: this.side + 4, height: this.side + 4, fill: "white" }, mask);
      const bulb = this.bulb(circled);
      if (bulb) {
        mask.appendChild(bulb.cloneNode()).setAttribute("fill", "black");
        bulb.setAttribute("fill", "none");
        bulb.setAttribute("stroke", ARROW);
        bulb.setAttribute("stroke-width", 0.05);
        g.appendChild(bulb);
      }
      const shafts = element("g", { mask: circled.length ? "url(#" + id + ")" : null }, g);
      for (const line of linesOf(entry)) {
        if (line.length < 2) continue;
        polyline(line, { stroke: ARROW, "stroke-width": 0.05 }, shafts);
        this.arrowhead(line, shafts);
      }
    }
  }

  /** The circle of an arrow: around one cell, or a pill around a row or column of cells. */
  bulb(names) {
    if (names.length === 0) return null;
    const cells = names.map(cellOf);
    const rows = cells.map((p) => p.r), columns = cells.map((p) => p.c);
    const top = Math.min(...rows) - 1, left = Math.min(...columns) - 1;
    const height = Math.max(...rows) - top, width = Math.max(...columns) - left;
    const inset = 0.1;
    return element("rect", { x: left + inset, y: top + inset, width: width - 2 * inset, height: height - 2 * inset, rx: 0.4, ry: 0.4 });
  }

  /** Two short strokes back from the last cell's centre, along the line's last step. */
  arrowhead(line, parent) {
    const end = centre(line[line.length - 1]), before = centre(line[line.length - 2]);
    const length = Math.hypot(end.x - before.x, end.y - before.y), ux = (end.x - before.x) / length, uy = (end.y - before.y) / length;
    const arm = (turn) => {
      const cos = Math.cos(turn), sin = Math.sin(turn);
      return (end.x - 0.3 * (ux * cos - uy * sin)) + "," + (end.y - 0.3 * (ux * sin + uy * cos));
    };
    element("polyline", { points: [arm(0.6), end.x + "," + end.y, arm(-0.6)].join(" "), fill: "none", stroke: ARROW,
      "stroke-width": 0.05, "stroke-linecap": "round", "stroke-linejoin": "round" }, parent);
  }

  /** The setter's circles and rectangles: at the middle of their cells, sized in cells, maybe turned. */
  shapes(key, entries) {
    for (const entry of entries) {
      const cells = entry.cells || [];
      if (cells.length === 0) continue;
      const g = group(key, this.layers.shapes), { x, y } = middle(cells);
      const width = Number(entry.width) || 0.5, height = Number(entry.height) || 0.5;
      const paint = { fill: entry.baseC || "none", stroke: entry.outlineC || "none", "stroke-width": 0.03 };
      if (key === "circle") element("ellipse", { cx: x, cy: y, rx: width / 2, ry: height / 2, ...paint }, g);
      else element("rect", { x: x - width / 2, y: y - height / 2, width, height, ...paint, transform: turned(entry, x, y) }, g);
      if (entry.value !== undefined && entry.value !== "") {
        text(entry.value, { x, y, fill: entry.fontC || "#000000", "font-size": Math.min(width, height) * 0.6 }, g);
      }
    }
  }

  /**
   * Killer cages (and the setter's cages): a dashed outline inside the cells, and the sum in the
   * corner of the first cell in reading order, on a patch of paper that breaks the dashes.
   */
  cages(key, entries) {
    for (const entry of entries) {
      const cells = entry.cells || [];
      if (cells.length === 0) continue;
      const g = group(key, this.layers.shapes), colour = entry.outlineC || "#000000";
      const dashes = { fill: "none", stroke: colour, "stroke-width": 0.025, "stroke-dasharray": "0.08 0.06" };
      element("path", { d: outline(cells, 0.08), ...dashes }, g);
      const sum = entry.value === undefined || entry.value === null ? "" : String(entry.value);
      if (sum === "" || /^msg/i.test(sum)) continue; // f-puzzles keeps its "msgcorrect: ..." cage for the solved message
      const { r, c } = firstInReadingOrder(cells), size = 0.25;
      // The patch is white: blended (multiply), it shows the cell under it and hides only the dashes.
      const left = c - 1, top = r - 1, wide = 0.08 + sum.length * size * 0.58;
      element("rect", { x: left + 0.03, y: top + 0.03, width: wide, height: size + 0.04, fill: "#ffffff" }, g);
      text(sum, { x: left + 0.07, y: top + 0.05 + size / 2, "text-anchor": "start", fill: entry.fontC || colour, "font-size": size }, g);
      const first = this.board.querySelector('.cell[data-cell="r' + r + "c" + c + '"]');
      if (first) first.classList.add("corner-label");
    }
  }

  /** The setter's texts: at the middle of their cells, size 1 being f-puzzles' own size. */
  texts(key, entries) {
    for (const entry of entries) {
      const cells = entry.cells || [];
      if (cells.length === 0 || entry.value === undefined) continue;
      const { x, y } = middle(cells), g = group(key, this.layers.shapes);
      const size = 0.7 * (Number(entry.size) || 1);
      text(entry.value, { x, y, fill: entry.fontC || "#000000", "font-size": size, transform: turned(entry, x, y) }, g);
    }
  }

  /** Dots on the edge between two cells: white (difference), black (ratio), or a sum's circled number. */
  dots(key, entries) {
    for (const entry of entries) {
      if (!entry.cells || entry.cells.length < 2) continue;
      const { x, y } = middle(entry.cells), g = group(key, this.layers.labels);
      const value = entry.value === undefined || entry.value === null ? "" : String(entry.value);
      const r = key === "sum" || value ? 0.15 : 0.12;
      element("circle", { cx: x, cy: y, r, class: key === "ratio" ? "dot black" : "dot white" }, g);
      if (value) text(value, { x, y, class: key === "ratio" ? "on-black" : "ink", "font-size": 0.17 }, g);
    }
  }

  /** X and V on the edge between their cells, with a halo of the board's colour to part them from it. */
  xvs(key, entries) {
    for (const entry of entries) {
      if (!entry.cells || entry.cells.length < 2) continue;
      const { x, y } = middle(entry.cells);
      const letter = String(entry.value || "").toUpperCase();
      text(letter, { x, y, class: "ink halo", "font-size": 0.34, "font-weight": 700, "data-kind": key }, this.layers.labels);
    }
  }

  /** A white circle on the corner the four cells share, holding the digits two by two. */
  quadruples(key, entries) {
    for (const entry of entries) {
      if (!entry.cells || entry.cells.length === 0) continue;
      const { x, y } = middle(entry.cells), g = group(key, this.layers.labels);
      const values = (entry.values || []).map(String);
      element("circle", { cx: x, cy: y, r: 0.29, class: "dot white" }, g);
      const rows = values.length > 2 ? [values.slice(0, 2), values.slice(2, 4)] : [values];
      rows.forEach((row, i) => row.forEach((value, j) => {
        const dx = row.length === 1 ? 0 : j === 0 ? -0.1 : 0.1, dy = rows.length === 1 ? 0 : i === 0 ? -0.1 : 0.1;
        text(value, { x: x + dx, y: y + dy, class: "ink", "font-size": 0.2 }, g);
      }));
    }
  }

  /** Sandwich, X-sum and skyscraper clues: the number in its cell outside the grid; an X-sum's circled. */
  outsideClues(key, entries) {
    for (const entry of entries) {
      if (!entry.cell) continue;
      const { x, y } = centre(entry.cell), g = group(key, this.layers.labels);
      if (key === "xsum") element("circle", { cx: x, cy: y, r: 0.36, class: "ring" }, g);
      text(String(entry.value ?? ""), { x, y, class: "ink", "font-size": 0.48 }, g);
    }
  }

  /** A little killer's sum outside the grid, with a small arrow along its diagonal, in its direction. */
  littleKillers(key, entries) {
    const ways = { UL: [-1, -1], UR: [1, -1], DL: [-1, 1], DR: [1, 1] };
    for (const entry of entries) {
      if (!entry.cell || !ways[entry.direction]) continue;
      const { x, y } = centre(entry.cell), [dx, dy] = ways[entry.direction], g = group(key, this.layers.labels);
      // The number leans away from the corner the arrow leaves by, and the arrow sits in that corner.
      text(String(entry.value ?? ""), { x: x - dx * 0.08, y: y - dy * 0.08, class: "ink", "font-size": 0.42 }, g);
      const tail = { x: x + dx * 0.22, y: y + dy * 0.22 }, tip = { x: x + dx * 0.44, y: y + dy * 0.44 };
      element("line", { x1: tail.x, y1: tail.y, x2: tip.x, y2: tip.y, class: "stroke", "stroke-width": 0.035 }, g);
      const head = [[tip.x - dx * 0.12, tip.y], [tip.x, tip.y], [tip.x, tip.y - dy * 0.12]].map((p) => p.join(",")).join(" ");
      element("polyline", { points: head, class: "stroke", fill: "none", "stroke-width": 0.035, "stroke-linejoin": "round" }, g);
    }
  }
}
