import {
  caseOutcome,
  checkRootCounts,
  checkSuiteCounts,
  countAttr,
  declaredCounts as declaredFrom,
  newCase,
  setLocation,
  setResultText,
} from './case-builder.js';
import { ReportParseError, type CountSet, type ParsedCase, type ParsedReport } from './model.js';
import type { SuiteShape } from './producer-quirks.js';
import type { IdStyle } from './test-id.js';
import { decodeXmlEntities } from './xml-safety.js';

/**
 * JUnit XML read as a stream of text chunks, for reports too large for a document tree (a 1,000,000-case L3 run is
 * ~200 MB): one pass, one tag at a time, keeping only the open elements and the cases read so far. It gives the same
 * model as parseJUnit — the same cases, declared counts, inconsistencies and explanations (a test proves it on every
 * file of the corpus) — without the corpus statistics (`junitStats`), which only the oracle tests use.
 *
 * Its own well-formedness rules: matching tags, quoted attributes, one root, terminated comments/CDATA/PIs, bounded
 * depth, no DOCTYPE/ENTITY declarations (refused before anything is expanded; nothing ever is).
 */

const MAX_DEPTH = 200;
const TAG_NAME = /[A-Za-z_:][-\w.:]*/y;
const TAG_END = /\s*(\/?)>/y;
const END_TAG = /<\/([A-Za-z_:][-\w.:]*)\s*>/y;
const RESULT_TAGS = new Set([
  'failure',
  'error',
  'skipped',
  'flakyFailure',
  'flakyError',
  'rerunFailure',
  'rerunError',
]);

type Attrs = Record<string, string>;

interface ResultElement {
  tag: string;
  attrs: Attrs;
  parts: string[];
}

interface CaseFrame {
  kind: 'case';
  attrs: Attrs;
  results: ResultElement[];
  out: string[][];
  err: string[][];
  index: number;
}

interface SuiteFrame {
  kind: 'suite';
  attrs: Attrs;
  path: string[];
  /** `outer / inner`, made once for all its cases. */
  label: string | undefined;
  suiteIndex: number;
  directCases: number;
  subSuites: number;
  counts: CountSet & { skippedElements: number };
  /** countCases()'s view (root check): skipped also counts a disabled case holding a <skipped>. */
  rootCounts: CountSet;
  out: string[][];
  err: string[][];
  classnames: (string | undefined)[];
  multiResultCases: number;
  subtestMessages: number;
  /** The only direct case, when it still wants the suite's output as its details. */
  lonelyCase?: { entry: ParsedCase; result: ResultElement | undefined };
}

interface TextFrame {
  kind: 'text';
  tag: string;
  into: string[];
}

interface OtherFrame {
  kind: 'other';
  tag: string;
}

type Frame =
  CaseFrame | SuiteFrame | TextFrame | OtherFrame | { kind: 'root'; attrs: Attrs; topSuites: Partial<CountSet>[] };

export interface JUnitStreamOptions {
  idStyle?: IdStyle;
  subtests?: boolean;
}

export async function parseJUnitStream(
  chunks: AsyncIterable<string> | Iterable<string>,
  source: string,
  options: JUnitStreamOptions = {},
): Promise<ParsedReport> {
  const p = new StreamParser(source, options.idStyle ?? 'plain', options.subtests ?? false);
  for await (const chunk of chunks) p.feed(chunk);
  return p.end();
}

