import { z } from 'zod';

/** The plan file written by `upstream-ingest plan` / plan-bundles and read by apply-bundle. */
export const PLAN_SCHEMA_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const RefPin = z.object({ ref: z.string(), sha: Sha }).strict();

export const PlanCommitSchema = z
  .object({
    sha: Sha,
    subject: z.string(),
    committedAt: z.string(),
    /**
     * Predicted cherry-pick verdict onto the fork tip plus the clean commits before it; for a held commit, onto the
     * fork tip plus the held commits before it.
     */
    prediction: z.enum(['clean', 'conflict', 'empty', 'unknown']),
    conflictPaths: z.array(z.string()),
    risk: z.object({ score: z.number(), reasons: z.array(z.string()) }).strict(),
    /** Pending commits this one depends on, each with why. */
    dependsOn: z.array(z.object({ sha: Sha, reason: z.string() }).strict()),
  })
  .strict();

export const BundleKindSchema = z.enum(['low-risk', 'risky-chain', 'toolchain']);

export const BundleSchema = z
  .object({
    id: z.string().regex(/^[0-9a-f]{12}$/, 'expected a 12-hex bundle id'),
    kind: BundleKindSchema,
    commits: z.array(Sha).min(1),
    risk: z.object({ score: z.number(), reasons: z.array(z.string()) }).strict(),
    predictedConflicts: z.array(z.string()),
    dependsOn: z.array(z.string()),
  })
  .strict();

export const HeldCommitSchema = z
  .object({
    sha: Sha,
    subject: z.string(),
    reason: z.string(),
    kind: z.enum(['ledger-defer', 'blocked-by', 'upstream-ci', 'empty', 'depends-on-held']),
    /** Its pick predicted on the fork tip (after the held commits before it) although it is held. */
    prediction: z.enum(['clean', 'conflict', 'empty', 'unknown']).optional(),
    conflictPaths: z.array(z.string()).optional(),
  })
  .strict();

export const PlanSchema = z
  .object({
    schemaVersion: z.literal(PLAN_SCHEMA_VERSION),
    generatedAt: z.string(),
    upstream: RefPin,
    /** Objects were missing (no promisor to fetch them): some matching was skipped, the counts may be high. */
    incomplete: z.literal(true).optional(),
    incompleteReasons: z.array(z.string()).optional(),
    fork: RefPin,
    mergeBase: Sha,
    pending: z.array(PlanCommitSchema),
    bundles: z.array(BundleSchema),
    held: z.array(HeldCommitSchema),
  })
  .strict();

export type Plan = z.infer<typeof PlanSchema>;
export type PlanCommit = z.infer<typeof PlanCommitSchema>;
export type Bundle = z.infer<typeof BundleSchema>;
export type BundleKind = z.infer<typeof BundleKindSchema>;
export type HeldCommit = z.infer<typeof HeldCommitSchema>;
