// Where the puzzles played come from: New (at a level the board's size can make in time), a new
// killer, a puzzle typed or pasted and loaded, the layout picker, a link opened, and the game played
// last, resumed on opening.
import { api, inPageWords, layoutFields, ratingWords, rulesOf } from "./api.js";
import { Game } from "./game.js";
import { MADE_KINDS, madeKindOf, madeRequest } from "./made.js";
import { $, say } from "./page.js";
import { Saved } from "./saved.js";

const VARIANTS = ["x", "windoku", "jigsaw", "disjoint"];
const LEVELS = ["beginner", "easy", "medium", "hard", "expert"];
/**
 * Beginner is an easy puzzle with givens enough for a first game, 36 to 40 (docs/GENERATOR.md
 * measures it). The generator stops at a range's low end, so the page picks the count.
 */
const beginnerClues = () => String(36 + Math.floor(Math.random() * 5));
/**
 * The levels New offers by the board's side where it is not all four, and why. The server gives up
 * on a new puzzle after 5 s; these are the levels it made well within that on every try (several
 * seeds, on a shared 2-core machine: the table in docs/GENERATOR.md), so that New does not keep a
 * player waiting for nothing. Variants of a side follow the side: 9x9 ones made every level in time.
 */
export const LEVELS_BY_SIDE = {
  // Six digits leave room for harder steps; four do not (none of 144,000 generated 4x4 puzzles needed more than singles).
  4: { levels: ["easy"], why: "4x4 puzzles are all easy: singles finish every one." },
  6: { levels: ["easy", "medium", "hard", "expert"], why: "beginner puzzles are made on 9x9." },
  8: { levels: ["easy", "medium", "hard", "expert"], why: "beginner puzzles are made on 9x9." },
  12: { levels: ["easy", "medium", "hard"], why: "an expert 12x12 puzzle can take the server most of its 5-second limit to make." },
  16: { levels: ["easy", "medium", "hard"], why: "an expert 16x16 puzzle often takes the server longer than its 5-second limit to make." },
  25: { levels: [], why: "a 25x25 puzzle of a chosen level can take the server longer than its 5-second limit to make; "
      + "any level makes one in about a second and names its level." },
};

/** The f-puzzles object of a killer /api/generate made (its level named): its givens (if any) and its cages with their sums. */
export function killerSource(made, named) {
  const n = made.layout.side, grid = [];
  for (let r = 0; r < n; r++) {
    grid.push(Array.from({ length: n }, (_, c) => {
      const d = Game.digitOf(made.puzzle[r * n + c]);
      return d > 0 ? { value: d, given: true } : {};
    }));
  }
  return {
    size: n, title: "Killer (" + named + ")", author: "Nonet",
    ruleset: "Normal Sudoku rules apply. The digits in each cage add up to the sum in its corner, and do not repeat within the cage.",
    grid, killercage: made.cages.map((cage) => ({ cells: cage.cells.map((c) => c.toUpperCase()), value: String(cage.sum) })),
  };
}

/**
 * A setter's puzzle (its f-puzzles object) laid out as picked in the layout picker, every rule of it
 * kept: X-Sudoku adds the diagonals, Windoku the windows (as extra regions), disjoint groups theirs, a
 * jigsaw the regions of regionMap (one symbol a cell, white space aside), a size the grid's own boxes
 * in place of a jigsaw's regions. Answers {source}, or {refused} saying in words why it cannot be.
 */
export function withLayout(source, picked, regionMap = "") {
  const laid = JSON.parse(JSON.stringify(source)), n = laid.size, cells = laid.grid.flat();
  if (picked === "x") {
    Object.assign(laid, { "diagonal+": true, "diagonal-": true });
  } else if (picked === "disjoint") {
    laid.disjointgroups = true;
  } else if (picked === "windoku") {
    if (n !== 9) return { refused: "Windoku's windows are drawn on 9x9 grids, and this one is " + n + "x" + n };
    const square = (r, c) => [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc) => "R" + (r + dr) + "C" + (c + dc)));
    const had = new Set((laid.extraregion || []).map((region) => JSON.stringify(region.cells)));
    const windows = [[2, 2], [2, 6], [6, 2], [6, 6]].map(([r, c]) => ({ cells: square(r, c) })).filter((w) => !had.has(JSON.stringify(w.cells)));
    laid.extraregion = [...(laid.extraregion || []), ...windows];
  } else if (picked === "jigsaw") {
    const symbols = [...regionMap.replace(/\s/g, "")], names = [...new Set(symbols)];
    if (symbols.length !== n * n) return { refused: "the region map has " + symbols.length + " cells, and the grid " + n * n };
    const small = names.find((name) => symbols.filter((symbol) => symbol === name).length !== n);
    if (names.length !== n || small !== undefined) return { refused: "the region map does not cut the grid into " + n + " regions of " + n + " cells" };
    cells.forEach((cell, i) => (cell.region = names.indexOf(symbols[i])));
  } else {
    for (const cell of cells) delete cell.region;
  }
  return { source: laid };
}

