// The game's state without any page (game.js): layouts and their houses, moves and their undo, marks,
// candidates, the steps of hints, conflicts, and the game kept and read back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const bit = (d) => 1 << (d - 1);
const digitsOf = (bits) => [...Array(25).keys()].map((k) => k + 1).filter((d) => bits & bit(d));
const layout = (shape, side, boxWidth, boxHeight, variants = [], regions = null) => ({ shape, side, boxWidth, boxHeight, variants, regions });

test("digits are written 1-9 then letters, and read back in either case", () => {
  assert.deepEqual([0, 1, 9, 10, 16, 25].map(Game.symbol), [".", "1", "9", "A", "G", "P"]);
  assert.deepEqual([".", "0", "7", "A", "g", "p", "?", "-"].map(Game.digitOf), [0, 0, 7, 10, 16, 25, -1, -1]);
});

test("a classic game: its givens, entries, peers and names of cells", () => {
  const game = new Game(PUZZLE);
  assert.equal(game.side, 9);
  assert.equal(game.puzzle, PUZZLE.replace(/0/g, "."));
  assert.equal(game.entries, game.puzzle);
  assert.equal(game.givens.filter((d) => d).length, 30);
  assert.ok(game.isGiven(0) && !game.isGiven(2));
  assert.equal(game.peers[0].length, 20); // 8 in its row, 8 in its column, 4 more in its box
  assert.equal(game.cellName(80), "r9c9");
  assert.equal(game.cellIndex("r2c3"), 11);
  assert.ok(game.isClassic && !game.hasConstraints && !game.isKiller && !game.isStarted);
});

