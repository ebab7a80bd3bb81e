/** Plain-text report for a terminal or a CI log: untrusted names cannot emit workflow commands or escapes. */
import type { BenchComparison, CompareBenchResult } from '../../schemas/bench.js';
import { neutralizeForLog } from '../neutralize.js';
import { formatValue } from './units.js';

const ratio = (r: number | null): string => (r === null ? '' : `×${r.toFixed(3)}`);

function line(row: BenchComparison): string {
  const name = neutralizeForLog(row.name).slice(0, 100);
  const parts = [row.status.padEnd(12), name];
  if (row.ratio !== null) parts.push(ratio(row.ratio));
  if (row.ci) parts.push(`[${row.ci[0].toFixed(3)}, ${row.ci[1].toFixed(3)}]`);
  if (row.pAdjusted !== null) parts.push(`q=${row.pAdjusted < 1e-4 ? '<0.0001' : row.pAdjusted.toFixed(4)}`);
  if (row.baseline && row.candidate) {
    parts.push(
      `${formatValue(row.baseline.median, row.baseline.unit)} → ${formatValue(row.candidate.median, row.candidate.unit)}`,
    );
  }
  if (row.attribution) parts.push(`(${row.attribution})`);
  const detail = [...row.errors.slice(0, 2), ...(row.reason && row.status === 'inconclusive' ? [row.reason] : [])];
  if (row.moreRepetitions !== null) detail.push(`~${row.moreRepetitions} more repetitions per side`);
  return `  ${parts.join('  ')}${detail.length ? `\n      ${neutralizeForLog(detail.join('; ')).slice(0, 400)}` : ''}`;
}

export function renderBenchText(result: CompareBenchResult, maxRows = 30): string {
  const out: string[] = [];
  out.push(
    `compare-bench [${neutralizeForLog(result.suite)}]: ${result.verdict.toUpperCase()} ` +
      `(gate ${result.gateFailed ? 'FAILED' : 'passed'}, fails on ${result.failOn})`,
  );
  out.push(`why: ${neutralizeForLog(result.verdictReason)}`);
  for (const r of result.gateReasons) out.push(`gate: ${neutralizeForLog(r)}`);
  const g = result.geomean;
  if (g.ratio !== null) {
    out.push(
      `geomean ${ratio(g.ratio)}${g.ci ? ` [${g.ci[0].toFixed(3)}, ${g.ci[1].toFixed(3)}]` : ''} over ${g.benchmarks} benchmarks`,
    );
  }
  out.push(
    Object.entries(result.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · '),
  );
  for (const m of result.env.mismatches.slice(0, 10)) {
    out.push(
      `env ${neutralizeForLog(m.key)}: ${neutralizeForLog(m.baseline)} ≠ ${neutralizeForLog(m.candidate)} (${neutralizeForLog(m.where)})`,
    );
  }
  const rows = result.benchmarks.filter((r) => r.status !== 'unchanged');
  for (const row of rows.slice(0, maxRows)) out.push(line(row));
  if (rows.length > maxRows) out.push(`  … ${rows.length - maxRows} more (use --json)`);
  if (result.selfTest) {
    const s = result.selfTest;
    out.push(
      `self-test ${s.passed ? 'passed' : 'FAILED'}: ×${s.factor} regression caught by ${s.detected}/${s.total} benchmarks (verdict ${s.verdict})`,
    );
  }
  for (const n of result.notes.slice(0, 20)) out.push(`note: ${neutralizeForLog(n)}`);
  return `${out.join('\n')}\n`;
}
