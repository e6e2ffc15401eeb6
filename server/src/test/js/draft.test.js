// The editor's model (draft.js): the f-puzzles object a setter draws, edit by edit with undo and redo,
// written as f-puzzles writes it; and every one of the 85 shared puzzles (CC BY 4.0; their setters and
// source are named in ../resources/api-variants/README.md) read, exported and read back unchanged.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Draft, boxOf } from "../../main/resources/web/draft.js";
import { decompressFromBase64 } from "../../main/resources/web/lzstring.js";

const shared = JSON.parse(readFileSync(new URL("../resources/api-variants/puzzles.json", import.meta.url)));

test("an empty grid of each size, boxes as f-puzzles draws them", () => {
  assert.deepEqual(Draft.empty(4), { size: 4, grid: [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]] });
  assert.deepEqual([4, 6, 8, 9, 12, 16].map(boxOf), [
    { width: 2, height: 2 }, { width: 3, height: 2 }, { width: 4, height: 2 }, { width: 3, height: 3 }, { width: 4, height: 3 }, { width: 4, height: 4 }]);
});

test("givens, each kind drawn and the global rules, written as f-puzzles writes them", () => {
  const draft = new Draft(Draft.empty(6));
  assert.equal(draft.setGivens(["R1C1", "R2C2"], 3), null);
  assert.equal(draft.add("killercage", ["R1C2", "R1C3"], "7"), null);
  assert.equal(draft.add("killercage", ["R6C6"]), null);
  assert.equal(draft.add("thermometer", ["R3C1", "R4C2", "R5C2"]), null);
  assert.equal(draft.add("arrow", ["R3C3", "R3C4", "R2C5"]), null);
  assert.equal(draft.add("whispers", ["R6C1", "R6C2"], "3"), null);
  assert.equal(draft.add("renban", ["R5C4", "R5C5"]), null);
  assert.equal(draft.add("difference", ["R4C4", "R4C5"]), null);
  assert.equal(draft.add("ratio", ["R4C5", "R5C5"]), null);
  assert.equal(draft.add("x", ["R2C1", "R3C1"]), null);
  assert.equal(draft.add("v", ["R2C3", "R2C4"]), null);
  assert.equal(draft.add("odd", ["R6C3", "R6C4"]), null);
  assert.equal(draft.add("even", ["R6C5"]), null);
  assert.equal(draft.setGlobal("antiknight", true), null);
  assert.equal(draft.setText("title", "Small"), null);
  const written = draft.written;
  assert.deepEqual(written.grid[0].slice(0, 2), [{ value: 3, given: true }, {}]);
  assert.deepEqual(written.grid[1][1], { value: 3, given: true });
  assert.deepEqual(written.killercage, [{ cells: ["R1C2", "R1C3"], value: "7" }, { cells: ["R6C6"] }]);
  assert.deepEqual(written.thermometer, [{ lines: [["R3C1", "R4C2", "R5C2"]] }]);
  assert.deepEqual(written.arrow, [{ lines: [["R3C3", "R3C4", "R2C5"]], cells: ["R3C3"] }]);
  assert.deepEqual(written.whispers, [{ lines: [["R6C1", "R6C2"]], value: "3" }]);
  assert.deepEqual(written.renban, [{ lines: [["R5C4", "R5C5"]] }]);
  assert.deepEqual(written.difference, [{ cells: ["R4C4", "R4C5"] }]);
  assert.deepEqual(written.ratio, [{ cells: ["R4C5", "R5C5"] }]);
  assert.deepEqual(written.xv, [{ cells: ["R2C1", "R3C1"], value: "X" }, { cells: ["R2C3", "R2C4"], value: "V" }]);
  assert.deepEqual(written.odd, [{ cell: "R6C3" }, { cell: "R6C4" }]);
  assert.deepEqual(written.even, [{ cell: "R6C5" }]);
  assert.equal(written.antiknight, true);
  assert.equal(written.title, "Small");
  assert.equal(draft.givens, "3......3" + ".".repeat(28));
  assert.deepEqual(JSON.parse(decompressFromBase64(draft.payload)), written);
});

