// The server's API as the page calls it: a POST of JSON that resolves to the answer or throws the
// server's words, the fields that name a game's puzzle and layout in a request, and the page's words
// for what some answers hold.

/** POSTs body to the API; resolves to the answer's JSON, or throws an Error with the server's words. */
export async function api(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ error: "the server answered " + response.status }));
  if (!response.ok) throw Object.assign(new Error(answer.error || "the server answered " + response.status), { status: response.status, answer });
  return answer;
}

/**
 * The shape, variant and regions fields that tell the API a layout, as /api/check answered it:
 * a jigsaw by its regions, other layouts by shape and variants.
 */
export function layoutFields(layout) {
  if (layout.regions) return { variant: layout.variants, regions: layout.regions };
  return layout.variants.length ? { shape: layout.shape, variant: layout.variants } : { shape: layout.shape };
}

/**
 * The fields that send a game's puzzle to the API: a setter's puzzle as its f-puzzles object (its
 * rules go with it), any other as its givens and layout fields.
 */
export function puzzleFields(played) {
  return played.rules ? { fpuzzles: played.rules.source } : { puzzle: played.puzzle, ...layoutFields(played.layout) };
}

/**
 * What a game keeps of a setter's puzzle from an answer to /api/check: the f-puzzles object (drawn,
 * and sent with every request) with its title, author and rules text, and the kinds of its
 * constraints (none for a classic puzzle written by f-puzzles). Null for a puzzle of another format.
 */
export function rulesOf(answer) {
  const read = answer.fpuzzles, constraints = answer.constraints || [];
  return read ? { ...read, kinds: [...new Set(constraints.map((c) => c.kind))] } : null;
}

/** A rating as players quote it: Sudoku Explainer's ER/EP/ED on classic 9x9, Nonet's one number elsewhere. */
export function ratingWords(rating) {
  if (rating.scale === "se") return "SE rating " + [rating.er, rating.ep, rating.ed].map((n) => n.toFixed(1)).join("/");
  return "rating " + rating.difficulty.toFixed(1);
}

/**
 * A message of the API as the page says it: the command line's advice on a rule Nonet does not know
 * (--ignore) is no help here; the rule's name is.
 */
export function inPageWords(message) {
  return message.replace(/; --ignore \S+ reads the puzzle without (it|them)/, ", so the puzzle is not opened").replace("nonet knows", "Nonet knows");
}
