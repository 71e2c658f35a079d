import { activeLocale } from '../../../lib/i18n/i18n';
import { intlLocale } from '../../../lib/i18n/locale';
import { t } from '../messages';

export interface FunnelCounts {
  premiumModalShown: number;
  checkoutOpened: number;
  paid: number;
}

export interface FunnelStep {
  key: keyof FunnelCounts;
  label: string;
  count: number;
  /** Share of the step before (null for the first step, or when the step before is 0). */
  fromPrevious: number | null;
  /** Share of the first step (null when the first step is 0). */
  fromStart: number | null;
}

const STEPS = [
  { key: 'premiumModalShown', label: 'console.dashboard.funnel.premiumShown' },
  { key: 'checkoutOpened', label: 'console.dashboard.funnel.checkoutOpened' },
  { key: 'paid', label: 'console.dashboard.funnel.paid' },
] as const satisfies readonly { key: keyof FunnelCounts; label: string }[];

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The membership funnel's steps with their conversions. The steps are counted apart (paid from
 * payments, the others from anonymous beacons), so a later step can exceed an earlier one: the
 * share is then above 100 %, shown as it is rather than capped into a lie.
 */
export function funnelSteps(counts: FunnelCounts): FunnelStep[] {
  const first = counts.premiumModalShown;
  return STEPS.map(({ key, label }, index) => {
    const previous = index === 0 ? null : counts[STEPS[index - 1]?.key ?? key];
    return {
      key,
      label: t(label),
      count: counts[key],
      fromPrevious: previous === null ? null : share(counts[key], previous),
      fromStart: index === 0 ? null : share(counts[key], first),
    };
  });
}

/** 0.1234 → "12.3%", null → "—" (nothing to convert from). */
export function formatShare(value: number | null): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(intlLocale(activeLocale()), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value);
}
