import { Command } from 'commander';
import { join } from 'node:path';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { registerGreenRefCommand } from '../../src/cli/commands/green-ref.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { decideGreenMove } from '../../src/domain/green-ref/decide.js';
import { DEFAULT_REQUIRED_TIERS, requiredTiersPassed } from '../../src/domain/green-ref/required-tiers.js';
import { advanceGreenRef, DEFAULT_GREEN_REF, readGreenRef } from '../../src/services/loop/green-ref.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const REF = DEFAULT_GREEN_REF;

/** A clone with a linear trunk of `count` commits and a bare "GitHub" remote it pushes to. */
async function trunkWithRemote(count: number): Promise<{ git: GitRunner; remote: GitRunner; shas: string[] }> {
  const root = await makeTempDir('ui-green-');
  const remote = createGitRunner(join(root, 'remote.git'));
  await createGitRunner(root).run(['init', '-q', '--bare', join(root, 'remote.git')]);
  const git = createGitRunner(join(root, 'clone'));
  await createGitRunner(root).run(['init', '-q', '-b', 'main', join(root, 'clone')]);
  const shas: string[] = [];
  for (let i = 1; i <= count; i++) {
    await git.run(['commit', '-q', '--allow-empty', '-m', `trunk ${i}`]);
    shas.push((await git.run(['rev-parse', 'HEAD'])).stdout.trim());
  }
  await git.run(['remote', 'add', 'origin', join(root, 'remote.git')]);
  await git.run(['push', '-q', 'origin', 'main']);
  return { git, remote, shas };
}

async function remoteRef(remote: GitRunner): Promise<string | undefined> {
  const r = await remote.run(['rev-parse', '--verify', '--quiet', REF], { okExitCodes: [1] });
  return r.stdout.trim() || undefined;
}

describe('decideGreenMove', () => {
  const base = { candidate: 'b', currentBeforeCandidate: false, candidateBeforeCurrent: false };
  it('only ever moves forward along history', () => {
    expect(decideGreenMove({ ...base, current: undefined }).action).toBe('create');
    expect(decideGreenMove({ ...base, current: 'b' }).action).toBe('unchanged');
    expect(decideGreenMove({ ...base, current: 'a', currentBeforeCandidate: true }).action).toBe('advance');
    expect(decideGreenMove({ ...base, current: 'c', candidateBeforeCurrent: true }).action).toBe('keep-newer');
    expect(decideGreenMove({ ...base, current: 'x' }).action).toBe('keep-diverged');
    expect(decideGreenMove({ ...base, current: 'x', currentOnTrunk: false, candidateOnTrunk: true }).action).toBe(
      'reset',
    );
    expect(decideGreenMove({ ...base, current: 'x', currentOnTrunk: true, candidateOnTrunk: true }).action).toBe(
      'keep-diverged',
    );
  });
});

