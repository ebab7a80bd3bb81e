import { ESLint } from 'eslint';

// Each rule of the layer table (CONTRIBUTING.md) must fail on a file that breaks it, and pass its clean counterpart.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: Array<{ file: string; bad: string; good: string; says: RegExp }> = [
  {
    file: 'src/domain/plan/layer-probe.ts',
    bad: "import { runPlan } from '../../services/plan.js';\nexport const x = runPlan;\n",
    good: "import { PlanSchema } from '../../schemas/plan.js';\nexport const x = PlanSchema;\n",
    says: /domain imports only domain, schemas and shared/,
  },
  {
    file: 'src/domain/plan/layer-probe.ts',
    bad: "import { createGitRunner } from '../../adapters/git/git-runner.js';\nexport const x = createGitRunner;\n",
    good: "import { ConfigurationError } from '../../shared/errors.js';\nexport const x = ConfigurationError;\n",
    says: /domain imports only/,
  },
  {
    file: 'src/adapters/git/layer-probe.ts',
    bad: "import { runPlan } from '../../services/plan.js';\nexport const x = runPlan;\n",
    good: "import { PlanSchema } from '../../schemas/plan.js';\nexport const x = PlanSchema;\n",
    says: /adapters never import services/,
  },
  {
    file: 'src/adapters/github/layer-probe.ts',
    bad: "import { main } from '../../cli/main.js';\nexport const x = main;\n",
    good: "import { createGitRunner } from '../git/git-runner.js';\nexport const x = createGitRunner;\n",
    says: /adapters never import/,
  },
  {
    file: 'src/services/layer-probe.ts',
    bad: "import { run } from '../actions/plan-bundles/run.js';\nexport const x = run;\n",
    good: "import { createGitRunner } from '../adapters/git/git-runner.js';\nexport const x = createGitRunner;\n",
    says: /services never import the faces/,
  },
  {
    // The file adapters' folder (src/adapters/files) is held to the same rule as git and github.
    file: 'src/adapters/files/layer-probe.ts',
    bad: "import { runCompareBench } from '../../services/compare-bench.js';\nexport const x = runCompareBench;\n",
    good: "import { parseOrThrow } from '../../shared/zod-errors.js';\nexport const x = parseOrThrow;\n",
    says: /adapters never import services/,
  },
  {
    file: 'src/services/apply/layer-probe.ts',
    bad: "import { main } from '../../cli/main.js';\nexport const x = main;\n",
    good: "import { short } from '../../shared/short-sha.js';\nexport const x = short;\n",
    says: /services never import the faces/,
  },
  {
    file: 'src/services/report/layer-probe.ts',
    bad: "import { runDemo } from '../../demo/run-demo.js';\nexport const x = runDemo;\n",
    good: "import { runPlan } from '../plan/plan.js';\nexport const x = runPlan;\n",
    says: /services never import the demo/,
  },
  {
    file: 'src/domain/plan/layer-probe.ts',
    bad: "import { cpus } from 'node:os';\nexport const x = cpus;\n",
    good: "import { join } from 'node:path';\nexport const x = join;\n",
    says: /domain code does not read the machine/,
  },
  {
    file: 'src/schemas/layer-probe.ts',
    bad: "import { neutralize } from '../domain/neutralize.js';\nexport const x = neutralize;\n",
    good: "import { ConfigurationError } from '../shared/errors.js';\nexport const x = ConfigurationError;\n",
    says: /schemas and shared are the bottom layer/,
  },
];

