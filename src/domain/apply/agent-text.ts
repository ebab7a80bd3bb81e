import type { AgentReport, AgentRun, AgentUsage, CommitResult } from '../../schemas/apply-result.js';
import { tableCell } from '../neutralize.js';

type AgentUsageValue = AgentUsage | null;

/**
 * The agent's part of a commit in the PR body, folded: the rung and the agent (preset and model), each attempt with
 * its verdict, calls, tokens and cost as the API reported them, and the transcript files to read in the artifact.
 * Model names and reasons are the model's or a server's text: cells are neutralised like every other text.
 */
export function agentFold(report: AgentReport | undefined, rung: string, inline: (text: string) => string): string[] {
  if (!report || report.attempts.length === 0) return [];
  const n = report.attempts.length;
  const chosen = report.chosen ? `, attempt ${report.chosen} taken` : ', none usable';
  const model = report.model ? `, model \`${tableCell(report.model).replace(/`/g, "'")}\`` : '';
  const lines = [
    '',
    '<details>',
    `<summary>Rung ${tableCell(rung)}: ${tableCell(report.agent)}${model} — ${n} attempt${n === 1 ? '' : 's'}${chosen}; ${usageText(report.usage, report.calls)}</summary>`,
    '',
    '| attempt | verdict | calls | tokens in / out | cost | why |',
    '|---|---|---|---|---|---|',
    ...report.attempts.map(
      (a) =>
        `| ${a.attempt} | ${a.verdict} | ${a.calls} | ${tokens(a.usage)} | ${cost(a.usage)} | ${a.reasons.length ? inline(a.reasons.join('; ')) : ''} |`,
    ),
  ];
  const transcripts = report.attempts.flatMap((a) => (a.transcript ? [a.transcript.split('/').pop()!] : []));
  if (transcripts.length)
    lines.push(
      '',
      `Transcripts (agent-transcripts artifact): ${transcripts.map((t) => `\`${tableCell(t)}\``).join(', ')}`,
    );
  lines.push('', '</details>');
  return lines;
}

function usageText(usage: AgentUsageValue, calls: number): string {
  return [`${calls} call${calls === 1 ? '' : 's'}`, ...usageParts(usage)].join(', ');
}

/** Tokens and cost, each only when the API reported it. */
function usageParts(usage: AgentUsageValue): string[] {
  const parts: string[] = [];
  if (usage && (usage.inputTokens !== null || usage.outputTokens !== null)) parts.push(`${tokens(usage)} tokens`);
  if (usage?.costUsd !== null && usage?.costUsd !== undefined) parts.push(cost(usage));
  return parts;
}

function tokens(usage: AgentUsageValue): string {
  if (!usage || (usage.inputTokens === null && usage.outputTokens === null)) return '—';
  return `${usage.inputTokens ?? '?'} / ${usage.outputTokens ?? '?'}`;
}

function cost(usage: AgentUsageValue): string {
  return usage?.costUsd !== null && usage?.costUsd !== undefined ? `$${usage.costUsd.toFixed(4)}` : '—';
}

/** The run's totals from its commits' agent records (null: no agent ran). */
export function agentRunTotals(commits: readonly CommitResult[], maxCalls: number | null): AgentRun | null {
  const reports = commits.flatMap((c) => (c.agent ? [c.agent] : []));
  if (reports.length === 0) return null;
  let usage: AgentUsageValue = null;
  for (const r of reports) usage = sumUsage(usage, r.usage);
  return {
    agent: reports[0]!.agent,
    model: reports.find((r) => r.model)?.model ?? null,
    calls: reports.reduce((n, r) => n + r.calls, 0),
    maxCalls,
    attempts: reports.reduce((n, r) => n + r.attempts.length, 0),
    usage,
  };
}

/** One line over the guards: what the agent cost the run, against its budget. */
export function agentRunLine(run: AgentRun | undefined): string[] {
  if (!run) return [];
  const budget = run.maxCalls !== null ? ` of ${run.maxCalls} allowed` : '';
  return [
    '',
    `Agent ${tableCell(run.agent)}${run.model ? ` (model \`${tableCell(run.model).replace(/`/g, "'")}\`)` : ''}: ${run.attempts} attempt(s), ${run.calls} call(s)${budget}; ${usageParts(run.usage).join(', ') || 'no usage reported'}.`,
  ];
}

function sumUsage(a: AgentUsageValue, b: AgentUsageValue): AgentUsageValue {
  if (!a) return b;
  if (!b) return a;
  const add = (x: number | null, y: number | null) => (x === null && y === null ? null : (x ?? 0) + (y ?? 0));
  return {
    inputTokens: add(a.inputTokens, b.inputTokens),
    outputTokens: add(a.outputTokens, b.outputTokens),
    costUsd: add(a.costUsd, b.costUsd),
  };
}
