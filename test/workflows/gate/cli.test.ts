import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, removeTempDirs } from '../../helpers/temp-dir.js';
import { findings, FIXTURES, gate } from './gate-run.js';

afterAll(removeTempDirs);

/** A fork's repository: one workflow that uses its own GPU runner label, and a composite action. */
async function fork(): Promise<string> {
  const root = await makeTempDir('ui-gate-fork-');
  await mkdir(join(root, '.github', 'workflows'), { recursive: true });
  await mkdir(join(root, 'actions', 'build'), { recursive: true });
  const workflow = (await readFile(`${FIXTURES}/zizmor/08-self-hosted-runner.clean.yml`, 'utf8')).replace(
    '[self-hosted, nvidia-h100]',
    '[self-hosted, fork-mi300-pool]',
  );
  await writeFile(join(root, '.github', 'workflows', 'gpu.yml'), workflow);
  await writeFile(
    join(root, 'actions', 'build', 'action.yml'),
    [
      'name: build',
      'description: builds',
      'runs:',
      '  using: composite',
      '  steps:',
      '    - uses: actions/checkout@v4',
      '    - run: make',
      '      shell: bash',
      '',
    ].join('\n'),
  );
  return root;
}

/** Runs the gate with the working directory at `dir` (paths on the command line resolve against it). */
async function gateIn(dir: string, args: string[]) {
  const previous = process.cwd();
  process.chdir(dir);
  try {
    return await gate(args);
  } finally {
    process.chdir(previous);
  }
}

describe('upstream-ingest check-workflows on a fork', () => {
  it("checks the fork's workflows and actions by default, with the suite's checks left out", async () => {
    const root = await fork();
    const run = await gateIn(root, []);
    expect(run.err).toMatch(/^2 files checked/m);
    // The composite action's unpinned checkout is a finding; the suite's own rules (verified actions, action
    // contracts, a concurrency group on every workflow) are not imposed on a fork.
    expect(run.out).toMatch(
      /^actions\/build\/action\.yml:6:\d+ unpinned-uses step 1: actions\/checkout@v4 is not pinned by full commit SHA$/m,
    );
    expect(run.out).not.toMatch(/verified-actions|action-contract|suite-wiring| concurrency /);
    expect(run.code).toBe(1);
  });

  it("accepts the fork's own runner labels once .github/actionlint.yaml declares them", async () => {
    const root = await fork();
    const before = await gateIn(root, ['.github/workflows/gpu.yml']);
    expect(before.out).toMatch(/gpu\.yml:\d+:\d+ actionlint \[runner-label\] .*fork-mi300-pool/);
    await writeFile(join(root, '.github', 'actionlint.yaml'), 'self-hosted-runner:\n  labels: [fork-mi300-pool]\n');
    const after = await gateIn(root, ['.github/workflows/gpu.yml']);
    expect(findings(after)).toEqual([]);
    expect(after.code).toBe(0);
  });

  it('resolves paths against the working directory and expands a directory', async () => {
    const root = await fork();
    const run = await gateIn(join(root, '.github'), ['workflows']);
    expect(run.err).toMatch(/^1 files checked/m);
    // Printed as typed, relative to the working directory (its fork label is unknown to actionlint from here).
    expect(run.out).toMatch(/^workflows\/gpu\.yml:\d+:\d+ actionlint \[runner-label\]/m);
  });

  it('prints JSON with --json', async () => {
    const run = await gate(['--json', `${FIXTURES}/zizmor/09-secrets-inherit.insecure.yml`]);
    const report = JSON.parse(run.out) as { schemaVersion: number; files: string[]; findings: unknown[] };
    expect(report.schemaVersion).toBe(1);
    expect(report.files).toEqual([`${FIXTURES}/zizmor/09-secrets-inherit.insecure.yml`]);
    expect(report.findings).toContainEqual({
      file: `${FIXTURES}/zizmor/09-secrets-inherit.insecure.yml`,
      line: 9,
      col: 14,
      rule: 'secrets-inherit',
      message: 'job deploy: secrets: inherit passes every secret; pass the ones needed by name',
    });
    expect(run.code).toBe(1);
  });

  it('passes the examples a fork copies, without --self', async () => {
    const run = await gate(['examples/workflows']);
    expect(findings(run)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('exits 2 with one line naming the path on bad input: missing, a FIFO, a directory without workflows', async () => {
    const dir = await makeTempDir('ui-gate-bad-');
    const fifo = join(dir, 'pipe.yml');
    execFileSync('mkfifo', [fifo]);
    const cases: Array<[string, RegExp]> = [
      [join(dir, 'absent.yml'), /check-workflows .*absent\.yml: cannot read it \(ENOENT\)/],
      [fifo, /check-workflows .*pipe\.yml: not a regular file or a directory/],
      [await makeTempDir('ui-gate-empty-'), /no workflow \(\*\.yml\) or \*\/action\.yml in this directory/],
    ];
    for (const [path, message] of cases) {
      const run = await gate([path]);
      expect(run.code).toBe(2);
      expect(run.err).toMatch(message);
      expect(run.err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('reports a file that is not YAML as a syntax finding, at its line', async () => {
    const dir = await makeTempDir('ui-gate-yaml-');
    const file = join(dir, 'broken.yml');
    await writeFile(file, 'on: push\njobs:\n  a: [\n');
    const run = await gate([file]);
    expect(run.out).toMatch(/broken\.yml:\d+:\d+ syntax not valid YAML/);
    expect(run.code).toBe(1);
  });
});
