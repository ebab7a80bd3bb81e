// Module hooks for register.mjs: `./x.js` imports from a .ts file resolve to `./x.ts`, and .ts files are transpiled
// (types stripped, no type check: `npm run typecheck` does that) with the result cached by content hash, so a child
// process starts in about half a second once the cache is warm.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const CACHE_DIR = join(tmpdir(), 'upstream-ingest-source-loader');
mkdirSync(CACHE_DIR, { recursive: true });
let typescript;

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && /^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) {
    const url = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = await readFile(file, 'utf8');
  const cached = join(CACHE_DIR, `${createHash('sha1').update(`${file}\0${source}`).digest('hex')}.mjs`);
  try {
    return { format: 'module', source: await readFile(cached, 'utf8'), shortCircuit: true };
  } catch {
    // not transpiled yet
  }
  typescript ??= (await import('typescript')).default;
  const output = typescript.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: typescript.ModuleKind.ESNext, target: typescript.ScriptTarget.ES2022 },
  }).outputText;
  const temp = `${cached}.${process.pid}.tmp`;
  await writeFile(temp, output);
  await rename(temp, cached);
  return { format: 'module', source: output, shortCircuit: true };
}
