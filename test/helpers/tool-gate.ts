/**
 * Whether a test that needs a system tool (chromium, python3, wiggle, shellcheck, script) runs: always in CI, where
 * `.ci/run` installs every one of them, so a missing tool fails there instead of skipping; on a developer machine
 * only when the tool is there (the test file prints why it skipped).
 */
export function runsWithTool(present: boolean): boolean {
  return present || Boolean(process.env['CI']);
}
