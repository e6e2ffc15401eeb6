// The page's wiring, and its one script (index.html): it makes the page's state and its parts, hands
// the state to each, ties the buttons, keys and the page's events to them, and opens the first game.
// The parts, each a module:
//   play.js     the game on the board: board, pad, modes, timer, pause, the game kept, its end, replay
//   hints.js    Check, Hint (building up over presses), Solve and Rate
//   setter.js   the setter's tools: the count of solutions and the true candidates
//   editor.js   the setter's editor (Set): a puzzle drawn on the board (draft.js), its links, the server's answers
//   puzzles.js  where puzzles come from: New, killers, Load, the layout picker, links, the last game
//   daily.js    the daily puzzle, its streak and archive
//   stats.js    the statistics of solved games
//   link.js     the link to a game (Share), and the puzzle in a link opened
//   api.js      the server's API; state.js the state they share; page.js the document's elements
import { DailyPuzzles } from "./daily.js";
import { Editor } from "./editor.js";
import { Hints } from "./hints.js";
import { puzzleInLink, linkOf, share } from "./link.js";
import { $ } from "./page.js";
import { MODES, Play } from "./play.js";
import { Puzzles } from "./puzzles.js";
import { Saved } from "./saved.js";
import { Settings } from "./settings.js";
import { SetterTools } from "./setter.js";
import { countSolved, showStats } from "./stats.js";
import { newState } from "./state.js";
import { Theme } from "./theme.js";

const state = newState(Settings.load());
// Play calls the other parts back at the game's moments; they are made just below, before any moment comes.
const play = new Play(state, {
  changed: () => setter.ask(),
  shown: () => puzzles.showLayout(),
  solved: () => {
    countSolved(state, play.clock.played);
    dailies.countSolved();
  },
});
const setter = new SetterTools(state, play);
const puzzles = new Puzzles(state, play);
const dailies = new DailyPuzzles(state, play);
const hints = new Hints(state, play);
const editor = new Editor(state, play, puzzles);
const board = play.board;

/**
 * Keys go to the board whatever button, section heading or checkbox was clicked last: a control keeps
 * the focus after a click, and digits, arrows, Backspace and Ctrl+Z typed then are the player's moves.
 * Text boxes, pickers and dialogs keep their own keys, and Enter and Space still press a focused button,
 * open a section or tick a box.
 */
document.addEventListener("keydown", (e) => {
  const t = e.target;
  if (t === board.element || e.defaultPrevented || $("ask").open) return;
  // A section heading or a checkbox clicked keeps the focus but types nothing: the keys are the board's.
  if (t.closest && t.closest("input:not([type=checkbox]), textarea, select, dialog")) return;
  if (e.key === "Enter" || e.key === " " || e.key === "Tab") return;
  board.key(e);
  if (e.defaultPrevented) play.focusBoard();
});

for (const m of MODES) $("mode-" + m).addEventListener("click", () => {
  play.setMode(m);
  play.focusBoard();
});
$("auto").addEventListener("click", () => play.change(() => state.game.autoCandidates()));
$("undo").addEventListener("click", () => play.change(() => state.game.undo()));
$("redo").addEventListener("click", () => play.change(() => state.game.redo()));
$("check").addEventListener("click", () => hints.check());
$("rate").addEventListener("click", () => hints.rate());
for (const name of Settings.names) {
  $("set-" + name).addEventListener("change", () => {
    state.settings[name] = $("set-" + name).checked;
    Settings.keep(state.settings);
    play.applySettings();
  });
}
// A control pressed gives the keys back to the board (Enter and Space on it aside: see the keydown above).
for (const button of document.querySelectorAll(".controls .row button, #pause, #theme")) {
  button.addEventListener("click", () => !state.paused && play.focusBoard());
}
$("hint").addEventListener("click", () => hints.hint());
$("solve").addEventListener("click", () => hints.solve());
$("share").addEventListener("click", () => share(state.game, state.settings.progress));
$("replay").addEventListener("click", () => play.toggleReplay());
$("new").addEventListener("click", () => puzzles.newPuzzle());
$("daily").addEventListener("click", () => dailies.playToday());
$("load").addEventListener("click", () => puzzles.loadTyped());
for (const tool of ["setter-count", "setter-candidates"]) $(tool).addEventListener("change", () => setter.ask());
$("layout").addEventListener("change", () => puzzles.pick());
$("set").addEventListener("click", () => editor.open());
$("editor-leave").addEventListener("click", () => editor.close());
$("editor-play").addEventListener("click", () => editor.playIt());
$("editor-undo").addEventListener("click", () => editor.undo());
$("editor-redo").addEventListener("click", () => editor.redo());
$("editor-add").addEventListener("click", () => editor.add());
$("editor-size").addEventListener("change", () => editor.resize(Number($("editor-size").value)));
$("editor-marks").addEventListener("change", () => editor.ask());
$("editor-import").addEventListener("click", () => editor.importText($("editor-import-text").value));
$("editor-change").addEventListener("click", () => editor.change());
$("editor-delete").addEventListener("click", () => editor.deletePicked());
for (const box of $("editor-globals").querySelectorAll("input")) {
  const { rule, negative } = box.dataset;
  box.addEventListener("change", () => editor.edit(() => (negative ? editor.draft.setNegative(negative, box.checked) : editor.draft.setGlobal(rule, box.checked))));
}
for (const field of ["title", "author", "ruleset"]) {
  $("editor-" + field).addEventListener("change", () => editor.edit(() => editor.draft.setText(field, $("editor-" + field).value)));
}
$("difficulty").addEventListener("change", () => Saved.keepSetting("level", $("difficulty").value));
$("pause").addEventListener("click", () => play.setPaused(!state.paused));
$("resume").addEventListener("click", () => play.setPaused(false));
$("theme").addEventListener("click", () => {
  Theme.toggle();
  showTheme();
});
Theme.onSystemChange(showTheme);
// A game left (another tab, the phone locked) pauses; leaving the page keeps it, time played included.
document.addEventListener("visibilitychange", () => {
  if (document.hidden && state.game.isStarted) play.setPaused(true);
  play.runClock();
  play.save();
});
window.addEventListener("pagehide", () => play.save());
window.addEventListener("resize", () => play.pad.fit($("board").closest(".play")));
setInterval(() => play.runClock(), 500);
setInterval(() => play.clock.running && play.save(), 10000);

/** The theme button names the colours it switches to. */
function showTheme() {
  $("theme").textContent = Theme.dark ? "Light" : "Dark";
}

// A link opened on the page changes only the hash: open its puzzle unless it is the one on the board.
window.addEventListener("hashchange", () => {
  const linked = puzzleInLink(location);
  if (linked && (editor.isOpen || linked.hash !== linkOf(state.game))) {
    editor.close();
    puzzles.openLink(linked);
  }
});

// The level New makes, as the player last picked it.
const lastLevel = Saved.setting("level", "easy");
if ([...$("difficulty").options].some((o) => o.value === lastLevel)) $("difficulty").value = lastLevel;
showTheme();
showStats();
dailies.show();
play.applySettings();

// On opening: the puzzle of the link, else the game played last, else a new puzzle.
const linked = puzzleInLink(location);
if (linked) {
  puzzles.openLink(linked);
} else if (!puzzles.resumeLast()) {
  play.show();
  puzzles.newPuzzle();
}
