/**
 * Provenance rules: where a fork commit message names an upstream commit (a SHA or an upstream PR number) and what
 * that means. The built-in rules cover what real cherry-picking forks write (docs/ledger-and-lag.md lists them);
 * users add rules of the same four kinds in the config file (`provenanceRules`). One compiled rule set is used by
 * lag, plan, apply, the actions and explain.
 */
import type { ProvenanceRule, RuleMeaning } from '../../schemas/ledger.js';
import { compileBounded } from '../../shared/bounded-regex.js';
import { DEFAULT_TRAILER_KEYS } from './provenance.js';

export type { RuleMeaning };

/** Which evidence put an upstream commit where it is. */
export type Via =
  'trailer' | 'pr-number' | 'section' | 'patch-id' | 'content' | 'reapply' | 'path-rule' | 'revert' | 'ledger';
export const VIA_ORDER: readonly Via[] = [
  'trailer',
  'pr-number',
  'section',
  'patch-id',
  'content',
  'reapply',
  'path-rule',
  'revert',
  'ledger',
];

export interface TrailerRule {
  name: string;
  /** Lower-case key. */
  key: string;
  meaning: RuleMeaning;
}
export interface SectionRule {
  name: string;
  /** Tested against the heading words (the line without `#`, `**`, a count and a colon); anchored. */
  heading: RegExp;
  meaning: RuleMeaning;
}
export interface PatternRule {
  name: string;
  where: 'subject' | 'body';
  re: RegExp;
  match: 'sha' | 'pr';
  meaning: RuleMeaning;
}
export interface CompiledRules {
  trailers: Map<string, TrailerRule>;
  sections: SectionRule[];
  patterns: PatternRule[];
  /** Trailer keys as given (the report lists them). */
  trailerKeys: string[];
  /**
   * With the built-in sections only: what a heading line must start with to be one of them (a test far cheaper than
   * the heading's own regex, run on every body line of messages that may declare). None with user sections.
   */
  headingStart?: RegExp;
}

export { DEFAULT_TRAILER_KEYS };

/** Bundle body sections real forks write: `Picked (15): #1 #2`, `Deferred (6, backlog):`, `Won't-port (3):`, `Skipped`. */
export const BUILTIN_SECTIONS: readonly SectionRule[] = [
  {
    name: 'picked-section',
    heading: /^(?:picked|cherry[- ]?picked|backported|ported|included|landed)$/i,
    meaning: 'picked',
  },
  { name: 'deferred-section', heading: /^(?:deferred|postponed|backlog|held back)$/i, meaning: 'defer' },
  {
    name: 'wont-port-section',
    heading: /^(?:won['’]?t[- ]?port(?:ed)?|will not port|not ported|not porting|not applicable|n\/a)$/i,
    meaning: 'wont-port',
  },
  { name: 'skipped-section', heading: /^(?:skipped|skip)$/i, meaning: 'skip' },
];

/** A necessary start of every BUILTIN_SECTIONS heading (each alternative there begins with one of these). */
const BUILTIN_HEADING_START =
  /^(?:picked|cherry|backport|ported|included|landed|deferred|postponed|backlog|held|won|will|not|n\/a|skip)/i;

/** Compiles trailer keys and user rules (already validated by the config schema) into one rule set. */
export function compileRules(trailerKeys: readonly string[], userRules: readonly ProvenanceRule[] = []): CompiledRules {
  const keys = [...new Set([...DEFAULT_TRAILER_KEYS, ...trailerKeys].map((k) => k.trim()).filter(Boolean))];
  const trailers = new Map<string, TrailerRule>();
  for (const k of keys) trailers.set(k.toLowerCase(), { name: k, key: k.toLowerCase(), meaning: 'picked' });
  const sections = [...BUILTIN_SECTIONS];
  const patterns: PatternRule[] = [];
  userRules.forEach((r, i) => {
    const name = r.name ?? `provenanceRules[${i}]`;
    if (r.where === 'trailer') {
      const key = r.key!.toLowerCase();
      trailers.set(key, { name, key, meaning: r.meaning });
      if (!keys.some((k) => k.toLowerCase() === key)) keys.push(r.key!);
    } else if (r.where === 'section') {
      // User sections come first: a user heading can re-mean a built-in one.
      sections.unshift({ name, heading: compileBounded(`^(?:${r.heading!})$`), meaning: r.meaning });
    } else {
      patterns.push({ name, where: r.where, re: compileBounded(r.pattern!), match: r.match!, meaning: r.meaning });
    }
  });
  const builtinOnly = sections.length === BUILTIN_SECTIONS.length;
  return {
    trailers,
    sections,
    patterns,
    trailerKeys: keys,
    ...(builtinOnly ? { headingStart: BUILTIN_HEADING_START } : {}),
  };
}
