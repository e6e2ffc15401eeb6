// The page's wiring: buttons, the server's API, the timer and the shareable link.
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

  let game = new Game(EMPTY);
  let look = { wrong: new Set(), hintCells: new Set(), hintTargets: new Set() };
  let pendingHint = null; // the step shown by the last press of Hint, applied by the next
  let pencil = false;
  let startedAt = null;
  let stoppedAt = null;

  const board = new Board($("board"), {
    digit: (i, d) => enter(i, d),
    undo: () => change(() => game.undo()),
    redo: () => change(() => game.redo()),
    pencil: () => setPencil(!pencil),
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

  /** The number pad: a button per digit of the layout, then one to clear. */
  function buildPad(side) {
    $("pad").textContent = "";
    $("pad").style.setProperty("--pad-columns", side > 9 ? Math.ceil((side + 1) / 2) : side + 1);
    for (let d = 1; d <= side + 1; d++) {
      const button = document.createElement("button"), digit = d > side ? 0 : d;
      button.dataset.digit = digit;
      button.textContent = digit ? Game.symbol(digit) : "\u232B";
      if (!digit) button.title = "clear the cell (Backspace)";
      button.addEventListener("click", () => enter(board.selected, digit));
      $("pad").appendChild(button);
    }
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

  function draw() {
    board.render(game, look);
    $("undo").disabled = game.undoStack.length === 0;
    $("redo").disabled = game.redoStack.length === 0;
  }

  /** Runs a change of the game; any change forgets the marks of the last check and hint. */
  function change(action) {
    if (action() === false) return;
    look = { wrong: new Set(), hintCells: new Set(), hintTargets: new Set() };
    pendingHint = null;
    draw();
  }

  /** The player puts d (0: nothing) in cell i, or toggles it as a pencil mark. */
  function enter(i, d) {
    if (game.isGiven(i)) return;
    change(() => (pencil && d ? game.toggleMark(i, d) : game.setValue(i, d)));
    if (stoppedAt === null && game.isFilled() && game.conflicts().size === 0) finish();
  }

  function setPencil(on) {
    pencil = on;
    $("pencil").setAttribute("aria-pressed", String(on));
    $("pencil").classList.toggle("on", on);
  }

  async function finish() {
    try {
      const answer = await api("/api/check", { puzzle: game.puzzle, entries: game.entries, ...layoutFields(game.layout) });
      if (answer.wrong && answer.wrong.length === 0) {
        stoppedAt = Date.now();
        say("Solved in " + clock() + ".", "good");
      }
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /** Starts a game on puzzle (N*N characters) of layout (as the API answers it): board, timer and link. */
  function start(puzzle, layout = Game.CLASSIC) {
    game = new Game(puzzle, layout);
    look = { wrong: new Set(), hintCells: new Set(), hintTargets: new Set() };
    pendingHint = null;
    startedAt = Date.now();
    stoppedAt = null;
    history.replaceState(null, "", "#" + linkOf(game));
    $("link").hidden = true;
    show();
  }

  /** Lays the board and the number pad out for the game's layout, and draws it. */
  function show() {
    board.layOut(game);
    buildPad(game.side);
    showPicked(game.layout);
    offerLevels(newSide());
    board.select(0);
    draw();
  }

  /**
   * Sends any text to the server to be read as one puzzle of the layout fields (by default those
   * picked), then plays it; resolves to whether it could. A failure is said in the server's words, or
   * in words that explain makes of them.
   */
  async function load(text, fields = pickedFields(), explain = (reason) => reason) {
    try {
      const answer = await api("/api/check", { puzzle: text, ...fields });
      start(answer.puzzle, answer.layout);
      if (game.givens.every((d) => d === 0)) {
        say("An empty " + $("layout").selectedOptions[0].textContent + " board: type or paste a puzzle and Load it, or play on it.");
      } else {
        say(answer.status === "unique" ? "Puzzle loaded." : "Loaded, but this puzzle has " +
            (answer.status === "multiple" ? "more than one solution." : "no solution."), answer.status === "unique" ? "" : "bad");
      }
      return true;
    } catch (e) {
      say(explain(e.message), "bad");
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
    try {
      const answer = await api("/api/solve", { puzzle: game.puzzle, ...layoutFields(game.layout) });
      if (answer.status !== "solved") {
        say("This puzzle has no solution.", "bad");
        return;
      }
      change(() => game.fill(answer.solution));
      stoppedAt = Date.now();
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
    const randomJigsaw = wantsRandomJigsaw();
    const level = $("difficulty").value, wanted = randomJigsaw ? { variant: "jigsaw" } : layoutFields(game.layout);
    const kind = (level === "any" ? "" : level + " ") + (randomJigsaw ? "jigsaw on a random map" : [game.layout.shape, ...game.layout.variants].join(" "));
    try {
      say("Making a new " + kind + " puzzle...");
      const answer = await api("/api/generate", level === "any" ? wanted : { difficulty: level, ...wanted });
      start(answer.puzzle, answer.layout);
      say("A new " + answer.rating.level + " puzzle (" + ratingWords(answer.rating) + ").");
    } catch (e) {
      // A busy server says when to come back (retryAfter); any other 503 here is the time limit running out.
      const outOfTime = e.status === 503 && !e.answer.retryAfter;
      say(outOfTime ? "No new " + kind + " puzzle turned up in the time the server gives one; the board keeps its puzzle. "
          + "Press New to try again, or pick " + (level === "any" || level === "easy" ? "another layout." : "an easier level or any level.") : e.message, "bad");
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

  function clock() {
    if (startedAt === null) return "00:00";
    const s = Math.floor(((stoppedAt || Date.now()) - startedAt) / 1000);
    return String(Math.floor(s / 60)).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0");
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
    const keep = side === game.side && game.givens.some((d) => d !== 0);
    if (!(await load(keep ? game.puzzle : ".".repeat(side * side), fields))) {
      showPicked(game.layout); // the board keeps its layout, and the picker says so
      $("regions-input").hidden = !game.layout.regions;
    }
  }

  $("pencil").addEventListener("click", () => setPencil(!pencil));
  $("auto").addEventListener("click", () => change(() => game.autoCandidates()));
  $("undo").addEventListener("click", () => change(() => game.undo()));
  $("redo").addEventListener("click", () => change(() => game.redo()));
  $("check").addEventListener("click", check);
  $("hint").addEventListener("click", hint);
  $("solve").addEventListener("click", solve);
  $("share").addEventListener("click", share);
  $("new").addEventListener("click", newPuzzle);
  $("load").addEventListener("click", () => load($("puzzle-input").value));
  $("layout").addEventListener("change", pick);
  setInterval(() => ($("timer").textContent = clock()), 500);

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

  const linked = puzzleInLink();
  if (linked) openLink(linked);
  else show();
})();
