/**
 * apply's fast path (services/apply/fast-picks.ts) lands a clean run of picks without the work tree. It must land
 * exactly the commits git's sequencer lands — same messages, authors, committer stamp, hence the same SHAs — so a
 * re-run converges whichever path either run took. Everything here is compared against real git.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { readRawCommits, sweepStalePickScratch } from '../../src/adapters/git/pick/worktree-free-picks.js';
import { cherryPickMessage } from '../../src/domain/apply/pick-commit.js';
import type { ApplyResult } from '../../src/schemas/apply-result.js';
import { loadPlanFile } from '../../src/services/apply/bundle-source.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, git, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { baseSettings, CLEAN, repoState, writePlan } from './fixtures.js';
import { scaled } from '../helpers/time-scale.js';

afterAll(removeTempDirs);

const FAST = 'clean pick(s) written without the work tree';

async function apply(
  s: BuiltScenario,
  settings: ApplySettings,
  perCommitPicks: boolean,
): Promise<{ result: ApplyResult; debug: string[] }> {
  const logger = new RecordingLogger();
  const result = await runApply(settings, { git: createGitRunner(s.dir), logger, perCommitPicks });
  return { result, debug: logger.messages('debug') };
}

/** The same apply through git's sequencer and through the fast path, each onto a branch of its own. */
async function bothPaths(s: BuiltScenario, ids: string[], overrides: Partial<ApplySettings> = {}) {
  const commits = ids.map((id) => s.sha(id));
  const slow = await apply(s, baseSettings(commits, { ...overrides, branch: 'per-commit' }), true);
  const fast = await apply(s, baseSettings(commits, { ...overrides, branch: 'fast' }), false);
  expect(slow.debug.join('\n')).not.toContain(FAST);
  return { slow: slow.result, fast: fast.result, fastDebug: fast.debug };
}

const summary = (r: ApplyResult) => r.commits.map((c) => [c.status, c.forkSha]);

function upstreamSteps(messages: string[], extra: Partial<Step> = {}): Step[] {
  return messages.map((message, i) => ({
    id: `u${i + 1}`,
    on: 'upstream',
    files: { [`lib/file${i + 1}.txt`]: `upstream ${i + 1}\n` },
    message,
    ...(i === 1
      ? { date: '2026-02-01T10:00:00+05:30', author: { name: 'Zoë Upstream', email: 'zoe@up.example' } }
      : {}),
    ...extra,
  })) as Step[];
}

const FORK_OWN: Step = { id: 'f1', on: 'fork', files: { 'fork/own.txt': 'fork\n' }, message: 'fork: own change' };

