import { t } from '../messages';
import { ConsolePage } from './ConsolePage';

/** An address under /admin that no section of this operator's has. */
export function ConsoleNotFound() {
  return (
    <ConsolePage
      title={t('console.notFound.title')}
      description={t('console.notFound.description')}
    >
      <p className="text-muted">{t('console.notFound.body')}</p>
    </ConsolePage>
  );
}
