import type { ApplyResult } from '../../schemas/apply-result.js';
import { neutralizeInline, tableCell } from '../neutralize.js';

export type TierVerdict = 'pass' | 'fail' | 'infra-fail';

export interface TierRecord {
  bundle: string;
  /** The bundle branch head the tier ran on (the commit that gets the status). */
  head: string;
  verdict: TierVerdict;
  failures?: number;
  /** Per pool (runner label set), when the tier ran on several: a missing pool is `missing`, never a pass. */
  pools?: readonly { pool: string; verdict: TierVerdict | 'missing' }[];
}

export type BundleOutcome = 'landed' | 'partial' | 'deferred' | 'failed' | 'not-run';

export interface BundleLine {
  bundle: string;
  outcome: BundleOutcome;
  status: string;
  landed: number;
  total: number;
  deferred: number;
  tier: TierVerdict | null;
  pr: string | null;
  why: string;
}

export interface IngestReport {
  landed: string[];
  failed: string[];
  deferredCommits: Array<{ bundle: string; sha: string; subject: string; reason: string }>;
  bundles: BundleLine[];
}

function outcomeOf(
  result: ApplyResult | undefined,
  tier: TierRecord | undefined,
): { outcome: BundleOutcome; why: string } {
  if (!result) return { outcome: 'failed', why: 'the apply job ended without a result (see its log)' };
  if (result.status === 'rejected') return { outcome: 'failed', why: 'a guard rejected the resolution' };
  if (result.push?.status === 'rejected')
    return { outcome: 'failed', why: `push rejected: ${result.push.reason ?? ''}` };
  if (result.counts.landed === 0 && result.status !== 'already-applied')
    return { outcome: 'deferred', why: 'every commit conflicted or depends on one that did' };
  if (tier && tier.verdict !== 'pass') return { outcome: 'failed', why: `L1 ${tier.verdict}${poolsWhy(tier)}` };
  if (result.status === 'partial' || result.deferred.length)
    return { outcome: 'partial', why: `${result.deferred.length} commits deferred` };
  return { outcome: 'landed', why: result.status };
}

function poolsWhy(tier: TierRecord): string {
  const bad = (tier.pools ?? []).filter((p) => p.verdict !== 'pass');
  if (!bad.length || (tier.pools?.length ?? 0) < 2) return '';
  return ` (${bad.map((p) => (p.verdict === 'missing' ? `no result from ${p.pool}` : `${p.verdict} on ${p.pool}`)).join('; ')})`;
}

/** Folds the per-bundle results of one ingestion run into what landed, what was deferred and what failed. */
export function buildIngestReport(
  selected: readonly string[],
  results: ReadonlyMap<string, ApplyResult>,
  tiers: ReadonlyMap<string, TierRecord>,
): IngestReport {
  const bundles: BundleLine[] = selected.map((bundle) => {
    const result = results.get(bundle);
    const tier = tiers.get(bundle);
    const { outcome, why } = outcomeOf(result, tier);
    return {
      bundle,
      outcome,
      status: result?.status ?? 'missing',
      landed: result?.counts.landed ?? 0,
      total: result?.counts.total ?? 0,
      deferred: result?.deferred.length ?? 0,
      tier: tier?.verdict ?? null,
      pr: result?.pr?.url ?? null,
      why,
    };
  });
  const deferredCommits = selected.flatMap((bundle) =>
    (results.get(bundle)?.deferred ?? []).map((d) => ({ bundle, sha: d.sha, subject: d.subject, reason: d.reason })),
  );
  return {
    landed: bundles.filter((b) => b.outcome === 'landed' || b.outcome === 'partial').map((b) => b.bundle),
    failed: bundles.filter((b) => b.outcome === 'failed').map((b) => b.bundle),
    deferredCommits,
    bundles,
  };
}

export function renderIngestSummary(
  report: IngestReport,
  options: { upstreamRepo?: string; dryRun?: boolean } = {},
): string {
  const text = (t: string) =>
    neutralizeInline(t, { maxLength: 120, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
  const lines = [
    `## Upstream ingestion${options.dryRun ? ' (dry run: nothing pushed)' : ''}`,
    '',
    `${report.landed.length} bundles landed, ${report.failed.length} failed, ${report.deferredCommits.length} commits deferred.`,
  ];
  if (report.bundles.length) {
    lines.push(
      '',
      '| bundle | outcome | commits landed | deferred | L1 | pull request | why |',
      '|---|---|---|---|---|---|---|',
    );
    for (const b of report.bundles) {
      lines.push(
        `| \`${tableCell(b.bundle)}\` | ${b.outcome} | ${b.landed}/${b.total} | ${b.deferred} | ${b.tier ?? '—'} | ${b.pr ? `[PR](${b.pr})` : '—'} | ${text(b.why)} |`,
      );
    }
  }
  if (report.deferredCommits.length) {
    lines.push('', '### Deferred commits', '', '| bundle | commit | subject | reason |', '|---|---|---|---|');
    for (const d of report.deferredCommits.slice(0, 50)) {
      lines.push(`| \`${tableCell(d.bundle)}\` | \`${d.sha.slice(0, 10)}\` | ${text(d.subject)} | ${text(d.reason)} |`);
    }
  }
  return lines.join('\n');
}
