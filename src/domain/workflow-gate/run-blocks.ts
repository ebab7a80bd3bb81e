import { isDict, type Step } from './model.js';
import type { ParsedGateFile, YamlPath } from './parsed-file.js';

/** A run: script with its shell and the file line its first script line is on (for shellcheck). */
export interface RunBlock {
  script: string;
  shell: string;
  firstLine: number;
  /** The file column of the script's text (its indentation + 1). */
  indent: number;
}

const shellOf = (defaults: unknown): string | undefined =>
  isDict(defaults) && isDict(defaults.run) && typeof defaults.run.shell === 'string' ? defaults.run.shell : undefined;

/** Every run: block of a workflow or composite action. */
export function runBlocks(p: ParsedGateFile): RunBlock[] {
  const blocks: RunBlock[] = [];
  const add = (step: Step, path: YamlPath, defaultShell: string) => {
    if (typeof step.run !== 'string') return;
    const node = p.nodeAt([...path, 'run']);
    if (!node || !node.range) return;
    const startLine = p.lineAtOffset(node.range[0]);
    const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    const firstLine = block ? startLine + 1 : startLine;
    const indent = (/^\s*/.exec(p.lines[firstLine - 1] ?? '')?.[0].length ?? 0) + 1;
    blocks.push({
      script: step.run,
      shell: typeof step.shell === 'string' ? step.shell : defaultShell,
      firstLine,
      indent,
    });
  };
  if (p.kind === 'action') {
    (p.doc.runs.steps ?? []).forEach((step, i) => add(step, ['runs', 'steps', i], 'bash'));
    return blocks;
  }
  const workflowShell = shellOf(p.doc.defaults);
  for (const [jobId, job] of Object.entries(p.doc.jobs)) {
    const shell = shellOf(job.defaults) ?? workflowShell ?? 'bash';
    job.steps.forEach((step, i) => add(step, ['jobs', jobId, 'steps', i], shell));
  }
  return blocks;
}

/** The shellcheck dialect of a shell, or undefined for pwsh, python, cmd (not shellcheck's business). */
export function shellDialect(shell: string): 'bash' | 'sh' | undefined {
  const s = shell.trim();
  if (/^bash(\s|$)/.test(s)) return 'bash';
  if (/^sh(\s|$)/.test(s)) return 'sh';
  return undefined;
}

/** A script as shellcheck reads it: expressions become a placeholder (their own rule forbids them in run:). */
export function shellcheckScript(block: RunBlock): string {
  return `#!/usr/bin/env ${shellDialect(block.shell)}\n${block.script.replace(/\$\{\{[^}]*\}\}/g, 'GITHUB_EXPRESSION')}`;
}