test("what cannot be drawn is refused in words and changes nothing", () => {
  const draft = new Draft(Draft.empty(4));
  assert.match(draft.add("difference", ["R1C1", "R2C2"]), /side by side/);
  assert.match(draft.add("x", ["R1C1"]), /select two/);
  assert.match(draft.add("thermometer", ["R1C1", "R1C3"]), /touching/);
  assert.match(draft.add("arrow", ["R1C1"]), /^an arrow needs 2 cells or more/);
  assert.match(draft.add("killercage", ["R1C1"], "ten"), /whole number/);
  assert.match(draft.setGivens(["R1C1"], 5), /no digit 5/);
  assert.match(draft.remove("thermometer", 0), /no such thermometer/);
  assert.deepEqual(draft.written, Draft.empty(4));
  assert.equal(draft.undoStack.length, 0);
});

test("undo and redo step through the edits; a new edit forgets what was undone", () => {
  const draft = new Draft(Draft.empty(4));
  draft.add("killercage", ["R1C1", "R1C2"], "3");
  draft.setGivens(["R4C4"], 2);
  const drawn = draft.written;
  assert.ok(draft.undo());
  assert.deepEqual(draft.written.grid[3][3], {});
  assert.ok(draft.undo());
  assert.deepEqual(draft.written, Draft.empty(4));
  assert.equal(draft.undo(), false);
  assert.ok(draft.redo() && draft.redo());
  assert.deepEqual(draft.written, drawn);
  assert.equal(draft.redo(), false);
  draft.undo();
  draft.setGlobal("antiking", true);
  assert.equal(draft.redo(), false);
  assert.equal(draft.written.antiking, true);
  draft.setGlobal("antiking", false);
  assert.ok(!("antiking" in draft.written));
});

test("a constraint listed is removed by its kind and index; a kind left empty goes", () => {
  const draft = new Draft(Draft.empty(4));
  draft.add("killercage", ["R1C1", "R1C2"], "3");
  draft.add("thermometer", ["R2C1", "R2C2", "R2C3"]);
  assert.deepEqual(draft.constraints().map((c) => c.words), ["killer cage 3: R1C1-R1C2", "thermometer: R2C1-R2C3 (3 cells)"]);
  assert.deepEqual(draft.constraints().map((c) => [c.tool, c.number]), [["killercage", "3"], ["thermometer", ""]]);
  const thermo = draft.constraints()[1];
  assert.equal(draft.remove(thermo.kind, thermo.index), null);
  assert.ok(!("thermometer" in draft.written));
  draft.undo();
  assert.deepEqual(draft.written.thermometer, [{ lines: [["R2C1", "R2C2", "R2C3"]] }]);
});

test("a new size empties the grid and keeps the texts", () => {
  const draft = new Draft(Draft.empty(9));
  draft.setText("title", "T");
  draft.add("odd", ["R9C9"]);
  draft.resize(6);
  assert.deepEqual(draft.written, { ...Draft.empty(6), title: "T" });
});

test("the puzzle is read from its JSON, its payload, or an f-puzzles, SudokuPad or page link", () => {
  const draft = new Draft(Draft.empty(4));
  draft.add("killercage", ["R1C1", "R1C2"], "3");
  const payload = draft.payload, written = draft.written;
  for (const text of [JSON.stringify(written), payload, "https://www.f-puzzles.com/?load=" + payload, "https://sudokupad.app/fpuzzles" + payload,
    "http://127.0.0.1:8080/#fpuzzles=" + encodeURIComponent(payload), "https://sudokupad.app/?puzzle=fpuzzles" + payload]) {
    assert.deepEqual(Draft.read(text), written, text);
  }
  assert.throws(() => Draft.read("hello"), /no f-puzzles puzzle/);
  assert.throws(() => Draft.read('{"size": 30, "grid": []}'), /not 30/);
});

test("each of the 85 shared puzzles: read into the editor, exported and read back, the same object", () => {
  assert.equal(shared.length, 85);
  for (const { title, puzzle } of shared) {
    const source = Draft.read(puzzle), draft = new Draft(source);
    const again = Draft.read("https://www.f-puzzles.com/?load=" + draft.payload);
    assert.deepEqual(again, source, title);
    assert.equal(draft.payload, puzzle, title); // the very characters f-puzzles wrote
    // Every constraint listed can be taken away and put back by undo.
    for (const { kind } of draft.constraints().reverse()) assert.equal(draft.remove(kind, 0), null, title + ": " + kind);
    while (draft.undo());
    assert.deepEqual(draft.written, source, title);
  }
});

