// A solved game's moves played again (replay.js), on a copy, at a pace set by the number of moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";
import { Replay } from "../../main/resources/web/replay.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

test("a replay shows the givens, then each move, then says it is done; the game stays as it is", (t) => {
  t.mock.timers.enable({ apis: ["setInterval"] });
  const game = new Game(PUZZLE);
  game.setValue(2, 4);
  game.toggleMark("corner", [3], 2);
  game.setValue(3, 6);
  const shown = [];
  let done = 0;
  const replay = new Replay(game, (copy, k, total) => shown.push([copy.entries.slice(0, 4), k, total]), () => done++);
  replay.start();
  assert.ok(replay.running);
  t.mock.timers.tick(400 * 3); // three moves: 400 ms each, the slowest pace
  assert.deepEqual(shown, [["53..", 0, 3], ["534.", 1, 3], ["534.", 2, 3], ["5346", 3, 3]]);
  assert.equal(done, 1);
  assert.ok(!replay.running);
  assert.equal(game.undoStack.length, 3);
  replay.stop();
  assert.equal(done, 1, "stopped once");
});

test("a long game plays within about 20 seconds, a move every 40 ms at the fastest", (t) => {
  t.mock.timers.enable({ apis: ["setInterval"] });
  const game = new Game(PUZZLE);
  for (let k = 0; k < 1000; k++) game.toggleColour([2], 1 + (k % 9));
  let last = 0;
  new Replay(game, (copy, k) => (last = k), () => {}).start();
  t.mock.timers.tick(40 * 500);
  assert.equal(last, 500);
});

test("a replay stopped early says it is done at once", (t) => {
  t.mock.timers.enable({ apis: ["setInterval"] });
  const game = new Game(PUZZLE);
  game.setValue(2, 4);
  game.setValue(3, 6);
  let done = 0, last = -1;
  const replay = new Replay(game, (copy, k) => (last = k), () => done++);
  replay.start();
  replay.stop();
  t.mock.timers.tick(10_000);
  assert.deepEqual([done, last], [1, 0]);
});
