import { z } from 'zod';
import { readBodyTemplate } from '../../adapters/files/body-template-file.js';
import { DEFAULT_DIFF_BOUND } from '../../domain/apply/guards.js';
import {
  branchOfRef,
  CommitListSchema,
  IdentitySchema,
  OnConflictSchema,
  OnReviewSchema,
  PositiveNumberSchema,
  ProvenanceSchema,
  RepoNameSchema,
  SecondsSchema,
} from '../../domain/apply/options.js';
import { HTTP_PRESETS, presetOf, type AgentPreset } from '../../domain/apply/agent-preset.js';
import { maxVerdicts } from './audit-resolvers-config.js';
import { parseResolvers } from '../../domain/apply/resolver-ladder.js';
import type { ResolverRung } from '../../schemas/apply-result.js';
import { loadLedgerInputs } from '../ledger/inputs.js';
import { facePath, optionError, parseRawOptions, type OptionFace } from '../../shared/options-face.js';
import {
  countOption,
  listOption,
  optionalSwitch,
  requiredText,
  switchOption,
  textOption,
} from '../../shared/option-schemas.js';
import { applySourceFrom } from './bundle-source.js';
import { DEFAULT_COMMITTER, type ApplySettings, type ApplySource } from './settings.js';

/**
 * The one options parser of apply (the `apply` command, the apply-bundle action, the demo and the bench). Each face
 * maps its names onto this raw object (camelCase keys; text, booleans or lists as the face has them) and calls
 * parseApplyOptions, so a default, a path rule or a cross-field rule cannot differ between the faces.
 *
 * - Paths (`repo`, `plan`, `config`, `rerereCache`, `prepareOut`, `@file` of `prBodyTemplate`) follow the one path
 *   rule: relative to the face's base (the working directory on the CLI, the workspace in the action).
 * - A pull request is opened when `createPr` is true, or, when it is absent, whenever the branch is pushed and
 *   `prRepo` names where the PR goes. Asking for one without `push` is refused, never silently skipped.
 * - `prepareOut` (the untrusted half of a two-job run) pushes nothing: `push` or `createPr` with it are refused.
 */

export const APPLY_DEFAULTS = {
  onConflict: 'defer',
  onReview: 'land',
  agentTimeoutSeconds: 900,
  agentAttempts: 2,
  verifyTimeoutSeconds: 3600,
  provenance: 'x',
  diffBound: DEFAULT_DIFF_BOUND.factor,
  diffSlack: DEFAULT_DIFF_BOUND.slack,
} as const;

/** Seconds as text or a number (the demo, the bench) → milliseconds. */
const seconds = (defaultSeconds: number) =>
  z
    .union([z.number().transform(String), z.string()])
    .optional()
    .transform((v) => v ?? String(defaultSeconds))
    .pipe(SecondsSchema);

const decimal = (defaultValue: number) =>
  z
    .union([z.number().transform(String), z.string()])
    .optional()
    .transform((v) => v ?? String(defaultValue))
    .pipe(PositiveNumberSchema);

/** A list of commits: the CLI's and the action's text, or the demo's array. */
const commitList = z
  .union([z.array(z.string()).transform((list) => list.join(',')), z.string()])
  .optional()
  .pipe(CommitListSchema.optional());

export const ApplyOptionsSchema = z.object({
  repo: z.string().min(1, 'expected a directory').default('.'),
  plan: textOption(),
  bundle: textOption(),
  commits: commitList,
  base: requiredText('a ref'),
  branch: textOption(),
  onConflict: OnConflictSchema.default(APPLY_DEFAULTS.onConflict),
  onReview: OnReviewSchema.default(APPLY_DEFAULTS.onReview),
  resolvers: listOption(),
  agent: textOption(),
  agentTimeout: seconds(APPLY_DEFAULTS.agentTimeoutSeconds),
  agentEndpoint: textOption().pipe(z.string().url('expected an http(s) URL').optional()),
  agentModel: textOption(),
  agentAttempts: countOption(20),
  agentMaxCalls: countOption(10_000),
  agentTranscripts: textOption(),
  verify: textOption(),
  verifyTimeout: seconds(APPLY_DEFAULTS.verifyTimeoutSeconds),
  splitOnFailure: switchOption(false),
  push: textOption(),
  provenance: z.string().default(APPLY_DEFAULTS.provenance).pipe(ProvenanceSchema),
  rerereCache: textOption(),
  allowPaths: listOption(),
  diffBound: decimal(APPLY_DEFAULTS.diffBound),
  diffSlack: decimal(APPLY_DEFAULTS.diffSlack),
  committer: IdentitySchema.optional(),
  upstream: textOption(),
  trailers: listOption(),
  config: textOption(),
  upstreamRepo: RepoNameSchema.optional(),
  createPr: optionalSwitch(),
  prRepo: RepoNameSchema.optional(),
  prBase: textOption(),
  prDraft: switchOption(false),
  prLabels: listOption(),
  prReviewers: listOption(),
  prTeamReviewers: listOption(),
  prAssignees: listOption(),
  prBodyTemplate: textOption(),
  stackOn: textOption(),
  prepareOut: textOption(),
  workloads: textOption(),
  allowUntrustedWithToken: switchOption(false),
});
export type ApplyOptions = z.input<typeof ApplyOptionsSchema>;
export type ApplyOptionValues = z.output<typeof ApplyOptionsSchema>;
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
export const APPLY_OPTION_KEYS = Object.keys(ApplyOptionsSchema.shape) as (keyof ApplyOptions)[];

