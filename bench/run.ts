/**
 * `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and prints each figure against
 * its target. Timings live here, never in test assertions. Exits 1 when a target is missed.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { summaryLine, type BenchFn, type BenchResult } from './bench-result.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
runtimeLine();
const files = (await readdir(here)).filter((f) => f.endsWith('.bench.js')).sort();
const all: BenchResult[] = [];
const skippedBenches: string[] = [];
for (const file of files) {
  const name = file.replace(/\.bench\.js$/, '');
  if (only.length && !only.includes(name)) continue;
  process.stdout.write(`\n## ${name}\n`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { bench: BenchFn };
  const skipLines: string[] = [];
  const results = await mod.bench((line) => {
    if (/^skipped\b/i.test(line)) skipLines.push(line);
    process.stdout.write(`  ${line}\n`);
  });
  for (const r of results) {
    const mark = r.skipped ? 'SKIP' : r.ok ? 'ok  ' : 'MISS';
    const value = r.skipped ? `not measured: ${r.skipped}` : `${formatValue(r.value)} ${r.unit}`;
    process.stdout.write(`  ${mark} ${r.name}: ${value} (target ${r.target})\n`);
  }
  all.push(...results);
  // A bench that measured nothing (or said it skipped) is a target not checked, never one met.
  if (results.length === 0 || skipLines.length)
    skippedBenches.push(`${name}${skipLines.length ? ` (${skipLines[0]})` : ' (no figure)'}`);
}
process.stdout.write(`\n${summaryLine(all, skippedBenches)}\n`);
process.exitCode = all.some((r) => !r.ok && !r.skipped) ? 1 : 0;

/**
 * Which Node runs the figures: the CLI and every child the benches start run on it (process.execPath). A Node below
 * package.json's engines is not a runtime the product supports (the actions run on node24), so its figures are
 * marked as such rather than compared silently.
 */
function runtimeLine(): void {
  let engines = '';
  try {
    engines =
      (JSON.parse(readFileSync(join(here, '..', '..', 'package.json'), 'utf8')) as { engines?: { node?: string } })
        .engines?.node ?? '';
  } catch {
    /* not in a clone: nothing to compare with */
  }
  const min = Number(/>=\s*(\d+)/.exec(engines)?.[1] ?? 0);
  const major = Number(process.versions.node.split('.')[0]);
  process.stdout.write(`Node ${process.version}${engines ? ` (package.json engines: node ${engines})` : ''}\n`);
  if (major < min)
    process.stdout.write(
      `warning: Node ${process.version} is below the supported node ${engines}: these figures are not the product's ` +
        `(run the bench with Node ${min} or later first on PATH)\n`,
    );
}

function formatValue(v: number): string {
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(3);
}
