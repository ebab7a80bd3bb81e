import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApplyResultSchema } from '../../src/schemas/apply-result.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { runCli } from '../helpers/cli.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario, writeAgent, writePlan } from './fixtures.js';

afterAll(removeTempDirs);

const cli = (...args: string[]) => runCli(['apply', ...args]);

let s: BuiltScenario;
beforeAll(async () => {
  s = await conflictScenario();
});

const commits = (...ids: string[]) => ids.map((id) => s.sha(id)).join(',');

describe('upstream-ingest apply', () => {
  it('prints the JSON contract and exits 0 for partial', async () => {
    const res = await cli(
      '--repo',
      s.dir,
      '--commits',
      commits('u1', 'u2', 'u4'),
      '--base',
      'fork',
      '--branch',
      'cli/partial',
      '--upstream',
      'upstream',
      '--json',
    );
    expect(res.code).toBe(0);
    const json = ApplyResultSchema.parse(JSON.parse(res.stdout));
    expect(json.status).toBe('partial');
    expect(json.branch).toBe('cli/partial');
    expect(json.head).toBe(await git(s, 'rev-parse', 'cli/partial'));
    expect(json.commits.map((c) => [c.sha, c.status, c.forkSha === null, c.conflictPaths])).toEqual([
      [s.sha('u1'), 'clean', false, []],
      [s.sha('u2'), 'deferred', true, ['src/core.txt']],
      [s.sha('u4'), 'clean', false, []],
    ]);
    expect(json.commits[1]!.reasons[0]).toMatch(/conflict in src\/core\.txt/);
  });

  it('exits 1 for conflict (--on-conflict stop) and for rejected', async () => {
    const stop = await cli(
      '--repo',
      s.dir,
      '--commits',
      commits('u2'),
      '--base',
      'fork',
      '--branch',
      'cli/stop',
      '--on-conflict',
      'stop',
      '--upstream',
      'upstream',
      '--json',
    );
    expect(stop.code).toBe(1);
    expect(JSON.parse(stop.stdout).status).toBe('conflict');
    const agent = await writeAgent('leavesMarkers');
    const rejected = await cli(
      '--repo',
      s.dir,
      '--commits',
      commits('u2'),
      '--base',
      'fork',
      '--branch',
      'cli/rej',
      '--on-conflict',
      'agent',
      '--agent',
      agent,
      '--agent-timeout',
      '20',
    );
    expect(rejected.code).toBe(1);
    expect(rejected.stdout).toMatch(/^status: rejected/);
    expect(rejected.stdout).toMatch(/REJECTED\s+[0-9a-f]{12} \[core\] change line 5/);
  });

  it('applies a plan bundle with trailer provenance and prints a readable summary', async () => {
    const { path } = await writePlan(s, ['u1', 'u4'], { bundleId: '0123456789ab' });
    const res = await cli(
      '--repo',
      s.dir,
      '--plan',
      path,
      '--bundle',
      '0123456789ab',
      '--base',
      'fork',
      '--provenance',
      'Upstream-Commit',
    );
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^status: applied\nbranch: upstream-ingest\/0123456789ab at [0-9a-f]{12}/);
    expect(await git(s, 'log', '-1', '--format=%B', 'upstream-ingest/0123456789ab')).toContain(
      `Upstream-Commit: ${s.sha('u4')}`,
    );
  });

  it('exits 0 for already-applied', async () => {
    const res = await cli(
      '--repo',
      s.dir,
      '--commits',
      commits('u1'),
      '--base',
      'cli/partial',
      '--branch',
      'cli/again',
      '--upstream',
      'upstream',
      '--json',
    );
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout).status).toBe('already-applied');
  });

  const bad: Array<[string, () => Promise<string[]> | string[], RegExp]> = [
    [
      'both a plan and commits',
      () => ['--commits', commits('u1'), '--plan', 'p.json', '--bundle', 'x', '--base', 'fork'],
      /^upstream-ingest: error: apply --commits: give either --plan with --bundle, or --commits, not both$/m,
    ],
    ['neither', () => ['--base', 'fork'], /apply --commits: give --plan with --bundle, or --commits$/m],
    [
      'agent policy without a command',
      () => ['--commits', commits('u1'), '--base', 'fork', '--on-conflict', 'agent'],
      /apply --on-conflict: 'agent' needs an agent command: give --agent/,
    ],
    [
      'split without verify',
      () => ['--commits', commits('u1'), '--base', 'fork', '--split-on-failure'],
      /split-on-failure: needs a verify command/,
    ],
    [
      'an unknown policy',
      () => ['--commits', commits('u1'), '--base', 'fork', '--on-conflict', 'merge'],
      /apply --on-conflict: expected defer, agent, stop or resolve/,
    ],
    [
      'a bad provenance',
      () => ['--commits', commits('u1'), '--base', 'fork', '--provenance', 'a:b'],
      /provenance: expected 'x' or a trailer key/,
    ],
    [
      'a bad branch',
      () => ['--commits', commits('u1'), '--base', 'fork', '--branch', 'a..b'],
      /branch: 'a\.\.b' is not a valid branch name/,
    ],
    [
      'the base as branch',
      () => ['--commits', commits('u1'), '--base', 'fork', '--branch', 'fork'],
      /is the base itself/,
    ],
    [
      'an option-like base',
      () => ['--commits', commits('u1'), '--base', '--upload-pack=x'],
      /not a valid git revision/,
    ],
    [
      'an unknown base',
      () => ['--commits', commits('u1'), '--base', 'nope/main'],
      /base: unknown revision 'nope\/main'/,
    ],
    [
      'a commit not in the repository',
      () => ['--commits', 'deadbeefdeadbeef', '--base', 'fork'],
      /commits: commit deadbeefdeadbeef is not in/,
    ],
    [
      'a non-SHA commit',
      () => ['--commits', 'HEAD~1', '--base', 'fork'],
      /commits: expected commit SHAs separated by commas/,
    ],
    [
      'a zero timeout',
      () => ['--commits', commits('u1'), '--base', 'fork', '--agent-timeout', '0'],
      /apply --agent-timeout: expected a whole number of seconds/,
    ],
    [
      'a bundle missing from the plan',
      async () => ['--plan', (await writePlan(s, ['u1'])).path, '--bundle', 'ffffffffffff', '--base', 'fork'],
      /bundle: ffffffffffff is not a bundle of plan .*\(bundles: abcdef012345\)/,
    ],
    [
      'a malformed plan',
      async () => {
        const path = join(await makeTempDir(), 'plan.json');
        await writeFile(path, JSON.stringify({ schemaVersion: 1, bundles: [{ id: 'x', __proto__: {} }] }));
        return ['--plan', path, '--bundle', 'x', '--base', 'fork'];
      },
      /plan .*plan\.json: .*generatedAt/,
    ],
    [
      'a PR without a push',
      () => ['--commits', commits('u1'), '--base', 'fork', '--pr-repo', 'o/r'],
      /a pull request needs the branch pushed/,
    ],
  ];

  it.each(bad)('rejects %s with one clear line (exit 2)', async (_name, args, message) => {
    const res = await cli('--repo', s.dir, ...(await args()));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
  });
});
