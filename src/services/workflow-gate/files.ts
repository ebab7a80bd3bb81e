import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { ConfigurationError } from '../../shared/errors.js';

/** A workflow is a few KiB; anything this large is not one (and would only slow the gate down). */
const MAX_GATE_FILE_BYTES = 1024 * 1024;

export interface GateFile {
  /** The path as findings print it: relative to the working directory when inside it. */
  display: string;
  absolute: string;
}

const YAML_FILE = /\.ya?ml$/;

function yamlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => YAML_FILE.test(f))
    .sort()
    .map((f) => join(dir, f));
}

function actionFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((d) =>
      ['action.yml', 'action.yaml']
        .map((f) => join(dir, d, f))
        .filter((f) => existsSync(f))
        .slice(0, 1),
    );
}

function gateFile(root: string, absolute: string): GateFile {
  const rel = relative(root, absolute);
  return { absolute, display: rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : absolute };
}

/** The default set: the repository's workflows and its actions' action.yml (with `self`, the examples too). */
export function defaultGateFiles(root: string, self: boolean): GateFile[] {
  return [
    ...yamlFilesIn(join(root, '.github', 'workflows')),
    ...(self ? yamlFilesIn(join(root, 'examples', 'workflows')) : []),
    ...actionFilesUnder(join(root, 'actions')),
  ].map((f) => gateFile(root, f));
}

/**
 * The files the user named, resolved against the working directory: a file as it is, a directory as its workflows
 * and the action.yml of its subdirectories. Anything else is a one-line error naming the path.
 */
export async function namedGateFiles(root: string, paths: readonly string[]): Promise<GateFile[]> {
  const out: GateFile[] = [];
  for (const path of paths) {
    const absolute = resolve(root, path);
    const info = await stat(absolute).catch((error: NodeJS.ErrnoException) => {
      throw new ConfigurationError(`check-workflows ${path}: cannot read it (${error.code ?? 'error'})`);
    });
    if (info.isDirectory()) {
      const files = [...yamlFilesIn(absolute), ...actionFilesUnder(absolute)];
      if (!files.length)
        throw new ConfigurationError(`check-workflows ${path}: no workflow (*.yml) or */action.yml in this directory`);
      out.push(...files.map((f) => gateFile(root, f)));
    } else if (info.isFile()) out.push(gateFile(root, absolute));
    else throw new ConfigurationError(`check-workflows ${path}: not a regular file or a directory`);
  }
  return out;
}

/** The text of a gate file: a regular file under the size limit (a FIFO or /dev/zero would never end). */
export async function readGateFile(file: GateFile): Promise<string> {
  const info = await stat(file.absolute);
  if (!info.isFile()) throw new ConfigurationError(`check-workflows ${file.display}: not a regular file`);
  if (info.size > MAX_GATE_FILE_BYTES)
    throw new ConfigurationError(
      `check-workflows ${file.display}: ${info.size} bytes is larger than a workflow can be (limit ${MAX_GATE_FILE_BYTES})`,
    );
  return readFile(file.absolute, 'utf8');
}
