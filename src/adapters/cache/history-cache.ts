import type { CommitRecord } from '../../domain/commit.js';
import type { LinesCheckStore } from '../git/read/content-present.js';

/**
 * What a ledger read may keep across runs: a commit's record (message, dates, changed paths with blob ids) and its
 * patch-id never change for a given SHA. A run then asks git only which commits each range holds (`rev-list`, no
 * diffs) and reads the records of the new ones. `PlanCacheFile` keeps them beside the pick verdicts, with the
 * content check's lines outcomes (LinesCheckStore: a commit is read again only when the tip changed at its paths).
 */
export interface HistoryCache extends Partial<LinesCheckStore> {
  /** Whether any record is kept: a first run reads both logs whole, as without a cache. */
  hasCommits(): boolean;
  commit(sha: string): CommitRecord | undefined;
  setCommit(record: CommitRecord): void;
  /** The stable patch-id; '' for a commit without a textual patch; undefined when unknown. */
  patchId(sha: string): string | undefined;
  setPatchId(sha: string, id: string): void;
}
