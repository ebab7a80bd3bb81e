/**
 * Benchmark tools write non-finite numbers in several ways: Google Benchmark and Python's json module emit bare
 * `NaN`/`Infinity` (not JSON; our YAML fallback reads them as strings), CSVs write `nan`/`inf`. All of them become
 * numbers here so that the value checks below can reject them with a clear reason.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const lower = text.toLowerCase();
  if (lower === 'nan' || lower === '-nan' || lower === '.nan') return Number.NaN;
  if (/^[+]?(inf|infinity|\.inf)$/.test(lower)) return Number.POSITIVE_INFINITY;
  if (/^-(inf|infinity|\.inf)$/.test(lower)) return Number.NEGATIVE_INFINITY;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Why a measured value cannot be a sample, or undefined when it can (finite and strictly positive). */
export function valueProblem(value: number): string | undefined {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return 'zero';
  if (value < 0) return `negative (${value})`;
  return undefined;
}

export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  return String(value);
}
