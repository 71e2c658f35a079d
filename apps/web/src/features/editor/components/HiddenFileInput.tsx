import type { RefObject } from 'react';

/**
 * A file input kept out of sight and out of the tab order, opened by a visible button of the
 * editor (the dropzone, the file bar, the logo picker). The value is cleared after each pick,
 * so picking the same file again still counts.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  onFile(file: File): void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
