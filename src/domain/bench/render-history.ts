/** Text and markdown for benchmark-history change points; names and subjects come from files and commits: neutralised. */
import type { BenchHistoryChange, BenchHistoryResult } from '../../schemas/bench-history.js';
import { neutralizeForLog, neutralizeInline } from '../neutralize.js';
import { short } from '../../shared/short-sha.js';

const pct = (ratio: number): string => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;

function whose(c: BenchHistoryChange): string {
  if (c.attribution === 'unknown') return 'commits not in this clone';
  return `${c.upstreamCommits} upstream, ${c.forkCommits} fork commit(s): ${c.attribution}`;
}

export function renderHistoryText(result: BenchHistoryResult, maxRows = 50): string {
  const out = [
    `compare-bench history: ${result.records} records, ${result.series} series, ${result.changes.length} change point(s) ` +
      `(E-divisive means, p < ${result.settings.pValue}, at least ${result.settings.minSize} commits per side)`,
  ];
  for (const c of result.changes.slice(0, maxRows)) {
    out.push(
      `  ${c.kind.padEnd(11)} ${neutralizeForLog(c.name).slice(0, 100)} [${neutralizeForLog(c.suite)}/${neutralizeForLog(c.runnerLabel)}] ` +
        `${pct(c.ratio)} at ${short(c.sha, 12)} (between ${short(c.fromSha, 12)} and ${short(c.toSha, 12)}; ${whose(c)})`,
    );
    for (const commit of c.commits.slice(0, 5)) {
      out.push(
        `      ${short(commit.sha, 12)} ${commit.kind.padEnd(8)} ${neutralizeForLog(commit.subject).slice(0, 100)}`,
      );
    }
    if (c.commits.length > 5) out.push(`      … ${c.commits.length - 5} more commit(s)`);
  }
  if (result.changes.length > maxRows) out.push(`  … ${result.changes.length - maxRows} more (use --json)`);
  for (const n of result.notes) out.push(`note: ${neutralizeForLog(n)}`);
  return `${out.join('\n')}\n`;
}

/** The digest's section: one line per change point, worst first. */
export function renderHistoryMarkdown(changes: readonly BenchHistoryChange[], maxRows = 20): string {
  if (changes.length === 0) return '';
  const lines = ['', '#### Benchmark change points', ''];
  lines.push('| benchmark | suite / runner | change | first at | commit range | whose |', '|---|---|---|---|---|---|');
  for (const c of changes.slice(0, maxRows)) {
    lines.push(
      `| ${neutralizeInline(c.name, { maxLength: 100 })} | ${neutralizeInline(`${c.suite} / ${c.runnerLabel}`, { maxLength: 80 })} | ` +
        `${c.kind === 'regression' ? '🔴' : '🟢'} ${pct(c.ratio)} | \`${short(c.sha, 12)}\` | \`${short(c.fromSha, 12)}..${short(c.toSha, 12)}\` | ${whose(c)} |`,
    );
  }
  if (changes.length > maxRows) lines.push('', `… ${changes.length - maxRows} more change point(s).`);
  return `${lines.join('\n')}\n`;
}
