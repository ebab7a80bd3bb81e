import { z } from 'zod';
import type { TierResult } from '../../schemas/tier-result.js';
import { short } from '../../shared/short-sha.js';
import { neutralizeInline, safeLink, stripControl } from '../neutralize.js';
import { testKey, type TierHistory } from './history.js';
import { ownersOf, testPaths, type CodeOwnersRule } from './suspects.js';
import { shortHash } from './test-id.js';

/**
 * The quarantine issue: one issue per quarantined test (its own fingerprint in a hidden marker), so each can be
 * watched, assigned and closed on its own, and a test that is quarantined again reopens the same issue with its whole
 * history. The body lists the flips (runs, commits, outcomes) the tier history kept plus every run `tier-publish` saw
 * since; the state lives in a second hidden comment, like the failure issues'.
 */

export const QUARANTINE_MARKER_KIND = 'tier-quarantine';
export const QUARANTINE_FLIP_MARKER_KIND = 'tier-quarantine-flip';
export const QUARANTINE_LABEL = 'upstream-ingest:quarantine';

export function quarantineFingerprint(tier: string, harness: string, id: string): string {
  return shortHash(['quarantine', tier, harness, id].join('\u0000'), 16);
}

const FlipSchema = z
  .object({
    at: z.string(),
    sha: z.string().nullable(),
    runId: z.string().nullable(),
    runner: z.string().nullable(),
    outcome: z.enum(['fail', 'pass']),
    url: z.string().nullable().optional(),
  })
  .strict();
export type Flip = z.infer<typeof FlipSchema>;

export const QuarantineStateSchema = z
  .object({
    v: z.literal(1),
    tier: z.string(),
    harness: z.string(),
    id: z.string(),
    since: z.string(),
    releaseAfter: z.number().int(),
    passedSince: z.number().int().min(0),
    /** When it was released (null while quarantined). */
    released: z.string().nullable(),
    owners: z.array(z.string()),
    /** Newest first, capped. */
    runs: z.array(FlipSchema),
  })
  .strict();
export type QuarantineState = z.infer<typeof QuarantineStateSchema>;

/** What one tier-publish run knows about one quarantined (or just released) test. */
export interface QuarantineObservation {
  tier: string;
  harness: string;
  id: string;
  since: string;
  releaseAfter: number;
  passedSince: number;
  released: boolean;
  failedNow: boolean;
  owners: string[];
  runs: Flip[];
}

const MAX_RUNS = 30;
const STATE_PREFIX = '<!-- upstream-ingest:quarantine-state:';

/**
 * Every quarantined and released test of the results, with its flips: the durable history's runs in which it failed
 * or passed after a failure (`histories`, by result history file), and this run. Owners come from the CODEOWNERS rules
 * matching the test's paths (a catch-all rule counts only when nothing narrower matched).
 */
export function quarantineObservations(
  results: readonly TierResult[],
  histories: ReadonlyMap<string, TierHistory>,
  rules: readonly CodeOwnersRule[],
  runUrl: string | null,
): QuarantineObservation[] {
  const out = new Map<string, QuarantineObservation>();
  for (const r of results) {
    const q = r.autoQuarantine;
    if (!q) continue;
    const record = r.history?.record;
    const history = record ? histories.get(record.file) : undefined;
    const entries = [
      ...q.active.map((t) => ({ t, released: false })),
      ...q.released.map((t) => ({ t, released: true })),
    ];
    for (const { t, released } of entries) {
      const key = testKey(t.harness, t.id);
      const runner = r.runnerLabel;
      const runs: Flip[] = [];
      for (const run of history?.runs ?? []) {
        const outcome = run.failed.includes(key) ? 'fail' : run.passed.includes(key) ? 'pass' : undefined;
        if (outcome) runs.push({ at: run.at, sha: run.sha, runId: run.runId, runner, outcome });
      }
      const now = record?.run;
      if (now)
        runs.push({
          at: now.at,
          sha: now.sha,
          runId: now.runId,
          runner,
          outcome: t.failedNow ? 'fail' : 'pass',
          url: runUrl,
        });
      const file = r.failures.find((f) => f.harness === t.harness && f.id === t.id)?.file ?? undefined;
      const owners = testOwners(testPaths(t.id, file), rules);
      const fp = `${r.tier}\u0000${key}`;
      const previous = out.get(fp);
      out.set(fp, {
        tier: r.tier,
        harness: t.harness,
        id: t.id,
        since: previous && previous.since < t.since ? previous.since : t.since,
        releaseAfter: q.releaseAfter,
        passedSince: Math.min(previous?.passedSince ?? t.passedSince, t.passedSince),
        // On several runner classes: released only when every one released it.
        released: (previous?.released ?? true) && released,
        failedNow: (previous?.failedNow ?? false) || t.failedNow,
        owners: [...new Set([...(previous?.owners ?? []), ...owners])].sort(),
        runs: mergeRuns(previous?.runs ?? [], runs),
      });
    }
  }
  return [...out.values()];
}

function testOwners(paths: readonly string[], rules: readonly CodeOwnersRule[]): string[] {
  const specific = new Set<string>();
  for (const p of paths) for (const o of ownersOf(p, rules)) specific.add(o);
  return [...specific];
}

