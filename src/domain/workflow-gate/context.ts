/** What the rules are told besides the file: whether this is the suite's own repository (`--self`). */
export interface GateOptions {
  /**
   * The suite's own checks: how its reusable workflows refer to its actions, its action.yml contracts, the allow-list
   * of verified third-party actions, a concurrency group on every workflow. Never imposed on a user's fork.
   */
  self: boolean;
}