describe('green ref on a remote', () => {
  it('is created, advanced, and never pulled back by a late, older pass', async () => {
    const { git, remote, shas } = await trunkWithRemote(3);
    const logger = new RecordingLogger();
    const settings = { ref: REF, remote: 'origin' };
    expect(await readGreenRef(settings, { git, logger })).toBeNull();

    const created = await advanceGreenRef({ ...settings, candidate: shas[1]! }, { git, logger });
    expect(created).toMatchObject({ action: 'create', previous: null, green: shas[1] });
    expect(await remoteRef(remote)).toBe(shas[1]);

    const advanced = await advanceGreenRef({ ...settings, candidate: shas[2]! }, { git, logger });
    expect(advanced).toMatchObject({ action: 'advance', previous: shas[1], green: shas[2] });

    const late = await advanceGreenRef({ ...settings, candidate: shas[0]! }, { git, logger });
    expect(late).toMatchObject({ action: 'keep-newer', green: shas[2] });
    expect(await remoteRef(remote)).toBe(shas[2]);

    expect((await advanceGreenRef({ ...settings, candidate: 'main' }, { git, logger })).action).toBe('unchanged');
    expect(await readGreenRef(settings, { git, logger })).toBe(shas[2]);
  });

  it('loses a race cleanly: re-reads the ref another run moved and decides again', async () => {
    const { git, remote, shas } = await trunkWithRemote(4);
    const logger = new RecordingLogger();
    await advanceGreenRef({ ref: REF, remote: 'origin', candidate: shas[0]! }, { git, logger });
    // Another run moves the ref to a newer commit between this run's read and its push.
    let raced = false;
    const racing: GitRunner = {
      cwd: git.cwd,
      async run(args, options) {
        if (!raced && args[0] === 'push') {
          raced = true;
          await remote.run(['update-ref', REF, shas[3]!]);
        }
        return git.run(args, options);
      },
    };
    const result = await advanceGreenRef({ ref: REF, remote: 'origin', candidate: shas[2]! }, { git: racing, logger });
    expect(raced).toBe(true);
    expect(result).toMatchObject({ action: 'keep-newer', green: shas[3], attempts: 2 });
    expect(await remoteRef(remote)).toBe(shas[3]);
    expect(logger.lines.map((l) => l.message).join('\n')).toMatch(/moved while writing/);
  });

  it('replaces a green commit that trunk no longer contains only when told the trunk', async () => {
    const { git, remote, shas } = await trunkWithRemote(2);
    const logger = new RecordingLogger();
    await advanceGreenRef({ ref: REF, remote: 'origin', candidate: shas[1]! }, { git, logger });
    // Trunk is rewritten: the second commit is replaced by another one.
    await git.run(['reset', '-q', '--hard', shas[0]!]);
    await git.run(['commit', '-q', '--allow-empty', '-m', 'rewritten']);
    const rewritten = (await git.run(['rev-parse', 'HEAD'])).stdout.trim();

    const kept = await advanceGreenRef({ ref: REF, remote: 'origin', candidate: rewritten }, { git, logger });
    expect(kept.action).toBe('keep-diverged');
    expect(await remoteRef(remote)).toBe(shas[1]);
    expect(logger.lines.some((l) => l.level === 'warning' && /diverged/.test(l.message))).toBe(true);

    const reset = await advanceGreenRef(
      { ref: REF, remote: 'origin', candidate: rewritten, trunk: 'main' },
      { git, logger },
    );
    expect(reset).toMatchObject({ action: 'reset', previous: shas[1], green: rewritten });
    expect(await remoteRef(remote)).toBe(rewritten);
  });

  it('refuses ref names that are not full refs', async () => {
    const { git, shas } = await trunkWithRemote(1);
    const logger = new RecordingLogger();
    await expect(advanceGreenRef({ ref: 'green', candidate: shas[0]! }, { git, logger })).rejects.toThrow(
      /full ref name/,
    );
    await expect(advanceGreenRef({ ref: '--upload-pack=x', candidate: shas[0]! }, { git, logger })).rejects.toThrow(
      /not a valid git revision/,
    );
  });
});

