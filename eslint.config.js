import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import testingLibrary from 'eslint-plugin-testing-library'
import tseslint from 'typescript-eslint'

/** House rule: file and folder names are kebab-case (`base-cobranca-page.tsx`). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', messages: { name: 'Nome de arquivo fora do padrão kebab-case: "{{name}}".' } },
  create(context) {
    const path = context.filename.replace(/\\/g, '/')
    const relative = path.slice(path.indexOf('/src/') + 1)
    if (!relative.startsWith('src/')) return {}
    const parts = relative.split('/').slice(1)
    const bad = parts.find((part) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(part))
    return bad
      ? { Program: (node) => context.report({ node, messageId: 'name', data: { name: bad } }) }
      : {}
  },
}
const house = { rules: { 'kebab-case-files': kebabCaseFiles } }

/** Typed hooks only: components never use react-redux's untyped ones. */
const NO_DIRECT_CALLS =
  'Fale com o servidor pela camada de dados: a operação em api/openapi.yaml, npm run gen:api e o hook gerado (docs/architecture.md).'
const TYPED_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch/useAppSelector (src/shared/store/hooks ou src/app/hooks).',
}

export default tseslint.config(
  // src/shared/api/generated: written by npm run gen:api from the contract, checked by check:api
  { ignores: ['dist', 'dist-*', 'node_modules', 'coverage', 'test-results', '.vt.config.mts', 'src/shared/api/generated', 'docs/api'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, house },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'house/kebab-case-files': 'error',
      'no-restricted-imports': ['error', { paths: [TYPED_HOOKS] }],
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
          paths: [
            TYPED_HOOKS,
            { name: 'axios', message: NO_DIRECT_CALLS },
          ],
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
    // One way to talk to the server (issue 22): no module calls it by hand (its tests may).
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: NO_DIRECT_CALLS },
        { name: 'XMLHttpRequest', message: NO_DIRECT_CALLS },
      ],
    },
  },
  {
    // The typed hooks are made here from react-redux's own.
    files: ['src/shared/store/hooks.ts', 'src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'demo-api/**', 'bench/**', 'scripts/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Tests find what a user finds: by role, label and text; never by antd's internal classes.
    files: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
    plugins: { 'testing-library': testingLibrary },
    rules: {
      'testing-library/await-async-queries': 'error',
      'testing-library/await-async-utils': 'error',
      'testing-library/no-await-sync-queries': 'error',
      'testing-library/no-wait-for-multiple-assertions': 'off',
      'testing-library/no-debugging-utils': 'error',
      'testing-library/no-unnecessary-act': 'error',
      'testing-library/prefer-find-by': 'error',
      'testing-library/no-wait-for-side-effects': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(querySelector|querySelectorAll|closest)$/] > Literal[value=/\\.ant-/]',
          message: 'Não selecione classes internas do antd (.ant-*): use papel, rótulo ou texto.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(querySelector|querySelectorAll|closest)$/] > TemplateLiteral > TemplateElement[value.raw=/\\.ant-/]',
          message: 'Não selecione classes internas do antd (.ant-*): use papel, rótulo ou texto.',
        },
      ],
    },
  },
)
