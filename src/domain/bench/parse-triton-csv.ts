/**
 * Two CSV shapes from the Triton world:
 * - TorchInductor (`benchmarks/dynamo/<suite>.py --performance --output x.csv`, used by Triton's old inductor perf
 *   CI): `dev,name,batch_size,speedup,abs_latency,…`, one row per model. `abs_latency` (ms, smaller is better) is the
 *   measure; rows with fewer than 5 fields are models that did not run (Triton's check_perf skips them; here they
 *   are errors, never neutral). The batch size must match between sides.
 * - `triton.testing.perf_report` (`Mark.run(save_path=…)`): header = x_names then one column per provider
 *   (line_names), one row per x value. Leading integer/text columns are x columns; `-min`/`-max` columns are
 *   aggregates and ignored. The file carries no unit, so the direction must come from the options.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector } from './collector.js';
import { parseCsv } from './csv.js';
import { toNumber } from './numbers.js';
import type { ParseOptions, ParsedBenchFile } from './types.js';

export function parseTritonCsv(text: string, source: string, options: ParseOptions = {}): ParsedBenchFile {
  const rows = parseCsv(text);
  const header = rows[0]?.map((h) => h.trim());
  if (!header || header.length < 2)
    throw new ConfigurationError(`${source}: not a benchmark CSV: expected a header row`);
  const lower = header.map((h) => h.toLowerCase());
  if (lower[0] === 'dev' && lower[1] === 'name' && lower.includes('abs_latency')) {
    return parseTorchInductor(rows, lower, source);
  }
  return parsePerfReport(rows, header, source, options);
}

function parseTorchInductor(rows: string[][], header: string[], source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  const col = (name: string): number => header.indexOf(name);
  const latency = col('abs_latency');
  const batch = col('batch_size');
  const speedup = col('speedup');
  rows.slice(1).forEach((row, index) => {
    const name = row[1]?.trim();
    if (!name) {
      notes.push(`row ${index + 2}: no model name; ignored`);
      return;
    }
    if (row.length < 5) {
      collector.addError(
        name,
        `short row (${row.length} fields, batch_size ${row[batch]?.trim() || '?'}): the model did not run`,
        'ms',
        'smaller',
      );
      return;
    }
    collector.addValue(name, row[latency], 'ms', 'smaller', 'abs_latency');
    const b = collector.get(name)!;
    const config = `batch_size=${row[batch]?.trim() ?? '?'}`;
    if (b.config !== undefined && b.config !== config)
      b.errors.push(`batch size changed between rows (${b.config} vs ${config})`);
    b.config = config;
    const s = toNumber(row[speedup]);
    if (s !== undefined && Number.isFinite(s)) b.meta = { ...b.meta, speedup: s };
  });
  return {
    source,
    format: 'triton-csv',
    variant: 'torchinductor',
    benchmarks: collector.list(),
    env: {},
    skippedAggregates: 0,
    notes,
  };
}

function isIntegerText(text: string): boolean {
  return /^[+-]?\d+(\.0+)?$/.test(text.trim());
}

function isNumberText(text: string): boolean {
  const v = toNumber(text);
  return v !== undefined;
}

function parsePerfReport(rows: string[][], header: string[], source: string, options: ParseOptions): ParsedBenchFile {
  const direction = options.direction;
  if (!direction) {
    throw new ConfigurationError(
      `${source}: a Triton perf_report CSV carries no unit, so it does not say whether bigger or smaller is better`,
      'pass --direction bigger (GB/s, TFLOPS) or --direction smaller (ms)',
    );
  }
  const body = rows.slice(1);
  const ignored = new Set<number>();
  header.forEach((h, i) => {
    if (/-(min|max)$/.test(h)) ignored.add(i);
  });
  // x columns: the leading columns whose values are all integers or all non-numeric (sizes, dtypes, modes).
  let xCount = 0;
  while (xCount < header.length - 1 && !ignored.has(xCount)) {
    const values = body.map((r) => r[xCount]?.trim() ?? '');
    const allInteger = values.every(isIntegerText);
    const allText = values.every((v) => v !== '' && !isNumberText(v));
    if (!allInteger && !allText) break;
    xCount++;
  }
  // Nothing or everything looked like an x column: the one layout we can be sure of is one x then providers.
  if (xCount === 0 || xCount === header.length - 1) xCount = 1;
  const providers = header.map((h, i) => ({ h, i })).filter(({ i }) => i >= xCount && !ignored.has(i));
  if (providers.length === 0) throw new ConfigurationError(`${source}: perf_report CSV has no provider columns`);
  const plot = source
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
    .replace(/\.csv$/i, '');
  const collector = new BenchmarkCollector();
  body.forEach((row) => {
    const x = header
      .slice(0, xCount)
      .map((name, i) => `${name}=${(row[i] ?? '').trim().replace(/\.0+$/, '')}`)
      .join(',');
    for (const { h, i } of providers) {
      const name = `${plot}/${h}/${x}`;
      const raw = row[i];
      if (raw === undefined || raw.trim() === '') collector.addError(name, `${h} is empty`, '', direction);
      else collector.addValue(name, raw, '', direction, h);
    }
  });
  const notes = ignored.size ? [`${ignored.size} -min/-max column(s) not used as samples`] : [];
  return {
    source,
    format: 'triton-csv',
    variant: 'perf_report',
    benchmarks: collector.list(),
    env: {},
    skippedAggregates: ignored.size * body.length,
    notes,
  };
}
