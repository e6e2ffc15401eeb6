// The page's wiring: buttons, the server's API, the timer and the shareable link.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const EMPTY = ".".repeat(81);

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
    if (!response.ok) throw new Error(answer.error || "the server answered " + response.status);
    return answer;
  }

  function say(text, kind) {
    $("message").textContent = text;
    $("message").className = "message" + (kind ? " " + kind : "");
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
      const answer = await api("/api/check", { puzzle: game.puzzle, entries: game.entries });
      if (answer.wrong && answer.wrong.length === 0) {
        stoppedAt = Date.now();
        say("Solved in " + clock() + ".", "good");
      }
    } catch (e) {
      say(e.message, "bad");
    }
  }

  /** Starts a game on puzzle (81 characters): board, timer and link. */
  function start(puzzle) {
    game = new Game(puzzle);
    look = { wrong: new Set(), hintCells: new Set(), hintTargets: new Set() };
    pendingHint = null;
    startedAt = Date.now();
    stoppedAt = null;
    history.replaceState(null, "", "#" + puzzle);
    $("link").hidden = true;
    board.select(0);
    draw();
  }

  /** Sends any text to the server to be read as one puzzle, then plays it. */
  async function load(text) {
    try {
      const answer = await api("/api/check", { puzzle: text });
      start(answer.puzzle);
      say(answer.status === "unique" ? "Puzzle loaded." : "Loaded, but this puzzle has " +
          (answer.status === "multiple" ? "more than one solution." : "no solution."), answer.status === "unique" ? "" : "bad");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  async function check() {
    try {
      const answer = await api("/api/check", { puzzle: game.puzzle, entries: game.entries });
      if (!answer.wrong) {
        say("This puzzle has " + answer.status + " solutions; there is nothing to check against.", "bad");
        return;
      }
      look.wrong = new Set(answer.wrong.map(Game.cellIndex));
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
      const answer = await api("/api/hint", { puzzle: game.puzzle, entries: game.entries, eliminated: game.eliminations() });
      if (answer.status === "step") {
        const step = answer.step;
        pendingHint = step;
        look.hintCells = new Set([...step.cells.map(Game.cellIndex), ...step.houses.flatMap(Game.houseCells)]);
        look.hintTargets = new Set([...step.placements, ...step.eliminations].map((c) => Game.cellIndex(c.cell)));
        say(step.text + " (press Hint again to apply it)", "hint");
      } else {
        look.wrong = new Set((answer.wrong || []).map(Game.cellIndex));
        say(answer.text, answer.status === "solved" ? "good" : "bad");
      }
      draw();
    } catch (e) {
      say(e.message, "bad");
    }
  }

  async function solve() {
    try {
      const answer = await api("/api/solve", { puzzle: game.puzzle });
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

  async function newPuzzle() {
    try {
      say("Making a new " + $("difficulty").value + " puzzle...");
      const answer = await api("/api/generate", { difficulty: $("difficulty").value });
      start(answer.puzzle);
      say("A new " + answer.rating.level + " puzzle (rating " + answer.rating.difficulty.toFixed(1) + ").");
    } catch (e) {
      say(e.message, "bad");
    }
  }

  function share() {
    const url = location.href.split("#")[0] + "#" + game.puzzle;
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

  /** The puzzle in the link: #<81 characters>, or ?puzzle=... in any format. */
  function puzzleInLink() {
    const hash = decodeURIComponent(location.hash.slice(1));
    if (hash) return hash;
    return new URLSearchParams(location.search).get("puzzle");
  }

  document.querySelectorAll(".pad button").forEach((b) =>
    b.addEventListener("click", () => enter(board.selected, Number(b.dataset.digit))));
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
  setInterval(() => ($("timer").textContent = clock()), 500);

  // A link opened on the page changes only the hash: load its puzzle unless it is the one on the board.
  window.addEventListener("hashchange", () => {
    const linked = puzzleInLink();
    if (linked && linked !== game.puzzle) load(linked);
  });

  const linked = puzzleInLink();
  if (linked) load(linked);
  else draw();
})();
