/** The pure parts of issue 13's apply checks: the repo-config watch list, the trunk names, the publish re-checks. */
import { chainProblems, pickedProblems } from '../../src/domain/apply/publish-checks.js';
import { changedGitPaths, isWatchedGitPath, repoConfigGuard } from '../../src/domain/apply/repo-config.js';
import { branchNamesOf, trunkBranchProblem } from '../../src/domain/apply/trunk-branch.js';
import type { ApplyResult } from '../../src/schemas/apply-result.js';

const sha = (c: string) => c.repeat(40);

describe('repo-config: what under .git/ is configuration', () => {
  it('watches hooks, config, info/ and worktree/submodule configs; not objects, refs, the index or pick state', () => {
    const watched = [
      'config',
      'hooks/pre-push',
      'info/attributes',
      'info/exclude',
      'modules/m/config',
      'worktrees/w/config.worktree',
    ];
    const ignored = [
      'objects/ab/cd',
      'refs/heads/x',
      'logs/HEAD',
      'index',
      'index.lock',
      'CHERRY_PICK_HEAD',
      'rr-cache/x/preimage',
      'modules/m/objects/x',
      'sequencer/todo',
      'upstream-ingest-apply.lock',
    ];
    expect(watched.filter((p) => !isWatchedGitPath(p))).toEqual([]);
    expect(ignored.filter((p) => isWatchedGitPath(p))).toEqual([]);
  });

  it('names added, changed and removed files, and fails the guard for them', () => {
    const before = new Map([
      ['config', 'a'],
      ['hooks/pre-commit.sample', 'b'],
      ['index', 'x'],
    ]);
    const after = new Map([
      ['config', 'a2'],
      ['hooks/post-checkout', 'c'],
      ['index', 'y'],
    ]);
    const changed = changedGitPaths(before, after);
    expect(changed).toEqual(['config', 'hooks/post-checkout', 'hooks/pre-commit.sample']);
    expect(repoConfigGuard('the agent', changed)).toMatchObject({ name: 'repo-config', ok: false });
    expect(repoConfigGuard('the agent', [])).toMatchObject({ ok: true, details: [] });
  });
});

describe('trunk names for the apply branch', () => {
  it('sees the branch behind remote-tracking refs', () => {
    expect(branchNamesOf('origin/main', ['origin'])).toEqual(['origin/main', 'main']);
    expect(branchNamesOf('refs/remotes/fork/dev', ['fork'])).toEqual(['refs/remotes/fork/dev', 'dev']);
    expect(branchNamesOf('refs/heads/main', [])).toEqual(['main']);
  });

  it('refuses the base branch, HEAD, the remote default and the PR base; accepts a bundle branch', () => {
    const facts = { base: 'origin/main', remotes: ['origin'], remoteDefault: 'trunk', prBase: 'release' };
    expect(trunkBranchProblem({ ...facts, branch: 'main' })).toMatch(/base's branch/);
    expect(trunkBranchProblem({ ...facts, branch: 'HEAD' })).toMatch(/symbolic/);
    expect(trunkBranchProblem({ ...facts, branch: 'FETCH_HEAD' })).toMatch(/symbolic/);
    expect(trunkBranchProblem({ ...facts, branch: 'trunk' })).toMatch(/default branch/);
    expect(trunkBranchProblem({ ...facts, branch: 'release' })).toMatch(/pull request's base/);
    expect(trunkBranchProblem({ ...facts, branch: 'upstream-ingest/b1' })).toBeUndefined();
  });
});

describe('publish re-checks', () => {
  const style = { kind: 'x' as const };
  const line = (u: string) => `(cherry picked from commit ${u})`;
  const result = (head: string, landed: Array<[string, string]>) =>
    ({
      base: { ref: 'origin/main', sha: sha('0') },
      head,
      commits: landed.map(([u, f]) => ({ sha: u, status: 'clean', forkSha: f })),
    }) as unknown as ApplyResult;

  it('accepts the recorded chain and names each kind of mismatch', () => {
    const chain = [
      { sha: sha('1'), parent: sha('0'), tree: sha('a'), upstream: sha('d'), provenance: line(sha('d')) },
      { sha: sha('2'), parent: sha('1'), tree: sha('b'), upstream: sha('e'), provenance: line(sha('e')) },
    ];
    const commits = [
      { sha: sha('1'), parents: [sha('0')], tree: sha('a'), message: `one\n\n${line(sha('d'))}\n` },
      { sha: sha('2'), parents: [sha('1')], tree: sha('b'), message: `two\n\n${line(sha('e'))}\n` },
    ];
    const r = result(sha('2'), [
      [sha('d'), sha('1')],
      [sha('e'), sha('2')],
    ]);
    expect(chainProblems(r, chain, commits, style)).toEqual([]);
    const bad = [commits[0]!, { ...commits[1]!, tree: sha('c'), parents: [sha('1'), sha('9')], message: 'two\n' }];
    const problems = chainProblems(r, chain, bad, style).join('\n');
    expect(problems).toMatch(/does not descend in one line/);
    expect(problems).toMatch(/tree is not the recorded one/);
    expect(problems).toMatch(/provenance line/);
    expect(chainProblems(r, chain, commits.slice(0, 1), style).join('\n')).toMatch(/holds 1 commit/);
  });

  it('re-derives markers, scope and .github/ from the texts', () => {
    const texts = new Map([
      ['src/a.c', { ours: 'x\n', resolved: '<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> u\n', before: 'x\n', after: 'y\n' }],
    ]);
    const files = {
      changed: ['src/a.c', 'README.md', '.github/workflows/ci.yml'],
      upstream: ['src/a.c'],
      conflicted: ['src/a.c'],
      texts,
    };
    const problems = pickedProblems('commit 1', files, []).join('\n');
    expect(problems).toMatch(/src\/a.c has conflict markers/);
    expect(problems).toMatch(/README.md is changed but the upstream commit does not change it/);
    expect(problems).toMatch(/\.github\/workflows\/ci.yml is under \.github\//);
    expect(pickedProblems('commit 1', { ...files, changed: ['README.md'], texts: new Map() }, ['*.md'])).toEqual([]);
  });
});
