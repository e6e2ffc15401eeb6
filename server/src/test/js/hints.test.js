// Hints on the board (hints.js): how a step is shown at its last stage, whatever the server's answer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";
import { Hints } from "../../main/resources/web/hints.js";
import { newState } from "../../main/resources/web/state.js";
import { useFakeDocument } from "./fake-dom.js";

/** Hints on a page with a message line, whose drawing is left out: answers the state they set. */
function hintsOnAPage(t) {
  const document = useFakeDocument(t);
  document.body.appendChild(document.createElement("p")).setAttribute("id", "message");
  const state = newState({ buildup: true });
  state.game = new Game(".".repeat(81));
  return { state, hints: new Hints(state, { draw() {} }) };
}

/** An answer of /api/hint for step, found by Nonet's techniques. */
const answerOf = (step) => ({
  status: "step", source: "nonet", texts: { where: "look at column 2", technique: step.name }, step: { houseCells: [], ...step },
});

test("a finned X-Wing is drawn without a chain's line: its cells form no chain", (t) => {
  const { state, hints } = hintsOnAPage(t);
  const finned = {
    name: "Finned X-Wing", placements: [], eliminations: [{ cell: "r3c8", digit: 4 }],
    cells: ["r1c2", "r1c8", "r2c8", "r5c2", "r5c8"], houses: ["row 1", "row 5"], text: "Finned X-Wing: ...",
  };
  hints.show(answerOf(finned), 3);
  assert.deepEqual(state.look.links, [], "no line across the fish's cells");
  assert.ok(state.look.hintTargets.has(state.game.cellIndex("r3c8")));
});

test("a chain is drawn through its links' cells, in the chain's order", (t) => {
  const { state, hints } = hintsOnAPage(t);
  const link = (from, to, strong) => ({ from: { cell: from, digit: 4 }, to: { cell: to, digit: 4 }, strong });
  const chain = {
    name: "X-Chain", placements: [], eliminations: [{ cell: "r9c1", digit: 4 }], cells: ["r1c1", "r1c5", "r6c5", "r6c9"],
    houses: [], links: [link("r1c1", "r1c5", true), link("r1c5", "r6c5", false), link("r6c5", "r6c9", true)], text: "X-Chain: ...",
  };
  hints.show(answerOf(chain), 3);
  assert.deepEqual(state.look.links.map((i) => state.game.cellName(i)), ["r1c1", "r1c5", "r6c5", "r6c9"]);
});
