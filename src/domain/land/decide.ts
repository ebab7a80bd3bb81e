import { requiredTiersPassed, type CheckState } from '../green-ref/required-tiers.js';

export type MergeMethod = 'merge' | 'squash' | 'rebase';

export const REVIEW_LABEL = 'upstream-ingest:review';

export interface PullFacts {
  number: number;
  branch: string;
  base: string;
  draft: boolean;
  labels: readonly string[];
  checks: ReadonlyMap<string, CheckState>;
}

export type LandDecision =
  | { kind: 'merge' }
  | { kind: 'auto-merge'; reason: string }
  | { kind: 'waiting'; reason: string }
  | { kind: 'review'; reason: string }
  | { kind: 'failing'; reason: string };

/**
 * What `land` does with one bundle PR whose base is trunk: merge once every required check passed; a PR a person
 * must review (C4: the guards said `review`) is never merged by the bot, whatever its checks say.
 */
export function decideLanding(
  pr: PullFacts,
  options: { requiredChecks: readonly string[]; autoMerge: boolean; reviewLabel?: string },
): LandDecision {
  const label = options.reviewLabel ?? REVIEW_LABEL;
  if (pr.labels.some((l) => l.toLowerCase() === label.toLowerCase()))
    return { kind: 'review', reason: `labelled ${label}: a person reviews and merges it` };
  if (pr.draft) return { kind: 'waiting', reason: 'a draft' };
  const set = requiredTiersPassed(pr.checks, options.requiredChecks, '');
  if (set.green) return { kind: 'merge' };
  const failed = set.missing.filter((m) => m.state === 'failure').map((m) => m.tier);
  if (failed.length) return { kind: 'failing', reason: `required checks failed: ${failed.join(', ')}` };
  const pending = set.missing.map((m) => `${m.tier} ${m.state === 'absent' ? 'not reported' : 'pending'}`).join(', ');
  return options.autoMerge
    ? { kind: 'auto-merge', reason: `GitHub merges it once the required checks pass (${pending})` }
    : { kind: 'waiting', reason: `required checks not passed yet: ${pending}` };
}

const PROVENANCE_LINE =
  /^(?:\(cherry picked from commit [0-9a-f]{40}(?:[0-9a-f]{24})?\)|[A-Za-z][A-Za-z0-9 -]{0,79}: [0-9a-f]{40}(?:[0-9a-f]{24})?)$/;

/** Every provenance line of the PR's commits, in order, once each: what a squash commit must carry for the ledger. */
export function provenanceLines(messages: readonly string[]): string[] {
  const out: string[] = [];
  for (const message of messages)
    for (const line of message.split('\n').map((l) => l.trimEnd()))
      if (PROVENANCE_LINE.test(line) && !out.includes(line)) out.push(line);
  return out;
}

/**
 * Each commit's `Conflict-Resolution:` block as its message has it (the header and its indented fields), in order:
 * the record of what resolved a conflict and how the guards judged it must survive a squash merge, or the trunk loses
 * it (issue 31 item 6).
 */
export function conflictResolutionBlocks(messages: readonly string[]): string[] {
  const blocks: string[] = [];
  for (const message of messages) {
    const lines = message.split('\n').map((l) => l.trimEnd());
    for (let i = 0; i < lines.length; i++) {
      if (lines[i] !== 'Conflict-Resolution:') continue;
      let end = i + 1;
      while (end < lines.length && /^ {2}[A-Za-z-]+: /.test(lines[end]!)) end++;
      blocks.push(lines.slice(i, end).join('\n'));
      i = end - 1;
    }
  }
  return blocks;
}

/**
 * The squash commit: the PR title, one line per upstream subject, every commit's Conflict-Resolution block, then every
 * provenance line (the ledger reads them).
 */
export function squashMessage(
  pr: { number: number; title: string },
  messages: readonly string[],
): { title: string; message: string } {
  const subjects = messages.map((m) => `* ${m.split('\n')[0] ?? ''}`);
  return {
    title: `${pr.title} (#${pr.number})`,
    message: `${[subjects.join('\n'), ...conflictResolutionBlocks(messages), provenanceLines(messages).join('\n')]
      .filter(Boolean)
      .join('\n\n')}\n`,
  };
}
