/** The job summary / PR comment for one suite. Every name, unit, error and note from the files is neutralized. */
import type { BenchComparison, CompareBenchResult } from '../../schemas/bench.js';
import { neutralizeInline } from '../neutralize.js';
import { formatValue, significant } from './units.js';

export interface MarkdownOptions {
  /** Rows in the table (the rest is counted, and in the JSON). */
  maxRows?: number;
}

const VERDICT_ICON: Record<CompareBenchResult['verdict'], string> = {
  regressed: '🔴',
  incomparable: '⛔',
  inconclusive: '🟡',
  improved: '🟢',
  'no-change': '✅',
};

const STATUS_ICON: Record<BenchComparison['status'], string> = {
  errored: '💥',
  regressed: '🔴',
  inconclusive: '🟡',
  improved: '🟢',
  unchanged: '⚪',
  added: '➕',
  removed: '➖',
};

/** A suite name safe inside an HTML comment and a cache key. */
export function safeSuiteName(suite: string): string {
  return suite.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'default';
}

const ratioText = (r: number | null): string => (r === null ? '–' : `×${r.toFixed(3)}`);
const ciText = (ci: [number, number] | null): string => (ci ? `[${ci[0].toFixed(3)}, ${ci[1].toFixed(3)}]` : '–');
const pText = (p: number | null): string => (p === null ? '–' : p < 1e-4 ? '<0.0001' : p.toFixed(4));

function valueText(summary: BenchComparison['baseline']): string {
  if (!summary) return '–';
  return neutralizeInline(formatValue(summary.median, summary.unit), { maxLength: 40 });
}

function detailText(row: BenchComparison): string {
  const parts: string[] = [];
  for (const e of row.errors.slice(0, 3)) parts.push(e);
  if (row.reason && row.status !== 'added' && row.status !== 'removed') parts.push(row.reason);
  if (row.moreRepetitions !== null) parts.push(`~${row.moreRepetitions} more repetitions per side would decide it`);
  if (row.detectable !== null && row.status !== 'regressed')
    parts.push(`detectable ≥ ${significant(row.detectable * 100, 2)} %`);
  if (row.attribution)
    parts.push(
      row.attribution === 'inherited'
        ? `inherited from upstream (×${row.upstreamRatio?.toFixed(3) ?? '?'})`
        : 'fork-local',
    );
  for (const n of row.notes.slice(0, 2)) parts.push(n);
  return neutralizeInline(parts.join('; '), { maxLength: 400 });
}

function tableRow(row: BenchComparison): string {
  const n = `${row.baseline?.n ?? 0}/${row.candidate?.n ?? 0}`;
  return [
    '',
    STATUS_ICON[row.status],
    neutralizeInline(row.name, { maxLength: 120 }),
    row.status,
    ratioText(row.ratio),
    ciText(row.ci),
    pText(row.pAdjusted),
    valueText(row.baseline),
    valueText(row.candidate),
    n,
    detailText(row),
    '',
  ]
    .join(' | ')
    .trim();
}

function countsText(c: CompareBenchResult['counts']): string {
  const order: (keyof CompareBenchResult['counts'])[] = [
    'errored',
    'regressed',
    'inconclusive',
    'improved',
    'unchanged',
    'added',
    'removed',
  ];
  return (
    order
      .filter((k) => c[k] > 0)
      .map((k) => `${c[k]} ${k}`)
      .join(' · ') || 'no benchmarks'
  );
}

