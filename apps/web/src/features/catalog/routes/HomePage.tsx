import { Flame, Sparkles } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { EmptyState, ErrorBox } from '../../../components/ui/States';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { withMessages } from '../../../lib/i18n/i18n';
import { useCategories } from '../api/get-categories';
import { useHomeFeed } from '../api/get-home-feed';
import { HomeHero } from '../components/HomeHero';
import { MediaRow } from '../components/MediaRow';
import { TILE_GRID, TileCard } from '../components/TileCard';
import { TileGridSkeleton } from '../components/TileGridSkeleton';
import { UploadTile } from '../components/UploadTile';
import { useNearViewport } from '../hooks/use-near-viewport';
import { t } from '../messages';

// The FAQ sits at the foot of the page: its code and its words (about 1.8 KB gzip in English,
// 3 KB in Hindi) load as a visitor scrolls towards it, not with the first screen.
const HomeFaq = lazy(() =>
  withMessages(import('../components/HomeFaq')).then((module) => ({ default: module.HomeFaq })),
);

/**
 * `/`. `upcoming` is the festival calendar's row (another feature's, so the app hands it in),
 * shown under the hero.
 */
export function HomePage({ upcoming }: { upcoming?: ReactNode }) {
  usePageTitle(undefined);
  const feed = useHomeFeed();
  const categories = useCategories();
  const trending = feed.data?.trending ?? [];
  const latest = feed.data?.latest ?? [];
  const faqPlace = useRef<HTMLDivElement>(null);
  const showFaq = useNearViewport(faqPlace, '800px');

  return (
    <div className="flex flex-col gap-9 pb-8 sm:gap-16">
      <HomeHero
        showcase={feed.data ? [...trending, ...latest] : undefined}
        categories={categories.data}
      />

      {upcoming}

      {/* Each row only when it has items (spec §2); placeholders while the feed loads, so the
          sections below do not jump when it arrives. */}
      {(feed.isPending || trending.length > 0) && (
        <MediaRow
          title={t('home.trending')}
          description={t('home.trendingBlurb')}
          icon={<Flame aria-hidden="true" className="size-6 text-accent" />}
          items={feed.isPending ? undefined : trending}
          eager
        />
      )}
      {(feed.isPending || latest.length > 0) && (
        <MediaRow
          title={t('home.latest')}
          description={t('home.latestBlurb')}
          icon={<Sparkles aria-hidden="true" className="size-6 text-accent" />}
          items={feed.isPending ? undefined : latest}
        />
      )}

      <section
        id="categories"
        aria-labelledby="categories-title"
        className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 sm:px-6"
      >
        <h2 id="categories-title" className="mb-5 text-xl font-bold sm:text-2xl">
          {t('home.categories')}
        </h2>
        {categories.isPending ? (
          <TileGridSkeleton label={t('home.loadingCategories')} />
        ) : categories.isError ? (
          <ErrorBox
            message={t('home.categoriesFailed')}
            onRetry={() => void categories.refetch()}
          />
        ) : categories.data.length === 0 ? (
          <EmptyState title={t('home.noCategories')}>
            <p>{t('home.noCategoriesBlurb')}</p>
          </EmptyState>
        ) : (
          <ul className={TILE_GRID}>
            {categories.data.map((category, index) => (
              <li key={category._id}>
                <TileCard
                  to={paths.category(category.name, category._id)}
                  name={category.name}
                  thumbnail={category.thumbnailImage.secureUrl}
                  countLabel={t('home.subCategoryCount', { count: category.subCategoryCount })}
                  tone={index}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6">
          <UploadTile />
        </div>
      </section>

      {/* As tall as the questions (closed), so that their arrival moves nothing below them:
          a reader scrolling fast reached the footer first, and it jumped away. */}
      <div ref={faqPlace} className="min-h-120 sm:min-h-110">
        {showFaq && (
          <Suspense fallback={null}>
            <HomeFaq />
          </Suspense>
        )}
      </div>
    </div>
  );
}
