import type { HarnessConfig, TierName } from '../../schemas/tier-config.js';
import type { Selection, SelectionEntry } from '../../schemas/tier-result.js';
import { pathMatcher } from '../../shared/glob.js';

/**
 * Which harnesses run. L1 runs the harnesses whose `select` globs match a changed path; a change to the tier config or
 * to workflow files runs everything, and so does a diff that cannot be computed (never a silent "nothing to test").
 * L2 and L3 always run everything.
 */

export type DiffInput =
  | { kind: 'none' }
  | { kind: 'paths'; from: string; paths: readonly string[] }
  | { kind: 'error'; from: string; reason: string };

export interface SelectionInput {
  tier: TierName;
  harnesses: readonly HarnessConfig[];
  runAllOn: readonly string[];
  /** The config file's path relative to the repository root, when it lives inside the repository. */
  configPath?: string;
  diff: DiffInput;
}

export interface SelectionOutcome {
  selection: Selection;
  selected: SelectionEntry[];
  notSelected: SelectionEntry[];
  warnings: string[];
}

const MAX_MATCHED = 10;

export function selectHarnesses(input: SelectionInput): SelectionOutcome {
  const { tier, harnesses, diff } = input;
  const everything = (
    mode: Selection['mode'],
    reason: string,
    perHarness: string,
    matched: string[] = [],
  ): SelectionOutcome => ({
    selection: {
      mode,
      reason,
      changedFrom: diff.kind === 'none' ? null : diff.from,
      changedPaths: diff.kind === 'paths' ? diff.paths.length : 0,
    },
    selected: harnesses.map((h) => ({ name: h.name, reason: perHarness, matchedPaths: matched })),
    notSelected: [],
    warnings: mode === 'fallback-all' ? [reason] : [],
  });

  if (tier !== 'L1') {
    const note = diff.kind === 'none' ? '' : ' (--changed-from is only used by L1)';
    return everything('all', `${tier} runs every harness${note}`, `${tier} runs every harness`);
  }
  if (diff.kind === 'none')
    return everything('all', 'no --changed-from given: every harness runs', 'no diff to select by');
  if (diff.kind === 'error') {
    return everything(
      'fallback-all',
      `the diff from '${diff.from}' could not be computed (${diff.reason}): every harness runs`,
      'diff unavailable: runs everything',
    );
  }
  if (input.configPath && diff.paths.includes(input.configPath)) {
    return everything(
      'diff',
      `the tier config ${input.configPath} changed: every harness runs`,
      'the tier config changed',
      [input.configPath],
    );
  }
  const runAll = diff.paths.filter(pathMatcher(input.runAllOn));
  if (runAll.length) {
    return everything(
      'diff',
      `${runAll[0]}${runAll.length > 1 ? ` and ${runAll.length - 1} more` : ''} changed (run-all-on): every harness runs`,
      'a run-all-on path changed',
      runAll.slice(0, MAX_MATCHED),
    );
  }
  const selected: SelectionEntry[] = [];
  const notSelected: SelectionEntry[] = [];
  for (const h of harnesses) {
    if (!h.select) {
      selected.push({ name: h.name, reason: 'no select patterns: always runs', matchedPaths: [] });
      continue;
    }
    const matched = diff.paths.filter(pathMatcher(h.select!));
    if (matched.length) {
      selected.push({
        name: h.name,
        reason: `${matched.length} changed path${matched.length === 1 ? '' : 's'} match ${h.select.join(', ')}`,
        matchedPaths: matched.slice(0, MAX_MATCHED),
      });
    } else {
      notSelected.push({ name: h.name, reason: `no changed path matches ${h.select.join(', ')}`, matchedPaths: [] });
    }
  }
  return {
    selection: {
      mode: 'diff',
      reason: `${diff.paths.length} path${diff.paths.length === 1 ? '' : 's'} changed since '${diff.from}': ${selected.length} of ${harnesses.length} harnesses selected`,
      changedFrom: diff.from,
      changedPaths: diff.paths.length,
    },
    selected,
    notSelected,
    warnings: [],
  };
}
