/**
 * One table per feature (apply, plan, lag, tier, compare-bench) fed through BOTH faces: the CLI through the real
 * main(), and the action through its run() with the inputs a runner passes (action.yml defaults applied). Each row
 * must give the same settings (the same result, on the same repository) or the same error, only spelled the face's
 * way: a test that fails as soon as a face maps a name wrong or keeps a rule of its own. The CLI is typed in the
 * directory the action has as its workspace, so a relative path means the same file to both (the one path rule).
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run as applyAction } from '../../src/actions/apply-bundle/run.js';
import { run as planAction } from '../../src/actions/plan-bundles/run.js';
import { run as lagAction } from '../../src/actions/report-lag/run.js';
import { run as tierAction } from '../../src/actions/run-tier/run.js';
import { run as benchAction } from '../../src/actions/compare-bench/run.js';
import type { ActionIO } from '../../src/actions/runtime.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { FakeCache } from '../bench/fake-cache.js';
import { harnessScript, junitXml, oneHarness, passing, writeConfig, writeFiles } from '../tier/fixtures.js';
import { actionInputs, RecordingActionIO } from '../helpers/action-io.js';
import { runCli } from '../helpers/cli.js';
import { lagRemotes, type LagRemotes } from '../helpers/lag-remotes.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario } from '../apply/fixtures.js';

afterAll(removeTempDirs);

type Action = 'apply-bundle' | 'plan-bundles' | 'report-lag' | 'run-tier' | 'compare-bench';
const RUN: Record<Action, (io: ActionIO) => Promise<void>> = {
  'apply-bundle': applyAction,
  'plan-bundles': planAction,
  'report-lag': lagAction,
  'run-tier': (io) => tierAction(io, { error: () => {} }),
  // compare-bench's cache and workdir are its deps: the workspace, as on a runner.
  'compare-bench': (io) =>
    benchAction(io, {
      cache: new FakeCache(io.env.GITHUB_WORKSPACE!),
      workdir: io.env.GITHUB_WORKSPACE!,
      createClient: () => ({}) as never,
    }),
};

async function viaAction(name: Action, given: Record<string, string>, workspace: string): Promise<RecordingActionIO> {
  const io = new RecordingActionIO(await actionInputs(name, given), {
    RUNNER_TEMP: await makeTempDir('ui-options-runner-'),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: workspace,
  });
  await RUN[name](io);
  return io;
}

async function cliError(args: string[], cwd: string): Promise<string> {
  const res = await runCli(args, { cwd });
  expect(res.code).toBe(2);
  const lines = res.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!.replace(/^upstream-ingest: error: /, '');
}

async function actionError(name: Action, given: Record<string, string>, workspace: string): Promise<string> {
  const io = await viaAction(name, given, workspace);
  expect(io.failed).toHaveLength(1);
  return io.failed[0]!;
}

/**
 * The message without the face's spelling: the head naming the option (`plan --limit: ` / `input 'limit': `), the
 * action's echo of the value, and the options named inside the sentence (`--push` / `'push'`).
 */
