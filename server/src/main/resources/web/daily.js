// The daily puzzle: the same classic 9x9 for everyone on a calendar date, because the generator makes
// the same puzzle from the same seed, and the seed is the date. Its level follows the day of the week,
// easy on Monday to expert at the weekend.
"use strict";

const Daily = (() => {
  /** Levels by Date.getDay(): Sunday first. */
  const WEEK = ["expert", "easy", "medium", "medium", "hard", "hard", "expert"];

  return {
    /** The daily puzzle of date, a day of the player's calendar: {name: "2026-12-01", seed: 20261201, level}. */
    of(date) {
      const y = date.getFullYear(), m = date.getMonth() + 1, d = date.getDate();
      const name = y + "-" + String(m).padStart(2, "0") + "-" + String(d).padStart(2, "0");
      return { name, seed: y * 10000 + m * 100 + d, level: WEEK[date.getDay()] };
    },
  };
})();
