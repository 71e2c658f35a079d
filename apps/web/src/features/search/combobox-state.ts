/**
 * Open/closed state and the highlighted row of the search combobox (WAI-ARIA APG combobox
 * with a listbox popup). `active` is -1 when no row is highlighted: Enter then submits the form.
 */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export type ComboboxAction =
  /** The text changed: an empty query closes the dropdown (spec §4), any other opens it. */
  | { type: 'input'; hasText: boolean }
  /** Focus, click or submit on a non-empty query. */
  | { type: 'open' }
  | { type: 'close' }
  /** ArrowDown (+1) or ArrowUp (-1) across `count` rows; wraps around at either end. */
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'hover'; index: number }
  /** New results arrived: the old highlight points at a different row now. */
  | { type: 'results' };

export const initialComboboxState: ComboboxState = { open: false, active: -1 };

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'input':
      return { open: action.hasText, active: -1 };
    case 'open':
      return state.open ? state : { open: true, active: -1 };
    case 'close':
      return state.open || state.active !== -1 ? initialComboboxState : state;
    case 'move': {
      if (action.count <= 0) return { open: true, active: -1 };
      // From "nothing highlighted", Down lands on the first row and Up on the last.
      const from = state.open && state.active < action.count ? state.active : -1;
      const start = action.delta === 1 ? -1 : action.count;
      const base = from === -1 ? start : from;
      return { open: true, active: (base + action.delta + action.count) % action.count };
    }
    case 'hover':
      return state.active === action.index ? state : { ...state, active: action.index };
    case 'results':
      return state.active === -1 ? state : { ...state, active: -1 };
  }
}
