import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { registerPlanCommand } from '../../src/cli/commands/plan.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { PlanSchema, type Plan } from '../../src/schemas/plan.js';
import { ConfigurationError, errorMessage } from '../../src/shared/errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, git, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

/** Runs `upstream-ingest plan …` through the registered command the way main() does (exit codes included). */
async function plan(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const ctx: CliContext = { stdout: (t) => (stdout += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
  const program = new Command('upstream-ingest')
    .exitOverride()
    .configureOutput({ writeOut: (t) => (stdout += t), writeErr: (t) => (stderr += t) });
  registerPlanCommand(program, ctx);
  try {
    await program.parseAsync(['plan', ...args], { from: 'user' });
    return { code: ctx.exitCode, stdout, stderr };
  } catch (error) {
    if (error instanceof CommanderError) return { code: EXIT.usage, stdout, stderr };
    if (error instanceof ConfigurationError)
      return { code: EXIT.usage, stdout, stderr: `${stderr}upstream-ingest: error: ${errorMessage(error)}\n` };
    throw error;
  }
}

const up = (id: string, files: Record<string, string>, message = `[core] ${id} (#${id.length})`): Step => ({
  id,
  on: 'upstream',
  files,
  message,
});

describe('upstream-ingest plan', () => {
  let s: BuiltScenario;
  let dir: string;
  beforeAll(async () => {
    s = await buildScenario({
      base: { 'lib/sched.cpp': text(20), 'cmake/llvm-hash.txt': 'aaaa\n' },
      steps: [
        { id: 'f1', on: 'fork', files: { 'lib/sched.cpp': text(20, { 5: 'fork' }) } },
        up('u1', { 'lib/sched.cpp': text(20, { 5: 'upstream' }) }, 'Fix @octocat scheduling <b>now</b> (#12)'),
        up('u2', { 'a.txt': 'a\n' }),
        up('u3', { 'cmake/llvm-hash.txt': 'bbbb\n' }),
        up('u4', { 'b.txt': 'b\n' }),
        { id: 'p4', on: 'fork', pick: 'u4', provenance: { key: 'Reactor Cherry-pick Revision' } },
      ],
    });
    dir = await makeTempDir('ui-plan-cli-');
  });

  it('writes the plan JSON to --out and prints it with --json, byte-identical between runs but for generatedAt', async () => {
    const out = join(dir, 'nested', 'plan.json');
    const first = await plan(
      '--repo',
      s.dir,
      '--upstream',
      'upstream',
      '--fork',
      'fork',
      '--out',
      out,
      '--json',
      '--trailer',
      'Reactor Cherry-pick Revision',
    );
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const file = await readFile(out, 'utf8');
    expect(file).toBe(first.stdout);
    const parsed: Plan = PlanSchema.parse(JSON.parse(file));
    expect(parsed.upstream).toEqual({ ref: 'upstream', sha: s.sha('u4') });
    expect(parsed.pending.map((c) => c.sha)).toEqual(['u1', 'u2', 'u3'].map((id) => s.sha(id)));
    expect(parsed.bundles.map((b) => b.kind)).toEqual(['low-risk', 'toolchain', 'risky-chain']);
    const second = await plan(
      '--repo',
      s.dir,
      '--upstream',
      'upstream',
      '--fork',
      'fork',
      '--json',
      '--trailer',
      'Reactor Cherry-pick Revision',
    );
    const strip = (t: string) => t.replace(/"generatedAt": "[^"]*"/, '');
    expect(strip(second.stdout)).toBe(strip(first.stdout));
    expect(second.stdout).not.toBe(''); // the comparison above compared real content
  });

  it('prints a table without --json, with the held commits and the riskiest commits', async () => {
    const res = await plan('--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--max-bundle-size', '1');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^#\s+bundle\s+kind\s+commits\s+score\s+conflicts\s+after\s+why$/m);
    expect(res.stdout).toMatch(/^1\s+[0-9a-f]{12}\s+low-risk\s+1\s/m);
    expect(res.stdout).toMatch(/risky-chain\s+1\s+\d+\s+lib\/sched\.cpp/);
    expect(res.stdout).toContain('riskiest commits:');
    expect(res.stdout).toContain(s.sha('u1').slice(0, 10));
  });

  it('reads a config file: risky globs with weights, toolchain globs, bundle size, trailers, ledger', async () => {
    const ledger = join(dir, 'ledger.yaml');
    await writeFile(ledger, `entries:\n  - commit: ${s.sha('u2')}\n    disposition: defer\n    reason: later\n`);
    const config = join(dir, 'plan.yaml');
    await writeFile(
      config,
      [
        'risky:',
        '  - glob: "*.txt"',
        '    weight: 40',
        '    reason: text files are fragile here',
        'toolchain: []',
        'maxBundleSize: 5',
        'trailers: [Reactor Cherry-pick Revision]',
        `ledger: ${ledger}`,
      ].join('\n'),
    );
    const res = await plan('--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--config', config, '--json');
    expect(res.code).toBe(0);
    const p = PlanSchema.parse(JSON.parse(res.stdout));
    expect(p.held.map((h) => [h.sha, h.kind])).toEqual([[s.sha('u2'), 'ledger-defer']]);
    const u3 = p.pending.find((c) => c.sha === s.sha('u3'))!;
    expect(u3.risk.reasons).toContain('text files are fragile here: cmake/llvm-hash.txt (+40)');
    // With no toolchain globs, the LLVM bump is just a risky commit.
    expect(p.bundles.map((b) => b.kind)).toEqual(['risky-chain', 'risky-chain']);
  });

  it('exits 0 with an empty plan when nothing is pending', async () => {
    const caught = await buildScenario({ steps: [up('a1', { 'x.txt': 'x\n' })] });
    await git(caught, 'merge', '-q', '--ff-only', 'upstream');
    const res = await plan('--repo', caught.dir, '--upstream', 'upstream', '--fork', 'fork', '--json');
    expect(res.code).toBe(0);
    const p = PlanSchema.parse(JSON.parse(res.stdout));
    expect([p.pending, p.bundles, p.held]).toEqual([[], [], []]);
    const table = await plan('--repo', caught.dir, '--upstream', 'upstream', '--fork', 'fork');
    expect(table.stdout).toMatch(/pending 0: 0 in 0 bundles, 0 held/);
  });

  const bad: Array<[string, () => Promise<string[]>, RegExp]> = [
    [
      'an unknown ref',
      async () => ['--upstream', 'nope/main', '--fork', 'fork'],
      /upstream: unknown revision 'nope\/main'/,
    ],
    [
      'an option-like ref',
      async () => ['--upstream', '--upload-pack=x', '--fork', 'fork'],
      /not a valid git revision|unknown revision/,
    ],
    [
      'a bad --limit',
      async () => ['--upstream', 'upstream', '--fork', 'fork', '--limit', '0'],
      /limit: expected a whole number/,
    ],
    [
      'a config with a bad weight and an unknown key',
      async () => {
        const path = join(dir, 'bad.yaml');
        await writeFile(path, 'risky:\n  - glob: "lib/**"\n    weight: high\nmaxBundelSize: 3\n');
        return ['--upstream', 'upstream', '--fork', 'fork', '--config', path];
      },
      /config .*bad\.yaml: risky\[0\]\.weight: expected a number of points from 1 to 100.*maxBundelSize/,
    ],
    [
      'a config with a broken glob',
      async () => {
        const path = join(dir, 'glob.yaml');
        await writeFile(path, 'toolchain: ["cmake/{llvm"]\n');
        return ['--upstream', 'upstream', '--fork', 'fork', '--config', path];
      },
      /toolchain\[0\]: unbalanced '\{'/,
    ],
    [
      'a missing config',
      async () => ['--upstream', 'upstream', '--fork', 'fork', '--config', '/nonexistent/plan.yaml'],
      /config \/nonexistent\/plan\.yaml: cannot read it/,
    ],
  ];
  it.each(bad)('rejects %s with one clear line', async (_name, args, message) => {
    const res = await plan('--repo', s.dir, ...(await args()));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('rejects unrelated histories', async () => {
    const other = await buildScenario({
      base: { 'other.txt': 'another project\n' },
      steps: [up('z1', { 'z.txt': 'z\n' })],
    });
    await git(s, 'fetch', '-q', other.dir, '+refs/heads/upstream:refs/heads/unrelated');
    const res = await plan('--repo', s.dir, '--upstream', 'unrelated', '--fork', 'fork');
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/no common history/);
  });
});
