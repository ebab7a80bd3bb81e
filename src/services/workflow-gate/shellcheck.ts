import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GateFinding } from '../../domain/workflow-gate/finding.js';
import { shellcheckScript, shellDialect, type RunBlock } from '../../domain/workflow-gate/run-blocks.js';

/** The shellcheck binary: $SHELLCHECK, else the one on PATH. */
export const shellcheckBinary = (env: NodeJS.ProcessEnv = process.env): string => env.SHELLCHECK || 'shellcheck';

export function shellcheckAvailable(binary: string): boolean {
  const r = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return !r.error && r.status === 0;
}

interface Comment {
  file: string;
  line: number;
  column: number;
  level: string;
  code: number;
  message: string;
}

/** Runs shellcheck once over all blocks of a file and maps its lines back to the workflow. */
export function shellcheckFindings(binary: string, blocks: readonly RunBlock[]): GateFinding[] {
  const checked = blocks.filter((b) => shellDialect(b.shell));
  if (!checked.length) return [];
  const dir = mkdtempSync(join(tmpdir(), 'ui-shellcheck-'));
  try {
    const files = checked.map((b, i) => {
      const f = join(dir, `run-${i}.sh`);
      writeFileSync(f, shellcheckScript(b));
      return f;
    });
    // SC2154: variables come from env: blocks shellcheck cannot see.
    const r = spawnSync(binary, ['--format=json1', '--exclude=SC2154', ...files], {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.error) return [{ rule: 'shellcheck', message: `shellcheck failed to run: ${r.error.message}` }];
    const comments = (JSON.parse(r.stdout || '{"comments":[]}') as { comments?: Comment[] }).comments ?? [];
    return comments.map((c) => {
      const block = checked[files.indexOf(c.file)];
      // Line 1 of the temporary file is the shebang.
      const line = (block?.firstLine ?? 1) + c.line - 2;
      return {
        rule: 'shellcheck',
        line,
        col: (block?.indent ?? 1) + c.column - 1,
        message: `SC${c.code} (${c.level}): ${c.message}`,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
