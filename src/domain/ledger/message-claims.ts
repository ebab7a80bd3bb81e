/**
 * What one fork commit message declares about upstream commits, rule by rule: `-x` lines, trailer lines (one or
 * several SHAs, commit URLs, PR URLs or `#N`), body sections (`Picked (15): #1 #2`, a heading then bulleted entries,
 * `Deferred (6, backlog):` with reasons), user patterns, and the PR numbers of the subject (resolved later against
 * upstream's subjects). Quoted lines (`>`) and fenced code blocks are someone else's words: never read as declarations.
 */
import { blockerIn, cut, leadingRefs, refFromCapture, type RefTarget } from './message-refs.js';
import { listContinuation, subjectPrRefs, type SubjectPrRefs } from './pr-subjects.js';
import type { CompiledRules, RuleMeaning, SectionRule } from './rules.js';

export interface MessageClaim {
  target: RefTarget;
  meaning: RuleMeaning;
  via: 'trailer' | 'pr-number' | 'section';
  rule: string;
  /** The line that matched, as written (cut to 200 characters). */
  line: string;
  reason?: string;
  blockedBy?: RefTarget;
}

export interface MessageReading {
  claims: MessageClaim[];
  /** PR numbers in the subject, to be checked against upstream's subjects (none for reverts). */
  subject?: SubjectPrRefs;
  subjectLine: string;
}

