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
      .object({ via: z.enum(['agent', 'rerere']), reason: z.string(), files: z.array(z.string()) })
      .strict()
      .nullable(),
    guards: z.array(GuardResultSchema),
    /** The guards' combined verdict on a resolution; null when the commit needed none. */
    verdict: GuardVerdictSchema.nullable().optional(),
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
    onConflict: z.enum(['defer', 'agent', 'stop']),
    commits: z.array(CommitResultSchema),
    /** Commits left out (conflict, dependency, culprit), for the ledger or the next plan. */
    deferred: z.array(z.object({ sha: Sha, subject: z.string(), reason: z.string(), paths: z.array(z.string()) }).strict()),
    verify: z
      .object({ command: z.string(), ok: z.boolean(), summary: z.string(), culprits: z.array(Sha), probes: z.number().int() })
      .strict()
      .nullable(),
    push: PushResultSchema.nullable(),
    pr: z.object({ number: z.number().int(), url: z.string(), created: z.boolean() }).strict().nullable(),
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
export type CommitResult = z.infer<typeof CommitResultSchema>;
export type PushResult = z.infer<typeof PushResultSchema>;
export type ApplyResult = z.infer<typeof ApplyResultSchema>;
