import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headSha } from '../../adapters/git/worktree/branch-head.js';
import { runAgent, succeeded, summarizeOutcome } from '../../adapters/process/agent-runner.js';
import { oneLineReason } from '../../domain/apply/conflict-resolution.js';
import { repoConfigGuard } from '../../domain/apply/repo-config.js';
import type { GuardResult } from '../../schemas/apply-result.js';
import type { CommitRecord } from '../../domain/commit.js';
import { buildTask } from './agent-task.js';
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
}

/** Runs the agent on the stopped pick; it may only edit files, so a moved HEAD or an ended pick is a failure. */
export async function runAgentOn(
  run: ApplyRun,
  stop: ConflictStop,
  record: CommitRecord,
  head: string,
): Promise<AgentOutcome> {
  const dir = await mkdtemp(join(run.tempDir, 'agent-'));
  try {
    const task = await buildTask(run, stop, record, join(dir, 'reason.txt'));
    const taskPath = join(dir, 'task.json');
    await writeFile(taskPath, JSON.stringify(task, null, 2));
    const before = await snapshot(run);
    const gitDir = await snapshotGitDir(run.paths);
    run.logger.info(
      `Running the agent on ${short(stop.sha)} (timeout ${Math.round(run.settings.agentTimeoutMs / 1000)} s)`,
    );
    const outcome = await runAgent({
      command: run.settings.agent!,
      taskPath,
      cwd: run.paths.topLevel,
      timeoutMs: run.settings.agentTimeoutMs,
      tmpDir: join(run.tempDir, 'tmp'),
    });
    // Hooks, config or attributes the agent wrote are put back before any further git call, then reject it.
    const configChanged = await restoreGitDir(gitDir);
    if (configChanged.length > 0) {
      const guard = repoConfigGuard('the agent', configChanged);
      await resetHard(run.git, head).catch(() => undefined);
      return { ok: false, changed: [], reason: '', reasons: guard.details, guards: [guard] };
    }
    const moved = (await headSha(run.git)) !== head || !(await exists(join(run.paths.gitDir, 'CHERRY_PICK_HEAD')));
    if (moved) {
      await resetHard(run.git, head);
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
