/**
 * `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and prints each figure against
 * its target. Timings live here, never in test assertions. Exits 1 when a target is missed.
 */
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFn, BenchResult } from './bench-result.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = (await readdir(here)).filter((f) => f.endsWith('.bench.js')).sort();
const all: BenchResult[] = [];
for (const file of files) {
  const name = file.replace(/\.bench\.js$/, '');
  if (only.length && !only.includes(name)) continue;
  process.stdout.write(`\n## ${name}\n`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { bench: BenchFn };
  const results = await mod.bench((line) => process.stdout.write(`  ${line}\n`));
  for (const r of results) {
    process.stdout.write(
      `  ${r.ok ? 'ok  ' : 'MISS'} ${r.name}: ${formatValue(r.value)} ${r.unit} (target ${r.target})\n`,
    );
  }
  all.push(...results);
}
const missed = all.filter((r) => !r.ok);
process.stdout.write(`\n${all.length - missed.length} of ${all.length} targets met\n`);
process.exitCode = missed.length ? 1 : 0;

function formatValue(v: number): string {
  return Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(3);
}
