#!/usr/bin/env node
// The import graph of src/, read with the TypeScript compiler API (parsing only: no type check, so it takes about a
// second). `import-x/no-cycle` is not a dependency of this repository, so this is the cycle rule of `npm run lint`:
//
//   node scripts/import-graph.mjs cycles [root]       exit 1 and print each cycle of value imports under root/src
//   node scripts/import-graph.mjs hops <from> <to>    the fewest import hops from one file to another
//   node scripts/import-graph.mjs unused [root]       exit 1 and print each export of src/ that nothing uses
//
// A cycle counts value imports only: `import type` and imports whose every name is a type vanish when compiled, so
// they cannot make one module see another half-initialised. Hops count value imports and dynamic `import()` (the
// CLI loads commands lazily), the road a reader follows from an entry point to the code that decides.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every .ts file under `dir`, as absolute paths. */
function tsFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Whether an import or export declaration brings in any value (not only types). */
function bringsValue(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // `import './side-effect.js'`
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    return !clause || !ts.isNamedExports(clause) || clause.elements.some((e) => !e.isTypeOnly);
  }
  return false;
}

/** The relative specifiers a file imports: `{ spec, kind }` with kind 'value', 'type' or 'dynamic'. */
function specifiersOf(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) {
        found.push({ spec: node.moduleSpecifier.text, kind: bringsValue(node) ? 'value' : 'type' });
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, kind: 'dynamic' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((f) => f.spec.startsWith('.'));
}

/** `./x.js` from `from` as the .ts file it names, or undefined when it names no .ts file (JSON, assets). */
function resolveSpec(from, spec) {
  const target = resolve(dirname(from), spec);
  for (const candidate of [target.replace(/\.js$/, '.ts'), `${target}.ts`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * The import graph of `root/src`: file (relative to root, `/`-separated) → edges `{ to, kind }`.
 * @param {string} root
 */
export function importGraph(root) {
  const abs = resolve(root);
  const rel = (p) => relative(abs, p).split(sep).join('/');
  const graph = new Map();
  for (const file of tsFiles(join(abs, 'src'))) {
    const edges = [];
    for (const { spec, kind } of specifiersOf(file)) {
      const to = resolveSpec(file, spec);
      if (to) edges.push({ to: rel(to), kind });
    }
    graph.set(rel(file), edges);
  }
  return graph;
}

/** Each cycle of value imports, as a list of files that ends where it starts. Tarjan's strongly connected parts. */
export function findCycles(graph) {
  const next = (file) => (graph.get(file) ?? []).filter((e) => e.kind === 'value').map((e) => e.to);
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const parts = [];
  const connect = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const part = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || next(v).includes(v)) parts.push(new Set(part));
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  // One readable loop per part: walk from its first file, inside the part, back to it.
  return parts.map((part) => {
    const start = [...part].sort()[0];
    const path = shortestPath(graph, start, start, (e) => e.kind === 'value' && part.has(e.to));
    return path ?? [start, start];
  });
}

/** The fewest-hops path from `from` to `to` over the edges `use` keeps (breadth first), or undefined. */
export function shortestPath(graph, from, to, use = (e) => e.kind !== 'type') {
  const previous = new Map();
  const queue = [from];
  const seen = new Set();
  while (queue.length > 0) {
    const v = queue.shift();
    for (const e of (graph.get(v) ?? []).filter(use)) {
      if (e.to === to) {
        const path = [to, v];
        for (let p = v; p !== from;) path.push((p = previous.get(p)));
        return path.reverse();
      }
      if (seen.has(e.to)) continue;
      seen.add(e.to);
      previous.set(e.to, v);
      queue.push(e.to);
    }
  }
  return undefined;
}

/** Every .ts file under each of `dirs` (those that exist) of `root`. */
function tsFilesUnder(root, dirs) {
  return dirs.flatMap((d) => {
    try {
      return tsFiles(join(root, d));
    } catch {
      return [];
    }
  });
}

/** The names a file exports by declaration or `export { … }` (not `export *`). */
function exportedNames(source) {
  const names = new Set();
  for (const st of source.statements) {
    const exported =
      ts.canHaveModifiers(st) && (ts.getModifiers(st) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if (exported && st.name && ts.isIdentifier(st.name)) names.add(st.name.text);
    if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
      for (const e of st.exportClause.elements) names.add(e.name.text);
    }
  }
  return names;
}

/**
 * Exports of src/ that nothing uses: no file of src/, test/ or bench/ imports the name (by name, by namespace, by a
 * re-export, or names it in a file that loads the module with `import()`), and its own file never uses it either.
 * Returns `file: name` lines.
 */
export function unusedExports(root) {
  const abs = resolve(root);
  const rel = (p) => relative(abs, p).split(sep).join('/');
  const used = new Set();
  const everything = new Set();
  const texts = new Map();
  const sources = new Map();
  for (const file of tsFilesUnder(abs, ['src', 'test', 'bench'])) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    texts.set(rel(file), text);
    sources.set(rel(file), source);
    for (const st of source.statements) {
      const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const target = resolveSpec(file, spec.text);
      if (!target) continue;
      const to = rel(target);
      const clause = ts.isImportDeclaration(st) ? st.importClause : undefined;
      const bindings = ts.isImportDeclaration(st) ? clause?.namedBindings : st.exportClause;
      if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) everything.add(to);
      else for (const e of bindings.elements) used.add(`${to}#${(e.propertyName ?? e.name).text}`);
      if (clause?.name) used.add(`${to}#default`);
    }
    for (const m of text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = resolveSpec(file, m[1]);
      if (target)
        for (const name of exportedNames(
          ts.createSourceFile(target, readFileSync(target, 'utf8'), ts.ScriptTarget.Latest),
        )) {
          if (new RegExp(`\\b${name}\\b`).test(text)) used.add(`${rel(target)}#${name}`);
        }
    }
  }
  const unused = [];
  for (const [file, source] of sources) {
    if (!file.startsWith('src/') || everything.has(file)) continue;
    for (const name of exportedNames(source)) {
      if (used.has(`${file}#${name}`)) continue;
      const mentions = texts.get(file).match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
      if (mentions <= 1) unused.push(`${file}: ${name}`);
    }
  }
  return unused.sort();
}

function main(argv) {
  const [command, ...args] = argv;
  if (command === 'cycles') {
    const cycles = findCycles(importGraph(args[0] ?? '.'));
    for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' -> ')}`);
    if (cycles.length > 0) {
      console.error(`${cycles.length} import cycle(s) in src/: break each (move the shared part down a layer)`);
      return 1;
    }
    console.log('no import cycles in src/');
    return 0;
  }
  if (command === 'hops' && args.length === 2) {
    const path = shortestPath(importGraph('.'), args[0], args[1]);
    if (!path) {
      console.error(`${args[1]} is not reachable from ${args[0]}`);
      return 1;
    }
    console.log(`${path.length - 1} hop(s): ${path.join(' -> ')}`);
    return 0;
  }
  if (command === 'unused') {
    const unused = unusedExports(args[0] ?? '.');
    for (const line of unused) console.error(`unused export: ${line}`);
    if (unused.length > 0) {
      console.error(`${unused.length} export(s) nothing uses: remove them (or the export keyword)`);
      return 1;
    }
    console.log('every export of src/ is used');
    return 0;
  }
  console.error('usage: import-graph.mjs cycles [root] | hops <from> <to> | unused [root]');
  return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
