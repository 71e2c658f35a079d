import { MEDIA_TAG_MAX_CHARS, MEDIA_TAGS_MAX } from '@stamp/shared/schemas/admin-catalog';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { t } from '../../messages';

/** Tags as chips: Enter or a comma adds one, its × (or Backspace in an empty box) removes it. */
export function TagsInput({ tags, onChange }: { tags: string[]; onChange(tags: string[]): void }) {
  const [text, setText] = useState('');
  const id = useId();
  const commit = () => {
    const tag = text.trim().replace(/,+$/, '').slice(0, MEDIA_TAG_MAX_CHARS);
    setText('');
    if (tag && !tags.includes(tag) && tags.length < MEDIA_TAGS_MAX) onChange([...tags, tag]);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('console.media.tags')}
      </label>
      <div className="flex flex-wrap items-center gap-1.5 rounded-xl border border-border bg-surface p-1.5 focus-within:border-accent">
        <ul aria-label={t('console.media.tags')} className="contents">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-surface-2 py-0.5 pl-2.5 pr-1 text-sm"
            >
              <span data-content>{tag}</span>
              <button
                type="button"
                aria-label={t('console.media.removeTag', { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="inline-flex size-6 items-center justify-center rounded-full text-muted hover:bg-bg hover:text-fg"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          maxLength={MEDIA_TAG_MAX_CHARS + 1}
          placeholder={tags.length ? t('console.media.addTag') : t('console.media.tagsExample')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Backspace' && !text && tags.length) {
              onChange(tags.slice(0, -1));
            }
          }}
          onBlur={commit}
          className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-sm text-fg placeholder:text-muted focus:outline-none"
        />
      </div>
      <p className="text-xs text-muted">{t('console.media.tagsHint', { max: MEDIA_TAGS_MAX })}</p>
    </div>
  );
}
