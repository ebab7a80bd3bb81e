import { z } from 'zod';
import { globProblem } from '../shared/glob.js';
import { ONE_SHOT_PARSE } from '../shared/one-shot-parse.js';
import { NotApplicableRuleSchema, ProvenanceRuleSchema } from './ledger.js';
import { ResolverLimitsSchema } from './resolver-limits.js';

/** Defaults that fit Triton-like forks: the LLVM pin and the toolchain version files move in their own lane. */
export const DEFAULT_TOOLCHAIN_GLOBS: readonly string[] = ['cmake/llvm-hash.txt', 'cmake/*-toolchain-version.json'];
export const DEFAULT_MAX_BUNDLE_SIZE = 20;
export const DEFAULT_RISK_THRESHOLD = 30;

const Glob = z.string().superRefine((value, ctx) => {
  const problem = globProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (got '${value.slice(0, 80)}')` });
});

export const RiskyGlobSchema = z
  .object({
    glob: Glob,
    /** Points added to a commit's risk score when any path it changes matches. */
    weight: z
      .number({ message: 'expected a number of points from 1 to 100' })
      .int('expected a whole number of points from 1 to 100')
      .min(1, 'expected a number of points from 1 to 100')
      .max(100, 'expected a number of points from 1 to 100'),
    /** Shown in the risk reasons, e.g. "the fork's scheduler rewrite". */
    reason: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

/**
 * The plan configuration file (YAML or JSON). Every key is optional; the CLI flags override the file.
 * Written by people, so it is strict: an unknown key is an error naming it.
 */
export const PlanConfigSchema = z
  .object({
    /** Paths whose changes add to a commit's risk, with weights. */
    risky: z.array(RiskyGlobSchema).max(500).default([]).describe('Paths whose changes add to a commit\'s risk score, with weights.'),
    /** Paths of the toolchain lane (an LLVM pin, compiler versions): such commits get their own bundles. */
    toolchain: z
      .array(Glob)
      .max(500)
      .default([...DEFAULT_TOOLCHAIN_GLOBS])
      .describe('Paths of the toolchain lane (an LLVM pin, compiler versions): such commits get bundles of their own.'),
    /** A commit scoring at least this much is risky: it starts a risky chain. */
    riskThreshold: z
      .number({ message: 'expected a whole number of points from 1 to 1000' })
      .int('expected a whole number of points from 1 to 1000')
      .min(1, 'expected a whole number of points from 1 to 1000')
      .max(1000, 'expected a whole number of points from 1 to 1000')
      .default(DEFAULT_RISK_THRESHOLD)
      .describe('A commit scoring at least this many points is risky and starts a risky chain.'),
    /**
     * Upstream CI states a commit may be planned in anyway. By default (none) a commit whose upstream CI failed or is
     * still running is held, so a commit lands out of order only after both upstream's CI and the fork's passed.
     */
    upstreamCiAllow: z
      .array(z.enum(['failure', 'pending']))
      .max(2)
      .default([])
      .describe(
        "Upstream CI states to plan anyway ('pending', 'failure'); by default commits whose upstream CI failed or is running are held.",
      ),
    /** Most commits in one low-risk bundle. */
    maxBundleSize: z
      .number({ message: 'expected a whole number from 1 to 1000' })
      .int('expected a whole number from 1 to 1000')
      .min(1, 'expected a whole number from 1 to 1000')
      .max(1000, 'expected a whole number from 1 to 1000')
      .default(DEFAULT_MAX_BUNDLE_SIZE)
      .describe('Most commits in one low-risk bundle.'),
    /** Provenance trailer keys besides the defaults, e.g. "Reactor Cherry-pick Revision". */
    trailers: z
      .array(z.string().trim().min(1, 'expected a non-empty trailer key').max(100))
      .max(50)
      .default([])
      .describe('Provenance trailer keys besides the defaults, e.g. "Reactor Cherry-pick Revision".'),
    /** Provenance rules besides the built-in ones (docs/ledger-and-lag.md). */
    provenanceRules: z
      .array(ProvenanceRuleSchema)
      .max(100)
      .default([])
      .describe('Provenance rules besides the built-in ones: where to look (trailer, section, subject, body), what refs name, what a match means.'),
    /** Upstream commits whose every changed path matches are declared wont-port (e.g. upstream CI-only changes). */
    notApplicable: z
      .array(NotApplicableRuleSchema)
      .max(100)
      .default([])
      .describe('Path rules: an upstream commit whose every changed path matches one rule\'s globs is declared wont-port with its reason.'),
    /** Each resolver rung's maximum verdict (`resolvers: { replay: { maxVerdict: accept } }`); see audit-resolvers. */
    resolvers: ResolverLimitsSchema.optional().describe("Each resolver rung's maximum verdict, e.g. { replay: { maxVerdict: review } }: raise or lower it from what `upstream-ingest audit-resolvers` measured on the fork's own history."),
    /** Ledger of dispositions, relative to the repository root. */
    ledger: z.string().trim().min(1, 'expected a path').optional().describe('Ledger of dispositions, relative to the repository root.'),
  })
  .strict();

export type PlanConfig = z.output<typeof PlanConfigSchema>;
export type RiskyGlob = z.output<typeof RiskyGlobSchema>;

export const DEFAULT_PLAN_CONFIG: PlanConfig = PlanConfigSchema.parse({}, ONE_SHOT_PARSE);
