/**
 * The CLI in an 80-column terminal (the in-process runner with COLUMNS=80): tables keep every id whole — a bundle id
 * from the table pastes into `apply --bundle` — and cut the subject or reason instead; the "why" cell tells rows
 * apart; `--help` groups the commands, marks required flags and ends each command's help with an example.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { checkUnknownOptions } from '../../src/cli/unknown-options.js';
import { Command } from 'commander';
import { registerCommands } from '../../src/cli/commands/index.js';
import { applyHelp, HELP_GROUPS } from '../../src/cli/help.js';
import { EXIT } from '../../src/cli/context.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { PlanSchema, type Plan } from '../../src/schemas/plan.js';
import { startCli } from '../helpers/action-runner.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { text } from '../plan/plan-helpers.js';

afterAll(removeTempDirs);

const long = (what: string) => `[core] ${what}: ${'a subject long enough to fill any terminal '.repeat(3)}`;
const up = (id: string, files: Record<string, string>, message = long(id)): Step => ({
  id,
  on: 'upstream',
  files,
  message,
});

let s: BuiltScenario;
let dir: string;
beforeAll(async () => {
  s = await buildScenario({
    base: { 'lib/sched.cpp': text(20), 'cmake/llvm-hash.txt': 'aaaa\n', 'lib/Dialect/ops.td': text(10) },
    steps: [
      { id: 'f1', on: 'fork', files: { 'lib/sched.cpp': text(20, { 5: 'fork' }) } },
      up('u1', { 'lib/sched.cpp': text(20, { 5: 'upstream' }) }),
      up('u2', { 'a.txt': 'a\n' }),
      up('u3', { 'cmake/llvm-hash.txt': 'bbbb\n' }),
      up('u4', { 'lib/Dialect/ops.td': text(10, { 2: 'new op' }) }),
      up('u5', { 'a.txt': 'a\nb\n' }),
      up('u6', { 'lib/Dialect/ops.td': text(10, { 2: 'new op', 7: 'another' }) }),
    ],
  });
  dir = await makeTempDir('ui-cli-80-');
  await writeFile(
    join(dir, 'plan.yml'),
    'risky:\n  - glob: lib/Dialect/**\n    weight: 6\n  - glob: lib/sched.cpp\n    weight: 2\nriskThreshold: 5\n',
  );
});

const planArgs = () => ['plan', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--config', 'plan.yml'];

describe('plan at 80 columns', () => {
  let plan: Plan;
  let table: string;
  beforeAll(async () => {
    const json = await runCli([...planArgs(), '--max-bundle-size', '1', '--out', 'plan.json', '--json'], { cwd: dir });
    expect(json.code).toBe(0);
    plan = PlanSchema.parse(JSON.parse(json.stdout));
    const run = await runCli([...planArgs(), '--max-bundle-size', '1'], { cwd: dir, columns: 80 });
    expect(run.code).toBe(0);
    table = run.stdout;
  });

  it('fits 80 columns and keeps every bundle id whole, in its row and in "after"', () => {
    for (const line of table.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(plan.bundles.length).toBeGreaterThanOrEqual(4);
    expect(plan.bundles.some((b) => b.dependsOn.length)).toBe(true);
    for (const [i, b] of plan.bundles.entries()) {
      const row = table.split('\n').find((l) => l.startsWith(`${i + 1} `));
      expect(row).toMatch(new RegExp(`^${i + 1}\\s+${b.id}\\s+`));
      if (b.dependsOn.length) expect(row).toContain(b.dependsOn[0]);
    }
    // Each SHA before the text it explains: the text is cut, the SHA never.
    expect(table).toMatch(/^upstream [0-9a-f]{10} upstream$/m);
    expect(table).toMatch(/^fork {5}[0-9a-f]{10} fork$/m);
    for (const line of table.split('\n').filter((l) => /^ {2}[0-9a-f]{10} /.test(l)))
      expect(line).toMatch(/^ {2}[0-9a-f]{10} \S/);
  });

  it('the "why" cell tells the chains apart instead of reading "starts at…" on every row', async () => {
    const chains = (t: string) => t.split('\n').filter((l) => /^\d+\s+[0-9a-f]{12}\s+(risky-chain|toolchain)/.test(l));
    expect(chains(table).length).toBeGreaterThanOrEqual(3);
    for (const row of chains(table)) expect(row).not.toMatch(/starts at/);
    // The whole cells (a pipe has no width): what and where, different between the chains.
    const wide = chains((await runCli([...planArgs(), '--max-bundle-size', '1'], { cwd: dir })).stdout);
    const why = wide.map((row) => row.split(/\s{2,}/).at(-1));
    expect(why).toEqual(
      expect.arrayContaining([
        'toolchain cmake/llvm-hash.txt',
        'conflict lib/sched.cpp (+100)',
        'risky lib/Dialect/** (+6)',
      ]),
    );
  });

  it('a real process piped with COLUMNS=80 renders the same table', async () => {
    const run = await startCli([...planArgs(), '--max-bundle-size', '1', '--no-progress'], {
      source: true,
      cwd: dir,
      env: { COLUMNS: '80' },
    }).done;
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(table);
  });

  it('a bundle id copied from the table pastes into `apply --bundle`', async () => {
    const row = table.split('\n').find((l) => /^\d+\s+[0-9a-f]{12}\s+low-risk\s/.test(l))!;
    const id = /^\d+\s+([0-9a-f]{12})\s/.exec(row)![1]!;
    const run = await runCli(
      ['apply', '--repo', s.dir, '--plan', 'plan.json', '--bundle', id, '--base', 'fork', '--json'],
      { cwd: dir, columns: 80 },
    );
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { bundle: { id: string } }).bundle.id).toBe(id);
  });
});

/** Every command, registered the way main() registers them. */
function program(): Command {
  const p = new Command('upstream-ingest');
  registerCommands(p, { stdout: () => {}, logger: new RecordingLogger(), exitCode: EXIT.ok });
  applyHelp(p);
  return p;
}