describe('apply fast path: the same commits as the per-commit path', () => {
  it('-x provenance, messages with and without trailer blocks: same head SHA, work tree clean', async () => {
    const messages = [
      'core: subject only',
      'core: body\n\nA paragraph of prose.',
      'core: signed\n\nBody.\n\nSigned-off-by: A U Thor <a@example.com>',
      'core: trailers\n\nBody.\n\nReviewed-by: R <r@example.com>\nTested-by: T <t@example.com>',
      'core: mixed\n\nBody.\n\nSigned-off-by: A <a@example.com>\nnot a trailer line\nmore prose here',
      'core: continuation\n\nBody.\n\nCo-authored-by: Someone\n  continued value',
      'core: prose colon\n\nNote: this looks like a trailer but is prose after all\nand it goes on',
    ];
    const s = await buildScenario({ steps: [...upstreamSteps(messages), FORK_OWN] });
    const ids = messages.map((_, i) => `u${i + 1}`);
    const { slow, fast, fastDebug } = await bothPaths(s, ids);
    expect(fastDebug).toContain(`${messages.length} ${FAST}`);
    expect(fast.status).toBe('applied');
    expect(fast.head).toBe(slow.head);
    expect(summary(fast)).toEqual(summary(slow));
    expect(await repoState(s)).toEqual({ ...CLEAN, head: 'refs/heads/fast' });
    expect(await git(s, 'diff', '--stat', slow.head)).toBe('');
  });

  it('neutralised messages and trailer provenance (the commit-tree path): same head SHA', async () => {
    const messages = [
      '[core] fix the thing (#1234)',
      'core: cc @someone\n\nFixes #12',
      'core: plain message',
      'core: last (#99)\n\nSigned-off-by: A <a@example.com>',
    ];
    const s = await buildScenario({ steps: [...upstreamSteps(messages), FORK_OWN] });
    const ids = messages.map((_, i) => `u${i + 1}`);
    for (const overrides of [{}, { provenance: { kind: 'trailer' as const, key: 'Upstream-Commit' } }]) {
      const { slow, fast, fastDebug } = await bothPaths(s, ids, { ...overrides, upstreamRepo: 'up/stream' });
      expect(fastDebug).toContain(`${messages.length} ${FAST}`);
      expect(fast.head).toBe(slow.head);
      expect(summary(fast)).toEqual(summary(slow));
      await git(s, 'checkout', '-q', 'fork');
      await git(s, 'branch', '-D', 'per-commit', 'fast');
    }
  });

  it('a plan bundle applied onto the plan fork tip (the daily case): same head SHA as the per-commit path', async () => {
    const messages = ['[core] one (#11)', 'core: two', 'core: three\n\nSigned-off-by: A <a@example.com>'];
    const s = await buildScenario({ steps: [...upstreamSteps(messages), FORK_OWN] });
    const { path } = await writePlan(s, ['u1', 'u2', 'u3']);
    const source = { kind: 'plan' as const, plan: await loadPlanFile(path), bundleId: 'abcdef012345' };
    const slow = await apply(s, baseSettings([], { source, branch: 'per-commit' }), true);
    const fast = await apply(s, baseSettings([], { source, branch: 'fast' }), false);
    expect(fast.debug).toContain(`3 ${FAST}`);
    expect(fast.result.status).toBe('applied');
    expect(fast.result.head).toBe(slow.result.head);
    expect(summary(fast.result)).toEqual(summary(slow.result));
    expect(await repoState(s)).toEqual({ ...CLEAN, head: 'refs/heads/fast' });
  });

  it('a conflict midway: the fast path lands the clean start, the sequencer takes over, same result', async () => {
    const s = await buildScenario({
      base: { 'src/core.txt': 'one\ntwo\nthree\n' },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'lib/a.txt': 'a\n' }, message: 'core: a' },
        { id: 'u2', on: 'upstream', files: { 'lib/b.txt': 'b\n' }, message: 'core: b' },
        { id: 'u3', on: 'upstream', files: { 'src/core.txt': 'one\nTWO upstream\nthree\n' }, message: 'core: c' },
        { id: 'u4', on: 'upstream', files: { 'lib/d.txt': 'd\n' }, message: 'core: d' },
        { id: 'u5', on: 'upstream', files: { 'lib/e.txt': 'e\n' }, message: 'core: e' },
        { id: 'f1', on: 'fork', files: { 'src/core.txt': 'one\nTWO fork\nthree\n' }, message: 'fork: core' },
      ],
    });
    const { slow, fast, fastDebug } = await bothPaths(s, ['u1', 'u2', 'u3', 'u4', 'u5']);
    expect(fastDebug).toContain(`2 ${FAST}`); // u1, u2; u4 and u5 come after the deferred u3
    expect(fast.status).toBe('partial');
    expect(fast.commits.map((c) => c.status)).toEqual(['clean', 'clean', 'deferred', 'clean', 'clean']);
    expect(fast.head).toBe(slow.head);
    expect(summary(fast)).toEqual(summary(slow));
    expect(await repoState(s)).toEqual({ ...CLEAN, head: 'refs/heads/fast' });
  });

  it('runs no hook of the repository, and a re-run converges on the same head', async () => {
    const s = await buildScenario({ steps: [...upstreamSteps(['core: one', 'core: two', 'core: three']), FORK_OWN] });
    const hooks = join(s.dir, '.git', 'hooks');
    const marker = join(s.dir, 'hook-ran');
    await mkdir(hooks, { recursive: true });
    for (const name of [
      'pre-commit',
      'prepare-commit-msg',
      'commit-msg',
      'post-commit',
      'post-checkout',
      'post-rewrite',
      'reference-transaction',
    ]) {
      await writeFile(join(hooks, name), `#!/bin/sh\necho ${name} >> '${marker}'\n`);
      await chmod(join(hooks, name), 0o755);
    }
    const commits = ['u1', 'u2', 'u3'].map((id) => s.sha(id));
    const first = await apply(s, baseSettings(commits, { branch: 'again' }), false);
    await git(s, 'checkout', '-q', 'fork');
    await git(s, 'branch', '-D', 'again');
    const second = await apply(s, baseSettings(commits, { branch: 'again' }), false);
    expect(first.debug).toContain(`3 ${FAST}`);
    expect(second.result.head).toBe(first.result.head);
    expect(existsSync(marker)).toBe(false);
  });

  it('commits git might write differently stay on the sequencer: an encoding header, a message git cleans up, crud in a name', async () => {
    const s = await buildScenario({ steps: [...upstreamSteps(['core: one']), FORK_OWN] });
    await git(s, 'checkout', '-q', 'upstream');
    const commitOnUpstream = async (
      file: string,
      args: string[],
      message: string,
      env: Record<string, string> = {},
    ) => {
      await writeFile(join(s.dir, file), `${file}\n`);
      await git(s, 'add', file);
      const tree = await git(s, 'write-tree');
      const { stdout } = await s.git.run([...args, 'commit-tree', tree, '-p', 'HEAD'], { input: message, env });
      await git(s, 'update-ref', 'refs/heads/upstream', stdout.trim());
      await git(s, 'reset', '-q', '--hard', 'upstream');
      return stdout.trim();
    };
    const latin = await commitOnUpstream('latin.txt', ['-c', 'i18n.commitEncoding=ISO-8859-1'], 'core: latin\n');
    const blanks = await commitOnUpstream('blanks.txt', [], 'core: blanks  \n\n\nbody\n\n');
    const crud = await commitOnUpstream('crud.txt', [], 'core: crud (#7)\n', {
      GIT_AUTHOR_NAME: 'Ann',
      GIT_AUTHOR_EMAIL: 'ann@up.example',
    });
    // An author name git would strip if given it again (a trailing dot), written into the object as is.
    const object = (await git(s, 'cat-file', 'commit', crud)).replace('author Ann <', 'author Ann. <');
    const { stdout: crudAgain } = await s.git.run(['hash-object', '-t', 'commit', '-w', '--stdin'], {
      input: `${object}\n`,
    });
    await git(s, 'checkout', '-q', 'fork');
    for (const batch of [
      [s.sha('u1'), latin],
      [s.sha('u1'), blanks],
      [s.sha('u1'), crudAgain.trim()],
    ]) {
      const slow = await apply(s, baseSettings(batch, { branch: 'per-commit' }), true);
      const fast = await apply(s, baseSettings(batch, { branch: 'fast' }), false);
      expect(fast.debug.join('\n')).not.toContain(FAST);
      expect(fast.result.status).toBe('applied');
      expect(fast.result.head).toBe(slow.result.head);
      await git(s, 'checkout', '-q', 'fork');
      await git(s, 'branch', '-D', 'per-commit', 'fast');
    }
  });

  it('a config git writes picks differently under sends every pick through the sequencer', async () => {
    const s = await buildScenario({ steps: [...upstreamSteps(['core: one', 'core: two']), FORK_OWN] });
    await git(s, 'config', 'trailer.ifexists', 'addIfDifferent');
    const { fast, slow, fastDebug } = await bothPaths(s, ['u1', 'u2']);
    expect(fastDebug.join('\n')).not.toContain(FAST);
    expect(fastDebug.join('\n')).toContain('trailer.ifexists');
    expect(fast.head).toBe(slow.head);
  });

  it('leaves no merge process behind when nothing is picked (every commit reused from the branch)', async () => {
    const s = await buildScenario({ steps: [...upstreamSteps(['core: one', 'core: two']), FORK_OWN] });
    const commits = ['u1', 'u2'].map((id) => s.sha(id));
    const first = await apply(s, baseSettings(commits, { branch: 'again' }), false);
    expect(first.debug).toContain(`2 ${FAST}`);
    // The branch is there: the second run reuses both commits and never reaches the fast path, whose merge process
    // prepare started while it read.
    const second = await apply(s, baseSettings(commits, { branch: 'again' }), false);
    expect(second.result.commits.every((c) => c.reused)).toBe(true);
    expect(second.result.head).toBe(first.result.head);
    expect(await mergeProcessesIn(s.dir)).toEqual([]);
  });
});

