import { z } from 'zod';

/**
 * The task file handed to a conflict-resolution agent: its path is the agent's first argument and the value of
 * UPSTREAM_INGEST_TASK. Everything upstream-controlled (message, patch, paths) reaches the agent only through here,
 * never through its command line or environment.
 */
export const APPLY_TASK_SCHEMA_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');

/**
 * What a deterministic rung of the resolver ladder proposed before the agent (`--on-conflict resolve`), with the
 * guards' verdict on it: a starting point to check, never a resolution to copy blindly.
 */
export const AgentProposalSchema = z
  .object({
    rung: z.string(),
    verdict: z.string(),
    reason: z.string(),
    /** Why the guards did not accept it. */
    evidence: z.array(z.string()),
    /** The proposed files (content null: the proposal deletes the file). */
    files: z.array(z.object({ path: z.string(), content: z.string().nullable() }).strict()),
  })
  .strict();
export type AgentProposal = z.infer<typeof AgentProposalSchema>;

/** One conflict region of a conflicted file as git left it, in diff3 terms (base null: not known). */
const ConflictRegionSchema = z
  .object({
    /** 1-based number of the region in the file (the `hunk` of a structured answer). */
    index: z.number().int().min(1),
    /** 1-based line of its `<<<<<<<` marker in the work tree file. */
    startLine: z.number().int().min(1),
    base: z.string().nullable(),
    ours: z.string(),
    theirs: z.string(),
  })
  .strict();

/** An earlier attempt on this conflict and what the guards said of it: the agent's feedback. */
export const AgentFeedbackSchema = z
  .object({
    attempt: z.number().int().min(1),
    verdict: z.enum(['review', 'reject', 'failed']),
    reasons: z.array(z.string()),
    evidence: z.array(
      z.object({ path: z.string(), startLine: z.number().int().nullable(), endLine: z.number().int().nullable() }).strict(),
    ),
  })
  .strict();
export type AgentFeedback = z.infer<typeof AgentFeedbackSchema>;

export const ApplyTaskSchema = z
  .object({
    schemaVersion: z.literal(APPLY_TASK_SCHEMA_VERSION),
    kind: z.literal('resolve-cherry-pick-conflict'),
    /** Absolute path of the work tree, left in the conflicted state (files with conflict markers). */
    repo: z.string(),
    upstream: z
      .object({
        sha: Sha,
        /** `owner/name` of the upstream repository, when known. */
        repository: z.string().nullable(),
        url: z.string().nullable(),
        subject: z.string(),
        message: z.string(),
        author: z.object({ name: z.string(), email: z.string(), date: z.string() }).strict(),
        /** Paths the upstream commit changes. */
        paths: z.array(z.string()),
      })
      .strict(),
    conflictedPaths: z.array(z.string()),
    /** `git diff <sha>^ <sha>` of the upstream commit, cut at a size limit. */
    upstreamPatch: z.string(),
    upstreamPatchTruncated: z.boolean(),
    /** Fork-side commits (not in upstream) that last touched the conflicting lines, newest first. */
    forkCommits: z.array(
      z
        .object({
          sha: Sha,
          subject: z.string(),
          paths: z.array(z.string()),
          /** The whole message, when it was read (the blamed commits). */
          message: z.string().optional(),
        })
        .strict(),
    ),
    /** Each conflicted file's conflict regions with base, ours (the fork) and theirs (upstream). */
    conflicts: z.array(z.object({ path: z.string(), regions: z.array(ConflictRegionSchema) }).strict()).optional(),
    /** What the ladder's deterministic rungs proposed before the agent, with the guards' verdict on each. */
    proposals: z.array(AgentProposalSchema).optional(),
    /** The guards that judge the resolution, and what each checks. */
    guards: z.array(z.object({ name: z.string(), checks: z.string() }).strict()).optional(),
    /** This attempt's number and how many there are (`--agent-attempts`). */
    attempt: z.object({ number: z.number().int().min(1), of: z.number().int().min(1) }).strict().optional(),
    /** The verdicts and evidence of the earlier attempts on this conflict. */
    previousAttempts: z.array(AgentFeedbackSchema).optional(),
    /** Globs the agent may change besides the conflicted paths. */
    allowedPaths: z.array(z.string()),
    /** Write one line here saying how the conflict was resolved; it goes into the commit's Conflict-Resolution block. */
    reasonFile: z.string(),
    instructions: z.string(),
  })
  .strict();

export type ApplyTask = z.infer<typeof ApplyTaskSchema>;
