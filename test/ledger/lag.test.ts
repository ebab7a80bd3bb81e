import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { LagReportSchema, type LagReport } from '../../src/schemas/lag-report.js';
import { runLag } from '../../src/services/lag/lag.js';
import { readIngestionState } from '../../src/services/ledger/ingestion-state.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, git, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const cli = (...args: string[]) => runCli(args);

const up = (id: string, file = `${id}.txt`): Step => ({
  id,
  on: 'upstream',
  files: { [file]: `${id} line 1\n${id} line 2\n` },
  message: `[core] change ${id} (#${id.slice(1)})`,
});

/**
 * u1..u12 on upstream, each on its own file so picks apply out of order. The fork takes them in every way real
 * forks record it; see the expectations below.
 */
const steps: Step[] = [
  { id: 'own1', on: 'fork', files: { 'fork-feature.txt': 'private\n' }, message: 'fork: private feature' },
  ...['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9', 'u10', 'u11', 'u12'].map((id) => up(id)),
  { id: 'p1', on: 'fork', pick: 'u1', provenance: 'x' },
  { id: 'p3', on: 'fork', pick: 'u3', provenance: { key: 'Upstream-Commit', length: 8 } },
  { id: 'p4', on: 'fork', pick: 'u4', provenance: { key: 'Original Commit', corruptAfter: 8 } },
  // Unchanged patch, no record in the message: only patch-id finds it.
  { id: 'p5', on: 'fork', pick: 'u5', provenance: 'none', message: 'fork: take the u5 change' },
  // An adapted port under the fork's own subject: no trailer, no upstream PR number, a different patch.
  {
    id: 'p6',
    on: 'fork',
    pick: 'u6',
    provenance: 'none',
    message: 'fork: our own take on the u6 change',
    adapt: { 'u6.txt': 'u6 line 1 adapted for the fork\n' },
  },
  { id: 'b78', on: 'fork', bundle: ['u7', 'u8'], key: 'Reactor Backport Revision' },
  { id: 'p9', on: 'fork', pick: 'u9', provenance: 'x' },
  { id: 'r9', on: 'fork', revert: 'p9' },
  { id: 'p12', on: 'fork', pick: 'u12', provenance: { key: 'Upstream-Commit' } },
];

