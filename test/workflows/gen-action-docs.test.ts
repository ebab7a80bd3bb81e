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

    expect(gen('--root', root, '--check')).toEqual({ code: 1, out: expect.stringContaining('actions/demo/README.md') });
    expect(gen('--root', root).code).toBe(0);
    const first = await readFile(readme, 'utf8');
    expect(first).toContain('| `tier` | yes |  | L1, L2 or L3. |');
    expect(first).toContain('| `token` | no | `${{ github.token }}` | Token (contents: write). |');
    expect(first).toContain('| `verdict` | pass or fail. |');
    expect(first).toContain('\nDoes one thing | well.\n');
    expect(first).toContain('    tier: …');
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
});
