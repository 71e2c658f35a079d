/** How long an object URL lives after the download starts (spec §9: revoked after 2 seconds). */
const REVOKE_AFTER_MS = 2000;

/**
 * Hands a finished file to the person: the share sheet on phones that can share files (iOS
 * saves to Photos from there, spec §4), otherwise a normal download. Resolves once handed
 * over; a dismissed share sheet is not an error.
 */
export async function saveFile(blob: Blob, fileName: string): Promise<'shared' | 'downloaded'> {
  const file = new File([blob], fileName, { type: blob.type });
  const touch = window.matchMedia('(pointer: coarse)').matches;
  if (touch && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: fileName });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'shared';
      // Sharing refused (no user gesture left after a long render): fall back to a download.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return 'downloaded';
}

/** A touch device that can hand files to the share sheet (iOS: save to Photos). */
export function offersShareSheet(): boolean {
  if (!window.matchMedia('(pointer: coarse)').matches || !navigator.canShare) return false;
  return navigator.canShare({ files: [new File([''], 'probe.png', { type: 'image/png' })] });
}
