import { z } from 'zod';

/** Files of the daily loop passed between its jobs: dashboard requests, land results, trunk-bisect culprits. */

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');

export const BundleRequestSchema = z
  .object({
    action: z.enum(['retry', 'agent', 'defer']),
    bundle: z.string().regex(/^[0-9a-f]{12}$/, 'expected a 12-hex bundle id'),
    /** Login of the person who ticked the box (checked for write access when it was ticked). */
    by: z.string(),
    at: z.string(),
  })
  .strict();

export const RequestsFileSchema = z.object({ requests: z.array(BundleRequestSchema) }).strict();

const PullRef = z.object({ number: z.number().int(), branch: z.string(), reason: z.string() }).strict();

export const LandResultSchema = z
  .object({
    merged: z.array(PullRef.extend({ method: z.string(), sha: z.string().nullable() }).strict()),
    autoMerge: z.array(PullRef),
    waiting: z.array(PullRef),
    review: z.array(PullRef),
    failing: z.array(PullRef),
    unmergeable: z.array(PullRef),
    retargeted: z.array(z.object({ number: z.number().int(), from: z.string(), to: z.string() }).strict()),
    blocked: z
      .array(PullRef.extend({ issues: z.array(z.number().int()) }).strict())
      .optional()
      .describe('green PRs held by open, unacknowledged benchmark regression issues (also listed as waiting)'),
  })
  .strict();

export const TrunkBisectResultSchema = z
  .object({
    status: z.enum(['culprit', 'no-culprit', 'skipped']),
    culprit: z
      .object({ forkSha: Sha, upstreamSha: Sha.nullable(), subject: z.string() })
      .strict()
      .nullable(),
    good: Sha,
    bad: Sha,
    probes: z.number().int(),
    reason: z.string(),
    pool: z.array(z.string()).optional().describe('the runner label set the probes ran on'),
    verdict: z
      .enum(['everywhere', 'pool-only', 'unconfirmed', 'flaky'])
      .optional()
      .describe('pool-only: fails on the bisected pool, passes on another (not flaky); set by trunk-bisect confirm'),
    confirm: z
      .array(z.object({ pool: z.array(z.string()), passed: z.boolean() }).strict())
      .optional()
      .describe('the failing commit re-run on the other pools'),
  })
  .strict();

/** `trunk-bisect --confirm`: the failing commit's tier run once on another pool. */
export const TrunkConfirmResultSchema = z
  .object({
    pool: z.array(z.string()).describe('the runner label set it ran on'),
    bad: Sha,
    passed: z.boolean(),
  })
  .strict();

export type TrunkConfirmResult = z.infer<typeof TrunkConfirmResultSchema>;

/** What `open-revert` did: the bisect result it acted on and the revert PR (null when nothing was reverted). */
export const OpenRevertResultSchema = z
  .object({
    status: z.enum(['opened', 'exists', 'skipped']),
    culprit: TrunkBisectResultSchema.shape.culprit,
    reason: z.string(),
    branch: z.string().nullable(),
    pr: z.object({ number: z.number().int(), url: z.string() }).strict().nullable(),
  })
  .strict();

export type OpenRevertResult = z.infer<typeof OpenRevertResultSchema>;
export type LandResult = z.infer<typeof LandResultSchema>;
export type TrunkBisectResult = z.infer<typeof TrunkBisectResultSchema>;
