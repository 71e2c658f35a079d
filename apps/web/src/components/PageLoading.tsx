import { t } from '../lib/i18n/common';
import { Spinner } from './ui/Spinner';

export function PageLoading() {
  return (
    <div className="flex justify-center py-24 text-muted">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
