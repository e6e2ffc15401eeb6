// The page's wiring: buttons, the number pad and its modes, the server's API, the timer and pause, the
// game kept on the device, confirmations, the daily puzzle, statistics, the replay and the shareable link.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const EMPTY = ".".repeat(81);
  const VARIANTS = ["x", "windoku", "jigsaw", "disjoint"];
  const LEVELS = ["easy", "medium", "hard", "expert"];
  /**
   * The levels New offers by the board's side where it is not all four, and why. The server gives up
   * on a new puzzle after 5 s; these are the levels it made well within that on every try (several
   * seeds, on a shared 2-core machine: the table in docs/GENERATOR.md), so that New does not keep a
   * player waiting for nothing. Variants of a side follow the side: 9x9 ones made every level in time.
   */
  const LEVELS_BY_SIDE = {
    // Six digits leave room for harder steps; four do not (none of 144,000 generated 4x4 puzzles needed more than singles).
    4: { levels: ["easy"], why: "4x4 puzzles are all easy: singles finish every one." },
    12: { levels: ["easy", "medium", "hard"], why: "an expert 12x12 puzzle can take the server most of its 5-second limit to make." },
    16: { levels: ["easy", "medium", "hard"], why: "an expert 16x16 puzzle often takes the server longer than its 5-second limit to make." },
    25: { levels: [], why: "a 25x25 puzzle of a chosen level can take the server longer than its 5-second limit to make; "
        + "any level makes one in about a second and names its level." },
  };

  const MODES = ["digit", "corner", "centre", "colour"];
  /** The marks of a check and a hint: none yet. */
  const noLook = () => ({ wrong: new Set(), hintCells: new Set(), hintTargets: new Set() });

  let game = new Game(EMPTY);
  let look = noLook();
  let pendingHint = null; // the step shown by the last press of Hint, applied by the next
  let mode = "digit"; // what the pad and plain keys enter: digits, corner or centre marks, colours
  let solved = null; // how the game on the board ended: null while it is played, "player" or "solve"
  let level = null; // the puzzle's level when the server named it (New, Daily)
  let paused = false;
  let replay = null; // the Replay playing, if one is
  let asked = 0; // numbers the requests for a puzzle: only the answer to the latest one starts a game
  const clock = new Clock();

  const board = new Board($("board"), {
    digit: (d, kind) => enter(d, kind || mode),
    clear: () => clearCells(),
    undo: () => change(() => game.undo()),
    redo: () => change(() => game.redo()),
    nextMode: () => setMode(MODES[(MODES.indexOf(mode) + 1) % MODES.length]),
    selected: () => draw(),
  });
  const pad = new Pad($("pad"), {
    digit: (d) => {
      enter(d, mode);
      board.element.focus({ preventScroll: true }); // keys go on to the board
    },
    clear: () => {
      clearCells();
      board.element.focus({ preventScroll: true });
    },
  });

  /** POSTs body to the API; resolves to the answer's JSON, or throws an Error with the server's words. */
  async function api(path, body) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ error: "the server answered " + response.status }));
    if (!response.ok) throw Object.assign(new Error(answer.error || "the server answered " + response.status), { status: response.status, answer });
    return answer;
  }

  function say(text, kind) {
    $("message").textContent = text;
    $("message").className = "message" + (kind ? " " + kind : "");
  }

  /** A rating as players quote it: Sudoku Explainer's ER/EP/ED on classic 9x9, Nonet's one number elsewhere. */
  function ratingWords(rating) {
    if (rating.scale === "se") return "SE rating " + [rating.er, rating.ep, rating.ed].map((n) => n.toFixed(1)).join("/");
    return "rating " + rating.difficulty.toFixed(1);
  }

  /**
   * The shape, variant and regions fields that tell the API a layout, as /api/check answered it:
   * a jigsaw by its regions, other layouts by shape and variants.
   */
  function layoutFields(layout) {
    if (layout.regions) return { variant: layout.variants, regions: layout.regions };
    return layout.variants.length ? { shape: layout.shape, variant: layout.variants } : { shape: layout.shape };
  }

  /** The fields of the layout picked: a size, a variant, or a jigsaw with the region map typed in. */
  function pickedFields() {
    const picked = $("layout").value;
    if (picked === "current") return layoutFields(game.layout);
    if (picked === "jigsaw") {
      const map = $("regions-input").value.trim();
      return map ? { variant: "jigsaw", regions: map } : { variant: "jigsaw" };
    }
    return VARIANTS.includes(picked) ? { variant: picked } : picked === "9x9" ? {} : { shape: picked };
  }

  /** Shows layout in the picker: its own entry, or an entry for a layout the picker does not list. */
  function showPicked(layout) {
    const v = layout.variants;
    const own = v.length === 0 ? layout.shape : v.length === 1 && (v[0] === "jigsaw" || layout.side === 9) ? v[0] : null;
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
    current.textContent = [layout.shape, ...v].join(" ");
    $("layout").value = "current";
  }

  /** Whether New makes a jigsaw on a random map: jigsaw picked and no map typed. */
  function wantsRandomJigsaw() {
    return $("layout").value === "jigsaw" && !$("regions-input").value.trim();
  }

  /** The side of the puzzles New makes now: a random jigsaw is 9x9, anything else the board's layout. */
  function newSide() {
    return wantsRandomJigsaw() ? 9 : game.side;
  }

  /**
   * Offers in the level picker only the levels New can make on that side (a note says why the others
   * are not); a level no longer offered gives way to the hardest one that is.
   */
  function offerLevels(side) {
    const limit = LEVELS_BY_SIDE[side], offered = limit ? limit.levels : LEVELS;
    for (const option of $("difficulty").options) {
      option.disabled = !offered.includes(option.value) && option.value !== "any";
    }
    if ($("difficulty").selectedOptions[0].disabled) $("difficulty").value = offered.length ? offered[offered.length - 1] : "any";
    const choice = offered.length ? offered.join(", ") + " or any level" : "any level";
    $("level-note").textContent = limit ? "On " + side + "x" + side + " New offers " + choice + ": " + limit.why : "";
    $("level-note").hidden = !limit;
  }

  /** The game the board shows: the replay's copy while one plays. */
  function shown() {
    return replay ? replay.copy : game;
  }

  function draw() {
    board.render(shown(), replay ? noLook() : look);
    pad.draw(game, mode === "colour");
    $("undo").disabled = game.undoStack.length === 0;
    $("redo").disabled = game.redoStack.length === 0;
    $("replay").hidden = !solved || !game.isStarted;
  }

  /** Runs a change of the game; any change forgets the marks of the last check and hint, and is kept on the device. */
  function change(action) {
    if (paused || replay || action() === false) return;
    look = noLook();
    pendingHint = null;
    draw();
    save();
  }

  /** The player puts d in the selected cells as mode says: a digit, a corner or centre mark, or a colour. */
  function enter(d, as) {
    const cells = board.selectedCells;
    if (as === "colour" && d > Game.COLOURS) return;
    change(() => (as === "digit" ? game.setValues(cells, d) : as === "colour" ? game.toggleColour(cells, d) : game.toggleMark(as, cells, d)));
    if (!solved && game.isFilled() && game.conflicts().size === 0) finish();
  }

  /**
   * Clears the selected cells: in a mark or colour mode that layer; in digit mode the top layer they
   * have, the player's digits, then centre marks, corner marks and colours, as SudokuPad does.
   */
  function clearCells() {
    const cells = board.selectedCells;
    const has = (layer) => cells.some((i) => game[layer][i] && !(layer === "values" && game.isGiven(i)));
    const layer = mode === "digit" ? ["values", "centre", "corner", "colours"].find(has) : mode === "colour" ? "colours" : mode;
    if (layer) change(() => game.clear(layer, cells));
  }

  function setMode(picked) {
    mode = picked;
    for (const m of MODES) {
      $("mode-" + m).setAttribute("aria-pressed", String(m === mode));
      $("mode-" + m).classList.toggle("on", m === mode);
    }
    pad.draw(game, mode === "colour");
  }

  /** Runs the timer while the game is played: not solved, not paused, no replay, the page in view. */
  function runClock() {
    clock.run(!solved && !paused && !replay && !document.hidden && game.givens.some((d) => d !== 0));
    $("timer").textContent = Clock.text(clock.played);
  }

  /** Keeps the game on the device under its link: a reload, or the link opened again, resumes it. */
  function save() {
    if (game.givens.every((d) => d === 0) && !game.isStarted) return; // an empty board: nothing to come back to
    Saved.keepGame(linkOf(game), { game: game.toJSON(), elapsed: clock.played, solved, level });
  }

  /** The game as it ended: by the player (counted in the statistics) or by Solve. */
  function end(by) {
    solved = by;
    setPaused(false);
    runClock();
    save();
    draw();
    if (by !== "player") return;
    const kind = statsKind(), best = Saved.recordSolved(kind, clock.played);
    say("Solved in " + Clock.text(clock.played) + (best ? ", your best time for " + kind : "") + ". Replay plays your moves again.", "good");
    showStats();
  }

  /** The kind of puzzle the statistics count a game under: its level, with the layout off classic 9x9. */
  function statsKind() {
    const where = game.isClassic ? "" : [game.layout.shape, ...game.layout.variants].join(" ") + " ";
    return where + (level || "unrated");
  }

  function showStats() {
    const stats = Saved.stats(), body = $("stats-table").tBodies[0];
    body.textContent = "";
    for (const kind of Object.keys(stats).sort()) {
      const row = body.insertRow();
      [kind, stats[kind].solved, stats[kind].best === null ? "" : Clock.text(stats[kind].best)].forEach((v) => (row.insertCell().textContent = v));
    }
    $("stats-table").hidden = body.rows.length === 0;
    $("stats-none").hidden = body.rows.length > 0;
  }

  function setPaused(on) {
    paused = on && !solved && !replay;
    $("frame").classList.toggle("paused", paused);
    $("paused").hidden = !paused;
    $("pause").setAttribute("aria-pressed", String(paused));
    $("pause").textContent = paused ? "Resume" : "Pause";
    runClock();
    if (!paused) board.element.focus({ preventScroll: true });
  }

  /** Asks the player a yes-or-no question in a dialog; resolves to whether they said yes. */
  function ask(question, yes) {
    $("ask-text").textContent = question;
    $("ask-yes").textContent = yes;
    $("ask").returnValue = "";
    $("ask").showModal();
    return new Promise((resolve) => $("ask").addEventListener("close", () => resolve($("ask").returnValue === "yes"), { once: true }));
  }

  /**
   * Whether the game on the board may give way to another puzzle (yes names the way, on the dialog's
   * button): an empty board, a game not started or ended, or the player says so.
   */
  async function mayLeave(yes) {
    return !game.isStarted || solved !== null || game.givens.every((d) => d === 0)
        || ask("Leave the game in progress for another puzzle? It stays kept on this device: its link (Share) brings it back.", yes);
  }

  function toggleReplay() {
    if (replay) {
      replay.stop();
      return;
    }
    replay = new Replay(game, (copy, k, total) => {
      board.render(copy, noLook());
      say("Replay: move " + k + " of " + total + ".");
    }, () => {
      replay = null;
      $("replay").textContent = "Replay";
      draw();
    });
    $("replay").textContent = "Stop replay";
    replay.start();
  }

  async function finish() {
    const playing = game;
    try {
      const answer = await api("/api/check", { puzzle: game.puzzle, entries: game.entries, ...layoutFields(game.layout) });
      if (playing === game && !solved && answer.wrong && answer.wrong.length === 0) end("player");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * Starts a game on puzzle (N*N characters) of layout (as the API answers it), or resumes the game of
   * it kept on this device: board, timer and link. puzzleLevel is its level where the server named it.
   * Answers whether it resumed a kept game.
   */
  function start(puzzle, layout = Game.CLASSIC, puzzleLevel = null) {
    if (replay) replay.stop();
    game = new Game(puzzle, layout);
    let kept = Saved.game(linkOf(game));
    try {
      if (kept) game = Game.fromJSON(kept.game);
    } catch (e) {
      kept = null; // kept by another version of the page: the puzzle starts afresh
    }
    look = noLook();
    pendingHint = null;
    solved = kept ? kept.solved : null;
    level = (kept && kept.level) || puzzleLevel;
    clock.reset(kept ? kept.elapsed : 0);
    history.replaceState(null, "", "#" + linkOf(game));
    $("link").hidden = true;
    show();
    setPaused(false);
    save();
    return Boolean(kept);
  }

  /** Lays the board and the number pad out for the game's layout, and draws it. */
  function show() {
    $("board").closest(".play").style.setProperty("--n", game.side); // cells size by it; the modes, pad and message take the board's width
    pad.build(game.side);
    board.layOut(game);
    showPicked(game.layout);
    offerLevels(newSide());
    draw();
    pad.fit($("board").closest(".play"));
  }

  /** Plays the game played last on this device again, as it was left; answers whether there was one. */
  function resumeLast() {
    const key = Saved.current(), kept = key && Saved.game(key);
    if (!kept || !kept.game) return false;
    start(kept.game.puzzle, kept.game.layout);
    say(kept.solved ? "Your last puzzle, solved: press New for another." : "Your last game, as you left it.");
    return true;
  }

  /**
   * Sends any text to the server to be read as one puzzle of the layout fields (by default those
   * picked), then plays it, or resumes the game of it kept here; resolves to whether it could. A
   * failure is said in the server's words, or in words that explain makes of them.
   */
  async function load(text, fields = pickedFields(), explain = (reason) => reason) {
    const ticket = ++asked;
    try {
      const answer = await api("/api/check", { puzzle: text, ...fields });
      if (ticket !== asked) return false;
      const resumed = start(answer.puzzle, answer.layout);
      if (game.givens.every((d) => d === 0)) {
        say("An empty " + $("layout").selectedOptions[0].textContent + " board: type or paste a puzzle and Load it, or play on it.");
      } else {
        say((answer.status === "unique" ? "Puzzle loaded." : "Loaded, but this puzzle has " +
            (answer.status === "multiple" ? "more than one solution." : "no solution."))
            + (resumed ? " Your game of it goes on where you left it." : ""), answer.status === "unique" ? "" : "bad");
      }
      return true;
    } catch (e) {
      if (ticket === asked) say(explain(e.message), "bad");
      return false;
    }
  }

  async function check() {
    try {
      const answer = await api("/api/check", { puzzle: game.puzzle, entries: game.entries, ...layoutFields(game.layout) });
      if (!answer.wrong) {
        say("This puzzle has " + answer.status + " solutions; there is nothing to check against.", "bad");
        return;
      }
      look.wrong = new Set(answer.wrong.map((c) => game.cellIndex(c)));
      draw();
      const n = answer.wrong.length;
      say(n === 0 ? "No wrong entries so far." : n + " wrong entr" + (n === 1 ? "y" : "ies") + ": " + answer.wrong.join(", "), n ? "bad" : "good");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  async function hint() {
    if (pendingHint) {
      const step = pendingHint;
      change(() => game.applyStep(step));
      say("Applied: " + step.text);
      return;
    }
    try {
      const answer = await api("/api/hint", {
        puzzle: game.puzzle, entries: game.entries, eliminated: game.eliminations(), ...layoutFields(game.layout),
      });
      if (answer.status === "step") {
        const step = answer.step;
        pendingHint = step;
        look.hintCells = new Set([...step.cells, ...step.houseCells].map((c) => game.cellIndex(c)));
        look.hintTargets = new Set([...step.placements, ...step.eliminations].map((c) => game.cellIndex(c.cell)));
        say(step.text + " (press Hint again to apply it)", "hint");
      } else {
        look.wrong = new Set((answer.wrong || []).map((c) => game.cellIndex(c)));
        say(answer.text, answer.status === "solved" ? "good" : "bad");
      }
      draw();
    } catch (e) {
      say(e.message, "bad");
    }
  }

  async function solve() {
    if (solved || !(await ask("Show the solution? The game ends here, and Solve does not count in the statistics.", "Solve"))) return;
    try {
      const answer = await api("/api/solve", { puzzle: game.puzzle, ...layoutFields(game.layout) });
      if (answer.status !== "solved") {
        say("This puzzle has no solution.", "bad");
        return;
      }
      change(() => game.fill(answer.solution));
      end("solve");
      say(answer.unique ? "Solved." : "Solved; this puzzle has other solutions too.", "good");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * A new puzzle of the game's layout (a jigsaw keeps its region map) at the difficulty picked; with
   * jigsaw picked and no map typed, a jigsaw on a region map the server draws at random.
   */
  async function newPuzzle() {
    if (!(await mayLeave("New puzzle"))) return;
    const randomJigsaw = wantsRandomJigsaw(), ticket = ++asked;
    const picked = $("difficulty").value, wanted = randomJigsaw ? { variant: "jigsaw" } : layoutFields(game.layout);
    const kind = (picked === "any" ? "" : picked + " ") + (randomJigsaw ? "jigsaw on a random map" : [game.layout.shape, ...game.layout.variants].join(" "));
    try {
      say("Making a new " + kind + " puzzle...");
      const answer = await api("/api/generate", picked === "any" ? wanted : { difficulty: picked, ...wanted });
      if (ticket !== asked) return;
      start(answer.puzzle, answer.layout, answer.rating.level);
      say("A new " + answer.rating.level + " puzzle (" + ratingWords(answer.rating) + ").");
    } catch (e) {
      if (ticket !== asked) return;
      // A busy server says when to come back (retryAfter); any other 503 here is the time limit running out.
      const outOfTime = e.status === 503 && !e.answer.retryAfter;
      say(outOfTime ? "No new " + kind + " puzzle turned up in the time the server gives one; the board keeps its puzzle. "
          + "Press New to try again, or pick " + (picked === "any" || picked === "easy" ? "another layout." : "an easier level or any level.") : e.message, "bad");
    }
  }

  /** Today's daily puzzle (the generator's puzzle of a seed made from the date), or the game of it kept here. */
  async function daily() {
    if (!(await mayLeave("Daily puzzle"))) return;
    const today = Daily.of(new Date()), ticket = ++asked;
    try {
      say("Making the daily puzzle of " + today.name + "...");
      const answer = await api("/api/generate", { difficulty: today.level, seed: today.seed });
      if (ticket !== asked) return;
      const resumed = start(answer.puzzle, answer.layout, answer.rating.level);
      say("The daily puzzle of " + today.name + ": " + answer.rating.level + " (" + ratingWords(answer.rating) + ")."
          + (resumed ? " Your game of it goes on where you left it." : ""));
    } catch (e) {
      if (ticket === asked) say(e.message, "bad");
    }
  }

  /** What follows # in a link to game: the puzzle alone for classic 9x9, else puzzle=...&shape=...&variant=...&regions=... */
  function linkOf(played) {
    if (played.isClassic) return played.puzzle;
    const fields = layoutFields(played.layout);
    if (fields.variant) fields.variant = fields.variant.join(",");
    return new URLSearchParams({ puzzle: played.puzzle, ...fields }).toString();
  }

  function share() {
    const url = location.href.split("#")[0] + "#" + linkOf(game);
    $("link").value = url;
    $("link").hidden = false;
    $("link").select();
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(() => say("Link copied."), () => say("Copy the link below."));
  }

  /**
   * The puzzle in the link and its layout fields: #<81 characters>, #puzzle=...&shape=...&variant=...
   * &regions=..., or ?puzzle=... in any format with the same fields; null when there is none. A hash
   * whose %-escapes are broken gives text null: there is no puzzle to read in it.
   */
  function puzzleInLink() {
    const hash = location.hash.slice(1);
    let params;
    try {
      params = hash.includes("puzzle=") ? new URLSearchParams(hash)
          : hash ? new URLSearchParams({ puzzle: decodeURIComponent(hash) }) : new URLSearchParams(location.search);
    } catch (e) {
      return { text: null, fields: {}, hash };
    }
    if (!params.get("puzzle")) return null;
    const fields = {};
    for (const name of ["shape", "variant", "regions"]) if (params.get(name)) fields[name] = params.get(name);
    return { text: params.get("puzzle"), fields, hash };
  }

  /**
   * A layout picked: the puzzle on the board read by its rules when it has the size (an X-Sudoku pasted
   * as classic becomes one), else an empty board of it; for a jigsaw, the region map to type first.
   */
  async function pick() {
    if (!(await mayLeave("Change the layout"))) {
      showPicked(game.layout); // the picker goes back to the board's layout
      return;
    }
    const jigsaw = $("layout").value === "jigsaw";
    $("regions-input").hidden = !jigsaw;
    offerLevels(newSide());
    if (jigsaw) {
      $("enter").open = true;
      if (!$("regions-input").value.trim()) {
        say("Type or paste the jigsaw's region map (or a puzzle line followed by its map), then Load; or press New for a random one.");
        return;
      }
    }
    if ($("layout").value === "current") return;
    const fields = pickedFields();
    const side = fields.shape ? Number(fields.shape.split("x")[0]) : jigsaw ? Math.round(Math.sqrt(fields.regions.replace(/\s/g, "").length)) : 9;
    // A puzzle typed in is read again by the new rules; one the server made for the old rules is not kept.
    const keep = side === game.side && game.givens.some((d) => d !== 0) && level === null;
    if (!(await load(keep ? game.puzzle : ".".repeat(side * side), fields))) {
      showPicked(game.layout); // the board keeps its layout, and the picker says so
      $("regions-input").hidden = !game.layout.regions;
    }
  }

  for (const m of MODES) $("mode-" + m).addEventListener("click", () => {
    setMode(m);
    board.element.focus({ preventScroll: true });
  });
  $("auto").addEventListener("click", () => change(() => game.autoCandidates()));
  $("undo").addEventListener("click", () => change(() => game.undo()));
  $("redo").addEventListener("click", () => change(() => game.redo()));
  $("check").addEventListener("click", check);
  $("hint").addEventListener("click", hint);
  $("solve").addEventListener("click", solve);
  $("share").addEventListener("click", share);
  $("replay").addEventListener("click", toggleReplay);
  $("new").addEventListener("click", newPuzzle);
  $("daily").addEventListener("click", daily);
  $("load").addEventListener("click", async () => (await mayLeave("Load")) && load($("puzzle-input").value));
  $("layout").addEventListener("change", pick);
  $("difficulty").addEventListener("change", () => Saved.keepSetting("level", $("difficulty").value));
  $("pause").addEventListener("click", () => setPaused(!paused));
  $("resume").addEventListener("click", () => setPaused(false));
  $("theme").addEventListener("click", () => {
    Theme.toggle();
    showTheme();
  });
  Theme.onSystemChange(showTheme);
  // A game left (another tab, the phone locked) pauses; leaving the page keeps it, time played included.
  document.addEventListener("visibilitychange", () => {
    if (document.hidden && game.isStarted) setPaused(true);
    runClock();
    save();
  });
  window.addEventListener("pagehide", save);
  window.addEventListener("resize", () => pad.fit($("board").closest(".play")));
  setInterval(runClock, 500);
  setInterval(() => clock.running && save(), 10000);

  /** The theme button names the colours it switches to. */
  function showTheme() {
    $("theme").textContent = Theme.dark ? "Light" : "Dark";
  }

  /**
   * Plays the puzzle of a link. A link without one that reads (mistyped, cut short, broken escapes)
   * says so and leaves a board to play on: the one there was, or an empty 9x9 one on opening.
   */
  async function openLink(linked) {
    const opening = board.laidOut === null;
    const explain = (reason) => "This link holds no puzzle that can be read (" + reason + "); "
        + (opening ? "here is an empty board: type or paste a puzzle and Load it, or press New." : "the board keeps its puzzle.");
    if (linked.text !== null && (await load(linked.text, linked.fields, explain))) return;
    if (opening) show();
    if (linked.text === null) say(explain("its %-escapes are broken"), "bad");
  }

  // A link opened on the page changes only the hash: open its puzzle unless it is the one on the board.
  window.addEventListener("hashchange", () => {
    const linked = puzzleInLink();
    if (linked && linked.hash !== linkOf(game)) openLink(linked);
  });

  // The level New makes, as the player last picked it.
  const lastLevel = Saved.setting("level", "easy");
  if ([...$("difficulty").options].some((o) => o.value === lastLevel)) $("difficulty").value = lastLevel;
  showTheme();
  showStats();

  // On opening: the puzzle of the link, else the game played last, else a new puzzle.
  const linked = puzzleInLink();
  if (linked) {
    openLink(linked);
  } else if (!resumeLast()) {
    show();
    newPuzzle();
  }
})();
