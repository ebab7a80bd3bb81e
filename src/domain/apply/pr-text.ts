import type { ApplyResult, CommitResult, GuardResult, ResolutionAttempt } from '../../schemas/apply-result.js';
import { neutralizeBlock, neutralizeInline, stripControl, tableCell } from '../neutralize.js';
import { commitLink } from '../commit-link.js';
import { agentFold, agentRunLine } from './agent-text.js';
import { renderWorkloadTouches, type WorkloadTouch } from '../impact/impact.js';

export interface PrTextOptions {
  /** `owner/name` of the upstream repository: commit links, and `#123` in subjects links there. */
  upstreamRepo?: string;
  serverUrl?: string;
  /** Paths the plan predicted to conflict. */
  predictedConflicts?: readonly string[];
  /** The configured workloads this bundle's commits touch (a workloads file was given); absent: no section. */
  impact?: readonly WorkloadTouch[];
}

/** Which downstream workloads the bundle touches, so their owners can judge it (owners as text: see the renderer). */
function impactSection(options: PrTextOptions): string[] {
  if (!options.impact) return [];
  const lines = ['### Workload impact', ''];
  if (!options.impact.length) return [...lines, 'No configured workload is touched by these commits.'];
  return [...lines, ...renderWorkloadTouches(options.impact)];
}

const STATUS_LABEL: Record<CommitResult['status'], string> = {
  clean: 'CLEAN',
  resolved: 'RESOLVED',
  deferred: 'DEFERRED',
  'already-applied': 'ALREADY-APPLIED',
  empty: 'EMPTY',
  conflict: 'CONFLICT',
  rejected: 'REJECTED',
  'not-attempted': 'NOT-ATTEMPTED',
};

export function statusLabel(status: CommitResult['status']): string {
  return STATUS_LABEL[status];
}

function bundleLabel(result: ApplyResult): { kind: string; id: string } {
  return result.bundle ?? { kind: 'commits', id: result.branch.replace(/^.*\//, '') };
}

/** `[upstream-ingest] <kind> <id>: N upstream commits` — only our own words and validated ids, no upstream text. */
export function renderPrTitle(result: ApplyResult): string {
  const { kind, id } = bundleLabel(result);
  const n = result.commits.length;
  return `[upstream-ingest] ${tableCell(kind)} ${tableCell(id)}: ${n} upstream commit${n === 1 ? '' : 's'}`;
}

function inline(text: string, options: PrTextOptions, maxLength = 200): string {
  return neutralizeInline(text, {
    maxLength,
    ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}),
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
  });
}

function pathList(paths: readonly string[], options: PrTextOptions, limit = 8): string {
  if (paths.length === 0) return '—';
  const shown = paths.slice(0, limit).map((p) => inline(p, options, 120));
  return shown.join(', ') + (paths.length > limit ? ` and ${paths.length - limit} more` : '');
}

function commitsTable(result: ApplyResult, options: PrTextOptions): string[] {
  const rows = result.commits.map((c, i) => {
    const fork = c.forkSha ? `\`${c.forkSha.slice(0, 10)}\`` : '—';
    const note = c.reasons.length
      ? inline(c.reasons[0]!, options, 160)
      : c.reused
        ? 'unchanged from the previous run'
        : '';
    return `| ${i + 1} | ${commitLink(c.sha, options.upstreamRepo, options.serverUrl)} | ${inline(c.subject, options, 120)} | ${statusLabel(c.status)} | ${fork} | ${note} |`;
  });
  return ['| # | upstream | subject | status | fork commit | note |', '|---:|---|---|---|---|---|', ...rows];
}

