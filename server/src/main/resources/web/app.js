// The page's wiring: buttons, the number pad and its modes, the server's API, the timer and pause, the
// game kept on the device, confirmations, the daily puzzle and its archive, statistics, settings, hints
// that build up, mistakes marked as they are made, the replay and the shareable link.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const EMPTY = ".".repeat(81);
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
  const LEVELS_BY_SIDE = {
    // Six digits leave room for harder steps; four do not (none of 144,000 generated 4x4 puzzles needed more than singles).
    4: { levels: ["easy"], why: "4x4 puzzles are all easy: singles finish every one." },
    6: { levels: ["easy", "medium", "hard", "expert"], why: "beginner puzzles are made on 9x9." },
    8: { levels: ["easy", "medium", "hard", "expert"], why: "beginner puzzles are made on 9x9." },
    12: { levels: ["easy", "medium", "hard"], why: "an expert 12x12 puzzle can take the server most of its 5-second limit to make." },
    16: { levels: ["easy", "medium", "hard"], why: "an expert 16x16 puzzle often takes the server longer than its 5-second limit to make." },
    // The killer generator's levels are the constraint search's (docs/GENERATOR.md); each made in well under a second here.
    killer: { levels: ["easy", "medium", "hard"], why: "a killer's level is the guesses the search needs to prove it unique." },
    25: { levels: [], why: "a 25x25 puzzle of a chosen level can take the server longer than its 5-second limit to make; "
        + "any level makes one in about a second and names its level." },
  };

  const MODES = ["digit", "corner", "centre", "colour"];
  /** The kinds of house a conflict of /api/conflicts names: repeats the board shows by itself, without words. */
  const HOUSE_KINDS = ["row", "column", "box", "region", "diagonal", "window", "group"];
  /** The marks of a check and a hint: none yet. */
  const noLook = () => ({ wrong: new Set(), hintCells: new Set(), hintTargets: new Set(), hintMarks: new Map(), links: [] });
  /** How the hint's steps are drawn as a chain: techniques whose cells are listed in the order of their links. */
  const CHAINED = /chain|cycle|loop|wing|kite|skyscraper|turbot|empty rectangle/i;

  let game = new Game(EMPTY);
  let look = noLook();
  let pendingHint = null; // the hint shown by the last press of Hint ({answer, stage}), taken further by the next
  let mode = "digit"; // what the pad and plain keys enter: digits, corner or centre marks, colours
  let solved = null; // how the game on the board ended: null while it is played, "player" or "solve"
  let level = null; // the puzzle's level when the server named it (New, Daily)
  let paused = false;
  let replay = null; // the Replay playing, if one is
  let asked = 0; // numbers the requests for a puzzle: only the answer to the latest one starts a game
  let solution = null; // the puzzle's one solution once asked for (mistakes marked as they are made), null if not known
  let hintsTaken = 0; // the hints this game asked for, counted in the statistics
  let mistakes = 0; // the entries this game made that differ from the solution, counted while marking mistakes
  let dailyDate = null; // the date of the daily puzzle on the board ("2026-12-01"), null for any other
  let settings = Settings.load();
  let truth = null; // the true candidates the setter's tools drew, one digit set per cell, or null
  let setterAsked = 0; // numbers the setter's questions: only the answer to the latest is shown
  let setterTimer = null;
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

  /**
   * Keys go to the board whatever button was pressed last: a control keeps the focus after a click,
   * and digits, arrows, Backspace and Ctrl+Z typed then are the player's moves. Text boxes, pickers and
   * dialogs keep their own keys, and Enter and Space still press a focused button.
   */
  document.addEventListener("keydown", (e) => {
    const t = e.target;
    if (t === board.element || e.defaultPrevented || $("ask").open) return;
    if (t.closest && t.closest("input, textarea, select, summary, dialog")) return;
    if (e.key === "Enter" || e.key === " " || e.key === "Tab") return;
    board.key(e);
    if (e.defaultPrevented) board.element.focus({ preventScroll: true });
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

  /**
   * The fields that send the game's puzzle to the API: a setter's puzzle as its f-puzzles object (its
   * rules go with it), any other as its givens and layout fields.
   */
  function puzzleFields(played = game) {
    return played.rules ? { fpuzzles: played.rules.source } : { puzzle: played.puzzle, ...layoutFields(played.layout) };
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

  /** Shows the game's layout in the picker: its own entry (a killer's), or an entry for a layout the picker does not list. */
  function showPicked(played) {
    if (isKiller(played)) {
      $("layout").value = "killer";
      return;
    }
    const layout = played.layout, v = layout.variants;
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

  /** What New makes now, as LEVELS_BY_SIDE names it: "killer", else the side (a random jigsaw is 9x9, anything else the board's layout). */
  function newSide() {
    return $("layout").value === "killer" ? "killer" : wantsRandomJigsaw() ? 9 : game.side;
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
    $("level-note").textContent = limit ? (side === "killer" ? "For killers" : "On " + side + "x" + side) + " New offers " + choice + ": " + limit.why : "";
    $("level-note").hidden = !limit;
  }

  /** The game the board shows: the replay's copy while one plays. */
  function shown() {
    return replay ? replay.copy : game;
  }

  /** The player's entries that differ from the solution, when mistakes are marked as they are made and it is known. */
  function mistakesOnBoard() {
    if (!settings.mistakes || !solution || solved === "solve") return new Set();
    return new Set(game.values.flatMap((d, i) => (d && !game.isGiven(i) && Game.digitOf(solution[i]) !== d ? [i] : [])));
  }

  function draw() {
    const marks = replay ? noLook() : { ...look, wrong: new Set([...look.wrong, ...mistakesOnBoard()]), truth };
    board.render(shown(), marks);
    pad.draw(game, mode === "colour");
    $("undo").disabled = paused || game.undoStack.length === 0;
    $("redo").disabled = paused || game.redoStack.length === 0;
    $("replay").hidden = !solved || !game.isStarted;
    $("mistakes").hidden = !settings.mistakes;
    $("mistakes").textContent = "Mistakes: " + mistakes;
  }

  /**
   * Runs a change of the game; any change forgets the marks of the last check and hint, and is kept on
   * the device. A change that fills the board without a repeat, whoever made it (a digit, a hint, Redo),
   * is checked against the solution and ends the game when it is right.
   */
  function change(action) {
    if (paused || replay || action() === false) return false;
    look = noLook();
    pendingHint = null;
    game.ruleBreaks = []; // asked again for the new digits
    checkRules();
    askSetter();
    draw();
    save();
    if (!solved && game.isFilled() && game.conflicts().size === 0) finish();
    return true;
  }

  /**
   * Asks the server which of a setter's rules the digits on the board break (a cage's sum passed, a
   * thermometer falling, two digits a dot does not allow): the board shows their cells as conflicts and
   * the message names each rule broken anew.
   */
  async function checkRules() {
    if (!hasConstraints(game)) return; // repeats in houses the board finds itself
    const playing = game, entries = game.entries;
    try {
      const answer = await api("/api/conflicts", { ...puzzleFields(), entries });
      if (playing !== game || game.entries !== entries) return;
      game.ruleBreaks = answer.conflicts;
      const broken = answer.conflicts.filter((c) => !HOUSE_KINDS.includes(c.kind)).map((c) => c.text);
      if (broken.length && settings.conflicts && !solved) say("Breaks a rule: " + broken.join("; ") + ".", "bad");
      draw();
    } catch (e) {
      // Without the server's word the board shows repeats alone; Check still compares with the solution.
    }
  }

  /**
   * The setter's tools: for the digits on the board as givens and centre marks as the only digits their
   * cells may hold, the number of solutions (1, 2+, none) and the true candidates drawn in the open
   * cells. Asked again a moment after each change (a burst of keys asks once), within the server's time
   * limit; an answer that comes after a newer question is dropped.
   */
  function askSetter() {
    clearTimeout(setterTimer);
    setterAsked++;
    truth = null;
    const counting = $("setter-count").checked, showing = $("setter-candidates").checked;
    $("setter-answer").textContent = counting || showing ? "Working..." : "";
    if (counting || showing) setterTimer = setTimeout(() => answerSetter(showing), 250);
  }

  async function answerSetter(showing) {
    const ticket = setterAsked, fields = setterFields();
    try {
      // The true candidates come with the count (their status: unique, multiple, no solution); the count alone is cheaper.
      const answer = showing ? await api("/api/candidates", fields) : await api("/api/count", { ...fields, cap: 2 });
      if (ticket !== setterAsked) return;
      const solutions = showing ? { unique: 1, multiple: 2, "no solution": 0 }[answer.status] : Math.min(answer.solutions, 2);
      $("setter-answer").textContent = ["No solution.", "1 solution: the puzzle is unique.", "2+ solutions: not unique yet."][solutions]
          + (showing && answer.candidates ? " The true candidates are drawn in the open cells." : "");
      if (showing && answer.candidates) truth = answer.candidates.map((digits) => [...digits].reduce((bits, ch) => bits | (1 << (Game.digitOf(ch) - 1)), 0));
    } catch (e) {
      if (ticket !== setterAsked) return;
      const outOfTime = e.status === 503 && !e.answer.retryAfter, repeat = e.status === 400 && e.answer.cells;
      $("setter-answer").textContent = outOfTime ? "No answer: the server's time limit ran out first. More givens or marks make it quicker."
          : repeat ? "No solution: " + e.message.replace(/^fpuzzles: /, "") + "." : e.message;
    }
    draw();
  }

  /**
   * The puzzle the setter's tools ask about, as an f-puzzles object: the board's digits as givens and
   * centre marks as given pencil marks, with the rules of a setter's puzzle or the houses of the layout.
   */
  function setterFields() {
    const n = game.side, source = game.rules ? JSON.parse(JSON.stringify(game.rules.source)) : houseRules(game.layout);
    source.grid = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => {
      const i = r * n + c, cell = { ...((source.grid && source.grid[r] && source.grid[r][c]) || {}) };
      delete cell.value;
      delete cell.given;
      delete cell.givenPencilMarks;
      if (!game.rules) cell.region = game.regions[i];
      if (game.values[i]) Object.assign(cell, { value: game.values[i], given: true });
      else if (game.centre[i]) cell.givenPencilMarks = Array.from({ length: n }, (_, k) => k + 1).filter((d) => game.centre[i] & (1 << (d - 1)));
      return cell;
    }));
    return { fpuzzles: source };
  }

  /** The f-puzzles rules of a layout's variant houses: X-Sudoku's diagonals, Windoku's windows, disjoint groups. */
  function houseRules(layout) {
    const source = { size: layout.side }, v = layout.variants, name = (i) => "R" + (Math.floor(i / layout.side) + 1) + "C" + (i % layout.side + 1);
    if (v.includes("x")) Object.assign(source, { "diagonal+": true, "diagonal-": true });
    if (v.includes("disjoint")) source.disjointgroups = true;
    if (v.includes("windoku")) {
      const shaded = [...game.shaded].sort((a, b) => a - b), windows = new Map();
      for (const i of shaded) {
        const key = Math.floor(Math.floor(i / layout.side) / 4) + "," + Math.floor((i % layout.side) / 4);
        windows.set(key, [...(windows.get(key) || []), name(i)]);
      }
      source.extraregion = [...windows.values()].map((cells) => ({ cells }));
    }
    return source;
  }

  /** The player puts d in the selected cells as mode says: a digit, a corner or centre mark, or a colour. */
  function enter(d, as) {
    const cells = board.selectedCells;
    if (as === "colour" && d > Game.COLOURS) return;
    const before = mistakesOnBoard().size;
    change(() => (as === "digit" ? game.setValues(cells, d) : as === "colour" ? game.toggleColour(cells, d) : game.toggleMark(as, cells, d)));
    const now = mistakesOnBoard();
    if (as === "digit" && d && now.size > before && cells.some((i) => now.has(i))) {
      mistakes++;
      draw();
      save();
    }
  }

  /** Asks the server for the solution, for marking mistakes as they are made; only a unique one is kept. */
  async function learnSolution() {
    if (!settings.mistakes || solution || game.givens.every((d) => d === 0)) return;
    const playing = game;
    try {
      const answer = await api("/api/solve", puzzleFields());
      if (playing !== game) return;
      solution = answer.status === "solved" && answer.unique ? answer.solution : null;
      draw();
    } catch (e) {
      // Without the solution mistakes are not marked; Check still says which entries are wrong.
    }
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

  /** Runs the timer while the game is played: not solved, not paused, no replay, the board and the page in view. */
  function runClock() {
    clock.run(!solved && !paused && !replay && $("waiting").hidden && !document.hidden && game.givens.some((d) => d !== 0));
    $("timer").textContent = Clock.text(clock.played);
  }

  /** Keeps the game on the device under its link: a reload, or the link opened again, resumes it. */
  function save() {
    if (game.givens.every((d) => d === 0) && !game.isStarted) return; // an empty board: nothing to come back to
    Saved.keepGame(linkOf(game), { game: game.toJSON(), elapsed: clock.played, solved, level, hints: hintsTaken, mistakes, daily: dailyDate });
  }

  /** The game as it ended: by the player (counted in the statistics) or by Solve. */
  function end(by) {
    solved = by;
    setPaused(false);
    runClock();
    save();
    draw();
    if (by !== "player") return;
    const kind = statsKind(), best = Saved.recordSolved(kind, clock.played, hintsTaken, mistakes);
    if (dailyDate) Saved.recordDaily(dailyDate);
    const helped = [hintsTaken ? hintsTaken + " hint" + (hintsTaken === 1 ? "" : "s") : "", mistakes ? mistakes + " mistake" + (mistakes === 1 ? "" : "s") : ""]
        .filter(Boolean).join(" and ");
    say("Solved in " + Clock.text(clock.played) + (helped ? " with " + helped : "") + (best ? ", your best time for " + kind : "")
        + ". Replay plays your moves again.", "good");
    showStats();
    showDailies();
  }

  /** The kind of puzzle the statistics count a game under: its level, with the layout off classic 9x9. */
  function statsKind() {
    const classic = game.side === 9 && game.layout.variants.length === 0; // an f-puzzles classic counts as any classic
    const where = isKiller(game) ? "killer " : hasConstraints(game) ? "variant " : classic ? "" : [game.layout.shape, ...game.layout.variants].join(" ") + " ";
    return where + (level || "unrated");
  }

  function showStats() {
    const stats = Saved.stats(), body = $("stats-table").tBodies[0];
    body.textContent = "";
    for (const kind of Object.keys(stats).sort()) {
      const row = body.insertRow(), entry = stats[kind];
      const average = entry.total === undefined || !entry.solved ? "" : Clock.text(entry.total / entry.solved);
      [kind, entry.solved, entry.best === null ? "" : Clock.text(entry.best), average, entry.hints || 0, entry.mistakes || 0]
          .forEach((v) => (row.insertCell().textContent = v));
    }
    $("stats-table").hidden = body.rows.length === 0;
    $("stats-none").hidden = body.rows.length > 0;
  }

  /** Pause hides the board, and with it what would help play it: Hint, Check, Solve, Rate and the rest wait. */
  function setPaused(on) {
    const was = paused;
    paused = on && !solved && !replay;
    $("frame").classList.toggle("paused", paused);
    $("paused").hidden = !paused;
    $("pause").setAttribute("aria-pressed", String(paused));
    $("pause").textContent = paused ? "Resume" : "Pause";
    for (const id of ["hint", "check", "solve", "auto", "share"]) $(id).disabled = paused;
    $("rate").disabled = paused || hasConstraints(game); // ratings are for puzzles of houses alone
    if (paused && !was) {
      look = noLook();
      pendingHint = null;
      say("Paused: the board and the timer wait for you.");
    } else if (was && !paused) {
      say("");
    }
    draw();
    runClock();
    if (!paused) board.element.focus({ preventScroll: true });
  }

  /**
   * Hides the board behind text while the next one is made or chosen (null: shows it again), so that a
   * board of the old layout does not stay on screen as if it were the one to play.
   */
  function setWaiting(text) {
    $("waiting").hidden = !text;
    $("waiting-text").textContent = text || "";
    $("frame").classList.toggle("waiting", Boolean(text));
    runClock();
  }

  /** The board as the settings have it: what it highlights, its labels, and whether placing clears peers' marks. */
  function applySettings() {
    board.options = { conflicts: settings.conflicts, highlights: settings.highlights };
    game.keepPeerMarks = !settings.autoremove;
    $("frame").classList.toggle("labelled", settings.labels);
    $("board").closest(".play").classList.toggle("labelled", settings.labels);
    $("column-labels").hidden = $("row-labels").hidden = !settings.labels;
    for (const name of Settings.names) $("set-" + name).checked = settings[name];
    learnSolution();
    if (board.laidOut) draw(); // on opening, the first game draws it
  }

  /** The labels beside the board: c1..cN over the columns, r1..rN beside the rows, as hints name cells. */
  function buildLabels() {
    for (const [id, prefix] of [["column-labels", "c"], ["row-labels", "r"]]) {
      $(id).textContent = "";
      for (let k = 1; k <= game.side; k++) $(id).appendChild(document.createElement("span")).textContent = prefix + k;
    }
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
      const answer = await api("/api/check", { ...puzzleFields(), entries: game.entries });
      if (playing === game && !solved && answer.wrong && answer.wrong.length === 0) end("player");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * Starts a game on puzzle (N*N characters) of layout (as the API answers it), or resumes the game of
   * it kept on this device: board, timer and link. puzzleLevel is its level where the server named it,
   * dailyName the date of a daily puzzle, rules a setter's puzzle's rules (rulesOf). Answers whether it
   * resumed a kept game.
   */
  function start(puzzle, layout = Game.CLASSIC, puzzleLevel = null, dailyName = null, rules = null) {
    if (replay) replay.stop();
    setWaiting(null);
    game = new Game(puzzle, layout, rules);
    let kept = Saved.game(linkOf(game));
    try {
      if (kept) game = Game.fromJSON(kept.game);
    } catch (e) {
      kept = null; // kept by another version of the page: the puzzle starts afresh
    }
    look = noLook();
    pendingHint = null;
    game.keepPeerMarks = !settings.autoremove;
    solved = kept ? kept.solved : null;
    level = (kept && kept.level) || puzzleLevel;
    dailyDate = (kept && kept.daily) || dailyName;
    hintsTaken = (kept && kept.hints) || 0;
    mistakes = (kept && kept.mistakes) || 0;
    solution = null;
    learnSolution();
    checkRules();
    askSetter();
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
    showAbout();
    $("rate").title = hasConstraints(game) ? "ratings are for puzzles of houses alone (Nonet's techniques know no cages, lines or dots)"
        : "how hard this puzzle is: Sudoku Explainer's rating on classic 9x9";
    pad.build(game.side);
    board.layOut(game);
    buildLabels();
    showPicked(game);
    offerLevels(newSide());
    draw();
    pad.fit($("board").closest(".play"));
  }

  /** A setter's puzzle's title, author and rules text under the board, as the setter wrote them. */
  function showAbout() {
    const rules = game.rules;
    $("about").hidden = !rules;
    if (!rules) return;
    $("about-title").textContent = rules.title || "Untitled";
    $("about-author").textContent = rules.author ? "by " + rules.author : "";
    $("about-rules").textContent = rules.rules || "";
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
      const resumed = start(answer.puzzle, answer.layout, null, null, rulesOf(answer));
      if (game.rules) {
        say((answer.status === "unique" ? "Puzzle loaded: its rules are under the board." : "Loaded, but this puzzle has "
            + (answer.status === "multiple" ? "more than one solution." : "no solution."))
            + (resumed ? " Your game of it goes on where you left it." : ""), answer.status === "unique" ? "" : "bad");
      } else if (game.givens.every((d) => d === 0)) {
        say("An empty " + $("layout").selectedOptions[0].textContent + " board: type or paste a puzzle and Load it, or play on it.");
      } else {
        say((answer.status === "unique" ? "Puzzle loaded." : "Loaded, but this puzzle has " +
            (answer.status === "multiple" ? "more than one solution." : "no solution."))
            + (resumed ? " Your game of it goes on where you left it." : ""), answer.status === "unique" ? "" : "bad");
      }
      return true;
    } catch (e) {
      if (ticket === asked) say(explain(inPageWords(e.message)), "bad");
      return false;
    }
  }

  /**
   * A message of the API as the page says it: the command line's advice on a rule Nonet does not know
   * (--ignore) is no help here; the rule's name is.
   */
  function inPageWords(message) {
    return message.replace(/; --ignore \S+ reads the puzzle without (it|them)/, ", so the puzzle is not opened").replace("nonet knows", "Nonet knows");
  }

  /**
   * What a game keeps of a setter's puzzle from an answer to /api/check: the f-puzzles object (drawn,
   * and sent with every request) with its title, author and rules text, and the kinds of its
   * constraints (none for a classic puzzle written by f-puzzles). Null for a puzzle of another format.
   */
  function rulesOf(answer) {
    const read = answer.fpuzzles, constraints = answer.constraints || [];
    return read ? { ...read, kinds: [...new Set(constraints.map((c) => c.kind))] } : null;
  }

  /** Whether a game has rules beyond its houses, which ratings and Nonet's techniques do not know. */
  function hasConstraints(played) {
    return Boolean(played.rules && played.rules.kinds.length);
  }

  async function check() {
    try {
      const answer = await api("/api/check", { ...puzzleFields(), entries: game.entries });
      if (!answer.wrong) {
        say((answer.status === "no solution" ? "This puzzle has no solution" : "This puzzle has more than one solution")
            + "; there is nothing to check against.", "bad");
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

  /**
   * Hint helps a little more at each press, as a teacher would: where to look (the house or cells
   * highlighted), then the technique and its digit, then the whole step drawn on the board (the
   * candidates it removes struck out, the digit it places, its chain), and last it is applied. With
   * "hints build up" off, the first press shows the whole step. The server always finds a step: Nonet's
   * next technique, else Sudoku Explainer's (forcing chains), else one cell of the solution, said so.
   */
  async function hint() {
    if (paused || replay) return;
    if (pendingHint && pendingHint.stage < 3) {
      showHint(pendingHint.answer, pendingHint.stage + 1);
      return;
    }
    if (pendingHint) {
      const step = pendingHint.answer.step;
      let shownMarks = [];
      change(() => {
        const result = game.applyStep(step);
        if (result === false) return false;
        shownMarks = result;
        return true;
      });
      const marked = shownMarks.length ? " (the marks of " + shownMarks.map((i) => game.cellName(i)).join(", ") + " are shown: they had none)" : "";
      if (!solved) say("Applied: " + step.text + marked);
      return;
    }
    const playing = game;
    try {
      const answer = await api("/api/hint", {
        ...puzzleFields(), entries: game.entries, eliminated: game.eliminations(),
      });
      if (playing !== game || paused) return;
      if (answer.status === "step") {
        hintsTaken++; // a hint seen counts, whether or not Hint applies it
        save();
        showHint(answer, settings.buildup ? 1 : 3);
        return;
      }
      look = noLook();
      look.wrong = new Set((answer.wrong || []).map((c) => game.cellIndex(c)));
      draw();
      say(answer.status === "solved" && solved ? "Solved already." : answer.text, answer.status === "solved" ? "good" : "bad");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * Shows the hint of answer at stage 1 (where to look), 2 (the technique) or 3 (the step on the board).
   */
  function showHint(answer, stage) {
    const step = answer.step, index = (c) => game.cellIndex(c);
    const changed = [...step.placements, ...step.eliminations].map((c) => index(c.cell));
    const reasons = [...step.cells, ...step.houseCells].map(index);
    const where = step.houseCells.length ? step.houseCells.map(index) : reasons.length ? reasons : changed;
    look = noLook();
    pendingHint = { answer, stage };
    const from = answer.source === "sudoku explainer" ? " (a step of Sudoku Explainer's path: Nonet's own techniques find none here)" : "";
    if (stage === 1) {
      look.hintCells = new Set(where);
      say("Hint: " + answer.texts.where + ". Press Hint again for the technique.", "hint");
    } else if (stage === 2) {
      look.hintCells = new Set(where);
      say("Hint: " + answer.texts.technique + from + ". Press Hint again to see the step.", "hint");
    } else {
      look.hintCells = new Set(reasons);
      look.hintTargets = new Set(changed);
      const digits = (list) => list.reduce((bits, c) => bits | (1 << (c.digit - 1)), 0);
      const key = digits([...step.placements, ...step.eliminations]);
      for (const i of step.cells.map(index)) if (!game.values[i]) look.hintMarks.set(i, { gone: 0, put: 0, key });
      for (const e of step.eliminations) {
        const marks = look.hintMarks.get(index(e.cell)) || { gone: 0, put: 0, key };
        marks.gone |= 1 << (e.digit - 1);
        look.hintMarks.set(index(e.cell), marks);
      }
      for (const p of step.placements) look.hintMarks.set(index(p.cell), { gone: 0, put: 1 << (p.digit - 1), key });
      if (CHAINED.test(step.name) && step.cells.length > 1) look.links = step.cells.map(index);
      say(step.text + from + " (press Hint again to apply it)", "hint");
    }
    draw();
  }

  async function solve() {
    if (solved || !(await ask("Show the solution? The game ends here, and Solve does not count in the statistics.", "Solve"))) return;
    try {
      const answer = await api("/api/solve", puzzleFields());
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
    if ($("layout").value === "killer") {
      await newKiller();
      return;
    }
    const randomJigsaw = wantsRandomJigsaw(), ticket = ++asked;
    const picked = $("difficulty").value, wanted = randomJigsaw ? { variant: "jigsaw" } : layoutFields(game.layout);
    const kind = (picked === "any" ? "" : picked + " ") + (randomJigsaw ? "jigsaw on a random map" : [game.layout.shape, ...game.layout.variants].join(" "));
    const asking = picked === "any" ? wanted : picked === "beginner" ? { difficulty: "easy", clues: beginnerClues(), ...wanted } : { difficulty: picked, ...wanted };
    try {
      say("Making a new " + kind + " puzzle...");
      // A board of another kind than the one coming leaves the screen at once rather than when the new one arrives.
      if (randomJigsaw && !game.layout.regions) setWaiting("Making a new jigsaw...");
      const answer = await api("/api/generate", asking);
      if (ticket !== asked) return;
      const named = picked === "beginner" ? "beginner" : answer.rating.level;
      start(answer.puzzle, answer.layout, named);
      say("A new " + named + " puzzle (" + ratingWords(answer.rating) + (picked === "beginner" ? ", " + game.givens.filter((d) => d).length + " givens" : "") + ").");
    } catch (e) {
      if (ticket !== asked) return;
      setWaiting(null);
      // A busy server says when to come back (retryAfter); any other 503 here is the time limit running out.
      const outOfTime = e.status === 503 && !e.answer.retryAfter;
      say(outOfTime ? "No new " + kind + " puzzle turned up in the time the server gives one; the board keeps its puzzle. "
          + "Press New to try again, or pick " + (picked === "any" || picked === "easy" ? "another layout." : "an easier level or any level.") : e.message, "bad");
    }
  }

  /**
   * A new killer (classic 9x9, cages with sums, usually no givens) at the level picked: the generator's
   * cages become an f-puzzles object, which the server reads back, so that a killer is drawn, checked,
   * linked and kept as any setter's puzzle is. Resolves to whether one started.
   */
  async function newKiller() {
    const picked = $("difficulty").value, ticket = ++asked;
    try {
      say("Making a new " + (picked === "any" ? "" : picked + " ") + "killer...");
      const made = await api("/api/generate", picked === "any" ? { variant: "killer" } : { variant: "killer", difficulty: picked });
      if (ticket !== asked) return;
      const named = made.searchRating.level;
      const read = await api("/api/check", { fpuzzles: killerSource(made, named) });
      if (ticket !== asked) return;
      start(read.puzzle, read.layout, named, null, rulesOf(read));
      say("A new " + named + " killer: each cage's digits add up to its sum and do not repeat.");
      return true;
    } catch (e) {
      if (ticket === asked) say(e.message, "bad");
      return false;
    }
  }

  /** The f-puzzles object of a killer /api/generate made: its givens (if any) and its cages with their sums. */
  function killerSource(made, named) {
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

  /** Whether a game is a killer: classic 9x9 houses and cages alone. */
  function isKiller(played) {
    return Boolean(played.rules) && played.side === 9 && played.layout.variants.length === 0 && !played.layout.regions
        && played.rules.kinds.length === 1 && played.rules.kinds[0] === "killercage";
  }

  /** Today's daily puzzle (the generator's puzzle of a seed made from the date), or the game of it kept here. */
  async function daily() {
    await playDaily(Daily.of(new Date()));
  }

  /** The daily puzzle of a day (Daily.of), today's or one of the archive's, or the game of it kept here. */
  async function playDaily(day) {
    if (!(await mayLeave("Daily puzzle"))) return;
    const ticket = ++asked;
    try {
      say("Making the daily puzzle of " + day.name + "...");
      const answer = await api("/api/generate", { difficulty: day.level, seed: day.seed });
      if (ticket !== asked) return;
      const resumed = start(answer.puzzle, answer.layout, answer.rating.level, day.name);
      say("The daily puzzle of " + day.name + ": " + answer.rating.level + " (" + ratingWords(answer.rating) + ")."
          + (resumed ? " Your game of it goes on where you left it." : ""));
    } catch (e) {
      if (ticket === asked) say(e.message, "bad");
    }
  }

  /** The streak of dailies solved, and the archive of the last 30 days' dailies, each marked when solved. */
  function showDailies() {
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
      button.addEventListener("click", () => playDaily(day));
    }
  }

  /** How hard the puzzle is, on request: Sudoku Explainer's rating on classic 9x9, Nonet's elsewhere. */
  async function rate() {
    const playing = game;
    try {
      say("Rating the puzzle...");
      const answer = await api("/api/rate", puzzleFields());
      if (playing !== game) return;
      say(answer.rating ? ratingWords(answer.rating) + ": " + answer.rating.level + ", its hardest step " + answer.rating.hardest + "."
          : "No rating: this puzzle has " + (answer.status === "no solution" ? "no solution." : "more than one solution."), answer.rating ? "" : "bad");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /**
   * What follows # in a link to game: the puzzle alone for classic 9x9, fpuzzles=<payload> for a
   * setter's puzzle (its f-puzzles object compressed as f-puzzles links carry it), else puzzle=...
   * &shape=...&variant=...&regions=...; with progress, the player's digits too (entries=...).
   */
  function linkOf(played, progress = false) {
    const withEntries = progress && played.entries !== played.puzzle;
    if (played.isClassic && !withEntries) return played.puzzle;
    if (played.rules) {
      return new URLSearchParams(withEntries ? { fpuzzles: played.rules.payload, entries: played.entries } : { fpuzzles: played.rules.payload }).toString();
    }
    const fields = { puzzle: played.puzzle, ...layoutFields(played.layout) };
    if (fields.variant) fields.variant = fields.variant.join(",");
    if (withEntries) fields.entries = played.entries;
    return new URLSearchParams(fields).toString();
  }

  function share() {
    const url = location.href.split("#")[0] + "#" + linkOf(game, settings.progress);
    $("link").value = url;
    $("link").hidden = false;
    $("link").select();
    const what = settings.progress && game.entries !== game.puzzle ? "Link to this puzzle with your digits so far" : "Link to this puzzle";
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(() => say(what + " copied."), () => say("Copy the link below."));
    else say(what + ": copy it below.");
  }

  /**
   * The puzzle in the link and its layout fields: #<81 characters>, #puzzle=...&shape=...&variant=...
   * &regions=..., #fpuzzles=<an f-puzzles payload>, or ?puzzle=... in any format with the same fields;
   * null when there is none. A hash
   * whose %-escapes are broken gives text null: there is no puzzle to read in it.
   */
  function puzzleInLink() {
    const hash = location.hash.slice(1);
    const payload = /(?:^|&)fpuzzles=([^&]*)/.exec(hash);
    if (payload) {
      // Read without URLSearchParams, which would take a payload's "+" (base64, as f-puzzles writes it) for a space.
      try {
        return { text: decodeURIComponent(payload[1]), fields: {}, hash, entries: new URLSearchParams(hash).get("entries") };
      } catch (e) {
        return { text: null, fields: {}, hash };
      }
    }
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
    return { text: params.get("puzzle"), fields, hash, entries: params.get("entries") };
  }

  /**
   * A layout picked: the puzzle on the board read by its rules when it has the size (an X-Sudoku pasted
   * as classic becomes one), else an empty board of it; for a jigsaw, the region map to type first.
   */
  async function pick() {
    if (!(await mayLeave("Change the layout"))) {
      showPicked(game); // the picker goes back to the board's layout
      return;
    }
    const jigsaw = $("layout").value === "jigsaw";
    $("regions-input").hidden = !jigsaw;
    offerLevels(newSide());
    if ($("layout").value === "killer") {
      // A killer's layout is its cages: there is no empty one to show. Without one the picker goes back.
      if (!(await newKiller())) showPicked(game);
      return;
    }
    if (jigsaw) {
      $("enter").open = true;
      if (!$("regions-input").value.trim()) {
        // The board of the old layout leaves the screen: it is not what the player will play next.
        setWaiting("A jigsaw: type its region map and Load it, or press New for one on a random map.");
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
      showPicked(game); // the board keeps its layout, and the picker says so
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
  $("rate").addEventListener("click", rate);
  for (const name of Settings.names) {
    $("set-" + name).addEventListener("change", () => {
      settings[name] = $("set-" + name).checked;
      Settings.keep(settings);
      applySettings();
    });
  }
  // A control pressed gives the keys back to the board (Enter and Space on it aside: see the keydown above).
  for (const button of document.querySelectorAll(".controls .row button, #pause, #theme")) {
    button.addEventListener("click", () => !paused && board.element.focus({ preventScroll: true }));
  }
  $("hint").addEventListener("click", hint);
  $("solve").addEventListener("click", solve);
  $("share").addEventListener("click", share);
  $("replay").addEventListener("click", toggleReplay);
  $("new").addEventListener("click", newPuzzle);
  $("daily").addEventListener("click", daily);
  $("load").addEventListener("click", async () => {
    const text = $("puzzle-input").value;
    // A setter's puzzle (a link, payload or object of f-puzzles) brings its own layout; the picker's is not sent with it.
    if (await mayLeave("Load")) load(text, /f-puzzles|sudokupad|fpuzzles|^\s*(N4Ig|\{)/i.test(text) ? {} : pickedFields());
  });
  for (const tool of ["setter-count", "setter-candidates"]) $(tool).addEventListener("change", askSetter);
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
    if (linked.text !== null && (await load(linked.text, linked.fields, explain))) {
      if (linked.entries) takeEntries(linked.entries);
      return;
    }
    if (opening) show();
    if (linked.text === null) say(explain("its %-escapes are broken"), "bad");
  }

  /**
   * The digits a link carries (Share with progress) put on the board as one move, unless the player's
   * own game of the puzzle is under way on this device: that one is not overwritten.
   */
  function takeEntries(entries) {
    if (entries.length !== game.givens.length) {
      say("The link's digits do not fit this puzzle (" + entries.length + " cells for " + game.givens.length + "): the puzzle starts empty.", "bad");
    } else if (game.isStarted) {
      say("Your own game of this puzzle goes on where you left it; the link's digits are not put over it.");
    } else if (change(() => game.fill(entries))) {
      say("Puzzle loaded with the digits of the link.");
    }
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
  showDailies();
  applySettings();

  // On opening: the puzzle of the link, else the game played last, else a new puzzle.
  const linked = puzzleInLink();
  if (linked) {
    openLink(linked);
  } else if (!resumeLast()) {
    show();
    newPuzzle();
  }
})();
