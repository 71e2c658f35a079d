import type { ReactNode } from 'react';
import { rich } from '../../../../lib/i18n/rich';
import { t } from '../../messages';

/** "by <operator>", in the word order of the interface's language ("<operator> ने"). */
export function actorLine(actor: ReactNode): ReactNode {
  return rich(t('console.audit.by'), { actor: () => actor });
}
