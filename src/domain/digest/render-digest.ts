import type { BenchDigestRecord } from '../../schemas/bench-digest.js';
import type { LagHistoryRecord } from '../../schemas/lag-history.js';
import type { LagReport } from '../../schemas/lag-report.js';
import { neutralizeInline, tableCell } from '../neutralize.js';
import { inPeriod, type Period } from './period.js';
import { commitLink } from '../commit-link.js';

/** A fork commit of the period that carries provenance of upstream commits (a pick or a bundle commit). */
export interface LandedCommit {
  forkSha: string;
  subject: string;
  committedAt: string;
  upstreamCommits: number;
}

export interface DigestInput {
  period: Period;
  /** The latest lag report: current numbers and the deferred commits with their reasons. */
  report?: LagReport;
  /** The whole lag history; the period's records (and the last one before it) are picked here. */
  history: readonly LagHistoryRecord[];
  bench: readonly BenchDigestRecord[];
  landed: readonly LandedCommit[];
  upstreamRepo?: string;
  forkRepo?: string;
  serverUrl?: string;
  runUrl?: string;
  limit?: number;
}

export interface DigestSummary {
  landedForkCommits: number;
  landedUpstreamCommits: number;
  deferred: number;
  benchRuns: number;
  regressions: { inherited: number; forkLocal: number; unattributed: number };
}

const SPARK = '▁▂▃▄▅▆▇█';

export function sparkline(values: readonly number[]): string {
  if (!values.length) return '';
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  return values.map((v) => SPARK[span === 0 ? 0 : Math.round(((v - min) / span) * (SPARK.length - 1))]).join('');
}

function signed(n: number, digits = 0): string {
  const text = n.toFixed(digits);
  return n > 0 ? `+${text}` : text;
}

function percent(ratio: number | null): string {
  return ratio === null ? '—' : `${signed((ratio - 1) * 100, 1)} %`;
}

/** The digest comment of one period: what landed, what was deferred and why, the lag trend, benchmark changes. */
export function renderDigest(input: DigestInput): { body: string; summary: DigestSummary } {
  const limit = input.limit ?? 15;
  const text = (t: string) =>
    neutralizeInline(t, { maxLength: 120, ...(input.upstreamRepo ? { upstreamRepo: input.upstreamRepo } : {}) });
  const lines = [
    `## upstream-ingest digest: ${input.period.key}`,
    '',
    `${input.period.start.toISOString().slice(0, 10)} to ${new Date(input.period.end.getTime() - 1).toISOString().slice(0, 10)} ` +
      `(updated in place until the ${input.period.kind} ends${input.runUrl ? `; last update by [this run](${input.runUrl})` : ''}).`,
  ];
  const landed = landedSection(input, text, limit);
  const deferred = input.report?.deferred ?? [];
  lines.push('', ...landed.lines, '', ...deferredSection(deferred, input, text, limit), '', ...trendSection(input));
  const bench = benchSection(input, text, limit);
  lines.push('', ...bench.lines);
  return {
    body: lines.join('\n'),
    summary: {
      landedForkCommits: input.landed.length,
      landedUpstreamCommits: landed.upstreamCommits,
      deferred: deferred.length,
      benchRuns: bench.runs,
      regressions: bench.regressions,
    },
  };
}

function landedSection(input: DigestInput, text: (t: string) => string, limit: number) {
  const upstreamCommits = input.landed.reduce((sum, c) => sum + c.upstreamCommits, 0);
  const lines = ['### Landed'];
  if (!input.landed.length)
    return { upstreamCommits, lines: [...lines, '', 'No upstream commits landed in this period.'] };
  lines.push('', `${upstreamCommits} upstream commits in ${input.landed.length} fork commits.`, '');
  lines.push('| fork commit | date | subject | upstream commits |', '|---|---|---|---|');
  for (const c of input.landed.slice(0, limit)) {
    lines.push(
      `| ${commitLink(c.forkSha, input.forkRepo, input.serverUrl)} | ${c.committedAt.slice(0, 10)} | ${text(c.subject)} | ${c.upstreamCommits} |`,
    );
  }
  if (input.landed.length > limit) lines.push('', `… and ${input.landed.length - limit} more.`);
  return { upstreamCommits, lines };
}

