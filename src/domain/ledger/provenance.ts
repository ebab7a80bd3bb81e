import { leadingRefs } from './message-refs.js';

/**
 * Provenance lines that picking tools write into fork commit messages. One message may carry many
 * (bundle commits list one line per upstream commit).
 */

/** Recognised without configuration, besides `(cherry picked from commit X)`. */
export const DEFAULT_TRAILER_KEYS: readonly string[] = ['Upstream-Commit', 'Original Commit'];

export interface ProvenanceRef {
  /** The trailer key, or `cherry-pick -x` for `(cherry picked from commit X)`. */
  key: string;
  /** Lower-case hex, 7–64 characters: a full SHA or a prefix (possibly wrong after its first characters). */
  ref: string;
}

const HEX = '[0-9a-fA-F]{7,64}';
const CHERRY_PICKED = new RegExp(`\\(cherry picked from commit (${HEX})\\)`, 'g');
const REVERTS = new RegExp(`This reverts commit (${HEX})`, 'g');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Builds the matcher once per key set. A key line may be indented or bulleted (bundle commits), the key is matched
 * case-insensitively, and the value may be a bare SHA or a commit URL ending in the SHA.
 */
export function provenanceParser(keys: readonly string[]): (message: string) => ProvenanceRef[] {
  const unique = [...new Set(keys.map((k) => k.trim()).filter(Boolean))];
  const keyed = unique.length
    ? new RegExp(`^[ \\t>*\\-•+]*(${unique.map(escapeRegExp).join('|')})[ \\t]*:[ \\t]*(\\S.*)$`, 'gim')
    : undefined;
  const canonical = new Map(unique.map((k) => [k.toLowerCase(), k]));
  return (message) => {
    const refs: ProvenanceRef[] = [];
    for (const m of message.matchAll(CHERRY_PICKED)) refs.push({ key: 'cherry-pick -x', ref: m[1]!.toLowerCase() });
    if (keyed) {
      for (const m of message.matchAll(keyed)) {
        // One value may carry several SHAs (`<a>, <b>` or space-separated) or commit URLs.
        for (const t of leadingRefs(m[2]!, false).refs) {
          if (t.kind === 'sha') refs.push({ key: canonical.get(m[1]!.toLowerCase()) ?? m[1]!, ref: t.ref });
        }
      }
    }
    return refs;
  };
}

/** SHAs named by `This reverts commit X` (git revert's own wording). */
export function revertedRefs(message: string): string[] {
  // Most messages are no revert: a plain substring search rules them out before any regex runs (every message of
  // both histories passes here on each run).
  if (!message.includes('This reverts commit')) return [];
  return Array.from(message.matchAll(REVERTS), (m) => m[1]!.toLowerCase());
}
