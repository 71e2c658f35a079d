import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@stamp/shared/schemas/account';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { rich } from '../../../lib/i18n/rich';
import { toast } from '../../../lib/toast';
import { useUser } from '../../../lib/user';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { useAuthOrigin } from '../hooks/use-auth-origin';
import { t } from '../messages';
import { errorMessage } from '../utils/server-errors';

type Mode = 'email' | 'phone';

export function LoginPage({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  usePageTitle(t('login.title'));
  const { isLoggedIn } = useUser();
  const origin = useAuthOrigin();
  const login = useLogin();
  const [mode, setMode] = useState<Mode>('email');
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { identifier: '', password: '' },
  });

  // The shared rule says 'Email or phone number is required'; name the one being asked for.
  const identifierError =
    errors.identifier?.type === 'too_small'
      ? t(mode === 'email' ? 'login.emailRequired' : 'login.phoneRequired')
      : errors.identifier?.message;

  // Spec §2: a logged-in visitor goes back where they came from; after a login this is also
  // how they return, with the pending action (e.g. 'download') for the page to resume.
  if (isLoggedIn) return <Navigate to={origin.to} state={origin.state} replace />;

  function switchMode() {
    setMode((current) => (current === 'email' ? 'phone' : 'email'));
    resetField('identifier');
    setFocus('identifier');
  }

  const onSubmit = handleSubmit((body) => {
    login.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message ?? t('login.success'));
        // The app's follow-up (a logo picked before logging in joins the brand kit); should it
        // fail, the editor (or the download that needs it) tries again.
        onSignedIn().catch(() => undefined);
      },
      onError: (error) => {
        const message = errorMessage(error, t('login.failed'));
        setError('root.server', { message });
        toast.error(message);
      },
    });
  });

  return (
    <AuthCard
      title={t('login.heading')}
      subtitle={t('login.subtitle')}
      footer={rich(t('login.new'), {
        link: (text) => (
          <Link
            to={paths.signup}
            state={origin.forward}
            className="font-semibold text-accent hover:underline"
          >
            {text}
          </Link>
        ),
      })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Spec §4: the error is cleared on each submit.
          clearErrors('root');
          void onSubmit(event);
        }}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-2">
          {/* One input whose type follows the mode, so focus can move to it at once. */}
          <Field
            label={mode === 'email' ? t('login.email') : t('login.phone')}
            type={mode === 'email' ? 'email' : 'tel'}
            inputMode={mode === 'email' ? 'email' : 'tel'}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={mode === 'email' ? 'you@business.com' : '98765 43210'}
            autoFocus
            error={identifierError}
            {...register('identifier')}
          />
          <button
            type="button"
            onClick={switchMode}
            className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-accent hover:underline"
          >
            {mode === 'email' ? (
              <Phone aria-hidden="true" className="size-4" />
            ) : (
              <Mail aria-hidden="true" className="size-4" />
            )}
            {mode === 'email' ? t('login.usePhone') : t('login.useEmail')}
          </button>
        </div>

        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Link
            to={paths.forgotPassword}
            className="self-end rounded-md text-sm font-medium text-accent hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>

        <FormAlert>{errors.root?.server?.message}</FormAlert>

        <Button type="submit" size="lg" busy={login.isPending} className="w-full">
          {login.isPending ? t('login.busy') : t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
