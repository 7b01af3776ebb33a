/**
 * The API's layers (ARCHITECTURE.md#apps-api) hold only while eslint.config.js keeps them: these
 * snippets, linted at made-up paths in a feature folder with the repository's own configuration,
 * must trip the rule that guards each layer, and the same code where it belongs must trip none.
 * Every feature folder has the same files, too.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FEATURES = path.join(ROOT, 'apps/api/src/features');

// Without type information: these rules need none, and this file stays within seconds.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIds(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(FEATURES, file) });
  return result?.messages.map((message) => message.ruleId) ?? ['no result'];
}

const SELECT_USERS = `import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export const findUser = (db: Database, id: string) =>
  db.select().from(users).where(eq(users.id, id));
`;

describe('the API layers', () => {
  it('keep drizzle and the tables out of a service', async () => {
    expect(await ruleIds('example/service.ts', SELECT_USERS)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-syntax',
    ]);
  });

  it('let queries.ts write SQL', async () => {
    expect(await ruleIds('example/queries.ts', SELECT_USERS)).toEqual([]);
  });

  it('find the query builder called on the database without an import', async () => {
    const code = `import type { AppContext } from '../../context.ts';
export const everything = (ctx: AppContext) => ctx.db.query.users.findMany();
export const count = (ctx: AppContext) => ctx.db.$count(ctx.settings as never);
`;
    expect(await ruleIds('example/other-concern.ts', code)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it("let a service run a transaction and pass on the database's type", async () => {
    const code = `import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { insertThing } from './queries.ts';

export const save = (ctx: AppContext) => ctx.db.transaction((tx: Database) => insertThing(tx));
`;
    expect(await ruleIds('example/service.ts', code)).toEqual([]);
  });

  it('keep the database driver itself out of a service', async () => {
    const code = "export { openDatabase } from '../../db/client.ts';\n";
    expect(await ruleIds('example/service.ts', code)).toEqual(['no-restricted-imports']);
  });

  it('keep routes to their service', async () => {
    const code = "export { findThing } from './queries.ts';\n";
    expect(await ruleIds('example/routes.ts', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('example/service.ts', code)).toEqual([]);
  });

  it('hold in the administration folder as well', async () => {
    expect(await ruleIds('admin/service.ts', SELECT_USERS)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-syntax',
    ]);
  });
});

describe('every feature folder', () => {
  /** Folders no HTTP reaches: the shell command (src/admin.ts) and the sweep (main.ts) run them. */
  const WITHOUT_ROUTES = ['admin', 'maintenance'];
  const folders = readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('has its service.ts and queries.ts, and its routes.ts when it answers HTTP', () => {
    expect(folders.length).toBeGreaterThan(10);
    const missing = folders.flatMap((folder) =>
      ['routes.ts', 'service.ts', 'queries.ts']
        .filter((file) => file !== 'routes.ts' || !WITHOUT_ROUTES.includes(folder))
        .filter((file) => !existsSync(path.join(FEATURES, folder, file)))
        .map((file) => `${folder}/${file}`),
    );
    expect(missing).toEqual([]);
  });
});
