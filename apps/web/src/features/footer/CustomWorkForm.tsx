import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { toast } from '../../lib/toast';
import { useRequestCustomWork } from './api/add-news-letter';

export function CustomWorkForm() {
  const [email, setEmail] = useState('');
  const request = useRequestCustomWork();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      // Spec §5: an empty e-mail gives this alert.
      window.alert('Please enter a valid email');
      return;
    }
    request.mutate(email.trim(), {
      onSuccess: () => {
        toast.success('Subscribed successfully!');
        setEmail('');
      },
      onError: () => toast.error('Subscription failed, try again.'),
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
        Request for Custom Work
      </h2>
      <p className="text-sm text-muted">
        Need a design made just for your brand? Leave your e-mail and we will reach out.
      </p>
      <div className="flex gap-2">
        <label htmlFor="custom-work-email" className="sr-only">
          Your email
        </label>
        <input
          id="custom-work-email"
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-11 min-w-0 flex-1 rounded-xl border border-border bg-surface px-3 text-fg placeholder:text-muted/70 focus:border-accent focus:outline-none"
        />
        <Button type="submit" busy={request.isPending}>
          Send
        </Button>
      </div>
    </form>
  );
}
