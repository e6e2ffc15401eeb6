// The link to a game (link.js): what follows # for each kind of puzzle, with the player's digits when
// shared, and the puzzle read back from a link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";
import { linkOf, linksElsewhere, puzzleInLink } from "../../main/resources/web/link.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const at = (link) => ({ hash: "#" + link, search: "" });

test("a classic puzzle's link is the puzzle alone; with progress, its fields and the digits", () => {
  const game = new Game(PUZZLE);
  assert.equal(linkOf(game), PUZZLE);
  assert.equal(linkOf(game, true), PUZZLE, "no digits yet: nothing more to carry");
  game.setValue(2, 4);
  const link = linkOf(game, true);
  assert.equal(link, "puzzle=" + PUZZLE + "&shape=9x9&entries=534" + PUZZLE.slice(3));
  assert.deepEqual(puzzleInLink(at(link)), { text: PUZZLE, fields: { shape: "9x9" }, hash: link, entries: game.entries });
  assert.deepEqual(puzzleInLink(at(linkOf(game))), { text: PUZZLE, fields: {}, hash: PUZZLE, entries: null });
});

test("another layout's link names its shape, variants and regions", () => {
  const regions = Array.from({ length: 16 }, (_, i) => "ABCD"[Math.floor(i / 4)]).join("");
  const jigsaw = new Game(".".repeat(16), { shape: "4x4", side: 4, boxWidth: 2, boxHeight: 2, variants: ["jigsaw"], regions });
  const link = linkOf(jigsaw);
  assert.equal(link, "puzzle=" + ".".repeat(16) + "&variant=jigsaw&regions=" + regions);
  assert.deepEqual(puzzleInLink(at(link)).fields, { variant: "jigsaw", regions });
  const x = new Game(PUZZLE, { shape: "9x9", side: 9, boxWidth: 3, boxHeight: 3, variants: ["x", "disjoint"], regions: null });
  assert.equal(linkOf(x), "puzzle=" + PUZZLE + "&shape=9x9&variant=x%2Cdisjoint");
  assert.deepEqual(puzzleInLink(at(linkOf(x))).fields, { shape: "9x9", variant: "x,disjoint" });
});

test("a setter's puzzle's link is its f-puzzles payload, whose + is not a space", () => {
  const rules = { source: { size: 9 }, payload: "N4Ig+ab/c=", kinds: ["thermometer"] };
  const game = new Game(PUZZLE, Game.CLASSIC, rules);
  const link = linkOf(game);
  assert.equal(link, "fpuzzles=N4Ig%2Bab%2Fc%3D");
  assert.equal(puzzleInLink(at(link)).text, "N4Ig+ab/c=");
  assert.equal(puzzleInLink(at("fpuzzles=N4Ig+ab")).text, "N4Ig+ab", "as f-puzzles writes its links");
  game.setValue(2, 4);
  assert.equal(puzzleInLink(at(linkOf(game, true))).entries, game.entries);
});

test("a link's puzzle in the query, typed by hand, or missing", () => {
  assert.deepEqual(puzzleInLink({ hash: "", search: "?puzzle=" + PUZZLE + "&shape=9x9" }),
      { text: PUZZLE, fields: { shape: "9x9" }, hash: "", entries: null });
  assert.equal(puzzleInLink({ hash: "#53..7%20....", search: "" }).text, "53..7 ....");
  assert.equal(puzzleInLink({ hash: "", search: "" }), null);
  assert.equal(puzzleInLink({ hash: "", search: "?shape=9x9" }), null);
});

test("a link whose %-escapes are broken holds no puzzle to read", () => {
  assert.deepEqual(puzzleInLink(at("53..%E0%A4%A")), { text: null, fields: {}, hash: "53..%E0%A4%A" });
  assert.deepEqual(puzzleInLink(at("fpuzzles=%E0%A4%A")), { text: null, fields: {}, hash: "fpuzzles=%E0%A4%A" });
});

test("a setter's puzzle opens on f-puzzles and SudokuPad from its payload as they write it; another puzzle has no such links", () => {
  const game = new Game(PUZZLE, Game.CLASSIC, { source: { size: 9 }, payload: "N4Ig+ab/c=", kinds: ["thermometer"] });
  assert.deepEqual(linksElsewhere(game), {
    fpuzzles: "https://www.f-puzzles.com/?load=N4Ig+ab/c=", sudokupad: "https://sudokupad.app/fpuzzlesN4Ig+ab/c=",
  });
  assert.equal(linksElsewhere(new Game(PUZZLE)), null);
});
