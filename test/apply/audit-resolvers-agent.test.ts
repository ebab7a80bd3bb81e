/**
 * `audit-resolvers` with the agent rung: a generated fork (real git repositories) whose past conflicting picks carry
 * known resolutions, and an agent that answers some picks with what the fork's engineer committed and others with the
 * conflict left in. The agent runs through apply's own code in a throwaway work tree per pick: preset:openai against
 * a local chat-completions server on 127.0.0.1, and a `--agent CMD` executable. Asserted: exact and wrong-but-caught
 * counts, calls and tokens, the work trees gone afterwards, and a re-run on the same state file that calls nothing.
 */
import { existsSync } from 'node:fs';
import { chmod, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { generateAuditFork, type GeneratedAuditFork, type ResolutionKind } from '../../bench/audit-fork.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { AuditResolversReportSchema, type AuditResolversReport } from '../../src/schemas/audit-resolvers.js';
import { entryArgs, startNode } from '../helpers/action-runner.js';
import { runCli, type CliRun } from '../helpers/cli.js';
import { chatCompletion, ModelServer, type RecordedRequest } from '../helpers/model-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

const KEY = 'sk-audit-secret-key-0123456789';

const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((d) => join(d, name))
    .find((f) => existsSync(f));

// Eight conflicting picks: the agent answers the four `adjacent` ones right and leaves the conflict in the others.
const KIND: Record<number, ResolutionKind> = {
  1: 'adjacent',
  3: 'adjacent',
  5: 'adjacent',
  7: 'adjacent',
  2: 'adjacent-novel',
  6: 'adjacent-novel',
  9: 'merged',
  11: 'merged',
};

let dir: string;
/** Beside the repository (so that no work tree sees them) and removed with it: the agent scripts and their files. */
let aside: string;
let fork: GeneratedAuditFork;
let bin: string;
/** Per upstream commit: each conflicted path's committed text (right picks) or null (leave the conflict). */
let answers: Record<string, Record<string, string> | null>;
let server: ModelServer;
const savedEnv = { ...process.env };

beforeAll(async () => {
  dir = await makeTempDir('ui-audit-agent-');
  aside = await makeTempDir('ui-audit-agent-aside-');
  const git = createGitRunner(dir);
  fork = await generateAuditFork(git, dir, { picks: 14, files: 12, maxLines: 200, kindOf: (p) => KIND[p] });
  answers = {};
  for (const p of fork.picks.filter((x) => x.kind)) {
    if (p.kind !== 'adjacent') {
      answers[p.upstream] = null;
      continue;
    }
    const paths = (await git.run(['diff', '--name-only', `${p.fork}^`, p.fork])).stdout.split('\n').filter(Boolean);
    const files: Record<string, string> = {};
    for (const path of paths) files[path] = (await git.run(['show', `${p.fork}:${path}`])).stdout;
    answers[p.upstream] = files;
  }
  await writeFile(join(aside, `answers-${process.pid}.json`), JSON.stringify(answers));
  // The built-in replay only (no wiggle, no patch), and what the agent command needs.
  bin = await makeTempDir('ui-audit-agent-bin-');
  for (const tool of ['git', 'bash', 'node']) await symlink(onPath(tool)!, join(bin, tool));
});
beforeEach(async () => {
  server = await ModelServer.start();
  process.env.OPENAI_API_KEY = KEY;
  delete process.env.GITHUB_TOKEN;
  delete process.env.GH_TOKEN;
});
afterEach(async () => {
  await server.close();
  process.env = { ...savedEnv };
});
afterAll(removeTempDirs);

/** The model's answer: the committed files for a right pick, the file with its markers for the others. */
function answer(req: RecordedRequest) {
  const prompt = (req.body as { messages: { content: string }[] }).messages[1]!.content;
  const sha = Object.keys(answers).find((s) => prompt.includes(s));
  const right = sha ? answers[sha] : null;
  const quoted = [...prompt.matchAll(/## (\S+) \(with markers\)\n(`{3,})\n([\s\S]*?)\n\2/g)].map((m) => ({
    path: m[1]!,
    content: `${m[3]}\n`,
  }));
  const files = quoted.map((q) => ({ path: q.path, content: right?.[q.path] ?? q.content }));
  return chatCompletion(JSON.stringify({ reason: right ? 'kept both edits' : 'left it', files, hunks: [] }), {
    usage: { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100 },
  });
}

