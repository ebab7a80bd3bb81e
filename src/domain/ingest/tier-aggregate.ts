import { tableCell } from '../neutralize.js';
import type { TierVerdict } from './ingest-report.js';

export interface TierJobRecord {
  index: number;
  sha: string;
  verdict: TierVerdict;
  failures: number;
  anomalies: number;
  bench: string;
  benchGateFailed: boolean;
}

export interface TierAggregate {
  tier: string;
  sha: string;
  verdict: TierVerdict;
  runners: Array<{
    labels: string[];
    verdict: TierVerdict | null;
    failures: number | null;
    anomalies: number | null;
    bench: string | null;
    benchGateFailed: boolean;
  }>;
}

/**
 * One verdict over every runner label set: a code failure or a failed benchmark gate anywhere is `fail`; otherwise a
 * runner without a record (its job failed, was cancelled or never started) or with an infrastructure verdict makes it
 * `infra-fail`. Only a pass on every label set is a pass, so a missing GPU pool can never look green.
 */
export function aggregateTier(
  tier: string,
  sha: string,
  labelSets: readonly string[][],
  records: ReadonlyMap<number, TierJobRecord>,
): TierAggregate {
  const runners = labelSets.map((labels, index) => {
    const r = records.get(index);
    return {
      labels: [...labels],
      verdict: r?.verdict ?? null,
      failures: r?.failures ?? null,
      anomalies: r?.anomalies ?? null,
      bench: r ? r.bench || null : null,
      benchGateFailed: r?.benchGateFailed ?? false,
    };
  });
  const failed = runners.some((r) => r.verdict === 'fail' || r.benchGateFailed);
  const undecided = runners.length === 0 || runners.some((r) => r.verdict === null || r.verdict === 'infra-fail');
  return { tier, sha, verdict: failed ? 'fail' : undecided ? 'infra-fail' : 'pass', runners };
}

export function renderTierAggregate(agg: TierAggregate): string {
  const lines = [
    `## ${tableCell(agg.tier)} on \`${agg.sha.slice(0, 12)}\`: ${agg.verdict}`,
    '',
    '| runner labels | tier | failures | anomalies | benchmarks |',
    '|---|---|---|---|---|',
  ];
  for (const r of agg.runners) {
    const bench = r.bench ? `${r.bench}${r.benchGateFailed ? ' (gate failed)' : ''}` : '—';
    lines.push(
      `| ${r.labels.map((l) => `\`${tableCell(l)}\``).join(' ')} | ${r.verdict ?? 'no result'} | ${r.failures ?? '—'} | ${r.anomalies ?? '—'} | ${bench} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The label sets (pools) where the tier failed on code (or its benchmark gate), and those where it passed: triage
 * bisects on each failing pool and confirms on a passing one, so a failure of one pool is not called flaky.
 */
export function tierPools(agg: TierAggregate): { failing: string[][]; passing: string[][] } {
  return {
    failing: agg.runners.filter((r) => r.verdict === 'fail' || r.benchGateFailed).map((r) => [...r.labels]),
    passing: agg.runners.filter((r) => r.verdict === 'pass' && !r.benchGateFailed).map((r) => [...r.labels]),
  };
}
