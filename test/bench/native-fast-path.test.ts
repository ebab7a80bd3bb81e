import { parseBenchText } from '../../src/domain/bench/detect.js';
import { parseCommonBenchText } from '../../src/domain/bench/detect-json.js';
import { readNativeBenchmarks } from '../../src/domain/bench/native-file.js';
import { NativeBenchFileSchema } from '../../src/schemas/bench.js';
import { describeZodIssues, parseOrThrow } from '../../src/shared/zod-errors.js';

/**
 * The native parser checks benchmarks by hand before zod (speed at 10,000 benchmarks); it must accept exactly what the
 * schema accepts: every file the schema refuses is refused with the schema's own message.
 */
const good = { name: 'k/1', unit: 'ms', samples: [1, 2, 'NaN'] };
const file = (benchmark: unknown) => ({ format: 'upstream-ingest-bench', version: 1, benchmarks: [good, benchmark] });

describe('native format: the hand check before zod', () => {
  it.each([
    ['an unknown key', { ...good, bogus: 1 }],
    ['a sample that is no number', { ...good, samples: [1, 'fast'] }],
    ['an empty name', { ...good, name: '' }],
    ['a name over 1000 characters', { ...good, name: 'x'.repeat(1001) }],
    ['a unit over 50 characters', { ...good, unit: 'u'.repeat(51) }],
    ['a bad direction', { ...good, direction: 'up' }],
    ['a null direction', { ...good, direction: null }],
    ['an error that is no string', { ...good, error: 42 }],
    ['samples that are no list', { ...good, samples: 3 }],
    ['a benchmark that is no object', 'k/2'],
  ])('refuses %s with the schema message', (_what, benchmark) => {
    const data = file(benchmark);
    const schema = NativeBenchFileSchema.safeParse(data);
    expect(schema.success).toBe(false);
    const expected = `n.json: ${describeZodIssues(schema.error!)}`;
    expect(() => parseBenchText(JSON.stringify(data), 'n.json', 'native')).toThrow(expected);
  });

  it('reads an accepted file as the schema reads it', () => {
    const data = file({ name: 'k/2', unit: 'GB/s', direction: 'bigger', samples: [3, 4], error: 'partial' });
    expect(NativeBenchFileSchema.safeParse(data).success).toBe(true);
    const parsed = parseBenchText(JSON.stringify(data), 'n.json', 'native');
    expect(parsed.benchmarks.map((b) => [b.name, b.unit, b.direction, b.samples, b.errors])).toEqual([
      ['k/1', 's', 'smaller', [0.001, 0.002], ['samples[2] is NaN']],
      ['k/2', 'GB/s', 'bigger', [3, 4], ['error: partial']],
    ]);
  });
});

/**
 * A cold compare-bench reads native files without zod (native-file.ts, through parseCommonBenchText): a file the
 * schema takes must read exactly as through the schema (the environment's keys in the schema's order: it is the
 * fingerprint compared and printed), and one it does not take is left to the registry, which gives its message.
 */
describe('native format: the cold path without zod', () => {
  const head = (extra: Record<string, unknown>) => ({
    format: 'upstream-ingest-bench',
    version: 1,
    ...extra,
    benchmarks: [good, { name: 'k/2', unit: 'GB/s', samples: [3, 4] }],
  });
  const throughSchema = (data: unknown) =>
    readNativeBenchmarks(parseOrThrow(NativeBenchFileSchema, data, 'n.json'), 'n.json');

  it.each([
    ['no env', {}],
    ['env keys out of the schema order', { env: { python: '3.12', cuda: '12.4', gpu: 'H100', driver: '550' } }],
    ['libraries and extra records', { env: { extra: { b: '1', a: '2', '10': 'x' }, libraries: { torch: '2.4' } } }],
    ['an empty env', { env: {} }],
    ['suite and commit', { suite: 'nightly', commit: 'abc123', env: { gpu: 'H100' } }],
    ['an empty suite and commit', { suite: '', commit: '' }],
    ['texts at their limits', { suite: 's'.repeat(200), commit: 'c'.repeat(100), env: { gpu: 'g'.repeat(500) } }],
  ])('reads a file with %s as the schema does', (_what, extra) => {
    const data = head(extra);
    const text = JSON.stringify(data);
    const cold = parseCommonBenchText(text, 'n.json');
    const schema = throughSchema(JSON.parse(text));
    expect(cold).toEqual(schema);
    expect(Object.keys(cold!.env)).toEqual(Object.keys(schema.env));
    expect(JSON.stringify(cold)).toBe(JSON.stringify(schema));
  });

  it.each([
    ['an unknown top-level key', { bogus: 1 }],
    ['another version', { version: 2 }],
    ['a suite over 200 characters', { suite: 's'.repeat(201) }],
    ['a commit over 100 characters', { commit: 'c'.repeat(101) }],
    ['a commit that is no text', { commit: 7 }],
    ['an unknown env key', { env: { gpu: 'H100', ram: '80G' } }],
    ['an env text over 500 characters', { env: { gpu: 'g'.repeat(501) } }],
    ['an env value that is no text', { env: { cuda: 12.4 } }],
    ['a library version that is no text', { env: { libraries: { torch: 2 } } }],
    ['a library version over 500 characters', { env: { libraries: { torch: 'v'.repeat(501) } } }],
    ['env that is no object', { env: 'H100' }],
  ])('leaves a file with %s to the schema, which says what is wrong', (_what, extra) => {
    const text = JSON.stringify(head(extra));
    expect(parseCommonBenchText(text, 'n.json')).toBeUndefined();
    const schema = NativeBenchFileSchema.safeParse(JSON.parse(text));
    expect(schema.success).toBe(false);
    expect(() => parseBenchText(text, 'n.json')).toThrow(`n.json: ${describeZodIssues(schema.error!)}`);
  });

  it('leaves a `__proto__` key of a record to the schema, which reads it its own way', () => {
    const text =
      '{"format":"upstream-ingest-bench","version":1,"env":{"extra":{"__proto__":"x","k":"v"}},' +
      '"benchmarks":[{"name":"a","unit":"ms","samples":[1,2]}]}';
    expect(parseCommonBenchText(text, 'n.json')).toBeUndefined();
    expect(parseBenchText(text, 'n.json').env).toEqual(throughSchema(JSON.parse(text)).env);
  });
});
