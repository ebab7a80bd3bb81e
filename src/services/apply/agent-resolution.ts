import { withPythonParses } from './python-syntax.js';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { commitResolution, recordRerere, stagePaths, unmergedPaths } from '../../adapters/git/pick/pick-session.js';
import { indexedPaths, recreateConflicts, restoreFromIndex } from '../../adapters/git/pick/conflict-state.js';
import { neutralizeCommitMessage } from '../../domain/apply/fork-message.js';
import { messageWithResolution, type ConflictResolution } from '../../domain/apply/conflict-resolution.js';
import { combinedVerdict, failedReasons, reviewReasons, verifyGuard } from '../../domain/apply/guards.js';
import { provenanceLine } from '../../domain/apply/provenance.js';
import { followRenames } from '../../domain/apply/renames.js';
import type { GuardResult, GuardVerdict, ResolutionAttempt } from '../../schemas/apply-result.js';
import { resolveByAgent } from './agents/attempts.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';
import { attemptLine, recordedAttempts, runResolverLadder, type LadderAttempt, type Proposal } from './ladder.js';
import { candidateGuardInput, stopFacts, type StopFacts } from './resolution-guards.js';
import { forgetOrigin, replayedOrigin, saveOrigin } from './resolution-origin.js';
import { ladderRungs } from './settings.js';
import { short } from '../../shared/short-sha.js';
import { runVerify } from './verify.js';
import { forgetRerere, resetHard } from '../../adapters/git/worktree/work-tree.js';
import { exists } from '../../adapters/files/path-exists.js';
import { evaluateGuards } from '../../domain/apply/guards.js';

export interface ResolveOutcome {
  accepted: boolean;
  sha?: string;
  resolution?: ConflictResolution;
  guards: GuardResult[];
  reasons: string[];
  /** The guards' combined verdict (absent when no resolver proposed anything). */
  verdict?: GuardVerdict;
  /** Why a person must look (verdict review). */
  reviewReasons?: string[];
  /** The resolution needed review and --on-review defer left it out (not a rejection). */
  deferredForReview?: boolean;
  /** Every rung tried, in ladder order. */
  attempts: ResolutionAttempt[];
}

/**
 * Conflict resolution through the resolver ladder (ladder.ts): `--on-conflict agent` is rerere then the agent,
 * `--on-conflict resolve` the configured rungs. The attempt the ladder ends with is written and staged, the verify
 * command (when configured) judges it too, and an accepted or reviewable one is committed with the upstream author and
 * the run's committer stamp.
 */
