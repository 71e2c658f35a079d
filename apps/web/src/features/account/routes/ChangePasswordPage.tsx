import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@stamp/shared/schemas/account';
import { ArrowLeft } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useUser } from '../../../lib/user';
import { useChangePassword } from '../api/change-password';
import { AuthCard } from '../components/AuthCard';
import { passwordsMatch } from '../components/ConfirmHint';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PasswordField } from '../components/PasswordField';
import { t } from '../messages';
import { errorMessage, showFieldErrors } from '../utils/server-errors';

// The server's body plus the confirmation, which only the browser sees.
const changeFormSchema = changePasswordBodySchema.extend({ confirmPassword: z.string() });
type ChangeForm = z.infer<typeof changeFormSchema>;
const EMPTY: ChangeForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Guarded route /change-password. */
export function ChangePasswordPage() {
  usePageTitle(t('change.title'));
  const { user } = useUser();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    control,
    formState: { errors },
  } = useForm<ChangeForm>({ resolver: zodResolver(changeFormSchema), defaultValues: EMPTY });
  const [newPassword, confirmPassword] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  });
  const { matches } = passwordsMatch(newPassword, confirmPassword);

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) => {
    if (!matches) return;
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: (result) => {
          toast.success(result.message || t('change.success'));
          // Spec §4: the fields are cleared after a change.
          reset(EMPTY);
        },
        onError: (error) => {
          const message = errorMessage(error, t('change.failed'));
          if (!showFieldErrors(error, setError, ['oldPassword', 'newPassword'])) {
            setError('root.server', { message });
          }
          toast.error(message);
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('change.title')}
      subtitle={t('change.subtitle')}
      footer={
        <Link
          to={paths.profile}
          className="inline-flex items-center gap-1.5 font-semibold text-accent hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('change.back')}
        </Link>
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
        {/* Tells password managers which account's password this is. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
        />
        <PasswordField
          label={t('change.current')}
          autoComplete="current-password"
          autoFocus
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          values={{ newPassword, confirmPassword }}
          error={errors.newPassword?.message}
          serverMessage={errors.root?.server?.message}
          busy={change.isPending}
          label={t('change.submit')}
          busyLabel={t('change.busy')}
        />
      </form>
    </AuthCard>
  );
}
