// The daily puzzle's calendar (daily.js): a day's name, seed and level, the archive's days, the streak.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Daily } from "../../main/resources/web/daily.js";

const day = (y, m, d, h = 12) => new Date(y, m - 1, d, h);

test("a day's daily: its name, its seed made from the date, its level by the day of the week", () => {
  assert.deepEqual(Daily.of(day(2026, 12, 1)), { name: "2026-12-01", seed: 20261201, level: "medium" }); // a Tuesday
  const week = [7, 8, 9, 10, 11, 12, 13].map((d) => Daily.of(day(2026, 12, d)).level); // Monday to Sunday
  assert.deepEqual(week, ["easy", "medium", "medium", "hard", "hard", "expert", "expert"]);
  assert.equal(Daily.of(day(2026, 12, 1, 0)).name, Daily.of(day(2026, 12, 1, 23)).name, "the whole day long");
});

test("the archive: the days before today, newest first, across months and years", () => {
  assert.deepEqual(Daily.past(day(2027, 1, 2), 3).map((d) => d.name), ["2027-01-01", "2026-12-31", "2026-12-30"]);
  assert.equal(Daily.past(day(2026, 12, 1), 30).length, 30);
});

test("the archive counts calendar days where daylight saving changes the clocks", (t) => {
  const zone = process.env.TZ;
  process.env.TZ = "Europe/Berlin"; // clocks went forward on 2026-03-29 and back on 2026-10-25
  t.after(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  assert.deepEqual(Daily.past(day(2026, 3, 30, 0), 2).map((d) => d.name), ["2026-03-29", "2026-03-28"]);
  assert.deepEqual(Daily.past(day(2026, 10, 26, 23), 2).map((d) => d.name), ["2026-10-25", "2026-10-24"]);
});

test("the streak: days in a row up to today, or up to yesterday while today's is not solved yet", () => {
  const today = day(2026, 12, 10);
  assert.equal(Daily.streak([], today), 0);
  assert.equal(Daily.streak(["2026-12-08", "2026-12-09"], today), 2);
  assert.equal(Daily.streak(["2026-12-08", "2026-12-09", "2026-12-10"], today), 3);
  assert.equal(Daily.streak(["2026-12-05", "2026-12-07", "2026-12-09"], today), 1);
  assert.equal(Daily.streak(["2026-12-08"], today), 0, "a day missed ends it");
});