async function audit(...args: string[]): Promise<CliRun & { report: AuditResolversReport }> {
  process.env.PATH = bin;
  process.env.UPSTREAM_INGEST_PROGRESS_INTERVAL_MS = '0';
  const run = await runCli(
    [
      'audit-resolvers',
      '--repo',
      dir,
      '--upstream',
      'upstream',
      '--fork',
      'fork',
      '--trailer',
      'Reactor Cherry-pick Revision',
      '--json',
      ...args,
    ],
    { cwd: dir },
  );
  process.env.PATH = savedEnv.PATH;
  expect(run.stderr).not.toContain(KEY);
  expect(run.stdout).not.toContain(KEY);
  expect(run.code).toBe(0);
  return { ...run, report: AuditResolversReportSchema.parse(JSON.parse(run.stdout)) };
}

/** The tests' git configuration (test/setup), for a child process. */
function gitTestEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_NOSYSTEM', 'TMPDIR'])
    if (process.env[key] !== undefined) env[key] = process.env[key]!;
  return env;
}

const rung = (r: AuditResolversReport, name: string) => r.rungs.find((x) => x.rung === name)!;

async function worktrees(): Promise<string[]> {
  return readdir(join(dir, '.git', 'worktrees')).catch(() => []);
}

describe('audit-resolvers --agent preset:openai', () => {
  it('counts the agent per rung: exact where it answered right, wrong and caught where the guards rejected it', async () => {
    server.enqueue(...Array.from({ length: 40 }, () => answer));
    const openai = ['--agent', 'preset:openai', '--agent-endpoint', server.openAiBase, '--agent-model', 'coder'];
    const { report, stderr } = await audit(...openai, '--state', 'agent-a.jsonl', '--out', 'agent.md');
    expect(report.conflictingPicks).toBe(8);
    expect(report.rungs.map((r) => r.rung)).toEqual(['rerere', 'fork-decision', 'replay', 'agent']);
    // Right: accepted on the first attempt (one call each). Wrong: markers left, rejected twice (two calls each).
    expect(rung(report, 'agent')).toMatchObject({
      proposals: 8,
      accepted: 4,
      exact: 4,
      wrongAccepted: 0,
      wrongCaught: 4,
      usage: { attempts: 12, calls: 12, inputTokens: 12_000, outputTokens: 1200, models: ['served-model'] },
    });
    expect(server.requests).toHaveLength(12);
    // The request is apply's prompt; where the replay proposed (and could only propose), its proposal is in it.
    const prompts = server.requests.map((r) => (r.body as { messages: { content: string }[] }).messages[1]!.content);
    expect(prompts.filter((p) => p.includes('# Proposals of the deterministic resolvers')).length).toBeGreaterThan(0);
    expect(prompts.filter((p) => p.includes('# Earlier attempts')).length).toBe(4);
    expect(stderr).toMatch(/: agent exact \(guards: accept\), 1 call\(s\)/);
    expect(await readFile(join(dir, 'agent.md'), 'utf8')).toMatch(
      /agent: 12 attempt\(s\), 12 call\(s\), 12000 input \+ 1200 output tokens \(served-model\)/,
    );
    // The work trees are gone, from disk and from git's list.
    expect(await worktrees()).toEqual([]);

    // A re-run on the same state calls the model no more and ends with the same counts.
    const again = await audit(...openai, '--state', 'agent-a.jsonl');
    expect(server.requests).toHaveLength(12);
    expect(again.stderr).toMatch(/14 already replayed/);
    expect(again.report).toEqual(report);
  });

  it('--agent-max-calls stops calling; picks the budget cut are judged again by the next run', async () => {
    server.enqueue(...Array.from({ length: 40 }, () => answer));
    const openai = ['--agent', 'preset:openai', '--agent-endpoint', server.openAiBase, '--agent-model', 'coder'];
    const cut = await audit(...openai, '--state', 'agent-b.jsonl', '--agent-max-calls', '3', '--jobs', '1');
    expect(server.requests).toHaveLength(3);
    expect(rung(cut.report, 'agent').usage?.calls).toBe(3);
    const rest = await audit(...openai, '--state', 'agent-b.jsonl');
    expect(rest.report.rungs.find((r) => r.rung === 'agent')).toMatchObject({ exact: 4, wrongCaught: 4 });
    // Only the picks the budget cut were run again: the newest pick's two calls are not made twice, the cut one's
    // first call is (12 calls in one uninterrupted run, 13 here).
    expect(server.requests).toHaveLength(13);
    expect(await worktrees()).toEqual([]);
  });
});

