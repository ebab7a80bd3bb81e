import { z } from 'zod';
import { neutralizeBlock, neutralizeInline, safeLink, stripControl } from '../neutralize.js';
import type { Suspect } from './suspects.js';
import { shortHash } from './test-id.js';
import { short } from '../../shared/short-sha.js';
import { MACHINE_NOTE, machineWriter } from './summary-markdown.js';

/**
 * Triage by root cause: `tier-publish` files one GitHub issue per failure cluster (one error signature in one tier),
 * listing its tests, the commit range since the last green run, the suspects that landed in it and their owners; a run
 * with anomalies files one infra issue instead (its results cannot be trusted, so no code issue is filed or counted
 * from it). The identity is a fingerprint in a hidden marker; the running state — occurrences, first/last seen,
 * consecutive clean runs, recent runs — lives in a second hidden comment of the same body, so the issue itself is the
 * record every runner and workflow shares.
 */

export const ISSUE_MARKER_KIND = 'tier-cluster';
export const INFRA_MARKER_KIND = 'tier-infra';

export function clusterFingerprint(tier: string, signature: string): string {
  return shortHash(['cluster', tier, signature].join('\u0000'), 16);
}

export function infraFingerprint(tier: string): string {
  return shortHash(['infra', tier].join('\u0000'), 16);
}

const RecentRunSchema = z
  .object({
    at: z.string(),
    url: z.string().nullable(),
    outcome: z.enum(['fail', 'pass']),
    runners: z.array(z.string()).optional(),
  })
  .strict();

const SuspectSchema = z
  .object({
    sha: z.string(),
    subject: z.string(),
    kind: z.enum(['bundle', 'upstream-pick', 'fork']),
    author: z.string(),
    score: z.number(),
    paths: z.array(z.string()),
  })
  .strict();

export const IssueStateSchema = z
  .object({
    v: z.literal(2),
    kind: z.enum(['cluster', 'infra']),
    tier: z.string(),
    /** cluster: the error signature; infra: the anomaly kinds. */
    signature: z.string(),
    cluster: z.string(),
    class: z.enum(['infra', 'code']),
    /** `harness: test id` of the members seen in the latest failing run (capped). */
    tests: z.array(z.string()),
    testCount: z.number().int().min(0),
    runners: z.array(z.string()),
    occurrences: z.number().int().min(0),
    firstSeen: z.string(),
    lastSeen: z.string(),
    consecutivePasses: z.number().int().min(0),
    /** The last run that changed this state: a retried or re-run job must not count twice. */
    lastRunId: z.string().nullable(),
    recentRuns: z.array(RecentRunSchema),
    range: z.object({ from: z.string().nullable(), to: z.string().nullable() }).strict(),
    suspects: z.array(SuspectSchema),
    owners: z.array(z.string()),
    gpus: z.string().nullable(),
    example: z.string(),
    /** infra: the anomalies (capped lines). */
    details: z.array(z.string()),
    /** The latest failing run's machine-written summary (an agent preset's), shown marked as such. */
    machineSummary: z.object({ text: z.string(), agent: z.string(), model: z.string().nullable() }).strict().optional(),
  })
  .strict();
export type IssueState = z.infer<typeof IssueStateSchema>;

const STATE_PREFIX = '<!-- upstream-ingest:tier-state:';
const MAX_RECENT = 10;
const MAX_EXAMPLE = 1500;
const MAX_TESTS = 50;

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

export function fingerprintOf(state: IssueState): string {
  return state.kind === 'infra' ? infraFingerprint(state.tier) : clusterFingerprint(state.tier, state.signature);
}

export interface RunContext {
  tier: string;
  now: Date;
  runId: string | null;
  runUrl: string | null;
}

/** What this run says about one cluster (or the tier's anomalies). */
export interface Occurrence {
  kind: IssueState['kind'];
  signature: string;
  cluster: string;
  class: IssueState['class'];
  tests: string[];
  testCount: number;
  runners: string[];
  range: IssueState['range'];
  suspects: Suspect[];
  owners: string[];
  gpus: string | null;
  example: string;
  details: string[];
  /** The run's machine-written summary, when an agent preset wrote one. */
  machineSummary?: { text: string; agent: string; model: string | null };
}

/** The state after this run saw the cluster fail (counted once per run id). */
export function recordFailure(previous: IssueState | undefined, seen: Occurrence, run: RunContext): IssueState {
  const sameRun = previous && run.runId !== null && previous.lastRunId === run.runId;
  const at = run.now.toISOString();
  const latest = {
    signature: seen.signature.slice(0, 300),
    cluster: seen.cluster,
    class: seen.class,
    tests: seen.tests.slice(0, MAX_TESTS),
    testCount: seen.testCount,
    runners: seen.runners,
    // The range starts at the first failure's last green: a later run does not move the start.
    range: { from: previous?.range.from ?? seen.range.from, to: seen.range.to },
    suspects: seen.suspects,
    owners: seen.owners,
    gpus: seen.gpus,
    example: seen.example.slice(0, MAX_EXAMPLE),
    details: seen.details.slice(0, 30),
    ...(seen.machineSummary
      ? { machineSummary: { ...seen.machineSummary, text: seen.machineSummary.text.slice(0, MAX_EXAMPLE * 2) } }
      : {}),
  };
  if (sameRun) return { ...previous, ...latest };
  return {
    v: 2,
    kind: seen.kind,
    tier: run.tier,
    occurrences: (previous?.occurrences ?? 0) + 1,
    firstSeen: previous?.firstSeen ?? at,
    lastSeen: at,
    consecutivePasses: 0,
    lastRunId: run.runId,
    recentRuns: [
      { at, url: run.runUrl, outcome: 'fail' as const, runners: seen.runners },
      ...(previous?.recentRuns ?? []),
    ].slice(0, MAX_RECENT),
    ...latest,
  };
}

