import { z } from 'zod';
import type { Failure } from '../../schemas/tier-result.js';
import { neutralizeBlock, neutralizeInline, stripControl } from '../neutralize.js';
import { shortHash } from './test-id.js';

/**
 * Trunk mode files one GitHub issue per failure identity (tier, runner label, harness, test ID). The identity is a
 * fingerprint in a hidden marker; the issue's running state — occurrences, first/last seen, consecutive passes, recent
 * runs — lives in a second hidden comment in the same body, so the issue itself is the record that every runner and
 * workflow shares (a cache-backed file could be evicted or raced by parallel jobs and would then never close issues).
 */

export const ISSUE_MARKER_KIND = 'tier-failure';

export interface FailureIdentity {
  tier: string;
  runnerLabel: string | null;
  harness: string;
  testId: string;
}

export function failureFingerprint(identity: FailureIdentity): string {
  return shortHash([identity.tier, identity.runnerLabel ?? '', identity.harness, identity.testId].join('\u0000'), 16);
}

export const IssueStateSchema = z
  .object({
    v: z.literal(1),
    tier: z.string(),
    runnerLabel: z.string().nullable(),
    harness: z.string(),
    testId: z.string(),
    occurrences: z.number().int().min(0),
    firstSeen: z.string(),
    lastSeen: z.string(),
    consecutivePasses: z.number().int().min(0),
    /** The last run that changed this state: a retried or re-run job must not count twice. */
    lastRunId: z.string().nullable(),
    recentRuns: z.array(
      z.object({ at: z.string(), url: z.string().nullable(), outcome: z.enum(['fail', 'pass']) }).strict(),
    ),
    message: z.string(),
    class: z.enum(['infra', 'code']),
    classReason: z.string(),
    cluster: z.string(),
    /** The failure text of the latest occurrence (capped), so a pass update can re-render the body. */
    example: z.string(),
  })
  .strict();
export type IssueState = z.infer<typeof IssueStateSchema>;

const STATE_PREFIX = '<!-- upstream-ingest:tier-state:';
const MAX_RECENT = 10;
const MAX_EXAMPLE = 1500;

/** The state as a base64url payload: nothing in it can close the HTML comment. */
export function stateComment(state: IssueState): string {
  return `${STATE_PREFIX}${Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')} -->`;
}

export function readIssueState(body: string | null | undefined): IssueState | undefined {
  const text = body ?? '';
  const at = text.lastIndexOf(STATE_PREFIX);
  if (at === -1) return undefined;
  const end = text.indexOf(' -->', at);
  if (end === -1) return undefined;
  try {
    const json = Buffer.from(text.slice(at + STATE_PREFIX.length, end), 'base64url').toString('utf8');
    const parsed = IssueStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface RunContext {
  tier: string;
  runnerLabel: string | null;
  now: Date;
  runId: string | null;
  runUrl: string | null;
}

/** The state after this run saw the test fail (counted once per run id). */
export function recordFailure(
  previous: IssueState | undefined,
  failure: Failure,
  example: string,
  run: RunContext,
): IssueState {
  const sameRun = previous && run.runId !== null && previous.lastRunId === run.runId;
  const at = run.now.toISOString();
  const latest = {
    message: failure.message.slice(0, 500),
    class: failure.class,
    classReason: failure.classReason,
    cluster: failure.cluster,
    example: example.slice(0, MAX_EXAMPLE),
  };
  if (sameRun) return { ...previous, ...latest };
  return {
    v: 1,
    tier: run.tier,
    runnerLabel: run.runnerLabel,
    harness: failure.harness,
    testId: failure.id,
    occurrences: (previous?.occurrences ?? 0) + 1,
    firstSeen: previous?.firstSeen ?? at,
    lastSeen: at,
    consecutivePasses: 0,
    lastRunId: run.runId,
    recentRuns: [{ at, url: run.runUrl, outcome: 'fail' as const }, ...(previous?.recentRuns ?? [])].slice(
      0,
      MAX_RECENT,
    ),
    ...latest,
  };
}

/** The state after this run saw the test pass. */
export function recordPass(previous: IssueState, run: RunContext): IssueState {
  if (run.runId !== null && previous.lastRunId === run.runId) return previous;
  const at = run.now.toISOString();
  return {
    ...previous,
    consecutivePasses: previous.consecutivePasses + 1,
    lastRunId: run.runId,
    recentRuns: [{ at, url: run.runUrl, outcome: 'pass' as const }, ...previous.recentRuns].slice(0, MAX_RECENT),
  };
}

export function issueTitle(state: IssueState): string {
  const label = state.runnerLabel ? ` · ${state.runnerLabel}` : '';
  const title = `[${state.tier}${label}] ${state.harness}: ${stripControl(state.testId).replace(/\s+/g, ' ')}`;
  return title.length > 250 ? `${title.slice(0, 249)}…` : title;
}

export function issueBody(state: IssueState, closeAfter: number): string {
  const lines = [
    `The test ${neutralizeInline(state.testId, { maxLength: 300 })} of harness **${neutralizeInline(state.harness)}** fails in tier ${state.tier}${state.runnerLabel ? ` on runner label \`${state.runnerLabel.replace(/`/g, "'")}\`` : ''}.`,
    '',
    '| | |',
    '|---|---|',
    `| occurrences | ${state.occurrences} |`,
    `| first seen | ${state.firstSeen} |`,
    `| last seen | ${state.lastSeen} |`,
    `| consecutive passes since | ${state.consecutivePasses} (closes after ${closeAfter}) |`,
    `| class | ${state.class} (${neutralizeInline(state.classReason)}) |`,
    `| cluster | \`${state.cluster.replace(/`/g, '')}\` |`,
    '',
    `**Message:** ${neutralizeInline(state.message, { maxLength: 500 })}`,
    '',
  ];
  if (state.example)
    lines.push(
      '<details><summary>details</summary>',
      '',
      neutralizeBlock(state.example, MAX_EXAMPLE),
      '',
      '</details>',
      '',
    );
  if (state.recentRuns.length) {
    lines.push('Recent runs:', '');
    for (const r of state.recentRuns) lines.push(`- ${r.at}: ${r.outcome}${r.url ? ` ([run](${r.url}))` : ''}`);
    lines.push('');
  }
  lines.push(
    '_Filed by upstream-ingest run-tier; closed automatically when the test passes again._',
    '',
    stateComment(state),
  );
  return lines.join('\n');
}

/** The comment posted when the issue is closed after enough clean passes. */
export function closeComment(state: IssueState, runUrl: string | null): string {
  return `Passed ${state.consecutivePasses} consecutive run${state.consecutivePasses === 1 ? '' : 's'} since the last failure${runUrl ? ` (latest: [run](${runUrl}))` : ''}: closing. It reopens if the test fails again.`;
}
