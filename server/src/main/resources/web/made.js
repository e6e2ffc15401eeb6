// The setters' rules New makes puzzles of: killers and the variant kinds of /api/generate
// (docs/GENERATOR.md), as the Layout picker names them, the levels New offers for each, and which of
// them a game on the board is.

const HARDER = "a harder one can take the server longer than its 5-second limit to make.";

/**
 * Each kind New makes, by the name /api/generate takes: the picker's words, the f-puzzles kinds its
 * puzzles have (a game whose kinds are all among them is one of its kind), and the levels offered with
 * why the others are not. The server gives up on a puzzle after 5 s; a level is offered where a fresh
 * server made every try of it in under half that (GENERATOR.md, "Variant puzzles": the levels New offers,
 * measured), so that New does not keep a player waiting for nothing.
 */
export const MADE_KINDS = {
  killer: { words: "Killer", kinds: ["killercage"], levels: ["easy", "medium", "hard"],
    why: "a killer's level is the guesses the search needs to prove it unique." },
  thermo: { words: "Thermo", kinds: ["thermometer"], levels: ["easy", "medium", "hard"], why: HARDER },
  arrow: { words: "Arrow", kinds: ["arrow"], levels: ["easy", "medium", "hard"], why: HARDER },
  kropki: { words: "Kropki", kinds: ["difference", "ratio"], levels: ["easy", "medium", "hard"], why: HARDER },
  xv: { words: "XV", kinds: ["xv"], levels: ["easy", "medium", "hard"], why: HARDER },
  sandwich: { words: "Sandwich", kinds: ["sandwichsum"], levels: ["easy", "medium"], why: HARDER },
  littlekiller: { words: "Little killer", kinds: ["littlekillersum"], levels: ["easy", "medium", "hard"], why: HARDER },
  whispers: { words: "Whispers", kinds: ["whispers"], levels: ["easy", "medium", "hard"], why: HARDER },
  renban: { words: "Renban", kinds: ["renban"], levels: ["easy", "medium", "hard"], why: HARDER },
  palindrome: { words: "Palindrome", kinds: ["palindrome"], levels: ["easy", "medium", "hard"], why: HARDER },
  antiknight: { words: "Anti-knight", kinds: ["antiknight"], levels: ["easy", "medium", "hard"], why: HARDER },
  antiking: { words: "Anti-king", kinds: ["antiking"], levels: ["easy", "medium", "hard", "expert"], why: HARDER },
};

/**
 * The kind New made (or could have made) the game as: classic 9x9 houses and rules all of one kind's
 * f-puzzles kinds; null for any other game.
 */
export function madeKindOf(game) {
  const layout = game.layout;
  if (!game.rules || game.side !== 9 || layout.variants.length > 0 || layout.regions || game.rules.kinds.length === 0) return null;
  const found = Object.entries(MADE_KINDS).find(([, kind]) => game.rules.kinds.every((k) => kind.kinds.includes(k)));
  return found ? found[0] : null;
}

/** What New asks /api/generate for: the kind, and the level unless any will do. */
export function madeRequest(kind, level) {
  return level === "any" ? { variant: kind } : { variant: kind, difficulty: level };
}
