/**
 * github-action-benchmark "custom" JSON: a top-level array of `{ name, unit, value, range?, extra? }`. The format has
 * no direction field (the tool takes it from `customSmallerIsBetter` / `customBiggerIsBetter`), so it comes from the
 * selected format, else from the unit, else from the `direction` option; otherwise the user must say.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString } from './collector.js';
import { directionFromUnit } from './units.js';
import type { Direction, ParseOptions, ParsedBenchFile } from './types.js';

export function parseCustomBenchmark(
  data: unknown,
  source: string,
  direction: Direction | undefined,
  options: ParseOptions = {},
): ParsedBenchFile {
  if (!Array.isArray(data)) {
    throw new ConfigurationError(
      `${source}: not github-action-benchmark custom JSON: expected an array of { name, unit, value } objects`,
    );
  }
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  data.forEach((row, index) => {
    const r = asRecord(row);
    const name = r ? asString(r['name']) : undefined;
    if (!r || !name) {
      notes.push(`[${index}]: no name; ignored`);
      return;
    }
    const unit = asString(r['unit']) ?? '';
    const dir = direction ?? directionFromUnit(unit) ?? options.direction;
    if (!dir) {
      throw new ConfigurationError(
        `${source}: [${index}] "${name.slice(0, 80)}": unit '${unit}' does not say whether smaller or bigger is better`,
        'pass --format custom-smaller or --format custom-bigger (or --direction)',
      );
    }
    collector.addValue(name, r['value'], unit, dir, 'value');
    const b = collector.get(name);
    if (b) {
      const meta: Record<string, string | number> = { ...b.meta };
      // github-action-benchmark keeps `range` as a string even when the input has a number.
      if (r['range'] !== undefined && r['range'] !== null) meta['range'] = String(r['range']);
      const extra = asString(r['extra']);
      if (extra !== undefined) meta['extra'] = extra;
      b.meta = meta;
    }
  });
  const benchmarks = collector.list();
  const inferredBigger = benchmarks.length > 0 && benchmarks.every((b) => b.direction === 'bigger');
  const format =
    (direction ?? (inferredBigger ? 'bigger' : 'smaller')) === 'bigger' ? 'custom-bigger' : 'custom-smaller';
  return { source, format, benchmarks, env: {}, skippedAggregates: 0, notes };
}
