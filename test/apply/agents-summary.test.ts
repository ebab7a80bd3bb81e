/**
 * A failing tier summarised by an agent preset (run-tier's `summarizer.preset`) against a local chat-completions
 * server: the clusters and the failing harness's log tail in the request, the summary marked as machine-written in
 * the report and in the failure issue, and the deterministic verdict, counts and signatures unchanged by it — also
 * when the model fails.
 */
import { issueBody, recordFailure } from '../../src/domain/tier/failure-issues.js';
import { renderTierMarkdown } from '../../src/domain/tier/summary-markdown.js';
import { SUMMARY_TOOL_NAME } from '../../src/domain/tier/summary-prompt.js';
import { planTriage } from '../../src/domain/tier/triage.js';
import { TierResultSchema, type TierResult } from '../../src/schemas/tier-result.js';
import { loadTierConfig } from '../../src/services/tier/config.js';
import { chatCompletion, messagesToolUse, ModelServer } from '../helpers/model-server.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, runIn, workspace, writeConfig } from '../tier/fixtures.js';

afterAll(removeTempDirs);

let server: ModelServer;
beforeEach(async () => {
  server = await ModelServer.start();
});
afterEach(async () => {
  await server.close();
});

const LOG_LINE = 'CUDA error: an illegal memory access was encountered in kernel _attn_fwd';

async function tierRun(summarizer?: Record<string, unknown>) {
  const dir = await workspace({
    'h.sh': harnessScript({
      path: 'out/h.xml',
      report: junitXml([
        ...passing(3),
        { name: 'test_attn[fp16]', state: 'failed', message: 'RuntimeError: CUDA error: an illegal memory access' },
        { name: 'test_attn[bf16]', state: 'failed', message: 'RuntimeError: CUDA error: an illegal memory access' },
      ]),
      output: `collecting...\n${LOG_LINE}\n2 failed, 3 passed`,
      exit: 1,
    }),
  });
  const config = await writeConfig(dir, { L1: oneHarness() }, summarizer ? { summarizer } : {});
  return runIn(dir, config, { logDir: `${dir}/logs` });
}

/** Everything the deterministic evaluation decides, to compare a run with a summary against one without. */
const deterministic = (r: TierResult) => ({
  verdict: r.verdict,
  verdictReason: r.verdictReason,
  failures: r.failures.map((f) => [f.harness, f.id, f.cluster]),
  clusters: r.clusters.map((c) => [c.id, c.signature, c.count, c.class]),
  counts: r.harnesses.map((h) => h.tests),
});

describe('a failing tier summarised by an agent preset', () => {
  it('asks the model with the clusters and the log tail; marks the summary machine-written; the verdict stays', async () => {
    const plain = await tierRun();
    server.enqueue(
      chatCompletion(
        JSON.stringify({
          summary:
            'Both dtypes of `tests.test_mod::test_attn[fp16]` hit an illegal memory access in the attention kernel; `tests.test_mod::test_imaginary` too.',
          likelyCause: 'an out-of-bounds load in _attn_fwd after the block-size change',
        }),
      ),
    );
    const { result, logger } = await tierRun({
      preset: 'preset:openai',
      model: 'qwen-coder',
      endpoint: server.openAiBase,
    });
    expect(TierResultSchema.parse(result)).toEqual(result);
    expect(deterministic(result)).toEqual(deterministic(plain.result));
    expect(result.verdict).toBe('fail');
    // The request: the structured answer, the clusters as data, the failing harness's log.
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]!.body as {
      model: string;
      response_format: unknown;
      messages: { content: string }[];
    };
    expect(body.model).toBe('qwen-coder');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: SUMMARY_TOOL_NAME } });
    expect(body.messages[0]!.content).toMatch(/deterministic evaluation and are final/);
    expect(body.messages[1]!.content).toContain('tests.test_mod::test_attn[fp16]');
    expect(body.messages[1]!.content).toContain(LOG_LINE);
    // Sanitised like any summariser's: the invented test is removed.
    expect(result.summary).toBe(
      'Both dtypes of `tests.test_mod::test_attn[fp16]` hit an illegal memory access in the attention kernel; [unknown test] too.\n\nLikely cause: an out-of-bounds load in _attn_fwd after the block-size change',
    );
    expect(logger.messages('warning')).toContain('summarizer cited 1 unknown test id(s); they were removed');
    expect(result.summaryBy).toEqual({
      machineWritten: true,
      agent: 'preset:openai',
      model: 'served-model',
      usage: { inputTokens: 1200, outputTokens: 300, costUsd: null },
    });
    const report = renderTierMarkdown(result);
    expect(report).toContain('### Summary (machine-written: preset:openai, model served-model)');
    expect(report).toContain('advice only. The verdict, the counts and the error signatures');
    // The failure issue: the deterministic lines first, the summary folded and marked.
    const plan = planTriage({
      tier: 'L1',
      results: [result],
      commits: [],
      range: { from: null, to: null },
      codeOwners: [],
      context: { tier: 'L1', now: new Date('2026-01-01T00:00:00Z'), runId: '1', runUrl: null },
    });
    expect(plan.failing).toHaveLength(1);
    const state = recordFailure(undefined, plan.failing[0]!.occurrence, plan.context);
    const issue = issueBody(state, 3);
    expect(issue).toMatch(/^2 tests of tier L1 fail with one error signature/);
    expect(issue).toContain('<details><summary>Machine-written summary (preset:openai, model served-model)</summary>');
    expect(issue).toContain('Likely cause: an out-of-bounds load');
    expect(issue.indexOf('Machine-written summary')).toBeGreaterThan(issue.indexOf('| occurrences |'));
  });

  it('preset:anthropic answers through the Messages tool', async () => {
    server.enqueue(
      messagesToolUse(SUMMARY_TOOL_NAME, {
        summary: 'The attention kernel faults on both dtypes.',
        likelyCause: 'unclear',
      }),
    );
    const { result } = await tierRun({ preset: 'preset:anthropic', model: 'claude-x', endpoint: server.origin });
    expect(server.requests[0]!.path).toBe('/v1/messages');
    expect(result.summary).toBe('The attention kernel faults on both dtypes.\n\nLikely cause: unclear');
    expect(result.summaryBy?.agent).toBe('preset:anthropic');
  });

  it('a malformed answer or a failing server loses only the summary, with a warning', async () => {
    const plain = await tierRun();
    server.enqueue(chatCompletion('It is probably the kernel.'));
    const { result, logger } = await tierRun({ preset: 'preset:openai', model: 'm', endpoint: server.openAiBase });
    expect(result.summary).toBeNull();
    expect(result.summaryBy).toBeUndefined();
    expect(deterministic(result)).toEqual(deterministic(plain.result));
    expect(logger.messages('warning').join('\n')).toMatch(
      /summarizer preset:openai: the answer is not the JSON object asked for: no summary/,
    );
  });

  it('the config takes either run or a preset, and an HTTP preset needs its model', async () => {
    const dir = await workspace({});
    for (const [summarizer, message] of [
      [{ run: './s.sh', preset: 'preset:openai', model: 'm' }, /give either run \(a command\) or preset/],
      [{ preset: 'preset:openai' }, /preset:openai and preset:anthropic need model/],
      [{ preset: 'preset:gpt' }, /expected preset:claude-code, preset:codex, preset:openai or preset:anthropic/],
    ] as const) {
      const path = await writeConfig(dir, { L1: oneHarness() }, { summarizer });
      await expect(loadTierConfig(path)).rejects.toThrow(message);
    }
  });
});
