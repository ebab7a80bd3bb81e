import { appendProvenance, type ProvenanceStyle } from './provenance.js';

/**
 * The fork commit message of a cherry-picked upstream commit. Upstream text must act on nothing in the fork once
 * merged: `fixes #12` would close the fork's issue 12, `(#10999)` would cross-reference it, `@someone` would link
 * (and on a PR, ping) a person. References are rewritten to name upstream and mentions are broken with a zero-width
 * space; everything else, the provenance line and trailers included, stays as upstream wrote it. Idempotent.
 */

const ZWSP = '\u200b';

/** `#12` and `GH-12` not glued to a word (so `owner/name#12`, `abc#1` and URLs' `#L12` anchors are left alone). */
const BARE_REF = /(^|[^\w/#&-])(?:#|GH-)(\d+)\b/gm;
/** `owner/name#12`: a cross-repository reference; broken so the fork's history does not spam upstream's issue. */
const CROSS_REF = /\b([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)#(\d+)\b/g;
/** `@login` or `@org/team`, not an e-mail address (`a@b.c` has a word character before `@`). */
const MENTION = /(^|[^\w.+`-])@([A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\/[A-Za-z0-9_.-]+)?)/gm;

export interface ForkMessageOptions {
  /** `owner/name` of upstream: bare references become `owner/name#<ZWSP>12`; default the word `upstream`. */
  upstreamRepo?: string;
}

export function neutralizeCommitMessage(message: string, options: ForkMessageOptions = {}): string {
  const repo = options.upstreamRepo;
  return message
    .replace(CROSS_REF, (_m, name: string, num: string) => `${name}#${ZWSP}${num}`)
    .replace(BARE_REF, (_m, pre: string, num: string) =>
      repo ? `${pre}${repo}#${ZWSP}${num}` : `${pre}upstream#${num}`,
    )
    .replace(MENTION, (_m, pre: string, who: string) => `${pre}@${ZWSP}${who}`);
}

export function needsNeutralizing(message: string, options: ForkMessageOptions = {}): boolean {
  return neutralizeCommitMessage(message, options) !== message;
}

/** The whole fork message: the neutralised upstream message with the provenance line appended as `-x` would. */
export function forkCommitMessage(
  message: string,
  style: ProvenanceStyle,
  upstreamSha: string,
  options: ForkMessageOptions = {},
): string {
  return appendProvenance(neutralizeCommitMessage(message, options), style, upstreamSha);
}
