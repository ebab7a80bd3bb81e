import type { ImpactReport } from '../../schemas/workloads.js';
import { short } from '../../shared/short-sha.js';
import { neutralizeInline } from '../neutralize.js';
import type { Period } from './period.js';

/**
 * The digest per owner (a CODEOWNERS team or login, or a workload's owner): what is coming that touches what they own
 * (the plan's impact), what landed in the period that did, and the open failure, quarantine and regression issues
 * routed to them with their leading suspects. One message each, so an owner reads only their own.
 */

/** An open issue routed to owners (from the state tier-publish keeps in it, or its `**Owners:**` line). */
export interface RoutedIssue {
  number: number;
  title: string;
  url: string;
  kind: 'failure' | 'quarantine' | 'regression' | 'other';
  owners: string[];
  suspects: { sha: string; subject: string }[];
}

export interface OwnerDigest {
  owner: string;
  body: string;
  coming: number;
  landed: number;
  issues: number;
}

export interface OwnerDigestInput {
  period: Period;
  incoming?: ImpactReport;
  landed?: ImpactReport;
  issues: readonly RoutedIssue[];
  /** Write the owner's heading as an @-mention (notifies them); default plain text. */
  mention?: boolean;
}

// `**Owners:** …` (failure issues) or `- Owners: …` (the change points gate's regression issues).
const OWNERS_LINE = /^(?:\*\*Owners:\*\*|- Owners:)\s*(.+)$/m;
const OWNER = /^@?[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9._-]+)?$/;

/** The owners an issue names on its `**Owners:**` line (the failure issues' and any issue written the same way). */
export function ownersLine(body: string): string[] {
  const line = OWNERS_LINE.exec(body)?.[1] ?? '';
  return line
    .split(/[\s,]+/)
    .map((o) => o.replace(/`/g, ''))
    .filter((o) => OWNER.test(o));
}

/** Normalises an owner so `@org/team` from CODEOWNERS and `org/team` typed in a workloads file meet. */
const ownerKey = (o: string) => (o.includes('@') ? o : `@${o}`);

/** One digest per owner who has anything this period, sorted by owner. */
export function renderOwnerDigests(input: OwnerDigestInput): OwnerDigest[] {
  const owners = new Set<string>();
  for (const r of [input.incoming, input.landed]) for (const o of r?.owners ?? []) owners.add(ownerKey(o.owner));
  for (const i of input.issues) for (const o of i.owners) owners.add(ownerKey(o));
  return [...owners].sort().map((owner) => renderOne(owner, input));
}

function ownerOf(report: ImpactReport | undefined, owner: string) {
  return report?.owners.find((o) => ownerKey(o.owner) === owner);
}

function renderOne(owner: string, input: OwnerDigestInput): OwnerDigest {
  const heading = input.mention ? owner : `\`${owner}\``;
  const lines = [`## ${heading}: upstream-ingest digest for ${input.period.key}`, ''];
  const coming = ownerOf(input.incoming, owner);
  const landed = ownerOf(input.landed, owner);
  const issues = input.issues.filter((i) => i.owners.some((o) => ownerKey(o) === owner));
  if (coming) {
    lines.push(`**Coming:** ${coming.message}`, '');
    lines.push(...bundleLines(input.incoming!, owner), '');
  }
  if (landed) lines.push(`**Landed this ${input.period.kind}:** ${landed.message}`, '');
  if (!coming && !landed) lines.push('No incoming or landed upstream commit touches what you own.', '');
  if (issues.length) {
    lines.push(`**Open issues routed to you (${issues.length}):**`, '');
    for (const i of issues.slice(0, 50)) {
      const suspects = i.suspects
        .slice(0, 3)
        .map((s) => `\`${short(s.sha)}\` ${neutralizeInline(s.subject, { maxLength: 80 })}`)
        .join('; ');
      lines.push(
        `- #${i.number} (${i.kind}) ${neutralizeInline(i.title, { maxLength: 160 })}${suspects ? ` — suspects: ${suspects}` : ''}`,
      );
    }
    lines.push('');
  } else lines.push('No open failure, quarantine or regression issue is routed to you.', '');
  return {
    owner,
    body: lines.join('\n'),
    coming: coming?.commits ?? 0,
    landed: landed?.commits ?? 0,
    issues: issues.length,
  };
}

/** Per workload the owner owns: how many incoming commits, in which bundles, how many risky. */
function bundleLines(report: ImpactReport, owner: string): string[] {
  return report.workloads
    .filter((w) => w.commits.length && w.owners.some((o) => ownerKey(o) === owner))
    .map((w) => {
      const bundles = w.bundles.map((b) => `\`${b}\``).join(', ');
      const held = w.commits.filter((c) => c.held).length;
      return (
        `- ${neutralizeInline(w.name, { maxLength: 120 })} (${w.kind}): ${w.commits.length} commit(s)` +
        `${w.riskyCommits ? `, ${w.riskyCommits} in risky chains` : ''}${bundles ? `; bundles ${bundles}` : ''}` +
        `${held ? `; ${held} held` : ''}`
      );
    });
}