/** The words that refuse a layout named named for the puzzle on the board, for reason (the server's, or the page's). */
const refusedAs = (named) => (reason) => "The puzzle on the board cannot be played as " + named + ": " + reason.replace(/^puzzle: /, "")
    + ". The board keeps its game.";

/** The houses each variant adds, as a repeat in one is said. */
const ADDED_HOUSES = { x: "a diagonal", windoku: "a window", disjoint: "a disjoint group" };

/**
 * Where the givens of game would repeat a digit in a house the variant adds (X-Sudoku's diagonals,
 * Windoku's windows, disjoint groups), in words; null where they would not.
 */
function repeatIn(game, variant) {
  const played = new Game(game.puzzle, { ...game.layout, variants: [...game.layout.variants, variant] });
  for (let i = 0; i < played.givens.length; i++) {
    const twin = played.givens[i] ? played.peers[i].find((p) => p > i && played.givens[p] === played.givens[i]) : undefined;
    if (twin !== undefined) {
      return "its givens would repeat " + Game.symbol(played.givens[i]) + " in " + ADDED_HOUSES[variant] + ", at " + played.cellName(i) + " and " + played.cellName(twin);
    }
  }
  return null;
}

export class Puzzles {
  /**
   * @param {object} state the page's state (state.js): its asked, numbering the requests for a puzzle
   * @param {Play} play the game on the board (play.js), which starts each puzzle
   */
  constructor(state, play) {
    this.state = state;
    this.play = play;
  }

  /** The fields of the layout picked: a size, a variant, or a jigsaw with the region map typed in. */
  pickedFields() {
    const picked = $("layout").value;
    if (picked === "current") return layoutFields(this.state.game.layout);
    if (picked === "jigsaw") {
      const map = $("regions-input").value.trim();
      return map ? { variant: "jigsaw", regions: map } : { variant: "jigsaw" };
    }
    return VARIANTS.includes(picked) ? { variant: picked } : picked === "9x9" ? {} : { shape: picked };
  }

  /** The picker and the levels offered as the game on the board has them (Play's shown). */
  showLayout() {
    this.showPicked(this.state.game);
    this.offerLevels(this.newSide());
  }

  /**
   * Shows the game's layout in the picker: its own entry (a killer's, a thermo's), or an entry for a
   * layout the picker does not list: a setter's puzzle ("9x9 with its rules": picking 9x9 classic would
   * not say that its rules stay), a setter's grid without boxes (its regions its rows: no jigsaw).
   */
  showPicked(played) {
    const made = madeKindOf(played);
    if (made) {
      $("layout").value = made;
      return;
    }
    const layout = played.layout, v = layout.variants, n = layout.side;
    const boxless = Boolean(layout.regions) && played.regions.every((region, i) => region === played.regions[i - (i % n)]);
    // A setter's puzzle has its own entry (its rules are more than the layout's houses), unless its grid has no boxes.
    const setters = played.hasConstraints && !boxless;
    const own = boxless || setters ? null : v.length === 0 ? layout.shape : v.length === 1 && (v[0] === "jigsaw" || layout.side === 9) ? v[0] : null;
    let current = $("layout").querySelector('option[value="current"]');
    if (own && $("layout").querySelector('option[value="' + own + '"]')) {
      if (current) current.remove();
      $("layout").value = own;
      return;
    }
    if (!current) {
      current = document.createElement("option");
      current.value = "current";
      $("layout").appendChild(current);
    }
    current.textContent = boxless ? layout.shape + " without boxes" : [layout.shape, ...v].join(" ") + (setters ? " with its rules" : "");
    $("layout").value = "current";
  }

  /** Whether New makes a jigsaw on a random map: jigsaw picked and no map typed. */
  wantsRandomJigsaw() {
    return $("layout").value === "jigsaw" && !$("regions-input").value.trim();
  }

