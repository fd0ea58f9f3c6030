import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', '.vt.config.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      // Sanitisers of file names, redirects and spreadsheet cells must name control characters.
      'no-control-regex': 'off',
      // Slices extend LazyLoadedSlices by declaration merging: `interface X extends WithSlice<...> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Lazy pages import back into the route table's modules; a chain through import() is not a load-order cycle.
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      // ARCHITECTURE: imports flow one way, shared/ ← features/ ← app/.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/features', './src/app'],
              message: 'shared/ não conhece features/ nem app/.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'features/ não importa app/: use src/shared/store/hooks.',
            },
            {
              target: './src',
              from: ['./demo-api', './tests', './bench', './scripts'],
              message: 'O código da aplicação não importa o demo API nem os testes.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature reaches another feature only through its index.ts.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/.+',
              message: 'Importe outro módulo apenas pelo seu index.ts (@/features/<modulo>).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'demo-api/**', 'bench/**', 'scripts/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
)
