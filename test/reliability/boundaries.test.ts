/**
 * The smaller boundaries of issue 13: workflow commands hidden behind Unicode blanks, mentions behind a backtick,
 * links from files, the apply branch naming the trunk, broken repositories, and temp folders a killed run left.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { createRunTempDir, removeRunTempDir, RUN_TEMP_PREFIX } from '../../src/adapters/process/run-temp.js';
import { EXIT } from '../../src/cli/context.js';
import { neutralizeInline, neutralizeWorkflowCommands, safeLink } from '../../src/domain/neutralize.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario } from '../apply/fixtures.js';
import { gitIn, refSnapshot, workflowCommands } from './fixtures.js';
import { cases } from './record.js';

const text = cases('hostile text');
const refs = cases('hostile refs');
const broken = cases('git faults');
const temp = cases('temp files');

afterAll(async () => {
  await removeTempDirs();
});

describe('workflow commands and mentions', () => {
  const blanks = {
    NEL: '\u0085',
    LS: '\u2028',
    PS: '\u2029',
    BOM: '\ufeff',
    NBSP: '\u00a0',
    ZWSP: '\u200b',
    FS: '\x1c',
  };
  text(
    'a line starting with NEL, U+2028, U+2029, BOM, NBSP, a zero-width space or a C0 separator before `::` or `##[`',
    'the runner-accurate recogniser finds the commands in the raw text and none after neutralisation',
    async (observe) => {
      const lines = Object.values(blanks).flatMap((b) => [
        `${b}::stop-commands::x`,
        `note\n${b}::set-output name=a::b`,
        `${b}##[add-mask]secret`,
      ]);
      const raw = lines.join('\n');
      expect(workflowCommands(raw).length).toBeGreaterThanOrEqual(Object.keys(blanks).length * 2);
      const safe = neutralizeWorkflowCommands(raw);
      expect(workflowCommands(safe)).toEqual([]);
      // JSON output (the action's `json`, the CLI's --json): the data stays, `##[` is escaped.
      const json = neutralizeWorkflowCommands(JSON.stringify({ subject: `${blanks.NEL}##[group]x` }), { json: true });
      expect(workflowCommands(json)).toEqual([]);
      expect(JSON.parse(json).subject).toBe(`${blanks.NEL}##[group]x`);
      observe(`${workflowCommands(raw).length} commands in the raw text, 0 after; JSON keeps its data`);
    },
  );

  text(
    'a mention behind a backtick (`@user) and links from files (http, another host, javascript:, credentials)',
    'the mention is broken; only https links on the configured server survive',
    async (observe) => {
      expect(neutralizeInline('see `@maintainer please')).toContain('@\u200bmaintainer');
      expect(safeLink('https://github.com/o/n/pull/3')).toBe('https://github.com/o/n/pull/3');
      expect(safeLink('https://ghe.example.com/o/n/pull/3', 'https://ghe.example.com')).toBeDefined();
      for (const bad of [
        'http://github.com/o/n/pull/3',
        'https://evil.example/o/n/pull/3',
        'javascript:alert(1)',
        'https://user:pw@github.com/x',
        'https://github.com/x)](https://evil.example',
      ])
        expect(safeLink(bad)).toBeUndefined();
      observe('`@user broken; 5 bad links refused, https on the server kept');
    },
  );
});

describe('every git call', () => {
  refs(
    'git run by the product while INPUT_TOKEN and the runner files are in its environment, in a clone with a hooks path and fsmonitor set',
    'git sees hooks and fsmonitor off and none of INPUT_*, GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT in its environment',
    async (observe) => {
      const s = await conflictScenario();
      await gitIn(s.dir, 'config', 'core.hooksPath', '.githooks');
      await gitIn(s.dir, 'config', 'core.fsmonitor', 'true');
      const saved = { ...process.env };
      Object.assign(process.env, {
        INPUT_TOKEN: 'ghs_secret',
        GITHUB_ENV: '/tmp/x',
        GITHUB_PATH: '/tmp/y',
        GITHUB_OUTPUT: '/tmp/z',
      });
      const g = createGitRunner(s.dir);
      const seen = await Promise.all([
        g.run(['-c', 'alias.envdump=!env', 'envdump']),
        g.run(['config', 'core.hooksPath']),
        g.run(['config', '--type=bool', 'core.fsmonitor']),
      ]).finally(() => {
        for (const k of ['INPUT_TOKEN', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT']) delete process.env[k];
        Object.assign(process.env, saved);
      });
      const [env, hooks, monitor] = seen.map((r) => r.stdout.trim());
      expect(env).toMatch(/^GIT_TERMINAL_PROMPT=0$/m);
      expect(env).not.toMatch(/^(INPUT_|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT)/m);
      expect([hooks, monitor]).toEqual(['/dev/null', 'false']);
      observe(`hooksPath ${hooks}, fsmonitor ${monitor}; no INPUT_* or runner file in git's environment`);
    },
  );
});

describe('the apply branch naming the trunk', () => {
  refs(
    '--branch naming the base branch (origin/fork ↔ fork), HEAD, or the push remote default branch (local record and ls-remote)',
    'each refused with exit 2 before anything is touched; the remote and the clone are unchanged',
    async (observe) => {
      const s = await conflictScenario();
      const root = await makeTempDir('ui-trunk-');
      const remote = join(root, 'remote.git');
      await createGitRunner(root).run(['clone', '-q', '--bare', s.dir, remote]);
      await createGitRunner(root).run(['clone', '-q', remote, 'c']);
      const dir = join(root, 'c');
      await gitIn(dir, 'fetch', '-q', s.dir, 'upstream:refs/remotes/up/upstream');
      await gitIn(dir, 'branch', 'release', 'origin/fork');
      const before = [await refSnapshot(dir), await refSnapshot(remote)];
      const apply = (...extra: string[]) =>
        runCli(['apply', '--repo', dir, '--commits', s.sha('u1'), '--upstream', 'up/upstream', ...extra]);
      const runs = [
        await apply('--base', 'origin/fork', '--branch', 'fork', '--push', 'origin'),
        await apply('--base', 'refs/remotes/origin/fork', '--branch', 'fork'),
        await apply('--base', 'origin/fork', '--branch', 'HEAD'),
        await apply('--base', 'release', '--branch', 'fork', '--push', 'origin'),
      ];
      expect([await refSnapshot(dir), await refSnapshot(remote)]).toEqual(before);
      await gitIn(dir, 'symbolic-ref', '--delete', 'refs/remotes/origin/HEAD');
      before[0] = await refSnapshot(dir);
      runs.push(await apply('--base', 'release', '--branch', 'fork', '--push', 'origin'));
      for (const r of runs) {
        expect([r.code, r.stderr]).toEqual([EXIT.usage, expect.stringMatching(/^upstream-ingest: error: branch: /m)]);
      }
      expect(runs.map((r) => /base's branch|symbolic|default branch/.exec(r.stderr)![0])).toEqual([
        "base's branch",
        "base's branch",
        'symbolic',
        'default branch',
        'default branch',
      ]);
      expect([await refSnapshot(dir), await refSnapshot(remote)]).toEqual(before);
      observe(runs.map((r) => `exit ${r.code}`).join(', ') + `: ${runs[4]!.stderr.trim().slice(0, 110)}`);
    },
    120_000,
  );
});

describe('broken repositories', () => {
  async function repoWith(): Promise<{ dir: string; u1: string; u2: string; blob: string; tree: string }> {
    const s = await buildScenario({
      base: { 'a.txt': 'a\n' },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'b.txt': 'b only here\n' }, message: 'u1: add b' },
        { id: 'u2', on: 'upstream', files: { 'c/d.txt': 'd only here\n' }, message: 'u2: add c/d' },
      ],
    });
    const blob = await gitIn(s.dir, 'rev-parse', `${s.sha('u1')}:b.txt`);
    const tree = await gitIn(s.dir, 'rev-parse', `${s.sha('u2')}:c`);
    await gitIn(s.dir, 'repack', '-q', '-a', '-d');
    // Unpack so that single objects can be removed: a snapshot copy or a disk fault that lost them.
    const pack = (await readdir(join(s.dir, '.git', 'objects', 'pack'))).find((f) => f.endsWith('.pack'))!;
    const data = await import('node:fs/promises').then((m) => m.readFile(join(s.dir, '.git', 'objects', 'pack', pack)));
    await rm(join(s.dir, '.git', 'objects', 'pack'), { recursive: true, force: true });
    await mkdir(join(s.dir, '.git', 'objects', 'pack'));
    await createGitRunner(s.dir).run(['unpack-objects', '-q'], { input: data });
    return { dir: s.dir, u1: s.sha('u1'), u2: s.sha('u2'), blob, tree };
  }
  const loose = (dir: string, sha: string) => join(dir, '.git', 'objects', sha.slice(0, 2), sha.slice(2));

  broken(
    'apply in a full clone with a missing blob, with a missing tree, and with an unborn HEAD',
    'exit 2 with one line of advice (re-fetch / check out a commit), never a stack',
    async (observe) => {
      const a = await repoWith();
      await rm(loose(a.dir, a.blob));
      const b = await repoWith();
      await rm(loose(b.dir, b.tree));
      const c = await repoWith();
      await gitIn(c.dir, 'checkout', '-q', '--orphan', 'nothing-yet');
      await gitIn(c.dir, 'rm', '-rqf', '.');
      const runs = [
        await runCli(['apply', '--repo', a.dir, '--base', 'fork', '--commits', a.u1]),
        await runCli(['apply', '--repo', b.dir, '--base', 'fork', '--commits', b.u2]),
        await runCli(['apply', '--repo', c.dir, '--base', 'fork', '--commits', c.u1]),
      ];
      for (const r of runs) {
        expect(r.code).toBe(EXIT.usage);
        expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      }
      expect(runs[0]!.stderr).toMatch(/objects are missing or corrupt/);
      expect(runs[1]!.stderr).toMatch(/objects are missing or corrupt/);
      expect(runs[2]!.stderr).toMatch(/no commits yet \(unborn\)/);
      observe(runs.map((r) => r.stderr.trim().split('\n').pop()!.slice(0, 90)).join(' | '));
    },
    120_000,
  );
});

describe('temp folders of killed runs', () => {
  temp(
    'folders left by a run killed with kill -9 (its pid gone) and the old per-agent folders in the system temp folder',
    'the next run sweeps them; a live run keeps its own; a finished run leaves none',
    async (observe) => {
      const root = await makeTempDir('ui-runner-temp-');
      const dead = join(root, `${RUN_TEMP_PREFIX}p999999999-abcdef`);
      const legacy = join(root, 'upstream-ingest-agent-Xy12Zq');
      const other = join(root, 'someone-else');
      for (const d of [dead, legacy, other]) {
        await mkdir(d, { recursive: true });
        await writeFile(join(d, 'task.json'), '{"upstream":"text"}');
      }
      const live = await createRunTempDir(root);
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(legacy)).toBe(false);
      expect(existsSync(other)).toBe(true);
      expect(existsSync(join(live, 'tmp'))).toBe(true);
      const second = await createRunTempDir(root);
      expect(existsSync(live)).toBe(true);
      await removeRunTempDir(live);
      await removeRunTempDir(second);
      expect((await readdir(root)).sort()).toEqual(['someone-else']);
      observe('dead-pid and legacy folders swept, a live one kept, none left after the run');
    },
  );
});

describe('compare-bench given nothing to compare', () => {
  const bench = cases('bench gate');
  bench(
    'compare-bench with an empty candidate, and with a candidate missing benchmarks the baseline has',
    'the gate fails (exit 1: errors are never neutral) and the verdict reason says why',
    async (observe) => {
      const { generateDemoBenchResults } = await import('../../src/demo/demo-bench-data.js');
      const dir = await makeTempDir('ui-bench-empty-');
      const demo = generateDemoBenchResults(3);
      const file = (name: string, data: unknown) =>
        writeFile(join(dir, name), JSON.stringify(data)).then(() => join(dir, name));
      const base = await file('base.json', demo.baseline);
      const empty = await file('empty.json', { ...demo.candidate, benchmarks: [] });
      const half = await file('half.json', {
        ...demo.candidate,
        benchmarks: demo.candidate.benchmarks.slice(0, Math.ceil(demo.candidate.benchmarks.length / 2)),
      });
      const runs = [
        await runCli(['compare-bench', '--baseline', base, '--candidate', empty, '--json']),
        await runCli(['compare-bench', '--baseline', base, '--candidate', half, '--json']),
      ];
      for (const r of runs) expect([r.code, r.stderr]).toEqual([EXIT.verdict, expect.any(String)]);
      const reasons = runs.map((r) => {
        const out = JSON.parse(r.stdout) as { gateFailed: boolean; gateReasons: string[] };
        expect(out.gateFailed).toBe(true);
        return out.gateReasons.join('; ');
      });
      expect(reasons[0]).toMatch(/nothing was compared|no benchmark/i);
      expect(reasons[1]).toMatch(/missing|removed|absent/i);
      observe(`exit ${runs.map((r) => r.code).join(' and ')}: ${reasons.map((r) => r.slice(0, 70)).join(' | ')}`);
    },
  );
});
