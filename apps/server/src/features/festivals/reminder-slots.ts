import type { RemindersConfig } from '../../config-reminders';
import { addDays } from '../../db/business-day-sql';
import type { ReminderSlot } from '../../db/schema';
import { zonedFormat } from '../../lib/zoned-format';

/** A moment as the business reads its clock: the day (YYYY-MM-DD) and the time (HH:MM). */
export interface LocalTime {
  day: string;
  time: string;
}

/** `at` on the wall clock of `timeZone`, to the minute. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const format = zonedFormat(timeZone, 'minute');
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** One reminder slot of one business day: when it goes out, and which festival day it is for. */
export interface DueSlot {
  /** The business day the e-mails go out. */
  day: string;
  slot: ReminderSlot;
  /** Its send time, HH:MM in the business time zone. */
  time: string;
  /** The day of the festivals it reminds of: `day` itself, or REMINDER_DAYS_BEFORE after it. */
  festivalDate: string;
}

/** The two slots of business day `day`. */
export function slotsOfDay(day: string, reminders: RemindersConfig): DueSlot[] {
  return [
    { day, slot: 'on-the-day', time: reminders.dayTime, festivalDate: day },
    {
      day,
      slot: 'before',
      time: reminders.beforeTime,
      festivalDate: addDays(day, reminders.daysBefore),
    },
  ];
}

/**
 * The slots due at `at`: those of its business day whose send time has come (HH:MM strings
 * compare as times). A time that a daylight-saving jump skips is due from the first minute after
 * it, and the `≤` makes a run after an outage catch up on every slot of the day so far.
 */
export function slotsDueAt(at: Date, timeZone: string, reminders: RemindersConfig): DueSlot[] {
  const now = localTime(at, timeZone);
  return slotsOfDay(now.day, reminders).filter((slot) => slot.time <= now.time);
}
