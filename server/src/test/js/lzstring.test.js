// lz-string's Base64 codec (lzstring.js), which the editor writes and reads payloads with offline:
// byte for byte what f-puzzles wrote for the 85 shared puzzles (CC BY 4.0; their setters and source
// are named in ../resources/api-variants/README.md).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { compressToBase64, decompressFromBase64 } from "../../main/resources/web/lzstring.js";

const shared = JSON.parse(readFileSync(new URL("../resources/api-variants/puzzles.json", import.meta.url)));

test("each of the 85 shared payloads reads as JSON and is written again to the same characters", () => {
  assert.equal(shared.length, 85);
  for (const { title, puzzle } of shared) {
    const json = decompressFromBase64(puzzle);
    assert.doesNotThrow(() => JSON.parse(json), title);
    assert.equal(compressToBase64(json), puzzle, title);
  }
});

test("text beyond Latin-1 and the empty text go and come back", () => {
  for (const text of ["", "a", "héllo ☃ wörld ☃☃", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", '{"size":4}']) {
    assert.equal(decompressFromBase64(compressToBase64(text)), text);
  }
  assert.equal(compressToBase64("héllo ☃ wörld ☃☃"), "BYS4NmD2AEjAZNB3AbwJzAEzrIA=");
});

test("what is no payload reads as null", () => {
  for (const text of ["not base64!", "", "N4Ig", null]) assert.equal(decompressFromBase64(text), null, String(text));
});