test("an import takes the puzzle's place, and undo brings the old one back", () => {
  const draft = new Draft(Draft.empty(4));
  draft.add("odd", ["R1C1"]);
  const before = draft.written, imported = { ...Draft.empty(6), antiking: true };
  assert.equal(draft.replace(imported), null);
  assert.deepEqual(draft.written, imported);
  draft.undo();
  assert.deepEqual(draft.written, before);
});

test("a quadruple on a 2x2 square with its digits, and jigsaw regions numbered from 1", () => {
  const draft = new Draft(Draft.empty(9));
  assert.equal(draft.add("quadruple", ["R2C2", "R1C1", "R1C2", "R2C1"], "1 2"), null);
  assert.equal(draft.add("quadruple", ["R5C5", "R5C6", "R6C5", "R6C6"], "339"), null);
  assert.deepEqual(draft.written.quadruple, [{ cells: ["R1C1", "R1C2", "R2C1", "R2C2"], values: [1, 2] }, { cells: ["R5C5", "R5C6", "R6C5", "R6C6"], values: [3, 3, 9] }]);
  assert.match(draft.add("quadruple", ["R1C1", "R1C2", "R1C3", "R1C4"], "1"), /2x2 square/);
  assert.match(draft.add("quadruple", ["R3C3", "R3C4", "R4C3", "R4C4"], "12345"), /1 to 4 digits/);
  assert.equal(draft.add("region", ["R1C4", "R2C4"], "1"), null);
  assert.equal(draft.written.grid[0][3].region, 0);
  assert.equal(draft.written.grid[1][3].region, 0);
  assert.match(draft.add("region", ["R1C1"], "10"), /numbered 1 to 9/);
  assert.match(draft.add("region", ["R1C1"]), /numbered 1 to 9/);
});

test("clues outside the grid: where the selected line enters it, as f-puzzles writes them", () => {
  const draft = new Draft(Draft.empty(9));
  assert.equal(draft.add("sandwichsum", ["R1C1", "R1C2"], "15"), null); // left of row 1
  assert.equal(draft.add("xsum", ["R9C4", "R8C4"], "10"), null); // below column 4
  assert.equal(draft.add("skyscraper", ["R3C9", "R3C8"], "4"), null); // right of row 3
  assert.equal(draft.add("littlekillersum", ["R1C2", "R2C1"], "11"), null);
  assert.equal(draft.add("littlekillersum", ["R9C2", "R8C3"], "30"), null);
  const written = draft.written;
  assert.deepEqual(written.sandwichsum, [{ cell: "R1C0", value: "15" }]);
  assert.deepEqual(written.xsum, [{ cell: "R10C4", value: "10" }]);
  assert.deepEqual(written.skyscraper, [{ cell: "R3C10", value: "4" }]);
  assert.deepEqual(written.littlekillersum, [
    { cell: "R0C3", cells: ["R1C2", "R2C1"], direction: "DL", value: "11" },
    { cell: "R10C1", cells: ["R9C2", "R8C3", "R7C4", "R6C5", "R5C6", "R4C7", "R3C8", "R2C9"], direction: "UR", value: "30" }]);
  assert.match(draft.add("sandwichsum", ["R5C5", "R5C6"], "3"), /from the edge inward/);
  assert.match(draft.add("littlekillersum", ["R1C1", "R1C2"], "3"), /along a diagonal/);
  assert.match(draft.add("xsum", ["R1C1"], "3"), /first two cells/);
  assert.match(draft.add("skyscraper", ["R1C1", "R2C1"], ""), /needs its number/);
});

