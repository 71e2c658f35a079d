import { TOP_BANNER_MAX_CHARS } from '@stamp/shared/schemas/admin-catalog';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { t } from '../../messages';

/** A banner's text and whether it is on; used to add one and to edit one. */
export function BannerForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: { text: string; active: boolean };
  submitLabel: string;
  busy: boolean;
  onSubmit(body: { text: string; active: boolean }): void;
  onCancel?(): void;
}) {
  const [text, setText] = useState(initial?.text ?? '');
  const [active, setActive] = useState(initial?.active ?? true);
  const trimmed = text.trim();
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSubmit({ text: trimmed, active });
      }}
    >
      <Field
        label={initial ? t('console.site.banner.textOfThis') : t('console.site.banner.textOfNew')}
        value={text}
        maxLength={TOP_BANNER_MAX_CHARS}
        autoFocus={Boolean(initial)}
        hint={t('console.site.characters', { count: trimmed.length, max: TOP_BANNER_MAX_CHARS })}
        onChange={(event) => setText(event.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
          className="size-4 accent-[var(--accent)]"
        />
        {t('console.site.banner.shown')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={busy} disabled={!trimmed}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t('console.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
