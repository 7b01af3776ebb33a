import { describe, expect, it } from 'vitest';
import { JUSTICE_STATUS_LABELS, JUSTICE_STATUSES } from '@fairchance/shared';
import { changeLanguage, i18n } from './index.ts';
import { intlLocale } from './format.ts';
import { localized, localizedOptions } from './labels.ts';

describe('labels and formats in the interface language', () => {
  it('follow a switch to Spanish', async () => {
    expect(localized(JUSTICE_STATUS_LABELS).noOffense).toBe('No offense');
    expect(intlLocale()).toBe('en-US');
    await changeLanguage('es');
    expect(localized(JUSTICE_STATUS_LABELS).noOffense).toBe('Sin delitos');
    expect(localizedOptions(JUSTICE_STATUSES, JUSTICE_STATUS_LABELS)[0]).toEqual({
      value: 'noOffense',
      label: 'Sin delitos',
    });
    expect(intlLocale()).toBe('es-US');
  });

  it('count in Spanish, a million included', async () => {
    await changeLanguage('es');
    const t = i18n.getFixedT('es');
    expect(t('client.dashboard.applications.count', { count: 1 })).toBe('1 solicitud');
    expect(t('client.dashboard.applications.count', { count: 1_000_000 })).toBe(
      '1000000 solicitudes',
    );
  });
});
