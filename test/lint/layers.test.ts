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
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
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
