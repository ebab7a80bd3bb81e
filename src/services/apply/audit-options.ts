import { z } from 'zod';
import { HTTP_PRESETS, PRESET_KEY_ENV } from '../../domain/apply/agent-preset.js';
import { SecondsSchema } from '../../domain/apply/options.js';
import { parseProvenanceStyle, type ProvenanceStyle } from '../../domain/apply/provenance.js';
import type { AuditAgentSettings } from './audit-agent.js';
import { APPLY_DEFAULTS, checkAgentPreset } from './options.js';
import { facePath, optionError, parseRawOptions, type OptionFace } from '../../shared/options-face.js';
import { countOption, listOption, requiredText, switchOption, textOption } from '../../shared/option-schemas.js';

/**
 * The one options parser of the audits of the fork's own history (`audit-guards`, `audit-resolvers`): the refs, the
 * provenance styles, how much history (`limit`, `since`), how many batches at a time (`jobs`) and the resume state.
 * Relative paths (`state`, `out`, `config`) are in the repository (`repo`), as for apply, plan and lag.
 */
export const AuditOptionsSchema = z.object({
  repo: z.string().min(1, 'expected a directory').default('.'),
  upstream: requiredText('a ref'),
  fork: requiredText('a ref'),
  trailers: listOption(),
  limit: countOption(),
  since: textOption(),
  jobs: countOption(64),
  state: textOption(),
  fresh: switchOption(false),
  /** audit-resolvers: the markdown report's path. */
  out: textOption(),
  /** audit-resolvers: the rungs to audit, in order (default: the ladder's own). */
  resolvers: listOption(),
  /** audit-resolvers: the config whose `resolvers` section and agent the ladder reads. */
  config: textOption(),
  /** audit-resolvers: the agent rung's agent, as apply's `--agent` and its flags. */
  agent: textOption(),
  agentTimeout: textOption(),
  agentEndpoint: textOption().pipe(z.string().url('expected an http(s) URL').optional()),
  agentModel: textOption(),
  agentAttempts: countOption(20),
  agentMaxCalls: countOption(10_000),
  agentTranscripts: textOption(),
});

export interface AuditSettings {
  repo: string;
  upstream: string;
  fork: string;
  styles: ProvenanceStyle[];
  limit?: number;
  since?: string;
  jobs: number;
  /** The resume state file; undefined: the default one in the git dir (the service decides where). */
  statePath?: string;
  fresh: boolean;
  out?: string;
  resolvers: string[];
  config?: string;
  /** audit-resolvers: the agent of the agent rung. */
  agent?: AuditAgentSettings;
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseAuditOptions(raw: unknown, face: OptionFace): AuditSettings {
  const o = parseRawOptions(AuditOptionsSchema, raw, face);
  const styles: ProvenanceStyle[] = [{ kind: 'x' }];
  for (const key of o.trailers) {
    const style = parseProvenanceStyle(key);
    if (!style || style.kind !== 'trailer')
      throw optionError(face, 'trailers', `expected a trailer key such as Upstream-Commit, got '${key.slice(0, 80)}'`);
    styles.push(style);
  }
  if (o.since !== undefined && (!DATE.test(o.since.trim()) || Number.isNaN(Date.parse(o.since.trim()))))
    throw optionError(
      face,
      'since',
      `expected a date such as 2026-01-31 or 2026-01-31T12:00:00Z, got '${o.since.slice(0, 40)}'`,
    );
  return {
    repo: facePath(face, o.repo),
    upstream: o.upstream,
    fork: o.fork,
    styles,
    ...(o.limit !== undefined ? { limit: o.limit } : {}),
    ...(o.since !== undefined ? { since: o.since.trim() } : {}),
    jobs: o.jobs ?? 2,
    ...(o.state !== undefined ? { statePath: facePath(face, o.state) } : {}),
    fresh: o.fresh,
    ...(o.out !== undefined ? { out: facePath(face, o.out) } : {}),
    resolvers: o.resolvers,
    ...(o.config !== undefined ? { config: facePath(face, o.config) } : {}),
    ...auditAgent(o, face),
  };
}

/** `--agent` and its flags, checked as apply checks them (a preset's model, its key or endpoint). */
function auditAgent(o: z.output<typeof AuditOptionsSchema>, face: OptionFace): { agent?: AuditAgentSettings } {
  const preset = checkAgentPreset(o, face);
  if (!o.agent) {
    for (const key of ['agentTimeout', 'agentAttempts', 'agentMaxCalls', 'agentTranscripts'] as const)
      if (o[key] !== undefined) throw optionError(face, key, `applies to the agent rung: give ${face.name('agent')}`);
    return {};
  }
  if (preset && HTTP_PRESETS.has(preset.name) && !preset.endpoint && !process.env[PRESET_KEY_ENV[preset.name]])
    throw optionError(face, 'agent', `preset:${preset.name} needs ${PRESET_KEY_ENV[preset.name]} in the environment`);
  const timeout = SecondsSchema.safeParse(o.agentTimeout ?? String(APPLY_DEFAULTS.agentTimeoutSeconds));
  if (!timeout.success) throw optionError(face, 'agentTimeout', 'expected a whole number of seconds from 1 to 9999999');
  return {
    agent: {
      agent: o.agent,
      ...(preset ? { preset } : {}),
      timeoutMs: timeout.data,
      attempts: o.agentAttempts ?? APPLY_DEFAULTS.agentAttempts,
      ...(o.agentMaxCalls !== undefined ? { maxCalls: o.agentMaxCalls } : {}),
      ...(o.agentTranscripts !== undefined ? { transcripts: facePath(face, o.agentTranscripts) } : {}),
    },
  };
}
