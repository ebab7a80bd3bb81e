import type { BenchHistoryChange } from '../../schemas/bench-history.js';
import type { ImpactReport, Workload } from '../../schemas/workloads.js';
import { pathMatcher } from '../../shared/glob.js';
import { neutralizeInline } from '../neutralize.js';

/** An incoming (planned) or landed upstream commit, with the fork paths it changes. */
export interface ImpactCommit {
  sha: string;
  subject: string;
  paths: readonly string[];
  /** The bundle that carries it (planned commits). */
  bundle?: string;
  /** In a risky chain, or scoring as risky. */
  risky: boolean;
  /** Why it is held, for a planned commit that is not bundled yet. */
  held?: string;
}

/**
 * The context gap, closed from the owners' side: for each workload, the commits whose paths match its globs; for each
 * owner, one sentence over every workload they own ("12 upstream commits touching your matmul kernels land; 2 are
 * risky"). Pure: commits and workloads in, the report out.
 */
export function computeImpact(
  commits: readonly ImpactCommit[],
  workloads: readonly Workload[],
  source: ImpactReport['source'],
  changes: readonly BenchHistoryChange[] = [],
): ImpactReport {
  // In a landed range, a change point counts when the range holds one of its commits; a plan's commits have not landed,
  // so every change point of the workload's benches is history worth knowing.
  const inRange = new Set(commits.map((c) => c.sha));
  const relevant = changes.filter(
    (c) => 'plan' in source || inRange.has(c.sha) || c.commits.some((k) => inRange.has(k.sha)),
  );
  const rows = workloads.map((w) => {
    const matches = pathMatcher(w.paths);
    const hits = commits
      .map((c) => ({ c, paths: c.paths.filter(matches) }))
      .filter((h) => h.paths.length > 0)
      .map(({ c, paths }) => ({
        sha: c.sha,
        subject: c.subject,
        paths,
        ...(c.bundle ? { bundle: c.bundle } : {}),
        risky: c.risky,
        ...(c.held ? { held: c.held } : {}),
      }));
    return {
      name: w.name,
      kind: w.kind,
      owners: [...w.owners],
      commits: hits,
      bundles: [...new Set(hits.flatMap((h) => (h.bundle ? [h.bundle] : [])))],
      riskyCommits: hits.filter((h) => h.risky).length,
      changePoints: benchChanges(w, relevant),
    };
  });
  return { source, commits: commits.length, workloads: rows, owners: ownerMessages(rows, source) };
}

function benchChanges(
  w: Workload,
  changes: readonly BenchHistoryChange[],
): ImpactReport['workloads'][number]['changePoints'] {
  if (!w.benches.length) return [];
  const matches = pathMatcher(w.benches);
  return changes
    .filter((c) => matches(c.name))
    .map((c) => ({
      name: c.name,
      kind: c.kind,
      ratio: c.ratio,
      fromSha: c.fromSha,
      toSha: c.toSha,
      attribution: c.attribution,
    }));
}

function ownerMessages(rows: ImpactReport['workloads'], source: ImpactReport['source']): ImpactReport['owners'] {
  const byOwner = new Map<string, ImpactReport['workloads']>();
  for (const row of rows) {
    if (!row.commits.length && !row.changePoints.length) continue;
    for (const owner of row.owners) byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
  }
  const coming = 'plan' in source;
  return [...byOwner.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([owner, owned]) => {
      const shas = new Set(owned.flatMap((w) => w.commits.map((c) => c.sha)));
      const risky = new Set(owned.flatMap((w) => w.commits.filter((c) => c.risky).map((c) => c.sha)));
      const names = owned.map((w) => `${w.name} (${w.commits.length})`).join(', ');
      const verb = coming ? (shas.size === 1 ? 'is coming' : 'are coming') : 'landed';
      const riskyText = risky.size ? `; ${risky.size} ${risky.size === 1 ? 'is' : 'are'} risky` : '';
      const regressions = owned.reduce((n, w) => n + w.changePoints.filter((c) => c.kind === 'regression').length, 0);
      const benchText = regressions ? ` ${regressions} benchmark regression(s) in your benches' history.` : '';
      return {
        owner,
        workloads: owned.map((w) => w.name),
        commits: shas.size,
        message: `${shas.size} upstream ${shas.size === 1 ? 'commit' : 'commits'} touching your ${names} ${verb}${riskyText}.${benchText}`,
      };
    });
}

