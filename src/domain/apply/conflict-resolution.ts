import type { ResolverRung } from '../../schemas/apply-result.js';
import { oneLineReason } from '../neutralize.js';

/**
 * The `Conflict-Resolution:` block recorded in a commit whose cherry-pick needed a resolution: which files, by
 * what (the rung of the resolver ladder: a recorded rerere resolution, the fork's modify/delete decision, a replay
 * proposal, or the agent), and the one-line reason the resolver gave.
 */
export interface ConflictResolution {
  via: ResolverRung;
  files: readonly string[];
  reason: string;
  /** The guards' verdict, recorded only when it is `review`: a re-run that reuses the commit keeps the PR flagged. */
  verdict?: 'accept' | 'review';
}

const RUNG_NAMES: readonly string[] = ['rerere', 'fork-decision', 'replay', 'agent'];

export function renderConflictResolution(resolution: ConflictResolution): string {
  const files = resolution.files.map((f) => `  File: ${oneLineReason(f)}`);
  return [
    'Conflict-Resolution:',
    `  Resolved-By: ${resolution.via}`,
    ...files,
    `  Reason: ${oneLineReason(resolution.reason) || 'no reason given'}`,
    ...(resolution.verdict === 'review' ? ['  Verdict: review'] : []),
  ].join('\n');
}

/**
 * The message of a resolved pick: the upstream message, the resolution block, then the provenance line last (so
 * readers that look for `-x` at the end still find it).
 */
export function messageWithResolution(
  upstreamMessage: string,
  resolution: ConflictResolution,
  provenance: string,
): string {
  return `${upstreamMessage.replace(/\s+$/, '')}\n\n${renderConflictResolution(resolution)}\n\n${provenance}\n`;
}

export function hasConflictResolution(message: string): boolean {
  return /^Conflict-Resolution:$/m.test(message);
}

/** The block's fields, read back from a commit message (for re-runs that reuse a resolved commit). */
export function parseConflictResolution(message: string): ConflictResolution | undefined {
  const start = message.search(/^Conflict-Resolution:$/m);
  if (start < 0) return undefined;
  const lines = message.slice(start).split('\n').slice(1);
  const files: string[] = [];
  let via: ConflictResolution['via'] = 'agent';
  let reason = '';
  let verdict: ConflictResolution['verdict'];
  for (const line of lines) {
    const m = /^ {2}(Resolved-By|File|Reason|Verdict): (.*)$/.exec(line);
    if (!m) break;
    if (m[1] === 'File') files.push(m[2]!);
    else if (m[1] === 'Reason') reason = m[2]!;
    else if (m[1] === 'Verdict') verdict = m[2] === 'review' ? 'review' : 'accept';
    else if (RUNG_NAMES.includes(m[2] as ResolverRung)) via = m[2] as ResolverRung;
  }
  return { via, files, reason, ...(verdict ? { verdict } : {}) };
}
