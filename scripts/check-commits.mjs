#!/usr/bin/env node
// CI: the commit habits of CONTRIBUTING ("Habits") hold for every commit since the rule was adopted: a subject under
// 72 characters and a body that says why. History before BASE is left as it is (rewriting landed history would
// break every clone); a shallow clone without BASE checks nothing and says so.
//
//   node scripts/check-commits.mjs [--base <rev>]     exit 0 clean, 1 findings, 2 bad usage
import { execFileSync } from 'node:child_process';

/** The last commit before the habits were enforced by this check. */
const DEFAULT_BASE = 'd89f798';
const MAX_SUBJECT = 72;

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function parseArgs(argv) {
  const out = { base: DEFAULT_BASE };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--base' && argv[i + 1]) out.base = argv[++i];
    else {
      console.error(`check-commits: unknown argument ${argv[i]} (usage: check-commits.mjs [--base <rev>])`);
      process.exit(2);
    }
  }
  return out;
}

/** One finding per broken habit of one commit; merges need a subject only (git writes their body). */
function commitFindings({ hash, subject, body, parents }) {
  const findings = [];
  const short = hash.slice(0, 10);
  if (subject.length >= MAX_SUBJECT)
    findings.push(`${short} subject is ${subject.length} characters (under ${MAX_SUBJECT}): ${subject}`);
  if (parents < 2 && body.trim() === '') findings.push(`${short} has no body saying why: ${subject}`);
  return findings;
}

function main() {
  const { base } = parseArgs(process.argv.slice(2));
  try {
    git(['rev-parse', '--verify', '--quiet', `${base}^{commit}`]);
  } catch {
    console.log(`check-commits: ${base} is not in this clone (shallow?): nothing checked`);
    return 0;
  }
  const raw = git(['log', '--format=%H%x00%P%x00%s%x00%b%x1e', `${base}..HEAD`]);
  const commits = raw
    .split('\x1e')
    .map((r) => r.replace(/^\n/, ''))
    .filter(Boolean)
    .map((r) => {
      const [hash, parents, subject, body] = r.split('\x00');
      return { hash, parents: parents.split(' ').filter(Boolean).length, subject, body: body ?? '' };
    });
  const findings = commits.flatMap(commitFindings);
  for (const f of findings) console.log(f);
  console.log(`check-commits: ${commits.length} commits since ${base}, ${findings.length} findings`);
  return findings.length ? 1 : 0;
}

process.exit(main());
