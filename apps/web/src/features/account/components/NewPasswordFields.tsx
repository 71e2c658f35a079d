import { PASSWORD_MIN_LENGTH } from '@stamp/shared/schemas/fields';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { t } from '../messages';
import { ConfirmHint, passwordsMatch } from './ConfirmHint';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';

/**
 * The end of a set-a-new-password form (reset and change): new password, its confirmation, the
 * server's message and the submit button, which stays off until both passwords match (spec §5).
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  values,
  error,
  serverMessage,
  autoFocus,
  busy,
  label,
  busyLabel,
}: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  /** What is typed in the two fields now (useWatch). */
  values: { newPassword: string | undefined; confirmPassword: string | undefined };
  error: string | undefined;
  serverMessage: string | undefined;
  autoFocus?: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  const confirmId = useId();
  const { typed, matches } = passwordsMatch(values.newPassword, values.confirmPassword);
  return (
    <>
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        autoFocus={autoFocus}
        error={error}
        {...newPassword}
      />
      <PasswordField
        id={confirmId}
        label={t('password.confirm')}
        autoComplete="new-password"
        hint={<ConfirmHint typed={typed} matches={matches} />}
        {...confirmPassword}
      />
      <FormAlert>{serverMessage}</FormAlert>
      <Button
        type="submit"
        size="lg"
        busy={busy}
        disabled={!matches}
        // The confirm field's hint says why the button is off.
        aria-describedby={matches ? undefined : `${confirmId}-hint`}
        className="w-full"
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
