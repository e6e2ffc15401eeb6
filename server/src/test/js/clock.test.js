// The game's timer (clock.js): the time played, which runs only while the game is played.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Clock } from "../../main/resources/web/clock.js";

test("the clock counts only while it runs, and starts again from a kept time", (t) => {
  t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 });
  const clock = new Clock();
  assert.equal(clock.played, 0);
  clock.run(true);
  t.mock.timers.tick(1500);
  clock.run(true); // running already: changes nothing
  assert.ok(clock.running);
  assert.equal(clock.played, 1500);
  clock.run(false);
  t.mock.timers.tick(5000);
  assert.equal(clock.played, 1500);
  assert.ok(!clock.running);
  clock.reset(60_000);
  assert.equal(clock.played, 60_000);
  clock.run(true);
  t.mock.timers.tick(250);
  assert.equal(clock.played, 60_250);
});

test("the timer's text: mm:ss, and h:mm:ss from an hour", () => {
  assert.deepEqual([0, 999, 61_000, 3_599_999, 3_662_000, 36_000_000].map(Clock.text),
      ["00:00", "00:00", "01:01", "59:59", "1:01:02", "10:00:00"]);
});