  /** Whether Load with no puzzle typed lays a jigsaw's map over the setter's puzzle on the board. */
  wantsJigsawOver() {
    return $("layout").value === "jigsaw" && Boolean($("regions-input").value.trim()) && this.keepsRules(this.state.game.side);
  }

  /**
   * What New makes now: a kind of MADE_KINDS ("killer", "thermo", ...) when one is picked, else the
   * side, as LEVELS_BY_SIDE names it (a random jigsaw is 9x9, anything else the board's layout).
   */
  newSide() {
    const picked = $("layout").value;
    return MADE_KINDS[picked] ? picked : this.wantsRandomJigsaw() ? 9 : this.state.game.side;
  }

  /**
   * Offers in the level picker only the levels New can make on that side (a note says why the others
   * are not); a level no longer offered gives way to the hardest one that is.
   */
  offerLevels(side) {
    const limit = MADE_KINDS[side] || LEVELS_BY_SIDE[side], offered = limit ? limit.levels : LEVELS;
    for (const option of $("difficulty").options) {
      option.disabled = !offered.includes(option.value) && option.value !== "any";
    }
    if ($("difficulty").selectedOptions[0].disabled) $("difficulty").value = offered.length ? offered[offered.length - 1] : "any";
    const choice = offered.length ? offered.join(", ") + " or any level" : "any level";
    $("level-note").textContent = limit ? (MADE_KINDS[side] ? "For " + MADE_KINDS[side].words.toLowerCase() + " puzzles" : "On " + side + "x" + side) + " New offers " + choice + ": " + limit.why : "";
    $("level-note").hidden = !limit;
  }

  /**
   * A new puzzle of the game's layout (a jigsaw keeps its region map) at the difficulty picked; with
   * jigsaw picked and no map typed, a jigsaw on a region map the server draws at random.
   */
  async newPuzzle() {
    const state = this.state, play = this.play;
    if (!(await play.mayLeave("New puzzle"))) return;
    if (MADE_KINDS[$("layout").value]) {
      await this.newMade($("layout").value);
      return;
    }
    const layout = state.game.layout, randomJigsaw = this.wantsRandomJigsaw(), ticket = ++state.asked;
    const picked = $("difficulty").value, wanted = randomJigsaw ? { variant: "jigsaw" } : layoutFields(layout);
    const kind = (picked === "any" ? "" : picked + " ") + (randomJigsaw ? "jigsaw on a random map" : [layout.shape, ...layout.variants].join(" "));
    const asking = picked === "any" ? wanted : picked === "beginner" ? { difficulty: "easy", clues: beginnerClues(), ...wanted } : { difficulty: picked, ...wanted };
    try {
      say("Making a new " + kind + " puzzle...");
      // A board of another kind than the one coming leaves the screen at once rather than when the new one arrives.
      if (randomJigsaw && !layout.regions) play.setWaiting("Making a new jigsaw...");
      const answer = await api("/api/generate", asking);
      if (ticket !== state.asked) return;
      const named = picked === "beginner" ? "beginner" : answer.rating.level;
      play.start(answer.puzzle, answer.layout, named);
      say("A new " + named + " puzzle (" + ratingWords(answer.rating) + (picked === "beginner" ? ", " + state.game.givens.filter((d) => d).length + " givens" : "") + ").");
    } catch (e) {
      if (ticket !== state.asked) return;
      play.setWaiting(null);
      // A busy server says when to come back (retryAfter); any other 503 here is the time limit running out.
      const outOfTime = e.status === 503 && !e.answer.retryAfter;
      say(outOfTime ? "No new " + kind + " puzzle turned up in the time the server gives one; the board keeps its puzzle. "
          + "Press New to try again, or pick " + (picked === "any" || picked === "easy" ? "another layout." : "an easier level or any level.") : e.message, "bad");
    }
  }

  /**
   * A new puzzle of a kind of MADE_KINDS (classic 9x9: a killer's cages with sums, a thermo's
   * thermometers, ..., and few givens or none) at the level picked: the generator's f-puzzles object
   * (for a killer, its cages made into one), which the server reads back, so that the puzzle is drawn,
   * checked, linked and kept as any setter's puzzle is. Resolves to whether one started.
   */
  async newMade(kind) {
    const state = this.state, picked = $("difficulty").value, ticket = ++state.asked, words = MADE_KINDS[kind].words.toLowerCase();
    try {
      say("Making a new " + (picked === "any" ? "" : picked + " ") + words + " puzzle...");
      const made = await api("/api/generate", madeRequest(kind, picked));
      if (ticket !== state.asked) return;
      const named = kind === "killer" ? made.searchRating.level : made.rating.level;
      const read = await api("/api/check", { fpuzzles: kind === "killer" ? killerSource(made, named) : made.fpuzzles });
      if (ticket !== state.asked) return;
      this.play.start(read.puzzle, read.layout, named, null, rulesOf(read));
      say(kind === "killer" ? "A new " + named + " killer: each cage's digits add up to its sum and do not repeat."
          : "A new " + named + " " + words + " puzzle: its rules are under the board.");
      return true;
    } catch (e) {
      if (ticket === state.asked) say(e.message, "bad");
      return false;
    }
  }

