import type { AdminMedia } from '@stamp/shared/schemas/admin-catalog';
import { CalendarClock, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { useSetPublication } from '../../api/media-item';
import { checkSchedule, toBusinessLocal } from '../../lib/business-time';
import { t } from '../../messages';
import { PublicationBadge } from './PublicationBadge';

/** Publish now, schedule at a time in India time (the job publishes it within a minute), or unpublish. */
export function PublicationForm({ item }: { item: AdminMedia }) {
  const publication = useSetPublication();
  const [when, setWhen] = useState(
    item.publication === 'scheduled' && item.publishAt
      ? toBusinessLocal(new Date(item.publishAt))
      : '',
  );
  const [error, setError] = useState<string | null>(null);
  const busy = publication.isPending ? publication.variables?.body.publication : undefined;

  return (
    <section aria-labelledby="publication-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="publication-title" className="text-sm font-semibold">
          {t('console.media.publication')}
        </h3>
        <PublicationBadge item={item} />
      </div>
      <div className="flex flex-wrap gap-2">
        {item.publication !== 'published' && (
          <Button
            size="sm"
            busy={busy === 'published'}
            onClick={() => publication.mutate({ id: item._id, body: { publication: 'published' } })}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('console.media.publishNow')}
          </Button>
        )}
        {item.publication !== 'draft' && (
          <Button
            variant="secondary"
            size="sm"
            busy={busy === 'draft'}
            onClick={() => publication.mutate({ id: item._id, body: { publication: 'draft' } })}
          >
            <EyeOff aria-hidden="true" className="size-4" />
            {t('console.media.unpublish')}
          </Button>
        )}
      </div>
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const check = checkSchedule(when);
          if (!check.ok) {
            setError(check.error);
            return;
          }
          setError(null);
          publication.mutate(
            { id: item._id, body: { publication: 'scheduled', publishAt: check.publishAt } },
            { onError: (failure) => setError(failure.fields.publishAt ?? failure.message) },
          );
        }}
      >
        <Field
          className="min-w-0 flex-1"
          label={t('console.media.publishAt')}
          type="datetime-local"
          value={when}
          error={error ?? undefined}
          hint={t('console.media.publishAtHint')}
          onChange={(event) => {
            setWhen(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" className="sm:mt-7" busy={busy === 'scheduled'}>
          <CalendarClock aria-hidden="true" className="size-4" />
          {t('console.media.schedule')}
        </Button>
      </form>
    </section>
  );
}
