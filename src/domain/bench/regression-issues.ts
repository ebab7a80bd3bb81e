/**
 * The change points gate: a benchmark regression whose commit range brought upstream commits (a landed bundle) gets
 * one issue per benchmark and range, with the suspects and the bench's owners; while it is open and not acknowledged,
 * bundles touching the bench's paths may be held from landing (opt-in). Pure: the service reads git and GitHub.
 */
import type { BenchHistoryChange } from '../../schemas/bench-history.js';
import type { Workload } from '../../schemas/workloads.js';
import { pathMatcher } from '../../shared/glob.js';
import { neutralizeInline, tableCell } from '../neutralize.js';

/** Every regression issue carries it (the land gate lists only these). */
export const REGRESSION_LABEL = 'upstream-ingest:bench-regression';
/** A person adds it (or closes the issue) to release the landings the regression holds. */
export const ACK_LABEL = 'regression-acknowledged';

/** Identity of one regression: the benchmark (suite, runner, name) and the range it began in. */
export function regressionId(
  change: Pick<BenchHistoryChange, 'suite' | 'runnerLabel' | 'name' | 'fromSha' | 'toSha'>,
): string {
  return `${benchKey(change)}@${change.fromSha.slice(0, 12)}..${change.toSha.slice(0, 12)}`;
}

/** Change points that gate: regressions whose range holds upstream commits (a landed bundle, alone or mixed). */
export function gatingRegressions(changes: readonly BenchHistoryChange[]): BenchHistoryChange[] {
  return changes.filter((c) => c.kind === 'regression' && (c.attribution === 'upstream' || c.attribution === 'mixed'));
}

export interface BenchOwnership {
  /** Workloads whose `benches` globs name this benchmark. */
  workloads: string[];
  owners: string[];
  /** Their path globs: the paths a held landing is judged by. */
  paths: string[];
}

export function benchOwnership(name: string, workloads: readonly Workload[]): BenchOwnership {
  const owning = workloads.filter((w) => w.benches.length && pathMatcher(w.benches)(name));
  return {
    workloads: owning.map((w) => w.name),
    owners: [...new Set(owning.flatMap((w) => w.owners))],
    paths: [...new Set(owning.flatMap((w) => w.paths))],
  };
}

/** What the land gate reads back from an issue (hidden in its body). */
export interface RegressionGateState {
  blockLanding: boolean;
  paths: string[];
  /** The benchmark (suite/runner/name), the best estimate of where it began and the fork commits of its range. */
  bench?: string;
  sha?: string;
  commits?: string[];
}

/** The benchmark part of a regression's identity. */
export function benchKey(change: Pick<BenchHistoryChange, 'suite' | 'runnerLabel' | 'name'>): string {
  return `${change.suite}/${change.runnerLabel}/${change.name}`;
}

/**
 * Whether an issue already tells of this regression: the same benchmark, and either best estimate inside the other's
 * range. As history grows the estimated range of one step may move by a commit or two; it is still the same
 * regression, not a new one.
 */
export function sameRegression(state: RegressionGateState | null, change: BenchHistoryChange): boolean {
  if (!state?.bench || state.bench !== benchKey(change)) return false;
  // Either best estimate inside the other's range: two distinct steps of one benchmark are further apart.
  const range = new Set([change.toSha, ...change.commits.map((c) => c.sha)]);
  return Boolean((state.sha && range.has(state.sha)) || state.commits?.includes(change.sha));
}

const STATE_OPEN = '<!-- upstream-ingest:regression-gate ';
const STATE_CLOSE = ' -->';

function encodeState(state: RegressionGateState): string {
  // Percent-encoded, '-' too, so no path can end the HTML comment.
  return `${STATE_OPEN}${encodeURIComponent(JSON.stringify(state)).replace(/-/g, '%2D')}${STATE_CLOSE}`;
}

export function parseGateState(body: string): RegressionGateState | null {
  const at = body.indexOf(STATE_OPEN);
  if (at < 0) return null;
  const end = body.indexOf(STATE_CLOSE, at + STATE_OPEN.length);
  if (end < 0) return null;
  try {
    const value = JSON.parse(
      decodeURIComponent(body.slice(at + STATE_OPEN.length, end)),
    ) as Partial<RegressionGateState>;
    if (typeof value.blockLanding !== 'boolean' || !Array.isArray(value.paths)) return null;
    const strings = (v: unknown): string[] =>
      Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    return {
      blockLanding: value.blockLanding,
      paths: strings(value.paths),
      ...(typeof value.bench === 'string' ? { bench: value.bench } : {}),
      ...(typeof value.sha === 'string' ? { sha: value.sha } : {}),
      ...(Array.isArray(value.commits) ? { commits: strings(value.commits) } : {}),
    };
  } catch {
    return null;
  }
}

