import { saveFile } from './save-file';

/**
 * iPhone and iPad, including an iPad that calls itself a Mac (iPadOS 13+ asks for desktop pages
 * by default; only its touch points give it away).
 */
export function isIOS(userAgent: string, maxTouchPoints: number): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1)
  );
}

/** WhatsApp's click-to-chat address with the caption ready to send (wa.me/?text=…). */
export function whatsAppLink(caption: string): string {
  return `https://wa.me/?text=${encodeURIComponent(caption)}`;
}

/**
 * What goes to the share sheet: the file, with the caption beside it, except on iOS, where a
 * text shared with an image makes WhatsApp send the text and drop the image.
 */
export function shareData(file: File, caption: string, ios: boolean): ShareData {
  return ios ? { files: [file] } : { files: [file], text: caption };
}

/**
 * Sends a finished file towards WhatsApp. Where the browser can share files (phones, some
 * desktops) the share sheet opens with the file; elsewhere the file is downloaded and WhatsApp's
 * click-to-chat opens in a new tab with the caption, for the person to attach the file. Called
 * straight from the tap: the file is already in memory, so the share sheet and the new tab still
 * have the tap's permission to open.
 */
export async function shareOnWhatsApp(
  blob: Blob,
  fileName: string,
  caption: string,
): Promise<'shared' | 'linked'> {
  const file = new File([blob], fileName, { type: blob.type });
  if (navigator.canShare?.({ files: [file] })) {
    const ios = isIOS(navigator.userAgent, navigator.maxTouchPoints);
    try {
      await navigator.share(shareData(file, caption, ios));
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error).name === 'AbortError') return 'shared';
      throw error;
    }
  }
  // The tab first, while the tap still allows a new window; then the file.
  window.open(whatsAppLink(caption), '_blank', 'noopener,noreferrer');
  await saveFile(blob, fileName);
  return 'linked';
}
