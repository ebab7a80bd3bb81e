/**
 * Environment fingerprints: numbers measured on a different GPU, driver, toolkit, compiler, library version or host
 * are not comparable. Keys present on only one side are unknown, not different, and are not counted.
 */
import type { EnvMismatch } from '../../schemas/bench.js';
import type { BenchSide } from './merge.js';
import type { EnvFingerprint } from './types.js';

function basename(path: string): string {
  return path.replace(/\\/g, '/').split('/').pop() ?? path;
}

export function diffEnv(a: EnvFingerprint, b: EnvFingerprint, where: string): EnvMismatch[] {
  const out: EnvMismatch[] = [];
  for (const key of Object.keys(a).sort()) {
    const other = b[key];
    if (other !== undefined && other !== a[key]) out.push({ key, baseline: a[key]!, candidate: other, where });
  }
  return out;
}

/** Differences within each side's files, then between the sides. */
export function envMismatches(baseline: BenchSide, candidate: BenchSide): EnvMismatch[] {
  const out: EnvMismatch[] = [];
  for (const side of [baseline, candidate]) {
    const [first, ...rest] = side.files;
    for (const f of rest) {
      out.push(...diffEnv(first!.env, f.env, `${side.label} ${basename(first!.source)} vs ${basename(f.source)}`));
    }
  }
  out.push(...diffEnv(baseline.env, candidate.env, `${baseline.label} vs ${candidate.label}`));
  return out;
}

/** `true` allows every difference; a list allows those keys (`libraries` also covers `libraries.*`). */
export function isAllowed(mismatch: EnvMismatch, allow: boolean | readonly string[]): boolean {
  if (allow === true) return true;
  if (allow === false) return false;
  return allow.some((key) => mismatch.key === key || mismatch.key.startsWith(`${key}.`));
}
