import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBodySchema } from '@stamp/shared/schemas/account';
import { PASSWORD_MIN_LENGTH } from '@stamp/shared/schemas/fields';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { usePageTitle } from '../../../app/use-page-title';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';
import { ConfirmHint, passwordsMatch } from '../components/ConfirmHint';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { errorMessage, showFieldErrors } from '../utils/server-errors';

// The server's body plus the confirmation, which only the browser sees.
const resetFormSchema = resetPasswordBodySchema.extend({ confirmPassword: z.string() });
type ResetForm = z.infer<typeof resetFormSchema>;

/** Route /reset-password/{token}/… (spec §2): only the token is read. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const confirmId = useId();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [newPassword, confirmPassword] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  });
  const { typed, matches } = passwordsMatch(newPassword, confirmPassword);

  const onSubmit = handleSubmit(({ newPassword }) => {
    if (!matches) return;
    reset.mutate(
      { resetToken: token, newPassword },
      {
        onSuccess: (result) => {
          toast.success(result.message || 'Password reset successfully');
          navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          const message = errorMessage(error, 'Failed to reset password');
          if (!showFieldErrors(error, setError, ['newPassword']))
            setError('root.server', { message });
          toast.error(message);
        },
      },
    );
  });

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You will be logged out on every device; log in again with the new password."
      footer={
        <>
          Link not working?{' '}
          <Link to={paths.forgotPassword} className="font-semibold text-accent hover:underline">
            Ask for a new one
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          clearErrors('root');
          void onSubmit(event);
        }}
        className="flex flex-col gap-5"
      >
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoFocus
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          id={confirmId}
          label="Confirm New Password"
          autoComplete="new-password"
          hint={<ConfirmHint typed={typed} matches={matches} />}
          {...register('confirmPassword')}
        />
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <Button
          type="submit"
          size="lg"
          busy={reset.isPending}
          disabled={!matches}
          // The confirm field's hint says why the button is off.
          aria-describedby={matches ? undefined : `${confirmId}-hint`}
          className="w-full"
        >
          {reset.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
