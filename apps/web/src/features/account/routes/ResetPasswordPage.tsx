import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBodySchema } from '@stamp/shared/schemas/account';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { rich } from '../../../lib/i18n/rich';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';
import { passwordsMatch } from '../components/ConfirmHint';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { t } from '../messages';
import { errorMessage, showFieldErrors } from '../utils/server-errors';

// The server's body plus the confirmation, which only the browser sees.
const resetFormSchema = resetPasswordBodySchema.extend({ confirmPassword: z.string() });
type ResetForm = z.infer<typeof resetFormSchema>;

/** Route /reset-password/{token}/… (spec §2): only the token is read. */
export function ResetPasswordPage() {
  usePageTitle(t('reset.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
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
  const { matches } = passwordsMatch(newPassword, confirmPassword);

  const onSubmit = handleSubmit(({ newPassword }) => {
    if (!matches) return;
    reset.mutate(
      { resetToken: token, newPassword },
      {
        onSuccess: (result) => {
          toast.success(result.message || t('reset.success'));
          navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          const message = errorMessage(error, t('reset.failed'));
          if (!showFieldErrors(error, setError, ['newPassword']))
            setError('root.server', { message });
          toast.error(message);
        },
      },
    );
  });

  return (
    <AuthCard
      title={t('reset.heading')}
      subtitle={t('reset.subtitle')}
      footer={rich(t('reset.notWorking'), {
        link: (text) => (
          <Link to={paths.forgotPassword} className="font-semibold text-accent hover:underline">
            {text}
          </Link>
        ),
      })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          clearErrors('root');
          void onSubmit(event);
        }}
        className="flex flex-col gap-5"
      >
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          values={{ newPassword, confirmPassword }}
          error={errors.newPassword?.message}
          serverMessage={errors.root?.server?.message}
          autoFocus
          busy={reset.isPending}
          label={t('reset.submit')}
          busyLabel={t('reset.busy')}
        />
      </form>
    </AuthCard>
  );
}
