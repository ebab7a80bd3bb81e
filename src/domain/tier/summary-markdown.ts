import type { TierResult } from '../../schemas/tier-result.js';
import { neutralizeBlock, neutralizeInline, safeLink, tableCell } from '../neutralize.js';
import { describeGpus } from './hardware.js';

/**
 * The job summary: verdict, anomalies first (they decide whether the rest can be believed), the per-harness table,
 * failure clusters, flaky tests, then what was selected and why. Test names, messages and logs are untrusted text
 * and go through neutralize*; harness names and paths come from the fork's config and only need table escaping.
 */

export interface TierMarkdownOptions {
  maxClusters?: number;
  maxTestsPerCluster?: number;
  maxFlaky?: number;
  /** Characters of each troubled harness's output shown (its tail). */
  maxOutputChars?: number;
  /** GITHUB_SERVER_URL: only https links on this server stay links in text from the results (safeLink). */
  serverUrl?: string;
}

const ICON: Record<TierResult['verdict'], string> = { pass: '✅', fail: '❌', 'infra-fail': '⚠️' };

export function renderTierMarkdown(result: TierResult, options: TierMarkdownOptions = {}): string {
  const maxClusters = options.maxClusters ?? 20;
  const maxTests = options.maxTestsPerCluster ?? 10;
  const maxFlaky = options.maxFlaky ?? 30;
  const maxOutput = options.maxOutputChars ?? 3000;
  const out: string[] = [];
  const label = result.runnerLabel ? ` on ${code(result.runnerLabel)}` : '';
  out.push(
    `## ${ICON[result.verdict]} Tier ${result.tier}${label}: ${result.verdict}`,
    '',
    neutralizeInline(result.verdictReason),
    '',
  );

  if (result.anomalies.length) {
    out.push('### Anomalies', '', '| severity | harness | kind | detail |', '|---|---|---|---|');
    for (const a of result.anomalies) {
      out.push(
        `| ${a.severity} | ${tableCell(a.harness ?? '(tier)')} | ${a.kind} | ${neutralizeInline(a.detail, { maxLength: 500 })} |`,
      );
    }
    out.push('');
  }

  if (result.harnesses.length) {
    out.push(
      '### Harnesses',
      '',
      '| harness | exit | tests | passed | failed | errors | skipped | flaky | anomalies |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const h of result.harnesses) {
      const exit = h.timedOut ? 'timeout' : h.signal ? h.signal : String(h.exitCode ?? '—');
      const kinds = [...new Set(h.anomalies.map((a) => a.kind))].join(', ') || '—';
      const t = h.tests;
      out.push(
        `| ${tableCell(h.name)} | ${exit} | ${t.total} | ${t.passed} | ${t.failed} | ${t.errors} | ${t.skipped} | ${t.flaky} | ${kinds} |`,
      );
    }
    out.push('');
    // Logs are whole in files (upload the log folder as an artifact); notes explain producer-specific counts.
    for (const h of result.harnesses) {
      if (h.logFile) out.push(`- ${tableCell(h.name)}: full log ${code(h.logFile)}`);
      for (const n of h.notes ?? [])
        out.push(`- ${tableCell(h.name)}: note: ${neutralizeInline(n, { maxLength: 300 })}`);
    }
    if (result.harnesses.some((h) => h.logFile || h.notes?.length)) out.push('');
  }

  const gpus = describeGpus(result.hardware?.identity);
  if (gpus) out.push(`GPUs: ${neutralizeInline(gpus, { maxLength: 300 })}`, '');

  if (result.summary)
    out.push(
      ...(result.summaryBy
        ? [`### Summary (machine-written: ${machineWriter(result.summaryBy)})`, '', `_${MACHINE_NOTE}_`]
        : ['### Summary']),
      '',
      ...result.summary.split(/\n{2,}/).map((p) => `${unlinkForeign(neutralizeInline(p), options.serverUrl)}\n`),
    );

  if (result.clusters.length) {
    out.push(`### Failure clusters (${result.failures.length + result.failuresOmitted} failures)`, '');
    for (const c of result.clusters.slice(0, maxClusters)) {
      const tests = c.tests.slice(0, maxTests).map((t) => neutralizeInline(t, { maxLength: 200 }));
      const more = c.count > tests.length ? `, … ${c.count - tests.length} more` : '';
      out.push(
        `#### ${c.count} × ${neutralizeInline(c.signature, { maxLength: 200 })}`,
        '',
        `${c.class} (${c.classReason}) · ${c.harnesses.map(tableCell).join(', ')} · cluster \`${c.id}\``,
        '',
        `Tests: ${tests.join(', ')}${more}`,
        '',
      );
      if (c.example)
        out.push('<details><summary>example</summary>', '', neutralizeBlock(c.example, 1500), '', '</details>', '');
    }
    if (result.clusters.length > maxClusters)
      out.push(`… ${result.clusters.length - maxClusters} more clusters in the JSON output.`, '');
  }

  if (result.flakyAcrossRuns?.length) {
    out.push(
      `### Flaky across runs (${result.flakyAcrossRuns.length}): flipped between pass and fail in the history`,
      '',
    );
    for (const f of result.flakyAcrossRuns.slice(0, maxFlaky))
      out.push(`- ${tableCell(f.harness)}: ${neutralizeInline(f.id, { maxLength: 200 })}`);
    out.push('');
  }

  const q = result.autoQuarantine;
  if (q && (q.active.length || q.released.length)) {
    out.push(
      `### Quarantined (${q.active.length}): flaky across runs; failures listed, not gating; released after ${q.releaseAfter} passing runs`,
      '',
    );
    for (const t of q.active.slice(0, maxFlaky))
      out.push(
        `- ${tableCell(t.harness)}: ${neutralizeInline(t.id, { maxLength: 200 })} — since ${t.since.slice(0, 10)}, ` +
          `passed ${t.passedSince} of ${q.releaseAfter}${t.failedNow ? ', **failed in this run**' : ''}`,
      );
    for (const t of q.released.slice(0, maxFlaky))
      out.push(`- released: ${tableCell(t.harness)}: ${neutralizeInline(t.id, { maxLength: 200 })}`);
    out.push('');
  }

  if (result.flaky.length) {
    out.push(`### Flaky (${result.flaky.length}): failed, then passed on retry`, '');
    for (const f of result.flaky.slice(0, maxFlaky)) {
      out.push(`- ${tableCell(f.harness)}: ${neutralizeInline(f.id, { maxLength: 200 })}`);
    }
    if (result.flaky.length > maxFlaky) out.push(`- … ${result.flaky.length - maxFlaky} more`);
    out.push('');
  }

  // The output of harnesses that went wrong: often the only place a crash or a collection error shows.
  const troubled = result.harnesses.filter(
    (h) => h.outputTail.trim() && (h.exitCode !== 0 || h.anomalies.some((a) => a.severity === 'error')),
  );
  if (troubled.length) {
    out.push('### Harness output', '');
    for (const h of troubled) {
      const bytes = h.outputBytes > h.outputTail.length ? ` (last ${maxOutput} of ${h.outputBytes} bytes)` : '';
      out.push(
        `<details><summary>${tableCell(h.name)}${bytes}</summary>`,
        '',
        neutralizeBlock(h.outputTail.slice(-maxOutput), maxOutput),
        '',
        '</details>',
        '',
      );
    }
  }

  out.push('### Selection', '', neutralizeInline(result.selection.reason), '');
  for (const s of result.selected) {
    const paths = s.matchedPaths.length ? ` (${s.matchedPaths.slice(0, 3).map(code).join(', ')})` : '';
    out.push(`- ✔ ${tableCell(s.name)}: ${neutralizeInline(s.reason)}${paths}`);
  }
  for (const s of result.notSelected) out.push(`- ✖ ${tableCell(s.name)}: ${neutralizeInline(s.reason)}`);
  out.push('');
  if (result.issues?.length) {
    out.push('### Issues', '');
    for (const i of result.issues) {
      const number = i.issueNumber ? ` #${i.issueNumber}` : '';
      out.push(
        `- ${i.action}${number}: ${neutralizeInline(i.id, { maxLength: 200 })}${i.detail ? ` (${neutralizeInline(i.detail)})` : ''}`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

/** A short inline code span for trusted-but-arbitrary text (labels, paths). */
/**
 * GitHub autolinks bare `https://…` and `www.…` even in escaped text: the summariser's prose (steered by upstream
 * text) must not link anywhere but the server, so any other URL goes into a code span, shown but not clickable.
 */
export function unlinkForeign(text: string, serverUrl = 'https://github.com'): string {
  return text.replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>`]+/gi, (url) => {
    const bare = url.replace(/[.,;:!?)\]]+$/, '');
    if (safeLink(bare, serverUrl) === bare) return url;
    return `\`${bare}\`${url.slice(bare.length)}`;
  });
}

function code(text: string): string {
  return `\`${tableCell(text).replace(/`/g, "'")}\``;
}

/** Said under every machine-written summary: it advises, the deterministic evaluation decides. */
export const MACHINE_NOTE =
  'Written by a model from the logs; advice only. The verdict, the counts and the error signatures are the deterministic evaluation’s.';

/** `preset:openai, model gpt-x`: only our own words and a neutralised model name. */
export function machineWriter(by: { agent: string; model: string | null }): string {
  const model = by.model ? `, model ${neutralizeInline(by.model, { maxLength: 80 }).replace(/`/g, "'")}` : '';
  return `${neutralizeInline(by.agent, { maxLength: 40 })}${model}`;
}
