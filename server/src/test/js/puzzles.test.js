// Where puzzles come from (puzzles.js): a generated killer as the f-puzzles object the server reads
// back, and the levels New offers by size.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LEVELS_BY_SIDE, killerSource, withLayout } from "../../main/resources/web/puzzles.js";

test("a generated killer becomes an f-puzzles object: its givens, and its cages with their sums", () => {
  const made = {
    layout: { side: 9 },
    puzzle: "4" + ".".repeat(80),
    cages: [{ cells: ["r1c1", "r1c2"], sum: 11 }, { cells: ["r9c9"], sum: 6 }],
  };
  const source = killerSource(made, "hard");
  assert.equal(source.size, 9);
  assert.equal(source.title, "Killer (hard)");
  assert.deepEqual(source.grid[0].slice(0, 2), [{ value: 4, given: true }, {}]);
  assert.equal(source.grid.length, 9);
  assert.ok(source.grid.every((row) => row.length === 9));
  assert.deepEqual(source.killercage, [{ cells: ["R1C1", "R1C2"], value: "11" }, { cells: ["R9C9"], value: "6" }]);
  assert.match(source.ruleset, /add up to the sum/);
});

test("New offers on each size only levels the server makes in time, and says why", () => {
  assert.deepEqual(LEVELS_BY_SIDE[4].levels, ["easy"]);
  assert.deepEqual(LEVELS_BY_SIDE[25].levels, []);
  assert.equal(LEVELS_BY_SIDE[9], undefined, "9x9 makes every level");
  assert.ok(Object.values(LEVELS_BY_SIDE).every((limit) => limit.why.length > 0));
});

test("a layout picked over a setter's puzzle keeps its rules and adds the layout's houses, or says why it cannot", () => {
  const grid = (n) => Array.from({ length: n }, () => Array.from({ length: n }, () => ({})));
  const source = { size: 9, grid: grid(9), killercage: [{ cells: ["R1C1", "R1C2"], value: "3" }], antiknight: true };
  const x = withLayout(source, "x").source;
  assert.deepEqual({ ...x, grid: undefined }, { ...source, grid: undefined, "diagonal+": true, "diagonal-": true });
  const windoku = withLayout(source, "windoku").source;
  assert.equal(windoku.extraregion.length, 4);
  assert.deepEqual(windoku.extraregion[3].cells, ["R6C6", "R6C7", "R6C8", "R7C6", "R7C7", "R7C8", "R8C6", "R8C7", "R8C8"]);
  assert.deepEqual(withLayout(windoku, "windoku").source.extraregion, windoku.extraregion);
  const rows = ["111222333", "111222333", "111222333", "444555666", "444555666", "444555666", "777888999", "777888999", "777888989"];
  assert.match(withLayout(source, "jigsaw", rows.join("\n")).refused, /9 regions of 9 cells/);
  rows[8] = "777888999";
  rows[0] = "211122333"; // r1c1 in the second region, r1c4 in the first
  const jigsaw = withLayout(source, "jigsaw", rows.join("\n"));
  assert.equal(jigsaw.refused, undefined);
  assert.equal(jigsaw.source.grid[0][0].region, 0);
  assert.equal(jigsaw.source.grid[0][1].region, 1);
  assert.deepEqual(jigsaw.source.killercage, source.killercage);
  assert.match(withLayout(source, "jigsaw", "1234").refused, /4 cells, and the grid 81/);
  assert.ok(withLayout(jigsaw.source, "9x9").source.grid.flat().every((cell) => !("region" in cell)));
  assert.match(withLayout({ size: 6, grid: grid(6) }, "windoku").refused, /9x9 grids/);
  assert.equal(source["diagonal+"], undefined, "the puzzle itself is left as it was");
});
