import type { Anomaly, HarnessResult } from '../../schemas/tier-result.js';
import type { ParsedCase } from './model.js';

/**
 * `--junit-out`: one JUnit file for the whole tier, for any downstream reporter: a suite per harness with every test
 * (flaky tests as passes carrying a `flakyFailure`), and a suite of the anomalies as error cases, so that a reporter
 * that knows nothing of anomalies still shows red when a harness ran nothing.
 */

export interface JUnitHarness {
  result: HarnessResult;
  cases: readonly ParsedCase[];
}

export function renderJUnitXml(
  tier: string,
  harnesses: readonly JUnitHarness[],
  tierAnomalies: readonly Anomaly[],
): string {
  const parts: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  for (const { result, cases } of harnesses) {
    const counts = { failures: 0, errors: 0, skipped: 0 };
    const body: string[] = [];
    for (const c of cases) {
      const [cls, name] = splitId(c.id);
      const attrs = `classname="${esc(`${result.name}.${cls}`)}" name="${esc(name)}"${c.file ? ` file="${esc(c.file)}"` : ''}${c.line ? ` line="${c.line}"` : ''}`;
      const inner = caseBody(c);
      if (c.state === 'failed' && !c.flaky) counts.failures++;
      if (c.state === 'error' && !c.flaky) counts.errors++;
      if (c.state === 'skipped') counts.skipped++;
      body.push(inner ? `    <testcase ${attrs}>\n${inner}\n    </testcase>` : `    <testcase ${attrs}/>`);
    }
    tests += cases.length;
    failures += counts.failures;
    errors += counts.errors;
    skipped += counts.skipped;
    parts.push(
      `  <testsuite name="${esc(`${tier}.${result.name}`)}" tests="${cases.length}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${(result.durationMs / 1000).toFixed(3)}">`,
      ...body,
      '  </testsuite>',
    );
  }
  const anomalies = [...tierAnomalies, ...harnesses.flatMap((h) => h.result.anomalies)].filter(
    (a) => a.severity === 'error',
  );
  if (anomalies.length) {
    parts.push(
      `  <testsuite name="${esc(`${tier}.anomalies`)}" tests="${anomalies.length}" failures="0" errors="${anomalies.length}" skipped="0">`,
    );
    anomalies.forEach((a, i) => {
      parts.push(
        `    <testcase classname="upstream-ingest.anomalies" name="${esc(`${a.harness ?? 'tier'}: ${a.kind} #${i + 1}`)}">`,
        `      <error message="${esc(a.detail)}" type="${a.kind}"/>`,
        '    </testcase>',
      );
    });
    parts.push('  </testsuite>');
    tests += anomalies.length;
    errors += anomalies.length;
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${esc(`upstream-ingest tier ${tier}`)}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}">`,
    ...parts,
    '</testsuites>',
    '',
  ].join('\n');
}

function caseBody(c: ParsedCase): string {
  const message = esc(c.message ?? '');
  const details = c.details ? esc(c.details) : '';
  if (c.flaky && c.state === 'passed') return `      <flakyFailure message="${message}">${details}</flakyFailure>`;
  if (c.state === 'failed') return `      <failure message="${message}">${details}</failure>`;
  if (c.state === 'error') return `      <error message="${message}">${details}</error>`;
  if (c.state === 'skipped') return `      <skipped message="${message}"/>`;
  return '';
}

function splitId(id: string): [string, string] {
  const at = id.indexOf('::');
  return at === -1 ? ['', id] : [id.slice(0, at), id.slice(at + 2)];
}

/** Escapes for attribute and text content, dropping characters XML 1.0 cannot carry. */
export function esc(text: string): string {
  return text

    .replace(
      /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\n/g, '&#10;');
}
