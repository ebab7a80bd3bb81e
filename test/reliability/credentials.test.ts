/**
 * Issue 31 items 1 and 3: no credential of any kind within reach of a command run for the fork. run-tier's run mode
 * runs a hostile harness (spy.ts, which walks every ancestor's /proc/<pid>/environ for the token) the way a runner
 * runs the action, with the inputs a runner would give from action.yml (its `${{ github.token }}` defaults evaluated
 * to the job token). Then every place a credential can be — the step's env, the `token` input, a persisted
 * Authorization header, a credential helper in a HOME — must stop the harness, the agent or the verify command before
 * it starts, in every face: run-tier mode run, apply-bundle mode prepare, and the CLI's apply with a plain --push.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { credentialVariables, FORK_CODE_MARKER, urlHasCredential } from '../../src/domain/credentials.js';
import { scrubbedEnv } from '../../src/adapters/process/agent-runner.js';
import { harnessEnv } from '../../src/adapters/process/harness-runner.js';
import { runCli } from '../helpers/cli.js';
import { findCredentials } from '../../src/services/credentials.js';
import { entryArgs, runActionEntry, startCli } from '../helpers/action-runner.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, workspace, writeConfig } from '../tier/fixtures.js';
import { conflictScenario } from '../apply/fixtures.js';
import { gitIn, reflogRemote } from './fixtures.js';
import { cases } from './record.js';
import { createSpy, type Spy } from './spy.js';

const reliabilityCase = cases('untrusted code and the token');
const TOKEN = `ghs_${randomBytes(18).toString('hex')}`;

afterAll(removeTempDirs);

/** What a runner passes for run-tier's inputs whose action.yml default is an expression: the job token for github.token. */
async function runnerEvaluatedDefaults(): Promise<Record<string, string>> {
  const meta = parseYaml(await readFile(resolve('actions/run-tier/action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(meta.inputs)) {
    if (typeof spec.default === 'string' && /\$\{\{\s*github\.token\s*\}\}/.test(spec.default)) out[name] = TOKEN;
  }
  return out;
}

async function tierJob(): Promise<{ dir: string; spy: Spy }> {
  const spy = await createSpy(TOKEN);
  const dir = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(passing(2)) }) });
  await writeConfig(dir, { L1: oneHarness({ run: `${spy.command('harness')}\n./h.sh` }) });
  return { dir, spy };
}

function runTier(dir: string, spy: Spy, inputs: Record<string, string>, env: Record<string, string> = {}) {
  return runActionEntry(
    'run-tier',
    { config: 'tier.yml', tier: 'L1', path: dir, 'runner-label': 'cpu-x', 'fail-on-verdict': 'false', ...inputs },
    { source: true, cwd: dir, env: { ...spy.env, ...env } },
  );
}

function errorLine(stdout: string): string {
  return stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
}

