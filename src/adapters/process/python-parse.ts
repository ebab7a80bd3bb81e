/**
 * Python's own parser for the syntax guard: `python3 -I -S` compiles each text to an AST only (`ast.parse`'s
 * `PyCF_ONLY_AST`: nothing is executed, no import of the text's own), the texts on stdin as JSON, the problems back on
 * stdout. Isolated from the fork: `-I` (no PYTHON* variables, no user site, no script or working directory on
 * sys.path), `-S` (no site module), an empty environment, a fresh empty temp folder as its working directory, and a
 * timeout. The guard runs in publish's privileged re-check too: that is why nothing of the fork's tree may be on
 * sys.path, and why only the standard library's json and ast are imported.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onPathSync } from './on-path.js';
import { runProcess } from './run-process.js';

export interface PythonProblem {
  line: number;
  detail: string;
}

export interface PythonParseResult {
  /** `python3 X.Y`: the interpreter whose parser judged the texts. */
  parser: string;
  /** Per text: its first syntax problem, null when it parses. */
  problems: Map<string, PythonProblem | null>;
}

const SCRIPT = [
  'import ast, json, sys',
  'texts = json.loads(sys.stdin.read())',
  'out = []',
  'for t in texts:',
  '    try:',
  "        compile(t, '<resolution>', 'exec', flags=ast.PyCF_ONLY_AST, dont_inherit=True)",
  '        out.append(None)',
  '    except SyntaxError as e:',
  '        out.append([e.lineno or 1, type(e).__name__ + ": " + str(e.msg)])',
  '    except (ValueError, MemoryError, RecursionError) as e:',
  '        out.append([1, type(e).__name__ + ": " + str(e)])',
  "sys.stdout.write(json.dumps({'version': '%d.%d' % sys.version_info[:2], 'results': out}))",
].join('\n');

const TIMEOUT_MS = 30_000;

/** Texts already parsed by this process's python3 (the sides of a pick come back with every rung): not again. */
const known = new Map<string, PythonProblem | null>();
const KNOWN_MAX = 4096;
let knownParser = '';

/**
 * Parses the texts with python3 when it is on PATH (`path`, default this process's); undefined when it is not, or
 * when it fails to answer (the caller falls back to the textual check and says so).
 */
export async function parsePython(
  texts: readonly string[],
  options: { path?: string; timeoutMs?: number } = {},
): Promise<PythonParseResult | undefined> {
  const python = onPathSync('python3', options.path ?? process.env.PATH ?? '');
  if (!python) return undefined;
  const wanted = [...new Set(texts)];
  const unique = wanted.filter((t) => !known.has(t));
  const problems = new Map<string, PythonProblem | null>(
    wanted.flatMap((t) => (known.has(t) ? [[t, known.get(t)!] as const] : [])),
  );
  const answer = (parser: string): PythonParseResult => ({ parser, problems });
  if (unique.length === 0) return answer(knownParser || 'python3');
  const cwd = await mkdtemp(join(tmpdir(), 'upstream-ingest-pyparse-'));
  try {
    const r = await runProcess(python, ['-I', '-S', '-c', SCRIPT], {
      cwd,
      env: {},
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      input: JSON.stringify(unique),
      maxOutputBytes: 8 * 1024 * 1024,
      killGraceMs: 1000,
      viaLauncher: true,
    });
    if (r.exitCode !== 0 || r.timedOut || r.truncated) return undefined;
    const parsed = JSON.parse(r.stdout) as { version: string; results: Array<[number, string] | null> };
    if (!Array.isArray(parsed.results) || parsed.results.length !== unique.length) return undefined;
    if (known.size + unique.length > KNOWN_MAX) known.clear();
    unique.forEach((t, i) => {
      const p = parsed.results[i];
      const problem = p ? { line: Number(p[0]) || 1, detail: String(p[1]).slice(0, 200) } : null;
      known.set(t, problem);
      problems.set(t, problem);
    });
    knownParser = `python3 ${String(parsed.version).slice(0, 10)}`;
    return answer(knownParser);
  } catch {
    return undefined;
  } finally {
    await rm(cwd, { recursive: true, force: true }).catch(() => undefined);
  }
}
