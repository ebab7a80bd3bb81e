import { z } from 'zod';

/**
 * Raw value schemas of the zod option modules (src/services/<feature>/options.ts): each accepts what either face
 * has (a CLI switch is a boolean, an input the text 'true'). Apart from options-face.ts, whose mechanism (the faces,
 * parseRawOptions, parseOptionRules, the path rule) loads without zod: compare-bench's cold path never loads it.
 */

/** A switch whose absence means "decide from the other options" (undefined): a boolean or its text (any case). */
export const optionalSwitch = () =>
  z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || typeof v === 'boolean') return v;
      const text = v.trim().toLowerCase();
      if (text === '') return undefined;
      if (text === 'true' || text === 'false') return text === 'true';
      ctx.addIssue({ code: 'custom', message: "expected 'true' or 'false'" });
      return z.NEVER;
    });

/** A switch: absent is `defaultValue`. */
export const switchOption = (defaultValue: boolean) => optionalSwitch().transform((v) => v ?? defaultValue);

/** A list: the CLI's repeated flag (an array) or an input's lines (one per line or comma). */
export const listOption = () =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.split(/[\n,]/) : (v ?? [])).map((s) => s.trim()).filter(Boolean));

/** Text that may be absent; an empty string (an input left blank) is absent. */
export const textOption = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

/** Text that must be given. */
export const requiredText = (what: string) =>
  z.string({ message: `expected ${what}` }).refine((v) => v.trim() !== '', `expected ${what}`);

/** A whole number from 1, as text (both faces have text) or a number (the demo, the bench). */
export const countOption = (max = 999_999) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: `expected a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return n;
    });
