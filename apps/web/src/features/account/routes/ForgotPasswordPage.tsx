import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '@stamp/shared/schemas/account';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { rich } from '../../../lib/i18n/rich';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/AuthCard';
import { EmailText } from '../components/EmailText';
import { FormAlert } from '../components/FormAlert';
import { t } from '../messages';
import { errorMessage, showFieldErrors } from '../utils/server-errors';

type ForgotForm = z.input<typeof forgotPasswordBodySchema>;

export function ForgotPasswordPage() {
  usePageTitle(t('forgot.title'));
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ForgotForm, unknown, z.output<typeof forgotPasswordBodySchema>>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((body) => {
    forgot.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message || t('forgot.sent'));
        setSentTo(body.email);
      },
      onError: (error) => {
        const message = errorMessage(error, t('forgot.failed'));
        if (!showFieldErrors(error, setError, ['email'])) setError('root.server', { message });
        toast.error(message);
      },
    });
  });

  if (sentTo) return <CheckInbox email={sentTo} onRetry={() => setSentTo(null)} />;

  return (
    <AuthCard
      title={t('forgot.heading')}
      subtitle={t('forgot.subtitle')}
      footer={rich(t('forgot.remembered'), {
        link: (text) => (
          <Link to={paths.login} className="font-semibold text-accent hover:underline">
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
        <Field
          label={t('login.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@business.com"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <Button type="submit" size="lg" busy={forgot.isPending} className="w-full">
          {forgot.isPending ? t('forgot.busy') : t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** After sending: the server does not say whether the address has an account, nor do we. */
function CheckInbox({ email, onRetry }: { email: string; onRetry(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to the news so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="flex flex-col items-center text-center sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-8 sm:shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-4 font-display text-2xl font-semibold tracking-tight focus:outline-none"
        >
          {t('forgot.inbox')}
        </h1>
        <p className="mt-3 text-sm text-muted">
          {rich(t('forgot.inboxBody'), {
            email: () => (
              <strong className="font-semibold break-words text-fg" data-content>
                <EmailText email={email} />
              </strong>
            ),
          })}
        </p>
        <p className="mt-2 text-sm text-muted">{t('forgot.spam')}</p>
        <div className="mt-6 flex w-full flex-col gap-3">
          <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('forgot.backToLogin')}
          </Link>
          <Button variant="ghost" size="lg" className="w-full" onClick={onRetry}>
            {t('forgot.differentEmail')}
          </Button>
        </div>
      </div>
    </section>
  );
}
