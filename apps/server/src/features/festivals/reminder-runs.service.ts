import type { RemindersConfig } from '../../config-reminders';
import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import type { ReminderSlot } from '../../db/schema';
import type { StampJobQueue } from '../../jobs/stamp-jobs';
import { businessDay } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import { createReminderRunsRepo } from './reminder-runs.repo';
import { reminderJobKey } from './reminder-send.service';
import { type DueSlot, slotsDueAt } from './reminder-slots';

/** What a run did: the festival days and slots that were due, and the e-mails it queued. */
export interface ReminderRun {
  slots: { festivalId: string; date: string; slot: ReminderSlot }[];
  queued: number;
}

/**
 * Reminder runs: which slots are due, who gets an e-mail in each, and one `reminders.send` job
 * per e-mail. Running a slot is idempotent (rows in `reminder_sends` and the jobs' keys), so the
 * scheduler's tick, a second process and an operator's run can all run the same slot.
 */
export function createReminderRunsService(deps: {
  db: Database;
  jobs: StampJobQueue;
  timeZone: string;
  reminders: RemindersConfig;
  now: () => Date;
}) {
  const repo = createReminderRunsRepo(deps.db);

  /**
   * Notes the slot's e-mails in `reminder_sends` (in `db`, an operator's transaction with its
   * audit entry), for festivals from `today` on: one that has passed gets no reminder.
   */
  async function note(db: Database, due: DueSlot, today: string) {
    const inTx = createReminderRunsRepo(db);
    const festivalIds = await inTx.festivalsOn(due.festivalDate);
    const slots = festivalIds.map((festivalId) => ({
      festivalId,
      date: due.festivalDate,
      slot: due.slot,
    }));
    if (due.festivalDate < today || festivalIds.length === 0) {
      return { slots, festivalIds: [], queued: 0 };
    }
    const queued = await inTx.queue(await inTx.recipients(festivalIds), due.festivalDate, due.slot);
    return { slots, festivalIds, queued };
  }

  /**
   * Queues a job for every e-mail of the slot still `queued`, those of earlier runs included: a
   * run that died between noting its e-mails and queueing them is finished by the next one (a
   * job already queued under its key is not queued twice).
   */
  async function enqueue(festivalIds: string[], due: DueSlot): Promise<void> {
    const rows = await repo.queued(festivalIds, due.festivalDate, due.slot);
    const jobs = rows.map(({ userId, festivalId, date, slot, round }) => {
      const data = { userId, festivalId, date, slot, round };
      return { data, options: { key: reminderJobKey(data) } };
    });
    await deps.jobs.enqueueMany('reminders.send', jobs);
  }

  return {
    /**
     * The scheduler's tick: runs each slot of today whose time has come and that has not run.
     * The slot is noted as run only after its jobs are queued, so a process that dies in
     * between leaves it to the next tick.
     */
    async tick(): Promise<ReminderRun> {
      const now = deps.now();
      const today = businessDay(deps.timeZone, now);
      const ran = new Set(await repo.ranSlots(today));
      const run: ReminderRun = { slots: [], queued: 0 };
      for (const due of slotsDueAt(now, deps.timeZone, deps.reminders)) {
        if (ran.has(due.slot)) continue;
        const noted = await deps.db.transaction((tx) => note(tx, due, today));
        await enqueue(noted.festivalIds, due);
        await repo.recordRun(due.day, due.slot, noted.queued);
        run.slots.push(...noted.slots);
        run.queued += noted.queued;
      }
      return run;
    },

    /**
     * An operator's run (`POST /api/v1/admin/reminders/run`): every slot of the business day of
     * `at` whose send time is at or before `at`'s time, whether it ran or not, with an audit
     * entry in the transaction that notes the e-mails. E-mails already sent or queued are not
     * queued again; failed or skipped ones that are still wanted are.
     */
    async runAt(at: Date, operator: Operator): Promise<ReminderRun> {
      const now = deps.now();
      if (at.getTime() > now.getTime()) {
        throw new AppError({
          statusCode: 400,
          message: 'at must not be later than now: reminders are never sent early',
          code: 'VALIDATION_FAILED',
          fields: { at: 'at must not be later than now' },
        });
      }
      const today = businessDay(deps.timeZone, now);
      const due = slotsDueAt(at, deps.timeZone, deps.reminders);
      const noted = await deps.db.transaction(async (tx) => {
        const each = [];
        for (const slot of due) each.push(await note(tx, slot, today));
        const queued = each.reduce((sum, slot) => sum + slot.queued, 0);
        await recordAudit(tx, operator, {
          action: 'reminders.run',
          targetType: 'reminders',
          targetId: null,
          after: {
            at: at.toISOString(),
            slots: due.map((slot) => `${slot.day} ${slot.time} ${slot.slot}`),
            queued,
          },
        });
        return each;
      });
      const run: ReminderRun = { slots: [], queued: 0 };
      for (const [index, slot] of due.entries()) {
        const result = noted[index];
        if (!result) continue;
        await enqueue(result.festivalIds, slot);
        await repo.recordRun(slot.day, slot.slot, result.queued);
        run.slots.push(...result.slots);
        run.queued += result.queued;
      }
      return run;
    },
  };
}
export type ReminderRunsService = ReturnType<typeof createReminderRunsService>;
