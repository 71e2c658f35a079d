import { describe, expect, it } from 'vitest';
import {
  type ComboboxAction,
  type ComboboxState,
  comboboxReducer,
  initialComboboxState,
} from './combobox-state';

const run = (actions: ComboboxAction[], from: ComboboxState = initialComboboxState) =>
  actions.reduce(comboboxReducer, from);

describe('comboboxReducer', () => {
  it('opens on text and closes on an empty query, dropping the highlight', () => {
    expect(run([{ type: 'input', hasText: true }])).toEqual({ open: true, active: -1 });
    expect(run([{ type: 'input', hasText: false }], { open: true, active: 2 })).toEqual({
      open: false,
      active: -1,
    });
  });

  it('moves down from nothing to the first row and up from nothing to the last', () => {
    const open = { open: true, active: -1 };
    expect(run([{ type: 'move', delta: 1, count: 4 }], open).active).toBe(0);
    expect(run([{ type: 'move', delta: -1, count: 4 }], open).active).toBe(3);
  });

  it('walks through every row across groups and wraps at both ends', () => {
    const down = { type: 'move', delta: 1, count: 3 } as const;
    const up = { type: 'move', delta: -1, count: 3 } as const;
    const open = { open: true, active: -1 };
    expect(run([down, down, down], open).active).toBe(2);
    expect(run([down, down, down, down], open).active).toBe(0);
    expect(run([down, up], open).active).toBe(2);
  });

  it('reopens a closed dropdown on an arrow key, starting from the top', () => {
    const closed = { open: false, active: -1 };
    expect(run([{ type: 'move', delta: 1, count: 5 }], closed)).toEqual({ open: true, active: 0 });
  });

  it('highlights nothing when there are no rows', () => {
    expect(run([{ type: 'move', delta: 1, count: 0 }])).toEqual({ open: true, active: -1 });
  });

  it('forgets a highlight beyond the current rows', () => {
    expect(run([{ type: 'move', delta: 1, count: 2 }], { open: true, active: 7 }).active).toBe(0);
  });

  it('closes on Escape or outside click and clears the highlight', () => {
    expect(run([{ type: 'close' }], { open: true, active: 1 })).toEqual(initialComboboxState);
  });

  it('follows the pointer and resets when new results arrive', () => {
    const hovered = run([{ type: 'hover', index: 2 }], { open: true, active: 0 });
    expect(hovered.active).toBe(2);
    expect(run([{ type: 'results' }], hovered)).toEqual({ open: true, active: -1 });
  });

  it('keeps the same state object when nothing changes (no extra renders)', () => {
    const state = { open: true, active: -1 };
    expect(comboboxReducer(state, { type: 'open' })).toBe(state);
    expect(comboboxReducer(state, { type: 'results' })).toBe(state);
    expect(comboboxReducer(initialComboboxState, { type: 'close' })).toBe(initialComboboxState);
  });
});
