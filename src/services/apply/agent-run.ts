import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headSha } from '../../adapters/git/worktree/branch-head.js';
import { runAgent, succeeded, summarizeOutcome } from '../../adapters/process/agent-runner.js';
import { oneLineReason } from '../../domain/neutralize.js';
import { repoConfigGuard } from '../../domain/apply/repo-config.js';
import type { GuardResult } from '../../schemas/apply-result.js';
import type { CommitRecord } from '../../domain/commit.js';
import type { AgentFeedback, AgentProposal } from '../../schemas/apply-task.js';
import { buildTask } from './agent-task.js';
import type { AgentCall } from './agents/agent-call.js';
import { budgetSpentReason, takeCall } from './agents/budget.js';
import { runCliPreset } from './agents/cli-agent.js';
import { conflictPack } from './agents/conflict-pack.js';
import { runHttpPreset } from './agents/http-agent.js';
import { HTTP_PRESETS } from '../../domain/apply/agent-preset.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';
import { restoreGitDir, snapshotGitDir } from './git-dir-watch.js';
import { exists } from '../../adapters/files/path-exists.js';
import { short } from '../../shared/short-sha.js';
import { diffSnapshots, snapshot } from './worktree-snapshot.js';
import { resetHard } from '../../adapters/git/worktree/work-tree.js';

export interface AgentOutcome {
  ok: boolean;
  reasons: string[];
  /** Every path the agent wrote, for the guards. */
  changed: string[];
  /** The agent's one-line account of its resolution. */
  reason: string;
  /** Guards that failed on the agent's run itself (repo-config), when it is rejected for them. */
  guards?: GuardResult[];
  /** The run itself: usage, calls, model and what its transcript keeps (absent for an agent never started). */
  call?: AgentCall;
}

/** Which attempt this is, what the guards said of the earlier ones, and the deterministic resolvers' proposals. */
export interface AgentAttemptContext {
  number: number;
  of: number;
  previous: readonly AgentFeedback[];
  proposals?: readonly AgentProposal[];
}

/** Runs the agent on the stopped pick; it may only edit files, so a moved HEAD or an ended pick is a failure. */
export async function runAgentOn(
  run: ApplyRun,
  stop: ConflictStop,
  record: CommitRecord,
  head: string,
  context?: AgentAttemptContext,
): Promise<AgentOutcome> {
  const dir = await mkdtemp(join(run.tempDir, 'agent-'));
  try {
    const pack = await conflictPack(run, stop);
    const task = await buildTask(run, stop, record, join(dir, 'reason.txt'), {
      conflicts: pack.conflicts,
      ...(context?.proposals ? { proposals: context.proposals } : {}),
      ...(context ? { attempt: { number: context.number, of: context.of }, previousAttempts: context.previous } : {}),
    });
    const taskPath = join(dir, 'task.json');
    await writeFile(taskPath, JSON.stringify(task, null, 2));
    const before = await snapshot(run);
    const gitDir = await snapshotGitDir(run.paths);
    const preset = run.settings.agentPreset;
    run.logger.info(
      `Running the agent${preset ? ` (preset:${preset.name}${preset.model ? `, ${preset.model}` : ''})` : ''} on ${short(stop.sha)}` +
        `${context && context.of > 1 ? `, attempt ${context.number} of ${context.of}` : ''} (timeout ${Math.round(run.settings.agentTimeoutMs / 1000)} s)`,
    );
    const tmpDir = join(run.tempDir, 'tmp');
    let call: AgentCall;
    if (preset && HTTP_PRESETS.has(preset.name)) call = await runHttpPreset(run, preset, task, pack.files);
    else if (preset) call = await runCliPreset(run, preset, task, pack.files, tmpDir);
    else call = await runCommandAgent(run, taskPath, tmpDir, { task });
    // Hooks, config or attributes the agent wrote are put back before any further git call, then reject it.
    const configChanged = await restoreGitDir(gitDir);
    if (configChanged.length > 0) {
      const guard = repoConfigGuard('the agent', configChanged);
      await resetHard(run.git, head).catch(() => undefined);
      return { ok: false, changed: [], reason: '', reasons: guard.details, guards: [guard], call };
    }
    const moved = (await headSha(run.git)) !== head || !(await exists(join(run.paths.gitDir, 'CHERRY_PICK_HEAD')));
    if (moved) {
      await resetHard(run.git, head);
      return {
        ok: false,
        changed: [],
        reason: '',
        reasons: ['the agent moved HEAD or ended the cherry-pick itself (it must only edit files)'],
        call,
      };
    }
    const changed = diffSnapshots(before, await snapshot(run));
    if (!call.ok) return { ok: false, changed, reason: '', reasons: [call.failure ?? 'the agent failed'], call };
    // Without a reason file, the agent's last line of output is the best account of the resolution there is.
    const written = await readFile(join(dir, 'reason.txt'), 'utf8').catch(() => '');
    const lastLine = call.output.trimEnd().split('\n').pop() ?? '';
    const reason = oneLineReason(written || call.reason || lastLine) || 'no reason given';
    return { ok: true, reasons: [], changed, reason, call };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The fork's own agent command (`--agent CMD`): the task file path as its first argument. */
async function runCommandAgent(
  run: ApplyRun,
  taskPath: string,
  tmpDir: string,
  transcript: Record<string, unknown>,
): Promise<AgentCall> {
  const base = { model: null, usage: null, transcript };
  if (!takeCall(run)) return { ...base, ok: false, failure: budgetSpentReason(run), output: '', calls: 0 };
  const outcome = await runAgent({
    command: run.settings.agent!,
    taskPath,
    cwd: run.paths.topLevel,
    timeoutMs: run.settings.agentTimeoutMs,
    tmpDir,
  });
  transcript.output = outcome.output;
  transcript.exitCode = outcome.exitCode;
  if (succeeded(outcome)) return { ...base, ok: true, output: outcome.output, calls: 1 };
  return {
    ...base,
    ok: false,
    failure: `the agent ${oneLineReason(summarizeOutcome(outcome, 3))}`,
    output: outcome.output,
    calls: 1,
  };
}
