import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** An import pattern for relative paths that climb into one of `layers` (the layer table in CONTRIBUTING.md). */
function upward(layers, message) {
  return { group: layers.flatMap((l) => [`../${l}/**`, `**/../${l}/**`, `../${l}`, `**/../${l}`]), message };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'demo-out/**', '.bench-out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
      // Security code matches control characters on purpose (to strip or refuse them).
      'no-control-regex': 'off',
    },
  },
  {
    // The domain layer is pure: no @actions/*, no process or file I/O, and it imports only domain, schemas, shared.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@actions/*'], message: 'domain code must not depend on @actions/*' },
            {
              group: [
                'node:child_process',
                'node:fs',
                'node:fs/promises',
                'node:http',
                'node:https',
                'node:net',
                'child_process',
                'fs',
                'fs/promises',
              ],
              message: 'domain code does no I/O',
            },
            upward(
              ['adapters', 'services', 'actions', 'cli', 'demo'],
              'domain imports only domain, schemas and shared',
            ),
          ],
        },
      ],
    },
  },
  {
    // Git runs only behind the git adapter (src/adapters/git): one hardened runner, one small file per concern. The
    // demo's history generator is a fixture builder and keeps its own git calls.
    files: ['src/**/*.ts'],
    ignores: ['src/adapters/git/**', 'src/demo/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='run'][callee.object.name=/^git$/i]",
          message: 'git commands live in src/adapters/git: call a named function there',
        },
        {
          selector: "CallExpression[callee.property.name='run'][callee.object.property.name=/^git$/i]",
          message: 'git commands live in src/adapters/git: call a named function there',
        },
        {
          selector: "ImportSpecifier[imported.name='spawnGit']",
          message: 'git processes start only in src/adapters/git',
        },
        {
          // spawn('git', …), execFile('git', …), runProcess('git', …): a git process by another road.
          selector: "CallExpression[arguments.0.type='Literal'][arguments.0.value='git']",
          message: 'git processes start only in src/adapters/git',
        },
      ],
    },
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [upward(['services', 'actions', 'cli', 'demo'], 'adapters never import services or faces')] },
      ],
    },
  },
  {
    files: ['src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [upward(['actions', 'cli'], 'services never import the faces (actions, cli)')] },
      ],
    },
  },
  {
    files: ['src/schemas/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upward(
              ['domain', 'adapters', 'services', 'actions', 'cli', 'demo'],
              'schemas and shared are the bottom layer: they import only each other',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
