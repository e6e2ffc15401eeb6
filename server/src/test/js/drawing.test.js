// A setter's constraints drawn from their f-puzzles object (drawing.js), on a fake document: each entry
// of a rule one element tagged with its kind, in its layer; outside clues and the margin they need;
// cage sums and the cell they sit in; decorations that stand in for a kind drawn; malformed entries.
// Where the drawing lands on screen is the browser's part (ConstraintDrawingIT).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Drawing } from "../../main/resources/web/drawing.js";
import { useFakeDocument } from "./fake-dom.js";

/** A board of side x side cells, as board.js lays them out, in a fresh fake document. */
function boardOf(t, side = 9) {
  const document = useFakeDocument(t);
  const board = document.body.appendChild(document.createElement("div"));
  for (let i = 0; i < side * side; i++) {
    const cell = board.appendChild(document.createElement("div"));
    cell.className = "cell";
    cell.dataset.cell = "r" + (Math.floor(i / side) + 1) + "c" + (i % side + 1);
  }
  return board;
}

/** How many elements carry each data-kind, in each layer. */
function kindsIn(board) {
  const found = {};
  for (const layer of ["shading", "shapes", "labels"]) {
    for (const e of board.querySelectorAll(".drawing ." + layer + " [data-kind]")) {
      const key = layer + " " + e.getAttribute("data-kind");
      found[key] = (found[key] || 0) + 1;
    }
  }
  return found;
}

const line = (...cells) => ({ lines: [cells] });

/** The straight segments of path data made of "M x y L x y" pairs, rounded to 1/1000 of a cell, sorted. */
function segments(path) {
  const round = (n) => String(Math.round(Number(n) * 1000) / 1000);
  return [...path.matchAll(/M([\d.-]+) ([\d.-]+)L([\d.-]+) ([\d.-]+)/g)]
      .map(([, x1, y1, x2, y2]) => round(x1) + "," + round(y1) + " " + round(x2) + "," + round(y2)).sort();
}

/** One entry (or two) of each kind the page draws, inside a 9x9 grid. */
const EVERY_KIND_INSIDE = {
  size: 9,
  grid: Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (r === 8 && c === 8 ? { c: "#ffcccc" } : {}))),
  extraregion: [{ cells: ["R1C1", "R1C2", "R2C1"] }],
  clone: [{ cells: ["R1C1"], cloneCells: ["R9C9"] }],
  rowindexer: [{ cells: ["R1C1"] }],
  columnindexer: [{ cells: ["R1C2"] }],
  boxindexer: [{ cells: ["R1C3"] }],
  minimum: [{ cell: "R5C5" }],
  maximum: [{ cell: "R1C1" }],
  odd: [{ cell: "R2C2" }, { cell: "R2C3" }],
  even: [{ cell: "R3C3" }],
  "diagonal+": true,
  "diagonal-": false,
  line: [{ lines: [["R4C1", "R4C2"]], outlineC: "#123456", width: 0.2 }],
  whispers: [line("R5C1", "R5C2", "R5C3"), { ...line("R6C1", "R6C2"), value: 4 }],
  renban: [line("R7C1", "R7C2")],
  palindrome: [line("R8C1", "R8C2")],
  regionsumline: [line("R9C1", "R9C2")],
  entropicline: [line("R4C4", "R4C5")],
  modularline: [line("R5C4", "R5C5")],
  nabner: [line("R6C4", "R6C5")],
  zipperline: [line("R7C4", "R7C5")],
  betweenline: [line("R8C4", "R8C5", "R8C6")],
  lockout: [line("R9C4", "R9C5", "R9C6")],
  doublearrow: [line("R4C7", "R4C8", "R4C9")],
  thermometer: [line("R5C7", "R5C8", "R5C9")],
  slowthermometer: [line("R6C7", "R6C8")],
  arrow: [{ cells: ["R7C7"], lines: [["R7C7", "R7C8", "R7C9"]] }],
  rectangle: [{ cells: ["R1C4"], width: 0.5, height: 0.5, baseC: "#eeeeee", value: "R", angle: 45 }],
  circle: [{ cells: ["R1C5"], width: 0.6, height: 0.6, outlineC: "#000000" }],
  killercage: [{ cells: ["R2C6", "R2C5", "R3C5"], value: "15" }, { cells: ["R9C9"], value: "msgcorrect: well done" }],
  cage: [{ cells: ["R3C7"] }],
  text: [{ cells: ["R1C6"], value: "T", size: 1 }],
  difference: [{ cells: ["R2C7", "R2C8"] }],
  ratio: [{ cells: ["R3C8", "R3C9"], value: "3" }],
  sum: [{ cells: ["R2C9", "R3C9"], value: "10" }],
  xv: [{ cells: ["R8C7", "R8C8"], value: "x" }],
  quadruple: [{ cells: ["R8C8", "R8C9", "R9C8", "R9C9"], values: [1, 2, 3] }],
  antiknight: true, // a rule with nothing to draw
};

