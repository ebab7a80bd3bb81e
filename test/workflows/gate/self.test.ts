import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, removeTempDirs } from '../../helpers/temp-dir.js';
import { expectMarkersReported, findings, FIXTURES, gate, kindOf, patternFiles, type GateRun } from './gate-run.js';
import { scaled } from '../../helpers/time-scale.js';
import { runsWithTool } from '../../helpers/tool-gate.js';

const fixture = (name: string) => `${FIXTURES}/${name}.yml`;
const PATTERNS = `${FIXTURES}/patterns`;
const hasShellcheck = !spawnSync('shellcheck', ['--version']).error;

/** Two copies of an example that pin the suite at different commits (a fork would run mixed versions). */
async function examplesAtTwoCommits(): Promise<string[]> {
  const dir = join(await makeTempDir('ui-examples-'), 'examples', 'workflows');
  await mkdir(dir, { recursive: true });
  const text = await readFile('examples/workflows/lag-report.yml', 'utf8');
  const files = [join(dir, 'lag-a.yml'), join(dir, 'lag-b.yml')];
  await writeFile(files[0]!, text);
  await writeFile(files[1]!, text.replace(/@0{40}/, `@${'1'.repeat(40)}`).replace('fork-lag-', 'fork-lag-b-'));
  return files;
}

const runs: Record<string, GateRun> = {};
afterAll(removeTempDirs);
beforeAll(async () => {
  // --self: the suite's own checks, as .ci/run runs the gate on this repository.
  const self = (files: string[], env?: Record<string, string>) => gate(['--self', ...files], env);
  runs.twoCommits = await self(await examplesAtTwoCommits());
  runs.repository = await self([]);
  runs.insecure = await self([fixture('insecure')]);
  runs.reusable = await self([fixture('insecure-reusable')]);
  runs.wiring = await self([fixture('wiring-errors')]);
  runs.actionlint = await self([fixture('actionlint-error')]);
  runs.shellcheck = await self([fixture('shellcheck-error')]);
  runs.collision = await self([fixture('concurrency-collision')]);
  runs.twoFiles = await self([fixture('clean'), fixture('clean')]);
  runs.clean = await self([fixture('clean')]);
  runs.patternsInsecure = await self(patternFiles(PATTERNS, 'insecure'));
  runs.patternsClean = await self(patternFiles(PATTERNS, 'clean'));
  runs.noShellcheckCi = await self([fixture('clean')], { SHELLCHECK: '/nonexistent/shellcheck', CI: 'true' });
  runs.noShellcheckLocal = await self([fixture('clean')], { SHELLCHECK: '/nonexistent/shellcheck' });
}, scaled(300_000));

