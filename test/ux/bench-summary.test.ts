import { summaryLine, type BenchResult } from '../../bench/bench-result.js';

const r = (name: string, ok: boolean, skipped?: string): BenchResult => ({
  name,
  value: 1,
  unit: '×',
  target: '≤ 1.5×',
  ok,
  ...(skipped ? { skipped } : {}),
});

describe('npm run bench summary', () => {
  it('says "targets met" only for what was measured, and names what was not', () => {
    expect(summaryLine([r('a', true), r('b', true)], [])).toBe('2 of 2 targets met');
    const line = summaryLine([r('a', true), r('b', true, '../shared is absent')], ['lag (skipped: no data)']);
    expect(line).toBe('1 of 1 measured targets met; NOT measured here: b; lag (skipped: no data)');
    expect(line).not.toMatch(/2 of 2/);
    expect(summaryLine([r('a', false)], [])).toBe('0 of 1 targets met');
  });
});
