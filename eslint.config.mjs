import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.vscode-test/**', 'test-results/**', 'media/vendor/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // TypeScript files get the type-aware preset (no-unsafe-*, unbound-method, require-await, ...),
  // so an `any` cannot leave the module it came from. The .js/.mjs/.cjs scripts belong to no
  // tsconfig project, so they keep the plain preset above.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts'] })),
  {
    // Type-aware rules beyond the preset (which already has no-floating-promises, no-misused-promises,
    // await-thenable, only-throw-error, no-for-in-array, no-implied-eval): a switch over a union
    // must name every case.
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'src/core must not depend on VS Code.' }] }],
    },
  },
  {
    // The front ends reach the core only through its public face (src/core/index.ts), so the
    // core can move its insides without breaking them.
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/core/*', '!**/core/index'], message: 'Import the rules core through src/core/index.ts (../core).' }] }],
    },
  },
  {
    // In the extension, one module (rulesCore.ts) is the door to the core.
    files: ['src/extension/**/*.ts'],
    ignores: ['src/extension/rulesCore.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/core', '**/core/*'], message: 'Import the rules core through src/extension/rulesCore.ts.' }] }],
    },
  },
  {
    // The bin stub is CommonJS on purpose: it loads the bundled CLI with no transpiling.
    files: ['bin/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        Buffer: 'readonly',
        window: 'readonly',
        document: 'readonly',
        acquireVsCodeApi: 'readonly',
      },
    },
  },
);