/** The state after a trustworthy run in which the cluster did not occur (its tests ran and passed). */
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
  const title =
    state.kind === 'infra'
      ? `[${state.tier}] untrustworthy test results: ${state.signature}`
      : `[${state.tier}] ${state.testCount} failing test${state.testCount === 1 ? '' : 's'}: ${stripControl(state.signature).replace(/\s+/g, ' ')}`;
  return title.length > 250 ? `${title.slice(0, 249)}…` : title;
}

/**
 * `serverUrl`: the GitHub server (GITHUB_SERVER_URL). Run links come from the issue's stored state and the results'
 * environment: only an https link on that server (safeLink) becomes a link; anything else is left out.
 */
export function issueBody(state: IssueState, closeAfter: number, serverUrl = 'https://github.com'): string {
  const lines: string[] = [];
  if (state.kind === 'infra') {
    lines.push(
      `Tier ${state.tier} produced results that cannot be trusted, so no test-failure issue was filed from ${state.runners.length > 1 ? 'these runs' : 'this run'}. Fix the test infrastructure first:`,
      '',
      ...state.details.map((d) => `- ${neutralizeInline(d, { maxLength: 500 })}`),
      '',
    );
  } else {
    lines.push(
      `${state.testCount} test${state.testCount === 1 ? '' : 's'} of tier ${state.tier} fail with one error signature (cluster \`${state.cluster.replace(/`/g, '')}\`, ${state.class}):`,
      '',
      `> ${neutralizeInline(state.signature, { maxLength: 300 })}`,
      '',
      '<details><summary>tests</summary>',
      '',
      ...state.tests.map((t) => `- ${neutralizeInline(t, { maxLength: 300 })}`),
      ...(state.testCount > state.tests.length ? [`- … ${state.testCount - state.tests.length} more`] : []),
      '',
      '</details>',
      '',
    );
  }
  lines.push('| | |', '|---|---|');
  lines.push(`| runners | ${state.runners.map((r) => `\`${r.replace(/`/g, "'")}\``).join(', ') || '—'} |`);
  if (state.gpus) lines.push(`| GPUs | ${neutralizeInline(state.gpus, { maxLength: 200 })} |`);
  lines.push(
    `| commit range | ${state.range.from ? `\`${short(state.range.from, 12)}..${short(state.range.to ?? '?', 12)}\` (since the last green run)` : `up to \`${short(state.range.to ?? '?', 12)}\` (no green run recorded)`} |`,
    `| occurrences | ${state.occurrences} |`,
    `| first seen | ${state.firstSeen} |`,
    `| last seen | ${state.lastSeen} |`,
    `| clean runs since | ${state.consecutivePasses} (closes after ${closeAfter}) |`,
    '',
  );
  if (state.suspects.length) {
    lines.push('**Suspects** (landed in the range, ranked by overlap of their paths with the failing tests):', '');
    for (const s of state.suspects) {
      const where = s.paths.length ? ` — ${s.paths.map((p) => `\`${p.replace(/`/g, "'")}\``).join(', ')}` : '';
      lines.push(
        `1. \`${short(s.sha, 12)}\` ${s.kind} ${neutralizeInline(s.subject, { maxLength: 200 })} (by ${neutralizeInline(s.author, { maxLength: 80 }).replace(/@/g, '@\u200b')}, score ${s.score})${where}`,
      );
    }
    lines.push('');
  }
  if (state.owners.length) lines.push(`**Owners:** ${state.owners.join(' ')}`, '');
  if (state.example)
    lines.push(
      '<details><summary>example</summary>',
      '',
      neutralizeBlock(state.example, MAX_EXAMPLE),
      '',
      '</details>',
      '',
    );
  if (state.machineSummary)
    lines.push(
      `<details><summary>Machine-written summary (${machineWriter(state.machineSummary)})</summary>`,
      '',
      `_${MACHINE_NOTE}_`,
      '',
      neutralizeBlock(state.machineSummary.text, MAX_EXAMPLE * 2),
      '',
      '</details>',
      '',
    );
  if (state.recentRuns.length) {
    lines.push('Recent runs:', '');
    for (const r of state.recentRuns) {
      const link = safeLink(r.url, serverUrl);
      lines.push(`- ${neutralizeInline(r.at, { maxLength: 40 })}: ${r.outcome}${link ? ` ([run](${link}))` : ''}`);
    }
    lines.push('');
  }
  lines.push(
    '_Filed by upstream-ingest tier-publish; closed automatically when the cause is gone._',
    '',
    stateComment(state),
  );
  return lines.join('\n');
}

/** The comment posted when the issue is closed. */
export function closeComment(state: IssueState, runUrl: string | null, serverUrl = 'https://github.com'): string {
  const what = state.kind === 'infra' ? 'without anomalies' : 'without this failure';
  const link = safeLink(runUrl, serverUrl);
  return `${state.consecutivePasses} consecutive run${state.consecutivePasses === 1 ? '' : 's'} ${what}${link ? ` (latest: [run](${link}))` : ''}: closing. It reopens if it happens again.`;
}
