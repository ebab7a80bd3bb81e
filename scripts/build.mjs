// Bundles the CLI and every action entry with ncc into dist/<name>/index.js (committed: actions run from it).
// Usage: node scripts/build.mjs [name...]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
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
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ncc failed for ${name} (exit ${code})`))));
  });
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
