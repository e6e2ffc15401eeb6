#!/usr/bin/env node
// Times one operation of SudokuVariantSolverJS (Rangsk's TypeScript solver, dclamage/SudokuVariantSolverJS
// on GitHub) on one f-puzzles payload, for bench/variants/side-by-side.sh: Nonet's variant speed is
// measured against it (issue 28). The solver is built outside the project (`npm ci && npm run build`
// in its checkout, which writes dist/bundle.js); this script only loads it.
//
// Usage:
//   node reference-driver.mjs SOLVER OPERATION PAYLOAD [--timeout-ms MS]
//   node reference-driver.mjs SOLVER OPERATION --file PUZZLES.json --index N [--timeout-ms MS]
// SOLVER: the checkout (its dist/bundle.js is loaded) or the bundle itself. OPERATION: solve, count
// (countSolutions with maxSolutions 2), truecandidates (trueCandidates with its default of one
// solution per candidate) or logical (logicalSolve with every step allowed: the path a setter's
// "Solution path" shows, for bench/variants/logic-side-by-side.sh). PAYLOAD: an f-puzzles payload (lz-string, base64), or its JSON, or - to
// read either from standard input; --file takes entry N (from 0, empty objects skipped, as the
// reference's own tests skip them) of a puzzles.json file like the reference's.
//
// Prints one line of JSON: {op, ms, status, ...}, ms being the wall time of the operation alone, as
// performance.now() sees it inside this process: loading the solver, decompressing and parsing the
// payload are outside it, and so is the process's start. status: solved, count, truecandidates,
// nosolution, invalid, cancelled (the --timeout-ms limit, default 60000, was reached: the solver is
// cancelled as its own tests cancel it), or error; for logical: solved, stuck or invalid (the
// reference's own verdict, "Board is invalid!"), with the steps it took and how many of them were
// cell forcing and simple contradictions. One solver instance per process: the reference
// registers its constraint kinds once per process (a module-level flag), so a second instance would
// get none.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

function fail(message) {
    process.stdout.write(JSON.stringify({ status: 'error', error: message }) + '\n');
    process.exit(2);
}

const args = process.argv.slice(2);
let timeoutMs = 60000;
let file = null;
let index = null;
const positional = [];
for (let i = 0; i < args.length; i++) {
    if (args[i] === '--timeout-ms') timeoutMs = Number(args[++i]);
    else if (args[i] === '--file') file = args[++i];
    else if (args[i] === '--index') index = Number(args[++i]);
    else positional.push(args[i]);
}
const [solverPath, op, payloadArg] = positional;
if (!solverPath || !['solve', 'count', 'truecandidates', 'logical'].includes(op) || (payloadArg === undefined) === (file === null)
    || !(timeoutMs > 0)) {
    process.stderr.write('usage: node reference-driver.mjs SOLVER solve|count|truecandidates|logical '
        + '(PAYLOAD | - | --file PUZZLES.json --index N) [--timeout-ms MS]\n');
    process.exit(64);
}

const bundle = existsSync(solverPath) && statSync(solverPath).isDirectory()
    ? path.resolve(solverPath, 'dist', 'bundle.js') : path.resolve(solverPath);
if (!existsSync(bundle)) fail(`no solver bundle at ${bundle}: run npm ci && npm run build in the checkout`);
const require = createRequire(bundle);
// The bundle is webpack's UMD, which names `self`; Node 20 has none.
globalThis.self ??= globalThis;
const loaded = require(bundle);
const Solver = loaded.default ?? loaded.SudokuVariantSolver?.default ?? loaded;
let lz;
try {
    lz = require('lz-string'); // the reference's own dependency, from its node_modules
} catch (e) {
    fail(`lz-string not found beside ${bundle}: run npm ci in the checkout`);
}

let payload;
if (file !== null) {
    const entries = JSON.parse(readFileSync(file, 'utf8')).filter(e => e && Object.keys(e).length > 0);
    if (!(index >= 0 && index < entries.length)) fail(`${file} has ${entries.length} puzzles, no index ${index}`);
    payload = entries[index].puzzle;
} else {
    payload = payloadArg === '-' ? readFileSync(0, 'utf8') : payloadArg;
}
payload = payload.trim();
let board;
try {
    board = JSON.parse(payload.startsWith('{') ? payload : lz.decompressFromBase64(payload));
} catch (e) {
    fail(`not an f-puzzles payload: ${e.message}`);
}

const size = board.size;
const messages = [];
const solver = new Solver(message => messages.push(message));
const options = op === 'count' ? { maxSolutions: 2 } : undefined;
const timer = setTimeout(() => solver.cancel(), timeoutMs);

const start = performance.now();
if (op === 'solve') await solver.solve({ board, options });
else if (op === 'count') await solver.countSolutions({ board, options });
else if (op === 'logical') await solver.logicalSolve({ board, options });
else await solver.trueCandidates({ board, options });
const ms = performance.now() - start;
clearTimeout(timer);

// Summaries: the last message says how the operation ended.
const out = { op, ms: Math.round(ms * 1000) / 1000 };
const last = messages.filter(m => !m.inprogress).at(-1) ?? { result: 'none' };
switch (last.result) {
    case 'solution':
        out.status = 'solved';
        out.solution = last.solution.join('');
        break;
    case 'no solution':
        out.status = 'nosolution';
        break;
    case 'count':
        out.status = last.cancelled ? 'cancelled' : 'count';
        out.count = last.count;
        break;
    case 'truecandidates': {
        // One string of size*size cells, each its candidates' digits; and, where every cell has one,
        // the grid those make (then the puzzle has exactly one solution).
        const cells = last.candidates.map(c => (Array.isArray(c) ? c : [c.value]));
        out.status = 'truecandidates';
        out.candidates = cells.reduce((n, c) => n + c.length, 0);
        out.open = cells.filter(c => c.length > 1).length;
        if (out.open === 0 && cells.every(c => c.length === 1)) out.solution = cells.map(c => c[0]).join('');
        break;
    }
    case 'invalid':
        out.status = op === 'truecandidates' ? 'nosolution' : 'invalid';
        break;
    case 'logicalsolve': {
        // The path's lines, then the verdict: "Solved!", "Board is invalid!" or "No logical steps found."
        const steps = last.desc.slice(0, -1);
        const verdict = last.desc.at(-1);
        out.status = verdict === 'Solved!' ? 'solved' : last.invalid ? 'invalid' : 'stuck';
        out.steps = steps.length;
        out.forcing = steps.filter(d => d.startsWith('Cell Forcing')).length;
        out.contradiction = steps.filter(d => d.startsWith('Simple Contradiction')).length;
        break;
    }
    case 'cancelled':
        out.status = 'cancelled';
        break;
    default:
        out.status = 'error';
        out.error = `no result (${last.result})`;
}
out.size = size;
process.stdout.write(JSON.stringify(out) + '\n');
// The solver may leave timers of its own; the answer is out.
process.exit(0);
