import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { InMemoryUpstreamCiSource } from '../helpers/upstream-ci.js';
import { PlanSchema } from '../../src/schemas/plan.js';
import { buildScenario, git, type Step } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { bundleOf, checkPlanInvariants, namer, planOf, text } from './plan-helpers.js';

afterAll(removeTempDirs);

const edit = (id: string, files: Record<string, string | null>, message?: string): Step => ({
  id,
  on: 'upstream',
  files,
  message: message ?? `[core] ${id} (#${100 + id.length})`,
});

describe('plan on real repositories', () => {
  it('puts a commit that conflicts with a fork-modified file in a risky chain, with its dependent after it', async () => {
    const s = await buildScenario({
      base: { 'lib/sched.cpp': text(20), 'README.md': 'base\n' },
      steps: [
        {
          id: 'f1',
          on: 'fork',
          files: { 'lib/sched.cpp': text(20, { 5: 'fork scheduling' }) },
          message: 'fork: own scheduler',
        },
        edit('u1', { 'lib/sched.cpp': text(20, { 5: 'upstream scheduling' }) }, '[sched] rework (#1)'),
        edit(
          'u2',
          { 'lib/sched.cpp': text(20, { 5: 'upstream scheduling', 6: 'upstream follow-up' }) },
          '[sched] follow-up (#2)',
        ),
        edit('u3', { 'docs/new.md': 'new doc\n' }, '[docs] unrelated (#3)'),
      ],
    });
    const { plan } = await planOf(s);
    const name = namer(s);
    expect(PlanSchema.parse(plan)).toEqual(plan);
    checkPlanInvariants(plan);
    const u1 = plan.pending.find((c) => c.sha === s.sha('u1'))!;
    expect(u1.prediction).toBe('conflict');
    expect(u1.conflictPaths).toEqual(['lib/sched.cpp']);
    expect(u1.risk.reasons.join('\n')).toMatch(/predicted conflict .* lib\/sched\.cpp/);
    expect(u1.risk.reasons.join('\n')).toContain(`lib/sched.cpp (fork ${s.sha('f1').slice(0, 10)})`);
    const chain = bundleOf(plan, s.sha('u1'))!;
    expect(chain.kind).toBe('risky-chain');
    expect(chain.commits.map(name)).toEqual(['u1', 'u2']);
    expect(chain.predictedConflicts).toContain('lib/sched.cpp');
    const u2 = plan.pending.find((c) => c.sha === s.sha('u2'))!;
    expect(u2.dependsOn).toEqual([
      {
        sha: s.sha('u1'),
        reason: expect.stringMatching(/^textual: changes lib\/sched\.cpp .*[0-9a-f]{10} \(\[sched\] rework \(#1\)\)/),
      },
    ]);
    // The unrelated commit lands first, in a low-risk bundle.
    expect(plan.bundles[0]!.kind).toBe('low-risk');
    expect(plan.bundles[0]!.commits.map(name)).toEqual(['u3']);
    expect(plan.held).toEqual([]);
  });

  it('orders a commit after the earlier commit whose lines it changes, across bundles', async () => {
    const s = await buildScenario({
      base: { 'a.txt': text(10), 'b.txt': text(10) },
      steps: [
        edit('u1', { 'a.txt': text(10, { 3: 'first change' }) }),
        edit('u2', { 'b.txt': text(10, { 7: 'independent' }) }),
        edit('u3', { 'a.txt': text(10, { 3: 'second change' }) }),
      ],
    });
    const name = namer(s);
    for (const predictMode of ['batch', 'per-commit'] as const) {
      const { plan } = await planOf(s, { config: { maxBundleSize: 1 }, predictMode });
      checkPlanInvariants(plan);
      // u3 alone would conflict with the fork tip (which lacks u1); picked in order it is clean.
      expect(plan.pending.map((c) => [name(c.sha), c.prediction])).toEqual([
        ['u1', 'clean'],
        ['u2', 'clean'],
        ['u3', 'clean'],
      ]);
      expect(plan.bundles.map((b) => [b.kind, b.commits.map(name)])).toEqual([
        ['low-risk', ['u1']],
        ['low-risk', ['u2']],
        ['low-risk', ['u3']],
      ]);
      expect(plan.bundles[2]!.dependsOn).toEqual([plan.bundles[0]!.id]);
      expect(plan.bundles[1]!.dependsOn).toEqual([]);
      const u3 = plan.pending[2]!;
      expect(u3.dependsOn).toEqual([
        { sha: s.sha('u1'), reason: expect.stringContaining('textual: changes a.txt line 3, last changed by') },
      ]);
      expect(plan.pending[1]!.dependsOn).toEqual([]);
    }
  });

  it('keeps a revert with its target, and a reland with its revert, in one bundle', async () => {
    const s = await buildScenario({
      base: { 'c.txt': text(10), 'd.txt': text(10), 'e.txt': text(10) },
      steps: [
        edit('u1', { 'c.txt': text(10, { 2: 'feature' }) }, '[core] add feature (#10)'),
        edit('u2', { 'd.txt': text(10, { 9: 'other' }) }, '[core] other (#11)'),
        { id: 'r1', on: 'upstream', revert: 'u1' },
        edit('l1', { 'c.txt': text(10, { 2: 'feature, fixed' }) }, 'Reland "[core] add feature (#10)" (#13)'),
        edit('u5', { 'e.txt': text(10, { 4: 'tweak' }) }, '[core] tweak e (#14)'),
        edit('r5', { 'e.txt': text(10) }, 'Revert "[core] tweak e (#14)" (#15)'),
      ],
    });
    const name = namer(s);
    const { plan } = await planOf(s, { config: { maxBundleSize: 1 } });
    checkPlanInvariants(plan);
    expect(bundleOf(plan, s.sha('u1'))!.commits.map(name)).toEqual(['u1', 'r1', 'l1']);
    expect(bundleOf(plan, s.sha('u5'))!.commits.map(name)).toEqual(['u5', 'r5']);
    expect(bundleOf(plan, s.sha('u2'))!.commits.map(name)).toEqual(['u2']);
    const r1 = plan.pending.find((c) => c.sha === s.sha('r1'))!;
    expect(r1.dependsOn.find((d) => d.sha === s.sha('u1'))!.reason).toMatch(
      /revert: reverts [0-9a-f]{10} \(\[core\] add feature/,
    );
    expect(r1.risk.reasons.join('\n')).toMatch(/reverts [0-9a-f]{10}/);
    const r5 = plan.pending.find((c) => c.sha === s.sha('r5'))!;
    expect(r5.dependsOn.map((d) => d.reason).join('\n')).toMatch(/revert: reverts/);
    const l1 = plan.pending.find((c) => c.sha === s.sha('l1'))!;
    expect(l1.dependsOn.map((d) => d.reason).join('\n')).toMatch(
      /reland: relands "\[core\] add feature \(#10\)" after/,
    );
  });

  it('routes a toolchain commit and what depends on it to the toolchain lane', async () => {
    const s = await buildScenario({
      base: { 'cmake/llvm-hash.txt': 'aaaa\n', 'lib/x.cpp': text(5) },
      steps: [
        edit(
          'u1',
          { 'cmake/llvm-hash.txt': 'bbbb\n', 'lib/llvm-shim.cpp': text(3, {}, 'shim') },
          '[build] bump LLVM (#20)',
        ),
        edit('u2', { 'lib/x.cpp': text(5, { 1: 'x' }) }, '[core] x (#21)'),
        edit('u3', { 'lib/llvm-shim.cpp': text(3, { 2: 'adapted' }, 'shim') }, '[core] adapt to LLVM (#22)'),
      ],
    });
    const name = namer(s);
    const { plan } = await planOf(s);
    checkPlanInvariants(plan);
    expect(plan.bundles.map((b) => [b.kind, b.commits.map(name)])).toEqual([
      ['low-risk', ['u2']],
      ['toolchain', ['u1', 'u3']],
    ]);
    const lane = plan.bundles[1]!;
    expect(lane.risk.reasons.join('\n')).toMatch(/toolchain lane: changes cmake\/llvm-hash\.txt/);
    expect(plan.pending[2]!.dependsOn[0]!.reason).toMatch(/lib\/llvm-shim\.cpp/);
  });

  it('holds ledger-deferred commits until their blocker is reached, and what depends on them', async () => {
    const s = await buildScenario({
      base: { 'g.txt': text(10) },
      steps: [
        edit('u1', { 'e.txt': 'e\n' }),
        edit('u2', { 'f.txt': 'f\n' }),
        edit('u3', { 'g.txt': text(10, { 2: 'needs f' }) }),
        edit('u4', { 'g.txt': text(10, { 2: 'needs f', 3: 'more' }) }),
        edit('u5', { 'h.txt': 'h\n' }),
        edit('u6', { 'i.txt': 'i\n' }),
        { id: 'p1', on: 'fork', pick: 'u1', provenance: 'x' },
      ],
    });
    const name = namer(s);
    const { plan } = await planOf(s, {
      ledger: {
        entries: [
          {
            commit: s.sha('u3'),
            disposition: 'defer',
            reason: 'needs the f allocator',
            blockedBy: s.sha('u2').slice(0, 9),
          },
          { commit: s.sha('u5'), disposition: 'defer', reason: 'after u1', blockedBy: s.sha('u1') },
          { commit: s.sha('u6').slice(0, 8), disposition: 'defer', reason: 'not now' },
        ],
      },
    });
    checkPlanInvariants(plan);
    expect(plan.held.map((h) => [name(h.sha), h.kind])).toEqual([
      ['u3', 'blocked-by'],
      ['u4', 'depends-on-held'],
      ['u6', 'ledger-defer'],
    ]);
    expect(plan.held[0]!.reason).toMatch(/until [0-9a-f]{10} lands .*needs the f allocator/);
    expect(plan.held[1]!.reason).toMatch(/depends on [0-9a-f]{10}, which is held \(blocked-by\)/);
    expect(plan.held[2]!.reason).toBe('deferred in the ledger: not now');
    expect(plan.pending.find((c) => c.sha === s.sha('u3'))!.dependsOn).toEqual([
      { sha: s.sha('u2'), reason: expect.stringMatching(/^declared: the ledger defers it until/) },
    ]);
    // u5's blocker u1 is in the fork already: it is planned like any other commit.
    expect(plan.bundles.flatMap((b) => b.commits).map(name)).toEqual(['u2', 'u5']);
  });

  // Contract changed with the ledger's content check (issue 11): a commit whose pick onto the fork tip would be
  // empty is ingested (`via: content`) in lag and plan alike, so it is no longer pending here at all.
  it('counts content the fork already has as ingested, not as work', async () => {
    const s = await buildScenario({
      base: { 'j.txt': text(10) },
      steps: [
        edit('u1', { 'j.txt': text(10, { 2: 'same fix' }), 'k.txt': 'k\n' }),
        // The fork made the same change by hand, together with more (no provenance, different patch-id).
        {
          id: 'f1',
          on: 'fork',
          files: { 'j.txt': text(10, { 2: 'same fix' }), 'k.txt': 'k\n', 'l.txt': 'l\n' },
          message: 'fork: port',
        },
        edit('u2', { 'm.txt': 'm\n' }),
        edit('u3', { 'j.txt': text(10, { 2: 'same fix, again' }) }),
      ],
    });
    const name = namer(s);
    const { plan } = await planOf(s);
    checkPlanInvariants(plan);
    expect(plan.held).toEqual([]);
    expect(plan.pending.map((c) => name(c.sha))).toEqual(['u2', 'u3']);
    expect(plan.bundles.flatMap((b) => b.commits).map(name)).toEqual(['u2', 'u3']);
  });

  it('holds commits whose upstream CI failed or is still running, and their dependents', async () => {
    const s = await buildScenario({
      base: { 'n.txt': text(5) },
      steps: [
        edit('u1', { 'n.txt': text(5, { 1: 'one' }) }),
        edit('u2', { 'n.txt': text(5, { 1: 'one', 2: 'two' }) }),
        edit('u3', { 'o.txt': 'o\n' }),
        edit('u4', { 'p.txt': 'p\n' }),
        edit('u5', { 'q.txt': 'q\n' }),
      ],
    });
    const name = namer(s);
    const ci = new InMemoryUpstreamCiSource([
      [s.sha('u1'), 'failure'],
      [s.sha('u3'), 'pending'],
      [s.sha('u4'), 'success'],
    ]);
    const { plan } = await planOf(s, { ci });
    checkPlanInvariants(plan);
    expect(plan.held.map((h) => [name(h.sha), h.kind])).toEqual([
      ['u1', 'upstream-ci'],
      ['u2', 'depends-on-held'],
      ['u3', 'upstream-ci'],
    ]);
    expect(plan.held[0]!.reason).toMatch(/^upstream CI failed/);
    expect(plan.held[2]!.reason).toMatch(/^upstream CI has not finished/);
    expect(plan.bundles.flatMap((b) => b.commits).map(name)).toEqual(['u4', 'u5']);
    expect(new Set(ci.asked)).toEqual(new Set(['u1', 'u2', 'u3', 'u4', 'u5'].map((id) => s.sha(id))));
  });

  it('plans the oldest N with --limit, and yields an empty plan when nothing is pending', async () => {
    const s = await buildScenario({
      steps: [edit('u1', { 'r.txt': 'r\n' }), edit('u2', { 's.txt': 's\n' }), edit('u3', { 't.txt': 't\n' })],
    });
    const name = namer(s);
    const { plan } = await planOf(s, { limit: 2 });
    expect(plan.pending.map((c) => name(c.sha))).toEqual(['u1', 'u2']);
    checkPlanInvariants(plan);

    await git(s, 'merge', '-q', '--ff-only', 'upstream');
    const { plan: empty } = await planOf(s);
    expect(empty).toEqual(expect.objectContaining({ pending: [], bundles: [], held: [] }));
  });

  it('marks a commit whose objects are missing as risky with the reason, and still plans the rest', async () => {
    const s = await buildScenario({
      base: { 'v.txt': text(5) },
      steps: [
        // The fork changed the file too, so the pick needs a content merge that reads the missing blob.
        { id: 'f1', on: 'fork', files: { 'v.txt': text(5, { 5: 'fork line' }), 'own.txt': 'own\n' } },
        edit('u1', { 'v.txt': text(5, { 2: 'lost content' }) }),
        edit('u2', { 'w.txt': 'w\n' }),
        edit('u3', { 'x.txt': 'x\n' }),
      ],
    });
    const blob = await git(s, 'rev-parse', `${s.sha('u1')}:v.txt`);
    await rm(join(s.dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const name = namer(s);
    const { plan, logger } = await planOf(s);
    checkPlanInvariants(plan);
    const u1 = plan.pending[0]!;
    expect(u1.prediction).toBe('unknown');
    expect(u1.risk.reasons[0]).toMatch(/^could not be evaluated: .*(unable to read|missing|bad object)/i);
    expect(bundleOf(plan, s.sha('u1'))!.kind).toBe('risky-chain');
    expect(plan.pending.slice(1).map((c) => [name(c.sha), c.prediction])).toEqual([
      ['u2', 'clean'],
      ['u3', 'clean'],
    ]);
    expect(logger.messages('warning').join('\n')).toMatch(/could not be read/);
  });
});