class StreamParser {
  private buf = '';
  private first = true;
  private readonly stack: Frame[] = [];
  private rootSeen = false;
  private rootClosed = false;
  private suiteElements = 0;
  private readonly cases: ParsedCase[] = [];
  private readonly inconsistencies: string[] = [];
  private readonly explained: string[] = [];
  private readonly declared: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };

  constructor(
    private readonly source: string,
    private readonly idStyle: IdStyle,
    private readonly subtestsRan: boolean,
  ) {}

  private fail(what: string): never {
    throw new ReportParseError(`${this.source}: ${what}`);
  }

  feed(chunk: string): void {
    this.buf += this.first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
    this.first = false;
    this.consume(false);
  }

  end(): ParsedReport {
    this.consume(true);
    if (!this.rootSeen) this.fail(this.buf.trim() === '' ? 'the file is empty' : 'not a JUnit report: no root element');
    if (this.stack.length) this.fail(`not well-formed XML: premature end of data (<${this.openTag()}> is not closed)`);
    return {
      format: 'junit',
      cases: this.cases,
      declared: this.declared,
      inconsistencies: this.inconsistencies,
      explained: this.explained,
    };
  }

  private openTag(): string {
    const top = this.stack.at(-1);
    if (!top) return '';
    if (top.kind === 'suite') return 'testsuite';
    if (top.kind === 'case') return 'testcase';
    if (top.kind === 'root') return 'testsuites';
    return top.tag;
  }

  /** Reads every complete token in the buffer; at the end, anything left is an error. */
  private consume(final: boolean): void {
    let pos = 0;
    const buf = this.buf;
    for (;;) {
      const lt = buf.indexOf('<', pos);
      const textEnd = lt === -1 ? buf.length : lt;
      if (textEnd > pos) {
        if (lt === -1 && !final) break; // the text may continue in the next chunk
        // Text only matters inside result/output elements, and outside the root (where it is an error).
        const top = this.stack.at(-1);
        if (!top || top.kind === 'text') this.text(buf.slice(pos, textEnd));
        pos = textEnd;
      }
      if (lt === -1) break;
      const next = this.token(buf, lt, final);
      if (next === -1) break;
      pos = next;
    }
    this.buf = buf.slice(pos);
    if (final && this.buf.length) this.fail('not well-formed XML: premature end of data');
  }

  /** One markup token at `at`; returns the position after it, or -1 when it is not complete yet. */
  private token(buf: string, at: number, final: boolean): number {
    const more = (): number => (final ? this.fail('not well-formed XML: premature end of data') : -1);
    if (buf.length - at < 9 && !final) return -1;
    if (buf.startsWith('<!--', at)) {
      const end = buf.indexOf('-->', at + 4);
      return end === -1 ? (final ? this.fail('not well-formed XML: unterminated comment') : -1) : end + 3;
    }
    if (buf.startsWith('<![CDATA[', at)) {
      const end = buf.indexOf(']]>', at + 9);
      if (end === -1) return more();
      this.cdata(buf.slice(at + 9, end));
      return end + 3;
    }
    if (buf.startsWith('<?', at)) {
      const end = buf.indexOf('?>', at + 2);
      return end === -1 ? more() : end + 2;
    }
    if (buf.startsWith('<!', at)) {
      const word = /^<!([A-Za-z]+)/.exec(buf.slice(at, at + 20))?.[1]?.toUpperCase();
      this.fail(`refused: the XML contains a <!${word ?? ''}> declaration (entity expansion is not allowed)`);
    }
    if (buf.startsWith('</', at)) {
      END_TAG.lastIndex = at;
      const m = END_TAG.exec(buf);
      if (!m)
        return buf.indexOf('>', at) === -1 ? more() : this.fail(`not well-formed XML: malformed closing tag at ${at}`);
      this.close(m[1]!);
      return END_TAG.lastIndex;
    }
    const tag = this.startTag(buf, at);
    if (!tag) {
      // Incomplete (the rest is in the next chunk) or malformed: the end of the input, or 1 MiB of it, decides.
      if (!final && buf.length - at < 1 << 20) return -1;
      if (buf.indexOf('>', at) === -1) this.fail('not well-formed XML: premature end of data');
      const name = /^<([A-Za-z_:][-\w.:]*)/.exec(buf.slice(at, at + 200))?.[1];
      this.fail(`not well-formed XML: malformed tag <${name ?? '?'}>`);
    }
    this.open(tag.name, tag.attrs);
    if (tag.selfClosing) this.close(tag.name);
    return tag.end;
  }

  /** `<name a="v" …>` or `…/>` at `at`, read in one pass; undefined when it does not parse (yet). */
  private startTag(
    buf: string,
    at: number,
  ): { name: string; attrs: Attrs; selfClosing: boolean; end: number } | undefined {
    TAG_NAME.lastIndex = at + 1;
    const name = TAG_NAME.exec(buf)?.[0];
    if (!name) return undefined;
    const attrs: Attrs = {};
    let pos = TAG_NAME.lastIndex;
    for (let next = attributeAt(buf, pos, attrs); next !== -1; next = attributeAt(buf, pos, attrs)) pos = next;
    TAG_END.lastIndex = pos;
    const end = TAG_END.exec(buf);
    if (!end) return undefined;
    return { name, attrs, selfClosing: end[1] === '/', end: TAG_END.lastIndex };
  }

  private text(raw: string): void {
    const top = this.stack.at(-1);
    if (!top) {
      if (raw.trim() !== '') this.fail('not well-formed XML: text outside the root element');
      return;
    }
    if (top.kind !== 'text') return;
    const t = raw.trim();
    if (t) top.into.push(decodeXmlEntities(t));
  }

  private cdata(raw: string): void {
    const top = this.stack.at(-1);
    if (top?.kind === 'text') top.into.push(raw);
  }

  private open(tag: string, attrs: Attrs): void {
    if (this.stack.length >= MAX_DEPTH) this.fail(`not well-formed XML: nested deeper than ${MAX_DEPTH} elements`);
    const parent = this.stack.at(-1);
    if (!parent) {
      if (this.rootClosed) this.fail('not well-formed XML: text outside the root element (a second root element)');
      this.rootSeen = true;
      if (tag === 'testsuites') this.stack.push({ kind: 'root', attrs, topSuites: [] });
      else if (tag === 'testsuite') this.stack.push(this.suiteFrame(attrs, []));
      else this.fail(`not a JUnit report: the root element is <${tag}>, expected <testsuites> or <testsuite>`);
      return;
    }
    if (parent.kind === 'root' || parent.kind === 'suite') {
      if (tag === 'testsuite') {
        if (parent.kind === 'suite') parent.subSuites++;
        this.stack.push(this.suiteFrame(attrs, parent.kind === 'suite' ? parent.path : []));
        return;
      }
      if (tag === 'testcase' && parent.kind === 'suite') {
        parent.directCases++;
        this.stack.push({ kind: 'case', attrs, results: [], out: [], err: [], index: parent.directCases - 1 });
        return;
      }
      if (parent.kind === 'suite' && (tag === 'system-out' || tag === 'system-err')) {
        const into: string[] = [];
        (tag === 'system-out' ? parent.out : parent.err).push(into);
        this.stack.push({ kind: 'text', tag, into });
        return;
      }
    }
    if (parent.kind === 'case') {
      if (RESULT_TAGS.has(tag)) {
        const result: ResultElement = { tag, attrs, parts: [] };
        parent.results.push(result);
        this.stack.push({ kind: 'text', tag, into: result.parts });
        return;
      }
      if (tag === 'system-out' || tag === 'system-err') {
        const into: string[] = [];
        (tag === 'system-out' ? parent.out : parent.err).push(into);
        this.stack.push({ kind: 'text', tag, into });
        return;
      }
    }
    this.stack.push({ kind: 'other', tag });
  }

  private suiteFrame(attrs: Attrs, parentPath: string[]): SuiteFrame {
    const name = attrs.name === undefined ? undefined : decodeXmlEntities(attrs.name);
    const path = name ? [...parentPath, name] : parentPath;
    return {
      kind: 'suite',
      attrs,
      path,
      label: path.length ? path.join(' / ') : undefined,
      suiteIndex: this.suiteElements++,
      directCases: 0,
      subSuites: 0,
      counts: { tests: 0, failures: 0, errors: 0, skipped: 0, skippedElements: 0 },
      rootCounts: { tests: 0, failures: 0, errors: 0, skipped: 0 },
      out: [],
      err: [],
      classnames: [],
      multiResultCases: 0,
      subtestMessages: 0,
    };
  }

  private close(tag: string): void {
    const top = this.stack.pop();
    if (!top) this.fail(`not well-formed XML: </${tag}> closes nothing`);
    const openName =
      top.kind === 'suite'
        ? 'testsuite'
        : top.kind === 'case'
          ? 'testcase'
          : top.kind === 'root'
            ? 'testsuites'
            : top.tag;
    if (openName !== tag) this.fail(`not well-formed XML: </${tag}> closes <${openName}>`);
    if (top.kind === 'case') this.endCase(top);
    else if (top.kind === 'suite') this.endSuite(top);
    else if (top.kind === 'root') this.endRoot(top);
    if (!this.stack.length) this.rootClosed = true;
  }

  private endCase(c: CaseFrame): void {
    const suite = this.stack.at(-1) as SuiteFrame;
    const classname = attr(c.attrs, 'classname') ?? attr(c.attrs, 'class');
    const name = attr(c.attrs, 'name');
    let failureCount = 0;
    let errorCount = 0;
    let skipCount = 0;
    let firstFailure: ResultElement | undefined;
    let firstError: ResultElement | undefined;
    let firstSkip: ResultElement | undefined;
    let firstFlaky: ResultElement | undefined;
    let firstRerun: ResultElement | undefined;
    for (const r of c.results) {
      if (r.tag === 'failure') {
        failureCount++;
        firstFailure ??= r;
      } else if (r.tag === 'error') {
        errorCount++;
        firstError ??= r;
      } else if (r.tag === 'skipped') {
        skipCount++;
        firstSkip ??= r;
      } else if (r.tag === 'flakyFailure' || r.tag === 'flakyError') firstFlaky ??= r;
      else firstRerun ??= r;
    }
    const status = attr(c.attrs, 'status')?.toLowerCase();
    const { state, disabled, flaky, result } = caseOutcome(
      {
        failures: failureCount,
        errors: errorCount,
        skips: skipCount,
        firstFailure,
        firstError,
        firstSkip,
        firstFlaky: firstFlaky ?? firstRerun,
      },
      status,
    );
    const entry = newCase({
      classname,
      name,
      state,
      flaky,
      suiteIndex: suite.suiteIndex,
      suitePath: suite.path,
      ...(suite.label ? { suiteLabel: suite.label } : {}),
      index: c.index,
      results: failureCount + errorCount,
      idStyle: this.idStyle,
    });
    const caseOut = c.out.length || c.err.length ? outputOf(c.out, c.err) : undefined;
    if (result) attachResult(entry, result, caseOut, undefined);
    setLocation(entry, attr(c.attrs, 'file'), countAttr(c.attrs.line));
    this.cases.push(entry);

    suite.counts.tests++;
    suite.counts.failures += failureCount;
    suite.counts.errors += errorCount;
    suite.counts.skipped += skipCount + (disabled ? 1 : 0);
    suite.counts.skippedElements += skipCount;
    const noResult = !failureCount && !errorCount;
    suite.rootCounts.tests++;
    suite.rootCounts.failures += failureCount;
    suite.rootCounts.errors += errorCount;
    suite.rootCounts.skipped += skipCount + (noResult && (status === 'disabled' || status === 'notrun') ? 1 : 0);
    // Only the producer checks of a suite whose counters disagree read these; keep them cheap.
    if (suite.classnames.length < 1000) suite.classnames.push(classname);
    else if (classname !== suite.classnames[0]) suite.classnames[0] = undefined;
    if (failureCount + errorCount > 1) suite.multiResultCases++;
    if (
      !noResult &&
      c.results.some(
        (r) => (r.tag === 'failure' || r.tag === 'error') && /failed subtests?\b/.test(attr(r.attrs, 'message') ?? ''),
      )
    )
      suite.subtestMessages++;
    // The suite's output may still follow: a lone case without details of its own takes it then.
    suite.lonelyCase =
      suite.directCases === 1 && result && !caseOut && !textOfParts(result.parts) && state !== 'skipped'
        ? { entry, result }
        : undefined;
  }

  private endSuite(s: SuiteFrame): void {
    if (s.directCases === 1 && s.lonelyCase) {
      const log = outputOf(s.out, s.err);
      if (log) attachResult(s.lonelyCase.entry, s.lonelyCase.result!, undefined, log);
    }
    const declared = declaredCounts(s.attrs);
    const shape = (): SuiteShape => ({
      name: s.path.at(-1),
      classnames: s.classnames,
      multiResultCases: s.multiResultCases,
      subtestMessages: s.subtestMessages,
      hasFailuresAttr: countAttr(s.attrs.failures) !== undefined,
      subtestsRan: this.subtestsRan,
    });
    checkSuiteCounts(s.path, declared, s.counts, shape, {
      inconsistencies: this.inconsistencies,
      explained: this.explained,
    });
    const parent = this.stack.at(-1);
    if (parent?.kind === 'suite') {
      for (const k of ['tests', 'failures', 'errors', 'skipped', 'skippedElements'] as const)
        parent.counts[k] += s.counts[k];
      for (const k of ['tests', 'failures', 'errors', 'skipped'] as const) parent.rootCounts[k] += s.rootCounts[k];
      return;
    }
    // A top-level suite: what the file declares about itself, and its part of the root's sums.
    for (const k of ['tests', 'failures', 'errors', 'skipped'] as const) this.declared[k] += declared[k] ?? s.counts[k];
    if (parent?.kind === 'root') {
      const sums: Partial<CountSet> = {};
      for (const k of ['tests', 'failures', 'errors', 'skipped'] as const) sums[k] = declared[k] ?? s.rootCounts[k];
      parent.topSuites.push(sums);
    }
  }

  private endRoot(root: { attrs: Attrs; topSuites: Partial<CountSet>[] }): void {
    const sums: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    for (const key of ['tests', 'failures', 'errors', 'skipped'] as const)
      sums[key] = root.topSuites.reduce((n, s) => n + (s[key] ?? 0), 0);
    checkRootCounts(declaredCounts(root.attrs), sums, this.inconsistencies);
  }
}

