// The board (board.js) on a fake document: the cells laid out for a layout, keys as SudokuPad has
// them, and what a game looks like drawn (classes and marks). Clicks, drags and layout on screen are
// the browser tests' (PageIT, HintsAndKeysIT).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Board } from "../../main/resources/web/board.js";
import { Game } from "../../main/resources/web/game.js";
import { noLook } from "../../main/resources/web/state.js";
import { useFakeDocument } from "./fake-dom.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/** A board in a fresh fake document, and what it asked of the page: calls of its callbacks, in order. */
function boardOf(t) {
  const document = useFakeDocument(t);
  const element = document.body.appendChild(document.createElement("div"));
  element.id = "board";
  const calls = [];
  const on = {};
  for (const name of ["digit", "clear", "undo", "redo", "nextMode", "selected"]) on[name] = (...args) => calls.push([name, ...args]);
  return { board: new Board(element, on), element, calls };
}

const key = (k, more = {}) => ({ key: k, code: "", preventDefault() {}, ...more });
const withClass = (board, name) => board.cells.flatMap((c, i) => (c.classList.contains(name) ? [i] : []));

test("the digit a key stands for: the key's place with Shift, letters from 10", () => {
  assert.equal(Board.digitOfKey(key("%", { code: "Digit5", shiftKey: true })), 5);
  assert.equal(Board.digitOfKey(key("7", { code: "Numpad7" })), 7);
  assert.equal(Board.digitOfKey(key("b")), 11);
  assert.equal(Board.digitOfKey(key("ArrowUp", { code: "ArrowUp" })), -1);
});

test("cells are laid out with thick borders between boxes and shading on a variant's houses", (t) => {
  const { board, element } = boardOf(t);
  board.layOut(new Game(".".repeat(81), { ...Game.CLASSIC, variants: ["x"] }));
  assert.equal(element.querySelectorAll(".cell").length, 81);
  assert.equal(board.cells[10].dataset.cell, "r2c2");
  assert.deepEqual(withClass(board, "edge-right").slice(0, 2), [2, 5]);
  assert.deepEqual(withClass(board, "edge-bottom").slice(0, 2), [18, 19]);
  assert.equal(withClass(board, "shaded").length, 17);
  assert.deepEqual([...board.selection], [0], "the first cell selected");
});

test("keys: arrows move and add with Shift, digits enter as the modifiers say, and the rest", (t) => {
  const { board, calls } = boardOf(t);
  board.layOut(new Game(PUZZLE));
  calls.length = 0;
  board.key(key("ArrowLeft")); // from the first column: nowhere to go
  board.key(key("ArrowUp"));
  board.key(key("ArrowRight"));
  board.key(key("ArrowDown", { shiftKey: true }));
  assert.equal(board.selected, 10);
  assert.deepEqual(board.selectedCells, [1, 10]);
  board.key(key("4", { code: "Digit4" }));
  board.key(key("$", { code: "Digit4", shiftKey: true }));
  board.key(key("4", { code: "Digit4", ctrlKey: true }));
  board.key(key("4", { code: "Digit4", altKey: true }));
  board.key(key("Backspace"));
  board.key(key("p"));
  board.key(key("z", { ctrlKey: true }));
  board.key(key("y", { ctrlKey: true }));
  board.key(key("Z", { ctrlKey: true, shiftKey: true }));
  board.key(key("Escape"));
  assert.deepEqual(calls.filter(([name]) => name !== "selected"), [
    ["digit", 4, null], ["digit", 4, "corner"], ["digit", 4, "centre"], ["digit", 4, "colour"],
    ["clear"], ["nextMode"], ["undo"], ["redo"], ["redo"],
  ]);
  assert.deepEqual(board.selectedCells, [10]);
  board.key(key("a")); // no digit on 9x9
  assert.equal(calls.filter(([name]) => name === "digit").length, 4);
});

test("a game drawn: givens and entries, repeats, the cursor's houses and digit, colours and marks", (t) => {
  const { board } = boardOf(t);
  const game = new Game(PUZZLE);
  game.setValue(2, 5); // repeats r1c1's 5
  game.toggleMark("corner", [3], 2);
  game.toggleMark("corner", [3], 6);
  game.toggleMark("centre", [5], 1);
  game.toggleColour([6], 4);
  board.layOut(game);
  board.select(0);
  board.render(game, noLook());
  assert.equal(board.cells[0].textContent, "5");
  assert.ok(board.cells[0].classList.contains("given") && board.cells[2].classList.contains("entered"));
  assert.deepEqual(withClass(board, "conflict"), [0, 2]);
  assert.ok(board.cells[2].classList.contains("same-digit"), "the cursor's digit elsewhere");
  assert.ok(board.cells[9].classList.contains("house") && !board.cells[0].classList.contains("house"));
  assert.equal(board.cells[3].querySelector(".marks.corner").textContent, "26");
  assert.equal(board.cells[5].querySelector(".marks.centre").textContent, "1");
  assert.equal(board.cells[6].dataset.colour, "4");

  board.options = { conflicts: false, highlights: false };
  board.render(game, noLook());
  assert.deepEqual(withClass(board, "conflict"), []);
  assert.deepEqual(withClass(board, "house"), []);
});

test("a check's and a hint's marks, a hint's chain, and the setter's true candidates", (t) => {
  const { board, element } = boardOf(t);
  const game = new Game(PUZZLE);
  board.layOut(game);
  const look = noLook();
  look.wrong = new Set([2]);
  look.hintCells = new Set([3]);
  look.hintTargets = new Set([4]);
  look.hintMarks = new Map([[2, { gone: 1 << 1, put: 0, key: 1 << 1 }]]); // r1c3 loses its candidate 2
  look.links = [2, 3, 12];
  look.truth = new Array(81).fill(0);
  look.truth[7] = (1 << 0) | (1 << 3);
  board.render(game, look);
  assert.ok(board.cells[2].classList.contains("wrong") && board.cells[3].classList.contains("hint-cell")
      && board.cells[4].classList.contains("hint-target"));
  const marks = board.cells[2].querySelector(".marks.corner").children;
  assert.deepEqual(marks.map((s) => [s.textContent, s.className]).filter(([d]) => d),
      [["1", ""], ["2", "gone"], ["4", ""]], "the cell's candidates, the one removed struck out");
  assert.equal(element.querySelector("svg.links polyline").getAttribute("points"), "2.5,0.5 3.5,0.5 3.5,1.5");
  const truth = board.cells[7].querySelector(".marks.corner.truth");
  assert.equal(truth.textContent, "14");
  look.links = [];
  board.render(game, look);
  assert.equal(element.querySelector("svg.links"), null);
});
