/** owner/name under which users reference this suite (examples pin it by SHA). */
export const SUITE_REPOSITORY = 'upstream-ingest/upstream-ingest';

export const isSuiteReference = (name: string): boolean =>
  name === SUITE_REPOSITORY || name.startsWith(`${SUITE_REPOSITORY}/`);

export interface KnownAction {
  /** The commit verified to be the tagged release. */
  sha: string;
  version: string;
  inputs: string[];
  inputPrefixes?: string[];
  required?: string[];
  outputs: string[];
}

const CHECKOUT_INPUTS = [
  'repository',
  'ref',
  'token',
  'ssh-key',
  'ssh-known-hosts',
  'ssh-strict',
  'ssh-user',
  'persist-credentials',
  'path',
  'clean',
  'filter',
  'sparse-checkout',
  'sparse-checkout-cone-mode',
  'fetch-depth',
  'fetch-tags',
  'show-progress',
  'lfs',
  'submodules',
  'set-safe-directory',
  'github-server-url',
];
const CACHE_SHA = '5a3ec84eff668545956fd18022155c47e93e2684';

/**
 * Third-party actions at one commit each, verified to be the tagged release (the version is the comment after the
 * pin), with the inputs and outputs of that release for the wiring check. `--self` allows only these; on any
 * repository a pin of one of them to another action's commit, or to a commit other than the release its comment
 * names, is an impostor.
 */
export const KNOWN_ACTIONS: Readonly<Record<string, KnownAction>> = {
  'actions/checkout': {
    sha: '11bd71901bbe5b1630ceea73d27597364c9af683',
    version: 'v4.2.2',
    inputs: CHECKOUT_INPUTS,
    outputs: ['ref', 'commit'],
  },
  'actions/setup-node': {
    sha: '49933ea5288caeca8642d1e84afbd3f7d6820020',
    version: 'v4.4.0',
    inputs: [
      'always-auth',
      'node-version',
      'node-version-file',
      'architecture',
      'check-latest',
      'registry-url',
      'scope',
      'token',
      'cache',
      'cache-dependency-path',
      'mirror',
      'mirror-token',
    ],
    outputs: ['cache-hit', 'node-version'],
  },
  'actions/upload-artifact': {
    sha: 'ea165f8d65b6e75b540449e92b4886f43607fa02',
    version: 'v4.6.2',
    inputs: [
      'name',
      'path',
      'if-no-files-found',
      'retention-days',
      'compression-level',
      'overwrite',
      'include-hidden-files',
    ],
    required: ['path'],
    outputs: ['artifact-id', 'artifact-url'],
  },
  'actions/download-artifact': {
    sha: 'd3f86a106a0bac45b974a628896c90dbdf5c8093',
    version: 'v4.3.0',
    inputs: ['name', 'artifact-ids', 'path', 'pattern', 'merge-multiple', 'github-token', 'repository', 'run-id'],
    outputs: ['download-path'],
  },
  'actions/cache': {
    sha: CACHE_SHA,
    version: 'v4.2.3',
    inputs: [
      'path',
      'key',
      'restore-keys',
      'upload-chunk-size',
      'enableCrossOsArchive',
      'fail-on-cache-miss',
      'lookup-only',
      'save-always',
    ],
    required: ['path', 'key'],
    outputs: ['cache-hit'],
  },
  'actions/cache/restore': {
    sha: CACHE_SHA,
    version: 'v4.2.3',
    inputs: ['path', 'key', 'restore-keys', 'enableCrossOsArchive', 'fail-on-cache-miss', 'lookup-only'],
    required: ['path', 'key'],
    outputs: ['cache-hit', 'cache-primary-key', 'cache-matched-key'],
  },
  'actions/cache/save': {
    sha: CACHE_SHA,
    version: 'v4.2.3',
    inputs: ['path', 'key', 'upload-chunk-size', 'enableCrossOsArchive'],
    required: ['path', 'key'],
    outputs: [],
  },
  'actions/create-github-app-token': {
    sha: 'df432ceedc7162793a195dd1713ff69aefc7379e',
    version: 'v2.0.6',
    inputs: ['app-id', 'private-key', 'owner', 'repositories', 'skip-token-revoke', 'github-api-url'],
    inputPrefixes: ['permission-'],
    required: ['app-id', 'private-key'],
    outputs: ['token', 'installation-id', 'app-slug'],
  },
};

/** owner/repo of an action reference (`actions/cache/restore` → `actions/cache`). */
export const repositoryOf = (name: string): string => name.split('/').slice(0, 2).join('/').toLowerCase();
