import { CalendarX2 } from 'lucide-react';
import { useRef } from 'react';
import { Sheet } from '../../../components/ui/Sheet';
import type { Festival } from '../api/get-festivals';
import type { Reminders } from '../hooks/use-reminders';
import { countdownLabel } from '../lib/countdown';
import { daysFrom, formatLongDay } from '../lib/days';
import { t } from '../reminders-messages';
import type { CreativeCard } from './CreativeStrip';
import { FestivalDetails } from './FestivalDetails';

/** A day's festivals with their creatives and "Remind me": a side panel, a bottom sheet on phones. */
export function DayPanel({
  day,
  today,
  festivals,
  loading,
  reminders,
  Card,
  onClose,
  onVisitor,
}: {
  day: string | null;
  today: string;
  festivals: readonly Festival[];
  loading: boolean;
  reminders: Reminders;
  Card: CreativeCard;
  onClose(): void;
  onVisitor(festival: Pick<Festival, '_id' | 'name'>): void;
}) {
  // The day being closed, for focus to go back to (the address has dropped it by then).
  const shown = useRef(day);
  if (day) shown.current = day;
  return (
    <Sheet
      open={day !== null}
      // Back to the day's button in the grid, or its first festival in the agenda: also when the
      // panel was opened from the address, with no button to return to.
      returnFocus={() => document.querySelector<HTMLElement>(`[data-day="${shown.current ?? ''}"]`)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={day ? formatLongDay(day) : ''}
      description={day ? countdownLabel(daysFrom(today, day)) : undefined}
    >
      {loading ? (
        <p role="status" className="py-8 text-center text-sm text-muted">
          {t('cal.dayLoading')}
        </p>
      ) : festivals.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted">
          <CalendarX2 aria-hidden="true" className="size-8" />
          {t('cal.dayEmpty')}
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {festivals.map((festival) => (
            <li key={`${festival._id}:${festival.date}`} className="py-5 first:pt-1 last:pb-2">
              <FestivalDetails
                festival={festival}
                reminders={reminders}
                Card={Card}
                onVisitor={onVisitor}
                showCountdown={festival.date !== day}
              />
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
