// The link to a game: what follows # in the page's address for a puzzle (with the player's digits
// when they are shared), read back when a link is opened, and Share, which offers it to copy.
import { layoutFields } from "./api.js";
import { $, say } from "./page.js";

/**
 * What follows # in a link to game: the puzzle alone for classic 9x9, fpuzzles=<payload> for a
 * setter's puzzle (its f-puzzles object compressed as f-puzzles links carry it), else puzzle=...
 * &shape=...&variant=...&regions=...; with progress, the player's digits too (entries=...).
 */
export function linkOf(played, progress = false) {
  const withEntries = progress && played.entries !== played.puzzle;
  if (played.isClassic && !withEntries) return played.puzzle;
  if (played.rules) {
    return new URLSearchParams(withEntries ? { fpuzzles: played.rules.payload, entries: played.entries } : { fpuzzles: played.rules.payload }).toString();
  }
  const fields = { puzzle: played.puzzle, ...layoutFields(played.layout) };
  if (fields.variant) fields.variant = fields.variant.join(",");
  if (withEntries) fields.entries = played.entries;
  return new URLSearchParams(fields).toString();
}

/**
 * The puzzle in the link of place (the page's location, or any object with its hash and search) and
 * its layout fields: #<81 characters>, #puzzle=...&shape=...&variant=...&regions=..., #fpuzzles=<an
 * f-puzzles payload>, or ?puzzle=... in any format with the same fields; null when there is none. A
 * hash whose %-escapes are broken gives text null: there is no puzzle to read in it.
 */
export function puzzleInLink(place) {
  const hash = place.hash.slice(1);
  const payload = /(?:^|&)fpuzzles=([^&]*)/.exec(hash);
  if (payload) {
    // Read without URLSearchParams, which would take a payload's "+" (base64, as f-puzzles writes it) for a space.
    try {
      return { text: decodeURIComponent(payload[1]), fields: {}, hash, entries: new URLSearchParams(hash).get("entries") };
    } catch (e) {
      return { text: null, fields: {}, hash };
    }
  }
  let params;
  try {
    params = hash.includes("puzzle=") ? new URLSearchParams(hash)
        : hash ? new URLSearchParams({ puzzle: decodeURIComponent(hash) }) : new URLSearchParams(place.search);
  } catch (e) {
    return { text: null, fields: {}, hash };
  }
  if (!params.get("puzzle")) return null;
  const fields = {};
  for (const name of ["shape", "variant", "regions"]) if (params.get(name)) fields[name] = params.get(name);
  return { text: params.get("puzzle"), fields, hash, entries: params.get("entries") };
}

/**
 * Where a setter's puzzle opens on the sites setters use, its payload as they write it: an f-puzzles
 * link and a SudokuPad one; null for a puzzle without an f-puzzles object.
 */
export function linksElsewhere(game) {
  if (!game.rules) return null;
  const payload = game.rules.payload;
  return { fpuzzles: "https://www.f-puzzles.com/?load=" + payload, sudokupad: "https://sudokupad.app/fpuzzles" + payload };
}

/**
 * Share: the link to game (with the player's digits when progress) shown under the controls and
 * copied; for a setter's puzzle, its f-puzzles and SudokuPad links beside it.
 */
export function share(game, progress) {
  const url = location.href.split("#")[0] + "#" + linkOf(game, progress), elsewhere = linksElsewhere(game);
  $("link").value = url;
  $("link").hidden = false;
  $("link").select();
  $("elsewhere").hidden = !elsewhere;
  if (elsewhere) {
    $("in-fpuzzles").href = elsewhere.fpuzzles;
    $("in-sudokupad").href = elsewhere.sudokupad;
  }
  const what = progress && game.entries !== game.puzzle ? "Link to this puzzle with your digits so far" : "Link to this puzzle";
  if (navigator.clipboard) navigator.clipboard.writeText(url).then(() => say(what + " copied."), () => say("Copy the link below."));
  else say(what + ": copy it below.");
}