describe('audit-resolvers --agent CMD', () => {
  it('runs the command in a work tree per pick, with the task file; a re-run runs it no more', async () => {
    const script = join(aside, `agent-${process.pid}.mjs`);
    const log = join(aside, `agent-${process.pid}.log`);
    await writeFile(
      script,
      [
        "import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';",
        "import { join } from 'node:path';",
        "const task = JSON.parse(readFileSync(process.argv[2], 'utf8'));",
        `const answers = JSON.parse(readFileSync(${JSON.stringify(join(aside, `answers-${process.pid}.json`))}, 'utf8'));`,
        `appendFileSync(${JSON.stringify(log)}, task.upstream.sha + ' ' + (process.env.GITHUB_TOKEN ?? '-') + '\\n');`,
        'const right = answers[task.upstream.sha];',
        'for (const p of task.conflictedPaths) if (right?.[p] !== undefined) writeFileSync(join(task.repo, p), right[p]);',
        "writeFileSync(task.reasonFile, right ? 'kept both edits' : 'left it');",
      ].join('\n'),
    );
    await chmod(script, 0o755);
    const { report } = await audit(
      '--agent',
      `node ${script}`,
      '--resolvers',
      'replay,agent',
      '--agent-attempts',
      '1',
      '--state',
      'agent-c.jsonl',
    );
    expect(rung(report, 'agent')).toMatchObject({
      proposals: 8,
      accepted: 4,
      exact: 4,
      wrongCaught: 4,
      usage: { attempts: 8, calls: 8, inputTokens: null, costUsd: null },
    });
    const runs = (await readFile(log, 'utf8')).trim().split('\n');
    expect(runs).toHaveLength(8);
    // The agent's environment holds no GitHub token (the test process set none; apply's scrubbing stands anyway).
    expect(runs.every((l) => l.endsWith(' -'))).toBe(true);
    expect(await worktrees()).toEqual([]);
    await audit(
      '--agent',
      `node ${script}`,
      '--resolvers',
      'replay,agent',
      '--agent-attempts',
      '1',
      '--state',
      'agent-c.jsonl',
    );
    expect((await readFile(log, 'utf8')).trim().split('\n')).toHaveLength(8);
  });

  it('Ctrl-C (SIGINT) while the agent runs: the work tree goes, and git lists none after the next start', async () => {
    const seen = join(aside, `agent-int-${process.pid}.json`);
    const script = join(aside, `agent-int-${process.pid}.mjs`);
    await writeFile(
      script,
      [
        "import { readFileSync, writeFileSync } from 'node:fs';",
        "const task = JSON.parse(readFileSync(process.argv[2], 'utf8'));",
        `writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ repo: task.repo, pid: process.pid }));`,
        'setTimeout(() => {}, 20_000);',
      ].join('\n'),
    );
    const started = startNode(
      [
        ...entryArgs('cli', true),
        'audit-resolvers',
        '--repo',
        dir,
        '--upstream',
        'upstream',
        '--fork',
        'fork',
        '--trailer',
        'Reactor Cherry-pick Revision',
        '--resolvers',
        'agent',
        '--agent',
        `node ${script}`,
        '--state',
        'agent-int.jsonl',
        '--json',
      ],
      { cwd: dir, env: { PATH: bin, HOME: process.env.HOME ?? dir, ...gitTestEnv() } },
    );
    try {
      while (!existsSync(seen)) await new Promise((r) => setTimeout(r, 100));
      const { repo, pid } = JSON.parse(await readFile(seen, 'utf8')) as { repo: string; pid: number };
      expect(existsSync(repo)).toBe(true);
      expect(await worktrees()).toHaveLength(1);
      process.kill(started.child.pid!, 'SIGINT');
      const end = await started.done;
      expect(end.signal ?? end.code).toBeTruthy();
      expect(existsSync(repo)).toBe(false);
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    } finally {
      started.kill();
    }
    // The next run prunes what git still listed, and leaves nothing behind itself.
    await audit('--resolvers', 'agent', '--agent', 'true', '--agent-attempts', '1', '--state', 'agent-int-2.jsonl');
    expect(await worktrees()).toEqual([]);
  });

  it('refuses the agent rung without an agent, and agent flags without --agent (exit 2)', async () => {
    const run = await runCli(
      ['audit-resolvers', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--resolvers', 'replay,agent'],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/audit-resolvers --resolvers: the agent rung needs an agent/);
    const flag = await runCli(
      ['audit-resolvers', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--agent-max-calls', '3'],
      { cwd: dir },
    );
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/agent-max-calls.*give --agent/);
  });
});
