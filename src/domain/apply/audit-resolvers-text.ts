import type { AuditResolversReport } from '../../schemas/audit-resolvers.js';
import { neutralizeForLog, neutralizeInline } from '../neutralize.js';

type Row = AuditResolversReport['overall'] | AuditResolversReport['rungs'][number];

const pct = (n: number, total: number) => (total ? `${((100 * n) / total).toFixed(0)}%` : '-');

function cells(r: Row, picks: number): string[] {
  return [
    `${r.proposals} (${pct(r.proposals, picks)})`,
    String(r.accepted),
    `${r.exact} (${pct(r.exact, picks)})`,
    String(r.whitespace),
    String(r.wrongAccepted),
    String(r.wrongCaught),
  ];
}

const HEAD = ['proposals', 'accepted', 'exact', 'ws-equal', 'wrong+accepted', 'wrong+caught'];

type Usage = NonNullable<AuditResolversReport['rungs'][number]['usage']>;

/** An agent rung's cost in one line: attempts, calls, tokens and cost when the API reported them. */
export function usageLine(rung: string, u: Usage): string {
  const tokens =
    u.inputTokens !== null || u.outputTokens !== null
      ? `, ${u.inputTokens ?? 0} input + ${u.outputTokens ?? 0} output tokens`
      : '';
  const cost = u.costUsd !== null ? `, $${u.costUsd.toFixed(4)}` : '';
  const models = u.models.length ? ` (${u.models.join(', ')})` : '';
  return `${rung}: ${u.attempts} attempt(s), ${u.calls} call(s)${tokens}${cost}${models}`;
}

/** The config lines that would set each rung's maximum to what the fork's history supports (only the changes). */
export function adviceConfig(report: AuditResolversReport): string[] {
  const changes = report.rungs.filter((r) => r.proposals > 0 && r.advice.maxVerdict !== r.maxVerdict);
  if (changes.length === 0) return [];
  return ['resolvers:', ...changes.map((r) => `  ${r.rung}: { maxVerdict: ${r.advice.maxVerdict} }`)];
}

/** The audit as a terminal table: per rung and for the ladder, then which rungs may land unattended here. */
export function renderResolversText(report: AuditResolversReport): string {
  const picks = report.conflictingPicks;
  const lines = [
    `audit-resolvers: ${picks} conflicting pick(s) of ${report.picksScanned} scanned (${report.fork} vs ${report.upstream})`,
    '',
    [''.padEnd(14), ...HEAD.map((h) => h.padStart(14))].join(' '),
  ];
  for (const r of report.rungs)
    lines.push([r.rung.padEnd(14), ...cells(r, picks).map((c) => c.padStart(14))].join(' '));
  lines.push([`ladder`.padEnd(14), ...cells(report.overall, picks).map((c) => c.padStart(14))].join(' '));
  lines.push(`(${report.overall.none} pick(s) with no proposal the guards let through)`);
  for (const r of report.rungs) if (r.usage) lines.push(neutralizeForLog(usageLine(r.rung, r.usage)));
  lines.push('');
  for (const r of report.rungs) {
    const now = r.maxVerdict === r.advice.maxVerdict ? '' : ` (now ${r.maxVerdict})`;
    lines.push(`${r.rung}: may ${r.advice.maxVerdict}${now}: ${r.advice.why}`);
    for (const w of r.wrongExamples.slice(0, 3))
      lines.push(`    wrong, accepted: ${neutralizeForLog(w).slice(0, 200)}`);
  }
  const config = adviceConfig(report);
  if (config.length)
    lines.push('', 'config (.github/upstream-ingest/plan.yml, or --config) to follow this history:', ...config);
  return `${lines.join('\n')}\n`;
}

/** The audit as a markdown report (`--out`): the same table, the advice and the wrong resolutions accepted. */
export function renderResolversMarkdown(report: AuditResolversReport): string {
  const picks = report.conflictingPicks;
  const row = (name: string, r: Row) => `| ${name} | ${cells(r, picks).join(' | ')} |`;
  const out = [
    '# Resolver audit',
    '',
    `${picks} of the fork's ${report.picksScanned} picks with provenance conflicted when replayed ` +
      `(\`${neutralizeInline(report.fork)}\` against \`${neutralizeInline(report.upstream)}\`). Each rung's ` +
      `resolution is compared with what the fork committed: exact, equal modulo whitespace, or wrong; "accepted" ` +
      'means the guards accept it and the rung may accept, so it would have landed unattended.',
    '',
    `| rung | ${HEAD.join(' | ')} |`,
    `| --- | ${HEAD.map(() => '---:').join(' | ')} |`,
    ...report.rungs.map((r) => row(r.rung, r)),
    row('**ladder**', report.overall),
    '',
    `${report.overall.none} pick(s) got no proposal that the guards let through.`,
    ...report.rungs.flatMap((r) => (r.usage ? ['', neutralizeInline(usageLine(r.rung, r.usage))] : [])),
    '',
    '## Which rungs may auto-accept on this fork',
    '',
    '| rung | max verdict now | this history supports | why |',
    '| --- | --- | --- | --- |',
    ...report.rungs.map(
      (r) => `| ${r.rung} | ${r.maxVerdict} | **${r.advice.maxVerdict}** | ${neutralizeInline(r.advice.why)} |`,
    ),
  ];
  const config = adviceConfig(report);
  if (config.length)
    out.push(
      '',
      'To follow it, in `.github/upstream-ingest/plan.yml` (the config apply reads):',
      '',
      '```yaml',
      ...config,
      '```',
    );
  const wrong = report.rungs.filter((r) => r.wrongExamples.length);
  if (wrong.length) {
    out.push('', '## Wrong resolutions the guards accept', '');
    for (const r of wrong)
      for (const w of r.wrongExamples) out.push(`- ${r.rung}: ${neutralizeInline(w, { maxLength: 240 })}`);
  }
  return `${out.join('\n')}\n`;
}
