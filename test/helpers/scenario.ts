/**
 * Builds real upstream/fork git repositories from a declarative scenario, with real git commands in a real
 * work tree: plain commits with file edits and dates, fork-only commits, cherry-picks with every provenance form,
 * adapted ports, bundle commits and reverts. Every test that needs history uses this.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { makeTempDir } from './temp-dir.js';

/** Whole-file contents by path; null deletes the file. */
export type FileEdits = Record<string, string | null>;

export type Provenance =
  | 'x' // (cherry picked from commit <sha>)
  | 'none' // no provenance at all (found only by patch-id, if the patch is unchanged)
  | { key: string; length?: number; corruptAfter?: number };

interface StepBase {
  id: string;
  date?: string;
  message?: string;
  author?: { name: string; email: string };
}
export interface CommitStep extends StepBase {
  on: 'upstream' | 'fork';
  files: FileEdits;
}
export interface PickStep extends StepBase {
  on: 'fork';
  pick: string;
  provenance?: Provenance;
  /** Edits applied on top of the pick (an adapted port), or used to resolve a conflicting pick. */
  adapt?: FileEdits;
}
export interface BundleStep extends StepBase {
  on: 'fork';
  bundle: string[];
  key?: string;
}
export interface RevertStep extends StepBase {
  on: 'upstream' | 'fork';
  revert: string;
}
export type Step = CommitStep | PickStep | BundleStep | RevertStep;

export interface Scenario {
  base?: FileEdits;
  baseDate?: string;
  steps: Step[];
}

export interface BuiltScenario {
  dir: string;
  git: GitRunner;
  /** Branch names: `upstream` and `fork`. */
  upstream: string;
  fork: string;
  baseSha: string;
  sha(id: string): string;
  ids: Map<string, string>;
}

const DEFAULT_BASE_DATE = '2026-01-01T00:00:00Z';

export async function buildScenario(scenario: Scenario, dir?: string): Promise<BuiltScenario> {
  const root = dir ?? (await makeTempDir('ui-scenario-'));
  const git = createGitRunner(root);
  await git.run(['init', '-q', '-b', 'upstream']);
  await git.run(['config', 'user.name', 'Scenario Builder']);
  await git.run(['config', 'user.email', 'builder@example.com']);
  await git.run(['config', 'commit.gpgsign', 'false']);
  const ids = new Map<string, string>();
  let clock = Date.parse(scenario.baseDate ?? DEFAULT_BASE_DATE);
  const nextDate = (explicit?: string): string => {
    if (explicit) {
      clock = Math.max(clock, Date.parse(explicit));
      return explicit;
    }
    clock += 3600_000;
    return new Date(clock).toISOString();
  };
  await applyEdits(root, scenario.base ?? { 'README.md': 'base\n' });
  const baseDate = new Date(clock).toISOString();
  const baseSha = await commit(git, 'Initial import', baseDate);
  await git.run(['branch', 'fork']);
  let current = 'upstream';
  const sha = (id: string): string => {
    const s = ids.get(id);
    if (!s) throw new Error(`scenario: unknown step id '${id}'`);
    return s;
  };
  for (const step of scenario.steps) {
    if (ids.has(step.id)) throw new Error(`scenario: duplicate step id '${step.id}'`);
    if (step.on !== current) {
      await git.run(['checkout', '-q', step.on]);
      current = step.on;
    }
    const date = nextDate(step.date);
    if ('files' in step) {
      await applyEdits(root, step.files);
      ids.set(step.id, await commit(git, step.message ?? `${step.on} change ${step.id}`, date, step.author));
    } else if ('pick' in step) {
      ids.set(step.id, await pick(git, root, step, sha(step.pick), date));
    } else if ('bundle' in step) {
      ids.set(step.id, await bundle(git, root, step, step.bundle.map(sha), date));
    } else {
      await git.run(['revert', '--no-edit', '--no-commit', sha(step.revert)]);
      const { stdout: subject } = await git.run(['show', '-s', '--format=%s', sha(step.revert)]);
      const message = step.message ?? `Revert "${subject.trim()}"\n\nThis reverts commit ${sha(step.revert)}.`;
      ids.set(step.id, await commit(git, message, date, step.author));
    }
  }
  await git.run(['checkout', '-q', 'fork']);
  return { dir: root, git, upstream: 'upstream', fork: 'fork', baseSha, sha, ids };
}