  /**
   * A layout picked: the puzzle on the board read by its rules when it has the size (an X-Sudoku pasted
   * as classic becomes one), else an empty board of it; for a jigsaw, the region map to type first.
   */
  async pick() {
    const state = this.state;
    if (!(await this.play.mayLeave("Change the layout"))) {
      this.showPicked(state.game); // the picker goes back to the board's layout
      return;
    }
    const jigsaw = $("layout").value === "jigsaw";
    $("regions-input").hidden = !jigsaw;
    this.offerLevels(this.newSide());
    if (MADE_KINDS[$("layout").value]) {
      // A killer's layout is its cages (a thermo's, its thermometers): there is no empty one to show. Without one the picker goes back.
      if (!(await this.newMade($("layout").value))) this.showPicked(state.game);
      return;
    }
    if (jigsaw) {
      $("enter").open = true;
      if (!$("regions-input").value.trim()) {
        if (this.keepsRules(state.game.side)) {
          say("Type or paste the jigsaw's region map, then Load: the puzzle on the board takes its regions and keeps its rules.");
          return;
        }
        // The board of the old layout leaves the screen: it is not what the player will play next.
        this.play.setWaiting("A jigsaw: type its region map and Load it, or press New for one on a random map.");
        say("Type or paste the jigsaw's region map (or a puzzle line followed by its map), then Load; or press New for a random one.");
        return;
      }
    }
    if ($("layout").value === "current") return;
    const fields = this.pickedFields(), game = state.game, named = $("layout").selectedOptions[0].textContent;
    const side = fields.shape ? Number(fields.shape.split("x")[0]) : jigsaw ? Math.round(Math.sqrt(fields.regions.replace(/\s/g, "").length)) : 9;
    const refused = refusedAs(named);
    if (this.keepsRules(side)) {
      await this.layOutKeepingRules(refused);
      return;
    }
    // A puzzle typed in is read again by the new rules; one the server made for the old rules is not kept.
    const keep = side === game.side && game.givens.some((d) => d !== 0) && state.level === null;
    const repeat = keep && ADDED_HOUSES[fields.variant] ? repeatIn(game, fields.variant) : null;
    if (repeat) {
      say(refused(repeat), "bad"); // said without asking the server, which would refuse it (400) in its own words
      this.showPicked(game);
      return;
    }
    if (!(await this.load(keep ? game.puzzle : ".".repeat(side * side), fields, keep ? refused : undefined))) {
      this.showPicked(state.game); // the board keeps its layout, and the picker says so
      $("regions-input").hidden = !state.game.layout.regions;
    }
  }

  /**
   * Whether a layout of side picked goes over the puzzle on the board keeping its rules: a setter's
   * puzzle of that side, loaded (not one the server made for the rules it has).
   */
  keepsRules(side) {
    const game = this.state.game;
    return Boolean(game.rules) && this.state.level === null && game.side === side;
  }

  /**
   * The setter's puzzle on the board played in the layout picked with all its rules (withLayout); a
   * layout that contradicts it (its givens would repeat, its rules read no more, or it would have no
   * solution) is refused in refused's words and the board keeps its game.
   */
  async layOutKeepingRules(refused) {
    const state = this.state, game = state.game, picked = $("layout").value;
    const laid = withLayout(game.rules.source, picked, $("regions-input").value);
    const repeat = laid.refused || (ADDED_HOUSES[picked] ? repeatIn(game, picked) : null);
    if (repeat || !(await this.load(JSON.stringify(laid.source), {}, refused, true))) {
      if (repeat) say(refused(repeat), "bad");
      this.showPicked(state.game);
      $("regions-input").hidden = !state.game.layout.regions;
    }
  }

