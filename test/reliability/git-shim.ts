/**
 * A `git` earlier on PATH than the real one, for tests that must see or stop the git processes a real run starts:
 * it records each call's argument vector as the kernel has it (/proc/<pid>/cmdline: what `ps` and every other user
 * on the machine can read), and can hold a chosen call — before or after running it — until the test releases it
 * or kills the whole process group at that point (a runner dying there).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../helpers/temp-dir.js';

export interface StopAt {
  /** Extended regular expression matched against ` <args joined by spaces> `, e.g. ` push --porcelain `. */
  pattern: string;
  /** Hold the call before git runs, or after it finished (its effect is done, its caller has not seen it). */
  when: 'before' | 'after';
}

export interface GitShim {
  /** PATH with the shim first, and the stop point (if any): give it to the process under test. */
  env(stop?: StopAt): Record<string, string>;
  /** Argument vectors of every git call so far, in order (without the interpreter and the shim's path). */
  calls(): Promise<string[][]>;
  /** Waits until `count` calls are held at the stop point. */
  waitStopped(count?: number, timeoutMs?: number): Promise<void>;
  /** Lets held calls (and every later match) continue. */
  release(): Promise<void>;
}

const SCRIPT = (state: string, real: string) => `#!/usr/bin/env bash
# Test shim (test/reliability/git-shim.ts): records this call, may hold it, then runs the real git.
state='${state}'
real='${real}'
record=$(base64 -w0 < /proc/$$/cmdline)
printf '%s\\n' "$record" >> "$state/calls"
hold() {
  : > "$state/stopped.$$"
  while [ ! -e "$state/release" ]; do sleep 0.05; done
}
args=" $* "
if [ -n "\${UI_SHIM_STOP:-}" ] && [ ! -e "$state/release" ] && [[ $args =~ $UI_SHIM_STOP ]]; then
  if [ "\${UI_SHIM_WHEN:-before}" = after ]; then
    "$real" "$@"
    code=$?
    hold
    exit "$code"
  fi
  hold
fi
exec "$real" "$@"
`;

export async function createGitShim(): Promise<GitShim> {
  const dir = await makeTempDir('ui-git-shim-');
  const bin = join(dir, 'bin');
  const state = join(dir, 'state');
  await mkdir(bin, { recursive: true });
  await mkdir(state, { recursive: true });
  const real = join(execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim(), 'git');
  if (!existsSync(real)) throw new Error(`git shim: no git binary at ${real}`);
  await writeFile(join(bin, 'git'), SCRIPT(state, real));
  await chmod(join(bin, 'git'), 0o755);
  await writeFile(join(state, 'calls'), '');
  return {
    env(stop) {
      return {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        ...(stop ? { UI_SHIM_STOP: stop.pattern, UI_SHIM_WHEN: stop.when } : {}),
      };
    },
    async calls() {
      const text = await readFile(join(state, 'calls'), 'utf8');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => Buffer.from(line, 'base64').toString('utf8').split('\0').filter(Boolean).slice(2));
    },
    async waitStopped(count = 1, timeoutMs = 60_000) {
      for (const end = Date.now() + timeoutMs; Date.now() < end;) {
        const held = (await readdir(state)).filter((f) => f.startsWith('stopped.')).length;
        if (held >= count) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`git shim: fewer than ${count} call(s) reached the stop point within ${timeoutMs} ms`);
    },
    async release() {
      await writeFile(join(state, 'release'), '');
    },
  };
}