export interface ApplyPullRequestOptions {
  /** `owner/name` the PR goes to. */
  repo: string;
  labels: string[];
  reviewers: string[];
  teamReviewers: string[];
  assignees: string[];
  bodyTemplate?: string;
}

/** The values with the cross-field rules checked: what a face needs besides the settings (and publish alone). */
export interface CheckedApplyOptions {
  values: ApplyOptionValues;
  /** The repository, absolute. */
  repo: string;
  /** `--agent preset:NAME` with its endpoint and model. */
  agentPreset?: AgentPreset;
  /** Present when a pull request is to be opened (the branch is pushed). */
  pr?: ApplyPullRequestOptions;
  /** The PR's base branch: `prBase`, else the base without its remote prefix. */
  prBase: string;
  prepareOut?: string;
  /** The workloads file (absolute): the PR body's "Workload impact" section. */
  workloads?: string;
}

export interface ParsedApplyOptions extends CheckedApplyOptions {
  /** What runApply takes (push without credentials: a face that holds a token adds them). */
  settings: ApplySettings;
}

/** The zod schema and the rules that need no file: enough for the action's publish step, which applies nothing. */
export function checkApplyOptions(raw: ApplyOptions, face: OptionFace): CheckedApplyOptions {
  const o = parseRawOptions(ApplyOptionsSchema, raw, face);
  const repo = facePath(face, o.repo);
  if (o.onConflict === 'agent' && !o.agent)
    throw optionError(face, 'onConflict', `'agent' needs an agent command: give ${face.name('agent')}`);
  if (o.resolvers.length > 0 && o.onConflict !== 'resolve')
    throw optionError(face, 'resolvers', `picks the rungs of ${face.name('onConflict')} resolve: give it too`);
  const rungs = o.resolvers.length > 0 ? parseResolvers(o.resolvers) : undefined;
  if (typeof rungs === 'string') throw optionError(face, 'resolvers', rungs);
  if (o.onConflict === 'resolve' && rungs?.includes('agent') && !o.agent)
    throw optionError(face, 'resolvers', `the agent rung needs an agent command: give ${face.name('agent')}`);
  if (o.splitOnFailure && !o.verify)
    throw optionError(face, 'splitOnFailure', `needs a verify command: give ${face.name('verify')}`);
  if (o.prepareOut && (o.push || o.createPr === true))
    throw optionError(
      face,
      'prepareOut',
      `the prepare half pushes nothing and opens no PR: drop ${face.name('push')} and ${face.name('createPr')}; the publish half pushes, with the token`,
    );
  if (o.createPr === true && !o.push)
    throw optionError(face, 'createPr', `a pull request needs the branch pushed: give ${face.name('push')}`);
  const agentPreset = checkAgentPreset(o, face);
  const wantsPr = o.createPr ?? Boolean(o.push && o.prRepo);
  if (wantsPr && !o.prRepo)
    throw optionError(face, 'prRepo', 'expected owner/name of the repository the pull request goes to');
  return {
    values: o,
    repo,
    ...(agentPreset ? { agentPreset } : {}),
    ...(wantsPr && o.prRepo
      ? {
          pr: {
            repo: o.prRepo,
            labels: o.prLabels,
            reviewers: o.prReviewers,
            teamReviewers: o.prTeamReviewers,
            assignees: o.prAssignees,
            ...(o.prBodyTemplate ? { bodyTemplate: bodyTemplate(o.prBodyTemplate, face) } : {}),
          },
        }
      : {}),
    prBase: o.prBase ?? branchOfRef(o.base, o.push),
    ...(o.prepareOut ? { prepareOut: facePath(face, o.prepareOut) } : {}),
    ...(o.workloads ? { workloads: facePath(face, o.workloads) } : {}),
  };
}

export interface ApplyOptionsContext {
  face: OptionFace;
  serverUrl?: string;
  /** A plan already in memory (the demo's loop) instead of `plan`, `bundle` or `commits`. */
  source?: ApplySource;
}

