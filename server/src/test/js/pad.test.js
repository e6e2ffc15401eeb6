// The number pad (pad.js) on a fake document: a button per digit with how many are left to place,
// and colours in their place in colour mode.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../main/resources/web/game.js";
import { Pad } from "../../main/resources/web/pad.js";
import { useFakeDocument } from "./fake-dom.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

function padOf(t) {
  const document = useFakeDocument(t);
  const pressed = [];
  const pad = new Pad(document.body.appendChild(document.createElement("div")), {
    digit: (d) => pressed.push(d),
    clear: () => pressed.push("clear"),
  });
  return { pad, pressed };
}

test("a button per digit, then one that clears; each says how many of its digit are left", (t) => {
  const { pad, pressed } = padOf(t);
  const game = new Game(PUZZLE);
  pad.build(9);
  const buttons = pad.element.children;
  assert.equal(buttons.length, 10);
  assert.deepEqual(buttons.map((b) => b.dataset.digit), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]);
  game.fill("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  game.clear("values", [7]); // r1c8's 1
  pad.draw(game, false);
  assert.equal(buttons[4].querySelector(".left").textContent, "", "every 5 placed");
  assert.ok(buttons[4].classList.contains("done"));
  assert.equal(buttons[0].querySelector(".left").textContent, "1");
  assert.equal(buttons[0].title, "1 of 1 to place");
  buttons[2].dispatch("click");
  buttons[9].dispatch("click");
  assert.deepEqual(pressed, [3, "clear"]);
});

test("in colour mode the first digits' buttons are the colours; on 16x16 the others hide", (t) => {
  const { pad } = padOf(t);
  const sixteen = new Game(".".repeat(256), { shape: "16x16", side: 16, boxWidth: 4, boxHeight: 4, variants: [], regions: null });
  pad.build(16);
  pad.draw(sixteen, true);
  const buttons = pad.element.children;
  assert.ok(pad.element.classList.contains("colours"));
  assert.equal(buttons[8].dataset.colour, "9");
  assert.ok(buttons[9].hidden && !buttons[8].hidden && !buttons[16].hidden);
  assert.equal(buttons[9].textContent, "A16");
  pad.draw(sixteen, false);
  assert.equal(buttons[8].dataset.colour, undefined);
  assert.ok(!buttons[9].hidden);
});
