// One typed lint for the whole repository: floating promises and unsafe `any` are errors.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// The web app's layers (ARCHITECTURE.md#apps-web): app, then routes, then features, then the shared
// code under them. Paths are relative to apps/web; every feature folder is covered as it appears.
const web = path.join(import.meta.dirname, 'apps/web');
const foldersIn = (folder) =>
  readdirSync(path.join(web, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('src/features');
// A route area's pages belong to the feature of the same name; the public pages to marketing.
const featureOfRouteArea = (area) => (area === 'public' ? 'marketing' : area);
const otherFeatureIndexes = (own) =>
  webFeatures.filter((feature) => feature !== own).map((feature) => `./${feature}/index.ts`);
const webZones = [
  {
    target: ['./src/components', './src/lib', './src/hooks', './src/config', './src/i18n'],
    from: ['./src/features', './src/routes', './src/app'],
    message: 'Shared code does not know the features, routes or app that use it.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'A feature does not know the routes or app that use it.',
  },
  { target: './src/routes', from: './src/app', message: 'Pages do not know the app.' },
  ...webFeatures.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...otherFeatureIndexes(feature)],
    message: 'Reach another feature through its index.ts, which lists what it shares.',
  })),
  ...foldersIn('src/routes').map((area) => ({
    target: `./src/routes/${area}`,
    from: './src/features',
    except: [`./${featureOfRouteArea(area)}`, ...otherFeatureIndexes(featureOfRouteArea(area))],
    message: "Reach another area's feature through its index.ts, which lists what it shares.",
  })),
];

// Imports from another folder go by name; shared by every web file's no-restricted-imports.
const noClimbing = {
  regex: '^\\.\\./',
  message: 'Import from another folder by name: #web/<path under src>.',
};
// The API client is called from features/<area>/api/<operation>.ts only (docs/web-app.md#api-calls):
// screens, pages and hooks use those operations' hooks.
const apiClientOnlyInApiFolders = {
  paths: [
    {
      name: '#web/lib/api/index.ts',
      importNames: ['api', 'ApiClient'],
      message: 'Call the API from features/<area>/api/<operation>.ts and use its hook here.',
    },
    {
      name: '#web/lib/api/client.ts',
      message: 'Call the API from features/<area>/api/<operation>.ts and use its hook here.',
    },
  ],
  patterns: [noClimbing],
};
// The API's layers (ARCHITECTURE.md#apps-api): in a feature folder, routes.ts is HTTP, service.ts
// the rules and transactions, queries.ts all the SQL. apps/api/test/lint-layers.test.ts proves
// these rules fire.
const API_FEATURES = 'apps/api/src/features';
const SQL_FILES = [
  `${API_FEATURES}/**/queries.ts`,
  // Off-shape, and being reshaped in their own change: the jobs folder's SQL is still split over
  // these files. Remove them from this list when it lands.
  `${API_FEATURES}/jobs/posting-queries.ts`,
  `${API_FEATURES}/jobs/viewer-queries.ts`,
];
/** The database's query builder, called on `db`, `tx` or `ctx.db`. */
const QUERY_BUILDER =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|\\$count|with)$/';
const apiSyntax = ({ catalogue, sql }) => [
  // A guarded route's caller is `authOf(request)` (features/auth/authenticate.ts), typed and
  // checked, never `request.auth!`.
  {
    selector:
      "TSNonNullExpression[expression.type='MemberExpression'][expression.property.name='auth']",
    message: 'Use authOf(request) from features/auth/authenticate.ts.',
  },
  // What an error answer says is written in the caller's language: it comes from a catalogue
  // (apps/api/src/messages, or packages/shared), never a string in place (docs/api.md#language).
  // The administration command speaks to operators, in English only.
  ...(catalogue
    ? [
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
      ]
    : []),
  ...(sql
    ? [
        {
          selector: `MemberExpression:matches([object.name=/^(db|tx)$/], [object.property.name='db'])[property.name=${QUERY_BUILDER}]`,
          message: "Write SQL in the feature's queries.ts, and call the function it exports.",
        },
      ]
    : []),
];
const apiImportBans = ({ routes }) => [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'],
    message: "Write SQL in the feature's queries.ts; take its row types from there too.",
  },
  {
    group: ['**/db/client.ts'],
    allowTypeImports: true,
    message: 'A service is handed the database (ctx.db, a transaction); only its type is imported.',
  },
  ...(routes
    ? [
        {
          group: ['**/queries.ts', '**/*-queries.ts'],
          message: 'A route calls its service, which calls the queries.',
        },
      ]
    : []),
];

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
    rules: { 'no-restricted-syntax': ['error', ...apiSyntax({ catalogue: true, sql: false })] },
  },
  {
    // SQL lives in each feature's queries.ts (ARCHITECTURE.md#apps-api): nothing else in a feature
    // imports drizzle, the tables or the database driver, or calls the database's query builder.
    files: [`${API_FEATURES}/**/*.ts`],
    ignores: SQL_FILES,
    rules: {
      'no-restricted-syntax': ['error', ...apiSyntax({ catalogue: true, sql: true })],
      'no-restricted-imports': ['error', { patterns: apiImportBans({ routes: false }) }],
    },
  },
  {
    // A routes.ts speaks HTTP and calls its service; it never reaches the queries.
    files: [`${API_FEATURES}/**/routes.ts`, `${API_FEATURES}/**/*-routes.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: apiImportBans({ routes: true }) }] },
  },
  {
    // The administration command speaks to operators, in English only.
    files: ['apps/api/src/admin.ts', `${API_FEATURES}/admin/queries.ts`],
    rules: { 'no-restricted-syntax': ['error', ...apiSyntax({ catalogue: false, sql: false })] },
  },
  {
    files: [`${API_FEATURES}/admin/**/*.ts`],
    ignores: SQL_FILES,
    rules: { 'no-restricted-syntax': ['error', ...apiSyntax({ catalogue: false, sql: true })] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      // Resolves `#web/...` through apps/web/package.json `imports`, as tsc and Vite do, and
      // React to Preact's compatibility layer, as Vite does (apps/web/vite.config.ts).
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { react: ['preact/compat'], 'react-dom': ['preact/compat'] },
        }),
      ],
      // Read TypeScript modules (their imports, for no-cycle) with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: web, zones: webZones }],
      'import-x/no-cycle': 'error',
      // An import the resolver cannot follow would slip past the two rules above unseen.
      'import-x/no-unresolved': 'error',
      'no-restricted-imports': ['error', { patterns: [noClimbing] }],
    },
  },
  {
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/routes/**/*.{ts,tsx}',
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/hooks/**/*.{ts,tsx}',
    ],
    ignores: ['apps/web/src/features/*/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', apiClientOnlyInApiFolders] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
