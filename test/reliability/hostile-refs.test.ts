/**
 * Hostile ref, branch and remote names into every CLI command that takes one, fuzzed with fast-check on top of the
 * named cases (`--upload-pack=…`, `$(…)`, `a..b`, names with newlines, workflow commands). Whatever the value, the
 * command must answer with a clear error or do its job: never an internal error (exit 3), never a shell or an
 * upload-pack command (a canary file that any of them would create), never a workflow command in its output, and
 * when it refuses, no ref, HEAD or file in the repository changed.
 */
import { runCli } from '../helpers/cli.js';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { EXIT } from '../../src/cli/context.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, conflictScenario, writePlan } from '../apply/fixtures.js';
import { harnessScript, junitXml, oneHarness, passing, writeConfig, writeFiles } from '../tier/fixtures.js';
import { foreignCommands, gitIn, refSnapshot } from './fixtures.js';
import { cases } from './record.js';
import { scaled } from '../helpers/time-scale.js';

const reliabilityCase = cases('hostile input', 'crash');

let server: GitHubTestServer;
let dir = '';
let canary = '';
let remote = '';
let planFile = '';
let tierConfig = '';
let benchResult = '';
let u1 = '';
const saved: Record<string, string | undefined> = {};
const ENV = ['GIT_ALLOW_PROTOCOL', 'GITHUB_API_URL', 'GITHUB_TOKEN', 'GITHUB_REPOSITORY', 'GITHUB_SERVER_URL'];

beforeAll(async () => {
  server = await startGitHubServer();
  for (const k of ENV) saved[k] = process.env[k];
  // Whatever a hostile remote name says, git may only use local transports here, and the API is the local server.
  process.env.GIT_ALLOW_PROTOCOL = 'file';
  process.env.GITHUB_API_URL = server.url;
  process.env.GITHUB_SERVER_URL = 'https://github.com';
  process.env.GITHUB_TOKEN = server.token;
  process.env.GITHUB_REPOSITORY = 'fork-org/hostile';
  const s = await conflictScenario();
  dir = s.dir;
  u1 = s.sha('u1');
  canary = join(await makeTempDir('ui-canary-'), 'CANARY');
  remote = await bareRemote();
  planFile = (await writePlan(s, ['u1', 'u4'])).path;
  await writeFiles(dir, { 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(passing(2)) }) });
  tierConfig = await writeConfig(await makeTempDir('ui-tier-cfg-'), { L1: oneHarness({ select: ['src/**'] }) });
  await gitIn(dir, 'add', 'h.sh');
  await gitIn(dir, 'commit', '-q', '-m', 'harness');
  // A compare-bench result for record-bench.
  const bench = await makeTempDir('ui-bench-');
  const native = (v: number) =>
    JSON.stringify({
      format: 'upstream-ingest-bench',
      version: 1,
      benchmarks: [{ name: 'k', unit: 'ms', samples: [v, v * 1.01, v * 0.99, v, v * 1.02] }],
    });
  await writeFile(join(bench, 'a.json'), native(10));
  await writeFile(join(bench, 'b.json'), native(10));
  benchResult = join(bench, 'result.json');
  const compared = await runCli([
    'compare-bench',
    `--baseline=${join(bench, 'a.json')}`,
    `--candidate=${join(bench, 'b.json')}`,
    '--format=native',
    '--json',
  ]);
  expect(compared.code).toBe(0);
  await writeFile(benchResult, compared.stdout);
}, scaled(60_000));

afterAll(async () => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  await server.close();
  await removeTempDirs();
});

/** The named cases of the issue, each aimed at the canary where it could reach a shell or git option parsing. */
function namedPayloads(): string[] {
  return [
    `--upload-pack=touch ${canary}`,
    `--exec=touch ${canary}`,
    `$(touch ${canary})`,
    `\`touch ${canary}\``,
    `x;touch ${canary}`,
    'a..b',
    `fork\ntouch ${canary}`,
    'fork\r\n::set-output name=status::pwned',
    '##[set-output name=status;]pwned',
    '::add-mask::fork',
    '-',
    'refs/heads/../../x',
    '\x1b[31mred\x1b[0m',
    'a:b',
  ];
}

/** Random short strings over the characters that matter to shells, git revision syntax and option parsing. */
const randomName = fc
  .array(fc.constantFrom(...'-$()`;|&\n./:@{}~^ aZ9\\"\'*?[\t%#<>!'.split('')), { minLength: 1, maxLength: 16 })
  .map((chars) => chars.join(''));

interface Target {
  name: string;
  argv: (value: string) => string[];
  /** Refs this command may legitimately write even when it exits non-zero (a local result kept after a push failed). */
  mayWrite?: RegExp;
  /** A sample of the values only: each run opens a PR, paced by the client as GitHub asks (seconds per write). */
  few?: boolean;
}

