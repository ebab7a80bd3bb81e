import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import { CLI_OUTPUTS } from '../../src/domain/workflow-gate/wiring.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/** What the shipped workflows promise beyond the gate's generic rules: the untrusted/privileged split, the App
 * token's permissions, and the release workflow's notes step (run as the runner runs it). */

type Permissions = Record<string, string> | string | undefined;
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Permissions;
  'runs-on'?: unknown;
  steps?: Step[];
}
interface Workflow {
  on?: unknown;
  jobs: Record<string, Job>;
}

const WORKFLOWS = readdirSync('.github/workflows').filter((f) => f.endsWith('.yml'));
const load = async (file: string) => YAML.parse(await readFile(join('.github/workflows', file), 'utf8')) as Workflow;
const writes = (p: Permissions) => p === 'write-all' || (typeof p === 'object' && Object.values(p).includes('write'));
const mintsAppToken = (job: Job) => (job.steps ?? []).some((s) => /create-github-app-token@/.test(s.uses ?? ''));

/** Steps that run code of the fork or upstream: harnesses, the agent, verify, bisect probes. */
function runsUntrustedCode(step: Step): boolean {
  const uses = step.uses ?? '';
  const mode = String(step.with?.['mode'] ?? '');
  if (/actions\/run-tier$/.test(uses)) return mode !== 'publish';
  if (/actions\/apply-bundle$/.test(uses)) return mode === 'prepare' || mode === '' || mode === 'all';
  return /\s(trunk-bisect|tier)\s+--/.test(step.run ?? '');
}

/** The jobs that run fork or upstream code, per workflow (so the check above cannot pass by finding none). */
const UNTRUSTED_JOBS: Record<string, string[]> = {
  'ingest.yml': ['apply-0', 'apply-1', 'apply-2', 'l1'],
  'validate.yml': ['tier'],
  'triage.yml': ['bisect', 'confirm'],
};

afterAll(removeTempDirs);

