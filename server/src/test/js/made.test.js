// The kinds New makes (made.js): which kind a game on the board is, what New asks the server for, and
// that the picker offers each kind with levels and a reason for the others.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { Game } from "../../main/resources/web/game.js";
import { MADE_KINDS, madeKindOf, madeRequest } from "../../main/resources/web/made.js";

const PUZZLE = ".".repeat(81);
const rules = (kinds) => ({ source: {}, payload: "p", kinds });

test("a game is of the kind New makes when its rules are all that kind's, on classic 9x9", () => {
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC, rules(["killercage"]))), "killer");
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC, rules(["thermometer"]))), "thermo");
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC, rules(["ratio"]))), "kropki", "black dots alone are kropki");
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC, rules(["difference", "ratio"]))), "kropki");
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC, rules(["antiknight"]))), "antiknight");
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC, rules(["killercage", "thermometer"]))), null, "two kinds: a setter's puzzle");
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC, rules([]))), null, "no rules: classic");
  assert.equal(madeKindOf(new Game(PUZZLE, Game.CLASSIC)), null);
  const x = { shape: "9x9", side: 9, boxWidth: 3, boxHeight: 3, variants: ["x"] };
  assert.equal(madeKindOf(new Game(PUZZLE, x, rules(["thermometer"]))), null, "an X-Sudoku with thermometers is not New's");
});

test("New asks for the kind, with the level unless any will do", () => {
  assert.deepEqual(madeRequest("thermo", "medium"), { variant: "thermo", difficulty: "medium" });
  assert.deepEqual(madeRequest("arrow", "any"), { variant: "arrow" });
});

test("every kind is in the Layout picker, offers easy at least and says why not the others", () => {
  const page = fs.readFileSync(new URL("../../main/resources/web/index.html", import.meta.url), "utf8");
  for (const [name, kind] of Object.entries(MADE_KINDS)) {
    assert.ok(page.includes('<option value="' + name + '">' + kind.words + "</option>"), name + " in the picker");
    assert.equal(kind.levels[0], "easy", name);
    const order = ["easy", "medium", "hard", "expert"];
    assert.deepEqual(kind.levels, order.slice(0, kind.levels.length), name + ": the levels from easy up, none skipped");
    assert.ok(kind.why.length > 0 && kind.kinds.length > 0, name);
  }
});
