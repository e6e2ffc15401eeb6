// The setter's editor's words and layouts (editor.js): the board an f-puzzles grid is laid out as, the
// logical path and a failure of the server said in a setter's words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Draft } from "../../main/resources/web/draft.js";
import { Editor, layoutOf } from "../../main/resources/web/editor.js";

test("an f-puzzles grid is laid out with f-puzzles' boxes, or the regions its cells name", () => {
  assert.deepEqual(layoutOf(Draft.empty(6)), { shape: "6x6", side: 6, boxWidth: 3, boxHeight: 2, variants: [], regions: null });
  const jigsaw = Draft.empty(4);
  jigsaw.grid[0][0].region = 1;
  assert.deepEqual(layoutOf(jigsaw).regions, [1, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]);
});

test("the logical path in words: solved and how hard, or where it stops", () => {
  const rating = { difficulty: 2.3, level: "easy", hardest: "Naked Single" };
  assert.equal(Editor.logicInWords({ status: "solved", steps: [{}, {}], rating }), "Solved by logic in 2 steps: difficulty 2.3 (easy), hardest step Naked Single.");
  assert.match(Editor.logicInWords({ status: "stuck", steps: [{}], rating }), /^Logic gets stuck after 1 step \(difficulty 2.3 \(easy\), hardest step Naked Single so far\); pick "the marks where logic gets stuck"/);
  assert.match(Editor.logicInWords({ status: "contradiction", steps: [], rating: {} }), /^Logic reaches a contradiction after 0 steps/);
  assert.equal(Editor.logicInWords({ status: "timed out", steps: [], rating: {} }), "Logic ran out of the server's time after 0 steps.");
});

test("the server's silence and refusals in words", () => {
  assert.match(Editor.failureInWords(new TypeError("Failed to fetch")), /cannot be reached/);
  assert.match(Editor.failureInWords(Object.assign(new Error("busy"), { status: 503 })), /time limit/);
  assert.equal(Editor.failureInWords(Object.assign(new Error("fpuzzles: digit 1 appears twice in row 1"), { status: 400 })),
      "The server reads no puzzle here: digit 1 appears twice in row 1.");
});
