import { ConfigurationError } from './errors.js';

const MAX_BYTES = 16 * 1024 * 1024;
/** Far beyond any real config, plan or result file, and far below what the YAML parser's recursion survives. */
const MAX_FLOW_DEPTH = 128;
const MAX_BLOCK_COLUMN = 256;

const NEWLINE = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const BACKSLASH = 0x5c;
const DOUBLE = 0x22;
const SINGLE = 0x27;
const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;

/** The size and nesting limits every structured file is held to before any parser sees it (JSON and YAML alike). */
export function checkTextLimits(text: string, source: string): void {
  checkTextSize(text, source);
  const nesting = nestingProblem(text);
  if (nesting) throw new ConfigurationError(`${source}: not valid YAML/JSON: ${nesting}`);
}

/** The size limit alone (checked before `JSON.parse` reads anything). */
export function checkTextSize(text: string, source: string): void {
  if (text.length > MAX_BYTES) throw new ConfigurationError(`${source}: file is larger than ${MAX_BYTES} bytes`);
}

/**
 * The nesting limit for text `JSON.parse` has just accepted: only bracket depth can matter there (indentation nests
 * nothing in JSON), and strings are skipped with `indexOf` rather than walked — a 1.6 MB plan is mostly strings.
 */
export function checkJsonDepth(text: string, source: string): void {
  if (jsonDepthExceeds(text, MAX_FLOW_DEPTH))
    throw new ConfigurationError(`${source}: not valid YAML/JSON: nested more than ${MAX_FLOW_DEPTH} levels deep`);
}

/** Whether valid JSON `text` nests arrays and objects more than `max` deep. */
function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === DOUBLE) {
      // The closing quote is the first one not escaped: preceded by an even number of backslashes.
      let end = text.indexOf('"', i + 1);
      while (end > 0 && escapedAt(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) return false;
      i = end;
    } else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_SQUARE || c === CLOSE_CURLY) depth--;
  }
  return false;
}

function escapedAt(text: string, quote: number): boolean {
  let backslashes = 0;
  for (let k = quote - 1; k >= 0 && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
  return backslashes % 2 === 1;
}

/** What may stand before a quote that opens a string in a flow collection: white space (as `\s`), `,`, `[`, `{`, `:`. */
function opensQuote(code: number): boolean {
  if (code === 0x2c || code === OPEN_SQUARE || code === OPEN_CURLY || code === 0x3a) return true;
  if (code === SPACE || (code >= TAB && code <= 0x0d)) return true;
  return code > 0x7f && /\s/.test(String.fromCharCode(code));
}

/**
 * The YAML parser recurses once per nesting level, and near the end of the stack V8 can abort the whole process
 * (a fatal error, not an exception) instead of throwing: a hostile file nested a million levels deep must be refused
 * before it is parsed. One linear pass that can only over-estimate the depth: flow brackets (outside the quoted
 * strings of flow collections, as in JSON), and the column where each line's content starts (indentation plus `- `
 * sequence indicators). Char codes, not one-character strings: a 1.6 MB plan is scanned on every apply.
 */
function nestingProblem(text: string): string | undefined {
  let flow = 0;
  let quote = 0;
  let lineStart = true;
  let column = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) {
      lineStart = true;
      column = 0;
      continue;
    }
    if (lineStart) {
      if (c === SPACE || c === TAB || (c === DASH && text.charCodeAt(i + 1) === SPACE)) {
        if (++column > MAX_BLOCK_COLUMN) return `indented more than ${MAX_BLOCK_COLUMN} columns deep`;
        continue;
      }
      lineStart = false;
    }
    if (quote !== 0) {
      if (c === BACKSLASH && quote === DOUBLE) i++;
      else if (c === quote) quote = 0;
    } else if ((c === DOUBLE || c === SINGLE) && flow > 0 && (i === 0 || opensQuote(text.charCodeAt(i - 1)))) quote = c;
    else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
      if (++flow > MAX_FLOW_DEPTH) return `nested more than ${MAX_FLOW_DEPTH} levels deep`;
    } else if ((c === CLOSE_SQUARE || c === CLOSE_CURLY) && flow > 0) flow--;
  }
  return undefined;
}
