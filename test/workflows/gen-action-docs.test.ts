import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

function gen(...args: string[]): { code: number; out: string } {
  const r = spawnSync(process.execPath, ['scripts/gen-action-docs.mjs', ...args], { encoding: 'utf8' });
  return { code: r.status ?? 1, out: r.stdout + r.stderr };
}

const ACTION = `name: 'upstream-ingest: demo'
description: >-
  Does one thing | well.
inputs:
  repo:
    description: 'The clone.'
    required: false
    default: .
  token:
    description: 'Token (contents: write).'
    required: false
    default: \${{ github.token }}
  tier:
    description: 'L1, L2 or L3.'
    required: true
outputs:
  verdict:
    description: 'pass or fail.'
runs:
  using: node24
  main: ../../dist/demo/index.js
`;

const DOCS = `permissions:
  - scope: issues
    access: write
    why: file one issue per failure
example: |
  demo:
    runs-on: ubuntu-latest
    steps:
      - uses: upstream-ingest/upstream-ingest/actions/demo@<commit of v{version}> # v{version}
        with:
          tier: L1
`;

const COMPARE_DOCS = `permissions:
  - scope: contents
    access: read
    why: read the files
example: |
  bench:
    runs-on: ubuntu-latest
    steps:
      - uses: upstream-ingest/upstream-ingest/actions/compare-bench@<commit of v{version}> # v{version}
        with:
          candidate: out.json
`;

describe('per-action README generation', () => {
  it("the repository's action READMEs are in sync with their action.yml", () => {
    const { code, out } = gen('--check');
    expect(out).toBe('');
    expect(code).toBe(0);
  });

  it('generates the tables, detects staleness, and keeps hand-written text outside the markers', async () => {
    const root = await makeTempDir('ui-docs-');
    await mkdir(join(root, 'actions', 'demo'), { recursive: true });
    const actionFile = join(root, 'actions', 'demo', 'action.yml');
    const readme = join(root, 'actions', 'demo', 'README.md');
    await writeFile(actionFile, ACTION);
    await writeFile(join(root, 'actions', 'demo', 'readme.yml'), DOCS);
    await writeFile(join(root, 'package.json'), '{ "version": "2.3.4" }\n');

    expect(gen('--root', root, '--check')).toEqual({ code: 1, out: expect.stringContaining('actions/demo/README.md') });
    expect(gen('--root', root).code).toBe(0);
    const first = await readFile(readme, 'utf8');
    expect(first).toContain('| `tier` | yes |  | L1, L2 or L3. |');
    expect(first).toContain('| `token` | no | `${{ github.token }}` | Token (contents: write). |');
    expect(first).toContain('| `verdict` | pass or fail. |');
    expect(first).toContain('\nDoes one thing | well.\n');
    // The example, the release filled in from package.json, and the permissions table.
    expect(first).toContain('      - uses: upstream-ingest/upstream-ingest/actions/demo@<commit of v2.3.4> # v2.3.4\n');
    expect(first).toContain('          tier: L1\n');
    expect(first).toContain('| `issues: write` | file one issue per failure |');
    expect(gen('--root', root, '--check').code).toBe(0);

    await writeFile(readme, `${first}\n## Notes\n\nWritten by hand.\n`);
    await writeFile(actionFile, ACTION.replace("'pass or fail.'", "'pass, fail or infra-fail.'"));
    expect(gen('--root', root, '--check').code).toBe(1);
    expect(gen('--root', root).code).toBe(0);
    const second = await readFile(readme, 'utf8');
    expect(second).toContain('| `verdict` | pass, fail or infra-fail. |');
    expect(second).toContain('## Notes\n\nWritten by hand.\n');
    expect(second.match(/BEGIN GENERATED/g)).toHaveLength(1);
  });

  it('fails an example that drifted from the inputs, and one with no example or permissions', async () => {
    const root = await makeTempDir('ui-docs-');
    await mkdir(join(root, 'actions', 'demo'), { recursive: true });
    await writeFile(join(root, 'actions', 'demo', 'action.yml'), ACTION);
    const docsFile = join(root, 'actions', 'demo', 'readme.yml');
    await writeFile(docsFile, DOCS.replace('tier: L1', 'tiers: L1'));
    const drifted = gen('--root', root);
    expect(drifted.code).toBe(1);
    expect(drifted.out).toContain("the example sets 'tiers', which is not an input");
    expect(drifted.out).toContain("the example lacks the required input 'tier'");
    await writeFile(docsFile, 'permissions: []\n');
    const empty = gen('--root', root, '--check');
    expect(empty.out).toContain('actions/demo/readme.yml: no example');
  });

  it("an input's format list must be the code's registry: a format added in the code fails until it is listed", async () => {
    const root = await makeTempDir('ui-docs-');
    const dir = join(root, 'actions', 'compare-bench');
    await mkdir(dir, { recursive: true });
    await mkdir(join(root, 'src', 'domain', 'bench'), { recursive: true });
    const registry = join(root, 'src', 'domain', 'bench', 'types.ts');
    await writeFile(registry, "export const BENCH_FORMATS = [\n  'gbench',\n  'pytest',\n] as const;\n");
    const action = (formats: string, count: number) =>
      `name: x\ndescription: Reads ${count} result formats.\ninputs:\n  candidate:\n    description: files\n    required: true\n  format:\n    description: ${formats}.\n    default: auto\nruns:\n  using: node24\n  main: x.js\n`;
    await writeFile(join(dir, 'action.yml'), action('auto, gbench or pytest', 2));
    await writeFile(join(dir, 'readme.yml'), COMPARE_DOCS);
    expect(gen('--root', root).code).toBe(0);
    await writeFile(registry, "export const BENCH_FORMATS = [\n  'gbench',\n  'pytest',\n  'jmh',\n] as const;\n");
    const stale = gen('--root', root, '--check');
    expect(stale.code).toBe(1);
    expect(stale.out).toContain(
      "input 'format' must list what BENCH_FORMATS (src/domain/bench/types.ts) holds: auto, gbench, pytest or jmh",
    );
    expect(stale.out).toContain('the description says 2 result formats; BENCH_FORMATS has 3');
    await writeFile(join(dir, 'action.yml'), action('auto, gbench, pytest or jmh', 3));
    expect(gen('--root', root).code).toBe(0);
  });
});
