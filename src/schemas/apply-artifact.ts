import { z } from 'zod';
import { ApplyResultSchema } from './apply-result.js';

/**
 * `result.json` of an apply-bundle `prepare` step: the apply result (the same fields as `apply --json`) plus the
 * chain of commits the bundle must hold. The publishing job trusts none of it: it checks the bundle against it and
 * re-derives what it can.
 */
export const APPLY_ARTIFACT_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');

export const ChainEntrySchema = z
  .object({
    /** The commit on the apply branch. */
    sha: Sha,
    parent: Sha,
    tree: Sha,
    /** The upstream commit it was picked from. */
    upstream: Sha,
    /** The provenance line of its message, exactly. */
    provenance: z.string(),
  })
  .strict();

export const ApplyArtifactSchema = ApplyResultSchema.extend({
  artifact: z
    .object({
      version: z.literal(APPLY_ARTIFACT_VERSION),
      /** `bundle.git` in the artifact folder, or null when nothing landed (no bundle is written). */
      bundle: z.literal('bundle.git').nullable(),
      chain: z.array(ChainEntrySchema),
    })
    .strict(),
});

export type ChainEntry = z.infer<typeof ChainEntrySchema>;
export type ApplyArtifact = z.infer<typeof ApplyArtifactSchema>;

export const ARTIFACT_FILES = { bundle: 'bundle.git', result: 'result.json' } as const;
