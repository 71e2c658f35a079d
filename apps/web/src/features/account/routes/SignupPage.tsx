import { zodResolver } from '@hookform/resolvers/zod';
import { signupBodySchema } from '@stamp/shared/schemas/account';
import { PASSWORD_MIN_LENGTH } from '@stamp/shared/schemas/fields';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { rich } from '../../../lib/i18n/rich';
import { toast } from '../../../lib/toast';
import { useUser } from '../../../lib/user';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { useAuthOrigin } from '../hooks/use-auth-origin';
import { t } from '../messages';
import { errorMessage, showFieldErrors } from '../utils/server-errors';

type SignupForm = z.input<typeof signupBodySchema>;
const FIELDS = ['name', 'email', 'phoneNumber', 'password'] as const;

export function SignupPage({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  usePageTitle(t('signup.title'));
  const { isLoggedIn } = useUser();
  const origin = useAuthOrigin();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SignupForm, unknown, z.output<typeof signupBodySchema>>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { name: '', email: '', phoneNumber: '', password: '' },
  });

  // Spec §2: on success go to / (or back to where the visitor came from, with its action).
  if (isLoggedIn) return <Navigate to={origin.to} state={origin.state} replace />;

  const onSubmit = handleSubmit((body) => {
    signup.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message ?? t('signup.success'));
        // The app's follow-up (a logo picked before logging in joins the brand kit); should it
        // fail, the editor (or the download that needs it) tries again.
        onSignedIn().catch(() => undefined);
      },
      onError: (error) => {
        const message = errorMessage(error, t('signup.failed'));
        if (!showFieldErrors(error, setError, FIELDS)) setError('root.server', { message });
        toast.error(message);
      },
    });
  });

  return (
    <AuthCard
      title={t('signup.heading')}
      subtitle={t('signup.subtitle')}
      footer={rich(t('signup.have'), {
        link: (text) => (
          <Link
            to={paths.login}
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
        <Field
          label={t('signup.name')}
          autoComplete="name"
          autoCapitalize="words"
          placeholder={t('signup.namePlaceholder')}
          autoFocus
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label={t('login.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@business.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label={t('login.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          hint={t('signup.phoneHint')}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="new-password"
          hint={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          {...register('password')}
        />

        <FormAlert>{errors.root?.server?.message}</FormAlert>

        <Button type="submit" size="lg" busy={signup.isPending} className="w-full">
          {signup.isPending ? t('signup.busy') : t('signup.submit')}
        </Button>
        <p className="text-center text-xs text-muted">
          {rich(t('signup.agree'), {
            terms: (text) => (
              <Link to={paths.terms} className="underline hover:text-accent">
                {text}
              </Link>
            ),
            privacy: (text) => (
              <Link to={paths.privacy} className="underline hover:text-accent">
                {text}
              </Link>
            ),
          })}
        </p>
      </form>
    </AuthCard>
  );
}