function conflictsSection(result: ApplyResult, options: PrTextOptions): string[] {
  const predictedCommits = result.commits.filter((c) => c.predicted === 'conflict');
  const actual = result.commits.filter((c) => c.conflictPaths.length > 0);
  const actualPaths = [...new Set(actual.flatMap((c) => c.conflictPaths))];
  const predictedPaths = options.predictedConflicts ?? [];
  const agree = (sha: string) => (predictedCommits.some((p) => p.sha === sha) ? 'yes' : 'no');
  const lines = [
    '### Conflicts: predicted vs actual',
    '',
    `- Predicted: ${predictedCommits.length} commit(s); paths: ${pathList(predictedPaths, options)}`,
    `- Actual: ${actual.length} commit(s); paths: ${pathList(actualPaths, options)}`,
  ];
  if (actual.length) {
    lines.push('', '| upstream | conflicted paths | predicted | outcome |', '|---|---|---|---|');
    for (const c of actual) {
      lines.push(
        `| ${commitLink(c.sha, options.upstreamRepo, options.serverUrl)} | ${pathList(c.conflictPaths, options)} | ${agree(c.sha)} | ${statusLabel(c.status)} |`,
      );
    }
  }
  return lines;
}

function guardRows(guards: readonly GuardResult[], options: PrTextOptions): string[] {
  return guards.map(
    (g) => `| ${g.name} | ${verdictCell(g)} | ${g.details.length ? inline(g.details.join('; '), options, 300) : ''} |`,
  );
}

/** accept → pass; review → a person must approve; reject (or a failed guard of an older result) → FAIL. */
function verdictCell(g: GuardResult): string {
  const verdict = g.verdict ?? (g.ok ? 'accept' : 'reject');
  return verdict === 'accept' ? 'pass' : verdict === 'review' ? '**REVIEW**' : '**FAIL**';
}

/** A landed resolution that needs a human approval: said first, so nobody merges the PR without reading why. */
function reviewSection(result: ApplyResult, options: PrTextOptions): string[] {
  if (!result.review?.needed) return [];
  return [
    '### Needs review',
    '',
    `A resolution below needs a human approval (label \`${result.review.label}\`; auto-merge stays off):`,
    '',
    ...result.review.reasons.slice(0, 20).map((r) => `- ${inline(r, options, 300)}`),
  ];
}

function guardsSection(result: ApplyResult, options: PrTextOptions): string[] {
  const guarded = result.commits.filter((c) => c.guards.length > 0 || c.agent);
  if (guarded.length === 0)
    return ['### Guards', '', 'No conflict resolution was needed, so no resolution guards ran.'];
  const lines = ['### Guards', ...agentRunLine(result.agent)];
  for (const c of guarded) {
    lines.push(
      '',
      `**${commitLink(c.sha, options.upstreamRepo, options.serverUrl)}** ${inline(c.subject, options, 100)} — ${statusLabel(c.status)}`,
    );
    if (c.resolution) {
      const landed = c.status === 'resolved';
      lines.push(
        `${landed ? 'Resolved by' : 'Last proposal by'} ${c.resolution.via}: ${inline(c.resolution.reason || 'no reason given', options, 300)}`,
      );
      lines.push(...ladderRows(c.resolution.attempts ?? [], options));
    }
    lines.push(...agentFold(c.agent, c.resolution?.via ?? 'agent', (t) => inline(t, options, 300)));
    lines.push('', '| guard | result | details |', '|---|---|---|', ...guardRows(c.guards, options));
  }
  return lines;
}

/** The resolver ladder's attempts, one row each: rung, verdict (capped), what the guards said. */
function ladderRows(attempts: readonly ResolutionAttempt[], options: PrTextOptions): string[] {
  if (attempts.length === 0) return [];
  return [
    '',
    '| rung | outcome | verdict | evidence |',
    '|---|---|---|---|',
    ...attempts.map(
      (a) =>
        `| ${a.rung}${a.chosen ? ' (chosen)' : ''} | ${a.outcome} | ${a.verdict ?? '—'}${a.verdict && a.guardVerdict !== a.verdict ? ` (guards: ${a.guardVerdict})` : ''} | ${inline(a.evidence.slice(0, 2).join('; ') || a.reason, options, 200)} |`,
    ),
  ];
}