export interface RegressionIssueInput {
  change: BenchHistoryChange;
  ownership: BenchOwnership;
  /** CODEOWNERS owners of the suspects' paths (inside the bench's paths when it has any). */
  codeOwners: string[];
  blockLanding: boolean;
  runUrl?: string;
}

export function renderRegressionIssue(input: RegressionIssueInput): { title: string; body: string } {
  const { change: c, ownership, codeOwners } = input;
  const range = `${c.fromSha.slice(0, 12)}..${c.toSha.slice(0, 12)}`;
  const pct = ((c.ratio - 1) * 100).toFixed(1);
  const title = `Benchmark regression: ${neutralizeInline(c.name).slice(0, 120)} +${pct}% in ${range}`;
  const owners = [...new Set([...ownership.owners, ...codeOwners])];
  const suspects = c.commits.filter((k) => k.kind === 'upstream');
  const lines = [
    `A change point in the benchmark history: **${neutralizeInline(c.name)}** (suite ${neutralizeInline(c.suite)}, ` +
      `runner \`${tableCell(c.runnerLabel)}\`) costs ×${c.ratio.toFixed(3)} (${c.before.toPrecision(4)} → ` +
      `${c.after.toPrecision(4)}, p = ${c.pValue.toExponential(1)}) from commit \`${c.sha.slice(0, 12)}\` on.`,
    '',
    `- Commit range: \`${c.fromSha}..${c.toSha}\` (${c.measuredCommits} measured commits; ${c.upstreamCommits} bring ` +
      `upstream changes, ${c.forkCommits} are the fork's own)`,
    // Written as `- Owners:` only when there are some: the owner digest routes the issue by that line.
    owners.length ? `- Owners: ${owners.join(', ')}` : '- No owners configured (workloads file `benches`, CODEOWNERS)',
    ...(ownership.workloads.length
      ? [`- Workloads: ${ownership.workloads.map((w) => neutralizeInline(w)).join(', ')}`]
      : []),
    ...(input.runUrl ? [`- Found by ${input.runUrl}`] : []),
    '',
    '### Suspect upstream commits',
    '',
    ...(suspects.length
      ? suspects.map(
          (k) =>
            `- \`${k.sha.slice(0, 12)}\` ${neutralizeInline(k.subject)}` +
            (k.upstream.length ? ` (upstream ${k.upstream.map((u) => `\`${u.slice(0, 12)}\``).join(', ')})` : ''),
        )
      : ['None in this clone.']),
    '',
    '### Landing',
    '',
    input.blockLanding && ownership.paths.length
      ? `Bundles touching ${ownership.paths.map((p) => `\`${tableCell(p)}\``).join(', ')} do not land until this ` +
        `issue is acknowledged: add the label \`${ACK_LABEL}\` or close it.`
      : input.blockLanding
        ? 'No workload names this benchmark, so no landing is held (list it under `benches` in the workloads file).'
        : `Landing is not held (opt in with \`changePoints.blockLanding: true\` in the workloads file). ` +
          `Add \`${ACK_LABEL}\` or close this issue once it is understood.`,
    '',
    encodeState({
      blockLanding: input.blockLanding && ownership.paths.length > 0,
      paths: ownership.paths,
      bench: benchKey(c),
      sha: c.sha,
      commits: [...new Set([c.toSha, ...c.commits.map((k) => k.sha)])],
    }),
  ];
  return { title, body: lines.join('\n') };
}

export interface OpenRegression {
  number: number;
  url: string;
  title: string;
  labels: readonly string[];
  body: string;
}

/** The open, unacknowledged regressions that hold a bundle touching `files`. */
export function regressionsHolding(
  issues: readonly OpenRegression[],
  files: readonly string[],
): Array<{ number: number; url: string; title: string; paths: string[] }> {
  const out: Array<{ number: number; url: string; title: string; paths: string[] }> = [];
  for (const issue of issues) {
    if (issue.labels.some((l) => l.toLowerCase() === ACK_LABEL)) continue;
    const state = parseGateState(issue.body);
    if (!state?.blockLanding || !state.paths.length) continue;
    const matches = pathMatcher(state.paths);
    const hit = files.filter(matches);
    if (hit.length) out.push({ number: issue.number, url: issue.url, title: issue.title, paths: hit });
  }
  return out;
}