/** The report as markdown: one line per owner, then each workload's commits (upstream subjects neutralised). */
export function renderImpactMarkdown(report: ImpactReport): string {
  const lines: string[] = [];
  const what = 'plan' in report.source ? `the plan ${report.source.plan}` : `the range ${report.source.range}`;
  lines.push(`## Workload impact of ${neutralizeInline(what)}`, '');
  if (!report.owners.length) {
    lines.push(`None of ${report.commits} upstream commits touches a configured workload.`, '');
    return lines.join('\n');
  }
  for (const o of report.owners) lines.push(`- **${o.owner}**: ${o.message}`);
  lines.push('');
  for (const w of report.workloads) {
    if (!w.commits.length && !w.changePoints.length) continue;
    lines.push(`### ${neutralizeInline(w.name)} (${w.kind}; ${w.owners.join(', ')})`, '');
    for (const c of w.changePoints) {
      const range = `\`${c.fromSha.slice(0, 10)}..${c.toSha.slice(0, 10)}\``;
      lines.push(`- ${c.kind} of ${neutralizeInline(c.name)} ×${c.ratio.toFixed(3)} in ${range} (${c.attribution})`);
    }
    for (const c of w.commits) {
      const where = c.bundle ? ` — bundle \`${c.bundle}\`` : c.held ? ` — held: ${neutralizeInline(c.held)}` : '';
      const flag = c.risky ? ' **risky**' : '';
      lines.push(`- \`${c.sha.slice(0, 10)}\` ${neutralizeInline(c.subject)}${flag}${where}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** One workload a bundle (or any set of commits) touches, as the PR body and the dashboard show it. */
export interface WorkloadTouch {
  name: string;
  kind: Workload['kind'];
  owners: string[];
  commits: number;
  risky: number;
  /** Benchmark regressions among the workload's change points. */
  regressions: number;
}

/** The workloads the report's commits touch; with `bundle`, only through that bundle's commits. */
export function workloadTouches(report: ImpactReport, bundle?: string): WorkloadTouch[] {
  return report.workloads.flatMap((w) => {
    const commits = bundle === undefined ? w.commits : w.commits.filter((c) => c.bundle === bundle);
    if (!commits.length) return [];
    return [
      {
        name: w.name,
        kind: w.kind,
        owners: [...w.owners],
        commits: commits.length,
        risky: commits.filter((c) => c.risky).length,
        regressions: w.changePoints.filter((c) => c.kind === 'regression').length,
      },
    ];
  });
}

/** Every planned bundle of a plan-sourced report with the workloads it touches (bundles touching none left out). */
export function touchesByBundle(report: ImpactReport): Map<string, WorkloadTouch[]> {
  const bundles = [...new Set(report.workloads.flatMap((w) => w.bundles))].sort();
  return new Map(bundles.map((b) => [b, workloadTouches(report, b)]));
}

/**
 * Markdown lines, one per workload touched. Owners are shown as code, never as @-mentions: a bundle PR or the dashboard
 * is re-rendered on every run, and a mention there would notify every owner on every update; the weekly per-owner
 * digest is the one message meant to reach them (`digest --per-owner --mention`).
 */
export function renderWorkloadTouches(touches: readonly WorkloadTouch[]): string[] {
  return touches.map((t) => {
    const owners = t.owners.map((o) => `\`${o.replace(/`/g, "'")}\``).join(', ');
    const risky = t.risky ? `, **${t.risky} risky**` : '';
    const bench = t.regressions ? `; ${t.regressions} benchmark regression(s) in its history` : '';
    return `- ${neutralizeInline(t.name, { maxLength: 120 })} (${t.kind}; owners ${owners}): ${t.commits} commit${t.commits === 1 ? '' : 's'}${risky}${bench}`;
  });
}
