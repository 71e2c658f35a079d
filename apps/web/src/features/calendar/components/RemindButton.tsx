import { Bell, BellRing, Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { Festival } from '../api/get-festivals';
import type { Reminders } from '../hooks/use-reminders';
import { regionName } from '../lib/labels';
import { coverage } from '../lib/reminder-changes';
import { t } from '../reminders-messages';

/**
 * "Remind me" for one festival: a toggle (`aria-pressed`) saved at once; its words stay the same
 * pressed or not, as a toggle's name should. A visitor is sent to log in and brought back. A
 * festival already covered by "All festivals in my region" says so instead.
 */
export function RemindButton({
  festival,
  reminders,
  onVisitor,
}: {
  festival: Pick<Festival, '_id' | 'name' | 'regions'>;
  reminders: Reminders;
  onVisitor(festival: Pick<Festival, '_id' | 'name'>): void;
}) {
  const covered = reminders.choice ? coverage(reminders.choice, festival) : null;
  if (covered === 'region' && reminders.choice?.region) {
    return (
      <p className="inline-flex items-center gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm">
        <BellRing aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {t('cal.regionOn', { region: regionName(reminders.choice.region) })}
      </p>
    );
  }
  const pressed = covered === 'festival';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('cal.remindOf', { name: festival.name })}
      disabled={reminders.isLoggedIn && reminders.isLoading}
      onClick={() => {
        if (!reminders.isLoggedIn) onVisitor(festival);
        else reminders.change({ type: 'festival', festivalId: festival._id, on: !pressed });
      }}
      className={cn(
        'inline-flex h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60',
        pressed
          ? 'bg-accent text-accent-fg shadow-sm hover:brightness-110'
          : 'border border-border bg-surface-2 text-fg hover:border-accent',
      )}
    >
      {pressed ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Bell aria-hidden="true" className="size-4" />
      )}
      {t('cal.remind')}
    </button>
  );
}
