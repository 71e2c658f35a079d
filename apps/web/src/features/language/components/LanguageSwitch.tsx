import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n/common';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../lib/i18n/locale';
import { changeLanguage } from '../change-language';
import { useLocale } from '../use-locale';

/** Each language offered in its own words, as Indian apps do ("हिन्दी में देखें"). */
const OFFER: Record<Locale, string> = { en: 'View in English', hi: 'हिन्दी में देखें' };

/** The header's switch: one button to the other language. */
export function LanguageButton({ className }: { className?: string }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      translate="no"
      onClick={() => void changeLanguage(other, queryClient)}
      aria-label={OFFER[other]}
      className={cn(
        'inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-xl text-sm font-semibold text-fg hover:bg-surface-2 lg:px-3',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-5" />
      <span aria-hidden="true" className="max-lg:hidden">
        {LOCALE_NAMES[other]}
      </span>
    </button>
  );
}

/** The footer's switch: both languages, the current one pressed. */
export function LanguageChoice() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('layout.language')}</legend>
      <Languages aria-hidden="true" className="size-4 text-muted" />
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          translate="no"
          aria-pressed={option === locale}
          onClick={() => void changeLanguage(option, queryClient)}
          className={cn(
            'rounded-lg border px-3 py-1.5 text-sm',
            option === locale
              ? 'border-accent text-accent'
              : 'border-border text-muted hover:border-accent hover:text-accent',
          )}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
