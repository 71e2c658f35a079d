import { Check } from 'lucide-react';
import { t } from '../messages';

/**
 * Spec §5: new and confirm must be equal, with no message on a mismatch. The submit button stays
 * off until they are; this hint (not an error) says why, and is read out as it changes.
 */
export function ConfirmHint({ matches, typed }: { matches: boolean; typed: boolean }) {
  return (
    <span aria-live="polite" className="inline-flex items-center gap-1">
      {!typed ? (
        t('password.typeAgain')
      ) : matches ? (
        <>
          <Check aria-hidden="true" className="size-3.5 text-success" />
          {t('password.match')}
        </>
      ) : (
        t('password.mustMatch')
      )}
    </span>
  );
}

/** What the new/confirm pair allows: submitting only when both are equal. */
export function passwordsMatch(newPassword: string | undefined, confirm: string | undefined) {
  const typed = Boolean(confirm);
  return { typed, matches: (newPassword ?? '') === (confirm ?? '') };
}
