import type { CountLine } from '../../schemas/tier-result.js';
import { stripControl } from '../neutralize.js';

/**
 * The test runner's own count line, read from the harness output, is an independent witness of what ran: a report
 * written by a different invocation, or a runner that collected nothing, shows up as a disagreement.
 */

export type CountTool = CountLine['tool'];

export interface ReportCounts {
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
}

const PYTEST_WORDS =
  'passed|failed|skipped|deselected|xfailed|xpassed|warnings?|errors?|rerun|subtests? (?:passed|failed|skipped|xfailed|xpassed)';
const PYTEST_LINE = new RegExp(
  `^=*\\s*((?:\\d+ (?:${PYTEST_WORDS})(?:, )?)+)(?: in [\\d.]+s\\b.*?)?\\s*=*\\s*$|^=*\\s*(no tests ran)(?: in [\\d.]+s\\b.*?)?\\s*=*\\s*$`,
);

export function findCountLine(tool: CountTool, output: string): CountLine | undefined {
  const lines = stripControl(output).split(/\r?\n/);
  switch (tool) {
    case 'pytest':
      return pytestLine(lines);
    case 'lit':
      return litBlock(lines);
    case 'gtest':
      return gtestLines(lines);
  }
}

function pytestLine(lines: string[]): CountLine | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const text = lines[i]!.trim();
    const m = PYTEST_LINE.exec(text);
    if (!m) continue;
    const n: Record<string, number> = {};
    // Subtest counts (pytest ≥ 9, pytest-subtests) are not tests: a test and its subtests are one report case.
    for (const part of (m[1] ?? '').replace(/\d+ subtests? [a-z]+/g, '').matchAll(/(\d+) ([a-z]+)/g)) {
      const word = part[2] === 'errors' ? 'error' : part[2] === 'warnings' ? 'warning' : part[2]!;
      n[word] = (n[word] ?? 0) + Number(part[1]);
    }
    const passed = (n.passed ?? 0) + (n.xpassed ?? 0);
    const failed = n.failed ?? 0;
    const skipped = (n.skipped ?? 0) + (n.xfailed ?? 0);
    const errors = n.error ?? 0;
    return { tool: 'pytest', line: text, passed, failed, skipped, errors, total: passed + failed + skipped + errors };
  }
  return undefined;
}

const LIT_PASSED = /^(passed|expected passes|passed with retry|expectedly failed|expected failures)$/i;
const LIT_FAILED =
  /^(failed|unexpected failures|unexpectedly passed|unexpected passes|unresolved|unresolved tests|timed out|individual timeouts)$/i;
const LIT_SKIPPED = /^(unsupported|unsupported tests|skipped|excluded)$/i;

function litBlock(lines: string[]): CountLine | undefined {
  // The summary block starts at `Total Discovered Tests: N` (lit ≥ 15) or `Testing Time: …` (older lit).
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/^\s*(Total Discovered Tests:|Testing Time:)/.test(lines[i]!)) {
      start = i;
      break;
    }
  }
  if (start === -1) return undefined;
  const head = lines[start]!.trim();
  const discovered = /^Total Discovered Tests:\s*(\d+)/.exec(head);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const shown: string[] = [head];
  for (const line of lines.slice(start + 1)) {
    const m = /^\s+([A-Za-z][A-Za-z ]*?)\s*:\s*(\d+)(?:\s*\([\d.]+%\))?\s*$/.exec(line);
    if (!m) {
      if (line.trim() === '') continue;
      break;
    }
    const [label, value] = [m[1]!, Number(m[2])];
    if (LIT_PASSED.test(label)) counts.passed += value;
    else if (LIT_FAILED.test(label)) counts.failed += value;
    else if (LIT_SKIPPED.test(label)) counts.skipped += value;
    else continue;
    shown.push(`${label}: ${value}`);
  }
  const total = discovered ? Number(discovered[1]) : counts.passed + counts.failed + counts.skipped;
  return { tool: 'lit', line: shown.join('; '), ...counts, errors: 0, total };
}

function gtestLines(lines: string[]): CountLine | undefined {
  let ranAt = -1;
  let total = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^\[=+\]\s+(\d+) tests? from \d+ test (?:suites?|cases?) ran\./.exec(lines[i]!.trim());
    if (m) {
      ranAt = i;
      total = Number(m[1]);
      break;
    }
  }
  if (ranAt === -1) return undefined;
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const shown = [lines[ranAt]!.trim()];
  for (const raw of lines.slice(ranAt + 1)) {
    const line = raw.trim();
    const m = /^\[\s*(PASSED|FAILED|SKIPPED)\s*\]\s+(\d+) tests?[,.]/.exec(line);
    if (!m) continue;
    counts[m[1]!.toLowerCase() as 'passed' | 'failed' | 'skipped'] = Number(m[2]);
    shown.push(line);
  }
  return { tool: 'gtest', line: shown.join(' '), ...counts, errors: 0, total };
}

/** Disagreements between the count line and the report (flaky tests count as passed here). */
export function compareCountLine(line: CountLine, report: ReportCounts): string[] {
  const out: string[] = [];
  const say = (what: string, logValue: string, reportValue: number): void => {
    out.push(
      `${line.tool} reported ${logValue} ${what} but the report has ${reportValue} ('${line.line.slice(0, 200)}')`,
    );
  };
  if (line.tool === 'pytest') {
    // pytest counts a teardown error of a test separately ("1 failed, 1 error"), JUnit keeps one case with both;
    // so errors may be folded into the test they belong to.
    const logFailing = line.failed + line.errors;
    const reportFailing = report.failed + report.errors;
    // With subtests, "failed" also counts each failing subtest (SUBFAILED), which lives inside its test's case.
    const subtests = /\bsubtests? (?:passed|failed)\b/.test(line.line);
    const fewest = subtests ? Math.min(1, line.failed) : line.failed;
    if (reportFailing > logFailing || reportFailing < fewest) say('failing', String(logFailing), reportFailing);
    if (report.skipped !== line.skipped) say('skipped', String(line.skipped), report.skipped);
    if (report.passed > line.passed || report.passed < line.passed - line.errors)
      say('passed', String(line.passed), report.passed);
    return out;
  }
  if (report.failed + report.errors !== line.failed) say('failing', String(line.failed), report.failed + report.errors);
  if (report.passed !== line.passed) say('passed', String(line.passed), report.passed);
  // Google Test leaves disabled tests out of its log counts but lists them (as not run) in its reports.
  if (line.tool === 'lit' ? report.skipped !== line.skipped : report.skipped < line.skipped) {
    say('skipped', String(line.skipped), report.skipped);
  }
  return out;
}