  /** Load: the puzzle typed or pasted, read with the layout picked unless it brings its own. */
  async loadTyped() {
    const text = $("puzzle-input").value;
    // A jigsaw's map typed alone over a setter's puzzle: the puzzle takes its regions.
    if (!text.trim() && this.wantsJigsawOver()) {
      if (await this.play.mayLeave("Change the layout")) await this.layOutKeepingRules(refusedAs($("layout").selectedOptions[0].textContent));
      return;
    }
    // A setter's puzzle (a link, payload or object of f-puzzles) brings its own layout; the picker's is not sent with it.
    if (await this.play.mayLeave("Load")) this.load(text, /f-puzzles|sudokupad|fpuzzles|^\s*(N4Ig|\{)/i.test(text) ? {} : this.pickedFields());
  }

  /**
   * Sends any text to the server to be read as one puzzle of the layout fields (by default those
   * picked), then plays it, or resumes the game of it kept here; resolves to whether it could. A
   * failure is said in the server's words, or in words that explain makes of them; with solvable, a
   * puzzle without a solution is one too.
   */
  async load(text, fields = this.pickedFields(), explain = (reason) => reason, solvable = false) {
    const state = this.state, ticket = ++state.asked;
    try {
      const answer = await api("/api/check", { puzzle: text, ...fields });
      if (ticket !== state.asked) return false;
      if (solvable && answer.status === "no solution") {
        say(explain("it would have no solution"), "bad");
        return false;
      }
      const resumed = this.play.start(answer.puzzle, answer.layout, null, null, rulesOf(answer));
      const game = state.game;
      if (game.rules) {
        const where = game.rules.rules ? "its rules are under the board." : "it came without rules text; what it plays by is under the board.";
        say((answer.status === "unique" ? "Puzzle loaded: " + where : "Loaded, but this puzzle has "
            + (answer.status === "multiple" ? "more than one solution." : "no solution."))
            + (resumed ? " Your game of it goes on where you left it." : ""), answer.status === "unique" ? "" : "bad");
      } else if (game.isBlank) {
        say("An empty " + $("layout").selectedOptions[0].textContent + " board: type or paste a puzzle and Load it, or play on it.");
      } else {
        say((answer.status === "unique" ? "Puzzle loaded." : "Loaded, but this puzzle has " +
            (answer.status === "multiple" ? "more than one solution." : "no solution."))
            + (resumed ? " Your game of it goes on where you left it." : ""), answer.status === "unique" ? "" : "bad");
      }
      return true;
    } catch (e) {
      if (ticket === state.asked) say(explain(inPageWords(e.message)), "bad");
      return false;
    }
  }

  /**
   * Plays the game played last on this device again, as it was left, a setter's puzzle with its rules;
   * answers whether there was one.
   */
  resumeLast() {
    const key = Saved.current(), kept = key && Saved.game(key);
    if (!kept || !kept.game) return false;
    this.play.start(kept.game.puzzle, kept.game.layout, null, null, kept.game.rules || null);
    say(kept.solved ? "Your last puzzle, solved: press New for another." : "Your last game, as you left it.");
    return true;
  }

  /**
   * Plays the puzzle of a link (puzzleInLink). A link without one that reads (mistyped, cut short,
   * broken escapes) says so and leaves a board to play on: the one there was, or an empty 9x9 one on
   * opening.
   */
  async openLink(linked) {
    const opening = this.play.board.laidOut === null;
    const explain = (reason) => "This link holds no puzzle that can be read (" + reason + "); "
        + (opening ? "here is an empty board: type or paste a puzzle and Load it, or press New." : "the board keeps its puzzle.");
    if (linked.text !== null && (await this.load(linked.text, linked.fields, explain))) {
      if (linked.entries) this.takeEntries(linked.entries);
      return;
    }
    if (opening) this.play.show();
    if (linked.text === null) say(explain("its %-escapes are broken"), "bad");
  }

  /**
   * The digits a link carries (Share with progress) put on the board as one move, unless the player's
   * own game of the puzzle is under way on this device: that one is not overwritten.
   */
  takeEntries(entries) {
    const game = this.state.game;
    if (entries.length !== game.givens.length) {
      say("The link's digits do not fit this puzzle (" + entries.length + " cells for " + game.givens.length + "): the puzzle starts empty.", "bad");
    } else if (game.isStarted) {
      say("Your own game of this puzzle goes on where you left it; the link's digits are not put over it.");
    } else if (this.play.change(() => game.fill(entries))) {
      say("Puzzle loaded with the digits of the link.");
    }
  }
}
