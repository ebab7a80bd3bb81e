import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import {
  fetchRemoteBranch,
  parsePushResult,
  pushWithLease,
  readRemoteHeads,
} from '../../src/adapters/git/remote/push.js';
import { listRemotes } from '../../src/adapters/git/remote/remote-default.js';
import { checkTransport, type CheckedRemote } from '../../src/adapters/git/remote/transport.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, baseSettings, conflictScenario, writeAgent } from './fixtures.js';

afterAll(removeTempDirs);

const run = (s: BuiltScenario, settings: ApplySettings) =>
  runApply(settings, { git: createGitRunner(s.dir), logger: new RecordingLogger() });

const remoteHead = async (remote: string, branch: string) =>
  (
    await createGitRunner(remote).run(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], {
      okExitCodes: [1],
    })
  ).stdout.trim();

describe('push with --force-with-lease', () => {
  it('pushes a new branch, then finds it up to date on a re-run', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    const settings = baseSettings(['u1', 'u4'].map(s.sha), { push: { remote } });
    const first = await run(s, settings);
    expect(first.push).toEqual({ remote, status: 'pushed', expected: null, reason: null });
    expect(await remoteHead(remote, first.branch)).toBe(first.head);
    const second = await run(s, settings);
    expect(second.head).toBe(first.head);
    expect(second.push).toEqual({ remote, status: 'up-to-date', expected: first.head, reason: null });
  });

  it('replaces the previous value of the branch (the lease holds) when the bundle changes', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    const first = await run(s, baseSettings(['u1', 'u4'].map(s.sha), { push: { remote }, branch: 'ingest/b' }));
    const second = await run(s, baseSettings(['u4'].map(s.sha), { push: { remote }, branch: 'ingest/b' }));
    expect(second.push).toMatchObject({ status: 'pushed', expected: first.head });
    expect(await remoteHead(remote, 'ingest/b')).toBe(second.head);
  });

  it('a fresh clone reuses the commits already on the remote branch (no agent call, same head)', async () => {
    const remote = await bareRemote();
    const first = await conflictScenario();
    const agent = await writeAgent('resolves');
    const settings = (s: BuiltScenario, agentCmd: string) =>
      baseSettings(['u1', 'u2', 'u4'].map(s.sha), { push: { remote }, onConflict: 'agent', agent: agentCmd });
    const a = await run(first, settings(first, agent));
    expect(a.status).toBe('resolved');
    const fresh = await conflictScenario();
    const b = await run(fresh, settings(fresh, '/bin/false'));
    expect(b.head).toBe(a.head);
    expect(b.commits.map((c) => c.reused)).toEqual([true, true, true]);
    expect(b.push).toMatchObject({ status: 'up-to-date', expected: a.head });
  });

  it('skips the push when nothing landed', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    const r = await run(s, baseSettings(['u2'].map(s.sha), { push: { remote } }));
    expect(r.status).toBe('conflict');
    expect(r.push).toMatchObject({ status: 'skipped', reason: 'nothing to publish (status conflict)' });
    expect(await remoteHead(remote, r.branch)).toBe('');
  });
});

