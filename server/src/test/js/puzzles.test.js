// Where puzzles come from (puzzles.js): a generated killer as the f-puzzles object the server reads
// back, and the levels New offers by size.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LEVELS_BY_SIDE, killerSource } from "../../main/resources/web/puzzles.js";

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
