import { z } from 'zod';
import { facePath, optionError, parseRawOptions, type OptionFace } from '../../shared/options-face.js';

/** The impact options every face gives, camelCase; the CLI maps its flags onto these keys. */
export const IMPACT_OPTION_KEYS = ['repo', 'plan', 'range', 'config', 'benchChanges', 'out'] as const;

const RawSchema = z
  .object({
    repo: z.string().min(1).default('.'),
    plan: z.string().min(1).optional(),
    range: z
      .string()
      .regex(/^[^.\s-][^\s]*\.\.[^.\s][^\s]*$/, 'expected a range A..B (two revisions)')
      .optional(),
    config: z.string().min(1, 'expected the workloads file'),
    benchChanges: z.string().min(1).optional(),
    out: z.string().min(1).optional(),
  })
  .strict();

export type ImpactOptions = z.input<typeof RawSchema>;

export interface ImpactSettings {
  repo: string;
  source: { plan: string } | { range: { from: string; to: string; text: string } };
  config: string;
  /** A `compare-bench history --json` result: change points of the workloads' benches. */
  benchChanges?: string;
  out?: string;
}

/**
 * Parses impact's options once for every face: exactly one of a plan file (what is coming) or a landed range (what
 * landed). Paths typed by the user resolve against the working directory.
 */
export function parseImpactOptions(raw: ImpactOptions, face: OptionFace): ImpactSettings {
  const o = parseRawOptions(RawSchema, raw, face);
  if (Boolean(o.plan) === Boolean(o.range))
    throw optionError(face, 'plan', `give either ${face.name('plan')} or ${face.name('range')}, exactly one`);
  const source = o.plan
    ? { plan: facePath(face, o.plan) }
    : (() => {
        const [from, to] = o.range!.split('..') as [string, string];
        return { range: { from, to, text: o.range! } };
      })();
  return {
    repo: facePath(face, o.repo),
    source,
    config: facePath(face, o.config),
    ...(o.benchChanges ? { benchChanges: facePath(face, o.benchChanges) } : {}),
    ...(o.out ? { out: facePath(face, o.out) } : {}),
  };
}
