// The server's API as the page calls it (api.js): requests and errors over a fake fetch, the fields
// that name a puzzle, and the page's words for ratings and messages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { api, inPageWords, layoutFields, puzzleFields, ratingWords, rulesOf } from "../../main/resources/web/api.js";
import { Game } from "../../main/resources/web/game.js";

/** A fetch that answers status with body (JSON when not a string), and keeps what it was asked. */
function useFetch(t, status, body) {
  const asked = [];
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const fetch = async (path, init) => {
    asked.push({ path, ...init });
    return { ok: status < 400, status, json: async () => JSON.parse(text) };
  };
  const before = globalThis.fetch;
  globalThis.fetch = fetch;
  t.after(() => (globalThis.fetch = before));
  return asked;
}

test("a request is a POST of JSON, and resolves to the answer", async (t) => {
  const asked = useFetch(t, 200, { status: "solved" });
  assert.deepEqual(await api("/api/solve", { puzzle: "1" }), { status: "solved" });
  assert.deepEqual(asked, [{ path: "/api/solve", method: "POST", headers: { "Content-Type": "application/json" }, body: '{"puzzle":"1"}' }]);
});

test("a refusal throws the server's words, with its status and answer", async (t) => {
  useFetch(t, 503, { error: "busy", retryAfter: 1 });
  await assert.rejects(api("/api/generate", {}), (e) => e.message === "busy" && e.status === 503 && e.answer.retryAfter === 1);
});

test("a refusal that is not JSON says the status", async (t) => {
  useFetch(t, 502, "<html>Bad gateway</html>");
  await assert.rejects(api("/api/generate", {}), { message: "the server answered 502", status: 502 });
});

test("a layout's fields: shape for sizes, variants beside it, a jigsaw by its regions", () => {
  assert.deepEqual(layoutFields(Game.CLASSIC), { shape: "9x9" });
  assert.deepEqual(layoutFields({ ...Game.CLASSIC, variants: ["x"] }), { shape: "9x9", variant: ["x"] });
  assert.deepEqual(layoutFields({ ...Game.CLASSIC, variants: ["jigsaw"], regions: "AAB" }), { variant: ["jigsaw"], regions: "AAB" });
});

test("a puzzle's fields: its givens and layout, or a setter's f-puzzles object", () => {
  const game = new Game("1" + ".".repeat(80));
  game.setValue(1, 2);
  assert.deepEqual(puzzleFields(game), { puzzle: "1" + ".".repeat(80), shape: "9x9" });
  const source = { size: 9, thermometer: [] };
  assert.deepEqual(puzzleFields(new Game(".".repeat(81), Game.CLASSIC, { source, payload: "p", kinds: [] })), { fpuzzles: source });
});

test("a setter's rules from /api/check: the f-puzzles object and the kinds of its constraints, once each", () => {
  const fpuzzles = { source: {}, payload: "p", title: "T" };
  const answer = { fpuzzles, constraints: [{ kind: "killercage" }, { kind: "thermometer" }, { kind: "killercage" }] };
  assert.deepEqual(rulesOf(answer), { ...fpuzzles, kinds: ["killercage", "thermometer"] });
  assert.deepEqual(rulesOf({ fpuzzles }).kinds, []);
  assert.equal(rulesOf({ puzzle: "..." }), null);
});

test("ratings as players quote them, and the server's messages as the page says them", () => {
  assert.equal(ratingWords({ scale: "se", er: 7.2, ep: 7.2, ed: 2.8 }), "SE rating 7.2/7.2/2.8");
  assert.equal(ratingWords({ scale: "nonet", difficulty: 3 }), "rating 3.0");
  assert.equal(inPageWords("fpuzzles: nonet knows no rule 'foo'; --ignore foo reads the puzzle without it"),
      "fpuzzles: Nonet knows no rule 'foo', so the puzzle is not opened");
});
