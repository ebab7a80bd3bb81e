/**
 * Where upstream-ingest keeps its durable records: one state branch, one file (or folder) per history. These are
 * the defaults of every face (CLI flags, action inputs) and service, so a history is never looked for in two places.
 */
export const STATE_BRANCH = 'upstream-ingest/state';

export const STATE_FILES = {
  lag: 'lag/history.jsonl',
  bench: 'bench/history.jsonl',
  ingest: 'ingest/history.jsonl',
  /** `tier-history/<tier>/<runner class>.json` */
  tiers: 'tier-history',
} as const;
