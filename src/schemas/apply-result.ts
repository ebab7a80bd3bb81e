import { z } from 'zod';
import { APPLY_SCHEMA_VERSION } from './apply-result-version.js';

/** The JSON that `upstream-ingest apply --json` prints and the apply-bundle action puts in its `json` output. */
export { APPLY_SCHEMA_VERSION };

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');

/** Overall verdict. Exit 0 for applied, partial, resolved and already-applied; 1 otherwise. */
export const ApplyStatusSchema = z.enum(['applied', 'partial', 'conflict', 'resolved', 'rejected', 'already-applied']);

/** What happened to one upstream commit. */
export const CommitApplyStatusSchema = z.enum([
  'clean',
  'resolved',
  'deferred',
  'already-applied',
  'empty',
  'conflict',
  'rejected',
  'not-attempted',
]);

export const GuardNameSchema = z.enum([
  'conflict-markers',
  'scope',
  'github-dir',
  'tests',
  'diff-bound',
  'verify',
  'unresolved',
  'one-sided',
  'duplicated-block',
  'hunk-intent',
  'repo-config',
  'novel-tokens',
  'syntax',
  'renames',
]);

/** accept: may land unattended; review: lands only with a human approval (PR labelled); reject: undone, deferred. */
export const GuardVerdictSchema = z.enum(['accept', 'review', 'reject']);

/** Where a guard looked: a file and 1-based lines (null: the whole file). */
export const GuardEvidenceSchema = z
  .object({ path: z.string(), startLine: z.number().int().nullable(), endLine: z.number().int().nullable() })
  .strict();

export const GuardResultSchema = z
  .object({
    name: GuardNameSchema,
    /** The guard passed (verdict accept). */
    ok: z.boolean(),
    /** Always written by this version; absent in results of earlier versions (read it as accept when ok). */
    verdict: GuardVerdictSchema.optional(),
    /** Why it failed or needs review (paths, counts); empty when it passed. */
    details: z.array(z.string()),
    evidence: z.array(GuardEvidenceSchema).optional(),
  })
  .strict();

/** Tokens and cost of agent calls, as far as the API reported them (null: not reported). */
export const AgentUsageSchema = z
  .object({
    inputTokens: z.number().nullable(),
    outputTokens: z.number().nullable(),
    costUsd: z.number().nullable(),
  })
  .strict();

/** One agent attempt on a conflict: the guards' verdict (or `failed`: the agent or its answer failed) and why. */
export const AgentAttemptSchema = z
  .object({
    attempt: z.number().int().min(1),
    verdict: z.enum(['accept', 'review', 'reject', 'failed']),
    reasons: z.array(z.string()),
    evidence: z.array(GuardEvidenceSchema),
    model: z.string().nullable(),
    usage: AgentUsageSchema.nullable(),
    /** Calls taken from the run's budget (--agent-max-calls). */
    calls: z.number().int().min(0),
    /** The attempt's transcript file (an artifact), when it was written. */
    transcript: z.string().nullable(),
  })
  .strict();

/** The agent's work on one conflict: which agent (`preset:NAME` or `command`), each attempt, the totals. */
export const AgentReportSchema = z
  .object({
    agent: z.string(),
    model: z.string().nullable(),
    attempts: z.array(AgentAttemptSchema),
    /** The attempt whose resolution the commit carries (or was judged last); null when none ran to the guards. */
    chosen: z.number().int().min(1).nullable(),
    usage: AgentUsageSchema.nullable(),
    calls: z.number().int().min(0),
  })
  .strict();

/** The agent's work over the whole run: the totals of every commit's attempts against the run's budget. */
export const AgentRunSchema = z
  .object({
    agent: z.string(),
    model: z.string().nullable(),
    /** Calls made, and the budget (--agent-max-calls; null: none). */
    calls: z.number().int().min(0),
    maxCalls: z.number().int().nullable(),
    attempts: z.number().int().min(0),
    usage: AgentUsageSchema.nullable(),
  })
  .strict();

/** The rungs of the resolver ladder (`--resolvers`), in their default order. */
export const ResolverRungSchema = z.enum(['rerere', 'fork-decision', 'replay', 'agent']);

/** One rung's try at a conflicted commit: what it proposed and what the guards said (capped by the rung's maximum). */
export const ResolutionAttemptSchema = z
  .object({
    rung: ResolverRungSchema,
    /** proposed: a resolution was judged; skipped: the rung does not apply here; failed: it ran and produced none. */
    outcome: z.enum(['proposed', 'skipped', 'failed']),
    /** The verdict, capped at the rung's maximum (replay: at most review); null when nothing was proposed. */
    verdict: GuardVerdictSchema.nullable(),
    /** The guards' own verdict before the cap. */
    guardVerdict: GuardVerdictSchema.nullable(),
    /** Why it was skipped or failed, or the resolver's one-line account. */
    reason: z.string(),
    /** The guards' findings on the proposal: `guard: detail`, with where they looked. */
    evidence: z.array(z.string()),
    /** This attempt is the one that landed (or was deferred for review). */
    chosen: z.boolean(),
  })
  .strict();