describe('the shipped workflows split untrusted from privileged work', () => {
  it.each(WORKFLOWS)(
    '%s: a job that runs fork or upstream code holds no write permission and no App token',
    async (file) => {
      const workflow = await load(file);
      const checked: string[] = [];
      for (const [id, job] of Object.entries(workflow.jobs)) {
        const untrusted = (job.steps ?? []).filter(runsUntrustedCode);
        if (!untrusted.length) continue;
        checked.push(id);
        expect({ job: id, writes: writes(job.permissions), appToken: mintsAppToken(job) }).toEqual({
          job: id,
          writes: false,
          appToken: false,
        });
      }
      expect(checked.sort()).toEqual(UNTRUSTED_JOBS[file] ?? []);
    },
  );

  it('ingest.yml runs the agent and verify only in prepare jobs, and publishes from their artifacts', async () => {
    const { jobs } = await load('ingest.yml');
    const applySteps = Object.entries(jobs).flatMap(([id, job]) =>
      (job.steps ?? []).filter((s) => /actions\/apply-bundle$/.test(s.uses ?? '')).map((s) => ({ id, s })),
    );
    expect(applySteps.map(({ id, s }) => `${id}:${String(s.with?.['mode'])}`).sort()).toEqual([
      'apply-0:prepare',
      'apply-1:prepare',
      'apply-2:prepare',
      'publish-0:publish',
      'publish-1:publish',
      'publish-2:publish',
    ]);
    for (const { s } of applySteps) {
      if (s.with?.['mode'] === 'prepare') {
        expect(s.with['token']).toBe('');
        expect(s.with['agent']).toBe('${{ inputs.agent }}');
        expect(s.with['verify']).toBe('${{ inputs.verify }}');
      } else {
        expect(Object.keys(s.with ?? {})).not.toEqual(expect.arrayContaining(['agent']));
        expect(Object.keys(s.with ?? {})).not.toContain('verify');
        expect(Object.keys(s.with ?? {})).not.toContain('split-on-failure');
      }
    }
    // Wave k applies after wave k-1 published (its stacked bundles build on the pushed branches).
    expect(jobs['apply-1']).toMatchObject({ needs: ['plan', 'publish-0'] });
    expect(jobs['apply-2']).toMatchObject({ needs: ['plan', 'publish-1'] });
    expect(jobs['publish-1']).toMatchObject({ needs: ['plan', 'apply-1'] });
  });

  it('ingest.yml resolves with the ladder and presets; the model keys reach only the prepare Apply steps', async () => {
    const text = await readFile(join('.github/workflows', 'ingest.yml'), 'utf8');
    const { jobs } = await load('ingest.yml');
    const keyed: string[] = [];
    for (const [id, job] of Object.entries(jobs))
      for (const step of job.steps ?? []) {
        const env = (step as Step & { env?: Record<string, string> }).env ?? {};
        if (!Object.values(env).some((v) => /secrets\.(openai|anthropic)-api-key/.test(String(v)))) continue;
        keyed.push(id);
        // The key sits beside the agent in a job that holds no write permission and mints no App token.
        expect({ id, mode: step.with?.['mode'], token: step.with?.['token'] }).toEqual({
          id,
          mode: 'prepare',
          token: '',
        });
        expect({ id, writes: writes(job.permissions), appToken: mintsAppToken(job) }).toEqual({
          id,
          writes: false,
          appToken: false,
        });
        expect(env).toEqual({
          OPENAI_API_KEY: '${{ secrets.openai-api-key }}',
          ANTHROPIC_API_KEY: '${{ secrets.anthropic-api-key }}',
        });
        for (const input of ['resolvers', 'agent-endpoint', 'agent-model', 'agent-attempts', 'agent-max-calls'])
          expect(step.with?.[input]).toBe(`\${{ inputs.${input} }}`);
        // A risky chain meets its conflicts with the ladder when the caller asks for it.
        expect(String(step.with?.['on-conflict'])).toMatch(/inputs\.on-conflict == 'resolve' && 'resolve'/);
      }
    expect(keyed.sort()).toEqual(['apply-0', 'apply-1', 'apply-2']);
    // Nowhere else: no other step or job names the model keys.
    expect(text.match(/secrets\.(openai|anthropic)-api-key/g)?.length).toBe(6);
  });

  it("ingest.yml's plan reads upstream CI (both CIs gate a landing) with a read token only", async () => {
    const workflow = await load('ingest.yml');
    const plan = workflow.jobs['plan']!;
    const step = (plan.steps ?? []).find((s) => /actions\/plan-bundles$/.test(s.uses ?? ''));
    expect(step?.with).toMatchObject({ 'upstream-ci': '${{ inputs.upstream-ci }}', token: '${{ github.token }}' });
    expect(writes(plan.permissions)).toBe(false);
    const input = (workflow.on as { workflow_call: { inputs: Record<string, { type: string; default: unknown }> } })
      .workflow_call.inputs['upstream-ci'];
    expect(input).toMatchObject({ type: 'boolean', default: true });
  });

  it('ingest.yml runs L1 on every pool and lands a bundle only when every pool passed', async () => {
    const { jobs } = await load('ingest.yml');
    const l1 = jobs['l1'] as Job & { strategy?: { matrix?: unknown } };
    expect(l1.strategy?.matrix).toBe('${{ fromJSON(needs.plan.outputs.l1-matrix) }}');
    expect(l1['runs-on']).toBe('${{ matrix.labels }}');
    const tier = (l1.steps ?? []).find((s) => /actions\/run-tier$/.test(s.uses ?? ''))!;
    expect(tier.with).toMatchObject({
      'runner-label': "${{ join(matrix.labels, ',') }}",
      'history-branch': '${{ inputs.state-branch }}',
    });
    const upload = (l1.steps ?? []).find((s) => /upload-artifact@/.test(s.uses ?? ''))!;
    expect(String(upload.with?.['name'])).toContain('${{ matrix.pool }}');
    const limits = (jobs['plan']!.steps ?? []).find((s) => (s.run ?? '').includes('l1-matrix='))!;
    expect(limits.run).toContain('$pools | to_entries[]');
    const summarySteps = (jobs['summary']!.steps ?? []).filter((s) => (s.run ?? '').includes('ingest-summary'));
    expect(summarySteps.length).toBe(2);
    for (const step of summarySteps) expect(step.run).toContain('--pools "$POOLS"');
  });

  it("validate.yml's tier job holds contents: read only; issues and check runs come from the publish job", async () => {
    const { jobs } = await load('validate.yml');
    expect(jobs['tier']!.permissions).toEqual({ contents: 'read' });
    const publish = jobs['publish']!;
    expect(publish.permissions).toEqual({ contents: 'write', issues: 'write', checks: 'write' });
    expect(publish['runs-on']).toBe('ubuntu-latest');
    const tierStep = (publish.steps ?? []).find((s) => /actions\/run-tier$/.test(s.uses ?? ''));
    expect(tierStep?.with?.['mode']).toBe('publish');
  });
});

