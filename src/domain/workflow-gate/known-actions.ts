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
  /** Inputs the release marks deprecated (its `deprecationMessage`), with the input to use instead. */
  deprecated?: Record<string, string>;
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
const CACHE_SHA = '9255dc7a253b0ccc959486e2bca901246202afeb';

/**
 * Third-party actions at one commit each, verified to be the tagged release (the version is the comment after the
 * pin), with the inputs and outputs of that release for the wiring check. `--self` allows only these; on any
 * repository a pin of one of them to another action's commit, or to a commit other than the release its comment
 * names, is an impostor.
 */
export const KNOWN_ACTIONS: Readonly<Record<string, KnownAction>> = {
  'actions/checkout': {
    sha: '08c6903cd8c0fde910a37f88322edcfb5dd907a8',
    version: 'v5.0.0',
    inputs: CHECKOUT_INPUTS,
    outputs: ['ref', 'commit'],
  },
  'actions/setup-node': {
    sha: '2028fbc5c25fe9cf00d9f06a71cc4710d4507903',
    version: 'v6.0.0',
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
      'package-manager-cache',
      'cache-dependency-path',
      'mirror',
      'mirror-token',
    ],
    outputs: ['cache-hit', 'node-version'],
  },
  'actions/upload-artifact': {
    sha: 'b7c566a772e6b6bfb58ed0dc250532a479d7789f',
    version: 'v6.0.0',
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
    sha: '018cc2cf5baa6db3ef3c5f8a56943fffe632ef53',
    version: 'v6.0.0',
    inputs: ['name', 'artifact-ids', 'path', 'pattern', 'merge-multiple', 'github-token', 'repository', 'run-id'],
    outputs: ['download-path'],
  },
  'actions/cache': {
    sha: CACHE_SHA,
    version: 'v5.0.1',
    inputs: [
      'path',
      'key',
      'restore-keys',
      'upload-chunk-size',
      'enableCrossOsArchive',
      'fail-on-cache-miss',
      'lookup-only',
    ],
    required: ['path', 'key'],
    outputs: ['cache-hit'],
  },
  'actions/cache/restore': {
    sha: CACHE_SHA,
    version: 'v5.0.1',
    inputs: ['path', 'key', 'restore-keys', 'enableCrossOsArchive', 'fail-on-cache-miss', 'lookup-only'],
    required: ['path', 'key'],
    outputs: ['cache-hit', 'cache-primary-key', 'cache-matched-key'],
  },
  'actions/cache/save': {
    sha: CACHE_SHA,
    version: 'v5.0.1',
    inputs: ['path', 'key', 'upload-chunk-size', 'enableCrossOsArchive'],
    required: ['path', 'key'],
    outputs: [],
  },
  'actions/create-github-app-token': {
    sha: 'bcd2ba49218906704ab6c1aa796996da409d3eb1',
    version: 'v3.2.0',
    inputs: ['app-id', 'client-id', 'private-key', 'owner', 'repositories', 'skip-token-revoke', 'github-api-url'],
    inputPrefixes: ['permission-'],
    // v3.1.0 made app-id optional and deprecated it ("Use 'client-id' instead."); one of the two is needed.
    required: ['private-key'],
    deprecated: { 'app-id': 'client-id' },
    outputs: ['token', 'installation-id', 'app-slug'],
  },
};

/** owner/repo of an action reference (`actions/cache/restore` → `actions/cache`). */
export const repositoryOf = (name: string): string => name.split('/').slice(0, 2).join('/').toLowerCase();
