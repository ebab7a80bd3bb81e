import type { CommitRecord } from '../commit.js';
import type { TierResult } from '../../schemas/tier-result.js';
import {
  clusterFingerprint,
  infraFingerprint,
  type IssueState,
  type Occurrence,
  type RunContext,
} from './failure-issues.js';
import { describeGpus } from './hardware.js';
import {
  rankSuspects,
  routeOwners,
  stackFrames,
  testPaths,
  type ChangedLines,
  type CodeOwnersRule,
  type StackFrame,
} from './suspects.js';

/**
 * What `tier-publish` files for one tier from the results of every runner: one entry per code-failure cluster of the
 * trustworthy runs (same signature on several runners = one cause = one issue), and one infra entry when any run had
 * a blocking anomaly — those runs file and count nothing else, their results cannot be trusted.
 */

export interface TriageEntry {
  fingerprint: string;
  occurrence: Occurrence;
  id: string;
  harness: string;
}

export interface TriagePlan {
  context: RunContext;
  failing: TriageEntry[];
  gone(state: IssueState): boolean;
}

export interface TriageInput {
  tier: string;
  results: readonly TierResult[];
  /** Commits landed between the last green run and the tested commit (newest first, with paths). */
  commits: readonly CommitRecord[];
  range: { from: string | null; to: string | null };
  codeOwners: readonly CodeOwnersRule[];
  /** New-side changed lines of the range's commits (by SHA), for ranking suspects by the failing stacks' lines. */
  changedLines?: ReadonlyMap<string, ChangedLines>;
  context: RunContext;
}

const label = (r: TierResult) => r.runnerLabel ?? '(no label)';
const blocking = (r: TierResult) => r.anomalies.some((a) => a.severity === 'error');

export function planTriage(input: TriageInput): TriagePlan {
  const trusted = input.results.filter((r) => !blocking(r));
  const anomalous = input.results.filter(blocking);
  const failing: TriageEntry[] = [];
  if (anomalous.length) failing.push(infraEntry(input, anomalous));

  const bySignature = new Map<
    string,
    {
      results: TierResult[];
      cluster: TierResult['clusters'][number];
      tests: Set<string>;
      paths: Set<string>;
      frames: StackFrame[];
    }
  >();
  for (const r of trusted) {
    for (const c of r.clusters) {
      if (c.class !== 'code') continue;
      const group = bySignature.get(c.signature) ?? {
        results: [],
        cluster: c,
        tests: new Set(),
        paths: new Set(),
        frames: stackFrames(c.example),
      };
      group.results.push(r);
      for (const f of r.failures.filter((f) => f.cluster === c.id)) {
        group.tests.add(`${f.harness}: ${f.id}`);
        testPaths(f.id, f.file).forEach((p) => group.paths.add(p));
        if (f.file && f.line) group.frames.push({ path: f.file, line: f.line });
        group.frames.push(...stackFrames(f.message, 10));
      }
      if (!r.failures.some((f) => f.cluster === c.id))
        c.tests.forEach((t) => group.tests.add(`${c.harnesses.join('+')}: ${t}`));
      bySignature.set(c.signature, group);
    }
  }
  for (const [signature, g] of bySignature) {
    const paths = [...g.paths];
    const suspects = rankSuspects(input.commits, paths, {
      frames: g.frames,
      ...(input.changedLines ? { changedLines: input.changedLines } : {}),
    });
    const owners = routeOwners(suspects, input.commits, paths, input.codeOwners);
    const runners = [...new Set(g.results.map(label))];
    failing.push({
      fingerprint: clusterFingerprint(input.tier, signature),
      id: g.cluster.id,
      harness: g.cluster.harnesses.join('+'),
      occurrence: {
        kind: 'cluster',
        signature,
        cluster: g.cluster.id,
        class: 'code',
        tests: [...g.tests].sort(),
        testCount: Math.max(
          g.tests.size,
          ...g.results.map((r) => r.clusters.find((c) => c.signature === signature)?.count ?? 0),
        ),
        runners,
        range: input.range,
        suspects,
        owners,
        gpus: gpusOf(g.results),
        example: g.cluster.example,
        details: [],
        ...machineSummaryOf(g.results),
      },
    });
  }
  return {
    context: input.context,
    failing,
    gone: (state) => {
      if (state.tier !== input.tier) return false;
      if (state.kind === 'infra') return input.results.length > 0 && anomalous.length === 0;
      return state.tests.some((t) => ranAndPassed(t, trusted));
    },
  };
}

/** `harness: id` ran in a trustworthy result (its harness had a usable report) and is not among its failures. */
function ranAndPassed(test: string, trusted: readonly TierResult[]): boolean {
  const at = test.indexOf(': ');
  const harness = test.slice(0, at);
  const id = test.slice(at + 2);
  return trusted.some((r) => {
    const h = r.harnesses.find((x) => x.name === harness);
    if (!h || !h.reports.some((rep) => rep.status === 'ok') || r.failuresOmitted > 0) return false;
    return !r.failures.some((f) => f.harness === harness && f.id === id);
  });
}

function infraEntry(input: TriageInput, anomalous: readonly TierResult[]): TriageEntry {
  const kinds = [
    ...new Set(anomalous.flatMap((r) => r.anomalies.filter((a) => a.severity === 'error').map((a) => a.kind))),
  ];
  const details = anomalous.flatMap((r) =>
    r.anomalies
      .filter((a) => a.severity === 'error')
      .map((a) => `${label(r)}${a.harness ? ` · ${a.harness}` : ''} · ${a.kind}: ${a.detail}`),
  );
  return {
    fingerprint: infraFingerprint(input.tier),
    id: 'infra',
    harness: '(infra)',
    occurrence: {
      kind: 'infra',
      signature: kinds.join(', '),
      cluster: 'infra',
      class: 'infra',
      tests: [],
      testCount: 0,
      runners: [...new Set(anomalous.map(label))],
      range: input.range,
      suspects: [],
      owners: [],
      gpus: gpusOf(anomalous),
      example: '',
      details,
    },
  };
}

function gpusOf(results: readonly TierResult[]): string | null {
  const parts = results
    .map((r) => {
      const gpus = describeGpus(r.hardware?.identity);
      return gpus ? `${label(r)}: ${gpus}` : undefined;
    })
    .filter(Boolean);
  return parts.length ? [...new Set(parts)].join('; ') : null;
}

/** The first machine-written summary among the results (a preset's; a command's prose is not marked as one). */
function machineSummaryOf(results: readonly TierResult[]): Pick<Occurrence, 'machineSummary'> {
  const r = results.find((x) => x.summary && x.summaryBy);
  return r ? { machineSummary: { text: r.summary!, agent: r.summaryBy!.agent, model: r.summaryBy!.model } } : {};
}
