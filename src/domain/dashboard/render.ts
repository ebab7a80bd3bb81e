import { neutralizeInline, tableCell } from '../neutralize.js';
import { checkbox, retick, writeMemory, type DashboardMemory, type PendingRequest } from './state.js';
import { commitLink } from '../commit-link.js';
import { renderWorkloadTouches, type WorkloadTouch } from '../impact/impact.js';

export const DASHBOARD_LABEL = 'upstream-ingest:dashboard';
export const DASHBOARD_TITLE = 'upstream-ingest dashboard';

export interface LagFacts {
  contiguousDaysBehind: number;
  frontierDaysBehind: number;
  backlog: number;
  contiguous: { sha: string; committedAt: string } | null;
  frontier: { sha: string; committedAt: string } | null;
  upstreamSha: string;
  forkSha: string;
}

export interface PullLine {
  number: number;
  branch: string;
  reason: string;
}

export interface FailedBundle {
  bundle: string;
  kind: string;
  status: string;
  why: string;
}

export interface UnresolvedChain {
  bundle: string;
  commit: { sha: string; subject: string };
  conflictFiles: string[];
  forkCommits: Array<{ sha: string; subject: string; author: string }>;
  owners: string[];
  why: string;
}

export interface DeferredLine {
  sha: string;
  subject: string;
  reason: string;
  blockedBy?: string;
  /** Deferred because the fork reverted its pick: a "retry" box asks the next plan to take it again. */
  reverted?: boolean;
}

export interface RevertLine {
  culprit: string;
  subject: string;
  bundle?: string;
  pr?: { number: number; url: string };
  reason: string;
}

export interface DashboardFacts {
  lag?: LagFacts;
  open: PullLine[];
  landing: PullLine[];
  review: PullLine[];
  failed: FailedBundle[];
  unmergeable: PullLine[];
  chains: UnresolvedChain[];
  deferred: DeferredLine[];
  reverts: RevertLine[];
  /** Per planned bundle, the owned workloads it touches (a workloads file was given); absent: no section. */
  impact?: BundleImpact[];
}

export interface BundleImpact {
  bundle: string;
  kind: string;
  commits: number;
  touches: WorkloadTouch[];
}

export interface RenderOptions {
  upstreamRepo?: string;
  serverUrl?: string;
  generatedAt: string;
  runUrl?: string;
}

const LIST_LIMIT = 40;

export function emptyFacts(): DashboardFacts {
  return { open: [], landing: [], review: [], failed: [], unmergeable: [], chains: [], deferred: [], reverts: [] };
}

/**
 * The one issue a person reads: where the fork stands, what is landing, and what needs a human, with a box per chain
 * or failed bundle that the next run acts on. Every upstream text goes through neutralizeInline.
 */
