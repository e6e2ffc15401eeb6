// The daily puzzle: the same classic 9x9 for everyone on a calendar date, because the generator makes
// the same puzzle from the same seed, and the seed is the date. Its level follows the day of the week,
// easy on Monday to expert at the weekend.
"use strict";

const Daily = (() => {
  /** Levels by Date.getDay(): Sunday first. */
  const WEEK = ["expert", "easy", "medium", "medium", "hard", "hard", "expert"];

  /** The day before date, at the same time of day (a calendar day, whatever daylight saving does). */
  function dayBefore(date) {
    return new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1, 12);
  }

  return {
    /** The daily puzzle of date, a day of the player's calendar: {name: "2026-12-01", seed: 20261201, level}. */
    of(date) {
      const y = date.getFullYear(), m = date.getMonth() + 1, d = date.getDate();
      const name = y + "-" + String(m).padStart(2, "0") + "-" + String(d).padStart(2, "0");
      return { name, seed: y * 10000 + m * 100 + d, level: WEEK[date.getDay()] };
    },

    /** The daily puzzles of the days days before today, newest first (yesterday first). */
    past(today, days) {
      const list = [];
      for (let date = dayBefore(today); list.length < days; date = dayBefore(date)) list.push(this.of(date));
      return list;
    },

    /**
     * How many days in a row, up to today, the player solved the daily: today's counts once solved, and
     * a streak still open today (yesterday's solved, today's not yet) is counted up to yesterday.
     */
    streak(solvedNames, today) {
      const solved = new Set(solvedNames);
      let date = solved.has(this.of(today).name) ? today : dayBefore(today), days = 0;
      while (solved.has(this.of(date).name)) {
        days++;
        date = dayBefore(date);
      }
      return days;
    },
  };
})();
