import {
  EDITOR_DEFAULTS,
  type EditorSettings,
  restoreSettings,
} from '@stamp/shared/editor/settings';
import { isId } from '@stamp/shared/schemas/ids';

/** A design as the browser keeps it: settings, and the logo (a brand-kit id or a local image). */
export interface SavedDesign {
  settings: EditorSettings;
  logoId: string | null;
  /** The logo is the one a visitor picked before logging in (kept in IndexedDB: visitor-logo). */
  localLogo: boolean;
}
export type LogoChoice = Pick<SavedDesign, 'logoId' | 'localLogo'>;

const itemKey = (mediaId: string) => `stamp:design:${mediaId}`;
// One pending design at a time: the one whose download or checkout sent the visitor away.
const PENDING_KEY = 'stamp:pending-design';

function read(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the design still works, it just is not remembered.
  }
}

/** Restores only values of the right type (spec §5); anything else keeps its default. */
export function parseDesign(value: unknown, base: EditorSettings = EDITOR_DEFAULTS): SavedDesign {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const logoId = typeof record.logoId === 'string' && isId(record.logoId);
  return {
    settings: restoreSettings(record.settings, base),
    logoId: logoId ? (record.logoId as string) : null,
    localLogo: !logoId && record.localLogo === true,
  };
}

/** The design saved for an item (spec §3: "saved per item"), over the brand kit's defaults. */
export function loadItemDesign(mediaId: string, base?: EditorSettings): SavedDesign | null {
  const value = read(localStorage, itemKey(mediaId));
  return value === null ? null : parseDesign(value, base);
}

export function saveItemDesign(mediaId: string, design: SavedDesign): void {
  write(localStorage, itemKey(mediaId), design);
}

/** Before a login or checkout (spec §4): the design goes to session storage with its item. */
export function stashPendingDesign(mediaId: string, design: SavedDesign): void {
  write(sessionStorage, PENDING_KEY, { mediaId, ...design });
}

/** The stashed design of this item, once: it is removed as it is read. */
export function takePendingDesign(mediaId: string, base?: EditorSettings): SavedDesign | null {
  const value = read(sessionStorage, PENDING_KEY) as { mediaId?: unknown } | null;
  if (!value || value.mediaId !== mediaId) return null;
  sessionStorage.removeItem(PENDING_KEY);
  return parseDesign(value, base);
}

/**
 * The visitor's logo has joined the brand kit as `logoId`: every design on this device that
 * used the local logo (each item's, and the one waiting for a login) now names it instead.
 */
export function adoptMovedLogo(logoId: string): void {
  const adopt = (storage: Storage, key: string) => {
    const value = read(storage, key) as Record<string, unknown> | null;
    if (value?.localLogo === true) write(storage, key, { ...value, localLogo: false, logoId });
  };
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(itemKey(''))) adopt(localStorage, key);
    }
    adopt(sessionStorage, PENDING_KEY);
  } catch {
    // Storage refused (private mode): the open editor still swaps its own design.
  }
}
