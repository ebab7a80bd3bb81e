import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** An import pattern for relative paths that climb into one of `layers` (the layer table in CONTRIBUTING.md). */
function upward(layers, message) {
  return { group: layers.flatMap((l) => [`../${l}/**`, `**/../${l}/**`, `../${l}`, `**/../${l}`]), message };
}

const GIT_NAME = /^git(runner)?$/i;
const GIT_MESSAGE = 'git commands live in src/adapters/git: call a named function there';

/** Whether a type annotation names the git runner (`GitRunner`, `Pick<GitRunner, …>`, `GitRunner | undefined`). */
function namesGitRunner(annotation) {
  let found = false;
  const visit = (node) => {
    if (!node || typeof node !== 'object' || found) return;
    if (node.type === 'TSTypeReference' && node.typeName?.type === 'Identifier' && node.typeName.name === 'GitRunner') {
      found = true;
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(annotation);
  return found;
}

/**
 * `no-git-run`: a `.run(…)` on a git runner outside the git adapter, however the runner is reached: by a git name
 * (`git.run`, `deps.git.run`, `this.gitRunner.run`), by a name typed `GitRunner`, by an alias of either
 * (`const g = git`, `const { git: g } = deps`), or by any receiver given a literal argument list (`runner.run(['…'])`).
 * Syntax and scopes only (no type information), so lint stays fast; the layer test proves each road fails.
 */
const noGitRun = {
  meta: { type: 'problem', schema: [], messages: { raw: GIT_MESSAGE } },
  create(context) {
    const isGitExpression = (node, seen) => {
      if (!node) return false;
      if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression')
        return isGitExpression(node.expression, seen);
      if (node.type === 'MemberExpression') return !node.computed && GIT_NAME.test(node.property.name ?? '');
      if (node.type !== 'Identifier') return false;
      if (GIT_NAME.test(node.name)) return true;
      return isGitBinding(node, seen);
    };
    // A name is a git runner when its declaration says so: a GitRunner annotation, an alias of a git expression, or
    // a destructured `git` property.
    const isGitBinding = (identifier, seen = new Set()) => {
      const scope = context.sourceCode.getScope(identifier);
      let variable;
      for (let s = scope; s && !variable; s = s.upper) variable = s.set.get(identifier.name);
      if (!variable || seen.has(variable)) return false;
      seen.add(variable);
      return variable.defs.some((def) => {
        const id = def.name;
        if (id.typeAnnotation && namesGitRunner(id.typeAnnotation)) return true;
        const parent = id.parent;
        if (parent?.type === 'Property' && parent.value === id && GIT_NAME.test(parent.key?.name ?? '')) return true;
        if (parent?.type === 'AssignmentPattern' && parent.left === id && id.typeAnnotation === undefined) {
          const property = parent.parent;
          if (property?.type === 'Property' && GIT_NAME.test(property.key?.name ?? '')) return true;
        }
        if (def.type === 'Variable' && def.node.id === id) return isGitExpression(def.node.init, seen);
        return false;
      });
    };
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'run') return;
        if (isGitExpression(callee.object, new Set()) || node.arguments[0]?.type === 'ArrayExpression') {
          context.report({ node, messageId: 'raw' });
        }
      },
    };
  },
};

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
            {
              group: ['node:os', 'os', 'node:process', 'process'],
              message: 'domain code does not read the machine: take the value as an argument',
            },
            upward(
              ['adapters', 'services', 'actions', 'cli', 'demo'],
              'domain imports only domain, schemas and shared',
            ),
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'domain code does not read the environment: take the value as an argument',
        },
        { object: 'globalThis', property: 'process', message: 'domain code does not read the process' },
      ],
    },
  },
  {
    // Git runs only behind the git adapter (src/adapters/git): one hardened runner, one small file per concern. The
    // demo builds its fixture histories through one narrow helper (src/demo/demo-git.ts), the only other exception.
    files: ['src/**/*.ts'],
    ignores: ['src/adapters/git/**', 'src/demo/demo-git.ts'],
    plugins: { local: { rules: { 'no-git-run': noGitRun } } },
    rules: {
      'local/no-git-run': 'error',
      'no-restricted-syntax': [
        'error',
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
        {
          patterns: [
            upward(['actions', 'cli'], 'services never import the faces (actions, cli)'),
            upward(['demo'], 'services never import the demo (a face): move what both need down a layer'),
          ],
        },
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
