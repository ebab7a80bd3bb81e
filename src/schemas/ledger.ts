import { z } from 'zod';
import { regexProblem } from '../shared/bounded-regex.js';
import { globProblem } from '../shared/glob.js';

const Glob = z.string().superRefine((value, ctx) => {
  const problem = globProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (got '${value.slice(0, 80)}')` });
});

const ShaOrPrefix = z
  .string()
  .regex(/^[0-9a-fA-F]{7,64}$/, 'expected a commit SHA or a unique prefix of at least 7 hex characters');

export const DispositionSchema = z.enum(['wont-port', 'skip', 'defer']);

export const LedgerEntrySchema = z
  .object({
    commit: ShaOrPrefix,
    disposition: DispositionSchema,
    reason: z.string().trim().min(1, 'expected a reason'),
    blockedBy: ShaOrPrefix.optional(),
  })
  .strict();

/**
 * The fork's declared dispositions of upstream commits: `wont-port` and `skip` count as reached (they leave the
 * backlog), `defer` stays in the backlog with its reason, optionally until `blockedBy` is reached.
 */
export const LedgerFileSchema = z.object({ entries: z.array(LedgerEntrySchema).max(100_000) }).strict();

export type Disposition = z.infer<typeof DispositionSchema>;
export type LedgerFile = z.infer<typeof LedgerFileSchema>;

/** What a provenance rule's match means for the upstream commit it names. */
export const RuleMeaningSchema = z.enum(['picked', 'defer', 'wont-port', 'skip']);

const BoundedRegex = z.string().superRefine((value, ctx) => {
  const problem = regexProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (got '${value.slice(0, 60)}')` });
});

/**
 * A user provenance rule (config key `provenanceRules`). `where` says where it looks: a `trailer` line `<key>: <refs>`,
 * a body `section` whose heading matches `heading` (entries on the heading line or bulleted below it), or a regex
 * `pattern` on `subject` or `body` lines whose first capture group is the SHA or PR number.
 */
export const ProvenanceRuleSchema = z
  .object({
    name: z.string().trim().min(1).max(80).optional(),
    where: z.enum(['trailer', 'section', 'subject', 'body']),
    /** What the rule's refs name; trailers and sections accept both, a pattern must say. */
    match: z.enum(['sha', 'pr']).optional(),
    meaning: RuleMeaningSchema.default('picked'),
    key: z.string().trim().min(1).max(100).optional(),
    heading: BoundedRegex.optional(),
    pattern: BoundedRegex.optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const need = (key: 'key' | 'heading' | 'pattern', why: string) => {
      if (rule[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `expected ${why}` });
    };
    if (rule.where === 'trailer') need('key', "a trailer key for where: trailer, e.g. 'Reactor Defer Revision'");
    if (rule.where === 'section') need('heading', "a heading regex for where: section, e.g. '^ported'");
    if (rule.where === 'subject' || rule.where === 'body') {
      need('pattern', `a regex with one capture group for where: ${rule.where}`);
      if (rule.match === undefined)
        ctx.addIssue({ code: 'custom', path: ['match'], message: "expected 'sha' or 'pr' for a pattern rule" });
      if (rule.pattern !== undefined && !/\((?!\?)/.test(rule.pattern.replace(/\\./g, '')))
        ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'expected a capture group around the SHA or number' });
    }
  });

/** Config key `notApplicable`: an upstream commit whose every changed path matches is declared wont-port. */
export const NotApplicableRuleSchema = z
  .object({
    paths: z.array(Glob).min(1, 'expected at least one glob').max(200),
    reason: z.string().trim().min(1, 'expected a reason').max(300),
  })
  .strict();

export type RuleMeaning = z.infer<typeof RuleMeaningSchema>;
export type ProvenanceRule = z.output<typeof ProvenanceRuleSchema>;
export type NotApplicableRule = z.output<typeof NotApplicableRuleSchema>;