export async function resolve(run: ApplyRun, stop: ConflictStop, head: string): Promise<ResolveOutcome> {
  const record = run.records.get(stop.sha)!;
  const facts = await stopFacts(run, stop);
  const state = { sha: stop.sha, sides: conflictSides(stop, facts) };
  let pickGone = false;
  let agentExtra: string[] = [];
  let replayedVia: Pick<ConflictResolution, 'via' | 'reason'> | undefined;
  const outcome = await runResolverLadder(state, ladderRungs(run.settings), {
    ...(run.settings.resolverLimits ? { maxVerdict: run.settings.resolverLimits } : {}),
    judge: async (proposal, rung) =>
      evaluateGuards(
        await candidateInput(run, stop, facts, {
          files: proposal.files,
          rung,
          ...(proposal.reason ? { reason: proposal.reason } : {}),
          ...(rung === 'agent' ? { untouched: (proposal as AgentProposal).untouched } : {}),
          ...(rung === 'rerere' ? { untouched: [] } : {}),
        }),
      ),
    rerere: async () => {
      if (stop.rerereResolved.length === 0) return { skip: 'no recorded resolution of this pick' };
      if ((await unmergedPaths(run.git)).length > 0)
        return { fail: `a recorded resolution covers only ${stop.rerereResolved.join(', ')}` };
      replayedVia = await replayedOrigin(run, stop);
      return {
        files: await worktreeTexts(run, stop.conflictedPaths),
        reason: replayedVia?.reason ?? 'reused a resolution recorded earlier (git rerere)',
        ...(replayedVia ? { via: replayedVia.via } : {}),
      };
    },
    ...(run.settings.agent
      ? {
          agent: async (proposals) => {
            run.proposals.set(
              stop.sha,
              proposals.map((p) => ({
                rung: p.rung,
                verdict: p.verdict,
                reason: p.proposal.reason,
                evidence: [...p.evidence],
                files: [...p.proposal.files].map(([path, content]) => ({ path, content })),
              })),
            );
            // The agent's attempts (--agent-attempts), each judged by the ladder's guards; a review or reject goes
            // back to it with the verdicts and their evidence, and the best attempt's files stay staged.
            const judgeAgent = async (changed: string[], why: string) => {
              const paths = [...new Set([...stop.conflictedPaths, ...changed])];
              return evaluateGuards(
                await candidateInput(run, stop, facts, {
                  files: await worktreeTexts(run, paths),
                  rung: 'agent',
                  reason: why,
                  untouched: stop.conflictedPaths.filter((p) => !changed.includes(p)),
                }),
              );
            };
            const agent = await resolveByAgent(run, stop, record, head, judgeAgent).finally(() =>
              run.proposals.delete(stop.sha),
            );
            pickGone = !(await exists(join(run.paths.gitDir, 'CHERRY_PICK_HEAD')));
            if (!agent.ok)
              return {
                fail: agent.reasons.join('; ') || 'the agent failed',
                ...(agent.guards ? { guards: agent.guards } : {}),
              };
            agentExtra = agent.changed.filter((p) => !stop.conflictedPaths.includes(p));
            const changed = [...new Set([...stop.conflictedPaths, ...agent.changed])];
            const answer: AgentProposal = {
              files: await worktreeTexts(run, changed),
              reason: agent.reason,
              untouched: stop.conflictedPaths.filter((p) => !agent.changed.includes(p)),
            };
            return answer;
          },
        }
      : {}),
    afterAttempt: async (attempt) => {
      if (attempt.rung === 'rerere' && attempt.outcome !== 'skipped') {
        // A rejected replay must not be replayed by rerere on the next run; the conflict comes back for the next rung.
        if (attempt.verdict === 'reject') {
          await forgetRerere(run.git, stop.conflictedPaths).catch(() => undefined);
          await forgetOrigin(run, stop).catch(() => undefined);
        }
        await recreateConflicts(run.git, stop.rerereResolved).catch(() => false);
      }
    },
    tmpDir: run.tempDir,
    ...(run.settings.replayTools ? { tools: run.settings.replayTools } : {}),
    onAttempt: (a) => run.logger.info(`${short(stop.sha)}: ${attemptLine(a)}`),
  });
  const attempts = recordedAttempts(outcome.attempts);
  const chosen = outcome.chosen !== undefined ? outcome.attempts[outcome.chosen]! : undefined;
  if (!chosen || pickGone) {
    const last = [...outcome.attempts].reverse().find((a) => a.outcome === 'proposed');
    const failed = [...outcome.attempts].reverse().find((a) => a.guards.length > 0);
    const attemptedBy = last ?? [...outcome.attempts].reverse().find((a) => a.outcome !== 'skipped');
    const reasons = last
      ? failedReasons(last.guards)
      : outcome.attempts.filter((a) => a.outcome === 'failed').map((a) => a.reason);
    if (chosen) chosen.chosen = false;
    return {
      accepted: false,
      guards: (last ?? failed)?.guards ?? [],
      reasons: reasons.length
        ? reasons
        : [`no resolver proposed a resolution (${outcome.attempts.map((a) => `${a.rung}: ${a.reason}`).join('; ')})`],
      ...(last ? { verdict: 'reject' as const } : {}),
      ...(attemptedBy ? { resolution: resolutionOf(stop, attemptedBy) } : {}),
      attempts: recordedAttempts(outcome.attempts),
    };
  }
  // A resolver the ladder went past may have written files besides the conflicted ones: back to the pick's merge.
  if (chosen.rung !== 'agent' && agentExtra.length) await undoExtraFiles(run, agentExtra);
  return land(run, stop, chosen, attempts, replayedVia);
}

/** The guards' input on a candidate, with Python's own parse of its Python texts. */
async function candidateInput(...args: Parameters<typeof candidateGuardInput>) {
  return withPythonParses(await candidateGuardInput(...args));
}

interface AgentProposal extends Proposal {
  untouched: string[];
}

