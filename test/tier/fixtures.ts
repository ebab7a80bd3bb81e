import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import {
  loadTierConfig,
  defaultTierDeps,
  runTier,
  type TierDeps,
  type TierSettings,
} from '../../src/services/tier/index.js';
import type { TierName } from '../../src/schemas/tier-config.js';
import type { TierResult } from '../../src/schemas/tier-result.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Real harnesses for tests: bash scripts in a temp workspace that write real report files and exit as told. */

export interface CaseSpec {
  name: string;
  classname?: string;
  state?: 'passed' | 'failed' | 'error' | 'skipped';
  message?: string;
  details?: string;
  file?: string;
  line?: number;
}

const xmlEscape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A pytest-style JUnit report; `declared` overrides the suite's counters (to make them lie). */
export function junitXml(
  cases: CaseSpec[],
  declared: Partial<Record<'tests' | 'failures' | 'errors' | 'skipped', number>> = {},
): string {
  const count = (s: CaseSpec['state']) => cases.filter((c) => (c.state ?? 'passed') === s).length;
  const attrs = {
    tests: declared.tests ?? cases.length,
    failures: declared.failures ?? count('failed'),
    errors: declared.errors ?? count('error'),
    skipped: declared.skipped ?? count('skipped'),
  };
  const body = cases.map((c) => {
    const head = `<testcase classname="${xmlEscape(c.classname ?? 'tests.test_mod')}" name="${xmlEscape(c.name)}"${c.file ? ` file="${c.file}"` : ''}${c.line ? ` line="${c.line}"` : ''} time="0.01"`;
    const state = c.state ?? 'passed';
    if (state === 'passed') return `    ${head}/>`;
    const tag = state === 'failed' ? 'failure' : state === 'error' ? 'error' : 'skipped';
    return `    ${head}>\n      <${tag} message="${xmlEscape(c.message ?? '')}">${xmlEscape(c.details ?? '')}</${tag}>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<testsuites>',
    `  <testsuite name="pytest" tests="${attrs.tests}" failures="${attrs.failures}" errors="${attrs.errors}" skipped="${attrs.skipped}" time="0.1">`,
    ...body,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function passing(n: number, prefix = 'test_ok'): CaseSpec[] {
  return Array.from({ length: n }, (_, i) => ({ name: `${prefix}_${i}` }));
}

/**
 * A bash script that writes `report` to `path` (unless null), prints `output`, exits with `exit`.
 * The report text goes through a quoted heredoc: written byte for byte.
 */
export function harnessScript(options: {
  path?: string;
  report?: string | null;
  output?: string;
  exit?: number;
}): string {
  const lines = ['#!/usr/bin/env bash', 'set -u'];
  if (options.report !== null && options.report !== undefined && options.path) {
    lines.push(
      `mkdir -p "$(dirname '${options.path}')"`,
      `cat > '${options.path}' <<'REPORT_EOF'`,
      options.report.replace(/\n$/, ''),
      'REPORT_EOF',
    );
  }
  if (options.output) lines.push(`cat <<'OUTPUT_EOF'`, options.output.replace(/\n$/, ''), 'OUTPUT_EOF');
  lines.push(`exit ${options.exit ?? 0}`);
  return `${lines.join('\n')}\n`;
}

/** A temp workspace with these files; `*.sh` files are made executable. */
export async function workspace(files: Record<string, string>): Promise<string> {
  const dir = await makeTempDir('ui-tier-');
  await writeFiles(dir, files);
  return dir;
}

export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, content);
    if (path.endsWith('.sh')) await chmod(full, 0o755);
  }
}

export type HarnessYaml = Record<string, unknown> & { name: string; run: string; results: unknown[] };

/** Writes `tier.yml` for the given tiers into `dir` and returns its path. */
export async function writeConfig(
  dir: string,
  tiers: Partial<Record<TierName, Record<string, unknown>>>,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const path = join(dir, 'tier.yml');
  await writeFile(path, stringify({ tiers, ...extra }));
  return path;
}

export interface RunOptions {
  tier?: TierName;
  runnerLabel?: string | null;
  changedFrom?: string;
  inventoryPath?: string;
  junitOut?: string;
  logDir?: string;
  streamLogs?: boolean;
  history?: TierSettings['history'];
  deps?: Partial<TierDeps>;
}

/** Loads the real config file and runs the tier with the real process/report/git adapters. */
export async function runIn(
  dir: string,
  configPath: string,
  options: RunOptions = {},
): Promise<{ result: TierResult; logger: RecordingLogger }> {
  const logger = new RecordingLogger();
  const settings: TierSettings = {
    configPath,
    config: await loadTierConfig(configPath),
    tier: options.tier ?? 'L1',
    repoDir: dir,
    runnerLabel: options.runnerLabel ?? null,
    ...(options.changedFrom ? { changedFrom: options.changedFrom } : {}),
    ...(options.inventoryPath ? { inventoryPath: options.inventoryPath } : {}),
    ...(options.junitOut ? { junitOut: options.junitOut } : {}),
    ...(options.logDir ? { logDir: options.logDir } : {}),
    ...(options.streamLogs ? { streamLogs: true } : {}),
    ...(options.history ? { history: options.history } : {}),
  };
  const result = await runTier(settings, { ...defaultTierDeps(logger), ...options.deps });
  return { result, logger };
}

/** One harness named `h` running `./h.sh` with one JUnit report at out/h.xml. */
export function oneHarness(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { harnesses: [{ name: 'h', run: './h.sh', results: [{ format: 'junit', path: 'out/h.xml' }], ...extra }] };
}

export function kinds(result: TierResult): string[] {
  return result.anomalies.map((a) => a.kind);
}