test("the houses of each layout: boxes, jigsaw regions, diagonals, windows and disjoint groups", () => {
  const six = new Game(".".repeat(36), layout("6x6", 6, 3, 2));
  assert.equal(six.peers[0].length, 5 + 5 + 2); // a 3x2 box adds its two cells of the next row
  assert.deepEqual(six.regions.slice(0, 12), [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);

  const x = new Game(".".repeat(81), layout("9x9", 9, 3, 3, ["x"]));
  assert.equal(x.peers[0].length, 20 + 6); // the main diagonal past its box
  assert.equal(x.peers[1].length, 20);
  assert.ok(x.shaded.has(0) && x.shaded.has(8) && x.shaded.has(40) && !x.shaded.has(1));

  const windoku = new Game(".".repeat(81), layout("9x9", 9, 3, 3, ["windoku"]));
  assert.equal(windoku.shaded.size, 36);
  assert.ok(windoku.shaded.has(10) && !windoku.shaded.has(0) && !windoku.shaded.has(13));

  const disjoint = new Game(".".repeat(81), layout("9x9", 9, 3, 3, ["disjoint"]));
  assert.ok(disjoint.peers[0].includes(3) && disjoint.peers[0].includes(30) && disjoint.peers[0].includes(60));

  const stripes = Array.from({ length: 16 }, (_, i) => Math.floor(i / 4)); // regions that are the rows
  const jigsaw = new Game(".".repeat(16), layout("4x4", 4, 2, 2, ["jigsaw"], stripes));
  assert.deepEqual(jigsaw.regions, stripes);
  assert.deepEqual(jigsaw.houseOf(5), [1, 4, 5, 6, 7, 9, 13]);
});

test("a digit placed leaves its peers' marks, unless the player keeps them, and hides its own; givens stay", () => {
  const game = new Game(PUZZLE);
  game.toggleMark("corner", [2, 3, 20], 4);
  game.toggleMark("centre", [2], 4);
  assert.ok(game.setValue(2, 4));
  assert.equal(game.values[2], 4);
  assert.deepEqual([game.corner[2], game.centre[2]], [bit(4), bit(4)], "under the digit, back when it is cleared");
  assert.equal(game.corner[3] & bit(4), 0);
  assert.equal(game.corner[20] & bit(4), 0);
  assert.equal(game.setValue(0, 9), false, "a given does not change: no move");
  assert.equal(game.values[0], 5);

  const kept = new Game(PUZZLE);
  kept.keepPeerMarks = true;
  kept.toggleMark("corner", [3], 4);
  kept.setValue(2, 4);
  assert.equal(kept.corner[3], bit(4));
  assert.equal(kept.setValue(2, 10), false, "no digit past the side");
});

test("marks toggle off where every cell has them, else on in all; colours likewise, givens too", () => {
  const game = new Game(PUZZLE);
  game.toggleMark("corner", [2], 1);
  game.toggleMark("corner", [2, 3], 1);
  assert.deepEqual([game.corner[2], game.corner[3]], [bit(1), bit(1)]);
  game.toggleMark("corner", [2, 3], 1);
  assert.deepEqual([game.corner[2], game.corner[3]], [0, 0]);
  assert.equal(game.toggleMark("corner", [0], 1), false, "a given's cell takes no marks");
  game.toggleColour([0, 2], 3);
  assert.deepEqual([game.colours[0], game.colours[2]], [3, 3]);
  game.toggleColour([0, 2], 3);
  assert.deepEqual([game.colours[0], game.colours[2]], [0, 0]);
});

test("clear empties one layer, and never a given", () => {
  const game = new Game(PUZZLE);
  game.setValue(2, 4);
  game.toggleColour([2, 0], 1);
  game.clear("values", [0, 2]);
  assert.deepEqual([game.values[0], game.values[2]], [5, 0]);
  game.clear("colours", [0, 2]);
  assert.deepEqual([game.colours[0], game.colours[2]], [0, 0]);
  assert.equal(game.clear("values", [2]), false, "nothing left to clear is no move");
});

test("candidates follow the peers and the eliminations; auto candidates fill the corner marks", () => {
  const game = new Game(PUZZLE);
  assert.deepEqual(digitsOf(game.candidates(2)), [1, 2, 4]);
  assert.equal(game.candidates(0), 0);
  game.eliminated[2] = bit(2);
  assert.deepEqual(digitsOf(game.candidates(2)), [1, 4]);
  game.autoCandidates();
  assert.deepEqual(digitsOf(game.corner[2]), [1, 4]);
  assert.equal(game.corner[0], 0);
});

test("a hint's step is one move: its eliminations, shown as marks where the cell had none, and its placements", () => {
  const game = new Game(PUZZLE);
  game.toggleMark("corner", [3], 2);
  game.toggleMark("corner", [3], 6);
  const step = { eliminations: [{ cell: "r1c3", digit: 2 }, { cell: "r1c4", digit: 2 }], placements: [{ cell: "r1c3", digit: 4 }] };
  assert.deepEqual(game.applyStep(step), [2]);
  assert.equal(game.values[2], 4);
  assert.equal(game.corner[3], bit(6));
  assert.equal(game.eliminated[3], bit(2));
  assert.equal(game.applyStep({ eliminations: [], placements: [{ cell: "r1c3", digit: 4 }] }), false);
  game.undo();
  assert.equal(game.values[2], 0);
  assert.deepEqual(digitsOf(game.corner[3]), [2, 6]);
});

test("the eliminations sent with a hint: those of hints, and what a cell's marks leave out", () => {
  const game = new Game(PUZZLE);
  game.eliminated[3] = bit(2); // a hint took 2 out of r1c4
  game.toggleMark("centre", [2], 1); // r1c3 may hold 1, 2 or 4: its mark keeps 1
  assert.deepEqual(game.eliminations(), [{ cell: "r1c3", digit: 2 }, { cell: "r1c3", digit: 4 }, { cell: "r1c4", digit: 2 }]);
});

test("conflicts: repeats in any house, and the cells of the rules the server says are broken", () => {
  const game = new Game(PUZZLE);
  game.setValue(2, 5); // r1c1 holds 5
  assert.deepEqual([...game.conflicts()].sort((a, b) => a - b), [0, 2]);
  game.setValue(2, 0);
  game.ruleBreaks = [{ text: "a cage", cells: ["r9c9", "r9c8"] }];
  assert.deepEqual([...game.conflicts()].sort((a, b) => a - b), [79, 80]);
});

test("undo and redo travel the moves; a new move forgets what was undone", () => {
  const game = new Game(PUZZLE);
  game.setValue(2, 4);
  game.setValue(3, 6);
  assert.ok(game.isStarted);
  assert.ok(game.undo());
  assert.equal(game.values[3], 0);
  assert.ok(game.redo());
  assert.equal(game.values[3], 6);
  game.undo();
  game.setValue(5, 8);
  assert.equal(game.redo(), false);
  game.undo();
  game.undo();
  assert.equal(game.undo(), false);
  assert.equal(game.entries, game.puzzle);
});

test("a filled board, its digit counts, and the cells holding a digit", () => {
  const game = new Game(PUZZLE);
  game.fill(SOLUTION);
  assert.ok(game.isFilled());
  assert.equal(game.conflicts().size, 0);
  assert.deepEqual(game.digitCounts().slice(1), new Array(9).fill(9));
  assert.equal(game.cellsHolding(5).length, 9);
  assert.equal(game.entries, SOLUTION);
});

test("a game kept and read back is the same game, its history included; rewound, it waits at the start", () => {
  const game = new Game(PUZZLE);
  game.setValue(2, 4);
  game.toggleMark("centre", [3], 6);
  game.toggleColour([4], 2);
  const read = Game.fromJSON(JSON.parse(JSON.stringify(game)));
  assert.deepEqual(JSON.parse(JSON.stringify(read)), JSON.parse(JSON.stringify(game)));
  assert.equal(read.entries, game.entries);
  assert.ok(read.undo() && read.undo() && read.undo() && !read.undo());

  const rewound = game.rewound();
  assert.equal(rewound.entries, game.puzzle);
  assert.equal(rewound.redoStack.length, 3);
  assert.equal(game.values[2], 4, "the game itself stays as it was");
});

test("larger sides write digits past 9 as letters", () => {
  const sixteen = new Game("A" + ".".repeat(255), layout("16x16", 16, 4, 4));
  assert.equal(sixteen.values[0], 10);
  sixteen.setValue(1, 16);
  assert.equal(sixteen.entries.slice(0, 2), "AG");
  assert.equal(sixteen.cellName(255), "r16c16");
});

test("a setter's puzzle: constraints beyond the houses, and a killer when they are cages alone", () => {
  const rules = (kinds) => ({ source: {}, payload: "p", kinds });
  assert.ok(new Game(PUZZLE, Game.CLASSIC, rules(["killercage"])).isKiller);
  assert.ok(!new Game(PUZZLE, Game.CLASSIC, rules(["killercage", "thermometer"])).isKiller);
  assert.ok(new Game(PUZZLE, Game.CLASSIC, rules(["thermometer"])).hasConstraints);
  assert.ok(!new Game(PUZZLE, Game.CLASSIC, rules([])).hasConstraints, "a classic puzzle written by f-puzzles");
  assert.ok(!new Game(PUZZLE, Game.CLASSIC, rules([])).isClassic, "its link is its payload");
  const x = layout("9x9", 9, 3, 3, ["x"]);
  assert.ok(!new Game(PUZZLE, x, rules(["killercage"])).isKiller);
});

test("corner marks are read as SudokuPad players write them: a digit's corner marks in a box are the only places it can go there", () => {
  // Box 1 of PUZZLE has r1c3, r2c2, r2c3 and r3c1 open; its 4 is in r1c3 (SOLUTION), r2c2 holds 7.
  const game = new Game(PUZZLE);
  game.toggleMark("corner", [2, 10], 4); // "the 4 of box 1 is in r1c3 or r2c2"
  assert.deepEqual(game.eliminations(), [{ cell: "r2c3", digit: 4 }], "4 is out of box 1's other cells; r2c2 keeps its 7");
  game.toggleMark("centre", [18], 1);
  game.toggleMark("centre", [18], 2); // centre marks are the cell's candidates: r3c1 holds 1 or 2
  assert.deepEqual(game.eliminations(), [{ cell: "r2c3", digit: 4 }]);
  game.toggleMark("centre", [18], 2);
  assert.deepEqual(game.eliminations(), [{ cell: "r2c3", digit: 4 }, { cell: "r3c1", digit: 2 }]);
  // A player who writes candidates in the corners says so (Settings): then they are the cell's candidates.
  assert.deepEqual(game.eliminations(true).filter((e) => e.cell === "r2c2"), [{ cell: "r2c2", digit: 2 }, { cell: "r2c2", digit: 7 }]);
  assert.equal(SOLUTION[10], "7");
});

test("a digit placed over marks hides them; cleared, the marks are back", () => {
  const game = new Game(PUZZLE);
  game.toggleMark("corner", [2], 1);
  game.toggleMark("centre", [2], 2);
  game.setValue(2, 4);
  game.clear("values", [2]);
  assert.deepEqual([game.corner[2], game.centre[2]], [bit(1), bit(2)]);
});
