// The page's words for a setter's rules: the names players give the f-puzzles kinds, a puzzle's rules
// said from its kinds when the setter wrote none, and a rule the digits break, as a player would say it
// ("the cage of 11 at r3c2-r3c3 repeats a digit", "r2c2 must be even") rather than as the server
// names it ("breaks killercage 11 at r3c2 r3c3").

/** The kinds by the names players give them, and what each asks of its digits where it says so briefly. */
const KINDS = {
  killercage: { name: "killer cage" },
  cage: { name: "cage" },
  thermometer: { name: "thermometer", rule: "must rise from its bulb" },
  slowthermometer: { name: "slow thermometer", rule: "must not fall from its bulb" },
  arrow: { name: "arrow", rule: "must add up to its circle" },
  doublearrow: { name: "double arrow", rule: "must add up to its two ends" },
  whispers: { name: "whispers line", rule: "must differ enough from their neighbours" },
  renban: { name: "renban line", rule: "must be a run of consecutive digits" },
  palindrome: { name: "palindrome", rule: "must read the same both ways" },
  regionsumline: { name: "region sum line", rule: "must add up the same in each box" },
  entropicline: { name: "entropic line" },
  modularline: { name: "modular line" },
  nabner: { name: "nabner line" },
  zipperline: { name: "zipper line" },
  betweenline: { name: "between line", rule: "must lie between its ends" },
  lockout: { name: "lockout line" },
  difference: { name: "white dot" },
  ratio: { name: "black dot" },
  sum: { name: "sum dot" },
  xv: { name: "X or V" },
  quadruple: { name: "quadruple" },
  odd: { name: "odd cell" },
  even: { name: "even cell" },
  minimum: { name: "minimum cell" },
  maximum: { name: "maximum cell" },
  littlekillersum: { name: "little killer" },
  sandwichsum: { name: "sandwich clue" },
  xsum: { name: "X-sum clue" },
  skyscraper: { name: "skyscraper clue" },
  antiknight: { name: "anti-knight" },
  antiking: { name: "anti-king" },
  nonconsecutive: { name: "non-consecutive" },
  "diagonal+": { name: "diagonal" },
  "diagonal-": { name: "diagonal" },
  extraregion: { name: "extra region" },
  clone: { name: "clone" },
  rowindexer: { name: "row indexer" },
  columnindexer: { name: "column indexer" },
  boxindexer: { name: "box indexer" },
  disjointgroups: { name: "disjoint groups" },
  negative: { name: "negative constraint" },
};

/** The name players give a kind: its f-puzzles key where the page has none. */
export function kindName(kind) {
  return KINDS[kind] ? KINDS[kind].name : kind;
}

/** What a puzzle whose setter wrote no rules text plays by, from its kinds (f-puzzles keys). */
export function rulesFromKinds(kinds) {
  const names = [...new Set(kinds.map(kindName))];
  return "No rules text came with this puzzle: normal Sudoku rules apply, and those of what is drawn"
      + (names.length ? " (" + names.join(", ") + ")" : "") + ".";
}

/** Cells as a player reads them: one cell, or the first and the last ("r3c2-r3c3"). */
function span(cells) {
  return cells.length === 1 ? cells[0] : cells[0] + "-" + cells[cells.length - 1];
}

/**
 * A constraint as the server names it ("killercage 11 at r3c2 r3c3", "odd at r2c2"): its kind, its value
 * (a sum, a clue) or null, and its cells; null for a name of another form ("arrow at r1c1 along r1c2").
 */
function readName(text) {
  const read = /^(\S+)(?: (\S+))? at ((?:r\d+c\d+)(?: r\d+c\d+)*)$/.exec(text);
  return read && { kind: read[1], value: read[2] || null, cells: read[3].split(" ") };
}

/** A constraint named as players name it: "the cage of 11 at r3c2-r3c3", "the odd cell r2c2", "the thermometer at r1c1-r1c4". */
export function constraintInWords(text) {
  const read = readName(text);
  if (!read) return "the " + text.replace(/^\S+/, kindName);
  const { kind, value, cells } = read;
  if (kind === "killercage" || kind === "cage") return "the cage " + (value ? "of " + value + " " : "") + "at " + span(cells);
  if (kind === "odd" || kind === "even") return "the " + kindName(kind) + " " + span(cells);
  // A whispers line's value is the least difference: 5 makes German whispers.
  if (kind === "whispers") return "the " + (value === "5" ? "German whispers line" : "whispers line" + (value ? " of difference " + value : "")) + " at " + span(cells);
  return "the " + kindName(kind) + (value ? " " + value : "") + " at " + span(cells);
}

/** text with each constraint of a hint's step ({text}, as the server names it) named in players' words. */
export function constraintsInWords(text, constraints) {
  const longestFirst = [...(constraints || [])].sort((a, b) => b.text.length - a.text.length);
  return longestFirst.reduce((said, c) => said.split(c.text).join(constraintInWords(c.text)), text);
}

/**
 * A rule of /api/conflicts the digits of game break ({text: "breaks killercage 11 at r3c2 r3c3", kind})
 * in a player's words: a cage repeats a digit or cannot add up to its sum, an odd or even cell must be so,
 * another kind names what it asks, where it says so briefly. A text of another form is said as it is.
 */
export function brokenInWords(conflict, game) {
  const named = conflict.text.replace(/^breaks /, ""), read = readName(named);
  if (!read) return constraintInWords(named) + " breaks its rule";
  const { kind, value, cells } = read, known = KINDS[kind];
  if (kind === "killercage" || kind === "cage") {
    const digits = cells.map((c) => game.values[game.cellIndex(c)]).filter((d) => d);
    const repeats = new Set(digits).size < digits.length;
    return constraintInWords(named) + (repeats || !value ? " repeats a digit" : " cannot add up to " + value);
  }
  if (kind === "odd" || kind === "even") return span(cells) + " must be " + kind;
  return constraintInWords(named) + " breaks its rule" + (known && known.rule ? ": its digits " + known.rule : "");
}
