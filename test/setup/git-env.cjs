// Tests run git with a known configuration whatever the machine has: no system or user config (a developer's
// commit.gpgsign or hooksPath must not leak in), and an identity for the commits tests make.
//
// One file per user and content (rewritten if anything changed it), not one per test file: this runs before every test file, and a folder made each
// time was never removed (hundreds per `npm test` in the temp folder). Written to a temporary name and renamed, so
// workers starting together never read a half-written file.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { tmpdir, userInfo } = require('node:os');

const CONFIG = [
  '[user]',
  '\tname = Test Runner',
  '\temail = test@example.com',
  '[init]',
  '\tdefaultBranch = main',
  '[protocol "file"]',
  '\tallow = always',
  '',
].join('\n');

if (!process.env.UPSTREAM_INGEST_TEST_GITCONFIG) {
  const digest = createHash('sha256').update(CONFIG).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), `ui-test-gitconfig-${userInfo().uid}`);
  const file = join(dir, `gitconfig-${digest}`);
  // Rewritten when anything changed it (a test's command writing global config must not reach the next run).
  let kept = '';
  try {
    kept = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (kept !== CONFIG) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, CONFIG);
    renameSync(partial, file);
  }
  process.env.UPSTREAM_INGEST_TEST_GITCONFIG = file;
}
process.env.GIT_CONFIG_GLOBAL = process.env.UPSTREAM_INGEST_TEST_GITCONFIG;
process.env.GIT_CONFIG_NOSYSTEM = '1';
