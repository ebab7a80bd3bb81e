import { z } from 'zod';
import { pathMatcher } from '../../shared/glob.js';

/**
 * The structured answer the HTTP presets ask a model for: whole files, or the text that replaces each numbered
 * conflict region of a file, plus one line of reason. The answer is validated with zod and checked against the
 * conflict it answers; anything malformed or partial (a conflicted file left unanswered, one of its regions
 * missing, a path it may not write) is a rejected attempt with the problems as its evidence, never a crash.
 */

export const ANSWER_TOOL_NAME = 'submit_resolution';
export const ANSWER_DESCRIPTION =
  'The resolution of every conflicted file: whole files in `files`, or the replacement of each numbered conflict ' +
  'region in `hunks`, and one line saying how the conflict was resolved in `reason`.';

const MAX_ANSWER_FILES = 200;

export const AgentAnswerSchema = z
  .object({
    reason: z.string().trim().min(1, 'expected one line saying how the conflict was resolved').max(2000),
    files: z.array(z.object({ path: z.string().min(1), content: z.string() }).strict()).max(MAX_ANSWER_FILES),
    hunks: z
      .array(z.object({ path: z.string().min(1), hunk: z.number().int().min(1), text: z.string() }).strict())
      .max(MAX_ANSWER_FILES * 20),
  })
  .strict();
export type AgentAnswer = z.infer<typeof AgentAnswerSchema>;

/** The same shape as a JSON Schema for the wire (strict structured output: every key required, nothing extra). */
export const AGENT_ANSWER_JSON_SCHEMA = {
  type: 'object',
  properties: {
    reason: { type: 'string', description: 'One line: how the conflict was resolved.' },
    files: {
      type: 'array',
      description: 'Whole resolved files (no conflict markers). Empty when `hunks` answers every file.',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, content: { type: 'string' } },
        required: ['path', 'content'],
        additionalProperties: false,
      },
    },
    hunks: {
      type: 'array',
      description: 'The text replacing conflict region N (1-based, in file order) of a file, markers included.',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, hunk: { type: 'integer' }, text: { type: 'string' } },
        required: ['path', 'hunk', 'text'],
        additionalProperties: false,
      },
    },
  },
  required: ['reason', 'files', 'hunks'],
  additionalProperties: false,
} as const;

/** One conflict region of a file as git left it: lines [start, end) including the marker lines. */
export interface ConflictRegion {
  start: number;
  end: number;
  ours: string[];
  base: string[] | null;
  theirs: string[];
}

/** The conflict regions git wrote in a file (`<<<<<<<` … `|||||||` … `=======` … `>>>>>>>` at column 0). */
export function conflictRegions(text: string): ConflictRegion[] {
  const lines = text.split('\n');
  const regions: ConflictRegion[] = [];
  let open: { start: number; ours: string[]; base: string[] | null; theirs: string[] | null } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^<{7}(?: |$)/.test(line)) open = { start: i, ours: [], base: null, theirs: null };
    else if (!open) continue;
    else if (/^\|{7}(?: |$)/.test(line) && open.theirs === null) open.base = [];
    else if (/^={7}$/.test(line) && open.theirs === null) open.theirs = [];
    else if (/^>{7}(?: |$)/.test(line) && open.theirs !== null) {
      regions.push({ start: open.start, end: i + 1, ours: open.ours, base: open.base, theirs: open.theirs });
      open = undefined;
    } else if (open.theirs !== null) open.theirs.push(line);
    else if (open.base !== null) open.base.push(line);
    else open.ours.push(line);
  }
  return regions;
}

export type AnswerCheck = { ok: true; writes: Map<string, string> } | { ok: false; problems: string[] };

/**
 * The files an answer writes, or why it cannot be used. `conflicted` holds each conflicted path's text as git left
 * it (with markers); `allowedGlobs` are the other paths an agent may change.
 */
export function applyAnswer(
  raw: unknown,
  conflicted: ReadonlyMap<string, string>,
  allowedGlobs: readonly string[],
): AnswerCheck {
  const parsed = AgentAnswerSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues
        .slice(0, 5)
        .map((i) => `malformed answer: ${i.path.join('.') || '(root)'}: ${i.message}`),
    };
  const answer = parsed.data;
  const allowed = pathMatcher(allowedGlobs);
  const problems: string[] = [];
  const writes = new Map<string, string>();
  for (const f of answer.files) {
    const problem = pathProblem(f.path, conflicted, allowed);
    if (problem) problems.push(problem);
    else if (writes.has(f.path)) problems.push(`${f.path}: answered twice`);
    else writes.set(f.path, f.content);
  }
  const byFile = new Map<string, Map<number, string>>();
  for (const h of answer.hunks) {
    if (!conflicted.has(h.path)) {
      problems.push(`${h.path}: hunks answer only conflicted files`);
      continue;
    }
    if (writes.has(h.path)) {
      problems.push(`${h.path}: answered both as a whole file and as hunks`);
      continue;
    }
    const hunks = byFile.get(h.path) ?? new Map<number, string>();
    if (hunks.has(h.hunk)) problems.push(`${h.path}: hunk ${h.hunk} answered twice`);
    hunks.set(h.hunk, h.text);
    byFile.set(h.path, hunks);
  }
  for (const [path, hunks] of byFile) {
    const merged = replaceRegions(conflicted.get(path)!, hunks);
    if (typeof merged === 'string') writes.set(path, merged);
    else problems.push(`${path}: ${merged.problem}`);
  }
  for (const path of conflicted.keys())
    if (!writes.has(path) && !byFile.has(path)) problems.push(`partial answer: no resolution for ${path}`);
  return problems.length ? { ok: false, problems } : { ok: true, writes };
}

function pathProblem(
  path: string,
  conflicted: ReadonlyMap<string, string>,
  allowed: (path: string) => boolean,
): string | undefined {
  const parts = path.split('/');
  if (path.startsWith('/') || parts.includes('..') || parts.includes('') || parts[0] === '.git' || path.includes('\\'))
    return `${path}: not a path in the repository`;
  if (!conflicted.has(path) && !allowed(path)) return `${path}: neither a conflicted path nor an allowed one`;
  return undefined;
}

/** The file with each numbered region replaced; every region of the file must be answered. */
function replaceRegions(text: string, hunks: ReadonlyMap<number, string>): string | { problem: string } {
  const regions = conflictRegions(text);
  const missing = regions.map((_, i) => i + 1).filter((n) => !hunks.has(n));
  const unknown = [...hunks.keys()].filter((n) => n > regions.length);
  if (unknown.length) return { problem: `hunk ${unknown[0]} does not exist (the file has ${regions.length})` };
  if (missing.length) return { problem: `partial answer: hunk ${missing.join(', ')} of ${regions.length} missing` };
  const lines = text.split('\n');
  const out: string[] = [];
  let at = 0;
  regions.forEach((r, i) => {
    out.push(...lines.slice(at, r.start));
    const replacement = hunks.get(i + 1)!;
    if (replacement !== '') out.push(...replacement.replace(/\n$/, '').split('\n'));
    at = r.end;
  });
  out.push(...lines.slice(at));
  return out.join('\n');
}