function deferredSection(result: ApplyResult, options: PrTextOptions): string[] {
  if (result.deferred.length === 0) return [];
  return [
    '### Deferred',
    '',
    ...result.deferred.map(
      (d) =>
        `- ${commitLink(d.sha, options.upstreamRepo, options.serverUrl)} ${inline(d.subject, options, 100)}: ${inline(d.reason, options, 300)}`,
    ),
  ];
}

function verifySection(result: ApplyResult): string[] {
  if (!result.verify) return [];
  const v = result.verify;
  const lines = [
    '### Verification',
    '',
    `The verify command ${v.ok ? 'passed' : 'failed'} on the branch head` +
      (v.probes
        ? ` after ${v.probes} bisection probe(s); culprit(s): ${v.culprits.map((s) => `\`${s.slice(0, 10)}\``).join(', ') || 'none'}`
        : '') +
      '.',
  ];
  if (v.summary) lines.push('', neutralizeBlock(v.summary, 2000));
  return lines;
}

/** The PR body (also the job summary): commits, conflicts predicted vs actual, guards, deferrals, verification. */
export function renderPrBody(result: ApplyResult, options: PrTextOptions = {}): string {
  const { kind, id } = bundleLabel(result);
  const c = result.counts;
  const header =
    `upstream-ingest applied ${tableCell(kind)} \`${tableCell(id)}\` onto \`${tableCell(result.base.ref)}\` ` +
    `(\`${result.base.sha.slice(0, 10)}\`): **${result.status}** — ${c.landed} landed (${c.clean} clean, ${c.resolved} resolved), ` +
    `${c.deferred} deferred, ${c.alreadyApplied} already applied, ${c.empty} empty.`;
  const sections = [
    [header, '', `Provenance: \`${tableCell(result.provenance)}\`; on conflict: \`${result.onConflict}\`.`],
    reviewSection(result, options),
    commitsTable(result, options),
    impactSection(options),
    conflictsSection(result, options),
    guardsSection(result, options),
    deferredSection(result, options),
    verifySection(result),
  ].filter((s) => s.length > 0);
  return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}

/** Plain text for a terminal: one line per commit, control characters removed. */
export function renderApplyText(result: ApplyResult): string {
  const lines = [
    `status: ${result.status}`,
    `branch: ${result.branch} at ${result.head.slice(0, 12)} (base ${stripControl(result.base.ref)} ${result.base.sha.slice(0, 12)})`,
  ];
  for (const c of result.commits) {
    const fork = c.forkSha ? ` -> ${c.forkSha.slice(0, 12)}` : '';
    lines.push(
      `  ${statusLabel(c.status).padEnd(15)} ${c.sha.slice(0, 12)}${fork} ${stripControl(c.subject).slice(0, 100)}`,
    );
    for (const r of c.reasons)
      lines.push(
        `      ${stripControl(r)
          .replace(/\s*\n\s*/g, ' ')
          .slice(0, 300)}`,
      );
  }
  if (result.verify) lines.push(`verify: ${result.verify.ok ? 'passed' : 'failed'}`);
  if (result.review?.needed) {
    lines.push(`review: needed (PR label ${result.review.label}; not to be auto-merged)`);
    for (const r of result.review.reasons.slice(0, 10)) lines.push(`  ${stripControl(r)}`);
  }
  if (result.push)
    lines.push(
      `push: ${result.push.status} to ${stripControl(result.push.remote)}${result.push.reason ? ` (${stripControl(result.push.reason)})` : ''}`,
    );
  if (result.pr)
    lines.push(`pull request: #${result.pr.number} ${result.pr.url}${result.pr.created ? ' (created)' : ' (updated)'}`);
  return `${lines.join('\n')}\n`;
}