describe('lint keeps the layers', () => {
  it.each(cases)('$file: an upward import fails, a downward one passes', async ({ file, bad, good, says }) => {
    const errors = await layerErrors(file, bad);
    expect(errors.length).toBe(1);
    expect(errors[0]).toMatch(says);
    expect(await layerErrors(file, good)).toEqual([]);
  });

  it('git runs only behind the git adapter', async () => {
    const restricted = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: file });
      return (result?.messages ?? [])
        .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'local/no-git-run')
        .map((m) => m.message);
    };
    const raw =
      "export async function f(git: { run(a: string[]): Promise<unknown> }) {\n  await git.run(['reset', '--hard']);\n}\n";
    const viaDeps =
      "export async function f(deps: { git: { run(a: string[]): Promise<unknown> } }) {\n  await deps.git.run(['status']);\n}\n";
    expect(await restricted('src/services/layer-probe.ts', raw)).toEqual([expect.stringMatching(/src\/adapters\/git/)]);
    expect(await restricted('src/actions/plan-bundles/layer-probe.ts', viaDeps)).toHaveLength(1);
    expect(
      await restricted(
        'src/cli/commands/layer-probe.ts',
        "import { spawnGit } from '../../adapters/git/git-runner.js';\nexport const x = spawnGit;\n",
      ),
    ).toHaveLength(1);
    // A git process started by another road than the git runner.
    const spawned =
      "import { spawn } from 'node:child_process';\nexport const f = () => spawn('git', ['push', '--force']);\n";
    expect(await restricted('src/services/layer-probe.ts', spawned)).toEqual([
      expect.stringMatching(/only in src\/adapters\/git/),
    ]);
    expect(await restricted('src/adapters/git/layer-probe.ts', spawned)).toEqual([]);
    expect(await restricted('src/adapters/git/layer-probe.ts', raw)).toEqual([]);
    // A named adapter function is what the other layers call.
    expect(
      await restricted(
        'src/services/layer-probe.ts',
        "import { isAncestor } from '../adapters/git/ancestry.js';\nexport const x = isAncestor;\n",
      ),
    ).toEqual([]);
  });

  it('git runs only behind the git adapter, however the runner is reached', async () => {
    const gitRun = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: file });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'local/no-git-run').length;
    };
    const header = "import type { GitRunner } from '../adapters/git/run/git-runner.js';\n";
    const roads = {
      aliased: 'export async function f(git: GitRunner, args: string[]) {\n  const g = git;\n  await g.run(args);\n}\n',
      injected: 'export async function f(deps: { git: GitRunner }, args: string[]) {\n  await deps.git.run(args);\n}\n',
      destructured:
        'export async function f(deps: { git: GitRunner }, args: string[]) {\n  const { git: r } = deps;\n  await r.run(args);\n}\n',
      typed: 'export async function f(runner: GitRunner, args: string[]) {\n  await runner.run(args);\n}\n',
      typedOptional:
        'export async function f(runner: GitRunner | undefined, a: string[]) {\n  await runner?.run(a);\n}\n',
      literalArgs:
        "export async function f(runner: { run(a: string[]): Promise<void> }) {\n  await runner.run(['gc']);\n}\n",
      thisField:
        'export class C {\n  constructor(private readonly git: GitRunner) {}\n  go(a: string[]) {\n    return this.git.run(a);\n  }\n}\n',
    };
    for (const [road, code] of Object.entries(roads)) {
      expect({ road, errors: await gitRun('src/services/layer-probe.ts', header + code) }).toEqual({ road, errors: 1 });
      // The same code inside the adapter, and in the demo's one git helper, is where git belongs.
      expect({ road, errors: await gitRun('src/adapters/git/layer-probe.ts', header + code) }).toEqual({
        road,
        errors: 0,
      });
      expect({ road, errors: await gitRun('src/demo/demo-git.ts', header + code) }).toEqual({ road, errors: 0 });
    }
    // The rest of the demo is held to the rule like any face.
    expect(await gitRun('src/demo/layer-probe.ts', header + roads.typed)).toBe(1);
    // A runner of something else, called with a list it was given, is not git.
    const other =
      'export async function f(tasks: { run(a: string[]): Promise<void> }, a: string[]) {\n  await tasks.run(a);\n}\n';
    expect(await gitRun('src/services/layer-probe.ts', other)).toBe(0);
  });

  it('domain code does not read the environment', async () => {
    const envErrors = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'src/domain/layer-probe.ts' });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').length;
    };
    expect(await envErrors('export const home = process.env.HOME;\n')).toBe(1);
    expect(await envErrors("export const home = process.env['HOME'];\n")).toBe(1);
    expect(await envErrors('const { env } = process;\nexport const home = env.HOME;\n')).toBe(1);
    expect(await envErrors('export const f = (env: Record<string, string>) => env.HOME;\n')).toBe(0);
    expect(
      await layerErrors('src/domain/layer-probe.ts', "import { env } from 'node:process';\nexport const x = env;\n"),
    ).toEqual([expect.stringMatching(/does not read the machine/)]);
  });

  it('domain code still may not do I/O', async () => {
    const errors = await layerErrors(
      'src/domain/layer-probe.ts',
      "import { readFile } from 'node:fs/promises';\nexport const x = readFile;\n",
    );
    expect(errors.join()).toMatch(/domain code does no I\/O/);
  });

  it('domain code may not reach the file system under its unprefixed name either', async () => {
    const errors = await layerErrors(
      'src/domain/layer-probe.ts',
      "import { writeFile } from 'fs/promises';\nexport const x = writeFile;\n",
    );
    expect(errors.join()).toMatch(/domain code does no I\/O/);
    expect(
      await layerErrors('src/domain/layer-probe.ts', "import { join } from 'node:path';\nexport const x = join;\n"),
    ).toEqual([]);
  });
});
