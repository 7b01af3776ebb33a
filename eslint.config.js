// One typed lint for the whole repository: floating promises and unsafe `any` are errors.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and route handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      // A guarded route's caller is `authOf(request)` (features/auth/authenticate.ts), typed and
      // checked, never `request.auth!`.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSNonNullExpression[expression.type='MemberExpression'][expression.property.name='auth']",
          message: 'Use authOf(request) from features/auth/authenticate.ts.',
        },
        // What an error answer says is written in the caller's language: it comes from a
        // catalogue (apps/api/src/messages, or packages/shared), never a string in place
        // (docs/api.md#language).
        {
          selector:
            "NewExpression[callee.name='AppError'] > :matches(Literal, TemplateLiteral):nth-child(2)",
          message: 'Give AppError a message from API_TEXT (src/messages) or the shared catalogues.',
        },
        {
          selector:
            "NewExpression[callee.name='AppError'] Property[key.name='message'] > :matches(Literal, TemplateLiteral).value",
          message:
            'Give a field error a message from API_TEXT (src/messages) or the shared catalogues.',
        },
      ],
    },
  },
  {
    // The administration command speaks to operators, in English only.
    files: ['apps/api/src/features/admin/**/*.ts', 'apps/api/src/admin.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSNonNullExpression[expression.type='MemberExpression'][expression.property.name='auth']",
          message: 'Use authOf(request) from features/auth/authenticate.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
