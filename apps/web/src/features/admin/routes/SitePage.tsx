import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorBox } from '../../../components/ui/States';
import { DEFAULT_BANNER_TEXT, useSaveTopBanner, useTopBanner } from '../api/top-banner';
import { ConsolePage } from '../components/ConsolePage';
import { SiteBanners } from '../components/site/SiteBanners';
import { t } from '../messages';

// The server's limit (admin-catalog.routes.ts, top-banner).
const BANNER_MAX = 120;

/** The site's top banner: the line above the header on every public page. */
export function SitePage() {
  const banner = useTopBanner();
  return (
    <ConsolePage title={t('console.section.site')} description={t('console.site.description')}>
      <section
        aria-labelledby="top-banner"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6"
      >
        <h2 id="top-banner" className="text-base font-semibold">
          {t('console.site.topBanner')}
        </h2>
        {banner.isPending ? (
          <div
            role="status"
            aria-label={t('console.site.loadingBanner')}
            className="flex flex-col gap-3"
          >
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : banner.isError ? (
          <ErrorBox message={banner.error.message} onRetry={() => void banner.refetch()} />
        ) : (
          <BannerForm key={banner.data} current={banner.data} />
        )}
      </section>
      <SiteBanners />
    </ConsolePage>
  );
}

function BannerForm({ current }: { current: string }) {
  const [text, setText] = useState(current);
  const save = useSaveTopBanner();
  const trimmed = text.trim();
  const shown = trimmed || DEFAULT_BANNER_TEXT;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) save.mutate(trimmed);
      }}
    >
      <Field
        label={t('console.site.bannerText')}
        value={text}
        maxLength={BANNER_MAX}
        placeholder={DEFAULT_BANNER_TEXT}
        onChange={(event) => setText(event.target.value)}
        hint={
          current
            ? t('console.site.characters', { count: trimmed.length, max: BANNER_MAX })
            : t('console.site.noText', { text: DEFAULT_BANNER_TEXT })
        }
      />
      <div>
        <p className="mb-2 text-sm font-medium">{t('console.site.preview')}</p>
        <div className="flex min-h-11 items-center justify-center gap-3 rounded-xl bg-accent-soft px-4 py-1.5 text-sm">
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <p data-content className="min-w-0 text-balance font-medium leading-snug">
            {shown}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} disabled={!trimmed || trimmed === current}>
          {t('console.site.saveBanner')}
        </Button>
        {trimmed !== DEFAULT_BANNER_TEXT && (
          <Button variant="secondary" onClick={() => setText(DEFAULT_BANNER_TEXT)}>
            {t('console.site.useDefault')}
          </Button>
        )}
      </div>
    </form>
  );
}
