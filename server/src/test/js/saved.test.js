// What the page keeps in the browser (saved.js) and the player's settings (settings.js), on a fake
// localStorage: games by link, the last one, statistics and dailies; storage full or refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Saved } from "../../main/resources/web/saved.js";
import { Settings } from "../../main/resources/web/settings.js";
import { useFakeStorage } from "./fake-dom.js";

test("a game is kept under its link, and is the last one played", (t) => {
  const items = useFakeStorage(t);
  assert.equal(Saved.game("abc"), null);
  assert.equal(Saved.current(), null);
  Saved.keepGame("abc", { elapsed: 5 });
  Saved.keepGame("def", { elapsed: 7 });
  assert.deepEqual(Saved.game("abc"), { elapsed: 5 });
  assert.equal(Saved.current(), "def");
  assert.deepEqual(JSON.parse(items.get("nonet.games")), ["abc", "def"]);
  Saved.keepGame("abc", { elapsed: 9 });
  assert.deepEqual(JSON.parse(items.get("nonet.games")), ["def", "abc"], "played again, it is the newest");
});

test("40 games are kept at the most, the least recently played dropped first", (t) => {
  useFakeStorage(t);
  for (let k = 0; k <= 40; k++) Saved.keepGame("g" + k, { k });
  assert.equal(Saved.game("g0"), null);
  assert.deepEqual(Saved.game("g1"), { k: 1 });
  assert.deepEqual(Saved.game("g40"), { k: 40 });
});

test("a full storage makes room by dropping the oldest games", (t) => {
  useFakeStorage(t, { limit: 400 });
  const big = "x".repeat(100);
  for (let k = 0; k < 5; k++) Saved.keepGame("g" + k, { big });
  assert.deepEqual(Saved.game("g4"), { big });
  assert.equal(Saved.game("g0"), null);
  assert.equal(Saved.current(), "g4");
});

test("a refused storage loses what it cannot keep, and the page plays on", (t) => {
  useFakeStorage(t, { refused: true });
  Saved.keepGame("abc", { elapsed: 5 });
  Saved.keepSetting("level", "hard");
  Saved.recordDaily("2026-12-01");
  assert.equal(Saved.game("abc"), null);
  assert.equal(Saved.setting("level", "easy"), "easy");
  assert.deepEqual(Saved.stats(), {});
  assert.deepEqual(Settings.load().conflicts, true);
});

test("text that is not JSON reads as nothing kept", (t) => {
  const items = useFakeStorage(t);
  items.set("nonet.stats", "{broken");
  assert.deepEqual(Saved.stats(), {});
});

test("statistics by kind: games solved, the best and total time, hints and mistakes", (t) => {
  const items = useFakeStorage(t);
  assert.equal(Saved.recordSolved("easy", 90_000, 1, 0), true);
  assert.equal(Saved.recordSolved("easy", 120_000, 0, 2), false);
  assert.equal(Saved.recordSolved("easy", 60_000), true);
  assert.deepEqual(Saved.stats().easy, { solved: 3, best: 60_000, total: 270_000, hints: 1, mistakes: 2 });
  // Kept by a page before totals: its games count at the best time.
  items.set("nonet.stats", JSON.stringify({ hard: { solved: 2, best: 100_000 } }));
  Saved.recordSolved("hard", 300_000);
  assert.deepEqual(Saved.stats().hard, { solved: 3, best: 100_000, total: 500_000, hints: 0, mistakes: 0 });
});

test("dailies solved: each date once, in order", (t) => {
  useFakeStorage(t);
  for (const name of ["2026-12-03", "2026-12-01", "2026-12-03"]) Saved.recordDaily(name);
  assert.deepEqual(Saved.dailiesSolved(), ["2026-12-01", "2026-12-03"]);
});

test("settings: the defaults, each kept choice over its default, and only true or false taken", (t) => {
  const items = useFakeStorage(t);
  assert.deepEqual(Settings.load(), {
    conflicts: true, highlights: true, autoremove: true, mistakes: false, labels: false, buildup: true, cornercandidates: false, progress: false,
  });
  assert.deepEqual(Settings.names, Object.keys(Settings.load()));
  items.set("nonet.setting.options", JSON.stringify({ labels: true, conflicts: "no", unknown: true }));
  const settings = Settings.load();
  assert.equal(settings.labels, true);
  assert.equal(settings.conflicts, true);
  assert.ok(!("unknown" in settings));
  settings.mistakes = true;
  Settings.keep(settings);
  assert.equal(Settings.load().mistakes, true);
});