/** JavaScript's `\s`. */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    (c >= 160 &&
      (c === 160 ||
        c === 5760 ||
        (c >= 8192 && c <= 8202) ||
        c === 8232 ||
        c === 8233 ||
        c === 8239 ||
        c === 8287 ||
        c === 12288 ||
        c === 65279))
  );
}

/** A character of an attribute name: not blank, `=`, `/`, `>`, `"` or `'`. */
function isAttrNameChar(c: number): boolean {
  return !isSpace(c) && c !== 61 && c !== 47 && c !== 62 && c !== 34 && c !== 39;
}

/**
 * ` name="value"` (or single quotes, no `<` in the value) starting at `pos`, as /\s+([^\s=/>"']+)\s*=\s*(?:"([^"<]*)"|
 * '([^'<]*)')/y matches it, stored in `into`; the position after it, or -1 (no match: the tag goes on otherwise,
 * or the rest is in the next chunk). By hand: the expression's match arrays were most of a 100,000-case report's
 * garbage.
 */
function attributeAt(buf: string, pos: number, into: Attrs): number {
  const length = buf.length;
  let at = pos;
  while (at < length && isSpace(buf.charCodeAt(at))) at++;
  if (at === pos) return -1;
  const nameStart = at;
  while (at < length && isAttrNameChar(buf.charCodeAt(at))) at++;
  if (at === nameStart) return -1;
  const nameEnd = at;
  while (at < length && isSpace(buf.charCodeAt(at))) at++;
  if (buf.charCodeAt(at) !== 61 /* = */) return -1;
  at++;
  while (at < length && isSpace(buf.charCodeAt(at))) at++;
  const quote = buf.charCodeAt(at);
  if (quote !== 34 && quote !== 39) return -1;
  const close = buf.indexOf(quote === 34 ? '"' : "'", at + 1);
  if (close === -1) return -1;
  for (let i = at + 1; i < close; i++) if (buf.charCodeAt(i) === 60 /* < */) return -1;
  into[buf.slice(nameStart, nameEnd)] = buf.slice(at + 1, close);
  return close + 1;
}

function attr(attrs: Attrs, name: string): string | undefined {
  const v = attrs[name];
  return v === undefined ? undefined : decodeXmlEntities(v);
}

function declaredCounts(attrs: Attrs): Partial<CountSet> {
  return declaredFrom((name) => countAttr(attrs[name]));
}

function textOfParts(parts: readonly string[]): string {
  return parts.join('\n').trim();
}

function outputOf(out: readonly string[][], err: readonly string[][]): string | undefined {
  const parts = [...out, ...err].map(textOfParts).filter(Boolean);
  return parts.length ? parts.join('\n') : undefined;
}

function attachResult(
  entry: ParsedCase,
  result: ResultElement,
  caseOut: string | undefined,
  suiteLog: string | undefined,
): void {
  let details = textOfParts(result.parts);
  if (!details && entry.state !== 'skipped') details = caseOut ?? suiteLog ?? '';
  setResultText(entry, attr(result.attrs, 'message'), details, attr(result.attrs, 'type'));
}