describe('run-tier mode run holds no credential', () => {
  reliabilityCase(
    'run-tier mode run with the inputs a runner gives from action.yml (expression defaults evaluated): a harness walks its ancestors',
    "the harness runs and finds the job token in no ancestor's /proc/<pid>/environ (the token input has no github.token default)",
    async (observe) => {
      const { dir, spy } = await tierJob();
      const defaults = await runnerEvaluatedDefaults();
      const run = await runTier(dir, spy, defaults);
      const [report] = await spy.reports();
      expect(errorLine(run.stdout)).toBe('');
      expect(report).toBeDefined();
      expect(report!.ancestorsSeen).toBeGreaterThan(0);
      expect(report!.ancestorsWithToken).toEqual([]);
      expect(report!.ownEnv).toEqual([]);
      expect(run.outputs.verdict).toBe('pass');
      observe(
        `inputs defaulting to github.token: ${Object.keys(defaults).join(', ') || 'none'}; the harness saw ${report!.ancestorsSeen} ancestors, none with the token`,
      );
    },
    120_000,
  );

  const refusals: Array<
    [string, (dir: string) => Promise<{ inputs?: Record<string, string>; env?: Record<string, string> }>]
  > = [
    ['the token input', async () => ({ inputs: { token: TOKEN } })],
    ['GITHUB_TOKEN in the step env', async () => ({ env: { GITHUB_TOKEN: TOKEN } })],
    ['GH_TOKEN in the step env', async () => ({ env: { GH_TOKEN: TOKEN } })],
    [
      'a PAT under another name (MY_GITHUB_PAT)',
      async () => ({ env: { MY_GITHUB_PAT: `github_pat_${'a'.repeat(40)}` } }),
    ],
    ['an OIDC request token (id-token: write)', async () => ({ env: { ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc' } })],
    [
      'an Authorization header persisted in .git/config (actions/checkout default)',
      async (dir) => {
        await gitIn(dir, 'init', '-q');
        await gitIn(dir, 'config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${TOKEN}`);
        return {};
      },
    ],
    [
      "a credential helper of the HOME that holds the job's token",
      async () => {
        const home = await makeTempDir('ui-cred-home-');
        await writeFile(join(home, '.git-credentials'), `https://x-access-token:${TOKEN}@github.com\n`);
        await writeFile(join(home, '.gitconfig'), '[credential]\n\thelper = store\n');
        return { env: { HOME: home, GIT_CONFIG_GLOBAL: join(home, '.gitconfig') } };
      },
    ],
  ];
  for (const [where, setup] of refusals) {
    reliabilityCase(
      `run-tier mode run with a credential in reach: ${where}`,
      'refused before any harness starts: one ::error:: line naming where the credential is',
      async (observe) => {
        const { dir, spy } = await tierJob();
        const { inputs = {}, env = {} } = await setup(dir);
        const run = await runTier(dir, spy, inputs, env);
        const line = errorLine(run.stdout);
        expect(run.code).toBe(1);
        expect(line).toMatch(
          /mode run: the harnesses could read a credential \(.+\); give a token only to the mode: publish step/,
        );
        expect(await spy.reports()).toEqual([]);
        // The runner's own ::add-mask:: line aside, the token is printed nowhere.
        const printed = (run.stdout + run.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::'));
        expect(printed.join('\n')).not.toContain(TOKEN);
        observe(line.slice(9, 170));
      },
      120_000,
    );
  }
});

describe('apply refuses agent/verify with a credential in reach, whatever else it does', () => {
  async function cliApply(extraArgs: string[], env: Record<string, string>, spy: Spy) {
    const s = await conflictScenario();
    const remote = await reflogRemote(s.dir);
    const started = startCli(
      [
        'apply',
        '--repo',
        s.dir,
        '--commits',
        [s.sha('u1'), s.sha('u2')].join(','),
        '--base',
        'fork',
        '--upstream',
        'upstream',
        '--verify',
        spy.command('verify'),
        '--push',
        remote,
        ...extraArgs,
      ],
      { source: true, env: { ...spy.env, ...env } },
    );
    return { s, run: await started.done };
  }

  reliabilityCase(
    'CLI apply --verify with a plain --push (no --pr-repo, no --prepare-out) and GITHUB_TOKEN in the environment',
    'exit 2 with one line naming GITHUB_TOKEN and the prepare-out/publish-bundle recipe; the verify command never runs',
    async (observe) => {
      const spy = await createSpy(TOKEN);
      const { run } = await cliApply([], { GITHUB_TOKEN: TOKEN }, spy);
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(
        /apply: --verify could read a credential \(environment GITHUB_TOKEN\); run apply --prepare-out/,
      );
      expect(await spy.reports()).toEqual([]);
      observe(run.stderr.trim().slice(0, 160));
    },
    120_000,
  );

  reliabilityCase(
    'CLI apply --verify in a clone whose origin URL carries a token (https://x:ghp_…@host)',
    'exit 2 naming the remote URL key (never the token); the verify command never runs',
    async (observe) => {
      const spy = await createSpy(TOKEN);
      const s = await conflictScenario();
      await gitIn(s.dir, 'remote', 'add', 'leaky', `https://x-access-token:${TOKEN}@github.com/o/r.git`);
      const started = startCli(
        [
          'apply',
          '--repo',
          s.dir,
          '--commits',
          s.sha('u1'),
          '--base',
          'fork',
          '--upstream',
          'upstream',
          '--verify',
          spy.command('verify'),
        ],
        { source: true, env: spy.env },
      );
      const run = await started.done;
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/remote URL remote\.leaky\.url/);
      expect(run.stderr).not.toContain(TOKEN);
      expect(await spy.reports()).toEqual([]);
      observe(run.stderr.trim().slice(0, 160));
    },
    120_000,
  );

  reliabilityCase(
    'control: CLI apply --verify --push with no credential anywhere',
    'the verify command runs (the check is not always on) and finds no token',
    async (observe) => {
      const spy = await createSpy(TOKEN);
      const { run } = await cliApply([], {}, spy);
      const reports = await spy.reports();
      expect(run.stderr).not.toMatch(/could read a credential/);
      expect(reports.length).toBeGreaterThan(0);
      expect(reports.flatMap((r) => r.ancestorsWithToken)).toEqual([]);
      observe(`exit ${run.code}; verify ran ${reports.length} time(s), no token in reach`);
    },
    120_000,
  );
});

describe('the credential check itself', () => {
  it('finds tokens by name and by shape, never by an allowed name, and reports names only', () => {
    const found = credentialVariables(
      {
        GITHUB_TOKEN: 'x',
        GH_TOKEN: '',
        'INPUT_GITHUB-TOKEN': 'y',
        'INPUT_UPSTREAM-TOKEN': 'ghs_' + 'b'.repeat(36),
        SOMETHING: `ghp_${'c'.repeat(36)}`,
        PATH: '/usr/bin',
        ACTIONS_RUNTIME_TOKEN: 'runtime',
      },
      ['INPUT_UPSTREAM-TOKEN'],
    );
    expect(found).toEqual([
      { place: 'input', name: "'github-token'" },
      { place: 'environment', name: 'GITHUB_TOKEN' },
      { place: 'environment', name: 'SOMETHING' },
    ]);
    expect(urlHasCredential('https://user:pw@example.com/r.git')).toBe(true);
    expect(urlHasCredential('https://github.com/o/r.git')).toBe(false);
    expect(urlHasCredential('git@github.com:o/r.git')).toBe(false);
  });

  it('finds a persisted header and a credential-helper credential, and nothing in a clean clone', async () => {
    const dir = await makeTempDir('ui-cred-scan-');
    const git = createGitRunner(dir);
    await git.run(['init', '-q']);
    expect(await findCredentials({ env: {}, git })).toEqual([]);
    await git.run(['config', 'credential.helper', `store --file=${join(dir, 'store')}`]);
    await git.run(['remote', 'add', 'origin', 'https://example.com/o/r.git']);
    expect(await findCredentials({ env: {}, git })).toEqual([]);
    await writeFile(join(dir, 'store'), 'https://u:secret@example.com\n');
    expect(await findCredentials({ env: {}, git })).toEqual([
      { place: 'credential helper', name: 'credential for https://example.com' },
    ]);
  });
});

describe('every CLI face that runs fork code or pushes with a token uses the one check', () => {
  reliabilityCase(
    'CLI tier (runs the harnesses) with GITHUB_TOKEN in the environment',
    'exit 2 with one line naming GITHUB_TOKEN; no harness runs',
    async (observe) => {
      const { dir, spy } = await tierJob();
      const run = await startCli(['tier', '--config', join(dir, 'tier.yml'), '--tier', 'L1', '--repo', dir], {
        source: true,
        env: { ...spy.env, GITHUB_TOKEN: TOKEN },
      }).done;
      expect([run.code, run.stderr.trim().split('\n').at(-1)]).toEqual([
        2,
        expect.stringMatching(/tier: the harnesses could read a credential \(environment GITHUB_TOKEN\); /),
      ]);
      expect(await spy.reports()).toEqual([]);
      const clean = await startCli(['tier', '--config', join(dir, 'tier.yml'), '--tier', 'L1', '--repo', dir], {
        source: true,
        env: spy.env,
      }).done;
      expect(clean.code).toBe(0);
      expect((await spy.reports()).flatMap((r) => r.ancestorsWithToken)).toEqual([]);
      observe(`with the token: exit ${run.code}, no harness ran; control without it: exit ${clean.code}`);
    },
    120_000,
  );

  reliabilityCase(
    'CLI trunk-bisect --verify (probes fork code) with GH_TOKEN in the environment',
    'exit 2 with one line naming GH_TOKEN; the probe never runs',
    async (observe) => {
      const spy = await createSpy(TOKEN);
      const s = await conflictScenario();
      const run = await startCli(
        ['trunk-bisect', '--repo', s.dir, '--good', 'fork', '--bad', 'upstream', '--verify', spy.command('verify')],
        { source: true, env: { ...spy.env, GH_TOKEN: TOKEN } },
      ).done;
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n').at(-1)).toMatch(
        /trunk-bisect: --verify could read a credential \(environment GH_TOKEN\)/,
      );
      expect(await spy.reports()).toEqual([]);
      observe(run.stderr.trim().slice(0, 160));
    },
    120_000,
  );

  reliabilityCase(
    'publish-bundle started from inside a tier harness (fork code) that holds a token',
    'publish-bundle refuses in one line (exit 2): fork code shares its process tree, as the action refuses publish with agent/verify',
    async (observe) => {
      const s = await conflictScenario();
      const dir = await workspace({});
      const cli = [process.execPath, ...entryArgs('cli', true)].map((a) => `'${a}'`).join(' ');
      const publish = `${cli} publish-bundle --from "$PWD/nothing" --repo '${s.dir}' --base fork --push '${s.dir}'`;
      await writeConfig(dir, {
        L1: oneHarness({
          // bash -e: the exit status is kept through `if`, not lost to the failing command.
          run: `if GITHUB_TOKEN=${TOKEN} ${publish} 2> publish.err; then echo 0; else echo $?; fi > publish.code`,
        }),
      });
      await runCli(['tier', '--config', join(dir, 'tier.yml'), '--tier', 'L1', '--repo', dir]);
      const code = (await readFile(join(dir, 'publish.code'), 'utf8')).trim();
      const err = (await readFile(join(dir, 'publish.err'), 'utf8')).trim();
      expect([code, err.split('\n').at(-1)]).toEqual([
        '2',
        expect.stringMatching(/publish-bundle: started from inside a command run for the fork/),
      ]);
      observe(`publish-bundle in a harness: exit ${code}: ${err.slice(0, 120)}`);
    },
    180_000,
  );

  reliabilityCase(
    'tier-publish, open-revert and publish-bundle with the fork-code marker in their environment (a verify or agent child)',
    'each refuses in one line naming itself (exit 2) before reading any file; without the marker each gets past the check',
    async (observe) => {
      const dir = await makeTempDir('ui-pushers-');
      const argvs = [
        ['publish-bundle', '--from', join(dir, 'none'), '--repo', dir, '--base', 'main'],
        ['tier-publish', '--results', join(dir, 'none.json'), '--repo', dir],
        ['open-revert', '--culprit', join(dir, 'none.json'), '--trunk', 'main', '--repo', dir],
      ];
      const lines: string[] = [];
      for (const argv of argvs) {
        process.env[FORK_CODE_MARKER] = '1';
        let run;
        try {
          run = await runCli(argv);
        } finally {
          delete process.env[FORK_CODE_MARKER];
        }
        expect([argv[0], run.code, run.stderr.trim().split('\n')]).toEqual([
          argv[0],
          2,
          [expect.stringMatching(new RegExp(`^upstream-ingest: error: ${argv[0]}: started from inside a command run`))],
        ]);
        // Control: no marker, no token, no API reachable: each gets past the check to its own first error.
        process.env.GITHUB_API_URL = 'http://127.0.0.1:9';
        let clean;
        try {
          clean = await runCli(argv);
        } finally {
          delete process.env.GITHUB_API_URL;
        }
        expect([argv[0], clean.code, clean.stderr]).toEqual([
          argv[0],
          2,
          expect.not.stringMatching(/started from inside/),
        ]);
        lines.push(`${argv[0]} exit ${run.code}`);
      }
      // The marker reaches every command run for the fork: agent/verify (scrubbedEnv) and harnesses (harnessEnv).
      expect(scrubbedEnv({})[FORK_CODE_MARKER]).toBe('1');
      expect(harnessEnv({}, {})[FORK_CODE_MARKER]).toBe('1');
      observe(lines.join(', '));
    },
  );
});
