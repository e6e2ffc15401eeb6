// The kind of puzzle a solved game counts under in the statistics (stats.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";
import { statsKind } from "../../main/resources/web/stats.js";

const empty = (side) => ".".repeat(side * side);

test("a kind is the level, with the layout off classic 9x9 and the kind of a setter's puzzle", () => {
  assert.equal(statsKind(new Game(empty(9)), "hard"), "hard");
  assert.equal(statsKind(new Game(empty(9)), null), "unrated");
  assert.equal(statsKind(new Game(empty(16), { shape: "16x16", side: 16, boxWidth: 4, boxHeight: 4, variants: [], regions: null }), "easy"),
      "16x16 easy");
  assert.equal(statsKind(new Game(empty(9), { ...Game.CLASSIC, variants: ["x"] }), "medium"), "9x9 x medium");
  const rules = (kinds) => ({ source: {}, payload: "p", kinds });
  assert.equal(statsKind(new Game(empty(9), Game.CLASSIC, rules(["killercage"])), "easy"), "killer easy");
  assert.equal(statsKind(new Game(empty(9), Game.CLASSIC, rules(["thermometer"])), null), "variant unrated");
  assert.equal(statsKind(new Game(empty(9), Game.CLASSIC, rules([])), null), "unrated", "an f-puzzles classic counts as any classic");
});
