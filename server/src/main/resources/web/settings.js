// The player's settings, kept on the device: what the board shows, how hints and marks behave, and what
// a shared link carries. Each is a checkbox of the Settings panel, id "set-" and its name.
import { Saved } from "./saved.js";

const DEFAULTS = {
  conflicts: true, // repeated digits in red
  highlights: true, // the selected cell's row, column, box and digit
  autoremove: true, // a digit placed leaves its peers' marks
  mistakes: false, // entries that differ from the solution marked at once, and counted
  labels: false, // r1..rN and c1..cN beside the board
  buildup: true, // a hint tells where, then the technique, then the step, before it is applied
  cornercandidates: false, // corner marks are a cell's candidates, not where a digit goes in its box (SudokuPad's)
  progress: false, // Share's link carries the player's digits
};

export const Settings = {
  /** The settings as kept, each one the default where none is kept. */
  load() {
    const kept = Saved.setting("options", {});
    const settings = {};
    for (const name of Object.keys(DEFAULTS)) settings[name] = typeof kept[name] === "boolean" ? kept[name] : DEFAULTS[name];
    return settings;
  },

  keep(settings) {
    Saved.keepSetting("options", settings);
  },

  names: Object.keys(DEFAULTS),
};
