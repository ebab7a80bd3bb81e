/**
 * The CLI's lag and plan keep the git dir's history cache by default (a person's clone is theirs), `--no-cache`
 * keeps none, and a cached run reports what an uncached one does. The actions keep none unless given a file.
 */
import { access, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildConventionFork, type ConventionFork } from '../../src/demo/fork-conventions.js';
import { runCli } from '../helpers/cli.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('CLI cache default for lag and plan', () => {
  let f: ConventionFork;
  let cacheFile: string;
  const lagArgs = () => ['lag', '--repo', f.dir, '--upstream', f.upstreamBranch, '--fork', f.forkBranch];
  const report = (stdout: string) => {
    const r = JSON.parse(stdout) as { commits: unknown; backlog: number; counts: unknown };
    return { commits: r.commits, backlog: r.backlog, counts: r.counts };
  };

  beforeAll(async () => {
    f = await buildConventionFork(await makeTempDir('ui-cli-cache-'), 1);
    cacheFile = join(f.dir, '.git', 'upstream-ingest', 'plan-cache.json');
  });

  it('lag --no-cache writes no cache; lag writes the git dir’s and a second run reports the same', async () => {
    const now = ['--now', '2026-09-01T00:00:00Z', '--json'];
    const bare = await runCli([...lagArgs(), ...now, '--no-cache']);
    expect(bare.code).toBe(0);
    expect(await exists(cacheFile)).toBe(false);

    const first = await runCli([...lagArgs(), ...now]);
    expect(first.code).toBe(0);
    const kept = JSON.parse(await readFile(cacheFile, 'utf8')) as { commits: object };
    expect(Object.keys(kept.commits).length).toBeGreaterThan(0);
    const second = await runCli([...lagArgs(), ...now]);
    expect(second.stderr).toMatch(/history cache: [1-9]\d* commit records reused/);
    expect(report(second.stdout)).toEqual(report(bare.stdout));
    expect(report(first.stdout)).toEqual(report(bare.stdout));
  });

  it('plan keeps the git dir’s cache by default and none with --no-cache', async () => {
    await rm(cacheFile, { force: true });
    const args = ['plan', '--repo', f.dir, '--upstream', f.upstreamBranch, '--fork', f.forkBranch, '--limit', '20'];
    expect((await runCli([...args, '--no-cache', '--json'])).code).toBe(0);
    expect(await exists(cacheFile)).toBe(false);
    expect((await runCli([...args, '--json'])).code).toBe(0);
    expect(await exists(cacheFile)).toBe(true);
  });
});
