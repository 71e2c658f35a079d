import { useEffect } from 'react';
import { t } from '../lib/i18n/common';

/** Sets the document title ("Diwali · Stamp"), which is also what screen readers announce. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? t('common.title', { title }) : t('common.titleDefault');
  }, [title]);
}
