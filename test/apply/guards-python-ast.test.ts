/**
 * The syntax guard's Python check through Python's own parser: a real python3 (isolated: -I -S, an empty environment,
 * a temp working directory) compiles each text to an AST, so errors a textual tokenizer cannot see are rejected, valid
 * code is accepted, and with python3 hidden from PATH the tokenizer takes over and the finding says so. Skipped where
 * the machine has no python3 (the fallback test runs everywhere).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { parsePython } from '../../src/adapters/process/python-parse.js';
import { syntaxProblem } from '../../src/domain/apply/guard-syntax.js';
import { evaluateGuards, type GuardInput } from '../../src/domain/apply/guards.js';
import { auditResolutions, auditTexts, type AuditCase } from '../../src/domain/apply/guard-audit.js';
import { pythonParsesFor, pythonTexts, withPythonParses } from '../../src/services/apply/python-syntax.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

const hasPython = (process.env.PATH ?? '')
  .split(delimiter)
  .filter(Boolean)
  .some((d) => existsSync(join(d, 'python3')));
const withPython = runsWithTool(hasPython) ? describe : describe.skip;

const FORK = 'import os\n\n\ndef build(target, jobs=1):\n    return os.path.join(target, str(jobs))\n';
const UP = 'import os\n\n\ndef build(target):\n    return os.path.join(target, "out")\n';
const BASE = 'import os\n\n\ndef build(target):\n    return os.path.join(target)\n';
const RIGHT = 'import os\n\n\ndef build(target, jobs=1):\n    return os.path.join(target, "out", str(jobs))\n';
/** Errors only Python's parser sees: brackets balance, indentation is consistent. */
const AST_ONLY = [
  'import os\n\n\ndef build(:):\n    return os.path.join(target, "out")\n',
  'import os\n\n\ndef build(target, jobs=1):\n    return os.path.join(target, "out" str(jobs))\n',
  'import os\n\nelse:\n    pass\n',
  'import os\n\n\ndef build(target, jobs=1):\n    return = os.path.join(target)\n',
];

function input(resolved: string): GuardInput {
  return {
    conflictedPaths: ['tools/build.py'],
    allowedGlobs: [],
    agentChangedPaths: ['tools/build.py'],
    resolutionPaths: ['tools/build.py'],
    upstreamPaths: ['tools/build.py'],
    files: [{ path: 'tools/build.py', ours: FORK, upstreamBefore: BASE, upstreamAfter: UP, resolved }],
    resolutionLines: 2,
    upstreamLines: 2,
    bound: { factor: 1.5, slack: 10 },
  };
}

const syntax = (guards: ReturnType<typeof evaluateGuards>) => guards.find((g) => g.name === 'syntax')!;

