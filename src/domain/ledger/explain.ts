/**
 * Why the ledger classifies an upstream commit as it does: every piece of evidence with the fork commit, the rule and
 * the exact line — or, for a commit still pending, what was looked for and not found.
 */
import type { ExplainedCommit, Explanation } from '../../schemas/explain.js';
import { stripControl } from '../neutralize.js';
import type { ClassifiedCommit } from './classify.js';
import { short } from '../../shared/short-sha.js';

export interface ExplainContext {
  prNumber?: number;
  trailerKeys: readonly string[];
  /** Whether a patch-id was computed for it (only when some fork commit changes the same paths). */
  patchIdChecked: boolean;
  /** How its pick onto the fork tip came out, when tried. */
  content?: string;
  /** Why its pick was not tried, when it was not (never a declaration that does not exist). */
  contentNotTried?: string;
  pathRules: number;
  forkSubjects: ReadonlyMap<string, string>;
}

export function explainCommit(c: ClassifiedCommit, ctx: ExplainContext): ExplainedCommit {
  const lookedFor: string[] = [];
  if (c.status !== 'ingested') {
    lookedFor.push(
      `trailers: no live fork commit names it in (cherry picked from commit …) or ${ctx.trailerKeys.join(', ')}`,
      ctx.prNumber !== undefined
        ? `pr-number: no live fork subject, bundle list or section names upstream PR #${ctx.prNumber} as picked`
        : 'pr-number: its subject carries no upstream PR number (no "(#N)" at the end)',
      ctx.patchIdChecked
        ? 'patch-id: computed; no fork commit has the same patch-id'
        : 'patch-id: not computed: no fork commit without provenance changes the same set of paths',
      ctx.content
        ? `content: its pick onto the fork tip is not empty (${describeContent(ctx.content)})`
        : `content: not tried (${ctx.contentNotTried ?? 'no upstream record of it was read'})`,
      ctx.pathRules
        ? `path rules: none of the ${ctx.pathRules} notApplicable rules covers every path it changes`
        : 'path rules: none configured (notApplicable)',
    );
    if (!c.evidence.some((e) => e.via === 'ledger')) lookedFor.push('ledger: no entry in the ledger file');
  }
  return {
    sha: c.sha,
    subject: c.subject,
    committedAt: c.committedAt,
    ...(ctx.prNumber !== undefined ? { prNumber: ctx.prNumber } : {}),
    status: c.status,
    reached: c.reached,
    via: c.via,
    ...(c.status === 'declared' && c.ledger
      ? {
          disposition: {
            disposition: c.ledger.disposition,
            reason: c.ledger.reason,
            source: c.ledger.source,
            ...(c.ledger.blockedBy ? { blockedBy: c.ledger.blockedBy } : {}),
          },
        }
      : {}),
    evidence: c.evidence.map((e) => ({
      ...e,
      ...(e.forkCommit && ctx.forkSubjects.has(e.forkCommit)
        ? { forkSubject: ctx.forkSubjects.get(e.forkCommit)! }
        : {}),
    })),
    lookedFor,
    ...(c.contradiction ? { contradiction: c.contradiction } : {}),
  };
}

function describeContent(verdict: string): string {
  if (verdict === 'untouched-path') return 'a path it changes is unchanged at the fork tip since its parent';
  if (verdict === 'conflict') return 'it would conflict';
  if (verdict === 'clean') return 'it would apply cleanly';
  return verdict;
}

const clean = (t: string) => stripControl(t).slice(0, 200);

export function renderExplainText(x: Explanation): string {
  const lines: string[] = [];
  if (!x.commits.length) lines.push(`${x.query}: ${x.note ?? 'nothing found'}`);
  for (const c of x.commits) {
    const pr = c.prNumber !== undefined ? ` (#${c.prNumber})` : '';
    lines.push(`${short(c.sha)}${pr} ${clean(c.subject)}`);
    const what =
      c.status === 'reached-by-ancestry'
        ? 'reached by ancestry: the fork contains this commit itself'
        : c.status === 'ingested'
          ? `ingested, via ${c.via.join(', ')}`
          : c.status === 'declared'
            ? `declared ${c.disposition?.disposition ?? ''} via ${c.via.join(', ')}: ${clean(c.disposition?.reason ?? '')}${c.disposition?.blockedBy ? ` (blocked by ${short(c.disposition.blockedBy)})` : ''}`
            : 'pending: in the backlog';
    lines.push(`  ${what}`);
    for (const e of c.evidence) {
      const who = e.forkCommit ? ` in ${short(e.forkCommit)}${e.forkSubject ? ` "${clean(e.forkSubject)}"` : ''}` : '';
      const mark = e.counted ? '+' : '-';
      lines.push(`  ${mark} ${e.via} ${e.meaning} by rule ${e.rule}${who}${e.note ? ` (${e.note})` : ''}`);
      if (e.line) lines.push(`      line: ${clean(e.line)}`);
      if (e.reason && e.meaning !== 'picked') lines.push(`      reason: ${clean(e.reason)}`);
    }
    for (const l of c.lookedFor) lines.push(`  looked for ${l}`);
    if (c.contradiction) lines.push(`  contradiction: ${clean(c.contradiction)}`);
  }
  return `${lines.join('\n')}\n`;
}
