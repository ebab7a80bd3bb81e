import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { updateStateBranch } from '../../src/adapters/git/state/state-branch.js';
import { openStateBranch, readStateFile } from '../../src/adapters/git/state/state-file.js';
import { readStateSnapshot } from '../../src/adapters/git/state/state-snapshot.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * The one reader of the state branch (digest, compare-bench history, tier history) and the snapshot (site), against a
 * real bare remote: a missing branch is "nothing yet", one open reads every file from one commit even while another
 * run writes, and an unreachable remote is a one-line error naming the branch and the remote.
 */

afterAll(removeTempDirs);

const BRANCH = 'upstream-ingest/state';

async function setup() {
  const remote = await makeTempDir('ui-state-remote-');
  await createGitRunner(remote).run(['init', '-q', '--bare']);
  const reader = createGitRunner(await makeTempDir('ui-state-reader-'));
  await reader.run(['init', '-q']);
  const writer = createGitRunner(await makeTempDir('ui-state-writer-'));
  await writer.run(['init', '-q']);
  const write = (files: Record<string, string>) =>
    updateStateBranch(writer, { branch: BRANCH, remote, logger: new RecordingLogger() }, () => ({
      files,
      message: 'test',
    }));
  return { remote, reader, write };
}

describe('reading the state branch', () => {
  it('reads a branch that does not exist yet as no files', async () => {
    const { remote, reader } = await setup();
    const state = await openStateBranch(reader, { branch: BRANCH, remote });
    expect(state.commit).toBeUndefined();
    expect(await state.read('lag/history.jsonl')).toBeUndefined();
    expect(await readStateSnapshot(reader, { branch: BRANCH, remote }, ['lag'])).toEqual({
      commit: null,
      files: new Map(),
    });
  });

  it('reads every file of one open from the same commit, and a fresh read sees the next write', async () => {
    const { remote, reader, write } = await setup();
    await write({ 'lag/history.jsonl': 'lag 1\n', 'bench/history.jsonl': 'bench 1\n' });
    const state = await openStateBranch(reader, { branch: BRANCH, remote });
    expect(await state.read('lag/history.jsonl')).toBe('lag 1\n');
    await write({ 'lag/history.jsonl': 'lag 2\n', 'bench/history.jsonl': 'bench 2\n' });
    expect(await state.read('bench/history.jsonl')).toBe('bench 1\n');
    expect(await state.read('no/such/file')).toBeUndefined();
    expect(await readStateFile(reader, { branch: BRANCH, remote }, 'bench/history.jsonl')).toBe('bench 2\n');
    const snapshot = await readStateSnapshot(reader, { branch: BRANCH, remote }, ['lag', 'bench']);
    expect([...snapshot.files.values()].sort()).toEqual(['bench 2\n', 'lag 2\n']);
  });

  it('reads the local branch when no remote is given', async () => {
    const { reader } = await setup();
    await updateStateBranch(reader, { branch: BRANCH, logger: new RecordingLogger() }, () => ({
      files: { 'ingest/history.jsonl': '{}\n' },
      message: 'local',
    }));
    expect(await readStateFile(reader, { branch: BRANCH }, 'ingest/history.jsonl')).toBe('{}\n');
  });

  it('says in one line which branch could not be fetched from where; the site shows an empty snapshot', async () => {
    const { reader } = await setup();
    const remote = join(await makeTempDir('ui-state-gone-'), 'no-such-repo');
    const error = await openStateBranch(reader, { branch: BRANCH, remote }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain(`fetching ${BRANCH} from ${remote} failed: `);
    expect((error as Error).message).not.toContain('\n');
    expect((await readStateSnapshot(reader, { branch: BRANCH, remote }, ['lag'])).commit).toBeNull();
  });
});

describe('writing the state branch', () => {
  it('keeps every file byte for byte across updates, whatever its text or path', async () => {
    const writer = createGitRunner(await makeTempDir('ui-state-local-'));
    await writer.run(['init', '-q']);
    // A .gitattributes that would rewrite line ends if filters applied: state files are stored as given.
    const files = {
      'lag/history.jsonl': '{"a":"größe — 東京"}\r\n',
      'dir with space/ü.svg': '<svg>\u00e9</svg>',
      '.gitattributes': '* text eol=lf\n',
      'empty.txt': '',
    };
    const seen: Array<Record<string, string | undefined>> = [];
    const update = (extra: Record<string, string>) =>
      updateStateBranch(writer, { branch: BRANCH, logger: new RecordingLogger() }, (read) => {
        seen.push(Object.fromEntries(Object.keys(files).map((p) => [p, read(p)])));
        return { files: extra, message: 'test' };
      });
    await update(files);
    await update({ 'second.txt': 'two\n' });
    expect(seen[1]).toEqual(files);
    const state = await openStateBranch(writer, { branch: BRANCH });
    expect(await state.read('second.txt')).toBe('two\n');
    expect(await state.read('lag/history.jsonl')).toBe(files['lag/history.jsonl']);
  });

  it('writes a tree git accepts (fsck --strict) with three one-shot git processes per write', async () => {
    const real = createGitRunner(await makeTempDir('ui-state-count-'));
    await real.run(['init', '-q']);
    const calls: string[] = [];
    const writer: typeof real = {
      ...real,
      run: (args, options) => {
        calls.push(args[0]!);
        return real.run(args, options);
      },
    };
    const update = (files: Record<string, string>) =>
      updateStateBranch(writer, { branch: BRANCH, logger: new RecordingLogger() }, () => ({ files, message: 'm' }));
    await update({ 'lag/history.jsonl': '1\n', 'lag/chart.svg': '<svg/>', 'top.txt': 'x' });
    await update({ 'lag/history.jsonl': '1\n2\n', 'other/deep/file.txt': 'y' });
    // The tip and where objects go (one rev-parse), the commit, the ref: files and trees are read by one cat-file
    // process and written as loose objects, with no index.
    expect(calls).toEqual(['rev-parse', 'commit-tree', 'update-ref', 'rev-parse', 'commit-tree', 'update-ref']);
    await real.run(['fsck', '--strict', '--no-dangling']);
    const { stdout } = await real.run(['ls-tree', '-r', '--name-only', `refs/heads/${BRANCH}`]);
    expect(stdout.trim().split('\n')).toEqual(['lag/chart.svg', 'lag/history.jsonl', 'other/deep/file.txt', 'top.txt']);
    expect(await readStateFile(real, { branch: BRANCH }, 'lag/history.jsonl')).toBe('1\n2\n');
  });
});
