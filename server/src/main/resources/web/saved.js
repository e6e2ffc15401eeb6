// What the page keeps in the browser (localStorage): the game of each puzzle played, which one was
// played last, the player's settings and the statistics of solved games. Storage that is full or
// refused (some private windows) only loses what it cannot keep: the page plays on without it.

const PREFIX = "nonet.";
/** Games kept, the least recently played dropped first: 25x25 games with long histories are large. */
const GAMES = 40;

function read(name, fallback) {
  try {
    const text = localStorage.getItem(PREFIX + name);
    return text === null ? fallback : JSON.parse(text);
  } catch (e) {
    return fallback; // refused, or written by something else
  }
}

function write(name, value) {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(value));
    return true;
  } catch (e) {
    return false; // full or refused
  }
}

function forget(name) {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch (e) {
    // refused: there is nothing kept to forget
  }
}

export const Saved = {
  /** The play kept for the puzzle whose link is key ({game, elapsed, solved, level}), or null. */
  game(key) {
    return read("game." + key, null);
  },

  /** Keeps play as the game of key and as the last one played; the oldest games make room when storage is full. */
  keepGame(key, play) {
    const order = read("games", []).filter((k) => k !== key);
    order.push(key);
    while (order.length > GAMES) forget("game." + order.shift());
    while (!write("game." + key, play) && order.length > 1) forget("game." + order.shift());
    write("games", order);
    write("current", key);
  },

  /** The link of the game played last, or null. */
  current() {
    return read("current", null);
  },

  setting(name, fallback) {
    return read("setting." + name, fallback);
  },

  keepSetting(name, value) {
    write("setting." + name, value);
  },

  /**
   * Solved games by kind (a level, with the layout off classic 9x9): {kind: {solved, best, total,
   * hints, mistakes}}, times in ms; total is the time of all of them, for the average.
   */
  stats() {
    return read("stats", {});
  },

  /** Counts a game of kind solved in ms with hints and mistakes; answers whether it is that kind's best time. */
  recordSolved(kind, ms, hints = 0, mistakes = 0) {
    const stats = read("stats", {}), entry = stats[kind] || { solved: 0, best: null };
    const best = entry.best === null || ms < entry.best;
    stats[kind] = {
      solved: entry.solved + 1,
      best: best ? ms : entry.best,
      // Kept from this version on: games counted before it had no total, so they count as the best time's.
      total: (entry.total === undefined ? (entry.best || 0) * entry.solved : entry.total) + ms,
      hints: (entry.hints || 0) + hints,
      mistakes: (entry.mistakes || 0) + mistakes,
    };
    write("stats", stats);
    return best;
  },

  /** The dates (as Daily names them) whose daily puzzle the player solved, oldest first. */
  dailiesSolved() {
    return read("dailies", []);
  },

  /** Counts the daily puzzle of date name as solved. */
  recordDaily(name) {
    const solved = read("dailies", []);
    if (!solved.includes(name)) write("dailies", [...solved, name].sort());
  },
};
