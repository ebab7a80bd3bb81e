/**
 * apply-bundle's public face: runApply (run-apply.ts) and what the action and the CLI use beside it. The CLI's
 * `apply` imports run-apply.ts itself, so a cold apply does not load the publishing and artifact modules.
 */
export { runApply } from './run-apply.js';
export { readArtifact, writeArtifact } from './artifact.js';
export { applySourceFrom, loadPlanFile } from './bundle-source.js';
export { publishBundle, type PublishSettings } from './publish-bundle.js';
export { githubPullRequests } from './publish.js';
export {
  DEFAULT_COMMITTER,
  type ApplyDeps,
  type ApplySettings,
  type ApplySource,
  type OnConflict,
  type PullRequestPort,
} from './settings.js';
