import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ReportRead } from '../../domain/tier/evaluate-harness.js';
import { globToRegExp, hasGlob, staticPrefix } from '../../shared/glob.js';
import { ReportParseError } from '../../domain/tier/model.js';
import { parseJUnitStream } from '../../domain/tier/junit-stream-parser.js';
import { parseReport } from '../../domain/tier/parse-report.js';
import type { ParsedReport } from '../../domain/tier/model.js';
import type { IdStyle } from '../../domain/tier/test-id.js';
import type { ResultFileConfig } from '../../schemas/tier-config.js';

/**
 * Reads the report files a harness wrote. The harness runs code under test, so its files are untrusted: a path must
 * stay inside the workspace (no `..`, no absolute path elsewhere, no symlink pointing out — it could expose any file
 * the runner can read), files are size-capped, and a file older than the run is stale (left over from an earlier run,
 * it would make a harness that wrote nothing look green).
 */

export interface ReadReportsOptions {
  /** The workspace (repository root); every report must resolve inside it. */
  root: string;
  /** Epoch ms: files last modified before this (less `slackMs`) are stale. */
  notBefore?: number;
  /** Tolerance for file-system timestamp granularity. Default 1 s. */
  slackMs?: number;
  maxBytes?: number;
  idStyle?: IdStyle;
  /** The runner said subtests ran (pytest): JUnit suite counters then count them. */
  subtests?: boolean;
  /** How many files one glob may match. */
  maxFiles?: number;
}

const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024;
/**
 * JUnit files larger than this are parsed as a stream: a document tree of 1,000,000 cases needs gigabytes, and the
 * one-pass reader is also ~2.5× faster on a 100,000-case report (the same model: test/tier/junit-stream.test.ts).
 * Smaller files keep the tree reader (its messages for malformed XML name more of what is wrong).
 */
export const STREAM_THRESHOLD = 1024 * 1024;
const JUNIT_FORMATS = new Set(['junit', 'lit-xunit', 'ctest-junit']);
/** Clock granularity of file systems and the time between starting the process and its first write. */
const STALE_SLACK_MS = 1000;

export async function readReports(
  files: readonly ResultFileConfig[],
  options: ReadReportsOptions,
): Promise<ReportRead[]> {
  const root = await realpath(options.root);
  const out: ReportRead[] = [];
  for (const file of files) {
    const escape = escapes(root, file.path);
    if (escape) {
      out.push({ path: file.path, format: file.format, status: 'refused', detail: escape });
      continue;
    }
    if (!hasGlob(file.path)) {
      out.push(await readOne(root, file.path, file.format, options));
      continue;
    }
    const matches = await expandGlob(root, file.path, options.maxFiles ?? 10_000);
    if (!matches.length)
      out.push({ path: file.path, format: file.format, status: 'missing', detail: 'no file matches this pattern' });
    for (const path of matches) out.push(await readOne(root, path, file.format, options));
  }
  return out;
}

function escapes(root: string, path: string): string | undefined {
  if (isAbsolute(path)) {
    const rel = relative(root, path);
    if (rel.startsWith('..') || isAbsolute(rel)) return 'refused: an absolute path outside the workspace';
  }
  const rel = relative(root, resolve(root, path));
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    return "refused: the path leaves the workspace ('..')";
  return undefined;
}

async function readOne(
  root: string,
  path: string,
  format: ResultFileConfig['format'],
  options: ReadReportsOptions,
): Promise<ReportRead> {
  const display = isAbsolute(path) ? relative(root, path) : path;
  const base = { path: display, format };
  const full = resolve(root, path);
  let real: string;
  try {
    real = await realpath(full);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      const dangling = await lstat(full).then(
        () => true,
        () => false,
      );
      return {
        ...base,
        status: 'missing',
        detail: dangling ? 'a symlink to a file that does not exist' : 'no such file: the harness did not write it',
      };
    }
    return { ...base, status: 'invalid', detail: `cannot read: ${code ?? String(error)}` };
  }
  const rel = relative(root, real);
  if (rel.startsWith('..') || isAbsolute(rel))
    return { ...base, status: 'refused', detail: 'refused: a symlink that points outside the workspace' };
  const info = await stat(real);
  if (!info.isFile()) return { ...base, status: 'invalid', detail: 'not a regular file' };
  if (info.size === 0) return { ...base, status: 'empty', detail: 'the file is empty' };
  if (options.notBefore !== undefined && info.mtimeMs < options.notBefore - (options.slackMs ?? STALE_SLACK_MS)) {
    return {
      ...base,
      status: 'stale',
      detail: `the file predates this run (last written ${info.mtime.toISOString()}): left over from an earlier run`,
    };
  }
  const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (info.size > max) return { ...base, status: 'invalid', detail: `the file is larger than ${max} bytes` };
  const changed = async (): Promise<boolean> => {
    const after = await stat(real).catch(() => undefined);
    return !after || after.size !== info.size || after.mtimeMs !== info.mtimeMs;
  };
  // A harness (or a leftover worker of it) still writing: what was read is not the report it will end up as.
  const CHANGED = {
    ...base,
    status: 'invalid' as const,
    detail: 'the file changed while it was being read (still being written?)',
  };
  try {
    let report: ParsedReport;
    if (info.size > STREAM_THRESHOLD && JUNIT_FORMATS.has(format)) {
      report = await parseJUnitStream(createReadStream(real, { encoding: 'utf8', highWaterMark: 1 << 20 }), display, {
        idStyle: format === 'lit-xunit' ? 'lit' : format === 'ctest-junit' ? 'ctest' : (options.idStyle ?? 'plain'),
        subtests: options.subtests ?? false,
      });
      report = { ...report, format };
      if (await changed()) return CHANGED;
    } else {
      const text = await readFile(real, 'utf8');
      if (await changed()) return CHANGED;
      if (text.trim() === '') return { ...base, status: 'empty', detail: 'the file holds only whitespace' };
      report = parseReport(format, text, display, options.idStyle, { subtests: options.subtests ?? false });
    }
    return { ...base, status: 'ok', mtimeMs: info.mtimeMs, report };
  } catch (error) {
    if (error instanceof ReportParseError)
      return { ...base, status: 'invalid', detail: error.message.replace(`${display}: `, '') };
    throw error;
  }
}

/** Files under the pattern's fixed prefix whose relative path matches it; symlinked directories are not entered. */
async function expandGlob(root: string, pattern: string, maxFiles: number): Promise<string[]> {
  const re = globToRegExp(pattern, { anchored: true });
  const start = staticPrefix(pattern);
  const found: string[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > 30 || found.length >= maxFiles) return;
    let entries;
    try {
      entries = await readdir(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(rel, depth + 1);
      else if ((e.isFile() || e.isSymbolicLink()) && re.test(rel)) found.push(rel);
      if (found.length >= maxFiles) return;
    }
  };
  await walk(start, 0);
  return found;
}
