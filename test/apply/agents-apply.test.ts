/**
 * The agent presets end to end: a real conflicting pick in a real repository, resolved through the same code users
 * run — `upstream-ingest apply --agent preset:openai` against a local chat-completions server, preset:anthropic
 * against a local Messages server, and the coding-agent CLI presets as small executables that read the prompt on
 * stdin, edit the file and print the CLIs' documented JSON. The attempt loop (a first answer a guard rejects, a
 * second it accepts, with the verdicts in the second prompt), malformed answers, the budget, the transcripts and
 * the key that never shows.
 */
import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { claudeArgs, codexArgs } from '../../src/adapters/process/agent-cli-args.js';
import { ANSWER_TOOL_NAME } from '../../src/domain/apply/agent-answer.js';
import { renderPrBody } from '../../src/domain/apply/pr-text.js';
import { ApplyResultSchema, type ApplyResult } from '../../src/schemas/apply-result.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { run as applyAction } from '../../src/actions/apply-bundle/run.js';
import { actionInputs, RecordingActionIO } from '../helpers/action-io.js';
import { runCli } from '../helpers/cli.js';
import { chatCompletion, messagesToolUse, ModelServer, type RecordedRequest } from '../helpers/model-server.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { baseSettings, CLEAN, conflictScenario, repoState } from './fixtures.js';

const KEY = 'sk-e2e-secret-key-abcdef0123';
const RESOLVED_LINES = 'core line 5 changed by the fork\ncore line 5 changed upstream\n';

let server: ModelServer;
const savedEnv = { ...process.env };
beforeEach(async () => {
  server = await ModelServer.start();
  process.env.OPENAI_API_KEY = KEY;
  process.env.ANTHROPIC_API_KEY = KEY;
  delete process.env.GITHUB_TOKEN;
  delete process.env.GH_TOKEN;
});
afterEach(async () => {
  await server.close();
  process.env = { ...savedEnv };
});
afterAll(removeTempDirs);

async function apply(s: BuiltScenario, settings: ApplySettings, logger = new RecordingLogger()): Promise<ApplyResult> {
  const result = await runApply(settings, { git: createGitRunner(s.dir), logger });
  expect(ApplyResultSchema.parse(result)).toEqual(result);
  return result;
}

const userPrompt = (r: RecordedRequest) => (r.body as { messages: { content: string }[] }).messages[1]!.content;

/** The conflicted file as the prompt quotes it, with the fork's and upstream's line 5 between markers. */
function coreWithMarkers(prompt: string): string {
  const m = /## src\/core\.txt \(with markers\)\n(`{3,})\n([\s\S]*?)\n\1/.exec(prompt);
  expect(m).not.toBeNull();
  return `${m![2]}\n`;
}