export function renderDashboard(facts: DashboardFacts, memory: DashboardMemory, options: RenderOptions): string {
  const text = (t: string, max = 120) =>
    neutralizeInline(t, { maxLength: max, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
  const server = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  const upstreamCommit = (sha: string) => commitLink(sha, options.upstreamRepo, server);
  const pending = new Set(memory.requests.map((r) => `${r.action}:${r.bundle}`));
  const boxes = (bundle: string, actions: Array<PendingRequest['action']>) =>
    actions.map((a) => `  ${checkbox(a, bundle, pending.has(`${a}:${bundle}`))}`);
  const out: string[] = [
    `This issue is kept up to date by upstream-ingest on every run${options.runUrl ? ` ([last run](${options.runUrl}))` : ''}. ` +
      'Tick a box to ask the next run to act; only people with write access are heard.',
    '',
  ];

  out.push('## Where the fork stands', '');
  if (facts.lag) {
    const l = facts.lag;
    const pin = (p: LagFacts['contiguous']) => (p ? `${upstreamCommit(p.sha)} (${p.committedAt.slice(0, 10)})` : '—');
    out.push(
      '| | |',
      '|---|---|',
      `| days behind (contiguous pin) | ${l.contiguousDaysBehind} |`,
      `| days behind (frontier pin) | ${l.frontierDaysBehind} |`,
      `| backlog | ${l.backlog} upstream commits |`,
      `| contiguous pin | ${pin(l.contiguous)} |`,
      `| frontier pin | ${pin(l.frontier)} |`,
      '',
    );
  } else out.push('No lag report in this run.', '');

  const pulls = (title: string, list: PullLine[]) => {
    if (!list.length) return;
    out.push(`### ${title} (${list.length})`, '');
    for (const p of list.slice(0, LIST_LIMIT)) out.push(`- #${p.number} \`${tableCell(p.branch)}\`: ${text(p.reason)}`);
    out.push('');
  };
  out.push('## Bundles', '');
  if (
    !facts.open.length &&
    !facts.landing.length &&
    !facts.review.length &&
    !facts.failed.length &&
    !facts.unmergeable.length
  )
    out.push('No bundle PR open.', '');
  pulls('Landing (merged or auto-merge on)', facts.landing);
  pulls('Open, waiting for checks', facts.open);
  pulls('Waiting for a review (never merged by the bot)', facts.review);
  pulls('Not mergeable (rebased and retried next run)', facts.unmergeable);
  if (facts.failed.length) {
    out.push(`### Failed (${facts.failed.length})`, '');
    for (const f of facts.failed.slice(0, LIST_LIMIT)) {
      out.push(
        `- bundle \`${f.bundle}\` (${f.kind}, ${f.status}): ${text(f.why)}`,
        ...boxes(f.bundle, ['retry', 'agent', 'defer']),
      );
    }
    out.push('');
  }

  if (facts.impact) out.push(...impactLines(facts.impact));

  out.push('## Risky chains that need a person', '');
  if (!facts.chains.length) out.push('None: every risky chain applied or is waiting its turn.', '');
  for (const c of facts.chains.slice(0, LIST_LIMIT)) {
    out.push(
      `### Chain \`${c.bundle}\`: ${text(c.commit.subject, 100)}`,
      '',
      `- upstream commit: ${upstreamCommit(c.commit.sha)}`,
      `- conflicting files: ${c.conflictFiles.map((f) => `\`${tableCell(f)}\``).join(', ') || '—'}`,
      `- why: ${text(c.why, 200)}`,
      `- owners (CODEOWNERS): ${c.owners.map((o) => `\`${tableCell(o)}\``).join(', ') || '—'}`,
    );
    if (c.forkCommits.length) {
      out.push('- fork commits that last touched the conflicting lines:');
      for (const f of c.forkCommits.slice(0, 8))
        out.push(`  - \`${f.sha.slice(0, 10)}\` ${text(f.subject, 80)} (${text(f.author, 60)})`);
    }
    out.push(...boxes(c.bundle, ['retry', 'agent', 'defer']), '');
  }

  if (facts.reverts.length) {
    out.push('## Trunk failures bisected and reverted', '');
    for (const r of facts.reverts.slice(0, LIST_LIMIT))
      out.push(
        `- \`${r.culprit.slice(0, 10)}\` ${text(r.subject, 80)}${r.bundle ? ` (bundle \`${r.bundle}\`)` : ''}: ${text(r.reason, 160)}` +
          `${r.pr ? ` — revert PR [#${r.pr.number}](${r.pr.url})` : ''}`,
      );
    out.push('');
  }

  const reverted = facts.deferred.filter((d) => d.reverted);
  if (reverted.length) {
    out.push(
      `## Reverted picks, deferred until upstream changes them (${reverted.length})`,
      '',
      'Each stays out of the plans until upstream changes the same lines again (or reverts or relands it); tick ' +
        '"retry" to have the next run plan it anyway.',
      '',
    );
    for (const d of reverted.slice(0, LIST_LIMIT))
      out.push(
        `- ${upstreamCommit(d.sha)} ${text(d.subject, 80)}: ${text(d.reason, 200)}`,
        ...boxes(retryKey(d.sha), ['retry']),
      );
    out.push('');
  }

  out.push(`## Deferred commits (${facts.deferred.length})`, '');
  if (facts.deferred.length) {
    out.push('| commit | subject | reason | blocked by |', '|---|---|---|---|');
    for (const d of facts.deferred.slice(0, LIST_LIMIT))
      out.push(
        `| ${upstreamCommit(d.sha)} | ${text(d.subject, 80)} | ${text(d.reason, 120)} | ${d.blockedBy ? text(d.blockedBy, 60) : '—'} |`,
      );
    if (facts.deferred.length > LIST_LIMIT) out.push('', `… and ${facts.deferred.length - LIST_LIMIT} more.`);
  } else out.push('None.');
  out.push('');

  out.push(...renderLog(memory), '', writeMemory(memory));
  return out.join('\n');
}

/** What each planned bundle touches downstream, and how an owner asks for an L3 run on it (the l3-request workflow). */
function impactLines(impact: readonly BundleImpact[]): string[] {
  const touching = impact.filter((b) => b.touches.length);
  const out = ['## Workload impact of the planned bundles', ''];
  out.push(
    'An owner with write access can run the L3 tier on a bundle before it lands: comment `/l3 <bundle-id>` on this ' +
      'issue.',
    '',
  );
  if (!touching.length) return [...out, `None of ${impact.length} planned bundles touches a configured workload.`, ''];
  for (const b of touching.slice(0, LIST_LIMIT))
    out.push(
      `### Bundle \`${tableCell(b.bundle)}\` (${tableCell(b.kind)}, ${b.commits} commits)`,
      '',
      ...renderWorkloadTouches(b.touches),
      '',
    );
  if (impact.length > touching.length)
    out.push(`${impact.length - touching.length} other planned bundle(s) touch no configured workload.`, '');
  return out;
}

/** The dashboard key of a reverted pick's "retry" box: the upstream commit's first 12 digits. */
export function retryKey(sha: string): string {
  return sha.slice(0, 12);
}

export function renderLog(memory: DashboardMemory): string[] {
  const lines = ['## Actions taken', ''];
  if (!memory.log.length) return [...lines, 'None yet.'];
  for (const e of memory.log.slice(-15).reverse())
    lines.push(`- ${e.at.slice(0, 16).replace('T', ' ')}: ${neutralizeInline(e.text, { maxLength: 200 })}`);
  return lines;
}

/**
 * The body after an `issues: edited` run, which has no fresh facts: the same sections, boxes ticked exactly for the
 * pending requests, the log and memory replaced.
 */
export function refreshBody(body: string, memory: DashboardMemory): string {
  const at = body.indexOf('## Actions taken');
  const head = (at >= 0 ? body.slice(0, at) : body).trimEnd();
  return `${retick(head, memory.requests)}\n\n${[...renderLog(memory), '', writeMemory(memory)].join('\n')}`;
}
