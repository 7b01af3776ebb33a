import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@fairchance/shared';

/** Sets `document.title` to '<title> · FairChance Jobs' while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const full = t('common.documentTitle', { title, product: PRODUCT_NAME });
  useLayoutEffect(() => {
    document.title = full;
  }, [full]);
}
