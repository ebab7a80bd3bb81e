// Regenerates src/demo/sample-shapes.json from ../shared/data: the demo's embedded slice of the real Triton and
// FBTriton history shapes (paths, change sizes, dates, flags; no code or messages), so that `npm run demo` works on a
// fresh clone without ../shared. Run: node scripts/make-demo-sample.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const UPSTREAM_COMMITS = 160;
const upstream = JSON.parse(readFileSync('../shared/data/triton-upstream-shape.json', 'utf8')).slice(
  0,
  UPSTREAM_COMMITS,
);
const last = Date.parse(upstream[upstream.length - 1].date);
const fork = JSON.parse(readFileSync('../shared/data/fbtriton-fork-shape.json', 'utf8')).filter(
  (r) => !r.pick && Date.parse(r.date) <= last,
);
const sample = {
  source:
    'First 160 records of triton-upstream-shape.json and the non-pick records of fbtriton-fork-shape.json in the same ' +
    'period (upstream Triton and facebookexperimental/triton, both MIT-licensed; shapes only: paths, line counts, dates).',
  upstream,
  fork,
};
writeFileSync('src/demo/sample-shapes.json', `${JSON.stringify(sample)}\n`);
process.stdout.write(`wrote ${upstream.length} upstream and ${fork.length} fork records\n`);