function sentence(message: string): string {
  return message
    .replace(/^[a-z-]+ --[a-z-]+: |^input '[a-z-]+': /, '')
    .replace(/ \(got '[^']*'\)$/, '')
    .replace(/--[a-z][a-z-]*|'[a-z][a-z-]*'/g, 'OPTION');
}

/** A row: the CLI's arguments, the action's inputs, the option both must name and a part of the sentence. */
interface ErrorRow {
  name: string;
  cli: string[];
  action: Record<string, string>;
  /** [the CLI's head, the action's head]; absent for an error about a file (it names the same file). */
  heads?: [string, string];
  says: string | RegExp;
}

async function expectSameError(command: string, action: Action, base: () => string[], row: ErrorRow, dir: string) {
  const fromCli = await cliError([command, ...base(), ...row.cli], dir);
  const fromAction = await actionError(action, row.action, dir);
  if (row.heads) {
    expect(fromCli.startsWith(`${row.heads[0]}: `)).toBe(true);
    expect(fromAction.startsWith(`${row.heads[1]}: `)).toBe(true);
  } else {
    expect(fromCli).toBe(fromAction);
  }
  expect(sentence(fromCli)).toBe(sentence(fromAction));
  expect(fromCli).toMatch(row.says);
}

/** An untracked file in the repository that git status does not show (apply wants a clean worktree). */
async function repoFile(dir: string, path: string, text: string): Promise<void> {
  await writeFile(join(dir, path), text);
  await appendFile(join(dir, '.git', 'info', 'exclude'), `/${path}\n`);
}

// -------------------------------------------------------------------------------------------------------------------

describe('apply: the CLI and the apply-bundle action', () => {
  let s: BuiltScenario;
  const sha = (id: string) => s.sha(id);
  beforeAll(async () => {
    s = await conflictScenario();
    await repoFile(s.dir, 'ingest.yml', 'trailers: [Reactor-Revision]\n');
  });
  const common = () => ({ path: s.dir, base: 'fork', push: '', 'cache-rerere': 'false' });

  /** Same options, two spellings: `--flag value` pairs and inputs. The commits and the base are every row's. */
  const sameOptions: [string, string[], Record<string, string>, RegExp][] = [
    [
      'the defaults alone',
      [],
      {},
      /^upstream-ingest <upstream-ingest@users\.noreply\.github\.com>\n[\s\S]*\(cherry picked from commit [0-9a-f]{40}\)/,
    ],
    [
      'lists, an identity, a trailer style and a config in the repository',
      [
        '--config',
        'ingest.yml',
        '--provenance',
        'Upstream-Commit',
        '--committer',
        'Ingest Bot <bot@example.org>',
        '--allow-path',
        'docs/**',
        '--allow-path',
        'README.md',
        '--on-conflict',
        'stop',
      ],
      {
        config: 'ingest.yml',
        provenance: 'Upstream-Commit',
        committer: 'Ingest Bot <bot@example.org>',
        'allow-paths': 'docs/**\nREADME.md',
        'on-conflict': 'stop',
      },
      /^Ingest Bot <bot@example\.org>\n[\s\S]*Upstream-Commit: [0-9a-f]{40}/,
    ],
  ];
  it.each(sameOptions)('gives the same result for the same options: %s', async (name, flags, given, headCommit) => {
    const commits = [sha('u1'), sha('u2'), sha('u4')].join(',');
    const branch = `opt/${name.replace(/\W+/g, '-')}`;
    const res = await runCli(
      [
        'apply',
        '--repo',
        s.dir,
        '--commits',
        commits,
        '--base',
        'fork',
        '--upstream',
        'upstream',
        '--branch',
        `${branch}-cli`,
        ...flags,
        '--json',
      ],
      { cwd: s.dir },
    );
    expect(res.stderr).not.toMatch(/error/);
    const io = await viaAction(
      'apply-bundle',
      { ...common(), commits, 'upstream-ref': 'upstream', branch: `${branch}-action`, ...given },
      s.dir,
    );
    // A negative verdict fails the step as it exits 1 on the CLI; nothing else may fail.
    expect(io.failed).toEqual(res.code === 1 ? [expect.stringMatching(/^apply-bundle: conflict /)] : []);
    const strip = (r: Record<string, unknown>) =>
      JSON.parse(JSON.stringify(r), (key, value: unknown) =>
        ['branch', 'head', 'forkSha'].includes(key) || /Ms$|At$/.test(key) ? undefined : value,
      ) as unknown;
    const fromCli = JSON.parse(res.stdout) as Record<string, unknown>;
    const fromAction = JSON.parse(io.outputs.json!) as Record<string, unknown>;
    expect(strip(fromAction)).toEqual(strip(fromCli));
    const last = (b: string) => git(s, 'log', '-1', '--format=%cn <%ce>%n%B', b);
    const [cliHead, actionHead] = await Promise.all([last(`${branch}-cli`), last(`${branch}-action`)]);
    expect(cliHead).toBe(actionHead);
    expect(cliHead).toMatch(headCommit);
  });

  const rows = (): ErrorRow[] => [
    {
      name: 'a pull request without a push',
      cli: ['--commits', sha('u1'), '--base', 'fork', '--pr-repo', 'acme/fork'],
      action: { ...common(), commits: sha('u1'), 'create-pr': 'true', repository: 'acme/fork' },
      heads: ['apply --pr-repo', "input 'create-pr'"],
      says: /a pull request needs the branch pushed/,
    },
    {
      name: 'on-conflict agent without an agent',
      cli: ['--commits', sha('u1'), '--base', 'fork', '--on-conflict', 'agent'],
      action: { ...common(), commits: sha('u1'), 'on-conflict': 'agent' },
      heads: ['apply --on-conflict', "input 'on-conflict'"],
      says: /needs an agent command/,
    },
    {
      name: 'split-on-failure without verify',
      cli: ['--commits', sha('u1'), '--base', 'fork', '--split-on-failure'],
      action: { ...common(), commits: sha('u1'), 'split-on-failure': 'true' },
      heads: ['apply --split-on-failure', "input 'split-on-failure'"],
      says: /needs a verify command/,
    },
    {
      name: 'a zero timeout',
      cli: ['--commits', sha('u1'), '--base', 'fork', '--verify-timeout', '0'],
      action: { ...common(), commits: sha('u1'), 'verify-timeout': '0' },
      heads: ['apply --verify-timeout', "input 'verify-timeout'"],
      says: /expected a whole number of seconds/,
    },
    {
      name: 'a committer that is not "Name <email>"',
      cli: ['--commits', sha('u1'), '--base', 'fork', '--committer', 'bot'],
      action: { ...common(), commits: sha('u1'), committer: 'bot' },
      heads: ['apply --committer', "input 'committer'"],
      says: /expected "Name <email@example.com>"/,
    },
    {
      name: 'both a plan and commits',
      cli: ['--commits', sha('u1'), '--base', 'fork', '--plan', 'p.json', '--bundle', 'x'],
      action: { ...common(), commits: sha('u1'), plan: 'p.json', bundle: 'x' },
      heads: ['apply --commits', "input 'commits'"],
      says: /not both/,
    },
    {
      name: 'a plan file named relative to the working directory / the workspace',
      cli: ['--plan', 'missing-plan.json', '--bundle', 'x', '--base', 'fork'],
      action: { ...common(), plan: 'missing-plan.json', bundle: 'x' },
      says: /plan \/.*\/missing-plan\.json: /,
    },
    {
      name: 'a config file named relative to the working directory / the workspace',
      cli: ['--commits', sha('u1'), '--base', 'fork', '--config', 'nope.yml'],
      action: { ...common(), commits: sha('u1'), config: 'nope.yml' },
      says: /^config \/.*\/nope\.yml: cannot read it/,
    },
  ];
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('row %i: the same error, each face naming its own option', async (i) => {
    const row = rows()[i]!;
    await expectSameError('apply', 'apply-bundle', () => ['--repo', s.dir], row, s.dir);
    if (!row.heads) expect(await cliError(['apply', '--repo', s.dir, ...row.cli], s.dir)).toContain(s.dir);
  });
});

// -------------------------------------------------------------------------------------------------------------------

describe('plan: the CLI and the plan-bundles action', () => {
  let r: LagRemotes;
  beforeAll(async () => {
    r = await lagRemotes();
    await writeFile(join(r.work, 'plan.yml'), 'maxBundleSize: 1\nledger: ledger.yml\n');
    await writeFile(
      join(r.work, 'ledger.yml'),
      `entries:\n  - commit: ${r.s.sha('u3')}\n    disposition: wont-port\n    reason: not for this fork\n`,
    );
  });

  it('gives the same plan for the same options (the config, and its ledger beside it)', async () => {
    const res = await runCli(
      [
        'plan',
        '--repo',
        r.work,
        '--upstream',
        'origin/upstream',
        '--fork',
        'HEAD',
        '--config',
        'plan.yml',
        '--trailer',
        'Reactor-Revision',
        '--json',
      ],
      { cwd: r.work },
    );
    expect(res.code).toBe(0);
    const io = await viaAction(
      'plan-bundles',
      { path: r.work, 'upstream-ref': 'origin/upstream', config: 'plan.yml', trailers: 'Reactor-Revision' },
      r.work,
    );
    expect(io.failed).toEqual([]);
    const strip = (p: Record<string, unknown>) => ({ ...p, generatedAt: undefined });
    const fromCli = JSON.parse(res.stdout) as Record<string, unknown>;
    const fromAction = JSON.parse(await readFile(io.outputs.plan!, 'utf8')) as Record<string, unknown>;
    expect(strip(fromAction)).toEqual(strip(fromCli));
    // u2 is picked, and the config's ledger (found beside the config) says u3 is not for this fork.
    expect((fromCli.pending as { sha: string }[]).map((c) => c.sha)).toEqual([r.s.sha('u1')]);
  });

  const rows = (): ErrorRow[] => [
    {
      name: 'a limit of 0',
      cli: ['--limit', '0'],
      action: { path: r.work, 'upstream-ref': 'origin/upstream', limit: '0' },
      heads: ['plan --limit', "input 'limit'"],
      says: /expected a whole number from 1 to 999999/,
    },
    {
      name: 'a bundle size that is not a number',
      cli: ['--max-bundle-size', 'ten'],
      action: { path: r.work, 'upstream-ref': 'origin/upstream', 'max-bundle-size': 'ten' },
      heads: ['plan --max-bundle-size', "input 'max-bundle-size'"],
      says: /expected a whole number/,
    },
    {
      name: 'a ledger named relative to the working directory / the workspace',
      cli: ['--ledger', 'missing-ledger.yml'],
      action: { path: r.work, 'upstream-ref': 'origin/upstream', ledger: 'missing-ledger.yml' },
      says: /^ledger \/.*\/work\/missing-ledger\.yml: cannot read it/,
    },
  ];
  it.each([0, 1, 2])('row %i: the same error, each face naming its own option', async (i) => {
    await expectSameError(
      'plan',
      'plan-bundles',
      () => ['--repo', r.work, '--upstream', 'origin/upstream', '--fork', 'HEAD'],
      rows()[i]!,
      r.work,
    );
  });
});

// -------------------------------------------------------------------------------------------------------------------

describe('lag: the CLI and the report-lag action', () => {
  let r: LagRemotes;
  const NOW = '2026-03-01T00:00:00Z';
  beforeAll(async () => {
    r = await lagRemotes();
    await writeFile(
      join(r.work, 'ledger.yml'),
      `entries:\n  - commit: ${r.s.sha('u3')}\n    disposition: wont-port\n    reason: not ours\n`,
    );
  });
  const action = () => ({
    path: r.work,
    'upstream-repository': r.upstreamRepo,
    'upstream-ref': 'upstream',
    history: 'false',
    now: NOW,
  });

  it('gives the same report for the same options (the same ledger file, no history by the CLI)', async () => {
    const io = await viaAction(
      'report-lag',
      { ...action(), ledger: 'ledger.yml', trailers: 'Reactor-Revision' },
      r.work,
    );
    expect(io.failed).toEqual([]);
    // The action fetched upstream into its own ref; the CLI reads that ref as it is.
    const fromAction = JSON.parse(await readFile(io.outputs['json-file']!, 'utf8')) as { upstream: { ref: string } };
    const res = await runCli(
      [
        'lag',
        '--repo',
        r.work,
        '--upstream',
        fromAction.upstream.ref,
        '--fork',
        'HEAD',
        '--ledger',
        'ledger.yml',
        '--trailer',
        'Reactor-Revision',
        '--now',
        NOW,
        '--json',
      ],
      { cwd: r.work },
    );
    expect(res.code).toBe(0);
    const fromCli = JSON.parse(res.stdout) as Record<string, unknown>;
    expect(fromAction).toEqual(fromCli);
    expect(fromCli.backlog).toBe(1);
    expect(io.outputs['history-commit']).toBe('');
  });

  const rows = (): ErrorRow[] => [
    {
      name: 'a time that is not ISO 8601',
      cli: ['--now', 'yesterday'],
      action: { ...action(), now: 'yesterday' },
      heads: ['lag --now', "input 'now'"],
      says: /expected an ISO 8601 date-time/,
    },
    {
      name: 'a config named relative to the working directory / the workspace',
      cli: ['--config', 'missing.yml'],
      action: { ...action(), config: 'missing.yml' },
      says: /^config \/.*\/work\/missing\.yml: cannot read it/,
    },
  ];
  it.each([0, 1])('row %i: the same error, each face naming its own option', async (i) => {
    await expectSameError(
      'lag',
      'report-lag',
      () => ['--repo', r.work, '--upstream', 'upstream', '--fork', 'HEAD'],
      rows()[i]!,
      r.work,
    );
  });
});

// -------------------------------------------------------------------------------------------------------------------

describe('tier: the CLI and the run-tier action', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir('ui-options-tier-');
    await writeFiles(dir, {
      'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(passing(3)), exit: 0 }),
    });
    await writeConfig(dir, { L1: oneHarness() });
  });

  it('gives the same result for the same options (a config named relative to the directory)', async () => {
    const res = await runCli(['tier', '--config', 'tier.yml', '--tier', 'L1', '--json'], { cwd: dir });
    expect(res.code).toBe(0);
    const io = await viaAction('run-tier', { config: 'tier.yml', tier: 'L1', path: '.' }, dir);
    expect(io.failed).toEqual([]);
    const pick = (r: Record<string, unknown>) => ({ tier: r.tier, verdict: r.verdict, tests: r.tests });
    const fromCli = JSON.parse(res.stdout) as Record<string, unknown>;
    expect(pick(JSON.parse(io.outputs.json!) as Record<string, unknown>)).toEqual(pick(fromCli));
    expect(fromCli.verdict).toBe('pass');
  });

  const rows = (): ErrorRow[] => [
    {
      name: 'a tier that is not L1, L2 or L3',
      cli: ['--config', 'tier.yml', '--tier', 'L4'],
      action: { config: 'tier.yml', tier: 'L4', path: '.' },
      heads: ['tier --tier', "input 'tier'"],
      says: /expected L1, L2, L3 \(got 'L4'\)$/,
    },
    {
      name: 'a tier the config does not define',
      cli: ['--config', 'tier.yml', '--tier', 'L3'],
      action: { config: 'tier.yml', tier: 'L3', path: '.' },
      heads: ['tier --tier L3', "input 'tier' L3"],
      says: /not defined in \/.*\/tier\.yml \(it defines L1\)/,
    },
    {
      name: 'a repository that is not there',
      cli: ['--config', 'tier.yml', '--tier', 'L1', '--repo', 'missing'],
      action: { config: 'tier.yml', tier: 'L1', path: 'missing' },
      heads: ['tier --repo /', "input 'path' /"],
      says: /\/missing: not an existing directory/,
    },
  ];
  it.each([0, 1, 2])('row %i: the same error, each face naming its own option', async (i) => {
    const row = rows()[i]!;
    const fromCli = await cliError(['tier', ...row.cli], dir);
    const fromAction = await actionError('run-tier', row.action, dir);
    expect(fromCli.startsWith(row.heads![0])).toBe(true);
    expect(fromAction.startsWith(row.heads![1])).toBe(true);
    expect(fromCli.slice(row.heads![0].length)).toBe(fromAction.slice(row.heads![1].length));
    expect(fromCli).toMatch(row.says);
  });
});