describe('push adapter', () => {
  it('reads a missing remote branch as null and an existing one as its SHA', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    expect(await fetchRemoteBranch(s.git, remote, 'nope')).toBeNull();
    await s.git.run(['push', '-q', remote, 'fork:refs/heads/there']);
    expect(await fetchRemoteBranch(s.git, remote, 'there')).toBe(await git(s, 'rev-parse', 'fork'));
  });

  it('rejects a lease that expects the branch not to exist', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    await s.git.run(['push', '-q', remote, 'fork:refs/heads/taken']);
    const out = await pushWithLease(s.git, { remote, branch: 'taken', sha: s.sha('u1'), expected: null });
    expect(out).toMatchObject({ status: 'rejected', kind: 'stale' });
  });

  it('refuses an option-like remote before running git', async () => {
    const s = await conflictScenario();
    await expect(
      pushWithLease(s.git, { remote: '--upload-pack=touch /tmp/x', branch: 'b', sha: s.sha('u1'), expected: null }),
    ).rejects.toThrow(/not a valid remote/);
  });

  it('a push GitHub refuses for the workflows permission ends with that reason and the fix, not a generic failure', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    // The remote answers as GitHub does to an App token without the workflows permission.
    const hook = join(remote, 'hooks', 'pre-receive');
    await writeFile(
      hook,
      "#!/bin/sh\necho 'refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission' >&2\nexit 1\n",
    );
    await chmod(hook, 0o755);
    const r = await run(s, baseSettings(['u1', 'u4'].map(s.sha), { push: { remote } }));
    expect(r.push).toMatchObject({ status: 'rejected' });
    expect(r.push?.reason).toMatch(/changes \.github\/workflows\/ci\.yml and the token may not write workflows/);
    expect(r.push?.reason).toMatch(/permission-workflows: write/);
    // GitHub's own porcelain line for the same refusal, and the OAuth-scope variant.
    const ref = 'refs/heads/b';
    const line = (why: string) => `To r\n!\tabc:${ref}\t[remote rejected] (${why})\nDone\n`;
    expect(
      parsePushResult(
        line(
          'refusing to allow a GitHub App to create or update workflow `.github/workflows/x.yml` without `workflows` permission',
        ),
        '',
        ref,
      ),
    ).toMatchObject({ kind: 'workflows-permission' });
    expect(
      parsePushResult(
        line(
          'refusing to allow an OAuth App to create or update workflow `.github/workflows/x.yml` without `workflow` scope',
        ),
        '',
        ref,
      ),
    ).toMatchObject({ kind: 'workflows-permission', reason: expect.stringMatching(/'workflow' scope/) as unknown });
  });

  it('parses porcelain outcomes', () => {
    const ref = 'refs/heads/b';
    expect(parsePushResult(`To r\n=\tabc:${ref}\t[up to date]\nDone\n`, '', ref)).toEqual({ status: 'up-to-date' });
    expect(parsePushResult(`To r\n*\tabc:${ref}\t[new branch]\nDone\n`, '', ref)).toEqual({ status: 'pushed' });
    expect(parsePushResult(`To r\n+\tabc:${ref}\ta...b (forced update)\nDone\n`, '', ref)).toEqual({
      status: 'pushed',
    });
    expect(parsePushResult(`To r\n!\tabc:${ref}\t[rejected] (non-fast-forward)\nDone\n`, '', ref)).toMatchObject({
      kind: 'non-fast-forward',
    });
    expect(
      parsePushResult(
        `To r\n!\tabc:${ref}\t[remote rejected] (protected branch hook declined)\n`,
        'remote: \x1b[31mGH006\x1b[0m: Protected branch\n',
        ref,
      ),
    ).toMatchObject({
      kind: 'hook',
      reason: expect.stringContaining('GH006: Protected branch'),
    });
  });
});

describe('one look at the remote per publish', () => {
  it('reads the default branch and the lease in one ls-remote, taking only the exact branch name', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    await s.git.run(['push', '-q', remote, 'fork:refs/heads/trunk', 'fork:refs/heads/taken']);
    // ls-remote matches a pattern against the tail of a ref: this tag is not the branch `b`.
    await s.git.run(['push', '-q', remote, 'fork:refs/tags/refs/heads/b']);
    await createGitRunner(remote).run(['symbolic-ref', 'HEAD', 'refs/heads/trunk']);
    const checked = await checkTransport(s.git, remote, 'push');
    const fork = await git(s, 'rev-parse', 'fork');
    expect(await readRemoteHeads(s.git, checked, 'b')).toEqual({ defaultBranch: 'trunk', branch: null });
    expect(await readRemoteHeads(s.git, checked, 'taken')).toEqual({ defaultBranch: 'trunk', branch: fork });
  });

  it('a proof of the transport check not made by checkTransport is not taken: the URLs are checked again', async () => {
    const s = await conflictScenario();
    await s.git.run(['remote', 'add', 'evil', 'ext::sh -c touch% /tmp/never']);
    const forged = { remote: 'evil' } as CheckedRemote;
    await expect(fetchRemoteBranch(s.git, 'evil', 'b', {}, forged)).rejects.toThrow(/remote helper addresses/);
    await expect(
      pushWithLease(s.git, { remote: 'evil', branch: 'b', sha: s.sha('u1'), expected: null, checked: forged }),
    ).rejects.toThrow(/remote helper addresses/);
    // A real proof names its remote: it does not pass for another one.
    const other = await bareRemote();
    const proof = await checkTransport(s.git, other, 'push');
    await expect(fetchRemoteBranch(s.git, 'evil', 'b', {}, proof)).rejects.toThrow(/remote helper addresses/);
  });

  it('lists the remotes with the push URLs `remote get-url --push --all` gives', async () => {
    const s = await conflictScenario();
    await s.git.run(['remote', 'add', 'two', 'https://example.com/a.git']);
    await s.git.run(['config', '--add', 'remote.two.pushurl', 'https://example.com/b.git']);
    await s.git.run(['config', '--add', 'remote.two.pushurl', 'https://example.com/c d.git']);
    await s.git.run(['config', 'url.https://mirror.example/.pushInsteadOf', 'https://example.com/a']);
    await s.git.run(['remote', 'add', 'one', 'https://example.com/a.git']);
    const listed = await listRemotes(s.git);
    const names = (await s.git.run(['remote'])).stdout.split('\n').filter(Boolean);
    expect(listed.names.sort()).toEqual(names.sort());
    for (const name of names) {
      const urls = (await s.git.run(['remote', 'get-url', '--push', '--all', name])).stdout.split('\n');
      expect(listed.pushUrls(name)).toEqual(urls.filter(Boolean));
    }
    expect(listed.pushUrls('one')).toEqual(['https://mirror.example/.git']);
    expect(listed.pushUrls('nope')).toEqual([]);
  });
});
