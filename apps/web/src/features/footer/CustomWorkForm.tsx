import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n/common';
import { toast } from '../../lib/toast';
import { useRequestCustomWork } from './api/add-news-letter';

// The shape every address the server accepts has; the server's own check decides the rest.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CustomWorkForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestCustomWork();

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      // Spec §5: an empty e-mail gives this alert.
      window.alert(t('footer.invalidEmail'));
      return;
    }
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setError(t('footer.invalidEmail'));
      return;
    }
    setError(null);
    request.mutate(address, {
      onSuccess: () => {
        toast.success(t('footer.subscribed'));
        setEmail('');
      },
      // A refused address says why (the server's field message); anything else is ours to retry.
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400) {
          setError(failure.fields.email ?? failure.message);
        } else {
          toast.error(t('footer.subscribeFailed'));
        }
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-labelledby="custom-work-heading"
    >
      <h2 id="custom-work-heading" className="font-display text-base font-semibold">
        {t('footer.customWork')}
      </h2>
      <p className="text-sm text-muted">{t('footer.customWorkBlurb')}</p>
      <div className="flex gap-2">
        <label htmlFor="custom-work-email" className="sr-only">
          {t('footer.yourEmail')}
        </label>
        <input
          id="custom-work-email"
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'custom-work-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          className="h-11 min-w-0 flex-1 rounded-xl border border-border bg-surface px-3 text-fg placeholder:text-muted/70 focus:border-accent focus:outline-none"
        />
        <Button type="submit" busy={request.isPending}>
          {t('footer.send')}
        </Button>
      </div>
      {error && (
        <p id="custom-work-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
