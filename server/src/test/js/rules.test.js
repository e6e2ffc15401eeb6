// The page's words for a setter's rules (rules.js): constraints named as players name them, a broken rule
// said as a player would say it, and what a puzzle without rules text plays by.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";
import { brokenInWords, constraintsInWords, rulesFromKinds } from "../../main/resources/web/rules.js";

test("a hint's constraints are named as players name them", () => {
  const cage = { text: "killercage 10 at r1c1 r1c2 r2c1 r2c2" }, odd = { text: "odd at r7c2" };
  assert.equal(constraintsInWords("look at killercage 10 at r1c1 r1c2 r2c1 r2c2: there is a constraint step", [cage]),
      "look at the cage of 10 at r1c1-r2c2: there is a constraint step");
  assert.equal(constraintsInWords("odd at r7c2: removes 2, 4 from r7c2", [odd]), "the odd cell r7c2: removes 2, 4 from r7c2");
  assert.equal(constraintsInWords("whispers 5 at r2c3 r2c4 r2c5: ...", [{ text: "whispers 5 at r2c3 r2c4 r2c5" }]),
      "the German whispers line at r2c3-r2c5: ...");
  assert.equal(constraintsInWords("arrow at r4c6 along r3c6 r2c6: ...", [{ text: "arrow at r4c6 along r3c6 r2c6" }]),
      "the arrow at r4c6 along r3c6 r2c6: ...");
  assert.equal(constraintsInWords("Hidden Single: r1c1 is 5", undefined), "Hidden Single: r1c1 is 5");
});

test("a broken rule is said as a player would say it", () => {
  const game = new Game(".".repeat(81));
  game.setValues([20, 21], 5); // r3c3 and r3c4
  assert.equal(brokenInWords({ text: "breaks killercage 11 at r3c3 r3c4" }, game), "the cage of 11 at r3c3-r3c4 repeats a digit");
  game.setValue(21, 9);
  assert.equal(brokenInWords({ text: "breaks killercage 11 at r3c3 r3c4" }, game), "the cage of 11 at r3c3-r3c4 cannot add up to 11");
  assert.equal(brokenInWords({ text: "breaks even at r2c2" }, game), "r2c2 must be even");
  assert.equal(brokenInWords({ text: "breaks thermometer at r1c1 r1c2 r1c3" }, game),
      "the thermometer at r1c1-r1c3 breaks its rule: its digits must rise from its bulb");
});

test("a puzzle without rules text plays by what is drawn, named", () => {
  assert.equal(rulesFromKinds(["thermometer", "difference", "ratio"]),
      "No rules text came with this puzzle: normal Sudoku rules apply, and those of what is drawn (thermometer, white dot, black dot).");
});