test("each entry of each kind is one element tagged with its f-puzzles key, in its layer", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw(EVERY_KIND_INSIDE, 9);
  assert.deepEqual(kindsIn(board), {
    "shading colour": 1, "shading extraregion": 1, "shading clone": 1,
    "shading rowindexer": 1, "shading columnindexer": 1, "shading boxindexer": 1,
    "shapes minimum": 1, "shapes maximum": 1, "shapes odd": 2, "shapes even": 1, "shapes diagonal+": 1,
    "shapes line": 1, "shapes whispers": 2, "shapes renban": 1, "shapes palindrome": 1, "shapes regionsumline": 1,
    "shapes entropicline": 1, "shapes modularline": 1, "shapes nabner": 1, "shapes zipperline": 1,
    "shapes betweenline": 1, "shapes lockout": 1, "shapes doublearrow": 1, "shapes thermometer": 1,
    "shapes slowthermometer": 1, "shapes arrow": 1, "shapes rectangle": 1, "shapes circle": 1,
    "shapes killercage": 2, "shapes cage": 1, "shapes text": 1,
    "labels difference": 1, "labels ratio": 1, "labels sum": 1, "labels xv": 1, "labels quadruple": 1,
  });
  const layers = board.querySelectorAll(".drawing svg");
  assert.deepEqual(layers.map((s) => s.getAttribute("class")), ["layer shading", "layer shapes", "layer labels"]);
  assert.ok(layers.every((s) => s.getAttribute("viewBox") === "0 0 9 9"), "the layers span the grid, in cell units");
  assert.ok(!board.classList.contains("outside-clues"));
  assert.equal(board.querySelector(".drawing").getAttribute("aria-hidden"), "true");
});

test("lines follow their cells' centres; German and Dutch whispers differ in colour", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw(EVERY_KIND_INSIDE, 9);
  const whispers = board.querySelectorAll('[data-kind="whispers"] polyline');
  assert.equal(whispers[0].getAttribute("points"), "0.5,4.5 1.5,4.5 2.5,4.5");
  assert.notEqual(whispers[0].getAttribute("stroke"), whispers[1].getAttribute("stroke"));
  const setters = board.querySelector('[data-kind="line"] polyline');
  assert.equal(setters.getAttribute("stroke"), "#123456");
  assert.equal(setters.getAttribute("stroke-width"), "0.2");
});

test("a cage's outline runs inside its cells; its sum sits in the first cell in reading order, which makes room for it", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw({ size: 9, killercage: [{ cells: ["R1C2", "R1C1"], value: "7" }] }, 9);
  const cage = board.querySelector('[data-kind="killercage"]');
  // Two cells side by side: the top and bottom edges run on from one cell into the other, the ends close it.
  assert.deepEqual(segments(cage.querySelector("path").getAttribute("d")), [
    "0.08,0.08 1,0.08", "0.08,0.92 0.08,0.08", "1,0.08 1.92,0.08", "1,0.92 0.08,0.92", "1.92,0.08 1.92,0.92", "1.92,0.92 1,0.92",
  ]);
  assert.equal(cage.querySelector("text").textContent, "7");
  assert.deepEqual(board.querySelectorAll(".corner-label").map((c) => c.dataset.cell), ["r1c1"]);
});

test("f-puzzles' message cage is outlined without a sum", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw({ size: 9, killercage: [{ cells: ["R9C9"], value: "msgcorrect: yes" }] }, 9);
  assert.equal(board.querySelectorAll('[data-kind="killercage"] text').length, 0);
  assert.equal(board.querySelectorAll(".corner-label").length, 0);
});

