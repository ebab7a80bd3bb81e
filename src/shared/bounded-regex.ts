/**
 * User-written regular expressions run on fork commit messages, which may be 100 KB long and are written by anyone
 * who can land a commit. JavaScript has no regex timeout, so a user pattern is bounded before it is compiled: short,
 * no back-references, no lookarounds, and no quantified group that itself contains a quantifier or an alternation
 * (the shapes behind catastrophic backtracking, e.g. `(a+)+`, `(a|a)*`). Patterns then run line by line on lines cut
 * to MAX_LINE characters, so the work per message is linear in its length.
 */
export const MAX_PATTERN = 300;
export const MAX_LINE = 1_000;

/** Lines that no sensible rule matches: a rule matching all of them "would match every line". */
const UNRELATED_LINES = ['', 'x', 'Lorem ipsum dolor sit amet', '0', '    ', '- item'];

/** Why the pattern cannot be used, else undefined. */
export function regexProblem(source: string): string | undefined {
  if (source.length === 0) return 'expected a non-empty regular expression';
  if (source.length > MAX_PATTERN) return `expected a regular expression of at most ${MAX_PATTERN} characters`;
  let re: RegExp;
  try {
    re = new RegExp(source, 'i');
  } catch (error) {
    return `not a valid regular expression (${(error as Error).message.replace(/^Invalid regular expression: /, '')})`;
  }
  if (/\\[1-9]|\\k</.test(source)) return 'back-references are not allowed (they can backtrack without bound)';
  if (/\(\?<?[=!]/.test(source)) return 'lookarounds are not allowed';
  const nested = nestedQuantifier(source);
  if (nested) return `a quantified group may not contain ${nested} (catastrophic backtracking)`;
  if (UNRELATED_LINES.every((line) => re.test(line))) return 'it would match every line';
  return undefined;
}

/** Compiles a pattern that passed regexProblem; case-insensitive like every built-in rule. */
export function compileBounded(source: string): RegExp {
  const problem = regexProblem(source);
  if (problem) throw new Error(problem);
  return new RegExp(source, 'i');
}

/**
 * Finds a group followed by a quantifier (`*`, `+`, `?`-less `{n,}`/`{n,m}`) whose body has a quantifier or `|`.
 * A scan over the source with a stack of group bodies; character classes and escapes are skipped.
 */
function nestedQuantifier(source: string): string | undefined {
  const stack: Array<{ quantified: boolean; alternation: boolean }> = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') stack.push({ quantified: false, alternation: false });
    else if (ch === '|') {
      const top = stack[stack.length - 1];
      if (top) top.alternation = true;
    } else if (ch === ')') {
      const body = stack.pop();
      const next = source[i + 1];
      const repeats = next === '*' || next === '+' || (next === '{' && /^\{\d*,\d*\}/.test(source.slice(i + 1)));
      if (body && repeats) {
        if (body.quantified) return 'a quantifier';
        if (body.alternation) return 'an alternation';
      }
      const parent = stack[stack.length - 1];
      if (parent && body && (body.quantified || repeats)) parent.quantified = true;
    } else if (ch === '*' || ch === '+' || (ch === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i)))) {
      const top = stack[stack.length - 1];
      if (top) top.quantified = true;
    }
  }
  return undefined;
}
