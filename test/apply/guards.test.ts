import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import type { ApplyResult } from '../../src/schemas/apply-result.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { AGENTS, baseSettings, CLEAN, conflictScenario, repoState, writeAgent } from './fixtures.js';

afterAll(removeTempDirs);

async function applyWith(
  s: BuiltScenario,
  upstream: string,
  agentName: keyof typeof AGENTS,
  overrides: Partial<ApplySettings> = {},
): Promise<{ result: ApplyResult; agent: string }> {
  const agent = await writeAgent(agentName);
  const base = await git(s, 'rev-parse', 'fork');
  const result = await runApply(baseSettings([s.sha(upstream)], { onConflict: 'agent', agent, ...overrides }), {
    git: createGitRunner(s.dir),
    logger: new RecordingLogger(),
  });
  expect(await git(s, 'rev-parse', 'fork')).toBe(base);
  expect(await repoState(s)).toMatchObject(CLEAN);
  return { result, agent };
}

/** Gone, or a zombie waiting for a PID 1 that reaps slowly: either way it no longer runs. */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** The guards that reject (review verdicts land the commit; they are asserted in guards-verdicts.test.ts). */
const failed = (r: ApplyResult) => r.commits[0]!.guards.filter((g) => g.verdict === 'reject').map((g) => g.name);

describe('resolution guards, each failing on a real agent', () => {
  const cases: Array<[string, string, keyof typeof AGENTS, Partial<ApplySettings>, string[], RegExp]> = [
    [
      'conflict markers left in the tree',
      'u2',
      'leavesMarkers',
      {},
      // The agent left the conflicted file as git left it: the unresolved guard says so too (issue 20).
      ['conflict-markers', 'unresolved'],
      /src\/core\.txt: conflict markers left at line 5/,
    ],
    [
      'a file outside the conflict changed',
      'u2',
      'touchesUnrelated',
      {},
      ['scope'],
      /README\.md: changed by the agent but neither conflicted nor allowed/,
    ],
    [
      'a workflow changed although upstream did not touch .github/ (even when allowed by --allow-path)',
      'u2',
      'touchesWorkflow',
      { allowPaths: ['.github/**'] },
      ['github-dir'],
      /\.github\/workflows\/ci\.yml: under \.github\/ and not changed by the upstream commit/,
    ],
    [
      'a test file lost a test case',
      'u6',
      'dropsTest',
      {},
      ['tests'],
      /tests\/test_core\.py: test cases went from 3 to 3; the upstream commit changes them by \+1/,
    ],
    ['a test gained a skip', 'u6', 'addsSkip', {}, ['tests'], /tests\/test_core\.py: skips\/xfails went from 0 to 1/],
    [
      'the resolution is far larger than the upstream patch',
      'u2',
      'appliesTwice',
      {},
      ['diff-bound'],
      // Past twice the bound it rejects; between the bound and twice it asks for review (issue 20).
      /the resolution changes 31 lines; the upstream patch changes 2 \(limit 1\.5 × 2 \+ 10 = 13; over 2 × the limit\)/,
    ],
    [
      'the verify command fails',
      'u2',
      'resolves',
      { verify: 'echo "unit tests: 2 failed" >&2; exit 1' },
      ['verify'],
      /verify: the verify command failed: exited with code 1; last output:\nunit tests: 2 failed/,
    ],
  ];

  it.each(cases)('rejects when %s', async (_name, upstream, agentName, overrides, guards, reason) => {
    const s = await conflictScenario();
    const { result } = await applyWith(s, upstream, agentName, overrides);
    expect(result.status).toBe('rejected');
    expect(result.commits[0]!.status).toBe('rejected');
    expect(failed(result)).toEqual(guards);
    expect(result.commits[0]!.reasons.join('\n')).toMatch(reason);
    expect(result.head).toBe(await git(s, 'rev-parse', 'fork'));
  });

  it('passes every guard for a correct resolution of the test file (upstream adds a test; the fork keeps its own)', async () => {
    const s = await conflictScenario();
    const { result } = await applyWith(s, 'u6', 'resolvesTests', {
      verify: 'grep -q "def test_mul" tests/test_core.py',
    });
    expect(result.status).toBe('resolved');
    expect(result.commits[0]!.guards.every((g) => g.ok)).toBe(true);
    expect(result.commits[0]!.guards.map((g) => g.name)).toContain('verify');
  });

  it('rejects an agent that commits on its own (it must only edit files)', async () => {
    const s = await conflictScenario();
    const { result } = await applyWith(s, 'u2', 'commits');
    expect(result.status).toBe('rejected');
    expect(result.commits[0]!.reasons[0]).toMatch(/moved HEAD or ended the cherry-pick/);
    expect(await git(s, 'log', '--all', '--format=%s')).not.toContain('agent commit\n[core]');
  });

  it('kills an agent that hangs past the timeout, with everything it started', async () => {
    const s = await conflictScenario();
    const { result, agent } = await applyWith(s, 'u2', 'hangs', { agentTimeoutMs: 1500 });
    expect(result.status).toBe('rejected');
    expect(result.commits[0]!.reasons[0]).toMatch(/the agent timed out after \d+ s/);
    const pidFile = join(dirname(agent), 'agent-child-pid');
    expect(existsSync(pidFile)).toBe(true);
    const child = Number(await readFile(pidFile, 'utf8'));
    expect(await isRunning(child)).toBe(false);
  });
});
