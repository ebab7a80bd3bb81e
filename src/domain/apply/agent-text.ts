import type { AgentReport, AgentUsage } from '../../schemas/apply-result.js';
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
  const parts = [`${calls} call${calls === 1 ? '' : 's'}`];
  if (usage && (usage.inputTokens !== null || usage.outputTokens !== null)) parts.push(`${tokens(usage)} tokens`);
  if (usage?.costUsd !== null && usage?.costUsd !== undefined) parts.push(cost(usage));
  return parts.join(', ');
}

function tokens(usage: AgentUsageValue): string {
  if (!usage || (usage.inputTokens === null && usage.outputTokens === null)) return '—';
  return `${usage.inputTokens ?? '?'} / ${usage.outputTokens ?? '?'}`;
}

function cost(usage: AgentUsageValue): string {
  return usage?.costUsd !== null && usage?.costUsd !== undefined ? `$${usage.costUsd.toFixed(4)}` : '—';
}
