// The number pad under the board: a button per digit of the layout, each with how many of that digit
// are still to place, then one to clear; in colour mode the colours take the place of the first digits.
import { Game } from "./game.js";

export class Pad {
  /**
   * @param {HTMLElement} element the pad's container
   * @param {object} on callbacks: digit(digit) for a digit's (or colour's) button, clear()
   */
  constructor(element, on) {
    this.element = element;
    this.on = on;
  }

  /** A button per digit 1..side, then the one that clears. */
  build(side) {
    this.element.textContent = "";
    for (let d = 1; d <= side + 1; d++) {
      const button = document.createElement("button"), digit = d > side ? 0 : d;
      button.dataset.digit = digit;
      button.textContent = digit ? Game.symbol(digit) : "\u232B";
      if (digit) button.appendChild(document.createElement("small")).className = "left";
      else button.title = "clear the selected cells (Backspace)";
      button.addEventListener("click", () => (digit ? this.on.digit(digit) : this.on.clear()));
      this.element.appendChild(button);
    }
  }

  /** Counts on the digits of game, or with colours on, the colours in place of the first digits (the others hidden). */
  draw(game, colours) {
    const counts = game.digitCounts();
    this.element.classList.toggle("colours", colours);
    for (const button of this.element.children) {
      const d = Number(button.dataset.digit);
      if (!d || d >= counts.length) continue;
      const left = game.side - counts[d];
      button.querySelector(".left").textContent = left > 0 ? left : "";
      button.classList.toggle("done", left <= 0);
      button.title = left > 0 ? left + " of " + Game.symbol(d) + " to place" : "every " + Game.symbol(d) + " placed";
      if (colours && d <= Game.COLOURS) button.dataset.colour = d;
      else delete button.dataset.colour;
      button.hidden = colours && d > Game.COLOURS;
    }
  }

  /**
   * Sets --pad-rows on sized, the rows the pad wraps into, which wide screens take off the board's
   * height: the rows follow the board's width, which follows the rows, so this settles in a step or two.
   */
  fit(sized) {
    const first = this.element.firstElementChild;
    for (let step = 0; step < 3 && first; step++) {
      const rows = Math.max(1, Math.round((this.element.offsetHeight + 4) / (first.offsetHeight + 4)));
      if (String(rows) === sized.style.getPropertyValue("--pad-rows")) return;
      sized.style.setProperty("--pad-rows", rows);
    }
  }
}