function targets(): Target[] {
  const repo = `--repo=${dir}`;
  const apply = ['apply', repo, `--commits=${u1}`];
  const tierAgg = (extra: string[]) => [
    'tier-aggregate',
    `--records=${dir}`,
    '--runner-labels=[["linux"]]',
    '--tier=L1',
    ...extra,
  ];
  return [
    { name: 'lag --repo', argv: (v) => ['lag', `--repo=${v}`, '--upstream=upstream', '--fork=fork'] },
    { name: 'lag --upstream', argv: (v) => ['lag', repo, `--upstream=${v}`, '--fork=fork'] },
    { name: 'lag --fork', argv: (v) => ['lag', repo, '--upstream=upstream', `--fork=${v}`] },
    { name: 'lag --trailer', argv: (v) => ['lag', repo, '--upstream=upstream', '--fork=fork', `--trailer=${v}`] },
    { name: 'plan --upstream', argv: (v) => ['plan', repo, `--upstream=${v}`, '--fork=fork'] },
    { name: 'plan --fork', argv: (v) => ['plan', repo, '--upstream=upstream', `--fork=${v}`] },
    { name: 'apply --base', argv: (v) => [...apply, `--base=${v}`] },
    { name: 'apply --branch', argv: (v) => [...apply, '--base=fork', `--branch=${v}`] },
    { name: 'apply --upstream', argv: (v) => [...apply, '--base=fork', `--upstream=${v}`] },
    { name: 'apply --commits', argv: (v) => ['apply', repo, '--base=fork', `--commits=${v}`] },
    { name: 'apply --bundle', argv: (v) => ['apply', repo, `--plan=${planFile}`, '--base=fork', `--bundle=${v}`] },
    {
      name: 'apply --push',
      argv: (v) => [...apply, '--base=fork', `--push=${v}`],
      mayWrite: /^refs\/heads\/upstream-ingest\/|^HEAD /,
    },
    {
      name: 'apply --pr-base',
      argv: (v) => [...apply, '--base=fork', `--push=${remote}`, '--pr-repo=fork-org/hostile', `--pr-base=${v}`],
      mayWrite: /^refs\/heads\/upstream-ingest\/|^HEAD /,
      few: true,
    },
    {
      name: 'tier --changed-from',
      argv: (v) => ['tier', `--config=${tierConfig}`, '--tier=L1', repo, `--changed-from=${v}`],
    },
    { name: 'green-ref --repo', argv: (v) => ['green-ref', `--repo=${v}`, '--remote=origin'] },
    { name: 'green-ref --ref', argv: (v) => ['green-ref', repo, `--ref=${v}`] },
    { name: 'green-ref --remote', argv: (v) => ['green-ref', repo, `--remote=${v}`] },
    { name: 'green-ref --advance', argv: (v) => ['green-ref', repo, `--advance=${v}`] },
    { name: 'green-ref --trunk', argv: (v) => ['green-ref', repo, '--advance=fork', `--trunk=${v}`] },
    { name: 'digest --state-branch', argv: (v) => ['digest', repo, '--print', `--state-branch=${v}`] },
    { name: 'digest --remote', argv: (v) => ['digest', repo, '--print', `--remote=${v}`] },
    { name: 'digest --fork', argv: (v) => ['digest', repo, '--print', `--fork=${v}`] },
    {
      name: 'record-bench --sha',
      argv: (v) => ['record-bench', repo, `--result=${benchResult}`, '--runner-label=linux', `--sha=${v}`],
    },
    {
      name: 'record-bench --state-branch',
      argv: (v) => ['record-bench', repo, `--result=${benchResult}`, '--runner-label=linux', `--state-branch=${v}`],
    },
    { name: 'tier-aggregate --sha', argv: (v) => tierAgg([`--sha=${v}`]) },
    {
      name: 'tier-aggregate --status-sha',
      argv: (v) => tierAgg([`--sha=${u1}`, '--status-context=ui/L1', `--status-sha=${v}`]),
    },
    {
      name: 'commit-status --sha',
      argv: (v) => ['commit-status', `--sha=${v}`, '--context=ui/L1', '--verdict=pass'],
    },
  ];
}

function allowedChanges(snapshot: string, mayWrite: RegExp | undefined): string {
  return snapshot
    .split('\n')
    .filter((l) => !mayWrite?.test(l))
    .join('\n');
}

describe('hostile ref and branch names into every CLI command that takes one', () => {
  reliabilityCase(
    'ref, branch and remote names: --upload-pack=…, $(…), `…`, a..b, newlines, workflow commands, ANSI, fuzzed',
    'a clear error (exit 1/2) or normal work; never exit 3, a shell, an upload-pack, a workflow command, or a change when refused',
    async (observe) => {
      const codes = new Map<number, number>();
      let tried = 0;
      for (const target of targets()) {
        const check = async (value: string) => {
          tried++;
          const before = allowedChanges(await refSnapshot(dir), target.mayWrite);
          const status = await gitIn(dir, 'status', '--porcelain', '--untracked-files=no');
          const r = await runCli(target.argv(value));
          codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
          const where = `${target.name}=${JSON.stringify(value)}: exit ${r.code} ${r.stderr.slice(0, 300)}`;
          expect([where, r.code === EXIT.internal || /internal error/.test(r.stderr)]).toEqual([where, false]);
          expect([where, existsSync(canary)]).toEqual([where, false]);
          expect([where, foreignCommands(`${r.stdout}\n${r.stderr}`)]).toEqual([where, []]);
          if (r.code !== EXIT.ok) {
            expect([where, allowedChanges(await refSnapshot(dir), target.mayWrite)]).toEqual([where, before]);
            expect([where, await gitIn(dir, 'status', '--porcelain', '--untracked-files=no')]).toEqual([where, status]);
          }
        };
        const named = namedPayloads();
        for (const value of target.few ? [named[2]!, named[7]!] : named) await check(value);
        if (!target.few) await fc.assert(fc.asyncProperty(randomName, check), { numRuns: 3, seed: 8 });
      }
      const summary = [...codes.entries()].sort().map(([c, k]) => `exit ${c}: ${k}`);
      observe(
        `${tried} values into ${targets().length} options: ${summary.join(', ')}; no shell, no command, no change`,
      );
    },
    // ~200 CLI runs, each several git processes: minutes on a shared 2-core machine.
    420_000,
  );
});
