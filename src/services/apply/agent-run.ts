import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headSha } from '../../adapters/git/cherry-pick.js';
import { runAgent, succeeded, summarizeOutcome } from '../../adapters/process/agent-runner.js';
import { oneLineReason } from '../../domain/apply/conflict-resolution.js';
import type { CommitRecord } from '../../domain/commit.js';
import { buildTask } from './agent-task.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';
import { exists } from './path-exists.js';
import { short } from './short-sha.js';
import { diffSnapshots, snapshot } from './worktree-snapshot.js';

export interface AgentOutcome {
  ok: boolean;
  reasons: string[];
  /** Every path the agent wrote, for the guards. */
  changed: string[];
  /** The agent's one-line account of its resolution. */
  reason: string;
}

/** Runs the agent on the stopped pick; it may only edit files, so a moved HEAD or an ended pick is a failure. */
export async function runAgentOn(
  run: ApplyRun,
  stop: ConflictStop,
  record: CommitRecord,
  head: string,
): Promise<AgentOutcome> {
  const dir = await mkdtemp(join(tmpdir(), 'upstream-ingest-agent-'));
  try {
    const task = await buildTask(run, stop, record, join(dir, 'reason.txt'));
    const taskPath = join(dir, 'task.json');
    await writeFile(taskPath, JSON.stringify(task, null, 2));
    const before = await snapshot(run);
    run.logger.info(
      `Running the agent on ${short(stop.sha)} (timeout ${Math.round(run.settings.agentTimeoutMs / 1000)} s)`,
    );
    const outcome = await runAgent({
      command: run.settings.agent!,
      taskPath,
      cwd: run.paths.topLevel,
      timeoutMs: run.settings.agentTimeoutMs,
    });
    const moved = (await headSha(run.git)) !== head || !(await exists(join(run.paths.gitDir, 'CHERRY_PICK_HEAD')));
    if (moved) {
      await run.git.run(['reset', '-q', '--hard', head]);
      return {
        ok: false,
        changed: [],
        reason: '',
        reasons: ['the agent moved HEAD or ended the cherry-pick itself (it must only edit files)'],
      };
    }
    if (!succeeded(outcome)) {
      return {
        ok: false,
        changed: [],
        reason: '',
        reasons: [`the agent ${oneLineReason(summarizeOutcome(outcome, 3))}`],
      };
    }
    const changed = diffSnapshots(before, await snapshot(run));
    // Without a reason file, the agent's last line of output is the best account of the resolution there is.
    const written = await readFile(join(dir, 'reason.txt'), 'utf8').catch(() => '');
    const lastLine = outcome.output.trimEnd().split('\n').pop() ?? '';
    return { ok: true, reasons: [], changed, reason: oneLineReason(written || lastLine) || 'no reason given' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