withPython('Python syntax by ast.parse (python3 on PATH)', () => {
  it('rejects what only the parser sees; the finding names the parser', async () => {
    for (const bad of AST_ONLY) {
      // The textual tokenizer reads it as well-formed: the reason to ask Python.
      expect(syntaxProblem('python', bad)).toBeUndefined();
      const g = syntax(evaluateGuards(await withPythonParses(input(bad))));
      expect(g.verdict).toBe('reject');
      expect(g.details[0]).toMatch(/^tools\/build\.py:\d+: SyntaxError: .*\(Python: ast\.parse, python3 3\.\d+; both/);
    }
  });

  it('rejects mismatched indentation as an IndentationError; accepts valid code', async () => {
    const dedent = 'import os\n\n\ndef build(target, jobs=1):\n        x = 1\n    return x\n';
    const g = syntax(evaluateGuards(await withPythonParses(input(dedent))));
    expect(g.details[0]).toMatch(/IndentationError: unindent does not match any outer indentation level/);
    expect(syntax(evaluateGuards(await withPythonParses(input(RIGHT)))).verdict).toBe('accept');
  });

  it('a resolution whose sides do not parse either is not held against it (e.g. Python 2 files)', async () => {
    const py2 = 'print "hello"\n';
    const g = syntax(
      evaluateGuards(
        await withPythonParses({
          ...input(py2),
          files: [{ path: 'tools/build.py', ours: py2, upstreamBefore: py2, upstreamAfter: py2, resolved: py2 }],
        }),
      ),
    );
    expect(g.verdict).toBe('accept');
  });

  it('runs isolated: no PYTHON* variable, no module from the working directory or PYTHONPATH is imported', async () => {
    const evil = await makeTempDir('ui-pyparse-evil-');
    const marker = join(evil, 'imported');
    await mkdir(join(evil, 'pkg'), { recursive: true });
    for (const name of ['json.py', 'ast.py', 'sitecustomize.py'])
      await writeFile(join(evil, name), `open(${JSON.stringify(marker)}, "w").write("x")\n`);
    const saved = { cwd: process.cwd(), pythonpath: process.env.PYTHONPATH, startup: process.env.PYTHONSTARTUP };
    process.env.PYTHONPATH = evil;
    process.env.PYTHONSTARTUP = join(evil, 'json.py');
    process.chdir(evil);
    try {
      // Texts no earlier test parsed (this process keeps what python3 told it).
      const ok = `x = 1  # ${evil}\n`;
      const bad = `def f(:)  # ${evil}\n`;
      const r = await parsePython([ok, bad]);
      expect(r?.problems.get(ok)).toBeNull();
      expect(r?.problems.get(bad)).toMatchObject({ line: 1 });
    } finally {
      process.chdir(saved.cwd);
      if (saved.pythonpath === undefined) delete process.env.PYTHONPATH;
      else process.env.PYTHONPATH = saved.pythonpath;
      if (saved.startup === undefined) delete process.env.PYTHONSTARTUP;
      else process.env.PYTHONSTARTUP = saved.startup;
    }
    expect(existsSync(marker)).toBe(false);
  });
});

withPython('audit-guards judges Python as apply does (issue 31.6: one judgement)', () => {
  it('rejects the real resolution only the parser finds broken, like apply, and not without the parse', async () => {
    const bad = AST_ONLY[1]!;
    const c: AuditCase = {
      id: 'pick',
      label: 'a past pick of tools/build.py',
      files: [{ path: 'tools/build.py', base: BASE, ours: FORK, theirs: UP, resolved: bad }],
      input: input(bad),
    };
    // What audit-guards' judge does: parse every text the case and its mutations will show the guards.
    const pythonParses = await pythonParsesFor(pythonTexts(auditTexts(c)));
    expect(pythonParses?.problems.get(bad)).toEqual(expect.objectContaining({ line: expect.any(Number) }));
    const real = (parses?: typeof pythonParses) =>
      auditResolutions([c], { kinds: [], ...(parses ? { pythonParses: parses } : {}) }).find((t) => t.kind === 'real')!;
    expect(real(pythonParses)).toMatchObject({ total: 1, reject: 1 });
    expect(syntax(evaluateGuards(await withPythonParses(input(bad)))).verdict).toBe('reject');
    // The tokenizer alone would have let it through: the parse is what makes the two agree.
    expect(real(undefined)).toMatchObject({ total: 1, reject: 0 });
  });
});

describe('Python syntax without python3 on PATH', () => {
  it('falls back to the tokenizer and says so in the finding', async () => {
    const empty = await makeTempDir('ui-pyparse-nopath-');
    const saved = process.env.PATH;
    process.env.PATH = empty;
    try {
      expect(await parsePython(['x = 1\n'])).toBeUndefined();
      // The tokenizer catches an unclosed bracket …
      const unclosed = 'import os\n\n\ndef build(target, jobs=1):\n    return os.path.join(target, "out"\n';
      const g = syntax(evaluateGuards(await withPythonParses(input(unclosed))));
      expect(g.verdict).toBe('reject');
      expect(g.details[0]).toMatch(/\(Python: textual tokenizer, python3 not on PATH; both sides read well\)/);
      // … and misses what only the parser sees.
      expect(syntax(evaluateGuards(await withPythonParses(input(AST_ONLY[0]!)))).verdict).toBe('accept');
    } finally {
      process.env.PATH = saved;
    }
  });
});
