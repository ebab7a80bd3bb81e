import { parseBenchText } from '../../src/domain/bench/detect.js';
import { NativeBenchFileSchema } from '../../src/schemas/bench.js';
import { describeZodIssues } from '../../src/shared/zod-errors.js';

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