export async function parseApplyOptions(raw: ApplyOptions, ctx: ApplyOptionsContext): Promise<ParsedApplyOptions> {
  const { face } = ctx;
  const checked = checkApplyOptions(raw, face);
  const { values: o } = checked;
  const source =
    ctx.source ??
    (await applySourceFrom(
      { plan: o.plan, bundle: o.bundle, commits: o.commits },
      {
        both: `${face.where('commits')}: give either ${face.name('plan')} with ${face.name('bundle')}, or ${face.name('commits')}, not both`,
        neither: `${face.where('commits')}: give ${face.name('plan')} with ${face.name('bundle')}, or ${face.name('commits')}`,
      },
      (path) => facePath(face, path),
    ));
  const { extraTrailerKeys, config, configPath } = await loadLedgerInputs(
    { config: o.config, trailers: o.trailers },
    face,
  );
  const settings: ApplySettings = {
    source,
    base: o.base,
    ...(o.branch ? { branch: o.branch } : {}),
    onConflict: o.onConflict,
    ...(o.resolvers.length > 0 ? { resolvers: parseResolvers(o.resolvers) as ResolverRung[] } : {}),
    ...(config.resolvers ? { resolverLimits: maxVerdicts(config.resolvers) } : {}),
    onReview: o.onReview,
    ...(o.agent ? { agent: o.agent } : {}),
    agentTimeoutMs: o.agentTimeout,
    ...(o.agent ? { agentAttempts: o.agentAttempts ?? APPLY_DEFAULTS.agentAttempts } : {}),
    ...(checked.agentPreset ? { agentPreset: checked.agentPreset } : {}),
    ...(o.agentMaxCalls ? { agentMaxCalls: o.agentMaxCalls } : {}),
    ...(o.agentTranscripts ? { agentTranscripts: facePath(face, o.agentTranscripts) } : {}),
    ...(o.verify ? { verify: o.verify } : {}),
    verifyTimeoutMs: o.verifyTimeout,
    splitOnFailure: o.splitOnFailure,
    ...(o.push ? { push: { remote: o.push } } : {}),
    provenance: o.provenance,
    ...(o.rerereCache ? { rerereCache: facePath(face, o.rerereCache) } : {}),
    allowPaths: o.allowPaths,
    diffBound: { factor: o.diffBound, slack: o.diffSlack },
    committer: o.committer ?? DEFAULT_COMMITTER,
    ...(o.upstream ? { upstream: o.upstream } : {}),
    extraTrailerKeys,
    ...(configPath
      ? { ledgerRules: { provenanceRules: config.provenanceRules, notApplicable: config.notApplicable } }
      : {}),
    ...(o.upstreamRepo ? { upstreamRepo: o.upstreamRepo } : {}),
    ...(ctx.serverUrl ? { serverUrl: ctx.serverUrl } : {}),
    ...(checked.pr ? { pullRequest: { base: checked.prBase, draft: o.prDraft } } : {}),
    ...(checked.workloads ? { workloads: checked.workloads } : {}),
  };
  return { ...checked, settings };
}

/**
 * `--agent preset:NAME`: a known name; `--agent-endpoint` only for the HTTP presets, which need `--agent-model`.
 * The key is read from the preset's variable when the agent runs, never from a flag (a flag would show in `ps`).
 */
export function checkAgentPreset(
  o: Pick<ApplyOptionValues, 'agent' | 'agentEndpoint' | 'agentModel'>,
  face: OptionFace,
): AgentPreset | undefined {
  const preset = presetOf(o.agent);
  if (preset === undefined) {
    for (const key of ['agentEndpoint', 'agentModel'] as const)
      if (o[key]) throw optionError(face, key, `applies to an agent preset: give ${face.name('agent')} preset:NAME`);
    return undefined;
  }
  if (typeof preset !== 'string') throw optionError(face, 'agent', preset.problem);
  const http = HTTP_PRESETS.has(preset);
  if (o.agentEndpoint && !http)
    throw optionError(face, 'agentEndpoint', `applies to preset:openai and preset:anthropic, not preset:${preset}`);
  if (http && !o.agentModel)
    throw optionError(face, 'agentModel', `preset:${preset} needs the model's name (e.g. the served model's id)`);
  return {
    name: preset,
    ...(o.agentEndpoint ? { endpoint: o.agentEndpoint } : {}),
    ...(o.agentModel ? { model: o.agentModel } : {}),
  };
}

/** Inline text, or `@path` with the path under the one path rule like every other path. */
function bodyTemplate(value: string, face: OptionFace): string {
  const given = value.startsWith('@') ? `@${facePath(face, value.slice(1).trim())}` : value;
  return readBodyTemplate(given, face.where('prBodyTemplate'));
}