describe('workflow gate --self: security rules', () => {
  it('flags every problem of a deliberately insecure workflow, at its line, with its rule', () => {
    expect(runs.insecure!.code).toBe(1);
    const lines = findings(runs.insecure!);
    const expected: Array<[number, string, RegExp]> = [
      [4, 'excessive-permissions', /top-level permissions are missing/],
      [4, 'dangerous-triggers', /pull_request_target is not allowed/],
      [4, 'concurrency', /workflow-level concurrency is missing/],
      [7, 'timeout', /job build: timeout-minutes is missing/],
      [7, 'self-hosted-runner', /job build: may run on a self-hosted runner for a pull request: add the fork guard/],
      [8, 'excessive-permissions', /job build: permissions: write-all/],
      [10, 'unpinned-uses', /actions\/checkout@v4 is not pinned by full commit SHA/],
      [10, 'artipacked', /actions\/checkout without persist-credentials: false/],
      [12, 'dangerous-triggers', /checks out pull request code in a privileged workflow/],
      [13, 'template-injection', /\$\{\{ \}\} expression inside run:/],
      [14, 'verified-actions', /actions\/github-script is not a verified action/],
      [16, 'template-injection', /\$\{\{ \}\} expression inside a github-script script/],
      [17, 'verified-actions', /actions\/setup-node@1d0ff469\w+ is not the verified commit 2028fbc5\w+ \(v6\.0\.0\)/],
      [20, 'verified-actions', /actions\/upload-artifact pin needs the comment '# v6\.0\.0'/],
      [24, 'unpinned-uses', /reusable workflow someone\/repo.* is not pinned by full SHA/],
      [25, 'secrets-inherit', /secrets: inherit passes every secret/],
      // A guard that another condition can bypass (`x || guard`) is no guard.
      [28, 'self-hosted-runner', /job weak-guard: may run on a self-hosted runner for a pull request/],
    ];
    for (const [line, rule, message] of expected) {
      const hit = lines.some((l) => l.startsWith(`${line}:`) && l.includes(` ${rule} `) && message.test(l));
      if (!hit) throw new Error(`line ${line} ${rule} ${message}: not in\n${lines.join('\n')}`);
    }
    // actionlint's own untrusted-input check agrees on the run: line.
    expect(runs.insecure!.out).toMatch(
      /:13:\d+ actionlint \[expression\] "github\.event\.pull_request\.title" is potentially untrusted/,
    );
  });

  it("enforces how a reusable workflow uses the suite's own actions (one version per run)", () => {
    expect(runs.reusable!.code).toBe(1);
    const text = findings(runs.reusable!).join('\n');
    expect(text).toMatch(/top-level permissions grant write access/);
    expect(text).toMatch(/concurrency group '\$\{\{ github\.workflow \}\}.*' must start with a literal prefix/);
    expect(text).toMatch(/github\.workflow in a reusable workflow is the caller's name/);
    expect(text).toMatch(
      /suite-wiring .*\.\/actions\/report-lag resolves in the caller's workspace; use \.\/\.upstream-ingest-suite\/actions/,
    );
    expect(text).toMatch(/actions\/run-tier@0{40} pins the suite apart from this workflow/);
    expect(text).toMatch(/job no-checkout step 1: uses \.upstream-ingest-suite before a step checks the suite out/);
    expect(text).toMatch(
      /the suite checkout must use repository: \$\{\{ job\.workflow_repository \}\} and ref: \$\{\{ job\.workflow_sha \}\}/,
    );
    // A run: that calls the CLI from an unverified checkout is caught as well.
    expect(text).toMatch(/job wrong-checkout step 2: uses \.upstream-ingest-suite before/);
    // Runner labels from an input may be self-hosted: the fork guard is required.
    expect(text).toMatch(/job wrong-checkout: may run on a self-hosted runner/);
    expect(text).toMatch(/job nested: the suite's reusable workflows do not nest local workflow calls/);
  });

  it('refuses a caller that shares its concurrency prefix with the workflow it calls', () => {
    expect(runs.collision!.code).toBe(1);
    expect(runs.collision!.out).toMatch(
      /concurrency-collision\.yml:8:1 concurrency concurrency prefix 'upstream-ingest-lag-' overlaps 'upstream-ingest-lag-' of the called \.github\/workflows\/lag\.yml/,
    );
    expect(runs.twoFiles!.out).toMatch(/concurrency prefix 'fixture-clean-' overlaps 'fixture-clean-' of/);
  });

  it('requires the examples to pin the suite at one commit', () => {
    expect(runs.twoCommits!.code).toBe(1);
    expect(runs.twoCommits!.out).toMatch(
      /lag-a\.yml:1:1 suite-wiring the examples pin the suite at 2 different commits \(000000000000, 111111111111\)/,
    );
  });

  it('stays quiet on a workflow that follows every rule', () => {
    expect(runs.clean!.out).toBe('');
    expect(runs.clean!.err).toMatch(/^1 files checked, 0 findings$/m);
    expect(runs.clean!.code).toBe(0);
  });
});

describe('workflow gate --self: untrusted triggers, data, artifacts, images, caches (one fixture per kind)', () => {
  const insecure = patternFiles(PATTERNS, 'insecure');
  const clean = patternFiles(PATTERNS, 'clean');

  it('has at least 15 kinds, each with a clean counterpart', () => {
    expect(insecure.length).toBeGreaterThanOrEqual(15);
    expect(clean.map(kindOf)).toEqual(insecure.map(kindOf));
  });

  it.each(insecure.map((f) => [kindOf(f), f]))('flags %s at every marked line', async (_kind, file) => {
    expect(await expectMarkersReported(file!, runs.patternsInsecure!)).toBeGreaterThan(0);
  });

  it('fails the insecure set and stays quiet on every clean counterpart', () => {
    expect(runs.patternsInsecure!.code).toBe(1);
    expect(findings(runs.patternsClean!)).toEqual([]);
    expect(runs.patternsClean!.err).toMatch(new RegExp(`^${clean.length} files checked, 0 findings$`, 'm'));
    expect(runs.patternsClean!.code).toBe(0);
  });
});

describe('workflow gate --self: external validators', () => {
  it('runs actionlint and the workflow parser: a typo in a workflow expression is found', () => {
    expect(runs.actionlint!.code).toBe(1);
    expect(runs.actionlint!.out).toMatch(/:\d+:\d+ actionlint \[expression\]/);
    expect(runs.actionlint!.out).toMatch(/:\d+:\d+ wiring Unrecognized named-value: 'matrix'/);
  });

  (runsWithTool(hasShellcheck) ? it : it.skip)('runs shellcheck on run: blocks and reports the workflow line', () => {
    expect(runs.shellcheck!.code).toBe(1);
    expect(findings(runs.shellcheck!)).toEqual([
      '19:18 shellcheck SC2086 (info): Double quote to prevent globbing and word splitting.',
    ]);
  });

  it('fails loudly in CI without shellcheck, and only warns on a developer machine', () => {
    expect(runs.noShellcheckCi!.code).toBe(1);
    expect(runs.noShellcheckCi!.out).toMatch(/shellcheck is not installed .* run: blocks were not checked/);
    expect(runs.noShellcheckLocal!.code).toBe(0);
    expect(runs.noShellcheckLocal!.err).toMatch(/warning: shellcheck is not installed/);
  });
});

describe('workflow gate --self: wiring (@actions/workflow-parser)', () => {
  it('names every output, input and secret that does not exist', () => {
    expect(runs.wiring!.code).toBe(1);
    const ours = findings(runs.wiring!)
      .filter((l) => / wiring /.test(l))
      .map((l) => l.replace(/^(\d+):\d+ wiring /, '$1: '));
    expect(ours).toEqual([
      '14: steps.nowhere.outputs.x: no step with id nowhere in job produce',
      '15: steps.write.outputs.ghost: step write never writes ghost=… to GITHUB_OUTPUT',
      '21: job produce step checkout: actions/checkout has no input fetch-dept',
      '24: steps.write.outputs.real: step write has not run yet at this point',
      '25: steps.checkout.outputs.sha: actions/checkout has no output sha',
      '32: job produce step A suite action without its required input and with a misspelt one: required input tier of actions/run-tier/action.yml is not given',
      '33: job produce step A suite action without its required input and with a misspelt one: actions/run-tier/action.yml has no input teir',
      '41: needs.produce.outputs.reel: job produce has no output reel (its outputs:)',
      "42: needs.call.outputs.verdict: call is not in this job's needs",
      '50: job call: required input upstream-repository of .github/workflows/lag.yml is not given',
      '51: job call: .github/workflows/lag.yml has no input slo',
      '53: job call: .github/workflows/lag.yml has no secret upstream-tokn',
      '61: needs.call.outputs.verdict: job call has no output verdict (.github/workflows/lag.yml)',
      '71: job app-token step token: input app-id of actions/create-github-app-token is deprecated: use client-id',
    ]);
  });
});

describe("the repository's own workflows, examples and actions (check-workflows --self)", () => {
  const actions = existsSync('actions')
    ? readdirSync('actions').filter((d) => existsSync(join('actions', d, 'action.yml')))
    : [];
  const unbuilt = actions.filter((d) => !existsSync(join('dist', d, 'index.js')));

  it('pass the gate', () => {
    const { code, err } = runs.repository!;
    expect(err).toMatch(/\d+ files checked/);
    if (unbuilt.length === 0) {
      expect(findings(runs.repository!)).toEqual([]);
      expect(runs.repository!.out).toBe('');
      expect(code).toBe(0);
      return;
    }
    // Before `npm run build` only the missing bundles may be reported (CI always has them: dist is committed).
    console.warn(`dist not built for ${unbuilt.join(', ')}: only their runs.main findings are tolerated`);
    const other = findings(runs.repository!).filter(
      (l) => !/runs\.main '\.\.\/\.\.\/dist\/[\w-]+\/index\.js' does not exist/.test(l),
    );
    expect(other).toEqual([]);
  });

  it('checks every workflow, example and action.yml by default', () => {
    const expected =
      readdirSync('.github/workflows').length + readdirSync('examples/workflows').length + actions.length;
    expect(runs.repository!.err).toMatch(new RegExp(`^${expected} files checked`, 'm'));
  });
});
