/**
 * What audit-resolvers advises, apply follows: the config's `resolvers.<rung>.maxVerdict` caps (or raises) a rung's
 * verdict in apply's own ladder. A real modify/delete conflict (the fork deleted a file upstream then changed), applied
 * with `--on-conflict resolve --resolvers fork-decision`: accepted by default, held for review when the config lowers
 * fork-decision to review.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplyResultSchema, type ApplyResult } from '../../src/schemas/apply-result.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

let s: BuiltScenario;
beforeAll(async () => {
  const lines = Array.from({ length: 10 }, (_, i) => `line ${i}`);
  s = await buildScenario({
    base: { 'src/old.py': `${lines.join('\n')}\n`, 'src/keep.py': 'keep = 1\n' },
    steps: [
      { id: 'f1', on: 'fork', files: { 'src/old.py': null } },
      {
        id: 'u1',
        on: 'upstream',
        files: { 'src/old.py': `${lines.join('\n').replace('line 4', 'line 4 changed')}\n` },
      },
    ],
  });
});

async function apply(branch: string, ...extra: string[]): Promise<ApplyResult> {
  const run = await runCli(
    [
      'apply',
      '--repo',
      s.dir,
      '--commits',
      s.sha('u1'),
      '--base',
      'fork',
      '--branch',
      branch,
      '--upstream',
      'upstream',
      '--on-conflict',
      'resolve',
      '--resolvers',
      'fork-decision',
      '--no-discover',
      '--json',
      ...extra,
    ],
    { cwd: s.dir },
  );
  expect(run.stderr).not.toMatch(/error/);
  return ApplyResultSchema.parse(JSON.parse(run.stdout));
}

describe('resolvers.<rung>.maxVerdict in the config', () => {
  it('fork-decision lands unattended by default', async () => {
    const r = await apply('limits/default');
    const attempt = r.commits[0]!.resolution!.attempts![0]!;
    expect(attempt).toMatchObject({ rung: 'fork-decision', guardVerdict: 'accept', verdict: 'accept', chosen: true });
  });

  it('lowered to review in the config, the same resolution is held for review', async () => {
    await writeFile(join(s.dir, 'plan.yml'), 'resolvers:\n  fork-decision: { maxVerdict: review }\n');
    const r = await apply('limits/review', '--config', 'plan.yml');
    const attempt = r.commits[0]!.resolution!.attempts![0]!;
    expect(attempt).toMatchObject({ rung: 'fork-decision', guardVerdict: 'accept', verdict: 'review', chosen: true });
  });

  it('refuses an unknown rung in the config, naming the key', async () => {
    await writeFile(join(s.dir, 'bad.yml'), 'resolvers:\n  union: { maxVerdict: accept }\n');
    const run = await runCli(
      ['apply', '--repo', s.dir, '--commits', s.sha('u1'), '--base', 'fork', '--config', 'bad.yml', '--no-discover'],
      { cwd: s.dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/resolvers.*union/);
  });
});