describe('issue 28: the change points gate and pool-aware triage, wired', () => {
  type Reusable = Workflow & {
    on: { workflow_call: { inputs: Record<string, unknown>; outputs: Record<string, { value: string }> } };
  };
  type MatrixJob = Job & { needs?: string | string[]; if?: string; outputs?: Record<string, string> } & {
    strategy?: { matrix?: { labels?: string } };
  };
  const loadExample = async (file: string) =>
    YAML.parse(await readFile(join('examples/workflows', file), 'utf8')) as {
      jobs: Record<string, { needs?: string[] | string; if?: string; with?: Record<string, unknown> }>;
    };

  it("validate.yml outputs the failing and passing pools, from tier-aggregate's step outputs", async () => {
    const validate = (await load('validate.yml')) as Reusable;
    const outputs = validate.on.workflow_call.outputs;
    expect(outputs['failing-pools']?.value).toBe('${{ jobs.aggregate.outputs.failing-pools }}');
    expect(outputs['passing-pools']?.value).toBe('${{ jobs.aggregate.outputs.passing-pools }}');
    const aggregate = validate.jobs['aggregate'] as MatrixJob;
    expect(aggregate.outputs).toMatchObject({
      'failing-pools': '${{ steps.aggregate.outputs.failing-pools }}',
      'passing-pools': '${{ steps.aggregate.outputs.passing-pools }}',
    });
    const step = (aggregate.steps ?? []).find((s) => (s as { id?: string }).id === 'aggregate')!;
    expect(step.run).toContain('--github-output "$GITHUB_OUTPUT"');
    expect(step.run).toMatch(/dist\/cli\/index\.js tier-aggregate/);
    expect(CLI_OUTPUTS['tier-aggregate']).toEqual(expect.arrayContaining(['failing-pools', 'passing-pools']));
  });

  it('triage.yml bisects on each failing pool, confirms on the passing ones, and the revert reads both', async () => {
    const triage = (await load('triage.yml')) as Reusable;
    expect(Object.keys(triage.on.workflow_call.inputs)).toEqual(
      expect.arrayContaining(['failing-pools', 'passing-pools', 'runner-labels']),
    );
    const bisect = triage.jobs['bisect'] as MatrixJob;
    expect(bisect['runs-on']).toBe('${{ matrix.labels }}');
    expect(bisect.strategy?.matrix?.labels).toContain('fromJSON(inputs.failing-pools');
    const probe = (bisect.steps ?? []).find((s) => /trunk-bisect/.test(s.run ?? ''))!;
    expect(probe.run).toContain('--runner-label "$RUNNER_LABEL"');
    expect((probe as { env?: Record<string, string> }).env?.['RUNNER_LABEL']).toBe("${{ join(matrix.labels, ',') }}");
    const confirm = triage.jobs['confirm'] as MatrixJob;
    expect(confirm.needs).toBe('bisect');
    expect(confirm['runs-on']).toBe('${{ matrix.labels }}');
    expect(confirm.strategy?.matrix?.labels).toBe('${{ fromJSON(inputs.passing-pools) }}');
    expect(confirm.permissions).toEqual({ contents: 'read' });
    expect(
      (confirm.steps ?? []).some((s) => /trunk-bisect --confirm .*--runner-label "\$RUNNER_LABEL"/.test(s.run ?? '')),
    ).toBe(true);
    const revert = triage.jobs['revert'] as MatrixJob;
    expect(revert.needs).toEqual(['bisect', 'confirm']);
    const downloads = (revert.steps ?? []).filter((s) => /download-artifact@/.test(s.uses ?? ''));
    expect(downloads.map((s) => s.with?.['pattern'])).toEqual([
      'upstream-ingest-culprit-${{ inputs.tier }}-*',
      'upstream-ingest-confirm-${{ inputs.tier }}-*',
    ]);
    const uploads = ['bisect', 'confirm'].map(
      (id) => ((triage.jobs[id]!.steps ?? []).find((s) => /upload-artifact@/.test(s.uses ?? ''))!.with ?? {})['name'],
    );
    expect(uploads).toEqual([
      'upstream-ingest-culprit-${{ inputs.tier }}-${{ strategy.job-index }}',
      'upstream-ingest-confirm-${{ inputs.tier }}-${{ strategy.job-index }}',
    ]);
    const open = (revert.steps ?? []).find((s) => /open-revert/.test(s.run ?? ''))!;
    expect(open.run).toContain('args+=(--confirm "$f")');
    expect(triage.on.workflow_call.outputs['verdict']?.value).toBe('${{ jobs.revert.outputs.verdict }}');
  });

  it("the example triages an L1 or L2 failure, feeding validate's pools into triage's matrices", async () => {
    const { jobs } = await loadExample('nightly-l2.yml');
    for (const [id, tier] of [
      ['triage-l1', 'l1'],
      ['triage-l2', 'l2'],
    ] as const) {
      expect(jobs[id]?.if).toContain(`needs.${tier}.outputs.verdict == 'fail'`);
      expect(jobs[id]?.with).toMatchObject({
        'failing-pools': `\${{ needs.${tier}.outputs.failing-pools }}`,
        'passing-pools': `\${{ needs.${tier}.outputs.passing-pools }}`,
      });
    }
  });

  it('the regressions job files issues with issues: write and contents: read only; land reads them', async () => {
    const validate = await load('validate.yml');
    const job = validate.jobs['regressions'] as MatrixJob;
    expect(job.permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(job.needs).toBe('aggregate');
    expect(job.if).toContain('inputs.trunk-mode');
    const run = (job.steps ?? []).map((s) => s.run ?? '').join('\n');
    expect(run).toMatch(/compare-bench history --remote origin --state-branch "\$STATE_BRANCH"/);
    expect(run).toMatch(/bench-regressions "\$\{args\[@\]\}"/);
    // No other job of validate.yml may write issues but publish (failure issues) and this one.
    const issueWriters = Object.entries(validate.jobs)
      .filter(([, j]) => typeof j.permissions === 'object' && j.permissions['issues'] === 'write')
      .map(([id]) => id);
    expect(issueWriters.sort()).toEqual(['publish', 'regressions']);
    for (const [file, id] of [
      ['land.yml', 'land'],
      ['ingest.yml', 'land'],
    ] as const) {
      const land = (await load(file)).jobs[id]!;
      expect(land.permissions).toMatchObject({ issues: 'read' });
      const mint = (land.steps ?? []).find((s) => /create-github-app-token@/.test(s.uses ?? ''))!;
      expect(mint.with).toMatchObject({ 'permission-issues': 'read' });
    }
  });
});

describe('the GitHub App token', () => {
  it.each(WORKFLOWS)('%s: asks for contents, pull-requests and workflows write wherever it is minted', async (file) => {
    const workflow = await load(file);
    for (const job of Object.values(workflow.jobs)) {
      for (const step of (job.steps ?? []).filter((s) => /create-github-app-token@/.test(s.uses ?? ''))) {
        expect(step.with).toMatchObject({
          'permission-contents': 'write',
          'permission-pull-requests': 'write',
          'permission-workflows': 'write',
        });
      }
    }
  });
});

describe('release.yml: the tag, the version and the notes', () => {
  let script: string;
  beforeAll(async () => {
    const { jobs } = await load('release.yml');
    const step = (jobs['verify']!.steps ?? []).find((s) => /CHANGELOG/.test(s.name ?? ''));
    if (!step?.run) throw new Error('release.yml: no CHANGELOG step in the verify job');
    script = step.run;
  });

  const changelog = [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '- not yet',
    '',
    '## [1.2.3] - 2026-12-01',
    '',
    '### Added',
    '',
    '- the thing',
    '',
    '## [1.2.2] - 2026-11-01',
    '',
    '- older',
    '',
  ].join('\n');

  async function release(tag: string, version: string) {
    const dir = await makeTempDir('ui-release-');
    const temp = join(dir, 'runner-temp');
    await mkdir(temp);
    await writeFile(join(dir, 'package.json'), JSON.stringify({ version }));
    await writeFile(join(dir, 'CHANGELOG.md'), changelog);
    const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', TAG: tag, RUNNER_TEMP: temp };
    const result = await new Promise<{ code: number; log: string }>((resolve, reject) => {
      const child = spawn('bash', ['-e', '-c', script], { env, cwd: dir });
      let log = '';
      child.stdout.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr.on('data', (d: Buffer) => (log += d.toString()));
      child.on('error', reject);
      child.on('close', (c) => resolve({ code: c ?? 1, log }));
    });
    const notes = await readFile(join(temp, 'release', 'notes.md'), 'utf8').catch(() => undefined);
    return { ...result, notes };
  }

  it('keeps exactly the section of the tagged version as the release notes', async () => {
    const { code, notes } = await release('v1.2.3', '1.2.3');
    expect(code).toBe(0);
    expect(notes?.trim()).toBe('### Added\n\n- the thing');
  });

  it('refuses a tag that is not the package version, and a version without a CHANGELOG section', async () => {
    const mismatch = await release('v1.2.4', '1.2.3');
    expect(mismatch.code).toBe(1);
    expect(mismatch.log).toMatch(/::error::tag v1.2.4 does not match package.json version 1.2.3/);
    const missing = await release('v1.3.0', '1.3.0');
    expect(missing.code).toBe(1);
    expect(missing.log).toMatch(/::error::CHANGELOG.md has no section '## \[1.3.0\]'/);
  });
});

describe("ingest.yml: the dashboard's retry boxes reach the plan", () => {
  it('passes the well-formed retry keys of the requests file to plan-bundles, and nothing else', async () => {
    const { jobs } = await load('ingest.yml');
    const steps = jobs['plan']!.steps ?? [];
    const names = steps.map((s) => s.name ?? '');
    const retryStep = steps.find((s) => (s.name ?? '').startsWith('Reverted picks a person asked to retry'))!;
    const plan = steps.find((s) => /actions\/plan-bundles$/.test(s.uses ?? ''))!;
    // The requests are downloaded before the plan, which takes the keys.
    expect(names.indexOf('Get the dashboard requests')).toBeLessThan(names.indexOf(retryStep.name!));
    expect(names.indexOf(retryStep.name!)).toBeLessThan(names.indexOf(plan.name!));
    expect(plan.with?.['retry']).toBe('${{ steps.retry.outputs.keys }}');

    const dir = await makeTempDir('ui-retry-');
    await mkdir(join(dir, 'upstream-ingest-requests'));
    const requests = {
      requests: [
        { action: 'retry', bundle: 'abcdef012345', actor: 'alice' },
        { action: 'agent', bundle: '111111111111', actor: 'alice' },
        { action: 'retry', bundle: 'abcdef012345', actor: 'bob' },
        { action: 'retry', bundle: '$(touch pwned)', actor: 'mallory' },
        { action: 'retry', bundle: '222222222222', actor: 'bob' },
      ],
    };
    await writeFile(join(dir, 'upstream-ingest-requests', 'requests.json'), JSON.stringify(requests));
    const output = join(dir, 'output');
    await writeFile(output, '');
    const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', RUNNER_TEMP: dir, GITHUB_OUTPUT: output };
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn('bash', ['-e', '-c', retryStep.run!], { env, cwd: dir });
      child.on('error', reject);
      child.on('close', (c) => resolve(c ?? 1));
    });
    expect(code).toBe(0);
    expect(await readFile(output, 'utf8')).toBe('keys=222222222222,abcdef012345\n');
  });
});
