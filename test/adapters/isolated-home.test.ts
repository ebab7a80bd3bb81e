/**
 * A call to another repository runs git with a fresh, empty HOME (isolatedConfigEnv). A process that exits while such
 * a call is in flight (an error elsewhere, `process.exit`) must not leave that folder in the temp folder: it used to,
 * one per interrupted call.
 */
import { spawn } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('the isolated git HOME of a call to another repository', () => {
  it('is removed when the process exits with the call in flight', async () => {
    const repo = await makeTempDir('ui-home-repo-');
    await createGitRunner(repo).run(['init', '-q', '-b', 'main']);
    const tmp = await makeTempDir('ui-home-tmp-');
    const script = join(tmp, 'exit-mid-call.ts');
    await writeFile(
      script,
      `import { createGitRunner } from ${JSON.stringify(resolve('src/adapters/git/run/git-runner.ts'))};\n` +
        `import { readdirSync } from 'node:fs';\n` +
        `import { tmpdir } from 'node:os';\n` +
        `void createGitRunner(${JSON.stringify(repo)}).run(['ls-remote', ${JSON.stringify(repo)}]);\n` +
        // The HOME exists while the call runs: the process exits before git has answered.
        `process.stdout.write(String(readdirSync(tmpdir()).filter((n) => n.startsWith('upstream-ingest-git-home-')).length));\n` +
        `process.exit(0);\n`,
    );
    const child = spawn(process.execPath, ['--import', resolve('test/helpers/source-loader/register.mjs'), script], {
      env: { ...process.env, TMPDIR: tmp, NODE_OPTIONS: '', UPSTREAM_INGEST_GIT_LAUNCHER: 'never' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect({ code, err, during: out }).toEqual({ code: 0, err: '', during: '1' });
    expect((await readdir(tmp)).filter((n) => n.startsWith('upstream-ingest-git-home-'))).toEqual([]);
  });
});
