import { SITE_BANNERS_MAX } from '@stamp/shared/schemas/admin-catalog';
import { useState } from 'react';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { ErrorBox } from '../../../../components/ui/States';
import { useCreateBanner, useSiteBanners } from '../../api/site-banners';
import { t } from '../../messages';
import { BannerForm } from './BannerForm';
import { BannerRow } from './BannerRow';

/** The banners the site lists after the top banner (`GET /user/get-all-banners`). */
export function SiteBanners() {
  const banners = useSiteBanners();
  const create = useCreateBanner();
  const list = banners.data ?? [];
  // Empty again after each banner this operator adds, and only then (keyed by the list's length,
  // the form lost what was typed while the list loaded).
  const [added, setAdded] = useState(0);
  return (
    <section
      aria-labelledby="site-banners"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <div>
        <h2 id="site-banners" className="text-base font-semibold">
          {t('console.site.banners')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('console.site.banners.description')}</p>
      </div>
      {banners.isPending ? (
        <div
          role="status"
          aria-label={t('console.site.loadingBanners')}
          className="flex flex-col gap-2"
        >
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : banners.isError ? (
        <ErrorBox message={banners.error.message} onRetry={() => void banners.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted">
          {t('console.site.banners.empty')}
        </p>
      ) : (
        <ul aria-label={t('console.site.banners')} className="flex flex-col gap-2">
          {list.map((banner) => (
            <BannerRow key={`${banner._id}-${banner.text}-${banner.active}`} banner={banner} />
          ))}
        </ul>
      )}
      {list.length < SITE_BANNERS_MAX ? (
        <BannerForm
          key={added}
          submitLabel={t('console.site.banner.add')}
          busy={create.isPending}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: () => setAdded((count) => count + 1) })
          }
        />
      ) : (
        <p className="text-sm text-muted">
          {t('console.site.banners.max', { max: SITE_BANNERS_MAX })}
        </p>
      )}
    </section>
  );
}
