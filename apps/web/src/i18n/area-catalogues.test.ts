import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { AREA_CATALOGUES, createCatalogueLoader, loadAreaCatalogues } from './index.ts';
import { englishCatalogue } from './locales/catalogue.ts';

function coreOnly() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    initAsync: false,
    resources: { en: { translation: { common: { save: 'Save' }, client: {} } } },
  });
  return instance;
}

describe('area catalogues', () => {
  it('are each a part of the English catalogue, under the names they export', async () => {
    for (const name of AREA_CATALOGUES) {
      const module = (await import(`./locales/en/${name}.ts`)) as Record<string, unknown>;
      const catalogue: Record<string, unknown> = englishCatalogue;
      expect(Object.keys(module).length, name).toBeGreaterThan(0);
      for (const [key, strings] of Object.entries(module)) expect(catalogue[key]).toBe(strings);
    }
  });

  it('load into the default namespace, next to the strings already there', async () => {
    const instance = coreOnly();
    const load = createCatalogueLoader(instance, 'en', {
      client: () => Promise.resolve({ client: { dashboard: { title: 'Dashboard' } } }),
    });
    expect(instance.t('client.dashboard.title')).toBe('client.dashboard.title');
    await load(['client']);
    expect(instance.t('client.dashboard.title')).toBe('Dashboard');
    expect(instance.t('common.save')).toBe('Save');
  });

  it('load each file once, and again after a failure', async () => {
    const instance = coreOnly();
    const client = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ client: { dashboard: { title: 'Dashboard' } } });
    const load = createCatalogueLoader(instance, 'en', { client });
    await expect(load(['client'])).rejects.toThrow('offline');
    await Promise.all([load(['client']), load(['client'])]);
    await load(['client']);
    expect(client).toHaveBeenCalledTimes(2);
    expect(instance.t('client.dashboard.title')).toBe('Dashboard');
  });

  it('are all known to the app loader', async () => {
    await expect(loadAreaCatalogues(AREA_CATALOGUES)).resolves.toBeUndefined();
  });
});
