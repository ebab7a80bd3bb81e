import type { Cluster } from '../../schemas/tier-result.js';
import { stripControl } from '../neutralize.js';

/**
 * The optional summariser (a command from the fork's config, often a language model) rewrites the failure clusters
 * into prose. Its output is derived from untrusted logs, so it is capped, stripped of control characters, and every
 * citation in it must name a test or cluster that exists in this run — an invented test ID is removed, not shown.
 * Citations are backticked spans and `a::b`-style tokens. The result is still rendered through neutralizeInline.
 */

export interface SummaryCheck {
  text: string;
  removed: string[];
}

/** The JSON the summariser reads (file named by UPSTREAM_INGEST_CLUSTERS): clusters with their tests. */
export function summarizerInput(tier: string, clusters: readonly Cluster[]): string {
  return JSON.stringify(
    {
      tier,
      clusters: clusters.map((c) => ({
        id: c.id,
        class: c.class,
        count: c.count,
        signature: c.signature,
        tests: c.tests,
        example: c.example,
      })),
    },
    null,
    2,
  );
}

export function sanitizeSummary(raw: string, known: ReadonlySet<string>, maxChars: number): SummaryCheck {
  const removed: string[] = [];
  let text = stripControl(raw).replace(/\r\n?/g, '\n').trim();
  const check = (citation: string): boolean => known.has(citation.trim());
  text = text.replace(/`([^`\n]{1,400})`/g, (whole, inner: string) => {
    if (check(inner)) return whole;
    removed.push(inner);
    return '[unknown test]';
  });
  // Bare test-ID-looking tokens outside backticks (the spans above are already resolved).
  text = text.replace(/(^|[\s(])((?:[\w.\-/[\]]+)::(?:[\w.\-/:[\]]+))/g, (whole, pre: string, token: string) => {
    const trimmed = token.replace(/[.,;:)]+$/, '');
    if (check(trimmed)) return whole;
    removed.push(trimmed);
    return `${pre}[unknown test]${token.slice(trimmed.length)}`;
  });
  text = text.replace(/\n{3,}/g, '\n\n');
  if (text.length > maxChars) {
    const cut = text.lastIndexOf(' ', maxChars - 1);
    text = `${text.slice(0, cut > maxChars / 2 ? cut : maxChars - 1)}…`;
  }
  return { text, removed };
}
