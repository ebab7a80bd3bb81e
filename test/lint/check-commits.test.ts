import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

// Issue 27.6: the commit habits of CONTRIBUTING are checked in CI for every commit after the base.
const SCRIPT = resolve('scripts/check-commits.mjs');

async function repoWith(messages: string[]): Promise<{ dir: string; base: string }> {
  const dir = await makeTempDir('check-commits-');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  git('init', '-q', '-b', 'main');
  git('commit', '-q', '--allow-empty', '-m', 'Base, before the rule');
  const base = git('rev-parse', 'HEAD');
  for (const m of messages) git('commit', '-q', '--allow-empty', '-m', m);
  return { dir, base };
}

const run = (dir: string, base: string) =>
  spawnSync(process.execPath, [SCRIPT, '--base', base], { cwd: dir, encoding: 'utf8' });

afterAll(removeTempDirs);

describe('scripts/check-commits.mjs', () => {
  it('passes commits with a short subject and a body', async () => {
    const { dir, base } = await repoWith(['Refuse a shadowing branch name\n\nIt made lag measure the wrong ref.']);
    const r = run(dir, base);
    expect(r.stdout).toContain('1 commits since');
    expect(r.status).toBe(0);
  });

  it('names a long subject and a missing body, and fails', async () => {
    const long = 'x'.repeat(80);
    const { dir, base } = await repoWith([`${long}\n\nWhy.`, 'No body here']);
    const r = run(dir, base);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/subject is 80 characters \(under 72\)/);
    expect(r.stdout).toMatch(/has no body saying why: No body here/);
    expect(r.stdout).toContain('2 findings');
  });

  it('checks nothing, and says so, when the base is not in the clone', async () => {
    const { dir } = await repoWith([]);
    const r = run(dir, '0123456789abcdef0123456789abcdef01234567');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/not in this clone/);
  });

  it('rejects an unknown argument with exit 2', async () => {
    const { dir, base } = await repoWith([]);
    const r = spawnSync(process.execPath, [SCRIPT, '--bsae', base], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown argument --bsae/);
  });
});
