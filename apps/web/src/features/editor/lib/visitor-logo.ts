import { LOGO_MAX_BYTES } from '@stamp/shared/schemas/brand-kit-limits';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api';
import { uploadLogo } from '../api/brand-kit';
import { t } from '../messages';
import { adoptMovedLogo } from './design-storage';
import { deleteStoredLogo, readStoredLogo, writeStoredLogo } from './visitor-logo-store';

/**
 * The visitor's logo, from the moment it is picked (before any account) until it joins the
 * brand kit at login or sign-up. It lives in IndexedDB (see visitor-logo-store) and in memory;
 * the editor shows it through an object URL, and nothing ever `fetch`es it: the page's
 * Content-Security-Policy allows no `data:` or `blob:` connections, and needs none.
 */

const MB = LOGO_MAX_BYTES / 1024 / 1024;
/** The brand kit's own limit and words, so a visitor is told what a member would be told. */
export const LOGO_TOO_LARGE = `A logo must be at most ${MB} MB`;
const LOGO_MAX_SIDE = 600;

interface State {
  loaded: boolean;
  blob: Blob | null;
  url: string | null;
}

let state: State = { loaded: false, blob: null, url: null };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

// A replaced URL may still be loading in an <img> or the preview's decoder for a moment (a
// render already under way): it is revoked once nothing can be reading it any more.
const REVOKE_AFTER_MS = 60_000;

function set(blob: Blob | null): void {
  const old = state.url;
  if (old) setTimeout(() => URL.revokeObjectURL(old), REVOKE_AFTER_MS);
  state = { loaded: true, blob, url: blob ? URL.createObjectURL(blob) : null };
  for (const listener of listeners) listener();
}

/** Reads the stored logo once per page load; a browser without IndexedDB simply has none. */
function load(): Promise<void> {
  loading ??= readStoredLogo()
    .catch(() => null)
    .then((blob) => {
      if (!state.loaded) set(blob);
    });
  return loading;
}

/** The visitor's logo as a URL for `<img>` and the preview canvas, or null. */
export function useVisitorLogoUrl(): string | null {
  useEffect(() => void load(), []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.url,
    // The server knows no visitor's logo: the page renders without it and shows it once read.
    () => null,
  );
}

/**
 * Checks and keeps a logo picked by a visitor: at most the brand kit's size, shrunk to a PNG
 * small enough for any device's storage. Throws an ApiError whose message can be shown.
 */
export async function keepVisitorLogo(file: File): Promise<void> {
  if (file.size > LOGO_MAX_BYTES) throw new ApiError(400, LOGO_TOO_LARGE);
  if (!file.type.startsWith('image/')) throw new ApiError(415, t('logo.notImage'));
  const blob = await shrinkToPng(file).catch(() => {
    throw new ApiError(400, t('logo.unreadable'));
  });
  if (blob.size > LOGO_MAX_BYTES) throw new ApiError(400, LOGO_TOO_LARGE);
  set(blob);
  // Private browsing may refuse IndexedDB: the logo then lasts as long as this page does.
  await writeStoredLogo(blob).catch(() => undefined);
}

async function shrinkToPng(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

let moving: Promise<string | null> | null = null;
let movedLogoId: string | null = null;

/**
 * Moves the visitor's logo into the signed-in user's brand kit, once: every caller (the login
 * page, the editor, a resumed download) shares one upload. Designs that used the local logo
 * now name the brand-kit logo, and the local copy is removed. Resolves to the brand-kit id, or
 * null when there was no logo to move; rejects with the upload's ApiError (the logo then stays
 * on the device for the next try).
 */
export function moveVisitorLogoToBrandKit(): Promise<string | null> {
  if (movedLogoId) return Promise.resolve(movedLogoId);
  moving ??= (async () => {
    await load();
    const blob = state.blob;
    if (!blob) return null;
    const { _id } = await uploadLogo(blob);
    movedLogoId = _id;
    adoptMovedLogo(_id);
    set(null);
    await deleteStoredLogo().catch(() => undefined);
    return _id;
  })().finally(() => {
    moving = null;
  });
  return moving;
}
