import { z } from 'zod';
import { parseProvenanceStyle } from './provenance.js';

/**
 * The shared vocabulary of the CLI flags and the action inputs, parsed once: both turn their strings into the same
 * typed settings with the same messages.
 */
export const OnConflictSchema = z.enum(['defer', 'agent', 'stop', 'resolve'], {
  message: 'expected defer, agent, stop or resolve',
});

/** A resolution whose guards say `review`: land it (PR labelled upstream-ingest:review, no auto-merge) or defer it. */
export const OnReviewSchema = z.enum(['land', 'defer'], { message: 'expected land or defer' });

export const ProvenanceSchema = z.string().transform((value, ctx) => {
  const style = parseProvenanceStyle(value);
  if (!style) {
    ctx.addIssue({ code: 'custom', message: "expected 'x' or a trailer key such as Upstream-Commit" });
    return z.NEVER;
  }
  return style;
});

export const IdentitySchema = z.string().transform((value, ctx) => {
  const m = /^\s*([^<>\n]+?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: 'expected "Name <email@example.com>"' });
    return z.NEVER;
  }
  return { name: m[1]!, email: m[2]! };
});

/** Whole seconds → milliseconds. */
export const SecondsSchema = z
  .string()
  .regex(/^[1-9]\d{0,6}$/, 'expected a whole number of seconds from 1 to 9999999')
  .transform((v) => Number(v) * 1000);

export const PositiveNumberSchema = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'expected a non-negative number')
  .transform(Number);

/** `sha,sha …` (commas or whitespace). */
export const CommitListSchema = z.string().transform((value, ctx) => {
  const list = value
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.find((s) => !/^[0-9a-f]{7,64}$/.test(s));
  if (bad !== undefined || list.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected commit SHAs separated by commas${bad ? `, got '${bad.slice(0, 80)}'` : ''}`,
    });
    return z.NEVER;
  }
  return list;
});

export const RepoNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/, 'expected owner/name');

/** The PR's base branch from a git ref: `origin/main` → `main`, `refs/heads/main` → `main`. */
export function branchOfRef(ref: string, remote?: string): string {
  let r = ref.replace(/^refs\/heads\//, '').replace(/^refs\/remotes\//, '');
  if (remote && r.startsWith(`${remote}/`)) r = r.slice(remote.length + 1);
  else if (/^origin\//.test(r)) r = r.slice('origin/'.length);
  return r;
}