export const CommitResultSchema = z
  .object({
    sha: Sha,
    subject: z.string(),
    status: CommitApplyStatusSchema,
    /** The commit on the apply branch, or null when the upstream commit did not land. */
    forkSha: Sha.nullable(),
    conflictPaths: z.array(z.string()),
    /** The plan's prediction, when the commits came from a plan. */
    predicted: z.enum(['clean', 'conflict', 'empty', 'unknown']).nullable(),
    reasons: z.array(z.string()),
    /** Taken unchanged from the branch's previous value (a re-run), not picked again. */
    reused: z.boolean(),
    resolution: z
      .object({
        via: ResolverRungSchema,
        reason: z.string(),
        files: z.array(z.string()),
        /** Every rung tried, in ladder order (absent on a reused commit and in results of earlier versions). */
        attempts: z.array(ResolutionAttemptSchema).optional(),
      })
      .strict()
      .nullable(),
    guards: z.array(GuardResultSchema),
    /** The guards' combined verdict on a resolution; null when the commit needed none. */
    verdict: GuardVerdictSchema.nullable().optional(),
    /** The agent's attempts on this commit's conflict, when an agent ran. */
    agent: AgentReportSchema.optional(),
  })
  .strict();

export const PushResultSchema = z
  .object({
    remote: z.string(),
    status: z.enum(['pushed', 'up-to-date', 'rejected', 'skipped']),
    /** The lease: the branch's value on the remote before this run (null: it did not exist). */
    expected: Sha.nullable(),
    reason: z.string().nullable(),
  })
  .strict();

export const ApplyResultSchema = z
  .object({
    schemaVersion: z.literal(APPLY_SCHEMA_VERSION),
    status: ApplyStatusSchema,
    bundle: z.object({ id: z.string(), kind: z.string() }).strict().nullable(),
    branch: z.string(),
    base: z.object({ ref: z.string(), sha: Sha }).strict(),
    /** The branch head after the run (the base when nothing landed). */
    head: Sha,
    /** The local branch's value before the run, or null. */
    previousHead: Sha.nullable(),
    provenance: z.string(),
    onConflict: z.enum(['defer', 'agent', 'stop', 'resolve']),
    commits: z.array(CommitResultSchema),
    /** Commits left out (conflict, dependency, culprit), for the ledger or the next plan. */
    deferred: z.array(z.object({ sha: Sha, subject: z.string(), reason: z.string(), paths: z.array(z.string()) }).strict()),
    verify: z
      .object({ command: z.string(), ok: z.boolean(), summary: z.string(), culprits: z.array(Sha), probes: z.number().int() })
      .strict()
      .nullable(),
    push: PushResultSchema.nullable(),
    pr: z.object({ number: z.number().int(), url: z.string(), created: z.boolean() }).strict().nullable(),
    /** The agent's totals over the run, when an agent ran. */
    agent: AgentRunSchema.optional(),
    /** Landed resolutions that need a human approval: the PR is labelled and must not be auto-merged. */
    review: z
      .object({ needed: z.boolean(), label: z.string(), reasons: z.array(z.string()) })
      .strict()
      .optional(),
    counts: z
      .object({
        total: z.number().int(),
        landed: z.number().int(),
        clean: z.number().int(),
        resolved: z.number().int(),
        deferred: z.number().int(),
        alreadyApplied: z.number().int(),
        empty: z.number().int(),
        rejected: z.number().int(),
        conflict: z.number().int(),
      })
      .strict(),
  })
  .strict();

export type ApplyStatus = z.infer<typeof ApplyStatusSchema>;
export type GuardResult = z.infer<typeof GuardResultSchema>;
export type GuardVerdict = z.infer<typeof GuardVerdictSchema>;
export type GuardEvidence = z.infer<typeof GuardEvidenceSchema>;
export type ResolverRung = z.infer<typeof ResolverRungSchema>;
export type ResolutionAttempt = z.infer<typeof ResolutionAttemptSchema>;
export type CommitResult = z.infer<typeof CommitResultSchema>;
export type AgentAttempt = z.infer<typeof AgentAttemptSchema>;
export type AgentReport = z.infer<typeof AgentReportSchema>;
export type AgentUsage = z.infer<typeof AgentUsageSchema>;
export type AgentRun = z.infer<typeof AgentRunSchema>;
export type PushResult = z.infer<typeof PushResultSchema>;
export type ApplyResult = z.infer<typeof ApplyResultSchema>;