describe('preset:openai through the CLI, with the attempt loop', () => {
  it('retries after a guard rejects the first answer, with its verdicts; lands the second; folds it in the PR body', async () => {
    const s = await conflictScenario();
    const transcripts = await makeTempDir('ui-agent-transcripts-');
    // First answer: the file with the conflict markers still in it (a guard must reject it).
    server.enqueue((req) =>
      chatCompletion(
        JSON.stringify({
          reason: 'kept it as is',
          files: [{ path: 'src/core.txt', content: coreWithMarkers(userPrompt(req)) }],
          hunks: [],
        }),
      ),
    );
    // Second answer: only when the prompt carries the first attempt's verdict; by hunk.
    server.enqueue((req) => {
      const told = /# Earlier attempts[\s\S]*Attempt 1: reject[\s\S]*conflict-markers/.test(userPrompt(req));
      return chatCompletion(
        JSON.stringify({
          reason: told ? "kept the fork's line and added upstream's" : 'did not see the feedback',
          files: [],
          hunks: told ? [{ path: 'src/core.txt', hunk: 1, text: RESOLVED_LINES }] : [],
        }),
        { usage: { prompt_tokens: 2000, completion_tokens: 100, cost: 0.01 } },
      );
    });
    const res = await runCli([
      'apply',
      '--repo',
      s.dir,
      '--commits',
      [s.sha('u1'), s.sha('u2'), s.sha('u3')].join(','),
      '--base',
      'fork',
      '--upstream',
      'upstream',
      '--on-conflict',
      'agent',
      '--agent',
      'preset:openai',
      '--agent-endpoint',
      server.openAiBase,
      '--agent-model',
      'qwen2.5-coder',
      '--agent-transcripts',
      transcripts,
      '--json',
    ]);
    expect(res.stderr).not.toContain(KEY);
    expect(res.stdout).not.toContain(KEY);
    expect(res.code).toBe(0);
    const result = ApplyResultSchema.parse(JSON.parse(res.stdout));
    expect(result.status).toBe('resolved');
    const u2 = result.commits[1]!;
    expect(u2.status).toBe('resolved');
    expect(u2.resolution).toMatchObject({
      via: 'agent',
      reason: "kept the fork's line and added upstream's",
      files: ['src/core.txt'],
    });
    // On the ladder (--on-conflict agent is rerere, then the agent): the agent's attempt is the chosen one.
    expect(u2.resolution!.attempts?.find((a) => a.chosen)).toMatchObject({ rung: 'agent', verdict: 'accept' });
    expect(u2.verdict).toBe('accept');
    expect(u2.agent).toMatchObject({
      agent: 'preset:openai',
      model: 'served-model',
      chosen: 2,
      calls: 2,
      usage: { inputTokens: 3200, outputTokens: 400, costUsd: 0.01 },
    });
    const [first, second] = u2.agent!.attempts;
    expect(first).toMatchObject({ attempt: 1, verdict: 'reject', calls: 1 });
    expect(first!.reasons.join('\n')).toMatch(/conflict-markers: src\/core\.txt/);
    expect(first!.evidence[0]).toMatchObject({ path: 'src/core.txt' });
    expect(second).toMatchObject({ attempt: 2, verdict: 'accept', reasons: [] });
    // The request: the model, the structured-output form, the conflict in diff3 terms, the guards.
    expect(server.requests).toHaveLength(2);
    const body = server.requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ model: 'qwen2.5-coder', response_format: { type: 'json_schema' } });
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    const prompt = userPrompt(server.requests[0]!);
    expect(prompt).toContain("Ours (the fork's side):\n```\ncore line 5 changed by the fork\n```");
    expect(prompt).toContain("Theirs (upstream's side):\n```\ncore line 5 changed upstream\n```");
    expect(prompt).toContain('Base (before both changes):\n```\ncore line 5\n```');
    expect(prompt).toContain('fork: tune line 5');
    expect(prompt).toContain('- conflict-markers: ');
    expect(prompt).toContain('This is attempt 1 of 2.');
    // The commit on the branch carries the second answer; u3 followed it cleanly.
    const core = await git(s, 'show', `${result.head}:src/core.txt`);
    expect(core).toContain(RESOLVED_LINES);
    expect(core).toContain('core line 11 upstream');
    expect(core).not.toMatch(/<<<<<<<|>>>>>>>/);
    expect(await repoState(s)).toEqual({ ...CLEAN, head: `refs/heads/${result.branch}` });
    // One transcript per attempt, with the prompt and the exchange, never the key.
    expect(u2.agent!.attempts.map((a) => a.transcript)).toEqual([
      join(transcripts, `${s.sha('u2').slice(0, 12)}-attempt-1.json`),
      join(transcripts, `${s.sha('u2').slice(0, 12)}-attempt-2.json`),
    ]);
    for (const file of await readdir(transcripts)) {
      const text = await readFile(join(transcripts, file), 'utf8');
      expect(text).not.toContain(KEY);
      expect(JSON.parse(text)).toMatchObject({ agent: 'preset:openai', prompt: { system: expect.any(String) } });
    }
    // The run's totals against its budget.
    expect(result.agent).toEqual({
      agent: 'preset:openai',
      model: 'served-model',
      calls: 2,
      maxCalls: null,
      attempts: 2,
      usage: { inputTokens: 3200, outputTokens: 400, costUsd: 0.01 },
    });
    // The PR body names the rung, the preset and the model, attempt by attempt, folded.
    const prBody = renderPrBody(result);
    expect(prBody).toContain('<summary>Rung agent: preset:openai, model `served-model` — 2 attempts, attempt 2 taken');
    expect(prBody).toMatch(/\| 1 \| reject \| 1 \| 1200 \/ 300 \| — \| conflict-markers: src\/core\.txt/);
    expect(prBody).toContain('| 2 | accept | 1 | 2000 / 100 | $0.0100 |');
    expect(prBody).toContain(
      '### Guards\n\nAgent preset:openai (model `served-model`): 2 attempt(s), 2 call(s); 3200 / 400 tokens, $0.0100.',
    );
  });
});

