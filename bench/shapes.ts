/**
 * History shapes for the benchmarks: the real Triton/FBTriton shapes in ../shared/data when they are beside the
 * clone (the developers' and CI's machines), else the embedded slice the demo uses (a user's clone), tiled in time
 * to the length a benchmark needs. Every bench says which source it ran on, so a figure is never passed off as
 * measured on data it did not see.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadShapeRecords, parseShapeRecords, type ShapeRecord } from '../src/demo/shape-replay.js';

export interface BenchShapes {
  upstream: ShapeRecord[];
  fork: ShapeRecord[];
  /** Where the records came from, for the bench's log. */
  source: string;
}

const here = dirname(fileURLToPath(import.meta.url));

export async function loadBenchShapes(minUpstream: number): Promise<BenchShapes> {
  const shared = resolve(process.cwd(), '..', 'shared', 'data');
  if (existsSync(join(shared, 'triton-upstream-shape.json'))) {
    const upstream = await loadShapeRecords(join(shared, 'triton-upstream-shape.json'));
    const fork = await loadShapeRecords(join(shared, 'fbtriton-fork-shape.json'));
    return { ...tile(upstream, fork, minUpstream), source: `../shared/data (${upstream.length} real upstream shapes)` };
  }
  // .bench-out/src/demo holds the compiled modules but not the JSON: look for the file itself (the clone's root).
  const root = [join(here, '..'), join(here, '..', '..')].find((r) =>
    existsSync(join(r, 'src', 'demo', 'sample-shapes.json')),
  );
  const sample = JSON.parse(
    await readFile(join(root ?? process.cwd(), 'src', 'demo', 'sample-shapes.json'), 'utf8'),
  ) as { upstream: unknown; fork: unknown };
  const upstream = parseShapeRecords(JSON.stringify(sample.upstream), 'embedded upstream sample');
  const fork = parseShapeRecords(JSON.stringify(sample.fork), 'embedded fork sample');
  return {
    ...tile(upstream, fork, minUpstream),
    source: `src/demo/sample-shapes.json (${upstream.length} embedded real shapes, tiled; ../shared is absent)`,
  };
}

/** Repeats the records, each copy shifted by the span of the whole set, so dates stay increasing. */
function tile(
  upstream: ShapeRecord[],
  fork: ShapeRecord[],
  min: number,
): { upstream: ShapeRecord[]; fork: ShapeRecord[] } {
  if (upstream.length >= min || !upstream.length) return { upstream, fork };
  const first = Date.parse(upstream[0]!.date);
  const span = Date.parse(upstream[upstream.length - 1]!.date) - first + 3_600_000;
  const copies = Math.ceil(min / upstream.length);
  const shift = (r: ShapeRecord, k: number, i: number): ShapeRecord => ({
    ...r,
    i,
    date: new Date(Date.parse(r.date) + k * span).toISOString(),
  });
  const up: ShapeRecord[] = [];
  const fk: ShapeRecord[] = [];
  for (let k = 0; k < copies; k++) {
    for (const r of upstream) up.push(shift(r, k, up.length));
    for (const r of fork) fk.push(shift(r, k, fk.length));
  }
  return { upstream: up, fork: fk };
}
