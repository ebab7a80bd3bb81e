/**
 * The one path rule, for every command that takes a path: a path typed on the CLI starts in the directory the
 * command is typed in (never in --repo), a path written in a config file starts in that file's folder, and an action
 * input starts in the workspace (GITHUB_WORKSPACE). Each check names a file that exists at only one of the places a
 * wrong rule would look, so the wrong rule fails it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { run as planAction } from '../../src/actions/plan-bundles/run.js';
import { PlanSchema } from '../../src/schemas/plan.js';
import { actionInputs, RecordingActionIO } from '../helpers/action-io.js';
import { startCli } from '../helpers/action-runner.js';
import { runCli } from '../helpers/cli.js';
import { lagRemotes, type LagRemotes } from '../helpers/lag-remotes.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

let r: LagRemotes;
/** The directory the person is in: it holds the fork's clone as `work/`. */
let here: string;
const wontPort = (sha: string) => `entries:\n  - commit: ${sha}\n    disposition: wont-port\n    reason: not ours\n`;

beforeAll(async () => {
  r = await lagRemotes();
  here = dirname(r.work);
  // The same file name in both places: only the right one declares u3.
  await writeFile(join(here, 'ledger.yml'), wontPort(r.s.sha('u3')));
  await writeFile(join(r.work, 'ledger.yml'), 'entries: []\n');
  await mkdir(join(here, 'cfg'), { recursive: true });
  await writeFile(join(here, 'cfg', 'plan.yml'), 'ledger: ledger.yml\n');
  await writeFile(join(here, 'cfg', 'ledger.yml'), wontPort(r.s.sha('u1')));
});

const refs = ['--upstream', 'origin/upstream', '--fork', 'fork'];

describe('a path typed on the CLI starts in the working directory, not in --repo', () => {
  it('`cd work && upstream-ingest plan --repo fork --out plan.json` writes work/plan.json (a real process)', async () => {
    const run = await startCli(['plan', '--repo', 'work', ...refs, '--out', 'plan.json', '--no-progress'], {
      source: true,
      cwd: here,
    }).done;
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    const plan = PlanSchema.parse(JSON.parse(await readFile(join(here, 'plan.json'), 'utf8')));
    expect(plan.pending.map((c) => c.sha)).toEqual([r.s.sha('u1'), r.s.sha('u3')]);
    expect(existsSync(join(r.work, 'plan.json'))).toBe(false);
  });

  it('`lag --repo work --ledger ledger.yml` reads ./ledger.yml', async () => {
    const run = await runCli(['lag', '--repo', 'work', ...refs, '--ledger', 'ledger.yml', '--json'], { cwd: here });
    expect(run.code).toBe(0);
    // u2 is picked; ./ledger.yml declares u3, work/ledger.yml declares nothing.
    expect((JSON.parse(run.stdout) as { backlog: number }).backlog).toBe(1);
  });

  it('`explain --repo work --ledger ledger.yml` reads ./ledger.yml', async () => {
    const run = await runCli(['explain', '--repo', 'work', ...refs, '--ledger', 'ledger.yml', r.s.sha('u3')], {
      cwd: here,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/wont-port/);
  });

  it('`apply --plan plan.json` reads ./plan.json', async () => {
    const plan = join(here, 'apply-plan.json');
    await runCli(['plan', '--repo', 'work', ...refs, '--out', 'apply-plan.json', '--json'], { cwd: here });
    const bundle = PlanSchema.parse(JSON.parse(await readFile(plan, 'utf8'))).bundles[0]!.id;
    const run = await runCli(
      ['apply', '--repo', 'work', '--plan', 'apply-plan.json', '--bundle', bundle, '--base', 'fork', '--json'],
      { cwd: here },
    );
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { bundle: { id: string } }).bundle.id).toBe(bundle);
  });

  it('names the file where it looked when it is missing', async () => {
    const run = await runCli(['lag', '--repo', 'work', ...refs, '--config', 'nope.yml'], { cwd: here });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(join(here, 'nope.yml'));
  });
});

describe('a path in a config file starts in that file’s folder', () => {
  it('`plan --config cfg/plan.yml` reads the ledger the config names beside it', async () => {
    const run = await runCli(['plan', '--repo', 'work', ...refs, '--config', 'cfg/plan.yml', '--json'], {
      cwd: here,
    });
    expect(run.code).toBe(0);
    const plan = PlanSchema.parse(JSON.parse(run.stdout));
    // cfg/ledger.yml declares u1 (./ledger.yml would declare u3): u3 is what is left to plan.
    expect(plan.pending.map((c) => c.sha)).toEqual([r.s.sha('u3')]);
  });

  it('cli.yml’s paths start in .github/upstream-ingest/', async () => {
    const cfg = join(r.work, '.github', 'upstream-ingest');
    await mkdir(cfg, { recursive: true });
    await writeFile(join(cfg, 'cli.yml'), 'commands:\n  lag:\n    ledger: team-ledger.yml\n');
    await writeFile(join(cfg, 'team-ledger.yml'), wontPort(r.s.sha('u3')));
    const run = await runCli(['lag', '--repo', 'work', ...refs, '--json'], { cwd: here });
    expect(run.stderr).toMatch(/using --ledger .*\.github\/upstream-ingest\/team-ledger\.yml/);
    expect((JSON.parse(run.stdout) as { backlog: number }).backlog).toBe(1);
  });
});

describe('an action input starts in the workspace', () => {
  it('plan-bundles with path: work and plan-file: out/plan.json writes <workspace>/out/plan.json', async () => {
    const io = new RecordingActionIO(
      await actionInputs('plan-bundles', {
        path: 'work',
        'upstream-ref': 'origin/upstream',
        'fork-ref': 'fork',
        ledger: 'ledger.yml',
        'plan-file': 'out/plan.json',
      }),
      { RUNNER_TEMP: await makeTempDir('ui-paths-runner-'), GITHUB_WORKSPACE: here },
    );
    await planAction(io);
    expect(io.failed).toEqual([]);
    expect(io.outputs.plan).toBe(join(here, 'out', 'plan.json'));
    const plan = PlanSchema.parse(JSON.parse(await readFile(join(here, 'out', 'plan.json'), 'utf8')));
    // The workspace's ledger.yml (u3 declared), not work/ledger.yml.
    expect(plan.pending.map((c) => c.sha)).toEqual([r.s.sha('u1')]);
  });
});
