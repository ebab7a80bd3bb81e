import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { timeScaleFrom } from '../helpers/time-scale.js';

// Issue 29: `npm test` holds on a loaded machine. No test asserts on elapsed time (timings belong in `npm run bench`),
// and every timeout grows with UPSTREAM_INGEST_TEST_TIME_SCALE.

/**
 * A bound on a measured duration: `expect(<elapsed, a duration, a \`ms\`/\`…Ms\` value, performance.now(),
 * process.hrtime>).toBeLessThan…/toBeGreaterThan…` (an exact \`toBe\` on a setting is no measurement).
 */
const TIMING_EXPECT =
  /expect\([^;]*(?:\belapsed|\bduration|\.ms\b|\w+Ms\)|performance\.now\(|hrtime)[^;]*\)\.(?:not\.)?toBe(?:Less|Greater)Than/i;

function wallClockAssertions(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
    .filter(({ line }) => TIMING_EXPECT.test(line))
    .map(({ at, line }) => `${at}: ${line.trim()}`);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('the suite holds under load', () => {
  it('no test asserts on elapsed time', () => {
    const found = testFiles('test')
      .filter((f) => !f.endsWith('no-wall-clock.test.ts'))
      .flatMap((f) => wallClockAssertions(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check finds the shapes it looks for', () => {
    const probe = [
      'expect(elapsed).toBeLessThan(5000);',
      'expect(run.ms).toBeLessThan(WAIT_CAP_MS);',
      'expect(performance.now() - t0).toBeLessThan(100);',
      'expect(r.durationMs).toBeLessThanOrEqual(9);',
      'expect(waitedSeconds(logger)).toBeLessThanOrEqual(3);',
      'expect(md.length).toBeLessThan(60_000);',
      'expect(settings.agentTimeoutMs).toBe(60_000);',
    ].join('\n');
    expect(wallClockAssertions('probe.ts', probe).map((l) => l.split(':')[1])).toEqual(['1', '2', '3', '4']);
  });

  it('jest and the long timeouts scale with UPSTREAM_INGEST_TEST_TIME_SCALE', () => {
    expect(timeScaleFrom(undefined)).toBe(1);
    expect(timeScaleFrom('3')).toBe(3);
    expect(timeScaleFrom('0.5')).toBe(1);
    expect(timeScaleFrom('fast')).toBe(1);
    const timeout = (scale?: string) =>
      spawnSync(
        process.execPath,
        ['--input-type=module', '-e', "console.log((await import('./jest.config.js')).default.testTimeout)"],
        {
          encoding: 'utf8',
          env: { ...process.env, UPSTREAM_INGEST_TEST_TIME_SCALE: scale ?? '' },
        },
      ).stdout.trim();
    expect(timeout()).toBe('60000');
    expect(timeout('3')).toBe('180000');
  });
});
