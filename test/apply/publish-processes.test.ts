/**
 * publish-bundle's git processes (issue 30 item 5: every process costs the demo a few milliseconds): the remote's
 * URLs are checked once for the read and the push, the lease and the remote's default come from one ls-remote, and
 * the chain is read with both sides' changes in one diff-tree. A chain that does not prove itself in that read is
 * read the long way, with the same refusal as before.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { publishBundle, type PublishSettings } from '../../src/services/apply/publish-bundle.js';
import { runCli } from '../helpers/cli.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, conflictScenario } from './fixtures.js';

afterAll(removeTempDirs);

/** The runner of the scenario, recording the arguments of every git process it starts. */
function recording(s: BuiltScenario): { git: GitRunner; calls: string[][] } {
  const inner = createGitRunner(s.dir);
  const calls: string[][] = [];
  return {
    calls,
    git: {
      cwd: inner.cwd,
      run: (args, options) => {
        calls.push([...args]);
        return inner.run(args, options);
      },
      runPiped: (first, second, options) => {
        calls.push([...first], [...second]);
        return inner.runPiped!(first, second, options);
      },
    },
  };
}

async function prepared(ids: string[]): Promise<{ s: BuiltScenario; out: string; remote: string }> {
  const s = await conflictScenario();
  const out = join(await makeTempDir('publish-processes-'), 'apply');
  const commits = ids.map(s.sha).join(',');
  const run = await runCli(['apply', '--repo', s.dir, '--commits', commits, '--base', 'fork', '--prepare-out', out]);
  expect(run.code).toBe(0);
  return { s, out, remote: await bareRemote() };
}

const settings = (out: string, remote: string): PublishSettings => ({
  from: out,
  base: 'fork',
  push: { remote },
  allowPaths: [],
});

const remoteHead = async (remote: string, branch: string) =>
  (
    await createGitRunner(remote).run(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], {
      okExitCodes: [1],
    })
  ).stdout.trim();

describe('publish-bundle, process by process', () => {
  it('pushes a clean two-pick bundle with one transport check, one remote read and at most 10 git processes', async () => {
    const { s, out, remote } = await prepared(['u1', 'u4']);
    const { git: counted, calls } = recording(s);
    const result = await publishBundle(settings(out, remote), { git: counted, logger: new RecordingLogger() });
    expect(result.push).toEqual({ remote, status: 'pushed', expected: null, reason: null });
    expect(await remoteHead(remote, result.branch)).toBe(result.head);
    const named = (sub: string, flag?: string) =>
      calls.filter((a) => a[0] === sub && (!flag || a.includes(flag))).length;
    expect(named('ls-remote', '--get-url')).toBe(1);
    expect(named('ls-remote', '--symref')).toBe(1);
    expect(named('fetch')).toBe(0);
    expect(named('log')).toBe(0);
    expect(named('push')).toBe(1);
    expect(calls.length).toBeLessThanOrEqual(10);

    // Published again: the lease is the remote's head, read by the same one ls-remote.
    const again = await publishBundle(settings(out, remote), { git: counted, logger: new RecordingLogger() });
    expect(again.push).toEqual({ remote, status: 'up-to-date', expected: result.head, reason: null });
  });

  it('a recorded chain that skips a commit of the bundle is refused as before, after the long read', async () => {
    const { s, out, remote } = await prepared(['u1', 'u4']);
    const path = join(out, 'result.json');
    const artifact = JSON.parse(await readFile(path, 'utf8')) as {
      head: string;
      artifact: { chain: Array<{ sha: string; parent: string }> };
    };
    expect(artifact.artifact.chain).toHaveLength(2);
    // The head stays the bundle's tip, so the tip check passes; the chain's one read cannot prove itself.
    const [first, second] = artifact.artifact.chain;
    artifact.artifact.chain = [{ ...second!, parent: first!.parent }];
    await writeFile(path, JSON.stringify(artifact));
    const { git: counted, calls } = recording(s);
    await expect(publishBundle(settings(out, remote), { git: counted, logger: new RecordingLogger() })).rejects.toThrow(
      /does not check out, nothing was pushed: the bundle holds 2 commit\(s\) on top of the base/,
    );
    expect(calls.filter((a) => a[0] === 'log')).toHaveLength(1);
    expect(calls.filter((a) => a[0] === 'push')).toHaveLength(0);
    expect((await createGitRunner(remote).run(['for-each-ref'])).stdout).toBe('');
  });
});
