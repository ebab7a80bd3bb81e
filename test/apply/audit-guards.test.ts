/**
 * `upstream-ingest audit-guards` on a generated fork whose resolved picks are known: good resolutions (both sides
 * kept), one-sided ones (upstream's change dropped) and doubled ones (upstream's line pasted twice), next to clean
 * picks and fork-only commits that must not count.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { AuditGuardsReportSchema, type AuditGuardsReport } from '../../src/schemas/audit-guards.js';
import { runCli } from '../helpers/cli.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const lines = (k: number) => Array.from({ length: 12 }, (_, i) => `value_${k}_${i} = compute(${i})`);
const text = (l: string[]) => `${l.join('\n')}\n`;

async function commitAll(git: GitRunner, message: string, allowEmpty = false): Promise<string> {
  await git.run(['add', '-A']);
  await git.run(['commit', '-q', ...(allowEmpty ? ['--allow-empty'] : []), '-F', '-'], { input: message });
  return (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
}

type Kind = 'good' | 'ours' | 'doubled';

/** The fork picks upstream commit k with a resolution of the given kind. */
async function generatedFork(kinds: Kind[]): Promise<string> {
  const dir = await makeTempDir('ui-audit-');
  const git = createGitRunner(dir);
  await git.run(['init', '-q', '-b', 'main']);
  await git.run(['config', 'user.name', 'T']);
  await git.run(['config', 'user.email', 't@example.com']);
  const write = async (p: string, t: string) => {
    await mkdir(join(dir, p, '..'), { recursive: true });
    await writeFile(join(dir, p), t);
  };
  for (let k = 0; k < kinds.length; k++) await write(`src/f${k}.py`, text(lines(k)));
  await commitAll(git, 'base');
  await git.run(['branch', 'fork']);
  const upstream: string[] = [];
  for (let k = 0; k < kinds.length; k++) {
    const l = lines(k);
    l.splice(5, 1, `value_${k}_5 = compute_upstream(5, scale=${k})`);
    await write(`src/f${k}.py`, text(l));
    upstream.push(await commitAll(git, `upstream change ${k}`));
  }
  await write('src/clean.py', 'clean = 1\n');
  const clean = await commitAll(git, 'upstream clean');
  await git.run(['branch', 'upstream']);
  await git.run(['checkout', '-q', 'fork']);
  for (let k = 0; k < kinds.length; k++) {
    const l = lines(k);
    l.splice(5, 1, `value_${k}_5 = compute_fork(5, device="xpu")`);
    await write(`src/f${k}.py`, text(l));
    await commitAll(git, `fork change ${k}`);
  }
  await write('fork-only.txt', 'x\n');
  await commitAll(git, 'fork: unrelated');
  await git.run(['cherry-pick', '-x', clean]);
  for (let k = 0; k < kinds.length; k++) {
    const l = lines(k);
    const fork = `value_${k}_5 = compute_fork(5, device="xpu")`;
    const up = `value_${k}_5 = compute_upstream(5, scale=${k})`;
    const kind = kinds[k]!;
    if (kind === 'good') l.splice(5, 1, fork, up);
    if (kind === 'ours') l.splice(5, 1, fork);
    if (kind === 'doubled') l.splice(5, 1, fork, up, up);
    await write(`src/f${k}.py`, text(l));
    await commitAll(git, `upstream change ${k}\n\n(cherry picked from commit ${upstream[k]})`, kind === 'ours');
  }
  return dir;
}

async function audit(dir: string, ...extra: string[]): Promise<AuditGuardsReport> {
  const run = await runCli([
    'audit-guards',
    '--repo',
    dir,
    '--upstream',
    'upstream',
    '--fork',
    'fork',
    '--json',
    ...extra,
  ]);
  expect(run.stderr).not.toMatch(/error/);
  expect(run.code).toBe(0);
  return AuditGuardsReportSchema.parse(JSON.parse(run.stdout));
}

describe('audit-guards', () => {
  let dir: string;
  const kinds: Kind[] = ['good', 'good', 'ours', 'good', 'doubled', 'good'];
  beforeAll(async () => {
    dir = await generatedFork(kinds);
  });

  it('finds exactly the resolved picks and judges each real resolution as the guards would', async () => {
    const report = await audit(dir);
    expect(report.picksScanned).toBe(kinds.length + 1); // the clean pick has provenance too, but replays cleanly
    expect(report.resolvedPicks).toBe(kinds.length);
    const real = report.kinds.find((k) => k.kind === 'real')!;
    expect(real).toMatchObject({ total: 6, accept: 4, review: 1, reject: 1 });
    expect(real.misses).toHaveLength(1);
    expect(real.misses[0]!.why.join('\n')).toMatch(
      /duplicated-block: src\/f4\.py: lines 7-8 hold a block of 1 line\(s\) twice in a row/,
    );
  });

  it('gives every mutation at least its floor on the good resolutions', async () => {
    const report = await audit(dir);
    const get = (k: string) => report.kinds.find((x) => x.kind === k)!;
    expect(get('ours')).toMatchObject({ accept: 0 });
    expect(get('ours').total).toBeGreaterThanOrEqual(4);
    expect(get('theirs')).toMatchObject({ accept: 0 });
    expect(get('hunk-twice').reject).toBe(get('hunk-twice').total);
    expect(get('markers-indented').reject).toBe(get('markers-indented').total);
    expect(get('untouched').reject).toBe(get('untouched').total);
  });

  it('--limit takes the newest resolved picks only; text output names the kinds', async () => {
    expect((await audit(dir, '--limit', '2')).resolvedPicks).toBe(2);
    const text = await runCli(['audit-guards', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^real\s+6\s+4 \(66\.7%\)\s+1 \(16\.7%\)\s+1 \(16\.7%\)$/m);
    expect(text.stdout).toMatch(/real resolutions rejected/);
  });

  it('refuses an unknown ref with one line (exit 2)', async () => {
    const run = await runCli(['audit-guards', '--repo', dir, '--upstream', 'nope', '--fork', 'fork']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/upstream: unknown revision 'nope'/)]);
  });
});