function deferredSection(
  deferred: LagReport['deferred'],
  input: DigestInput,
  text: (t: string) => string,
  limit: number,
): string[] {
  const lines = ['### Deferred'];
  if (!input.report) return [...lines, '', 'No lag report was given.'];
  if (!deferred.length) return [...lines, '', 'No upstream commits are deferred.'];
  lines.push('', '| upstream commit | subject | reason |', '|---|---|---|');
  for (const d of deferred.slice(0, limit)) {
    const reason = `${d.reason}${d.blockedBy ? ` (blocked by ${d.blockedBy}${d.unblocked ? ': landed, ready to pick' : ''})` : ''}`;
    lines.push(`| ${commitLink(d.sha, input.upstreamRepo, input.serverUrl)} | ${text(d.subject)} | ${text(reason)} |`);
  }
  if (deferred.length > limit) lines.push('', `… and ${deferred.length - limit} more.`);
  return lines;
}

function trendSection(input: DigestInput): string[] {
  const lines = ['### Lag and backlog'];
  const sorted = [...input.history].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  const during = sorted.filter((r) => inPeriod(r.recordedAt, input.period));
  const before = sorted.filter((r) => Date.parse(r.recordedAt) < input.period.start.getTime()).at(-1);
  const last = during.at(-1);
  if (!last) return [...lines, '', 'No lag measurement in this period.'];
  const first = before ?? during[0]!;
  const since = before ? 'since the end of the previous period' : 'since the first measurement of this period';
  lines.push(
    '',
    `| metric | now | change ${since} |`,
    '|---|---|---|',
    `| days behind | ${last.daysBehind} | ${signed(last.daysBehind - first.daysBehind, 1)} |`,
    `| backlog | ${last.backlog} | ${signed(last.backlog - first.backlog)} |`,
    `| holes | ${last.holes} | ${signed(last.holes - first.holes)} |`,
    '',
    `Backlog over ${during.length} measurements: \`${sparkline(during.map((r) => r.backlog))}\`; ` +
      `days behind: \`${sparkline(during.map((r) => r.daysBehind))}\`.`,
  );
  return lines;
}

function benchSection(input: DigestInput, text: (t: string) => string, limit: number) {
  const regressions = { inherited: 0, forkLocal: 0, unattributed: 0 };
  const lines = ['### Benchmarks'];
  const latest = new Map<string, BenchDigestRecord>();
  for (const r of [...input.bench].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt))) {
    if (inPeriod(r.recordedAt, input.period)) latest.set(`${r.suite}\u0000${r.runnerLabel}`, r);
  }
  const runs = input.bench.filter((r) => inPeriod(r.recordedAt, input.period)).length;
  if (!latest.size)
    return { runs, regressions, lines: [...lines, '', 'No benchmark comparison on trunk in this period.'] };
  lines.push('', '| suite | runner | commit | verdict | geomean |', '|---|---|---|---|---|');
  for (const r of latest.values()) {
    lines.push(
      `| ${tableCell(r.suite)} | ${tableCell(r.runnerLabel)} | ${commitLink(r.sha, input.forkRepo, input.serverUrl)} | ${r.verdict} | ${percent(r.geomeanRatio)} |`,
    );
  }
  const changes = [...latest.values()].flatMap((r) =>
    r.changes.map((c) => ({ ...c, suite: r.suite, runner: r.runnerLabel })),
  );
  for (const c of changes.filter((c) => c.status === 'regressed')) {
    if (c.attribution === 'inherited') regressions.inherited++;
    else if (c.attribution === 'fork-local') regressions.forkLocal++;
    else regressions.unattributed++;
  }
  if (changes.length) {
    lines.push(
      '',
      `Regressions: ${regressions.inherited} from upstream, ${regressions.forkLocal} from the fork, ${regressions.unattributed} not attributed.`,
      '',
      '| benchmark | suite / runner | change | from |',
      '|---|---|---|---|',
    );
    for (const c of changes.slice(0, limit)) {
      const from =
        c.attribution === 'inherited' ? 'upstream' : c.attribution === 'fork-local' ? 'fork' : 'not attributed';
      lines.push(
        `| ${text(c.name)} | ${tableCell(c.suite)} / ${tableCell(c.runner)} | ${c.status} ${percent(c.ratio)} | ${from} |`,
      );
    }
    if (changes.length > limit) lines.push('', `… and ${changes.length - limit} more.`);
  }
  return { runs, regressions, lines };
}
