import { Check } from 'lucide-react';

/**
 * Spec §5: new and confirm must be equal, with no message on a mismatch. The submit button stays
 * off until they are; this hint (not an error) says why, and is read out as it changes.
 */
export function ConfirmHint({ matches, typed }: { matches: boolean; typed: boolean }) {
  return (
    <span aria-live="polite" className="inline-flex items-center gap-1">
      {!typed ? (
        'Type the new password again.'
      ) : matches ? (
        <>
          <Check aria-hidden="true" className="size-3.5 text-success" />
          Both passwords match.
        </>
      ) : (
        'Both passwords must match before you can continue.'
      )}
    </span>
  );
}

/** What the new/confirm pair allows: submitting only when both are equal. */
export function passwordsMatch(newPassword: string | undefined, confirm: string | undefined) {
  const typed = Boolean(confirm);
  return { typed, matches: (newPassword ?? '') === (confirm ?? '') };
}
