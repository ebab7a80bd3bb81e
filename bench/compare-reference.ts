/**
 * The plain reference for compare-bench's cold figure (issue 30): what a competent user would write to compare two
 * native benchmark JSON files — per-benchmark medians, a two-sided Mann–Whitney U test (normal approximation with
 * tie and continuity correction), Benjamini–Hochberg over the p-values — and print the regressed names. No product
 * code, no optimisation tricks; run as a fresh Node process, like the cold CLI it is timed against.
 *
 * Usage: node compare-reference.js BASELINE.json CANDIDATE.json [alpha] [min-effect]
 */
import { readFileSync } from 'node:fs';

interface NativeFile {
  benchmarks: { name: string; samples: number[]; direction?: 'smaller' | 'bigger' }[];
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Standard normal upper tail (Abramowitz–Stegun 7.1.26 erfc; ~1e-7, plenty for a p-value). */
function normalUpper(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erfc = poly * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** Two-sided Mann–Whitney U p-value, normal approximation with tie and continuity correction. */
function mannWhitneyP(a: number[], b: number[]): number {
  const n = a.length;
  const m = b.length;
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  let rankSumA = 0;
  let ties = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j++;
    const rank = (i + j + 2) / 2;
    const t = j - i + 1;
    ties += t * t * t - t;
    for (let k = i; k <= j; k++) if (all[k]!.g === 0) rankSumA += rank;
    i = j + 1;
  }
  const u = rankSumA - (n * (n + 1)) / 2;
  const mean = (n * m) / 2;
  const variance = ((n * m) / 12) * (n + m + 1 - ties / ((n + m) * (n + m - 1)));
  if (variance <= 0) return 1;
  const z = (Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return Math.min(1, 2 * normalUpper(Math.max(0, z)));
}

/** Benjamini–Hochberg adjusted p-values (step-up, monotone). */
function benjaminiHochberg(p: number[]): number[] {
  const order = p.map((_, i) => i).sort((i, j) => p[i]! - p[j]!);
  const adjusted = new Array<number>(p.length);
  let running = 1;
  for (let r = order.length - 1; r >= 0; r--) {
    const i = order[r]!;
    running = Math.min(running, (p[i]! * p.length) / (r + 1));
    adjusted[i] = running;
  }
  return adjusted;
}

const [basePath, candPath, alphaText, effectText] = process.argv.slice(2);
const alpha = Number(alphaText ?? 0.05);
const minEffect = Number(effectText ?? 0.05);
const base = JSON.parse(readFileSync(basePath!, 'utf8')) as NativeFile;
const cand = JSON.parse(readFileSync(candPath!, 'utf8')) as NativeFile;
const candByName = new Map(cand.benchmarks.map((b) => [b.name, b]));
const rows: { name: string; ratio: number; p: number }[] = [];
for (const b of base.benchmarks) {
  const c = candByName.get(b.name);
  if (!c || b.samples.length < 2 || c.samples.length < 2) continue;
  const mb = median([...b.samples].sort((x, y) => x - y));
  const mc = median([...c.samples].sort((x, y) => x - y));
  const ratio = (b.direction ?? 'smaller') === 'smaller' ? mc / mb : mb / mc;
  rows.push({ name: b.name, ratio, p: mannWhitneyP(b.samples, c.samples) });
}
const q = benjaminiHochberg(rows.map((r) => r.p));
const flagged = rows.filter((r, i) => q[i]! < alpha && r.ratio >= 1 + minEffect).map((r) => r.name);
process.stdout.write(`${flagged.length} of ${rows.length} regressed\n${flagged.join('\n')}\n`);