describe('the scratch objects on tmpfs', () => {
  it('removes the folders of runs whose process is gone, and only those', async () => {
    const root = await makeTempDir();
    const host = hostname()
      .replace(/[^A-Za-z0-9.]/g, '_')
      .slice(0, 64);
    const dead = `upstream-ingest-picks-p999999999-${host}-abc123`;
    const kept = [
      `upstream-ingest-picks-p${process.pid}-${host}-def456`, // this process: alive
      'upstream-ingest-picks-p999999999-another.host-abc123', // another host's (a /dev/shm shared by containers)
      'upstream-ingest-picks-px-1',
      'someone-elses-999999999-x',
    ];
    for (const name of [dead, ...kept]) await mkdir(join(root, name, 'objects', 'ab'), { recursive: true });
    expect(await sweepStalePickScratch(root)).toEqual([dead]);
    expect(existsSync(join(root, dead))).toBe(false);
    for (const name of kept) expect(existsSync(join(root, name))).toBe(true);
  });
});

/** Live `git merge-tree` processes whose working directory is `dir` (Linux /proc). */
async function mergeProcessesIn(dir: string): Promise<number[]> {
  const { readdir, readFile, readlink, realpath } = await import('node:fs/promises');
  const want = await realpath(dir);
  const found: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = (await readFile(`/proc/${name}/cmdline`, 'utf8')).split('\0');
      if (cmdline.includes('merge-tree') && (await readlink(`/proc/${name}/cwd`)) === want) found.push(Number(name));
    } catch {
      /* gone meanwhile, or not ours to read */
    }
  }
  return found;
}