describe('lag on a fork that cherry-picks upstream', () => {
  let s: BuiltScenario;
  let ledgerPath: string;
  beforeAll(async () => {
    s = await buildScenario({ steps });
    ledgerPath = join(s.dir, '..', `${s.dir.split('/').pop()}-ledger.yaml`);
    await writeFile(
      ledgerPath,
      [
        'entries:',
        `  - commit: ${s.sha('u10').slice(0, 9)}`,
        '    disposition: wont-port',
        '    reason: version bump we do not take',
        `  - commit: ${s.sha('u11')}`,
        '    disposition: defer',
        '    reason: needs the new allocator',
        `    blockedBy: ${s.sha('u2')}`,
      ].join('\n'),
    );
  });

  const lag = (extra: Partial<Parameters<typeof runLag>[0]> = {}) =>
    runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-03-01T00:00:00Z'), extraTrailerKeys: [], ...extra },
      { git: createGitRunner(s.dir), logger: new RecordingLogger() },
    );

  const statusOf = (r: LagReport, id: string) => (r.pending.some((p) => p.sha === s.sha(id)) ? 'pending' : 'reached');

  it('recognises every provenance form, prefixes, corrupted SHAs, patch-ids and bundles', async () => {
    const r = await lag({ extraTrailerKeys: ['Reactor Backport Revision'] });
    expect(LagReportSchema.parse(r)).toEqual(r);
    expect(r.counts.missingByAncestry).toBe(12);
    for (const id of ['u1', 'u3', 'u4', 'u5', 'u7', 'u8', 'u12'])
      expect([id, statusOf(r, id)]).toEqual([id, 'reached']);
    // adapted port without provenance, reverted pick, and never-picked commits stay pending
    for (const id of ['u2', 'u6', 'u9', 'u10', 'u11']) expect([id, statusOf(r, id)]).toEqual([id, 'pending']);
    expect(r.counts.ingestedByPatchId).toBe(1);
    expect(r.counts.ingestedByTrailer).toBe(6);
    expect(r.provenance.prefixResolved.map((p) => p.resolvedTo).sort()).toEqual([s.sha('u3'), s.sha('u4')].sort());
    expect(r.provenance.revertedPicks).toEqual([{ upstream: s.sha('u9'), forkCommits: [s.sha('p9')] }]);
  });

  it('does not read tool-specific trailers unless asked to (the bundle is still found by its Picked section)', async () => {
    const viaOf = (r: LagReport, id: string) => r.commits.find((c) => c.sha === s.sha(id))?.via;
    const r = await lag();
    // The bundle body lists each subject with its upstream PR number under "Picked (2)": the section still finds them.
    expect(viaOf(r, 'u7')).toEqual(['section']);
    expect(viaOf(r, 'u8')).toEqual(['section']);
    const asked = await lag({ extraTrailerKeys: ['Reactor Backport Revision'] });
    expect(viaOf(asked, 'u7')).toEqual(['trailer', 'section']);
  });

  it('resolves the tips, the fork tree and the object directory in one rev-parse, merges included', async () => {
    // u1's line is already on the fork, beside a fork change in the same file: neither blob id decides it, its added
    // line is at the tip, so only a simulated pick can say (empty).
    const lines = (edit: Record<number, string>) =>
      Array.from({ length: 10 }, (_, n) => edit[n] ?? `line ${n}`).join('\n') + '\n';
    const m = await buildScenario({
      base: { 'm.txt': lines({}) },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'm.txt': lines({ 2: 'upstream fix' }) }, message: 'fix (#1)' },
        { id: 'f1', on: 'fork', files: { 'm.txt': lines({ 2: 'upstream fix', 8: 'fork' }) }, message: 'fork: both' },
      ],
    });
    const real = createGitRunner(m.dir);
    const calls: string[][] = [];
    const recording = {
      cwd: real.cwd,
      run: (args: readonly string[], o?: Parameters<typeof real.run>[1]) => {
        calls.push([...args]);
        return real.run(args, o);
      },
    };
    const state = await readIngestionState(
      { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [], pathsFor: 'evidence' },
      { git: recording, logger: new RecordingLogger() },
    );
    // The content check simulated picks onto the tip (verdicts only a merge gives) without asking for the tip again.
    const merged = [...state.content.decided.values()].filter((v) => ['clean', 'conflict', 'empty'].includes(v));
    expect(merged.length).toBeGreaterThan(0);
    expect(calls.filter((a) => a[0] === 'rev-parse')).toHaveLength(1);
  });

  it('computes the two pins, holes and days behind', async () => {
    const r = await lag({ extraTrailerKeys: ['Reactor Backport Revision'] });
    // u1 reached, u2 not: contiguous stops at u1; the newest reached is u12.
    expect(r.contiguous?.sha).toBe(s.sha('u1'));
    expect(r.frontier?.sha).toBe(s.sha('u12'));
    expect(r.oldestPending?.sha).toBe(s.sha('u2'));
    expect(r.backlog).toBe(5);
    expect(r.holes).toBe(5);
    const u2Date = Date.parse(r.oldestPending!.committedAt);
    expect(r.daysBehind).toBeCloseTo((Date.parse('2026-03-01T00:00:00Z') - u2Date) / 86_400_000, 1);
    expect(r.frontierDaysBehind).toBe(0);
    expect(r.ingestedOutOfOrder).toBe(7);
  });

  it('applies ledger dispositions: wont-port leaves the backlog, defer stays with its reason', async () => {
    const { loadLedgerFile } = await import('../../src/adapters/files/ledger-file.js');
    const ledger = await loadLedgerFile(ledgerPath);
    const r = await lag({ extraTrailerKeys: ['Reactor Backport Revision'], ledger, ledgerSource: ledgerPath });
    expect(statusOf(r, 'u10')).toBe('reached');
    // u10 wont-port and u11 defer from the ledger file; u9 deferred by the fork's revert of its pick (sticky).
    expect(r.counts.declared).toBe(3);
    expect(r.backlog).toBe(4);
    expect(r.deferred).toEqual([
      expect.objectContaining({
        sha: s.sha('u9'),
        via: 'revert',
        source: s.sha('r9'),
        reason: expect.stringMatching(/^reverted by [0-9a-f]{10}: /),
      }),
      expect.objectContaining({ sha: s.sha('u11'), reason: 'needs the new allocator', blockedBy: s.sha('u2') }),
    ]);
  });

  it('moves the contiguous pin to the merge-base when the oldest commit is pending, and to the tip when all are reached', async () => {
    const none = await buildScenario({ steps: [up('a1'), up('a2')] });
    const runner = { git: createGitRunner(none.dir), logger: new RecordingLogger() };
    const r = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-03-01T00:00:00Z'), extraTrailerKeys: [] },
      runner,
    );
    expect(r.contiguous?.sha).toBe(none.baseSha);
    expect(r.frontier?.sha).toBe(none.baseSha);
    expect(r.holes).toBe(0);
    expect(r.frontierDaysBehind).toBe(r.daysBehind);

    await git(none, 'checkout', '-q', 'fork');
    await git(none, 'merge', '-q', '--ff-only', 'upstream');
    const caught = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-03-01T00:00:00Z'), extraTrailerKeys: [] },
      runner,
    );
    expect(caught.backlog).toBe(0);
    expect(caught.daysBehind).toBe(0);
    expect(caught.contiguous?.sha).toBe(none.sha('a2'));
    expect(caught.oldestPending).toBeNull();
  });

  it('restores a pick that was reverted and then re-applied (revert of the revert)', async () => {
    const r = await buildScenario({
      steps: [
        up('x1'),
        { id: 'px', on: 'fork', pick: 'x1' },
        { id: 'rx', on: 'fork', revert: 'px' },
        { id: 'rrx', on: 'fork', revert: 'rx' },
      ],
    });
    const report = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-03-01T00:00:00Z'), extraTrailerKeys: [] },
      { git: createGitRunner(r.dir), logger: new RecordingLogger() },
    );
    expect(report.backlog).toBe(0);
  });

  it('retries a reverted pick that upstream reverts without reading any hunks', async () => {
    // Upstream reverts y1 after the fork reverted its pick: that answers why y1 is retried, so the later line
    // changes (a hunk read of every later commit on its file) are not looked for. y2 changes the same file.
    const lines = (edit: Record<number, string>) =>
      Array.from({ length: 10 }, (_, n) => edit[n] ?? `line ${n}`).join('\n') + '\n';
    const r = await buildScenario({
      base: { 'shared.txt': lines({}) },
      steps: [
        { id: 'y1', on: 'upstream', files: { 'shared.txt': lines({ 1: 'y1' }) }, message: 'change y1 (#1)' },
        { id: 'py', on: 'fork', pick: 'y1', provenance: 'x' },
        { id: 'ry', on: 'fork', revert: 'py' },
        { id: 'y2', on: 'upstream', files: { 'shared.txt': lines({ 1: 'y1', 8: 'y2' }) }, message: 'change y2 (#2)' },
        { id: 'uy', on: 'upstream', revert: 'y1' },
      ],
    });
    const real = createGitRunner(r.dir);
    const calls: Array<{ args: string[]; input: string }> = [];
    const recording = {
      cwd: real.cwd,
      run: (args: readonly string[], o?: Parameters<typeof real.run>[1]) => {
        calls.push({ args: [...args], input: typeof o?.input === 'string' ? o.input : '' });
        return real.run(args, o);
      },
    };
    const report = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-03-01T00:00:00Z'), extraTrailerKeys: [] },
      { git: recording, logger: new RecordingLogger() },
    );
    expect(report.provenance.revertedPicks).toEqual([{ upstream: r.sha('y1'), forkCommits: [r.sha('py')] }]);
    expect(report.deferred.map((d) => d.sha)).not.toContain(r.sha('y1'));
    expect(report.pending.map((p) => p.sha)).toContain(r.sha('y1'));
    // The hunk read of the later line changes would read y1's patch; the content check reads only y2's and uy's
    // (y1 leaves the tip's file as y1's parent had it: decided from blob ids).
    const patchReads = calls.filter((c) => c.args.includes('diff-tree') && c.args.includes('-U0'));
    expect(patchReads.map((c) => c.input.trim().split('\n').sort())).toEqual([[r.sha('y2'), r.sha('uy')].sort()]);
  });

  it('retries a reverted pick when a later upstream commit the fork picked changes its lines', async () => {
    // z2 is picked (named by its trailer): lag needs no paths of a named commit for its own class, but z1's reverted
    // pick looks at every later commit on its paths, so z2's must be read, and z1 is retried. z3 changes another file.
    const lines = (edit: Record<number, string>) =>
      Array.from({ length: 10 }, (_, n) => edit[n] ?? `line ${n}`).join('\n') + '\n';
    const r = await buildScenario({
      base: { 'dir/shared [1].txt': lines({}), 'other.txt': lines({}) },
      steps: [
        { id: 'z1', on: 'upstream', files: { 'dir/shared [1].txt': lines({ 4: 'z1' }) }, message: 'change z1 (#1)' },
        { id: 'pz', on: 'fork', pick: 'z1', provenance: 'x' },
        { id: 'rz', on: 'fork', revert: 'pz' },
        { id: 'z3', on: 'upstream', files: { 'other.txt': lines({ 4: 'z3' }) }, message: 'change z3 (#3)' },
        {
          id: 'z2',
          on: 'upstream',
          files: { 'dir/shared [1].txt': lines({ 4: 'z1 and z2' }) },
          message: 'change z2 (#2)',
        },
        {
          id: 'pz2',
          on: 'fork',
          pick: 'z2',
          provenance: { key: 'Upstream-Commit' },
          // The fork reverted z1's line: z2's pick conflicts there and is resolved as upstream has it.
          adapt: { 'dir/shared [1].txt': lines({ 4: 'z1 and z2' }) },
        },
      ],
    });
    const report = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-03-01T00:00:00Z'), extraTrailerKeys: [] },
      { git: createGitRunner(r.dir), logger: new RecordingLogger() },
    );
    expect(report.provenance.revertedPicks).toEqual([{ upstream: r.sha('z1'), forkCommits: [r.sha('pz')] }]);
    expect(report.commits.find((c) => c.sha === r.sha('z2'))?.via).toEqual(['trailer']);
    expect(report.deferred.map((d) => d.sha)).not.toContain(r.sha('z1'));
    expect(report.pending.map((p) => p.sha)).toContain(r.sha('z1'));
  });

  it('reads bundle commits with many provenance lines, and counts skip like wont-port', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `b${i}`);
    const b = await buildScenario({
      steps: [
        ...ids.map((id) => up(id)),
        up('bump'),
        up('tail'),
        { id: 'bundle', on: 'fork', bundle: ids, key: 'Reactor Backport Revision' },
      ],
    });
    const report = await runLag(
      {
        upstream: 'upstream',
        fork: 'fork',
        now: new Date('2026-03-01T00:00:00Z'),
        extraTrailerKeys: ['reactor backport revision'],
        ledger: { entries: [{ commit: b.sha('bump').slice(0, 12), disposition: 'skip', reason: 'CI-only change' }] },
      },
      { git: createGitRunner(b.dir), logger: new RecordingLogger() },
    );
    expect(report.counts.ingestedByTrailer).toBe(12);
    expect(report.counts.declared).toBe(1);
    expect(report.pending.map((p) => p.sha)).toEqual([b.sha('tail')]);
    expect(report.contiguous?.sha).toBe(b.sha('bump'));
    expect(report.holes).toBe(0);
  });

  describe('CLI', () => {
    it('prints the JSON contract with --json', async () => {
      const res = await cli(
        'lag',
        '--repo',
        s.dir,
        '--upstream',
        'upstream',
        '--fork',
        'fork',
        '--now',
        '2026-03-01T00:00:00Z',
        '--trailer',
        'Reactor Backport Revision',
        '--ledger',
        ledgerPath,
        '--json',
      );
      expect(res.stderr).not.toMatch(/error/);
      expect(res.code).toBe(0);
      const json = JSON.parse(res.stdout) as Record<string, unknown>;
      for (const key of [
        'backlog',
        'holes',
        'ingestedOutOfOrder',
        'daysBehind',
        'frontierDaysBehind',
        'oldestPending',
        'contiguous',
        'frontier',
        'deferred',
        'upstream',
        'fork',
      ]) {
        expect(json).toHaveProperty(key);
      }
      expect(json.upstream).toEqual({ ref: 'upstream', sha: s.sha('u12') });
      expect(json.backlog).toBe(4);
    });

    it('prints a readable report without --json', async () => {
      const res = await cli(
        'lag',
        '--repo',
        s.dir,
        '--upstream',
        'upstream',
        '--fork',
        'fork',
        '--now',
        '2026-03-01T00:00:00Z',
      );
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/days behind:\s+\d/);
      expect(res.stdout).toContain(s.sha('u2').slice(0, 10));
    });

    const bad: Array<[string, () => string[], RegExp]> = [
      [
        'an unknown ref',
        () => ['--upstream', 'nope/main', '--fork', 'fork'],
        /upstream: unknown revision 'nope\/main'/,
      ],
      [
        'an option-like ref',
        () => ['--upstream', '--upload-pack=x', '--fork', 'fork'],
        /not a valid git revision|unknown revision/,
      ],
      [
        'a bad --now',
        () => ['--upstream', 'upstream', '--fork', 'fork', '--now', 'yesterday'],
        /now: expected an ISO 8601/,
      ],
      [
        'a missing ledger',
        () => ['--upstream', 'upstream', '--fork', 'fork', '--ledger', '/nonexistent/ledger.yaml'],
        /ledger \/nonexistent\/ledger.yaml: cannot read it/,
      ],
    ];
    it.each(bad)('rejects %s with one clear line', async (_name, args, message) => {
      const res = await cli('lag', '--repo', s.dir, ...args());
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(message);
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
      expect(res.stderr).not.toMatch(/\n\s+at /);
    });

    it('rejects a directory that is not a repository', async () => {
      const dir = await makeTempDir();
      const res = await cli('lag', '--repo', dir, '--upstream', 'a', '--fork', 'b');
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/is not a git repository/);
    });

    it('rejects a ledger with a bad disposition, naming the key', async () => {
      const path = join(await makeTempDir(), 'ledger.json');
      await writeFile(path, JSON.stringify({ entries: [{ commit: s.sha('u2'), disposition: 'maybe', reason: 'x' }] }));
      const res = await cli('lag', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--ledger', path);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/entries\[0\]\.disposition/);
    });

    it('rejects unrelated histories', async () => {
      const other = await buildScenario({ base: { 'other.txt': 'another project\n' }, steps: [up('z1')] });
      await git(s, 'fetch', '-q', other.dir, '+refs/heads/upstream:refs/heads/unrelated');
      const res = await cli('lag', '--repo', s.dir, '--upstream', 'unrelated', '--fork', 'fork');
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/no common history/);
    });

    it('rejects a shallow clone with the fetch-depth advice', async () => {
      const dir = await makeTempDir();
      await createGitRunner(dir).run([
        'clone',
        '-q',
        '--depth',
        '1',
        '--no-single-branch',
        `file://${s.dir}`,
        'shallow',
      ]);
      const res = await cli(
        'lag',
        '--repo',
        join(dir, 'shallow'),
        '--upstream',
        'origin/upstream',
        '--fork',
        'origin/fork',
      );
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/shallow.*fetch-depth: 0/);
    });
  });
});