test("each constraint listed names the tool and number that draw it again", () => {
  const draft = new Draft(Draft.empty(9));
  draft.add("v", ["R1C1", "R1C2"]);
  draft.add("quadruple", ["R2C2", "R2C3", "R3C2", "R3C3"], "1 1");
  draft.add("arrow", ["R5C5", "R5C6", "R5C7"]);
  draft.add("littlekillersum", ["R1C2", "R2C1"], "9");
  draft.add("region", ["R9C9"], "9");
  assert.deepEqual(draft.constraints().map((c) => [c.tool, c.number, c.cells.join(" ")]), [
    ["v", "", "R1C1 R1C2"], ["quadruple", "1 1", "R2C2 R2C3 R3C2 R3C3"], ["arrow", "", "R5C5 R5C6 R5C7"], ["littlekillersum", "9", "R1C2 R2C1 R0C3"]]);
  // Drawn again from what the list says, each is the same entry.
  for (const { kind, tool, number, cells } of draft.constraints()) {
    const again = new Draft(Draft.empty(9));
    assert.equal(again.add(tool, cells.filter((c) => !/R0|C0/.test(c)), number), null, tool);
    assert.deepEqual(again.written[kind], [draft.written[kind][0]], tool);
  }
  assert.deepEqual(Draft.toolOf("line", { lines: [["R1C1", "R1C2"]] }), { tool: null, number: "" });
});

test("sum dots, lockout lines, clones, indexers, minimum and maximum cells, extra regions and negative rules, as f-puzzles writes them", () => {
  const draft = new Draft(Draft.empty(6));
  assert.equal(draft.add("sum", ["R1C1", "R1C2"], "7"), null);
  assert.equal(draft.add("difference", ["R2C1", "R2C2"], "3"), null);
  assert.equal(draft.add("ratio", ["R3C1", "R3C2"]), null);
  assert.equal(draft.add("lockout", ["R4C1", "R4C2", "R5C3"], "2"), null);
  assert.equal(draft.add("lockout", ["R6C1", "R6C2"]), null);
  assert.equal(draft.add("clone", ["R1C4", "R1C5", "R5C5", "R5C6"]), null);
  assert.equal(draft.add("rowindexer", ["R2C4", "R3C4"]), null);
  assert.equal(draft.add("columnindexer", ["R6C6"]), null);
  assert.equal(draft.add("boxindexer", ["R2C6"]), null);
  assert.equal(draft.add("minimum", ["R3C5", "R3C6"]), null);
  assert.equal(draft.add("maximum", ["R4C6"]), null);
  assert.equal(draft.add("extraregion", ["R5C1", "R6C3"]), null);
  assert.equal(draft.setNegative("xv", true), null);
  assert.equal(draft.setNegative("difference", true), null);
  const written = draft.written;
  assert.deepEqual(written.sum, [{ cells: ["R1C1", "R1C2"], value: "7" }]);
  assert.deepEqual(written.difference, [{ cells: ["R2C1", "R2C2"], value: "3" }]);
  assert.deepEqual(written.ratio, [{ cells: ["R3C1", "R3C2"] }]);
  assert.deepEqual(written.lockout, [{ lines: [["R4C1", "R4C2", "R5C3"]], value: "2" }, { lines: [["R6C1", "R6C2"]] }]);
  assert.deepEqual(written.clone, [{ cells: ["R1C4", "R1C5"], cloneCells: ["R5C5", "R5C6"] }]);
  assert.deepEqual(written.rowindexer, [{ cells: ["R2C4", "R3C4"] }]);
  assert.deepEqual(written.columnindexer, [{ cells: ["R6C6"] }]);
  assert.deepEqual(written.boxindexer, [{ cells: ["R2C6"] }]);
  assert.deepEqual(written.minimum, [{ cell: "R3C5" }, { cell: "R3C6" }]);
  assert.deepEqual(written.maximum, [{ cell: "R4C6" }]);
  assert.deepEqual(written.extraregion, [{ cells: ["R5C1", "R6C3"] }]);
  assert.deepEqual(written.negative, ["xv", "difference"]);
  assert.ok(draft.isNegative("xv") && !draft.isNegative("sum"));
  assert.deepEqual(Draft.read(draft.payload), written);
  // The list names each (the negative rules are ticks, not entries), with the tool and number that draw it again.
  const listed = draft.constraints();
  assert.equal(listed.length, 13);
  for (const { kind, index, tool, number, cells } of listed) {
    const again = new Draft(Draft.empty(6));
    assert.equal(again.add(tool, cells, number), null, kind);
    assert.deepEqual(again.written[kind], [written[kind][index]], kind);
  }
  // Taken away one by one, then all back by undo; a negative rule ticked off.
  for (const { kind } of listed.reverse()) assert.equal(draft.remove(kind, 0), null, kind);
  assert.equal(draft.setNegative("xv", false), null);
  assert.deepEqual(draft.written.negative, ["difference"]);
  assert.equal(draft.setNegative("difference", false), null);
  assert.ok(!("negative" in draft.written));
  while (draft.undo());
  assert.deepEqual(draft.written, Draft.empty(6));
  while (draft.redo());
  assert.deepEqual(Object.keys(draft.written), ["size", "grid"]);
  // Refused in words.
  assert.match(draft.add("sum", ["R1C1", "R1C2"]), /sum dot needs its number/);
  assert.match(draft.add("clone", ["R1C1", "R1C2", "R1C3"]), /even number of cells/);
  assert.match(draft.add("extraregion", ["R1C1"]), /2 cells or more/);
  assert.match(draft.add("lockout", ["R1C1", "R3C1"]), /touching/);
});

