import {
  FESTIVAL_KINDS,
  FESTIVAL_REGIONS,
  type FestivalKind,
  type FestivalRegionSlug,
} from '@stamp/shared/festivals/festival-vocabulary';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { KIND_FILTER_LABEL, KIND_LABEL, regionName } from '../lib/labels';
import { t } from '../reminders-messages';
import { KIND_STYLE, KindIcon } from './kind-style';

export const SELECT =
  'h-11 w-full appearance-none rounded-xl border border-border bg-surface pl-3 pr-9 text-sm text-fg focus:border-accent focus:outline-none';

/** The region select: "All India" (no region) or one state or union territory, by its English name. */
export function RegionSelect({
  value,
  onChange,
  label,
  emptyLabel = t('region.allIndia'),
  className,
}: {
  value: string | null;
  onChange(region: FestivalRegionSlug | null): void;
  label: string;
  emptyLabel?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || null) as FestivalRegionSlug | null)}
          className={SELECT}
        >
          <option value="">{emptyLabel}</option>
          {FESTIVAL_REGIONS.map((region) => (
            <option key={region.slug} value={region.slug}>
              {regionName(region.slug)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}

type CalendarKey = Parameters<typeof t>[0];
const KIND_CHOICES: { value: FestivalKind | null; label: CalendarKey; short: CalendarKey }[] = [
  { value: null, label: 'kinds.all', short: 'kindsShort.all' },
  ...FESTIVAL_KINDS.map((kind) => ({
    value: kind,
    label: KIND_FILTER_LABEL[kind],
    // "National" and "Global" fit a phone's row of four; the word "days" is still read out.
    short: `kindsShort.${kind}` as const,
  })),
];

/** All / Festivals / National days / Global days: a radio group drawn as a segmented control. */
export function KindFilter({
  value,
  onChange,
}: {
  value: FestivalKind | null;
  onChange(kind: FestivalKind | null): void;
}) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t('cal.kind')}</legend>
      <div className="grid h-11 grid-cols-4 gap-1 rounded-xl border border-border bg-surface p-1">
        {KIND_CHOICES.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.short}
              className={cn(
                'relative flex cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                checked ? 'bg-accent text-accent-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(choice.value)}
                // Over the whole segment, unseen: a tap anywhere on it lands on the radio itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {choice.value && (
                <KindIcon kind={choice.value} className="hidden size-3.5 shrink-0 lg:block" />
              )}
              <span aria-hidden="true">{t(choice.short)}</span>
              <span className="sr-only">{t(choice.label)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What the chips' colours and icons mean: a chip of each kind, named. */
export function KindLegend() {
  return (
    <ul aria-label={t('cal.kinds')} className="flex flex-wrap gap-2 text-xs">
      {FESTIVAL_KINDS.map((kind) => (
        <li
          key={kind}
          className={cn(
            'inline-flex h-6 items-center gap-1 rounded-md px-2 font-semibold ring-1 ring-inset',
            KIND_STYLE[kind].chip,
          )}
        >
          <KindIcon kind={kind} className="size-3 shrink-0" />
          {t(KIND_LABEL[kind])}
        </li>
      ))}
    </ul>
  );
}