/** Lines that exercise git's trailer detection and message clean-up. */
const LINE = fc.constantFrom(
  '',
  '',
  'Prose line.',
  'more prose: with a colon later',
  'Signed-off-by: A <a@example.com>',
  'Reviewed-by: R <r@example.com>',
  'Key: value',
  'Key:value',
  'Key : spaced',
  'Two words: no trailer',
  '-Dash: lead',
  'Key-2: digits',
  '(cherry picked from commit 0123456789abcdef0123456789abcdef01234567)',
  '  indented continuation',
  '\tTabbed continuation',
  'Conflicts:',
  '# not a comment in a commit object',
  'trailing space ',
  'https://example.com/a:b',
  ':colon first',
);

const MESSAGE = fc
  .tuple(fc.constantFrom('subject', 'core: fix', 'Key: subject'), fc.array(LINE, { maxLength: 9 }), fc.boolean())
  .map(([subject, lines, newline]) => [subject, ...lines].join('\n') + (newline ? '\n' : ''));

describe('cherryPickMessage', () => {
  it(
    'is what git cherry-pick -x writes, for every message it claims to know',
    async () => {
      const samples = [...new Set(fc.sample(MESSAGE, { numRuns: 160, seed: 20261201 }))];
      const dir = await makeTempDir('ui-pick-message-');
      const run = createGitRunner(dir);
      await run.run(['init', '-q', '-b', 'main']);
      // One fast-import for every commit: each adds a file of its own, with the sample as its message, verbatim.
      const stream: Buffer[] = [Buffer.from('reset refs/heads/main\n')];
      const data = (text: string) => {
        const body = Buffer.from(text, 'utf8');
        stream.push(Buffer.from(`data ${body.length}\n`), body, Buffer.from('\n'));
      };
      const header = (k: number) =>
        stream.push(
          Buffer.from(
            `commit refs/heads/${k === 0 ? 'main' : 'msgs'}\nmark :${k + 1}\ncommitter T <t@example.com> ${1767225600 + k} +0000\n`,
          ),
        );
      header(0);
      data('base\n');
      stream.push(Buffer.from('M 100644 inline base.txt\n'));
      data('base\n');
      samples.forEach((message, i) => {
        header(i + 1);
        data(message);
        stream.push(Buffer.from(i === 0 ? 'from :1\n' : ''));
        stream.push(Buffer.from(`M 100644 inline f${i}.txt\n`));
        data(`${i}\n`);
      });
      await run.run(['fast-import', '--quiet'], { input: Buffer.concat(stream) });
      const picks = (await run.run(['rev-list', '--reverse', 'main..msgs'])).stdout.split('\n').filter(Boolean);
      expect(picks).toHaveLength(samples.length);
      await run.run(['checkout', '-q', '--detach', 'main']);
      await run.run(['-c', 'core.editor=true', 'cherry-pick', '--allow-empty-message', '-x', ...picks], {
        env: { GIT_COMMITTER_NAME: 'C', GIT_COMMITTER_EMAIL: 'c@example.com' },
      });
      const picked = (await run.run(['rev-list', '--reverse', 'main..HEAD'])).stdout.split('\n').filter(Boolean);
      const [originals, results] = await Promise.all([readRawCommits(run, picks), readRawCommits(run, picked)]);
      let known = 0;
      picks.forEach((sha, k) => {
        const expected = cherryPickMessage(originals.get(sha)!.message, sha);
        if (expected === undefined) return;
        known++;
        expect({ message: originals.get(sha)!.message, picked: results.get(picked[k]!)!.message }).toEqual({
          message: originals.get(sha)!.message,
          picked: expected,
        });
      });
      // The comparison must cover a good share of the samples, trailer blocks among them.
      expect(known).toBeGreaterThan(samples.length / 4);
    },
    scaled(60_000),
  );
});