/**
 * The fork's messages are read line by line only where the body holds a ref (a cheap first pass on every body): a
 * provenance line anywhere in a long message, in any key case, must still be found. Each pick is adapted, so
 * neither a patch-id nor the content check can stand in for a provenance the first pass missed.
 */
describe('lag finds provenance anywhere in long fork messages', () => {
  // Prose with no ref in it: no `#N`, no hex run of 7, no pull-request URL.
  const prose = (paragraphs: number) =>
    Array.from(
      { length: paragraphs },
      (_, i) => `Paragraph ${i}: the allocator keeps its free lists per size class, so this port\nmoves them too.`,
    ).join('\n\n');
  const adapted = (id: string): Step => ({
    id: `p${id.slice(1)}`,
    on: 'fork',
    pick: id,
    provenance: 'none',
    adapt: { [`${id}.txt`]: `${id} line 1 adapted for the fork\n` },
  });
  let s: BuiltScenario;
  beforeAll(async () => {
    s = await buildScenario({
      steps: [
        ...['u1', 'u2', 'u3', 'u4', 'u5'].map((id) => up(id)),
        // The trailer alone in the last paragraph of forty, its key in another case than configured.
        { ...adapted('u1'), provenance: { key: 'upstream-COMMIT' }, message: `fork: port u1\n\n${prose(40)}` },
        // `cherry-pick -x` after three hundred lines of prose.
        { ...adapted('u2'), provenance: 'x', message: `fork: port u2\n\n${prose(150)}` },
        // A configured key in upper case, as a 12-character prefix, after a fenced block that closes.
        {
          ...adapted('u3'),
          provenance: { key: 'REACTOR BACKPORT REVISION', length: 12 },
          message: `fork: port u3\n\n\`\`\`\nmake check\n\`\`\`\n\n${prose(3)}`,
        },
        // A body with no ref at all, and a pick with no provenance: both stay out of the ledger.
        { id: 'own', on: 'fork', files: { 'own.txt': 'own\n' }, message: `fork: own change\n\n${prose(20)}` },
        adapted('u4'),
      ],
    });
  });

  it('reads each provenance line, whatever the length of the message or the case of its key', async () => {
    const r = await runLag(
      {
        upstream: 'upstream',
        fork: 'fork',
        now: new Date('2026-03-01T00:00:00Z'),
        extraTrailerKeys: ['Reactor Backport Revision'],
      },
      { git: createGitRunner(s.dir), logger: new RecordingLogger() },
    );
    const byId = (id: string) => r.commits.find((c) => c.sha === s.sha(id))!;
    expect(['u1', 'u2', 'u3', 'u4', 'u5'].map((id) => [id, byId(id).status, byId(id).via])).toEqual([
      ['u1', 'ingested', ['trailer']],
      ['u2', 'ingested', ['trailer']],
      ['u3', 'ingested', ['trailer']],
      ['u4', 'pending', []],
      ['u5', 'pending', []],
    ]);
    expect(byId('u1').forkCommits).toEqual([s.sha('p1')]);
    expect(byId('u2').forkCommits).toEqual([s.sha('p2')]);
    expect(byId('u3').forkCommits).toEqual([s.sha('p3')]);
    expect(r.provenance.prefixResolved).toEqual([
      expect.objectContaining({ forkCommit: s.sha('p3'), resolvedTo: s.sha('u3') }),
    ]);
  });
});