describe('green-ref command', () => {
  async function cli(...argv: string[]): Promise<{ out: string; code: number }> {
    let out = '';
    const ctx: CliContext = { stdout: (t) => (out += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
    const program = new Command().exitOverride();
    registerGreenRefCommand(program, ctx);
    await program.parseAsync(['green-ref', ...argv], { from: 'user' });
    return { out, code: ctx.exitCode };
  }

  it('moves a local ref and prints it', async () => {
    const { git, shas } = await trunkWithRemote(2);
    expect((await cli('--repo', git.cwd)).out).toBe('\n');
    expect((await cli('--repo', git.cwd, '--advance', shas[0]!)).out).toBe(`create ${shas[0]}\n`);
    const moved = JSON.parse((await cli('--repo', git.cwd, '--advance', 'HEAD', '--json')).out);
    expect(moved).toMatchObject({ action: 'advance', previous: shas[0], green: shas[1] });
    expect((await cli('--repo', git.cwd)).out).toBe(`${shas[1]}\n`);
  });
});

describe('green ref = every required tier passed (never a partial set)', () => {
  let server: GitHubTestServer;
  beforeAll(async () => {
    server = await startGitHubServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function cliWithApi(full: string, ...argv: string[]): Promise<string> {
    const saved = { ...process.env };
    Object.assign(process.env, server.env(), { GITHUB_TOKEN: server.token, GITHUB_REPOSITORY: full });
    try {
      let out = '';
      const ctx: CliContext = { stdout: (t) => (out += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
      const program = new Command().exitOverride();
      registerGreenRefCommand(program, ctx);
      await program.parseAsync(['green-ref', ...argv], { from: 'user' });
      return out;
    } finally {
      process.env = saved;
    }
  }

  it('skips commits where only some tiers passed, and moves once all have', async () => {
    const { git, shas } = await trunkWithRemote(4);
    const full = 'fork-org/green-tiers';
    server.state.addRepo(full);
    const status = (sha: string, tier: string, state: 'success' | 'failure' | 'pending') =>
      server.state.seedStatus(full, sha, { state, context: `upstream-ingest/${tier}` });
    status(shas[0]!, 'L1', 'success');
    status(shas[0]!, 'L2', 'success');
    status(shas[1]!, 'L1', 'success');
    status(shas[2]!, 'L1', 'success');
    status(shas[2]!, 'L2', 'failure');
    status(shas[3]!, 'L1', 'success');
    status(shas[3]!, 'L2', 'pending');

    const partial = JSON.parse(await cliWithApi(full, '--repo', git.cwd, '--advance', shas[1]!, '--json'));
    expect(partial).toMatchObject({ action: 'partial', green: null, missing: 'L2 has not run' });
    expect(await readGreenRef({ ref: REF }, { git, logger: new RecordingLogger() })).toBeNull();

    const newest = JSON.parse(await cliWithApi(full, '--repo', git.cwd, '--newest', '--trunk', 'main', '--json'));
    expect(newest).toMatchObject({ action: 'create', green: shas[0] });

    status(shas[3]!, 'L2', 'success');
    const moved = JSON.parse(await cliWithApi(full, '--repo', git.cwd, '--newest', '--trunk', 'main', '--json'));
    expect(moved).toMatchObject({ action: 'advance', previous: shas[0], green: shas[3] });
    // A fork that requires only L1 configures it.
    const l1 = JSON.parse(
      await cliWithApi(full, '--repo', git.cwd, '--advance', shas[1]!, '--require', 'L1', '--json'),
    );
    expect(l1.action).toBe('keep-newer');
  });

  it('treats a partial or empty set as not green', () => {
    const checks = new Map([
      ['upstream-ingest/L1', 'success' as const],
      ['upstream-ingest/L2', 'pending' as const],
    ]);
    expect(requiredTiersPassed(checks, ['L1', 'L2']).green).toBe(false);
    expect(requiredTiersPassed(checks, ['L1']).green).toBe(true);
    expect(requiredTiersPassed(checks, []).green).toBe(false);
    expect(DEFAULT_REQUIRED_TIERS).toEqual(['L1', 'L2']);
  });
});

describe('green ref moves, process by process', () => {
  it('a daily advance (the candidate is trunk) asks git once about ancestry and checks the name once', async () => {
    const { git, remote, shas } = await trunkWithRemote(4);
    const calls: string[][] = [];
    const counted: GitRunner = {
      cwd: git.cwd,
      run: (args, options) => {
        calls.push([...args]);
        return git.run(args, options);
      },
    };
    const deps = { git: counted, logger: new RecordingLogger() };
    const ref = 'refs/upstream-ingest/green-count';
    const settings = { ref, remote: 'origin', trunk: 'main' };
    await git.run(['push', '-q', 'origin', `${shas[1]}:${ref}`]);
    await git.run(['reset', '-q', '--hard', shas[2]!]);
    const first = await advanceGreenRef({ ...settings, candidate: shas[2]! }, deps);
    expect(first).toMatchObject({ action: 'advance', previous: shas[1], green: shas[2] });
    await git.run(['reset', '-q', '--hard', shas[3]!]);
    const second = await advanceGreenRef({ ...settings, candidate: 'main' }, deps);
    expect(second).toMatchObject({ action: 'advance', previous: shas[2], green: shas[3] });
    expect((await remote.run(['rev-parse', ref])).stdout.trim()).toBe(shas[3]);
    const named = (sub: string) => calls.filter((a) => a[0] === sub).length;
    expect(named('merge-base')).toBe(2);
    expect(named('check-ref-format')).toBe(1);
    expect(named('rev-parse')).toBe(2);
    // Already green: nothing to ask (a commit is its own ancestor).
    const before = calls.length;
    expect(await advanceGreenRef({ ...settings, candidate: 'main' }, deps)).toMatchObject({ action: 'unchanged' });
    expect(calls.slice(before).filter((a) => a[0] === 'merge-base')).toEqual([]);
  });
});
