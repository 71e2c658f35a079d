import { describe, expect, it } from 'vitest';
import {
  afterSave,
  applyChange,
  bodyFor,
  coverage,
  type ReminderChange,
  type ReminderChoice,
  withPending,
} from './reminder-changes';

const saved: ReminderChoice & { feedUrl: string } = {
  festivalIds: ['diwali'],
  region: null,
  feedUrl: 'https://example.test/feed.ics',
};
const on = (festivalId: string): ReminderChange => ({ type: 'festival', festivalId, on: true });
const off = (festivalId: string): ReminderChange => ({ type: 'festival', festivalId, on: false });

describe('applyChange', () => {
  it('adds and removes one festival, never twice', () => {
    expect(applyChange(saved, on('holi')).festivalIds).toEqual(['diwali', 'holi']);
    expect(applyChange(saved, on('diwali')).festivalIds).toEqual(['diwali']);
    expect(applyChange(saved, off('diwali')).festivalIds).toEqual([]);
    expect(applyChange(saved, off('holi')).festivalIds).toEqual(['diwali']);
  });

  it('sets and clears the region, leaving the festivals', () => {
    const kerala = applyChange(saved, { type: 'region', region: 'kerala' });
    expect(kerala).toEqual({ ...saved, region: 'kerala' });
    expect(applyChange(kerala, { type: 'region', region: null }).region).toBeNull();
  });
});

describe('optimistic saves', () => {
  it('shows every pending change over the saved choice at once', () => {
    const shown = withPending(saved, [on('holi'), { type: 'region', region: 'kerala' }]);
    expect(shown).toEqual({ ...saved, festivalIds: ['diwali', 'holi'], region: 'kerala' });
  });

  it('rolls back a refused change alone: it leaves the pending list, the others stay', () => {
    const pending = [on('holi'), off('diwali')];
    // The first save is refused: only the second is still shown.
    const afterRefusal = withPending(saved, pending.slice(1));
    expect(afterRefusal.festivalIds).toEqual([]);
    // Both refused: back to what the server holds.
    expect(withPending(saved, [])).toEqual(saved);
  });

  it('sends each change over what is saved when its turn comes', () => {
    expect(bodyFor(saved, on('holi'))).toEqual({ festivalIds: ['diwali', 'holi'], region: null });
    // The first change was saved before the second is sent: the second's body holds both.
    const first = afterSave(saved, bodyFor(saved, on('holi')));
    expect(bodyFor(first, { type: 'region', region: 'goa' })).toEqual({
      festivalIds: ['diwali', 'holi'],
      region: 'goa',
    });
  });

  it('keeps what the server answered, and the rest of the settings', () => {
    const body = bodyFor(saved, on('holi'));
    expect(afterSave(saved, body)).toEqual({ ...saved, festivalIds: ['diwali', 'holi'] });
    // The server's set wins (it drops duplicates and unknown ids).
    expect(afterSave(saved, body, { festivalIds: ['holi'], region: null })).toEqual({
      ...saved,
      festivalIds: ['holi'],
    });
    expect(afterSave(saved, body, null).feedUrl).toBe(saved.feedUrl);
  });
});

describe('coverage', () => {
  const onam = { _id: 'onam', regions: ['kerala'] };
  const diwali = { _id: 'diwali', regions: [] };
  it('tells a festival chosen one by one from one covered by the region', () => {
    expect(coverage(saved, diwali)).toBe('festival');
    expect(coverage(saved, onam)).toBeNull();
    expect(coverage({ festivalIds: [], region: 'kerala' }, onam)).toBe('region');
    // Festivals observed across India are in every region's reminders.
    expect(coverage({ festivalIds: [], region: 'goa' }, diwali)).toBe('region');
    expect(coverage({ festivalIds: [], region: 'goa' }, onam)).toBeNull();
  });
});