describe('preset:openai through the apply-bundle action (mode prepare)', () => {
  it('masks the model key, writes the transcripts under RUNNER_TEMP and folds the agent in the job summary', async () => {
    const s = await conflictScenario();
    const runnerTemp = await makeTempDir('ui-agent-runner-');
    server.enqueue(
      chatCompletion(
        JSON.stringify({
          reason: 'both lines',
          files: [],
          hunks: [{ path: 'src/core.txt', hunk: 1, text: RESOLVED_LINES }],
        }),
      ),
    );
    const io = new RecordingActionIO(
      await actionInputs('apply-bundle', {
        path: s.dir,
        commits: s.sha('u2'),
        base: 'fork',
        'upstream-ref': 'upstream',
        'on-conflict': 'agent',
        agent: 'preset:openai',
        'agent-endpoint': server.openAiBase,
        'agent-model': 'm',
        mode: 'prepare',
        token: '',
        'cache-rerere': 'false',
      }),
      { ...process.env, RUNNER_TEMP: runnerTemp },
    );
    await applyAction(io);
    expect(io.failed).toEqual([]);
    expect(io.secrets).toContain(KEY);
    expect(io.outputs.status).toBe('resolved');
    const result = ApplyResultSchema.parse(JSON.parse(io.outputs.json!));
    expect(result.commits[0]!.agent!.attempts[0]!.transcript).toBe(
      join(runnerTemp, 'upstream-ingest-agent-transcripts', `${s.sha('u2').slice(0, 12)}-attempt-1.json`),
    );
    expect(io.summary).toContain('Rung agent: preset:openai, model `served-model` — 1 attempt, attempt 1 taken');
    expect(io.logger.messages().join('\n')).not.toContain(KEY);
    expect(io.logger.messages().join('\n')).toMatch(/Running the agent \(preset:openai, m\)/);
  });
});

