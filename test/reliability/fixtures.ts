/**
 * Shared parts of the reliability suite: remotes that keep a reflog (so a test can prove no ref was ever rewritten),
 * ref snapshots (so a test can prove nothing changed), and a recogniser for workflow commands in a runner log.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { makeTempDir } from '../helpers/temp-dir.js';

export async function gitIn(dir: string, ...args: string[]): Promise<string> {
  return (await createGitRunner(dir).run(args)).stdout.trim();
}

/** A bare clone of `source` (all its branches) that logs every ref update, as a hosting server's audit log would. */
export async function reflogRemote(source: string, name = 'remote.git'): Promise<string> {
  const dir = join(await makeTempDir('ui-remote-'), name);
  await createGitRunner('/').run(['clone', '-q', '--bare', '--no-local', source, dir]);
  await createGitRunner(dir).run(['config', 'core.logAllRefUpdates', 'always']);
  return dir;
}

export interface RefUpdate {
  from: string;
  to: string;
}

/** Every update of `ref` in a reflog remote, oldest first (`from` is 40 zeros for a creation). */
export async function refUpdates(remote: string, ref: string): Promise<RefUpdate[]> {
  const text = await readFile(join(remote, 'logs', ref), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [from = '', to = ''] = line.split(' ');
      return { from, to };
    });
}

const ZERO = '0'.repeat(40);

/** Updates that were not a creation or a fast-forward: what a force-push leaves in the log. */
export async function rewrites(remote: string, ref: string): Promise<RefUpdate[]> {
  const out: RefUpdate[] = [];
  for (const u of await refUpdates(remote, ref)) {
    if (u.from === ZERO || u.to === ZERO) continue;
    const ff = await createGitRunner(remote).run(['merge-base', '--is-ancestor', u.from, u.to], { okExitCodes: [1] });
    if (ff.exitCode !== 0) out.push(u);
  }
  return out;
}

/** Value of `ref` in `dir`, or '' when it does not exist. */
export async function refValue(dir: string, ref: string): Promise<string> {
  const r = await createGitRunner(dir).run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    okExitCodes: [1],
  });
  return r.stdout.trim();
}

/** Every ref with its value, plus HEAD: equal snapshots mean a command changed no ref. */
export async function refSnapshot(dir: string): Promise<string> {
  const refs = await gitIn(dir, 'for-each-ref', '--format=%(refname) %(objectname)');
  const head = await createGitRunner(dir).run(['symbolic-ref', '-q', 'HEAD'], { okExitCodes: [1] });
  return `${refs}\nHEAD ${head.stdout.trim() || (await gitIn(dir, 'rev-parse', 'HEAD'))}`;
}

/** Workflow commands the Actions runner accepts (ActionCommandManager), in both syntaxes. */
const RUNNER_COMMANDS = [
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'notice',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning',
];

export interface WorkflowCommand {
  line: string;
  command: string;
}

/**
 * The lines of a runner log that the runner would execute as workflow commands: `::name …::data` at the start of a
 * line (leading whitespace ignored), or the legacy `##[name …]data` anywhere in a line.
 */
export function workflowCommands(log: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  for (const line of log.split(/\r?\n/)) {
    // The runner trims as .NET does: Unicode spaces, NEL U+0085, the C0 separators — more than trimStart.
    const trimmed = line.replace(/^[\s\u0085\u180e\u200b\ufeff\x00-\x1f]+/, '');
    const v2 = /^::([A-Za-z-]+)[\s:]/.exec(trimmed);
    if (v2 && RUNNER_COMMANDS.includes(v2[1]!.toLowerCase())) {
      out.push({ line, command: v2[1]!.toLowerCase() });
      continue;
    }
    const v1 = /##\[([A-Za-z-]+)[\s\]]/.exec(line);
    if (v1 && RUNNER_COMMANDS.includes(v1[1]!.toLowerCase())) out.push({ line, command: v1[1]!.toLowerCase() });
  }
  return out;
}

/**
 * Workflow commands in `log` that the suite itself did not mean to send: anything but annotations and debug lines
 * (whose data @actions/core escapes) and the masking of `secrets`.
 */
export function foreignCommands(log: string, secrets: readonly string[] = []): WorkflowCommand[] {
  return workflowCommands(log).filter((c) => {
    if (['debug', 'warning', 'error', 'notice', 'group', 'endgroup'].includes(c.command))
      return !c.line.trimStart().startsWith('::');
    if (c.command === 'add-mask') return !secrets.some((s) => c.line.trim() === `::add-mask::${s}`);
    return true;
  });
}
