import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findCycles, importGraph, unusedExports } from '../../scripts/import-graph.mjs';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';

// The cycle rule of `npm run lint` (scripts/import-graph.mjs cycles): `import-x/no-cycle` is not a dependency, so the
// check walks src/ with the TypeScript parser. It must fail a value-import cycle and let a type-only one pass. The same
// script fails an export of src/ that nothing (src/, test/, bench/) uses.
afterAll(removeTempDirs);

async function tree(files: Record<string, string>): Promise<string> {
  const root = await makeTempDir('ui-cycles-');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const check = (root: string) =>
  spawnSync(process.execPath, ['scripts/import-graph.mjs', 'cycles', root], { encoding: 'utf8' });

describe('lint fails an import cycle', () => {
  it('src/ has none', () => {
    expect(findCycles(importGraph('.'))).toEqual([]);
    expect(check('.').status).toBe(0);
  });

  it('a cycle of value imports across folders fails, naming each file on it', async () => {
    const root = await tree({
      'src/services/report/digest.ts': "import { history } from '../bench/history.js';\nexport const digest = 1;\n",
      'src/services/bench/history.ts': "import { digest } from '../report/digest.js';\nexport const history = 2;\n",
      'src/domain/leaf.ts': 'export const leaf = 3;\n',
    });
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'import cycle: src/services/bench/history.ts -> src/services/report/digest.ts -> src/services/bench/history.ts',
    );
  });

  it('a re-export and a dynamic import: the first closes a cycle, the second (lazy) does not', async () => {
    const reexport = await tree({
      'src/a.ts': "export { b } from './b.js';\nexport const a = 1;\n",
      'src/b.ts': "import { a } from './a.js';\nexport const b = a;\n",
    });
    expect(check(reexport).status).toBe(1);
    const lazy = await tree({
      'src/a.ts': "export const a = async () => (await import('./b.js')).b;\n",
      'src/b.ts': "import { a } from './a.js';\nexport const b = a;\n",
    });
    expect(check(lazy).status).toBe(0);
  });

  it('types-only imports both ways are no cycle (they vanish when compiled)', async () => {
    const root = await tree({
      'src/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'src/b.ts': "import { type A } from './a.js';\nexport interface B { a?: A }\nexport const b = 1;\n",
    });
    const run = check(root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('an export nothing uses fails; one used by a test, a re-export or a lazy import passes', async () => {
    const root = await tree({
      'src/a.ts': [
        'export const forProduct = 1;',
        'export const forTest = 2;',
        'export const forLazy = 3;',
        'export const forNothing = 4;',
        'export const forItself = 5;',
        'export const alsoItself = forItself + 1;',
        '',
      ].join('\n'),
      'src/b.ts':
        "export { forProduct } from './a.js';\nexport const lazy = async () => (await import('./a.js')).forLazy;\n",
      'src/c.ts':
        "import { forProduct } from './b.js';\nimport { lazy } from './b.js';\nexport const c = [forProduct, lazy];\n",
      'test/a.test.ts':
        "import { forTest } from '../src/a.js';\nimport { c } from '../src/c.js';\nexport const t = [forTest, c];\n",
    });
    expect(unusedExports(root)).toEqual(['src/a.ts: alsoItself', 'src/a.ts: forNothing']);
    const run = spawnSync(process.execPath, ['scripts/import-graph.mjs', 'unused', root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('unused export: src/a.ts: forNothing');
  });

  it(
    'src/ exports nothing that nothing uses',
    () => {
      expect(unusedExports('.')).toEqual([]);
    },
    scaled(120_000),
  );
});