/** The chosen attempt, written, staged, verified and committed (or deferred for review). */
async function land(
  run: ApplyRun,
  stop: ConflictStop,
  chosen: LadderAttempt,
  attempts: ResolutionAttempt[],
  replayed: Pick<ConflictResolution, 'via' | 'reason'> | undefined,
): Promise<ResolveOutcome> {
  const record = run.records.get(stop.sha)!;
  const proposal = chosen.proposal!;
  await writeProposal(run, proposal);
  await stagePaths(run.git, [...new Set([...stop.conflictedPaths, ...proposal.files.keys()])]);
  let guards = chosen.guards;
  if (combinedVerdict(guards) !== 'reject' && run.settings.verify) {
    const v = await runVerify(run);
    guards = [...guards, verifyGuard({ ...dummyInput(), verify: v })!];
  }
  const byRerere = chosen.rung === 'rerere';
  const resolution = resolutionOf(stop, chosen, replayed);
  const guardVerdict = combinedVerdict(guards);
  // The rung's cap stands: replay never lands as accept, whatever the guards say.
  const verdict: GuardVerdict =
    guardVerdict === 'reject' ? 'reject' : chosen.verdict === 'review' ? 'review' : guardVerdict;
  const review = [
    ...reviewReasons(guards),
    ...(verdict === 'review' && chosen.guardVerdict === 'accept' ? [`${chosen.rung}: proposes at most review`] : []),
  ];
  if (verdict === 'review') resolution.verdict = 'review';
  if (verdict === 'reject') {
    chosen.chosen = false;
    const failed = attempts.find((a) => a.chosen);
    if (failed) failed.chosen = false;
    if (byRerere) {
      await forgetRerere(run.git, stop.conflictedPaths).catch(() => undefined);
      await forgetOrigin(run, stop).catch(() => undefined);
    }
    return { accepted: false, guards, reasons: failedReasons(guards), resolution, verdict, attempts };
  }
  if (verdict === 'review' && run.settings.onReview === 'defer') {
    run.logger.info(`${short(stop.sha)}: the resolution needs review; deferred (--on-review defer)`);
    return {
      accepted: false,
      guards,
      reasons: review,
      reviewReasons: review,
      resolution,
      verdict,
      deferredForReview: true,
      attempts,
    };
  }
  if (!byRerere)
    await saveOrigin(run, stop, resolution).catch((e: unknown) => run.logger.warning(`rerere origin: ${String(e)}`));
  if (!byRerere && ladderRungs(run.settings).includes('rerere'))
    await recordRerere(run.git).catch((e: unknown) => run.logger.warning(`rerere: ${String(e)}`));
  const sha = await commitResolution(run.git, run.paths, {
    message: messageWithResolution(
      neutralizeCommitMessage(
        record.message,
        run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {},
      ),
      { ...resolution, attempts: undefined } as ConflictResolution,
      provenanceLine(run.settings.provenance, stop.sha),
    ),
    author: { name: record.authorName, email: record.authorEmail, date: record.authorDate },
    stamp: run.stamp,
  });
  // The verify command may have built into tracked files; the commit took the index, the tree goes back to it.
  if (run.settings.verify) await resetHard(run.git);
  run.logger.info(`${short(stop.sha)} resolved by ${resolution.via} as ${short(sha)}`);
  if (verdict === 'review') run.logger.warning(`${short(stop.sha)}: the resolution needs review: ${review.join('; ')}`);
  return { accepted: true, sha, resolution, guards, reasons: [], verdict, reviewReasons: review, attempts };
}

function resolutionOf(
  stop: ConflictStop,
  attempt: LadderAttempt,
  replayed?: Pick<ConflictResolution, 'via' | 'reason'>,
): ConflictResolution {
  return {
    via: attempt.rung === 'rerere' ? (replayed?.via ?? 'rerere') : attempt.rung,
    files: stop.conflictedPaths,
    reason: attempt.reason,
  };
}

/** The verify guard needs only the verify outcome. */
function dummyInput() {
  return {
    conflictedPaths: [],
    allowedGlobs: [],
    agentChangedPaths: [],
    resolutionPaths: [],
    upstreamPaths: [],
    files: [],
    resolutionLines: 0,
    upstreamLines: 0,
    bound: { factor: 1, slack: 0 },
  };
}

/**
 * Puts the proposal in the work tree: its texts written (or its deletions made); whatever else a resolver wrote that
 * the proposal does not hold (an earlier agent's extra files) goes back to the pick's own merge.
 */
async function writeProposal(run: ApplyRun, proposal: Proposal): Promise<void> {
  for (const [path, text] of proposal.files) {
    const file = join(run.paths.topLevel, path);
    const now = await readFile(file, 'utf8').catch(() => null);
    if (now === text) continue;
    if (text === null) await rm(file, { force: true });
    else {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
}

async function undoExtraFiles(run: ApplyRun, paths: readonly string[]): Promise<void> {
  const indexed = await indexedPaths(run.git, paths);
  await restoreFromIndex(
    run.git,
    paths.filter((p) => indexed.has(p)),
  );
  for (const p of paths.filter((q) => !indexed.has(q))) await rm(join(run.paths.topLevel, p), { force: true });
}

/** The text of each path in the work tree (null: absent). */
async function worktreeTexts(run: ApplyRun, paths: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const p of paths) out.set(p, await readFile(join(run.paths.topLevel, p), 'utf8').catch(() => null));
  return out;
}

/** Each conflicted path's base, fork and upstream versions, renames followed. */
function conflictSides(stop: ConflictStop, facts: StopFacts) {
  const get = (spec: string) => facts.blobs.get(spec) ?? null;
  const versions = followRenames(
    [...new Set([...facts.blobs.keys()].filter((k) => k.startsWith('HEAD:')).map((k) => k.slice(5)))].map((p) => ({
      path: p,
      ours: get(`HEAD:${p}`),
      resolved: null,
      upstreamBefore: facts.hasParent ? get(`${stop.sha}^:${p}`) : null,
      upstreamAfter: get(`${stop.sha}:${p}`),
    })),
    facts.renames,
  );
  const byPath = new Map(versions.map((v) => [v.path, v]));
  return stop.conflictedPaths.map((path) => {
    const v = byPath.get(path);
    return { path, base: v?.upstreamBefore ?? null, ours: v?.ours ?? null, theirs: v?.upstreamAfter ?? null };
  });
}
