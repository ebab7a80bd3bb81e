#!/usr/bin/env node
// The demo's scripted stand-in for an agent (`--agent CMD`), NOT a resolver to use: see README.md here and the
// resolver ladder (`--on-conflict resolve`) in docs/apply-bundle.md.
//
// It reads the task file (its first argument, also in UPSTREAM_INGEST_TASK), and resolves every conflict hunk in the
// conflicted paths as the union of both sides: the fork's lines, then upstream's lines that the fork side does not
// already have. That is right only for additive conflicts (two sides appending to the same list), which is what the
// demo produces; on a real fork's history union is right on 5% of conflicting picks and clean but wrong on 85%.
// apply-bundle's guards judge what it writes like any resolver's: a file it breaks (two `def` headers in a row) is
// rejected by the syntax guard.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const taskPath = process.argv[2] ?? process.env.UPSTREAM_INGEST_TASK;
if (!taskPath) {
  process.stderr.write('usage: union-merge-agent.mjs <task.json>\n');
  process.exit(2);
}
const task = JSON.parse(readFileSync(taskPath, 'utf8'));

/** Resolves `<<<<<<< … ||||||| … ======= … >>>>>>>` blocks (merge and diff3 styles). */
export function unionResolve(text) {
  const lines = text.split('\n');
  const out = [];
  let hunks = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('<<<<<<< ')) {
      out.push(lines[i]);
      continue;
    }
    const ours = [];
    const theirs = [];
    let section = 'ours';
    for (i++; i < lines.length && !lines[i].startsWith('>>>>>>> '); i++) {
      if (lines[i].startsWith('||||||| ')) section = 'base';
      else if (lines[i] === '=======') section = 'theirs';
      else if (section === 'ours') ours.push(lines[i]);
      else if (section === 'theirs') theirs.push(lines[i]);
    }
    const have = new Set(ours);
    out.push(...ours, ...theirs.filter((l) => !have.has(l)));
    hunks++;
  }
  return { text: out.join('\n'), hunks };
}

let total = 0;
for (const path of task.conflictedPaths) {
  const file = join(task.repo, path);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // a deleted side (modify/delete): leave it to the guards to judge
  }
  const { text: resolved, hunks } = unionResolve(text);
  if (hunks) writeFileSync(file, resolved);
  total += hunks;
}
writeFileSync(
  task.reasonFile,
  `union of fork and upstream sides in ${total} conflict hunk(s) across ${task.conflictedPaths.length} file(s)\n`,
);
process.stdout.write(`resolved ${total} hunk(s)\n`);
