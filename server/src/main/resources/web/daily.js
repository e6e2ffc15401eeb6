// The daily puzzle: the same classic 9x9 for everyone on a calendar date, because the generator makes
// the same puzzle from the same seed, and the seed is the date. Its level follows the day of the week,
// easy on Monday to expert at the weekend. Daily is that calendar (no page needed); DailyPuzzles the
// Daily button, the streak and the archive of past dailies.
import { api, ratingWords } from "./api.js";
import { $, say } from "./page.js";
import { Saved } from "./saved.js";

/** Levels by Date.getDay(): Sunday first. */
const WEEK = ["expert", "easy", "medium", "medium", "hard", "hard", "expert"];

/** The day before date, at the same time of day (a calendar day, whatever daylight saving does). */
function dayBefore(date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1, 12);
}

export const Daily = {
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

export class DailyPuzzles {
  /**
   * @param {object} state the page's state (state.js): its asked and dailyDate
   * @param {Play} play the game on the board (play.js)
   */
  constructor(state, play) {
    this.state = state;
    this.play = play;
  }

  /** Today's daily puzzle (the generator's puzzle of a seed made from the date), or the game of it kept here. */
  async playToday() {
    await this.playDay(Daily.of(new Date()));
  }

  /** The daily puzzle of a day (Daily.of), today's or one of the archive's, or the game of it kept here. */
  async playDay(day) {
    const state = this.state;
    if (!(await this.play.mayLeave("Daily puzzle"))) return;
    const ticket = ++state.asked;
    try {
      say("Making the daily puzzle of " + day.name + "...");
      const answer = await api("/api/generate", { difficulty: day.level, seed: day.seed });
      if (ticket !== state.asked) return;
      const resumed = this.play.start(answer.puzzle, answer.layout, answer.rating.level, day.name);
      say("The daily puzzle of " + day.name + ": " + answer.rating.level + " (" + ratingWords(answer.rating) + ")."
          + (resumed ? " Your game of it goes on where you left it." : ""));
    } catch (e) {
      if (ticket === state.asked) say(e.message, "bad");
    }
  }

  /** Counts the daily puzzle on the board, if it is one, as solved: the streak and the archive show it. */
  countSolved() {
    if (this.state.dailyDate) Saved.recordDaily(this.state.dailyDate);
    this.show();
  }

  /** The streak of dailies solved, and the archive of the last 30 days' dailies, each marked when solved. */
  show() {
    const today = new Date(), solvedDays = Saved.dailiesSolved(), streak = Daily.streak(solvedDays, today);
    $("streak").hidden = streak === 0;
    $("streak").textContent = "Daily streak: " + streak + " day" + (streak === 1 ? "" : "s") + " in a row"
        + (solvedDays.includes(Daily.of(today).name) ? ", today's included." : "; solve today's to keep it.");
    const list = $("archive-list");
    list.textContent = "";
    for (const day of Daily.past(today, 30)) {
      const item = list.appendChild(document.createElement("li")), button = item.appendChild(document.createElement("button"));
      const done = solvedDays.includes(day.name);
      button.textContent = day.name + " " + day.level + (done ? " \u2713" : "");
      button.title = (done ? "solved: " : "") + "the daily puzzle of " + day.name;
      button.dataset.day = day.name;
      button.addEventListener("click", () => this.playDay(day));
    }
  }
}