describe('the HTTP presets through the service', () => {
  it('preset:anthropic: one structured answer by hunks, accepted on the first attempt', async () => {
    const s = await conflictScenario();
    server.enqueue(
      messagesToolUse(ANSWER_TOOL_NAME, {
        reason: 'both lines kept',
        files: [],
        hunks: [{ path: 'src/core.txt', hunk: 1, text: RESOLVED_LINES }],
      }),
    );
    const r = await apply(
      s,
      baseSettings([s.sha('u2')], {
        onConflict: 'agent',
        agent: 'preset:anthropic',
        agentPreset: { name: 'anthropic', endpoint: server.origin, model: 'claude-sonnet' },
        agentAttempts: 2,
      }),
    );
    expect(r.status).toBe('resolved');
    expect(r.commits[0]!.agent).toMatchObject({ agent: 'preset:anthropic', model: 'claude-test', chosen: 1, calls: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.path).toBe('/v1/messages');
    expect(server.requests[0]!.headers['x-api-key']).toBe(KEY);
    // Transcripts default to the git dir (never in the work tree, never committed).
    const gitDir = (await git(s, 'rev-parse', '--absolute-git-dir')).trim();
    expect(r.commits[0]!.agent!.attempts[0]!.transcript).toBe(
      join(gitDir, 'upstream-ingest', 'agent-transcripts', `${s.sha('u2').slice(0, 12)}-attempt-1.json`),
    );
  });

  it('malformed and partial answers are rejected attempts, never a crash; the repository is left clean', async () => {
    const s = await conflictScenario();
    server.enqueue(
      chatCompletion('I would keep both lines.'),
      chatCompletion(JSON.stringify({ reason: 'half', files: [], hunks: [] })),
    );
    const r = await apply(
      s,
      baseSettings([s.sha('u1'), s.sha('u2'), s.sha('u4')], {
        onConflict: 'agent',
        agent: 'preset:openai',
        agentPreset: { name: 'openai', endpoint: server.openAiBase, model: 'm' },
        agentAttempts: 2,
      }),
    );
    expect(r.status).toBe('rejected');
    const u2 = r.commits[1]!;
    expect(u2.status).toBe('rejected');
    expect(u2.agent!.attempts.map((a) => a.verdict)).toEqual(['failed', 'failed']);
    expect(u2.agent!.attempts[0]!.reasons[0]).toMatch(/preset:openai: the answer is not the JSON object asked for/);
    expect(u2.agent!.attempts[1]!.reasons[0]).toMatch(/partial answer: no resolution for src\/core\.txt/);
    expect(u2.agent!.chosen).toBeNull();
    expect(u2.reasons.join('\n')).toMatch(/partial answer/);
    expect(r.commits.map((c) => c.status)).toEqual(['clean', 'rejected', 'clean']);
    expect(await repoState(s)).toMatchObject(CLEAN);
  });

  it('an answer writing a path it may not (outside the conflict and allowed paths) is refused before any write', async () => {
    const s = await conflictScenario();
    server.enqueue(
      chatCompletion(
        JSON.stringify({
          reason: 'also fixed CI',
          files: [
            { path: 'src/core.txt', content: 'x\n' },
            { path: '.github/workflows/ci.yml', content: 'on: pull_request_target\n' },
          ],
          hunks: [],
        }),
      ),
    );
    const r = await apply(
      s,
      baseSettings([s.sha('u2')], {
        onConflict: 'agent',
        agent: 'preset:openai',
        agentPreset: { name: 'openai', endpoint: server.openAiBase, model: 'm' },
      }),
    );
    expect(r.commits[0]!.status).toBe('rejected');
    expect(r.commits[0]!.reasons[0]).toMatch(
      /\.github\/workflows\/ci\.yml: neither a conflicted path nor an allowed one/,
    );
    expect(await git(s, 'show', `${r.head}:.github/workflows/ci.yml`)).toBe('on: push');
  });

  it('keeps the better attempt: a review answer is put back when the retry does worse', async () => {
    const s = await conflictScenario();
    const forkOnly = {
      reason: "kept the fork's line",
      files: [],
      hunks: [{ path: 'src/core.txt', hunk: 1, text: 'core line 5 changed by the fork\n' }],
    };
    server.enqueue(chatCompletion(JSON.stringify(forkOnly)), (req) =>
      chatCompletion(
        JSON.stringify({
          reason: 'markers',
          files: [{ path: 'src/core.txt', content: coreWithMarkers(userPrompt(req)) }],
          hunks: [],
        }),
      ),
    );
    const r = await apply(
      s,
      baseSettings([s.sha('u2')], {
        onConflict: 'agent',
        agent: 'preset:openai',
        agentPreset: { name: 'openai', endpoint: server.openAiBase, model: 'm' },
        agentAttempts: 2,
      }),
    );
    const u2 = r.commits[0]!;
    expect(u2.agent!.attempts.map((a) => a.verdict)).toEqual(['review', 'reject']);
    expect(userPrompt(server.requests[1]!)).toMatch(/Attempt 1: review[\s\S]*one-sided/);
    expect(u2.agent!.chosen).toBe(1);
    expect(u2.status).toBe('resolved');
    expect(u2.verdict).toBe('review');
    expect(u2.resolution?.reason).toBe("kept the fork's line");
    const core = await git(s, 'show', `${r.head}:src/core.txt`);
    expect(core).toContain('core line 5 changed by the fork\ncore line 6');
    expect(r.review?.needed).toBe(true);
  });

  it('stops calling the model when the run’s budget is spent (--agent-max-calls)', async () => {
    const s = await conflictScenario();
    server.enqueue((req) =>
      chatCompletion(
        JSON.stringify({
          reason: 'as is',
          files: [{ path: 'src/core.txt', content: coreWithMarkers(userPrompt(req)) }],
          hunks: [],
        }),
      ),
    );
    const r = await apply(
      s,
      baseSettings([s.sha('u2')], {
        onConflict: 'agent',
        agent: 'preset:openai',
        agentPreset: { name: 'openai', endpoint: server.openAiBase, model: 'm' },
        agentAttempts: 3,
        agentMaxCalls: 1,
      }),
    );
    expect(server.requests).toHaveLength(1);
    const attempts = r.commits[0]!.agent!.attempts;
    expect(attempts.map((a) => [a.verdict, a.calls])).toEqual([
      ['reject', 1],
      ['failed', 0],
      ['failed', 0],
    ]);
    expect(attempts[1]!.reasons[0]).toMatch(/agent budget is spent \(1 call\(s\), --agent-max-calls\)/);
    expect(r.agent).toMatchObject({ calls: 1, maxCalls: 1, attempts: 3 });
    expect(r.commits[0]!.status).toBe('rejected');
  });

  it('a model that never answers in --agent-timeout is a failed attempt', async () => {
    const s = await conflictScenario();
    server.enqueue({ hang: true });
    const r = await apply(
      s,
      baseSettings([s.sha('u2')], {
        onConflict: 'agent',
        agent: 'preset:openai',
        agentPreset: { name: 'openai', endpoint: server.openAiBase, model: 'm' },
        agentTimeoutMs: 300,
      }),
    );
    expect(r.commits[0]!.status).toBe('rejected');
    expect(r.commits[0]!.reasons[0]).toMatch(/no answer from http:\/\/127\.0\.0\.1:\d+ within 300 ms/);
  });
});

/**
 * Stand-ins for the real CLIs: they record their arguments, read the prompt from stdin like the real ones, edit the
 * conflicted file in the work tree and print the documented JSON (Claude Code: one result object; Codex: events).
 */
async function fakeCli(dir: string, name: 'claude' | 'codex'): Promise<void> {
  const js = `
const fs = require('fs');
fs.writeFileSync(${JSON.stringify(join(dir, `${name}.args.json`))}, JSON.stringify(process.argv.slice(2)));
fs.writeFileSync(${JSON.stringify(join(dir, `${name}.env.json`))}, JSON.stringify({ github: process.env.GITHUB_TOKEN ?? null, key: process.env.${name === 'claude' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY'} ?? null }));
const prompt = fs.readFileSync(0, 'utf8');
fs.writeFileSync(${JSON.stringify(join(dir, `${name}.prompt.txt`))}, prompt);
const text = fs.readFileSync('src/core.txt', 'utf8');
fs.writeFileSync('src/core.txt', text.replace(/^<{7}.*\\n([\\s\\S]*?)^={7}\\n([\\s\\S]*?)^>{7}.*\\n/m, '$1$2'));
const reason = 'Edited src/core.txt.\\nReason: kept both line-5 changes';
if (${JSON.stringify(name)} === 'claude') {
  console.log(JSON.stringify({ type: 'result', subtype: 'success', is_error: false, duration_ms: 1200, num_turns: 3,
    result: reason, session_id: 's-1', total_cost_usd: 0.0123, usage: { input_tokens: 4000, output_tokens: 250 } }));
} else {
  for (const e of [{ type: 'thread.started', thread_id: 't-1' }, { type: 'turn.started' },
    { type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text: reason } },
    { type: 'turn.completed', usage: { input_tokens: 5000, cached_input_tokens: 1000, output_tokens: 300 } }])
    console.log(JSON.stringify(e));
}
`;
  await writeFile(join(dir, `${name}.js`), js);
  await writeFile(join(dir, name), `#!/bin/sh\nexec node "$(dirname "$0")/${name}.js" "$@"\n`);
  await chmod(join(dir, name), 0o755);
}

describe('the coding-agent CLI presets', () => {
  it.each([
    ['claude-code', 'claude', { inputTokens: 4000, outputTokens: 250, costUsd: 0.0123 }],
    ['codex', 'codex', { inputTokens: 5000, outputTokens: 300, costUsd: null }],
  ] as const)(
    'preset:%s runs %s with the checked flags, the prompt on stdin, and reads its JSON',
    async (preset, bin, usage) => {
      const s = await conflictScenario();
      const bins = await makeTempDir('ui-agent-bin-');
      await fakeCli(bins, bin);
      process.env.PATH = `${bins}:${process.env.PATH}`;
      process.env.GITHUB_TOKEN = 'ghs_never_for_agents';
      const r = await apply(
        s,
        baseSettings([s.sha('u2')], {
          onConflict: 'agent',
          agent: `preset:${preset}`,
          agentPreset: { name: preset, model: 'some-model' },
        }),
      );
      expect(r.commits[0]!.status).toBe('resolved');
      expect(r.commits[0]!.resolution?.reason).toBe('kept both line-5 changes');
      expect(r.commits[0]!.agent).toMatchObject({ agent: `preset:${preset}`, model: 'some-model', calls: 1, usage });
      const args = JSON.parse(await readFile(join(bins, `${bin}.args.json`), 'utf8')) as string[];
      const expected =
        preset === 'claude-code'
          ? claudeArgs({ cwd: s.dir, model: 'some-model' })
          : codexArgs({ cwd: s.dir, model: 'some-model' });
      // Codex gets the work tree as --cd (the repository's top level, however the test named it).
      const cwdOf = (list: string[]) => list.map((a, i) => (list[i - 1] === '--cd' ? '<cwd>' : a));
      expect(cwdOf(args)).toEqual(cwdOf(expected));
      if (bin === 'codex') expect(await realpath(args[args.indexOf('--cd') + 1]!)).toBe(await realpath(s.dir));
      const prompt = await readFile(join(bins, `${bin}.prompt.txt`), 'utf8');
      expect(prompt).toContain('Edit the conflicted files in the current directory');
      expect(prompt).toContain("Theirs (upstream's side):");
      // The CLI runs without the GitHub token in its environment, with the model's key (what it needs).
      expect(prompt).not.toContain('ghs_never_for_agents');
      const env = JSON.parse(await readFile(join(bins, `${bin}.env.json`), 'utf8')) as Record<string, string | null>;
      expect(env).toEqual({ github: null, key: KEY });
    },
  );

  it('a CLI that is not installed is a failed attempt naming it', async () => {
    const s = await conflictScenario();
    // PATH without any codex (git and node stay reachable).
    const dirs = (process.env.PATH ?? '').split(':').filter((d) => d && !existsSync(join(d, 'codex')));
    process.env.PATH = dirs.join(':');
    const r = await apply(
      s,
      baseSettings([s.sha('u2')], { onConflict: 'agent', agent: 'preset:codex', agentPreset: { name: 'codex' } }),
    );
    expect(r.commits[0]!.status).toBe('rejected');
    expect(r.commits[0]!.reasons[0]).toMatch(/codex could not start \(ENOENT\): is it installed\?/);
  });
});

describe('preset options', () => {
  const args = (s: BuiltScenario, ...extra: string[]) => [
    'apply',
    '--repo',
    s.dir,
    '--commits',
    s.sha('u2'),
    '--base',
    'fork',
    '--on-conflict',
    'agent',
    ...extra,
  ];

  it.each([
    [
      ['--agent', 'preset:gpt'],
      /^apply --agent: unknown preset 'gpt'; expected preset:claude-code, preset:codex, preset:openai, preset:anthropic or a command$/,
    ],
    [['--agent', 'preset:openai'], /^apply --agent-model: preset:openai needs the model's name/],
    [
      ['--agent', 'preset:codex', '--agent-endpoint', 'http://127.0.0.1:1/v1'],
      /^apply --agent-endpoint: applies to preset:openai and preset:anthropic, not preset:codex$/,
    ],
    [['--agent', './resolve.sh', '--agent-model', 'x'], /^apply --agent-model: applies to an agent preset/],
    [
      ['--agent', 'preset:openai', '--agent-model', 'x', '--agent-attempts', '0'],
      /^apply --agent-attempts: expected a whole number from 1 to 20$/,
    ],
  ])('%j is refused with one line naming the flag', async (extra, message) => {
    const s = await conflictScenario();
    const res = await runCli(args(s, ...extra));
    expect(res.code).toBe(2);
    expect(res.stderr.trim().replace(/^upstream-ingest: error: /, '')).toMatch(message);
  });

  it('preset:openai on the vendor endpoint needs OPENAI_API_KEY (refused before the repository is touched)', async () => {
    const s = await conflictScenario();
    delete process.env.OPENAI_API_KEY;
    const res = await runCli(args(s, '--agent', 'preset:openai', '--agent-model', 'gpt-x'));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/agent: preset:openai needs OPENAI_API_KEY in the environment/);
  });

  it('a preset is an agent for the token rule: no preset with --pr-repo and GITHUB_TOKEN in the process', async () => {
    const s = await conflictScenario();
    process.env.GITHUB_TOKEN = 'ghs_write_token';
    const res = await runCli(
      args(
        s,
        '--agent',
        'preset:openai',
        '--agent-model',
        'm',
        '--agent-endpoint',
        server.openAiBase,
        '--push',
        'origin',
        '--pr-repo',
        'me/fork',
      ),
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/apply: --agent could read a credential \(environment GITHUB_TOKEN\)/);
    expect(server.requests).toHaveLength(0);
  });
});