const runKey = (f: Flip) => `${f.runId ?? ''}\u0000${f.at}\u0000${f.runner ?? ''}`;

/** Both lists, one entry per run and runner (the later copy wins: it may carry the run link), newest first, capped. */
export function mergeRuns(older: readonly Flip[], newer: readonly Flip[]): Flip[] {
  const byKey = new Map<string, Flip>();
  for (const f of [...older, ...newer]) byKey.set(runKey(f), { ...byKey.get(runKey(f)), ...f });
  return [...byKey.values()].sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_RUNS);
}

/** The issue's state after this run: a test quarantined again after a release starts a new quarantine. */
export function recordQuarantine(
  previous: QuarantineState | undefined,
  seen: QuarantineObservation,
  now: Date,
): QuarantineState {
  const again = previous?.released && !seen.released;
  return {
    v: 1,
    tier: seen.tier,
    harness: seen.harness,
    id: seen.id,
    since: again ? seen.since : (previous?.since ?? seen.since),
    releaseAfter: seen.releaseAfter,
    passedSince: seen.passedSince,
    released: seen.released ? (previous?.released ?? now.toISOString()) : null,
    owners: seen.owners.length ? seen.owners : (previous?.owners ?? []),
    runs: mergeRuns(previous?.runs ?? [], seen.runs),
  };
}

/** A failing run this state has that the previous one did not: the test flipped again while quarantined. */
export function newFailures(previous: QuarantineState | undefined, next: QuarantineState): Flip[] {
  const known = new Set((previous?.runs ?? []).map(runKey));
  return next.runs.filter((f) => f.outcome === 'fail' && !known.has(runKey(f)));
}

export function quarantineStateComment(state: QuarantineState): string {
  return `${STATE_PREFIX}${Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')} -->`;
}

export function readQuarantineState(body: string | null | undefined): QuarantineState | undefined {
  const text = body ?? '';
  const at = text.lastIndexOf(STATE_PREFIX);
  const end = at === -1 ? -1 : text.indexOf(' -->', at);
  if (end === -1) return undefined;
  try {
    const json = Buffer.from(text.slice(at + STATE_PREFIX.length, end), 'base64url').toString('utf8');
    const parsed = QuarantineStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function quarantineTitle(state: QuarantineState): string {
  // A title is plain text (no markdown to neutralise); control characters only are removed.
  const title = stripControl(`[${state.tier}] quarantined, flaky across runs: ${state.harness}: ${state.id}`);
  return title.length > 250 ? `${title.slice(0, 249)}…` : title;
}

export function quarantineBody(state: QuarantineState, serverUrl = 'https://github.com'): string {
  const status = state.released
    ? `**Released** ${state.released.slice(0, 10)} after ${state.passedSince} passing runs: its failures gate the verdict again.`
    : `**Quarantined**: its failures are listed and filed but do not fail the tier verdict. It is released after ` +
      `${state.releaseAfter} passing runs (${state.passedSince} so far).`;
  const lines = [
    `The test \`${state.id.replace(/`/g, "'")}\` (harness \`${state.harness.replace(/`/g, "'")}\`, tier ${state.tier}) ` +
      'flipped between pass and fail across runs (or failed on a commit it passed on), so upstream-ingest quarantined it.',
    '',
    status,
    '',
    '| | |',
    '|---|---|',
    `| quarantined since | ${state.since} |`,
    `| passing runs since | ${state.passedSince} of ${state.releaseAfter} |`,
    `| owners (CODEOWNERS of the test) | ${state.owners.map((o) => `\`${o}\``).join(', ') || '—'} |`,
    '',
    `Flip history (newest first, ${state.runs.length} run${state.runs.length === 1 ? '' : 's'}):`,
    '',
    '| when | commit | runner | outcome | run |',
    '|---|---|---|---|---|',
  ];
  for (const f of state.runs) {
    const link = safeLink(f.url ?? null, serverUrl);
    const run = link ? `[${f.runId ?? 'run'}](${link})` : f.runId ? neutralizeInline(f.runId, { maxLength: 40 }) : '—';
    lines.push(
      `| ${neutralizeInline(f.at, { maxLength: 40 })} | ${f.sha ? `\`${short(f.sha, 12)}\`` : '—'} | ${f.runner ? `\`${f.runner.replace(/[`|]/g, "'")}\`` : '—'} | ${f.outcome} | ${run} |`,
    );
  }
  lines.push(
    '',
    '_Filed by upstream-ingest tier-publish; updated on every run, closed when the test is released._',
    '',
    quarantineStateComment(state),
  );
  return lines.join('\n');
}

export function flipComment(state: QuarantineState, flip: Flip, serverUrl = 'https://github.com'): string {
  const link = safeLink(flip.url ?? null, serverUrl);
  return (
    `Failed again${flip.sha ? ` on \`${short(flip.sha, 12)}\`` : ''}${link ? ` ([run](${link}))` : ''} while quarantined: ` +
    `not gating; ${state.passedSince} of ${state.releaseAfter} passing runs before its release.`
  );
}

export function releaseComment(state: QuarantineState): string {
  return `Passed ${state.passedSince} runs since it was last judged flaky: released from quarantine. Its failures gate the tier verdict again; it is quarantined again (and this issue reopened) if it flips again.`;
}
