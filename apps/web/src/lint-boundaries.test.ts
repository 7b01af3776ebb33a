import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's boundaries (ARCHITECTURE.md#apps-web) hold only while eslint.config.js keeps them:
 * these snippets, linted at made-up paths with the repository's own configuration, must trip the
 * rule that guards each boundary, and a clean import must trip none.
 */
const src = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, ''));
const pathOf = (file: string) => `${src}${file}`;

// Without type information: the import rules need none, and this file stays within seconds.
const eslint = new ESLint({
  cwd: pathOf('../../..'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function ruleIds(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: pathOf(file) });
  return result?.messages.map((message) => message.ruleId) ?? ['no result'];
}

describe('the web boundaries', () => {
  it('keeps shared code from importing a feature, even through its index', async () => {
    const code = "export { AccountSettings } from '#web/features/auth/index.ts';\n";
    expect(await ruleIds('components/layout/example.tsx', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("keeps a feature out of another feature's insides", async () => {
    const code = "export { formatDate } from '#web/features/employer/format.ts';\n";
    expect(await ruleIds('features/client/example.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("keeps a route area out of another area's feature insides", async () => {
    const code =
      "export { AccountSettings } from '#web/features/auth/components/account-settings.tsx';\n";
    expect(await ruleIds('routes/client/example.tsx', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("lets a feature or a route area use another feature's index", async () => {
    const code = "export { AccountSettings } from '#web/features/auth/index.ts';\n";
    expect(await ruleIds('features/client/example.ts', code)).toEqual([]);
    expect(await ruleIds('routes/rsp/example.tsx', code)).toEqual([]);
  });

  it('asks for #web/... instead of climbing folders', async () => {
    const code = "export { cx } from '../../lib/cx.ts';\n";
    expect(await ruleIds('components/ui/example.tsx', code)).toEqual(['no-restricted-imports']);
  });

  it('keeps the API client out of screens and pages', async () => {
    const code = "export { api } from '#web/lib/api/index.ts';\n";
    expect(await ruleIds('features/client/components/example.tsx', code)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('routes/rsp/example.tsx', code)).toEqual(['no-restricted-imports']);
    expect(
      await ruleIds(
        'features/employer/hooks/example.ts',
        "export { ApiClient } from '#web/lib/api/client.ts';\n",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it("lets an area's api folder call the API client, and screens use its other helpers", async () => {
    const code = "export { api } from '#web/lib/api/index.ts';\n";
    expect(await ruleIds('features/client/api/example.ts', code)).toEqual([]);
    const helpers = "export { isApiError, mediaUrl } from '#web/lib/api/index.ts';\n";
    expect(await ruleIds('features/client/components/example.tsx', helpers)).toEqual([]);
  });

  it('still asks for #web/... where the API client is refused', async () => {
    const code = "export { cx } from '../../../lib/cx.ts';\n";
    expect(await ruleIds('features/client/components/example.tsx', code)).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('finds an import cycle', async () => {
    // components/ui/button.tsx imports lib/cx.ts: lib/cx.ts importing it back closes a loop.
    const code = "export { Button } from '#web/components/ui/button.tsx';\n";
    expect(await ruleIds('lib/cx.ts', code)).toEqual(['import-x/no-cycle']);
  });
});