test("outside clues widen the drawing by a ring of cells around the grid", (t) => {
  const board = boardOf(t, 6);
  new Drawing(board).draw({
    size: 6,
    sandwichsum: [{ cell: "R0C2", value: 5 }],
    xsum: [{ cell: "R3C7", value: 12 }],
    skyscraper: [{ cell: "R7C1", value: 3 }],
    littlekillersum: [{ cell: "R0C0", value: 21, direction: "DR" }, { cell: "R0C7", value: 9, direction: "NOWHERE" }],
  }, 6);
  assert.ok(board.classList.contains("outside-clues"));
  assert.ok(board.querySelectorAll(".drawing svg").every((s) => s.getAttribute("viewBox") === "-1 -1 8 8"));
  assert.deepEqual(kindsIn(board), { "labels sandwichsum": 1, "labels xsum": 1, "labels skyscraper": 1, "labels littlekillersum": 1 });
  const sandwich = board.querySelector('[data-kind="sandwichsum"] text');
  assert.deepEqual([sandwich.getAttribute("x"), sandwich.getAttribute("y"), sandwich.textContent], ["1.5", "-0.5", "5"]);
  assert.equal(board.querySelectorAll('[data-kind="xsum"] circle').length, 1, "an X-sum's clue is circled");
});

test("a setter's text around the grid needs the ring too", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw({ size: 9, text: [{ cells: ["R0C5"], value: "!" }] }, 9);
  assert.ok(board.classList.contains("outside-clues"));
});

test("a decoration that stands in for a kind drawn here is left out; one whose kind is not drawn stays", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw({
    size: 9,
    whispers: [line("R1C1", "R1C2")],
    lockout: [line("R2C1", "R2C3")],
    line: [
      { lines: [["R1C1", "R1C2"]], fromConstraint: "German Whispers" },
      { lines: [["R2C1", "R2C3"]], isLLConstraint: true },
      { lines: [["R3C1", "R3C2"]], fromConstraint: "Some Line Nonet Does Not Know" },
      { lines: [["R4C1", "R4C2"]] },
    ],
  }, 9);
  assert.deepEqual(kindsIn(board), { "shapes line": 2, "shapes whispers": 1, "shapes lockout": 1 });
});

test("clones linked in a chain of pairs share one tint; other sets take the next", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw({
    size: 9,
    clone: [
      { cells: ["R1C1"], cloneCells: ["R2C2"] },
      { cells: ["R2C2"], cloneCells: ["R3C3"] },
      { cells: ["R5C5"], cloneCells: ["R6C6"] },
    ],
  }, 9);
  const tints = board.querySelectorAll('[data-kind="clone"]').map((g) => g.querySelector("rect").getAttribute("fill"));
  assert.equal(tints[0], tints[1]);
  assert.notEqual(tints[0], tints[2]);
});

test("a malformed entry costs its kind's drawing, not the board's", (t) => {
  const board = boardOf(t);
  const warned = t.mock.method(console, "warn", () => {});
  new Drawing(board).draw({ size: 9, thermometer: [{ lines: [["nowhere"]] }], odd: [{ cell: "R1C1" }] }, 9);
  assert.equal(board.querySelectorAll('[data-kind="thermometer"] circle').length, 0);
  assert.equal(board.querySelectorAll('[data-kind="odd"]').length, 1);
  assert.equal(warned.mock.callCount(), 1);
  assert.match(warned.mock.calls[0].arguments[0], /thermometer not drawn/);
});

test("each arrow's mask has an id of its own", (t) => {
  const board = boardOf(t);
  new Drawing(board).draw({ size: 9, arrow: [{ cells: ["R1C1"], lines: [["R1C1", "R1C2"]] }, { cells: ["R5C5", "R5C6"], lines: [["R5C6", "R6C7"]] }] }, 9);
  const ids = board.querySelectorAll("mask").map((m) => m.getAttribute("id"));
  assert.equal(new Set(ids).size, 2);
  const shafts = board.querySelectorAll('[data-kind="arrow"] g[mask]').map((g) => g.getAttribute("mask"));
  assert.deepEqual(shafts, ids.map((id) => "url(#" + id + ")"));
});

test("drawing again replaces the last drawing; null clears it, with the margin and the sums' room", (t) => {
  const board = boardOf(t);
  const drawing = new Drawing(board);
  drawing.draw({ size: 9, killercage: [{ cells: ["R1C1"], value: "5" }], sandwichsum: [{ cell: "R0C1", value: 3 }] }, 9);
  drawing.draw({ size: 9, odd: [{ cell: "R1C1" }] }, 9);
  assert.equal(board.querySelectorAll(".drawing").length, 1);
  assert.deepEqual(kindsIn(board), { "shapes odd": 1 });
  assert.ok(!board.classList.contains("outside-clues"));
  assert.equal(board.querySelectorAll(".corner-label").length, 0);
  drawing.draw(null, 9);
  assert.equal(board.querySelectorAll(".drawing").length, 0);
  assert.equal(board.querySelectorAll(".cell").length, 81, "the cells stay");
});