/** Every command and subcommand path (`compare-bench history`). */
function commandPaths(p: Command): string[][] {
  return p.commands.flatMap((c) => [[c.name()], ...c.commands.map((sub) => [c.name(), sub.name()])]);
}

describe('--help at 80 columns', () => {
  it('groups the commands: daily use first, then workflow steps, then maintenance', async () => {
    const run = await runCli(['--help'], { columns: 80 });
    expect(run.code).toBe(0);
    const out = run.stdout;
    const at = (heading: string) => out.indexOf(`\n${heading}\n`);
    expect(at(HELP_GROUPS.daily)).toBeGreaterThan(0);
    expect(at(HELP_GROUPS.workflow)).toBeGreaterThan(at(HELP_GROUPS.daily));
    expect(at(HELP_GROUPS.maintenance)).toBeGreaterThan(at(HELP_GROUPS.workflow));
    const daily = out.slice(at(HELP_GROUPS.daily), at(HELP_GROUPS.workflow));
    for (const name of ['lag', 'explain', 'plan', 'apply', 'tier', 'compare-bench', 'audit-guards', 'demo'])
      expect(daily).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect(daily).not.toMatch(/^ {2}(land|green-ref|ingest-matrix) /m);
    expect(out).not.toMatch(/^Commands:$/m);
    for (const line of out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('an unlisted command lands in a group, never fails', () => {
    const p = new Command('upstream-ingest');
    p.command('brand-new').description('A command nobody grouped yet: it still shows.').requiredOption('--x <n>', 'x');
    applyHelp(p);
    expect(p.commands[0]!.helpGroup()).toBe(HELP_GROUPS.maintenance);
    expect(p.commands[0]!.helpInformation()).toBeTruthy();
  });

  const paths = commandPaths(program());
  it.each(paths.map((p) => [p.join(' ')]))('%s --help: an example, required flags marked, 80 columns', async (path) => {
    const run = await runCli([...path.split(' '), '--help'], { columns: 80 });
    expect(run.code).toBe(0);
    const out = run.stdout;
    for (const line of out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    const example = /\nExample:\n((?: {2}\$ .*\n)(?: {5}.*\n)*)/.exec(out);
    expect(example).not.toBeNull();
    // The example is a command line this command accepts: every flag in it is one of its flags.
    const words = example![1]!
      .replace(/\\\n\s*/g, ' ')
      .replace(/^\s*\$\s*/, '')
      .match(/'[^']*'|"[^"]*"|\S+/g)!;
    expect(words.slice(0, 1 + path.split(' ').length).join(' ')).toBe(`upstream-ingest ${path}`);
    expect(() => checkUnknownOptions(program(), words.slice(1))).not.toThrow();
    const command = path.split(' ').reduce((c: Command, name) => c.commands.find((x) => x.name() === name)!, program());
    for (const option of command.options) {
      const line = out.split('\n').find((l) => l.startsWith(`  ${option.flags} `) || l === `  ${option.flags}`);
      if (option.mandatory && option.defaultValue === undefined) expect(out).toMatch(/\(required\)/);
      if (!option.mandatory && line) expect(line).not.toMatch(/\(required\)/);
    }
  });

  it('main() wraps help at the width it is given (a terminal, or COLUMNS)', async () => {
    let out = '';
    const code = await main(['plan', '--help'], { stdout: (t) => void (out += t), stderr: () => {}, columns: 120 });
    expect(code).toBe(0);
    const widths = out.split('\n').map((l) => l.length);
    expect(Math.max(...widths)).toBeGreaterThan(80);
    expect(Math.max(...widths)).toBeLessThanOrEqual(120);
  });
});
