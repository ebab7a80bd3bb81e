import { isAncestor } from '../../adapters/git/read/ancestry.js';
import { readCommits } from '../../adapters/git/read/commit-log.js';
import { tryResolveCommit } from '../../adapters/git/read/refs.js';
import { subjectOf } from '../../domain/commit.js';
import { explainCommit } from '../../domain/ledger/explain.js';
import { ShaIndex } from '../../domain/ledger/sha-index.js';
import { EXPLAIN_SCHEMA_VERSION, type Explanation } from '../../schemas/explain.js';
import { ConfigurationError } from '../../shared/errors.js';
import { readIngestionState, type IngestionDeps, type IngestionSettings } from './ingestion-state.js';
import { short } from '../../shared/short-sha.js';

export interface ExplainSettings extends IngestionSettings {
  /** An upstream commit (SHA or unique prefix) or an upstream PR number `#N`. */
  query: string;
}

/** Reads the same ingestion state as lag and plan, and explains the commits the query names. */
export async function runExplain(settings: ExplainSettings, deps: IngestionDeps): Promise<Explanation> {
  const query = settings.query.trim();
  const pr = /^#?(\d{1,7})$/.exec(query);
  const sha = /^[0-9a-fA-F]{7,64}$/.test(query) ? query.toLowerCase() : undefined;
  if (!pr && !sha)
    throw new ConfigurationError(
      `explain: '${query.slice(0, 80)}' is neither a commit SHA (7+ hex) nor a PR number like #8121`,
    );
  const state = await readIngestionState(settings, deps);
  const base = { schemaVersion: EXPLAIN_SCHEMA_VERSION, query, upstream: state.upstream, fork: state.fork } as const;
  const byShaClass = new Map(state.classified.map((c) => [c.sha, c]));
  const forkSubjects = new Map(state.forkCommits.map((c) => [c.sha, subjectOf(c.message)]));
  const explainOne = (s: string) => {
    const c = byShaClass.get(s)!;
    const prNumber = state.analysis.prIndex.numberOf.get(s);
    return explainCommit(c, {
      ...(prNumber !== undefined ? { prNumber } : {}),
      trailerKeys: state.trailerKeys,
      patchIdChecked: state.patchIdChecked.has(s),
      ...(state.content.decided.has(s) ? { content: state.content.decided.get(s)! } : {}),
      ...(state.contentNotTried.has(s) ? { contentNotTried: state.contentNotTried.get(s)! } : {}),
      pathRules: settings.notApplicable?.length ?? 0,
      forkSubjects,
    });
  };
  // A SHA of 7+ hex digits is read as a commit first; `#N` or digits-only shorter than 7 as a PR number.
  if (sha && !(pr && query.startsWith('#'))) {
    const r = new ShaIndex(state.classified.map((c) => c.sha)).resolve(sha);
    if (r.kind === 'exact' || (r.kind === 'prefix' && r.matched === sha.length))
      return { ...base, commits: [explainOne(r.sha)] };
    if (r.kind === 'ambiguous' && r.candidates.every((c) => c.startsWith(sha)))
      throw new ConfigurationError(
        `explain: prefix ${sha} is ambiguous (${r.candidates.length} commits match): write more characters`,
      );
    const full = await tryResolveCommit(deps.git, sha);
    if (!full) throw new ConfigurationError(`explain: ${sha} names no commit in ${deps.git.cwd}`);
    if (await isAncestor(deps.git, full, state.fork.sha)) {
      const [record] = await readCommits(deps.git, { revisions: [full], noWalk: true });
      const subject = subjectOf(record?.message ?? '');
      const committedAt = record?.committedAt ?? '';
      return {
        ...base,
        commits: [
          {
            sha: full,
            subject,
            committedAt,
            status: 'reached-by-ancestry',
            reached: true,
            via: [],
            evidence: [],
            lookedFor: [],
          },
        ],
      };
    }
    return {
      ...base,
      commits: [],
      note: `${short(full)} is not an upstream commit missing by ancestry (a fork commit, or outside upstream)`,
    };
  }
  const n = Number(pr![1]);
  const shas = state.analysis.prIndex.commits.get(n);
  if (shas) return { ...base, commits: shas.filter((s) => byShaClass.has(s)).map(explainOne) };
  const amb = state.analysis.prIndex.ambiguous.get(n);
  if (amb)
    return {
      ...base,
      commits: amb.filter((s) => byShaClass.has(s)).map(explainOne),
      note: `#${n} ends the subject of ${amb.length} upstream commits: fork references to it are not resolved`,
    };
  const mentions = state.analysis.unresolved.filter((u) => u.ref === `#${n}`).map((u) => short(u.forkCommit));
  return {
    ...base,
    commits: [],
    note:
      `no upstream commit missing by ancestry has PR #${n} (no squash subject ending in (#${n}), no "Merge pull request #${n}")` +
      (mentions.length ? `; named by fork commits ${[...new Set(mentions)].join(', ')} (unresolved)` : ''),
  };
}