const HEX = '[0-9a-fA-F]{7,64}';
const CHERRY_PICKED = new RegExp(`\\(cherry picked from commit (${HEX})\\)`, 'g');
const TRAILER = /^[ \t*\-•+]*([A-Za-z][\w .'’-]{0,60}?)[ \t]*:[ \t]*(\S.*)$/;
// `Picked (15): #1 #2`, `Deferred (6, backlog):`, `### Deferred (15) — each tracked on a live task` (a note after a
// dash describes the section; entries follow on the next lines).
const HEADING =
  /^([A-Za-z][A-Za-z'’ /-]{0,40}?)[ \t]*(\([^()\n]{0,60}\))?[ \t]*(?::[ \t]*(.*)|[ \t]+[—–][ \t]*[^#\n]{0,200})?$/;
/** `**T279638562** (AMD backend divergence): #9666 …`: entries grouped under a task id, with the group's reason. */
const GROUP_LABEL =
  /^(?:\*\*|__)?([A-Za-z][\w.-]{0,40})(?:\*\*|__)?[ \t]*(?:\(([^()\n]{0,200})\))?[ \t]*:[ \t]*(#\d.*)$/;
const BULLET = /^[ \t]*[-*•+][ \t]+(.*)$/;
const QUOTED = /^[ \t]*>/;
const FENCE = /^[ \t]*(```|~~~)/;

const show = (line: string) => (line.length > 200 ? `${line.slice(0, 199)}…` : line).trim();

/**
 * What every declaration in a body holds: a ref (`#N`, a pull-request URL, or a hex run of 7+ for a SHA or a commit
 * URL: `TOKEN` in message-refs.ts, and a section entry's `(#N)`). A body without one declares nothing, unless a user
 * pattern reads the body (its capture may be a bare number).
 */
const MAY_NAME = /#\d|\/pull\/\d|[0-9a-fA-F]{7}/;

export function readMessage(message: string, rules: CompiledRules): MessageReading {
  const nl = message.indexOf('\n');
  const subjectLine = cut(nl < 0 ? message : message.slice(0, nl));
  // The cheap first pass: one search of the body, then its lines only where a ref may be (most fork commits of
  // their own have none). Kept exact by construction: every claim below needs what MAY_NAME finds.
  const bodyMayDeclare =
    nl >= 0 && (rules.patterns.some((p) => p.where === 'body') || MAY_NAME.test(message.slice(nl)));
  const claims: MessageClaim[] = [];
  for (const m of message.matchAll(CHERRY_PICKED)) {
    claims.push({
      target: { kind: 'sha', ref: m[1]!.toLowerCase() },
      meaning: 'picked',
      via: 'trailer',
      rule: 'cherry-pick -x',
      line: show(m[0]),
    });
  }
  for (const p of rules.patterns) {
    if (p.where !== 'subject') continue;
    const m = p.re.exec(subjectLine);
    const t = m?.[1] !== undefined ? refFromCapture(m[1], p.match) : undefined;
    if (t)
      claims.push({
        target: t,
        meaning: p.meaning,
        via: p.match === 'pr' ? 'pr-number' : 'trailer',
        rule: p.name,
        line: show(subjectLine),
      });
  }

  const subject = /^(?:Revert|Reapply) "/.test(subjectLine) ? undefined : subjectPrRefs(subjectLine);
  if (!subject?.cut && !bodyMayDeclare) return { claims, subjectLine, ...(subject ? { subject } : {}) };
  const lines = message.split('\n');
  // A cut bundle list may go on at the start of the body (`...#10199 #10177 … #10194)`).
  if (subject?.cut) {
    const first = lines.slice(1).find((l) => l.trim());
    if (first) subject.list.push(...listContinuation(first));
  }
  if (!bodyMayDeclare) return { claims, subjectLine, ...(subject ? { subject } : {}) };

  let section: { rule: SectionRule; heading: string } | undefined;
  let fenced = false;
  for (let i = 1; i < lines.length; i++) {
    const line = cut(lines[i]!);
    if (FENCE.test(line)) {
      fenced = !fenced;
      section = undefined;
      continue;
    }
    if (fenced || QUOTED.test(line)) {
      section = undefined;
      continue;
    }
    if (!line.trim()) continue;
    const heading = headingOf(line, rules);
    if (heading) {
      section = heading;
      if (heading.rest) sectionEntry(claims, heading.rule, heading.heading, heading.rest, line);
      continue;
    }
    const bullet = BULLET.exec(line);
    if (section && (bullet || /^[ \t]*#\d/.test(line))) {
      sectionEntry(claims, section.rule, section.heading, bullet ? bullet[1]! : line, line);
      continue;
    }
    // An indented line continues the entry above it (a bullet's trailer line); any other line ends the section:
    // prose in the same body is not a declaration.
    if (!(section && /^[ \t]+\S/.test(line))) section = undefined;
    const t = TRAILER.exec(line);
    const rule = t ? rules.trailers.get(t[1]!.toLowerCase()) : undefined;
    if (rule) {
      const { refs, rest } = leadingRefs(t![2]!, false);
      const blockedBy = rule.meaning === 'defer' ? blockerIn(rest) : undefined;
      for (const target of refs)
        claims.push({
          target,
          meaning: rule.meaning,
          via: target.kind === 'pr' ? 'pr-number' : 'trailer',
          rule: rule.name,
          line: show(line),
          ...(rule.meaning !== 'picked' && rest ? { reason: rest } : {}),
          ...(blockedBy ? { blockedBy } : {}),
        });
      continue;
    }
    for (const p of rules.patterns) {
      if (p.where !== 'body') continue;
      const m = p.re.exec(line);
      const target = m?.[1] !== undefined ? refFromCapture(m[1], p.match) : undefined;
      if (target)
        claims.push({
          target,
          meaning: p.meaning,
          via: p.match === 'pr' ? 'pr-number' : 'trailer',
          rule: p.name,
          line: show(line),
        });
    }
  }
  return { claims, subjectLine, ...(subject ? { subject } : {}) };
}

function headingOf(
  line: string,
  rules: CompiledRules,
): { rule: SectionRule; heading: string; rest: string } | undefined {
  // The same text as replacing `**`, `__` and a leading `#…` then trimming, with each replace run only when the line
  // holds what it removes: this runs on every body line of a message that may declare.
  let plain = line.includes('**') || line.includes('__') ? line.replace(/\*\*|__/g, '') : line;
  if (plain.trimStart().charCodeAt(0) === 35 /* # */) plain = plain.replace(/^[ \t]*#{1,6}[ \t]*/, '');
  plain = plain.trim();
  if (rules.headingStart && !rules.headingStart.test(plain)) return undefined;
  const m = HEADING.exec(plain);
  if (!m) return undefined;
  const words = m[1]!.trim();
  const rule = rules.sections.find((r) => r.heading.test(words));
  return rule ? { rule, heading: words, rest: (m[3] ?? '').trim() } : undefined;
}

/**
 * One section line: entries separated by `;` (`#10124 [Gluon] Update MoE configs; #10120 Python typing followup to
 * #10048; #10132 Split the cleanup; tolerate non-convergence`). An entry is the refs at the start of a part; a part
 * that does not start with a ref continues the description before it (which may itself contain `;`), and numbers
 * inside a description are mentions. A line that starts with prose (`Skipped because …: #10481`) declares nothing.
 */
function sectionEntry(claims: MessageClaim[], rule: SectionRule, heading: string, text: string, line: string): void {
  const group = GROUP_LABEL.exec(text.trim());
  const groupReason = group ? `${group[2]?.trim() ? `${group[2].trim()} ` : ''}(${group[1]})`.trim() : undefined;
  const parts = (group ? group[3]! : text).split(';');
  let entry: string | undefined;
  const flush = () => {
    if (entry !== undefined) sectionRefs(claims, rule, heading, entry, line, groupReason);
    entry = undefined;
  };
  for (const part of parts) {
    if (entry === undefined || /^[ \t]*#\d/.test(part)) {
      flush();
      entry = part;
    } else entry += `;${part}`;
  }
  flush();
}

function sectionRefs(
  claims: MessageClaim[],
  rule: SectionRule,
  heading: string,
  text: string,
  line: string,
  groupReason: string | undefined,
): void {
  const { refs, rest: own } = leadingRefs(text);
  const rest = groupReason ? `${groupReason}${own ? `: ${own}` : ''}` : own;
  // `- <upstream subject> (#8121)`: a section listing subjects names the PR at the end of the entry.
  const listed = refs.length ? undefined : /\(#(\d{1,7})\)\s*$/.exec(text);
  if (listed) refs.push({ kind: 'pr', number: Number(listed[1]) });
  if (!refs.length) return;
  const reason = rest.replace(/^[:\-–—]+\s*/, '').trim() || `listed under "${heading}"`;
  const blockedBy = rule.meaning === 'defer' ? blockerIn(rest) : undefined;
  for (const target of refs)
    claims.push({
      target,
      meaning: rule.meaning,
      via: 'section',
      rule: rule.name,
      line: show(line),
      ...(rule.meaning !== 'picked' ? { reason } : {}),
      ...(blockedBy ? { blockedBy } : {}),
    });
}