test("a constraint changed is drawn again in its place, one edit that one undo takes back", () => {
  const draft = new Draft(Draft.empty(4));
  draft.add("killercage", ["R1C1", "R1C2"], "3");
  draft.add("sum", ["R3C1", "R3C2"], "5");
  draft.add("killercage", ["R2C1", "R2C2"], "7");
  draft.add("odd", ["R4C4"]);
  const before = draft.written, edits = draft.undoStack.length;
  assert.equal(draft.change("killercage", 0, "killercage", ["R1C1", "R1C2"], "4"), null);
  assert.deepEqual(draft.written.killercage, [{ cells: ["R1C1", "R1C2"], value: "4" }, { cells: ["R2C1", "R2C2"], value: "7" }]);
  assert.equal(draft.change("sum", 0, "sum", ["R3C1", "R3C2"], "6"), null);
  assert.deepEqual(draft.written.sum, [{ cells: ["R3C1", "R3C2"], value: "6" }]);
  assert.deepEqual(Object.keys(draft.written), ["size", "grid", "killercage", "sum", "odd"], "a kind's only entry changed keeps its place");
  assert.equal(draft.undoStack.length, edits + 2);
  assert.match(draft.change("sum", 0, "sum", ["R3C1", "R3C2"], ""), /needs its number/);
  assert.deepEqual(draft.written.sum, [{ cells: ["R3C1", "R3C2"], value: "6" }]);
  assert.equal(draft.undoStack.length, edits + 2);
  // Another kind in its place: a cage becomes a thermometer.
  assert.equal(draft.change("killercage", 1, "thermometer", ["R2C1", "R2C2"]), null);
  assert.deepEqual(draft.written.killercage, [{ cells: ["R1C1", "R1C2"], value: "4" }]);
  assert.deepEqual(draft.written.thermometer, [{ lines: [["R2C1", "R2C2"]] }]);
  draft.undo();
  draft.undo();
  draft.undo();
  assert.deepEqual(draft.written, before);
  assert.match(draft.change("xv", 0, "x", ["R1C1", "R1C2"]), /no such/);
});

test("what is drawn at a point of the board: a dot or line before the cage under it, clues outside the grid", () => {
  const draft = new Draft(Draft.empty(4));
  draft.add("killercage", ["R1C1", "R1C2", "R2C1"], "6");
  draft.add("difference", ["R1C1", "R1C2"]);
  draft.add("thermometer", ["R3C1", "R3C2", "R3C3"]);
  draft.add("sandwichsum", ["R4C1", "R4C2"], "3");
  draft.add("odd", ["R4C4"]);
  const at = (x, y) => draft.constraintsAt(x, y).map((c) => c.kind);
  assert.deepEqual(at(1, 0.5), ["difference", "killercage"]); // on the dot, inside the cage
  assert.deepEqual(at(0.5, 1.5), ["killercage"]);
  assert.deepEqual(at(1.9, 2.55), ["thermometer"]); // near the line, between two centres
  assert.deepEqual(at(1.5, 2.1), []); // in the thermometer's cell, far from its line
  assert.deepEqual(at(-0.5, 3.5), ["sandwichsum"]); // the clue left of row 4
  assert.deepEqual(at(3.5, 3.5), ["odd"]);
  assert.deepEqual(at(3.5, 0.5), []);
});
