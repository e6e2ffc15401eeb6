#!/usr/bin/env node
// Joins the two sides of bench/variants/logic-side-by-side.sh for one puzzles file into a Markdown
// table: the reference's logicalSolve (reference-driver.mjs logical, one JSON line per puzzle with its
// index) and Nonet's rule solver (RulePathSweep's tab-separated lines: # from 1, status, steps,
// contradictions, difficulty, ms, title), puzzle by puzzle, then the measures: solved to the
// end by logic, solved without a contradiction (for the reference: neither cell forcing nor simple
// contradiction), the puzzles the reference solves with neither where Nonet needs a contradiction, and
// the median and slowest path.
//
// Usage: node logic-table.mjs NAME REFERENCE.jsonl NONET.tsv
import { readFileSync } from 'node:fs';

const [name, referenceFile, nonetFile] = process.argv.slice(2);
if (!nonetFile) {
    process.stderr.write('usage: node logic-table.mjs NAME REFERENCE.jsonl NONET.tsv\n');
    process.exit(64);
}
const reference = readFileSync(referenceFile, 'utf8').split('\n').filter(l => l.trim()).map(l => JSON.parse(l));
const nonet = readFileSync(nonetFile, 'utf8').split('\n')
    .filter(l => /^\d+\t/.test(l))
    .map(l => {
        const [index, status, steps, contradictions, difficulty, ms, ...title] = l.split('\t');
        return { index: Number(index), status, steps: Number(steps), contradictions: Number(contradictions),
            difficulty, ms: Number(ms), title: title.join('\t') };
    });
const byIndex = new Map(reference.map(r => [r.index, r]));

const median = xs => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const plain = r => r && r.status === 'solved' && r.forcing === 0 && r.contradiction === 0;
const fmt = ms => (ms >= 1000 ? (ms / 1000).toFixed(1) + ' s' : ms.toFixed(1) + ' ms');

// RulePathSweep numbers its puzzles from 1, the driver from 0
const rows = nonet.map(n => ({ n, r: byIndex.get(n.index - 1) }));
const nonetSolved = rows.filter(x => x.n.status === 'solved');
const refSolved = rows.filter(x => x.r && x.r.status === 'solved');
const nonetPlain = nonetSolved.filter(x => x.n.contradictions === 0);
const refPlain = rows.filter(x => plain(x.r));
const missed = refPlain.filter(x => x.n.status !== 'solved' || x.n.contradictions > 0);

console.log(`### ${name}: ${rows.length} puzzles\n`);
console.log('| | Nonet | reference |');
console.log('| --- | ---: | ---: |');
console.log(`| solved to the end by logic | ${nonetSolved.length} | ${refSolved.length} |`);
console.log(`| ... without a contradiction (reference: nor cell forcing) | ${nonetPlain.length} | ${refPlain.length} |`);
console.log(`| stuck | ${rows.filter(x => x.n.status === 'stuck').length} | ${rows.filter(x => x.r && x.r.status === 'stuck').length} |`);
console.log(`| called invalid | ${rows.filter(x => x.n.status === 'contradiction').length} | ${rows.filter(x => x.r && x.r.status === 'invalid').length} |`);
console.log(`| cut off (Nonet: its deadline; reference: 60 s) | ${rows.filter(x => x.n.status === 'timed out').length} | ${rows.filter(x => x.r && x.r.status === 'cancelled').length} |`);
console.log(`| median path | ${fmt(median(rows.map(x => x.n.ms)))} | ${fmt(median(rows.filter(x => x.r).map(x => x.r.ms)))} |`);
console.log(`| slowest path | ${fmt(Math.max(...rows.map(x => x.n.ms)))} | ${fmt(Math.max(...rows.filter(x => x.r).map(x => x.r.ms)))} |`);
console.log();
if (missed.length > 0) {
    console.log('Solved by the reference with neither forcing nor contradiction, where Nonet needs a contradiction or does not finish:\n');
    for (const x of missed) {
        console.log(`- #${x.n.index} ${x.n.title}: Nonet ${x.n.status}, ${x.n.contradictions} contradiction steps`);
    }
    console.log();
}
const notSolved = rows.filter(x => x.n.status !== 'solved');
if (notSolved.length > 0) {
    console.log('Not solved to the end by Nonet\'s logic:\n');
    for (const x of notSolved) {
        console.log(`- #${x.n.index} ${x.n.title}: ${x.n.status} (reference: ${x.r ? x.r.status : 'not run'})`);
    }
}
