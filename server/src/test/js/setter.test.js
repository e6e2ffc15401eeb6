// The puzzle the setter's tools ask about (setter.js): the board's digits as givens, centre marks as
// given pencil marks, with a setter's rules or the layout's houses.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";
import { setterPuzzle } from "../../main/resources/web/setter.js";

const nine = (variants) => ({ ...Game.CLASSIC, variants });

test("digits become givens, centre marks given pencil marks, and each cell names its box", () => {
  const game = new Game("5" + ".".repeat(80));
  game.setValue(1, 3);
  game.toggleMark("centre", [2], 1);
  game.toggleMark("centre", [2], 8);
  game.toggleMark("corner", [3], 2); // corner marks are the player's notes, not the setter's
  const source = setterPuzzle(game);
  assert.equal(source.size, 9);
  assert.deepEqual(source.grid[0].slice(0, 4), [
    { region: 0, value: 5, given: true }, { region: 0, value: 3, given: true }, { region: 0, givenPencilMarks: [1, 8] }, { region: 1 },
  ]);
  assert.equal(source.grid[8][8].region, 8);
  assert.ok(!("diagonal+" in source) && !("extraregion" in source));
});

test("variant houses as f-puzzles writes them: diagonals, windows as extra regions, disjoint groups", () => {
  assert.equal(setterPuzzle(new Game(".".repeat(81), nine(["x"])))["diagonal-"], true);
  assert.equal(setterPuzzle(new Game(".".repeat(81), nine(["disjoint"]))).disjointgroups, true);
  const windows = setterPuzzle(new Game(".".repeat(81), nine(["windoku"]))).extraregion;
  assert.equal(windows.length, 4);
  assert.deepEqual(windows[0].cells, ["R2C2", "R2C3", "R2C4", "R3C2", "R3C3", "R3C4", "R4C2", "R4C3", "R4C4"]);
  assert.ok(windows.every((w) => w.cells.length === 9));
});

test("a setter's puzzle keeps its rules and its cells' other fields; its givens are the board's digits", () => {
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
  grid[0][0] = { value: 1, given: true, c: "#ff0000" };
  grid[0][1] = { givenPencilMarks: [2, 3] };
  const rules = { source: { size: 9, grid, thermometer: [{ lines: [["R1C1", "R1C2"]] }] }, payload: "p", kinds: ["thermometer"] };
  const game = new Game("1" + ".".repeat(80), Game.CLASSIC, rules);
  game.setValue(1, 2);
  const source = setterPuzzle(game);
  assert.deepEqual(source.grid[0].slice(0, 3), [{ c: "#ff0000", value: 1, given: true }, { value: 2, given: true }, {}]);
  assert.deepEqual(source.thermometer, rules.source.thermometer);
  assert.deepEqual(grid[0][1], { givenPencilMarks: [2, 3] }, "the game's own rules stay as they were");
});
