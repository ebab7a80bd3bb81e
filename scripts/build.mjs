// Bundles the CLI and every action entry with ncc into dist/<name>/index.js (committed: actions run from it).
// Usage: node scripts/build.mjs [name...]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const actions = readdirSync('src/actions', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join('src/actions', d.name, 'index.ts')))
  .map((d) => ({ name: d.name, entry: join('src/actions', d.name, 'index.ts') }));
const entries = [{ name: 'cli', entry: 'src/cli/index.ts' }, ...actions];
const wanted = process.argv.slice(2);
const todo = entries.filter((e) => wanted.length === 0 || wanted.includes(e.name));

function build({ name, entry }) {
  const out = join('dist', name);
  rmSync(out, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/@vercel/ncc/dist/ncc/cli.js',
        'build',
        entry,
        '-o',
        out,
        '--target',
        'es2022',
        '--license',
        'licenses.txt',
        '-q',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ncc failed for ${name} (exit ${code})`));
      if (name === 'cli') withLauncher(out);
      resolve();
    });
  });
}

// The CLI's bin is a small launcher in front of the bundle (main.js): it turns on Node's compile cache (Node 22.1+)
// for runs on a person's machine, where every command then starts without compiling the bundle again. Never in CI: a
// cache that a job running fork code could write must not feed code to a later job's CLI.
const LAUNCHER = `#!/usr/bin/env node
// Written by scripts/build.mjs: Node's compile cache for local runs (not in CI), then the bundle.
import module from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

if (!process.env.CI && !process.env.GITHUB_ACTIONS && typeof module.enableCompileCache === 'function') {
  try {
    const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
    module.enableCompileCache(process.env.NODE_COMPILE_CACHE || join(cache, 'upstream-ingest', 'node-compile-cache'));
  } catch {
    // no cache: the CLI runs the same, it only starts slower
  }
}
await import('./main.js');
`;

function withLauncher(out) {
  renameSync(join(out, 'index.js'), join(out, 'main.js'));
  writeFileSync(join(out, 'index.js'), LAUNCHER, { mode: 0o755 });
}

// Two at a time: CI has two cores.
const queue = [...todo];
const workers = Array.from({ length: 2 }, async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    await build(next);
    process.stdout.write(`built dist/${next.name}/index.js\n`);
  }
});
await Promise.all(workers);
