/**
 * The CLI's bin (dist/cli/index.js, written by scripts/build.mjs) is a launcher in front of the bundle: on a person's
 * machine it turns on Node's compile cache (Node 22.1+) in the user's cache folder; in CI it never does, so that a
 * job running fork code cannot leave compiled code for a later job's CLI. Runs the committed bundle (CI checks that
 * dist/ is fresh).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const CLI = join(process.cwd(), 'dist', 'cli', 'index.js');
const version = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
// This Node runs the child too: whether it can keep a compile cache at all.
const nodeHasCache =
  typeof (createRequire(import.meta.url)('node:module') as { enableCompileCache?: unknown }).enableCompileCache ===
  'function';

async function runCli(extra: Record<string, string>): Promise<{ out: string; cacheFiles: string[] }> {
  const home = await makeTempDir('ui-launcher-');
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: home, ...extra };
  for (const key of ['CI', 'GITHUB_ACTIONS', 'NODE_COMPILE_CACHE', 'NODE_DISABLE_COMPILE_CACHE'])
    if (!(key in extra)) delete env[key];
  const r = spawnSync(process.execPath, [CLI, '--version'], { env, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const dir = join(home, 'upstream-ingest', 'node-compile-cache');
  return { out: r.stdout.trim(), cacheFiles: existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [] };
}

describe('CLI launcher', () => {
  it('runs the bundle, keeping a compile cache in the user cache folder where Node can', async () => {
    const { out, cacheFiles } = await runCli({});
    expect(out).toBe(version);
    if (nodeHasCache) expect(cacheFiles.length).toBeGreaterThan(0);
    else expect(cacheFiles).toEqual([]);
  });

  it.each([['CI'], ['GITHUB_ACTIONS']])('keeps no compile cache when %s is set', async (key) => {
    const { out, cacheFiles } = await runCli({ [key]: 'true' });
    expect(out).toBe(version);
    expect(cacheFiles).toEqual([]);
  });
});
