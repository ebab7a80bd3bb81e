import YAML from 'yaml';
import type { GateFinding, GateRule } from './finding.js';
import { normalizeAction, normalizeWorkflow, type ActionDoc, type WorkflowDoc } from './model.js';

export type YamlPath = ReadonlyArray<string | number>;

interface Parsed {
  file: string;
  text: string;
  lines: string[];
  /** A finding at the node of `path` (or its nearest ancestor that has a position). */
  at(path: YamlPath, rule: GateRule, message: string): GateFinding;
  /** The 1-based line of the node at `path`, or of its nearest ancestor. */
  lineOf(path: YamlPath): number | undefined;
  /** The YAML node at `path` (for the shape of a run: block), undefined when absent. */
  nodeAt(path: YamlPath): { range?: [number, number, number] | null; type?: string } | undefined;
  /** The 1-based line an offset of the text is on. */
  lineAtOffset(offset: number): number;
}

export interface ParsedWorkflow extends Parsed {
  kind: 'workflow';
  doc: WorkflowDoc;
}

export interface ParsedAction extends Parsed {
  kind: 'action';
  doc: ActionDoc;
}

export type ParsedGateFile = ParsedWorkflow | ParsedAction;

const isActionFile = (file: string): boolean => /(^|[\\/])action\.ya?ml$/.test(file);

/** Parses one workflow or action.yml; a file that is not valid YAML is one `syntax` finding instead. */
export function parseGateFile(file: string, text: string): ParsedGateFile | GateFinding {
  const lineCounter = new YAML.LineCounter();
  const ast = YAML.parseDocument(text, { lineCounter, uniqueKeys: true });
  if (ast.errors.length) {
    const first = ast.errors[0]!;
    const pos = first.linePos?.[0];
    return {
      rule: 'syntax',
      message: `not valid YAML: ${first.message.split('\n')[0]}`,
      ...(pos ? { line: pos.line, col: pos.col } : {}),
    };
  }
  const position = (path: YamlPath) => {
    for (let p = [...path]; p.length > 0; p = p.slice(0, -1)) {
      const node = ast.getIn(p, true) as { range?: [number, number, number] } | undefined;
      if (node && node.range) return lineCounter.linePos(node.range[0]);
    }
    return undefined;
  };
  const raw: unknown = ast.toJS() ?? {};
  const base: Parsed = {
    file,
    text,
    lines: text.split('\n'),
    at: (path, rule, message) => {
      const pos = position(path);
      return { rule, message, ...(pos ? { line: pos.line, col: pos.col } : {}) };
    },
    lineOf: (path) => position(path)?.line,
    nodeAt: (path) => ast.getIn([...path], true) as ReturnType<Parsed['nodeAt']>,
    lineAtOffset: (offset) => lineCounter.linePos(offset).line,
  };
  return isActionFile(file)
    ? { ...base, kind: 'action', doc: normalizeAction(raw) }
    : { ...base, kind: 'workflow', doc: normalizeWorkflow(raw) };
}

export const isParsed = (x: ParsedGateFile | GateFinding): x is ParsedGateFile => 'kind' in x;
