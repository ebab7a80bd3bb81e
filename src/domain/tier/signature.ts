import type { Cluster, Failure, FailureClass } from '../../schemas/tier-result.js';
import { stripControl } from '../neutralize.js';
import { shortHash } from './test-id.js';

/**
 * Error signatures: the line that says what went wrong, with everything that differs between occurrences of the same
 * problem (addresses, numbers, temp paths, ids) replaced, so that one root cause becomes one cluster.
 */

const MAX_SIGNATURE = 200;
const GENERIC = /^(?:exited with error code \d+|failed|error|failure|test failed|\s*)$/i;
/** `FooError: …`, `error: …`, an assertion: the lines that name what went wrong. */
const STRONG =
  /^(?:[\w.]*(?:Error|Exception|Interrupt)\b:?|(?:fatal )?error:|LLVM ERROR|FAILED\b)|\berror: |Assertion .* failed/;
const ERRORISH =
  /\b(?:errors?|exception|assert\w*|fail(?:ed|ure)?|fatal|abort(?:ed)?|panic|timed? ?out|killed|denied|not found|unable|cannot)\b/i;

/** The most telling line of a failure: its message, unless that is generic; else the first error-like detail line. */
export function errorLine(message: string | undefined, details: string | undefined): string {
  const first = firstLine(message);
  if (first && !GENERIC.test(first)) return first;
  const lines = stripControl(details ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const pytestE = lines.find((l) => /^E\s{2,}\S/.test(l));
  if (pytestE) return pytestE.replace(/^E\s+/, '');
  return (
    lines.find((l) => STRONG.test(l)) ?? lines.find((l) => ERRORISH.test(l)) ?? lines[0] ?? first ?? '(no message)'
  );
}

export function normalizeSignature(line: string): string {
  let s = stripControl(line);
  s = s
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/\b0x[0-9a-fA-F]+\b/g, '0x?')
    .replace(/(?:\/private)?\/(?:tmp|var\/folders|var\/tmp)\/[^\s:'"),\]]*/g, '<tmp>')
    .replace(/pytest-of-[^\s/]+\/pytest-\d+[^\s:'"),\]]*/g, '<tmp>')
    .replace(/\b[0-9a-f]{12,64}\b/gi, '<hex>')
    .replace(/\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, 'N')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > MAX_SIGNATURE ? `${s.slice(0, MAX_SIGNATURE - 1)}…` : s;
}

export function signatureOf(
  message: string | undefined,
  details: string | undefined,
): { signature: string; cluster: string } {
  const signature = normalizeSignature(errorLine(message, details));
  return { signature, cluster: shortHash(signature, 10) };
}

const MAX_CLUSTER_TESTS = 50;

/** Groups failures by cluster id; biggest cluster first. */
export function clusterFailures(failures: readonly (Failure & { signature: string; example: string })[]): Cluster[] {
  const byId = new Map<string, Cluster & { classes: Set<FailureClass> }>();
  for (const f of failures) {
    let c = byId.get(f.cluster);
    if (!c) {
      c = {
        id: f.cluster,
        signature: f.signature,
        class: f.class,
        classReason: f.classReason,
        count: 0,
        harnesses: [],
        tests: [],
        example: f.example,
        classes: new Set(),
      };
      byId.set(f.cluster, c);
    }
    c.count++;
    c.classes.add(f.class);
    if (!c.harnesses.includes(f.harness)) c.harnesses.push(f.harness);
    if (c.tests.length < MAX_CLUSTER_TESTS) c.tests.push(f.id);
    // A cluster is infra only when every member is: one real bug among them makes it a code cluster.
    if (f.class === 'code' && c.class === 'infra') {
      c.class = 'code';
      c.classReason = f.classReason;
    }
  }
  return [...byId.values()]
    .map(({ classes: _classes, ...c }) => c)
    .sort((a, b) => b.count - a.count || a.signature.localeCompare(b.signature));
}

function firstLine(text: string | undefined): string | undefined {
  return stripControl(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
}