export function renderBenchMarkdown(result: CompareBenchResult, options: MarkdownOptions = {}): string {
  const maxRows = options.maxRows ?? 60;
  const lines: string[] = [];
  lines.push(`### ${VERDICT_ICON[result.verdict]} Benchmarks \`${safeSuiteName(result.suite)}\`: ${result.verdict}`);
  lines.push('');
  const gate = result.gateFailed
    ? `**gate failed** (fails on ${result.failOn})`
    : `gate passed (fails on ${result.failOn})`;
  const g = result.geomean;
  const geo =
    g.ratio === null ? 'no geomean' : `geomean ${ratioText(g.ratio)} ${ciText(g.ci)} over ${g.benchmarks} benchmarks`;
  lines.push(`${gate} · ${geo} · ${countsText(result.counts)}`);
  lines.push('', `**Why:** ${neutralizeInline(result.verdictReason, { maxLength: 400 })}.`);
  for (const r of result.gateReasons) lines.push(`- gate: ${neutralizeInline(r, { maxLength: 300 })}`);
  if (result.undecided.length > 0) {
    const shown = result.undecided
      .slice(0, 10)
      .map(
        (u) =>
          `${neutralizeInline(u.name, { maxLength: 80 })} (${u.moreRepetitions === null ? '?' : `~${u.moreRepetitions}`} more reps)`,
      )
      .join(', ');
    const more = result.undecided.length > 10 ? `, … ${result.undecided.length - 10} more` : '';
    lines.push('', `<sub>Undecided: ${shown}${more}.</sub>`);
  }
  lines.push('');
  lines.push(
    '_Ratio = candidate ÷ baseline as a cost (> 1 is worse, also for throughput). Regressed = significant after ' +
      'Benjamini–Hochberg and the ratio beyond the minimum effect; unchanged = equivalent within it (two one-sided tests)._',
  );

  const blocking = result.env.mismatches;
  if (blocking.length > 0) {
    lines.push('', `**Environment differences** (${result.env.comparable ? 'allowed' : 'comparison refused'}):`, '');
    lines.push('| key | baseline | candidate | where |', '|---|---|---|---|');
    for (const m of blocking.slice(0, 20)) {
      lines.push(
        `| ${[m.key, m.baseline, m.candidate, m.where].map((t) => neutralizeInline(t, { maxLength: 80 })).join(' | ')} |`,
      );
    }
  }
  if (result.attribution) {
    const a = result.attribution;
    lines.push(
      '',
      `**Attribution:** ${a.inherited} inherited from upstream, ${a.forkLocal} fork-local (upstream verdict: ${a.upstreamVerdict}).`,
    );
  }
  if (result.selfTest) {
    const s = result.selfTest;
    lines.push(
      '',
      s.passed
        ? `**Self-test passed:** a synthetic ×${s.factor} regression turned the gate red (${s.detected}/${s.total} benchmarks caught it).`
        : `**Self-test FAILED:** a synthetic ×${s.factor} regression was caught by ${s.detected} of ${s.total} benchmarks (verdict ${s.verdict}).`,
    );
  }

  const shown = selectRows(result.benchmarks, maxRows);
  if (shown.length > 0) {
    lines.push('', '| | Benchmark | Status | Ratio | CI | p (BH) | Baseline | Candidate | n | Details |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of shown) lines.push(tableRow(row));
    const hidden = result.benchmarks.length - shown.length;
    if (hidden > 0)
      lines.push('', `… ${hidden} more benchmark(s) not shown (mostly unchanged); the JSON output has all of them.`);
  }
  if (result.notes.length > 0) {
    lines.push('', '<details><summary>Notes</summary>', '');
    for (const n of result.notes.slice(0, 40)) lines.push(`- ${neutralizeInline(n, { maxLength: 300 })}`);
    if (result.notes.length > 40) lines.push(`- … ${result.notes.length - 40} more`);
    lines.push('', '</details>');
  }
  const s = result.settings;
  lines.push(
    '',
    `<sub>min effect ${significant(s.minEffect * 100, 3)} % · alpha ${s.alpha} with false-discovery control · ` +
      `Mann–Whitney ${s.utest} · ${s.metric} time · inconclusive above ${significant(s.maxUndecided * 100, 3)} % undecided · ` +
      `${s.bootstrapResamples} bootstrap resamples (seed ${s.seed})` +
      `${shiftIntervals(result) ? ' for the intervals of benchmarks not unchanged (unchanged ones: the shift interval)' : ''}` +
      `${s.aaCalibrated ? ` · thresholds raised to ${s.noiseMultiplier}× the A/A noise` : ''} · upstream-ingest compare-bench</sub>`,
  );
  return `${lines.join('\n')}\n`;
}

/** Does any row report the shift interval instead of a bootstrap (the fast path)? */
const shiftIntervals = (result: CompareBenchResult): boolean => result.benchmarks.some((r) => r.ciMethod === 'shift');

/** Everything that is not unchanged first (already sorted worst-first), then unchanged rows while room remains. */
function selectRows(rows: readonly BenchComparison[], maxRows: number): BenchComparison[] {
  const interesting = rows.filter((r) => r.status !== 'unchanged');
  const quiet = rows.filter((r) => r.status === 'unchanged');
  return [...interesting, ...quiet].slice(0, maxRows);
}