async function applyEdits(root: string, edits: FileEdits): Promise<void> {
  for (const [path, content] of Object.entries(edits)) {
    const full = join(root, path);
    if (content === null) await rm(full, { force: true });
    else {
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, content);
    }
  }
}

async function commit(
  git: GitRunner,
  message: string,
  date: string,
  author?: { name: string; email: string },
  authorDate?: string,
): Promise<string> {
  await git.run(['add', '-A']);
  const env: Record<string, string> = { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: authorDate ?? date };
  if (author) {
    env.GIT_AUTHOR_NAME = author.name;
    env.GIT_AUTHOR_EMAIL = author.email;
  }
  await git.run(['commit', '-q', '--allow-empty', '--no-verify', '-F', '-'], { input: message, env });
  const { stdout } = await git.run(['rev-parse', 'HEAD']);
  return stdout.trim();
}

async function upstreamMeta(git: GitRunner, sha: string) {
  const { stdout } = await git.run(['show', '-s', '--format=%an%x00%ae%x00%aI%x00%B', sha]);
  const [name = '', email = '', authorDate = '', message = ''] = stdout.split('\0');
  return { author: { name, email }, authorDate, message: message.trimEnd() };
}

export function provenanceLine(sha: string, provenance: Provenance = 'x'): string {
  if (provenance === 'none') return '';
  if (provenance === 'x') return `(cherry picked from commit ${sha})`;
  let ref = sha.slice(0, provenance.length ?? sha.length);
  if (provenance.corruptAfter !== undefined) {
    const keep = ref.slice(0, provenance.corruptAfter);
    const rest = ref
      .slice(provenance.corruptAfter)
      .split('')
      .map((c) => ((parseInt(c, 16) + 7) % 16).toString(16))
      .join('');
    ref = keep + rest;
  }
  return `${provenance.key}: ${ref}`;
}

async function cherryPickNoCommit(git: GitRunner, root: string, sha: string, adapt?: FileEdits): Promise<void> {
  const result = await git.run(['cherry-pick', '--no-commit', '--allow-empty', sha], { okExitCodes: [1] });
  if (result.exitCode !== 0 && !adapt) {
    throw new Error(
      `scenario: pick of ${sha} conflicts; give 'adapt' edits to resolve it\n${result.stdout}${result.stderr}`,
    );
  }
  if (adapt) await applyEdits(root, adapt);
  await git.run(['add', '-A']);
  // --no-commit leaves CHERRY_PICK_HEAD after a conflict; the step commits itself.
  await git.run(['cherry-pick', '--quit']).catch(() => undefined);
}

async function pick(git: GitRunner, root: string, step: PickStep, upstreamSha: string, date: string): Promise<string> {
  await cherryPickNoCommit(git, root, upstreamSha, step.adapt);
  const meta = await upstreamMeta(git, upstreamSha);
  const line = provenanceLine(upstreamSha, step.provenance);
  const message = (step.message ?? meta.message) + (line ? `\n\n${line}` : '');
  return commit(git, message, date, step.author ?? meta.author, meta.authorDate);
}

async function bundle(git: GitRunner, root: string, step: BundleStep, shas: string[], date: string): Promise<string> {
  const lines: string[] = [];
  for (const s of shas) {
    await cherryPickNoCommit(git, root, s);
    const meta = await upstreamMeta(git, s);
    lines.push(`- ${meta.message.split('\n')[0]}`, `  ${step.key ?? 'Upstream-Commit'}: ${s}`);
  }
  const message = `${step.message ?? `Ingest bundle of ${shas.length} upstream commits`}\n\nPicked (${shas.length})\n${lines.join('\n')}`;
  return commit(git, message, date, step.author);
}

/** Runs git in a scenario repo and returns trimmed stdout. */
export async function git(built: { git: GitRunner }, ...args: string[]): Promise<string> {
  const { stdout } = await built.git.run(args);
  return stdout.trim();
}