// -------------------------------------------------------------------------------------------------------------------

describe('compare-bench: the CLI and the compare-bench action', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir('ui-options-bench-');
    const demo = generateDemoBenchResults(7);
    await writeFiles(dir, {
      'base.json': JSON.stringify(demo.baseline),
      'cand.json': JSON.stringify(demo.candidate),
    });
  });

  it('gives the same verdict for the same files named relative to the directory', async () => {
    const res = await runCli(
      ['compare-bench', '--baseline', 'base.json', '--candidate', 'cand.json', '--fail-on', 'never', '--json'],
      { cwd: dir },
    );
    expect(res.code).toBe(0);
    const io = await viaAction(
      'compare-bench',
      { baseline: 'base.json', candidate: 'cand.json', 'fail-on': 'never', comment: 'false' },
      dir,
    );
    expect(io.failed).toEqual([]);
    const pick = (r: { verdict: string; verdictReason: string }) => [r.verdict, r.verdictReason];
    const fromAction = JSON.parse(io.outputs.json!) as { verdict: string; verdictReason: string };
    expect(pick(fromAction)).toEqual(pick(JSON.parse(res.stdout) as { verdict: string; verdictReason: string }));
  });

  const rows = (): ErrorRow[] => [
    {
      name: 'an effect given as a percentage',
      cli: ['--baseline', 'base.json', '--candidate', 'cand.json', '--min-effect', '5%'],
      action: { baseline: 'base.json', candidate: 'cand.json', 'min-effect': '5%', comment: 'false' },
      heads: ['compare-bench --min-effect', "input 'min-effect'"],
      says: /expected a number between 0 and 1/,
    },
    {
      name: 'an upstream baseline without its candidate',
      cli: ['--baseline', 'base.json', '--candidate', 'cand.json', '--upstream-baseline', 'base.json'],
      action: { baseline: 'base.json', candidate: 'cand.json', 'upstream-baseline': 'base.json', comment: 'false' },
      heads: ['compare-bench --upstream-baseline', "input 'upstream-baseline'"],
      says: /give both or neither/,
    },
  ];
  it.each([0, 1])('row %i: the same error, each face naming its own option', async (i) => {
    await expectSameError('compare-bench', 'compare-bench', () => [], rows()[i]!, dir);
  });
});
