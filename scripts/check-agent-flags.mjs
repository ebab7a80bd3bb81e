#!/usr/bin/env node
/**
 * Checks every flag the coding-agent CLI presets pass (src/adapters/process/agent-cli-args.ts, loaded from the
 * source itself) against the real CLIs' `--help`: `claude --help` (npm package @anthropic-ai/claude-code) and
 * `codex exec --help` (npm package @openai/codex). Offline once the packages are installed; no model API is called.
 *
 *   node scripts/check-agent-flags.mjs --install <dir>   installs both packages there (npm install --no-save --prefix)
 *   node scripts/check-agent-flags.mjs --bin <dir>       uses <dir>/node_modules/.bin/{claude,codex} already there
 *
 * Exits 1 when a flag is missing from a CLI's help (the adapter passes something the CLI no longer knows), 2 when
 * a CLI cannot be installed or run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['@anthropic-ai/claude-code', '@openai/codex'];

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--install') out.install = argv[++i];
    else if (argv[i] === '--bin') out.bin = argv[++i];
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!out.install && !out.bin) throw new Error('give --install <dir> or --bin <dir>');
  return out;
}

/** The adapter's own source, transpiled (it has no imports), so the check sees exactly what apply passes. */
async function loadArgs() {
  const source = readFileSync(join(root, 'src/adapters/process/agent-cli-args.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  });
  const dir = mkdtempSync(join(tmpdir(), 'agent-flags-'));
  const file = join(dir, 'agent-cli-args.mjs');
  writeFileSync(file, outputText);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `--name` of each option an argument list passes (`--name=value` too); values and the stdin `-` are not flags. */
export function flagsOf(args) {
  return args.filter((a) => /^--?[A-Za-z]/.test(a)).map((a) => a.split('=')[0]);
}

/** Enumerated values the presets pass (`--permission-mode acceptEdits`): each must be a choice the help names. */
const FREE_VALUES = new Set(['--model', '--cd', '--config']);
export function valuesOf(args) {
  const out = [];
  args.forEach((a, i) => {
    const flag = args[i - 1];
    if (flag && /^--?[A-Za-z]/.test(flag) && !flag.includes('=') && !/^-/.test(a) && !FREE_VALUES.has(flag))
      out.push([flag, a]);
    if (/^--[A-Za-z][\w-]*=/.test(a) && !FREE_VALUES.has(a.split('=')[0]))
      for (const v of a.slice(a.indexOf('=') + 1).split(',')) out.push([a.split('=')[0], v]);
  });
  return out;
}

/** Every flag spelled in a help text: long ones and short ones (`-p, --print`). */
export function helpFlags(help) {
  return new Set([...help.matchAll(/(?<![\w-])(--?[A-Za-z][\w-]*)/g)].map((m) => m[1]));
}

function help(bin, args) {
  return execFileSync(bin, args, {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const prefix = resolve(options.install ?? options.bin);
  if (options.install) {
    mkdirSync(prefix, { recursive: true });
    console.log(`installing ${PACKAGES.join(' ')} into ${prefix}`);
    try {
      execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, ...PACKAGES], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    } catch {
      console.error('check-agent-flags: could not install the CLIs (npm registry unreachable?)');
      process.exit(2);
    }
  }
  const bins = join(prefix, 'node_modules', '.bin');
  const { claudeArgs, codexArgs, CLAUDE_PROGRAM, CODEX_PROGRAM } = await loadArgs();
  const sample = { cwd: root, model: 'some-model' };
  const checks = [
    { program: CLAUDE_PROGRAM, helpArgs: ['--help'], args: claudeArgs(sample), skip: [] },
    // `exec` is the subcommand; its flags are in `codex exec --help`.
    { program: CODEX_PROGRAM, helpArgs: ['exec', '--help'], args: codexArgs(sample).slice(1), skip: [] },
  ];
  let missing = 0;
  for (const check of checks) {
    let text;
    try {
      text = help(join(bins, check.program), check.helpArgs);
    } catch (error) {
      console.error(`check-agent-flags: ${check.program} ${check.helpArgs.join(' ')} failed: ${error.message}`);
      process.exit(2);
    }
    const known = helpFlags(text);
    const version = (() => {
      try {
        return help(join(bins, check.program), ['--version']).trim();
      } catch {
        return '?';
      }
    })();
    for (const flag of flagsOf(check.args)) {
      const ok = known.has(flag);
      if (!ok) missing++;
      console.log(`${ok ? 'ok     ' : 'MISSING'} ${check.program} ${flag}`);
    }
    for (const [flag, value] of valuesOf(check.args).filter(([f]) => f !== '--tools' && f !== '--disallowedTools')) {
      const ok = text.includes(value);
      if (!ok) missing++;
      console.log(`${ok ? 'ok     ' : 'MISSING'} ${check.program} ${flag} ${value}`);
    }
    console.log(`${check.program} ${version}: ${flagsOf(check.args).length} flag(s) checked`);
  }
  if (missing) {
    console.error(`check-agent-flags: ${missing} flag(s) the presets pass are not in the CLIs' --help`);
    process.exit(1);
  }
  console.log('check-agent-flags: every flag the presets pass is in the real CLIs’ --help');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-agent-flags: ${error.message}`);
    process.exit(2);
  });
}
