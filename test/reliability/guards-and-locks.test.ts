/**
 * Issue 20 item 5 in the reliability report: the guard verdicts over the shared corpus of real resolutions (Intel's
 * merges of upstream Triton) and their mutations, and the locks a killed git leaves (a stale MERGE_RR.lock is
 * cleared; one a live process holds is a one-line exit 2, never exit 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { readResolutionCorpus } from '../../src/adapters/files/resolution-corpus.js';
import { auditResolutions } from '../../src/domain/apply/guard-audit.js';
import { countGitConflictMarkers } from '../../src/domain/apply/markers.js';
import type { MutationKind } from '../../src/domain/apply/resolution-mutations.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { baseSettings, conflictScenario, writeAgent } from '../apply/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { cases } from './record.js';

const guardCase = cases('guard verdicts');
const crashCase = cases('crash consistency');

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await removeTempDirs();
});

/** The mutations that must never be accepted (issue 20: "never reach accept"). */
const NEVER_ACCEPTED: MutationKind[] = [
  'markers',
  'markers-indented',
  'markers-commented',
  'half-resolved',
  'untouched',
  'hunk-twice',
  'test-dropped',
];

describeWithShared('guard verdicts over the shared corpus', () => {
  guardCase(
    'guard corpus: the real resolutions of ../shared/corpus/resolutions and their mutations (markers, indented/commented markers, half-resolved, untouched, hunk pasted twice, test dropped)',
    'real resolutions rejected at most 2% (those committed with conflict markers left out); no mutation of these kinds accepted',
    async (observe) => {
      const all = await readResolutionCorpus(sharedPath('corpus', 'resolutions'));
      // Resolutions the fork committed with git's markers still in them are defects: the guards reject them, rightly.
      const clean = all.filter(
        (c) =>
          !c.files.some(
            (f) => f.resolved && countGitConflictMarkers(f.resolved) > countGitConflictMarkers(f.ours ?? ''),
          ),
      );
      expect(clean.length).toBeGreaterThan(100);
      const tallies = auditResolutions(clean, { kinds: NEVER_ACCEPTED });
      const real = tallies.find((t) => t.kind === 'real')!;
      expect(real.total).toBe(clean.length);
      expect(real.reject / real.total).toBeLessThanOrEqual(0.02);
      const mutations = tallies.filter((t) => t.kind !== 'real');
      expect(mutations.map((t) => t.kind).sort()).toEqual([...NEVER_ACCEPTED].sort());
      for (const t of mutations) {
        expect(t.total).toBeGreaterThan(0);
        expect([t.kind, t.accept]).toEqual([t.kind, 0]);
      }
      observe(
        `real: ${real.total} judged, ${real.accept} accept, ${real.review} review, ${real.reject} reject ` +
          `(${((100 * real.reject) / real.total).toFixed(1)}%; ${all.length - clean.length} with markers left out); ` +
          mutations.map((t) => `${t.kind} ${t.accept}/${t.total} accepted`).join(', '),
      );
    },
    600_000,
  );
});

describe('locks a killed git leaves', () => {
  crashCase(
    'a stale MERGE_RR.lock left by a killed run, then an agent-mode apply',
    'the lock is cleared (logged) and the apply resolves the conflict',
    async (observe) => {
      const s = await conflictScenario();
      const lock = join(s.dir, '.git', 'MERGE_RR.lock');
      await writeFile(lock, '');
      const logger = new RecordingLogger();
      const result = await runApply(
        baseSettings([s.sha('u2')], { onConflict: 'agent', agent: await writeAgent('resolves') }),
        { git: createGitRunner(s.dir), logger },
      );
      expect(result.status).toBe('resolved');
      expect(existsSync(lock)).toBe(false);
      const said = logger.lines.map((e) => e.message).find((m) => /removed a stale .*MERGE_RR\.lock/.test(m));
      expect(said).toBeDefined();
      observe(`status ${result.status}; lock gone; logged "${said!.slice(0, 120)}"`);
    },
    120_000,
  );

  crashCase(
    'a MERGE_RR.lock a live process still holds, then `apply --on-conflict agent`',
    'exit 2 with one error line naming the lock and the pid; the lock is left alone (never exit 3)',
    async (observe) => {
      const s = await conflictScenario();
      const lock = join(s.dir, '.git', 'MERGE_RR.lock');
      await writeFile(lock, '');
      const holder = spawn('bash', ['-c', `exec 3<"${lock}"; sleep 60`], { stdio: 'ignore' });
      children.push(holder);
      await new Promise((r) => setTimeout(r, 300));
      const run = await runCli([
        'apply',
        ...['--repo', s.dir, '--commits', s.sha('u2'), '--base', 'fork'],
        ...['--on-conflict', 'agent', '--agent', await writeAgent('resolves'), '--json'],
      ]);
      holder.kill('SIGKILL');
      expect(run.code).toBe(2);
      const errors = run.stderr
        .trim()
        .split('\n')
        .filter((l) => l.includes('error'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/MERGE_RR\.lock is held by a running process \(pid \d+/);
      expect(existsSync(lock)).toBe(true);
      observe(`exit ${run.code}: ${errors[0]!.trim().slice(0, 160)}`);
    },
    120_000,
  );
});
