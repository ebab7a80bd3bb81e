import { parsePython } from '../../adapters/process/python-parse.js';
import { syntaxLanguage, type PythonParses } from '../../domain/apply/guard-syntax.js';
import type { GuardInput } from '../../domain/apply/guards.js';
import { followRenames } from '../../domain/apply/renames.js';

/**
 * The syntax guard's Python parse, made before the guards run (they do no I/O): every Python text they will judge —
 * the resolution and both sides of each conflicted or resolver-written `.py` file — parsed by an isolated python3
 * (adapters/process/python-parse.ts). Without python3 the guard tokenizes the texts itself and says so.
 */
export async function pythonParsesFor(texts: Iterable<string | null | undefined>): Promise<PythonParses | undefined> {
  const list = [...texts].filter((t): t is string => typeof t === 'string');
  if (list.length === 0) return undefined;
  return parsePython(list);
}

/** The Python texts of a replayed or proposed resolution: each `.py` path's resolution and both sides. */
export function pythonTexts(
  files: Iterable<{ path: string; resolved?: string | null; ours?: string | null; theirs?: string | null }>,
): string[] {
  const out: string[] = [];
  for (const f of files)
    if (syntaxLanguage(f.path) === 'python')
      for (const t of [f.resolved, f.ours, f.theirs]) if (typeof t === 'string') out.push(t);
  return out;
}

/** The guard input with Python's own parse of its Python texts (unchanged when there are none or no python3). */
export async function withPythonParses(input: GuardInput): Promise<GuardInput> {
  const judged = new Set([...input.conflictedPaths, ...input.agentChangedPaths]);
  const files = followRenames(input.files, input.renames ?? []).filter((f) => judged.has(f.path));
  const parses = await pythonParsesFor(
    pythonTexts(files.map((f) => ({ path: f.path, resolved: f.resolved, ours: f.ours, theirs: f.upstreamAfter }))),
  );
  return parses ? { ...input, pythonParses: parses } : input;
}
