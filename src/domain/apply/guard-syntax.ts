import type { GuardResult } from '../../schemas/apply-result.js';
import { guardResult, type Finding } from './conflicted-file.js';
import type { TestFileVersions } from './test-files.js';

/**
 * A per-language syntax check of each resolved file. Python is parsed by Python itself (`ast.parse` in an isolated
 * python3, run by the service: `pythonParses`) where python3 is on PATH, else tokenized textually (strings, comments,
 * brackets, indentation); the finding says which judged it. C-like files, MLIR and TableGen must balance their braces,
 * brackets and parentheses outside strings and comments. A file is judged only against its own sides: the resolution
 * is `reject`ed when it breaks where the fork's and upstream's versions both pass (a half-taken hunk, a doubled
 * closing brace), so whatever this textual check cannot read in a real file is never held against a resolution.
 */
export type SyntaxLanguage = 'python' | 'c-like';

/** Python's own verdict on texts, parsed before the guards ran (the guards themselves do no I/O). */
export interface PythonParses {
  /** The parser, e.g. `python3 3.12`. */
  parser: string;
  /** Per text: its first problem, null when it parses; a text not in the map is tokenized instead. */
  problems: ReadonlyMap<string, { line: number; detail: string } | null>;
}

const C_LIKE =
  /\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|inc|cu|cuh|hip|cl|m|mm|java|js|mjs|cjs|ts|tsx|jsx|rs|go|td|mlir|swift|kt|scala|cs)$/i;

export function syntaxLanguage(path: string): SyntaxLanguage | undefined {
  if (/\.pyi?$/.test(path)) return 'python';
  if (C_LIKE.test(path)) return 'c-like';
  return undefined;
}

/** The first syntax problem of a text, with its 1-based line; undefined when it reads well. */
export function syntaxProblem(language: SyntaxLanguage, text: string): { line: number; detail: string } | undefined {
  return language === 'python' ? pythonProblem(text) : cLikeProblem(text);
}

const CLOSER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function cLikeProblem(text: string): { line: number; detail: string } | undefined {
  const stack: Array<{ ch: string; line: number }> = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      i--;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      line += countNewlines(text, i, stop);
      i = stop - 1;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      // A ' between digits or letters is a digit separator or an apostrophe in a token, not a quote.
      if (c === "'" && /[0-9A-Za-z_]/.test(text[i - 1] ?? '') && /[0-9A-Za-z_]/.test(text[i + 1] ?? '')) continue;
      const end = stringEnd(text, i, c, c === '`');
      if (end < 0) return { line, detail: `an unterminated ${c === '"' ? 'string' : 'quote'}` };
      line += countNewlines(text, i, end);
      i = end;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') stack.push({ ch: c, line });
    else if (c in CLOSER) {
      const open = stack.pop();
      if (!open) return { line, detail: `'${c}' closes nothing` };
      if (open.ch !== CLOSER[c]) return { line, detail: `'${c}' closes '${open.ch}' of line ${open.line}` };
    }
  }
  const open = stack.pop();
  return open ? { line: open.line, detail: `'${open.ch}' is never closed` } : undefined;
}

/** Index of the closing quote (escapes skipped); -1 when the line (or, for multi-line quotes, the text) ends first. */
function stringEnd(text: string, start: number, quote: string, multiLine: boolean): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (c === quote) return i;
    else if (c === '\n' && !multiLine) return -1;
  }
  return -1;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text[i] === '\n') n++;
  return n;
}

/** Python's tokenizer, as far as a merge can break it: strings, brackets, and the indentation of logical lines. */
function pythonProblem(text: string): { line: number; detail: string } | undefined {
  const stack: Array<{ ch: string; line: number }> = [];
  const indents = [0];
  let line = 1;
  let lineStart = true;
  let expectIndent = false;
  let lastSignificant = '';
  let i = 0;
  while (i < text.length) {
    if (lineStart && stack.length === 0) {
      let width = 0;
      let j = i;
      while (j < text.length && (text[j] === ' ' || text[j] === '\t'))
        width += text[j++] === '\t' ? 8 - (width % 8) : 1;
      const blank = j >= text.length || text[j] === '\n' || text[j] === '#' || text[j] === '\r';
      if (!blank) {
        const top = indents[indents.length - 1]!;
        if (expectIndent && width <= top) return { line, detail: 'expected an indented block' };
        if (width > top) {
          if (!expectIndent) return { line, detail: 'unexpected indent' };
          indents.push(width);
        } else if (width < top) {
          while (indents.length > 1 && indents[indents.length - 1]! > width) indents.pop();
          if (indents[indents.length - 1] !== width) return { line, detail: 'unindent does not match any outer level' };
        }
        expectIndent = false;
      }
      i = j;
      lineStart = false;
      continue;
    }
    const c = text[i]!;
    if (c === '\n') {
      line++;
      if (stack.length === 0) {
        if (lastSignificant === ':') expectIndent = true;
        lineStart = true;
      }
      lastSignificant = stack.length === 0 ? '' : lastSignificant;
      i++;
      continue;
    }
    if (c === '\\' && text[i + 1] === '\n') {
      line++;
      i += 2;
      continue;
    }
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const end = triple ? text.indexOf(c.repeat(3), i + 3) : stringEnd(text, i, c, false);
      if (end < 0) return { line, detail: `an unterminated ${triple ? 'triple-quoted ' : ''}string` };
      const stop = triple ? end + 3 : end + 1;
      line += countNewlines(text, i, stop);
      i = stop;
      lastSignificant = c;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') stack.push({ ch: c, line });
    else if (c in CLOSER) {
      const open = stack.pop();
      if (!open) return { line, detail: `'${c}' closes nothing` };
      if (open.ch !== CLOSER[c]) return { line, detail: `'${c}' closes '${open.ch}' of line ${open.line}` };
    }
    if (c !== ' ' && c !== '\t' && c !== '\r') lastSignificant = c;
    i++;
  }
  const open = stack.pop();
  if (open) return { line: open.line, detail: `'${open.ch}' is never closed` };
  if (expectIndent || lastSignificant === ':') return { line, detail: 'expected an indented block at the end' };
  return undefined;
}

/**
 * Each judged file (conflicted or written by the resolver) in a language above: `reject` when the resolution has a
 * syntax problem that neither the fork's nor upstream's version of it has.
 */
export function syntaxGuard(
  files: readonly TestFileVersions[],
  judged: ReadonlySet<string>,
  parses?: PythonParses,
): GuardResult {
  const findings: Finding[] = [];
  for (const f of files) {
    if (!judged.has(f.path) || f.resolved === null) continue;
    const language = syntaxLanguage(f.path);
    if (!language) continue;
    const parsed = (t: string) => language === 'python' && parses !== undefined && parses.problems.has(t);
    const check = (t: string) => (parsed(t) ? (parses!.problems.get(t) ?? undefined) : syntaxProblem(language, t));
    const problem = check(f.resolved);
    if (!problem) continue;
    const sides = [f.ours, f.upstreamAfter].filter((t): t is string => t !== null);
    if (sides.length === 0 || sides.some((t) => check(t) !== undefined)) continue;
    const how =
      language !== 'python'
        ? 'brace balance'
        : parsed(f.resolved)
          ? `Python: ast.parse, ${parses!.parser}`
          : 'Python: textual tokenizer, python3 not on PATH';
    findings.push({
      verdict: 'reject',
      detail: `${f.path}:${problem.line}: ${problem.detail} (${how}; both sides read well)`,
      evidence: { path: f.path, startLine: problem.line, endLine: problem.line },
    });
  }
  return guardResult('syntax', findings);
}
