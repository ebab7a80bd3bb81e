import { readHunks, type HunkReadResult } from '../../adapters/git/read/diff-hunks.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';

/**
 * One zero-context patch read for two questions of a ledger build: the content check's added lines and the hunks of
 * the reverted picks (and the later commits on their paths). Both are `diff-tree -p -U0` of upstream commits, asked
 * a few milliseconds apart: a git process costs more here than the patches it would read twice.
 *
 * The content check's first read also reads `extra` (the reverted picks' commits); `revertHunks` resolves with
 * that read, or with undefined once `release` says there will be none (the reverted picks then read their own).
 */
export class SharedPatchRead {
  private settled = false;
  private resolveShared!: (read: HunkReadResult | undefined) => void;
  private readonly shared = new Promise<HunkReadResult | undefined>((done) => (this.resolveShared = done));

  constructor(
    private readonly git: GitRunner,
    private readonly extra: readonly string[],
  ) {}

  /** The content check's reader (`AddedLinesReader`): its first call reads `extra` too. */
  readonly readAdded = (shas: readonly string[]): Promise<HunkReadResult> => {
    if (this.settled) return readHunks(this.git, shas, { addedLines: true });
    this.settled = true;
    const read = readHunks(this.git, [...new Set([...shas, ...this.extra])], { addedLines: true });
    read.then(
      (r) => this.resolveShared(r),
      () => this.resolveShared(undefined),
    );
    return read;
  };

  /** The content check's first batch is done: when it read no patch, the reverted picks read theirs alone. */
  release(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolveShared(undefined);
  }

  /** For revertedPicks: the shared read, or undefined when there was none. */
  readonly revertHunks = (): Promise<HunkReadResult | undefined> => this.shared;
}
