import { ReportParseError } from './model.js';

/**
 * Report files are written by code under test, so they are untrusted input. A DOCTYPE can declare entities that
 * expand exponentially ("billion laughs") or pull in local files and URLs (external entities); no test reporter
 * needs one. We refuse any DOCTYPE/ENTITY declaration before the parser sees the text (so nothing is expanded), parse
 * with entity processing off, and decode only the five predefined entities and numeric character references ourselves.
 */
export function assertNoDeclarations(xml: string, source: string): void {
  let at = xml.indexOf('<!');
  while (at !== -1) {
    if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at + 4);
      if (end === -1) return; // unterminated comment: the validator reports it
      at = xml.indexOf('<!', end + 3);
    } else if (xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(']]>', at + 9);
      if (end === -1) return;
      at = xml.indexOf('<!', end + 3);
    } else {
      const word = /^<!([A-Za-z]+)/.exec(xml.slice(at, at + 20))?.[1]?.toUpperCase();
      if (word === 'DOCTYPE' || word === 'ENTITY' || word === 'ELEMENT' || word === 'ATTLIST') {
        throw new ReportParseError(
          `${source}: refused: the XML contains a <!${word}> declaration (entity expansion is not allowed)`,
        );
      }
      at = xml.indexOf('<!', at + 2);
    }
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and `&#NN;` / `&#xHH;`; anything else is left as written. Read
 * by hand, not with a replace callback: every test name of a pytest report may hold `&quot;` (100,000 cases).
 */
export function decodeXmlEntities(text: string): string {
  let amp = text.indexOf('&');
  if (amp === -1) return text;
  let out = '';
  let done = 0;
  while (amp !== -1) {
    const end = entityEnd(text, amp);
    if (end === -1) {
      amp = text.indexOf('&', amp + 1);
      continue;
    }
    const decoded = decodeEntity(text.slice(amp + 1, end));
    if (decoded !== undefined) {
      out += text.slice(done, amp) + decoded;
      done = end + 1;
    }
    amp = text.indexOf('&', end + 1);
  }
  return done === 0 ? text : out + text.slice(done);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isHex = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The `;` of `&#x` + 1–6 hex digits, `&#` + 1–7 digits or `&` + letters starting at `amp`, else -1. */
function entityEnd(text: string, amp: number): number {
  let at = amp + 1;
  let max = Infinity;
  let accept = isLetter;
  if (text.charCodeAt(at) === 35 /* # */) {
    at++;
    if (text.charCodeAt(at) === 120 /* x */) {
      at++;
      accept = isHex;
      max = 6;
    } else {
      accept = isDigit;
      max = 7;
    }
  }
  const start = at;
  while (at < text.length && accept(text.charCodeAt(at))) at++;
  const run = at - start;
  return run >= 1 && run <= max && text.charCodeAt(at) === 59 /* ; */ ? at : -1;
}

/** The character of an entity body (`amp`, `#38`, `#x26`), or undefined to leave it as written. */
function decodeEntity(body: string): string | undefined {
  if (body.charCodeAt(0) !== 35 /* # */) return Object.hasOwn(NAMED, body) ? NAMED[body] : undefined;
  const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    ? String.fromCodePoint(code)
    : undefined;
}

const NAME = /[A-Za-z_:][-\w.:]*/y;
const ATTRIBUTE = /\s+[^\s=/>"']+\s*=\s*(?:"[^"<]*"|'[^'<]*')/y;
const TAG_END = /\s*(\/?)>/y;
const CLOSE = /<\/([A-Za-z_:][-\w.:]*)\s*>/y;
const MAX_DEPTH = 200;

/**
 * A well-formedness check that is several times faster than a general validator on large reports: balanced and
 * matching tags, quoted attributes, one root, terminated comments/CDATA/processing instructions, bounded depth.
 * (fast-xml-parser itself accepts truncated input silently, and a truncated report must not pass for a short one.)
 */
export function checkWellFormed(xml: string, source: string): void {
  const fail = (at: number, what: string): never => {
    const line = xml.slice(0, at).split('\n').length;
    throw new ReportParseError(`${source}: not well-formed XML: ${what} (line ${line})`);
  };
  const stack: string[] = [];
  let rootSeen = false;
  let i = 0;
  for (;;) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt === -1 ? xml.length : lt;
    if (stack.length === 0 && xml.slice(i, textEnd).trim() !== '') fail(i, 'text outside the root element');
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end === -1) fail(lt, 'unterminated comment');
      i = end + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      if (end === -1) fail(lt, 'unterminated CDATA section');
      if (stack.length === 0) fail(lt, 'CDATA outside the root element');
      i = end + 3;
    } else if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt + 2);
      if (end === -1) fail(lt, 'unterminated processing instruction');
      i = end + 2;
    } else if (xml.startsWith('<!', lt)) {
      fail(lt, 'unexpected declaration');
    } else if (xml[lt + 1] === '/') {
      CLOSE.lastIndex = lt;
      const m = CLOSE.exec(xml);
      if (!m) fail(lt, 'malformed closing tag');
      const open = stack.pop();
      if (open !== m![1]) fail(lt, open ? `</${m![1]}> closes <${open}>` : `</${m![1]}> closes nothing`);
      i = CLOSE.lastIndex;
    } else {
      NAME.lastIndex = lt + 1;
      const name = NAME.exec(xml)?.[0];
      if (!name) fail(lt, "'<' that starts no tag");
      if (stack.length === 0 && rootSeen) fail(lt, 'a second root element');
      let at = NAME.lastIndex;
      for (;;) {
        ATTRIBUTE.lastIndex = at;
        if (!ATTRIBUTE.exec(xml)) break;
        at = ATTRIBUTE.lastIndex;
      }
      TAG_END.lastIndex = at;
      const end = TAG_END.exec(xml);
      if (!end) fail(lt, at >= xml.length - 1 ? `premature end of data in <${name}>` : `malformed tag <${name}>`);
      rootSeen = true;
      if (end![1] !== '/') {
        stack.push(name!);
        if (stack.length > MAX_DEPTH) fail(lt, `elements nested deeper than ${MAX_DEPTH}`);
      }
      i = TAG_END.lastIndex;
    }
  }
  if (stack.length) fail(xml.length, `premature end of data: <${stack[stack.length - 1]}> is not closed`);
  if (!rootSeen) fail(0, 'no root element');
}
