import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { short } from '../../../shared/short-sha.js';
import type { ApplyRun } from '../apply-run.js';
import { redactKeys } from './secrets.js';

/**
 * One transcript file per agent attempt (an artifact for the people who review the resolution): the task, the
 * prompt, every exchange with the model or the CLI's output, the answer and the guards' verdict. Keys are redacted.
 */
export function transcriptDir(run: ApplyRun): string {
  return run.settings.agentTranscripts ?? join(run.paths.gitDir, 'upstream-ingest', 'agent-transcripts');
}

export async function writeTranscript(
  run: ApplyRun,
  sha: string,
  attempt: number,
  content: Record<string, unknown>,
): Promise<string | null> {
  const dir = transcriptDir(run);
  const path = join(dir, `${short(sha, 12)}-attempt-${attempt}.json`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(path, `${redactKeys(JSON.stringify(content, null, 2))}\n`);
    return path;
  } catch (error) {
    run.logger.warning(`agent transcript not written: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
