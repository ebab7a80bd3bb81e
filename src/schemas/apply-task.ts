import { z } from 'zod';

/**
 * The task file handed to a conflict-resolution agent: its path is the agent's first argument and the value of
 * UPSTREAM_INGEST_TASK. Everything upstream-controlled (message, patch, paths) reaches the agent only through here,
 * never through its command line or environment.
 */
export const APPLY_TASK_SCHEMA_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');

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
        })
        .strict(),
    ),
    /**
     * What the deterministic rungs of the resolver ladder proposed before the agent (`--on-conflict resolve`), with
     * the guards' verdict on each: a starting point to check, never a resolution to copy blindly.
     */
    proposals: z
      .array(
        z
          .object({
            rung: z.string(),
            verdict: z.string(),
            reason: z.string(),
            /** Why the guards did not accept it. */
            evidence: z.array(z.string()),
            files: z.array(z.object({ path: z.string(), content: z.string().nullable() }).strict()),
          })
          .strict(),
      )
      .optional(),
    /** Globs the agent may change besides the conflicted paths. */
    allowedPaths: z.array(z.string()),
    /** Write one line here saying how the conflict was resolved; it goes into the commit's Conflict-Resolution block. */
    reasonFile: z.string(),
    instructions: z.string(),
  })
  .strict();

export type ApplyTask = z.infer<typeof ApplyTaskSchema>;
