import type { Category, Media } from '@stamp/shared/schemas/catalog';
import { ArrowRight, Sparkles, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { pickShowcase } from '../lib/showcase';
import { t } from '../messages';

interface HomeHeroProps {
  /** A few real designs for the collage (desktop); skeletons while they load. */
  showcase: readonly Media[] | undefined;
  categories: readonly Category[] | undefined;
}

// Side by side and equal on phones, natural width from sm up.
const HERO_BUTTON =
  'flex-1 whitespace-nowrap rounded-full px-4 text-[0.9375rem] sm:flex-none sm:px-6 sm:text-base';

export function HomeHero({ showcase, categories }: HomeHeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden border-b border-border"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--accent-soft),transparent_70%),radial-gradient(40rem_20rem_at_0%_110%,var(--accent-soft),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-7 pt-6 sm:px-6 sm:py-12 lg:grid-cols-[1.1fr_1fr] lg:py-14">
        {/* min-w-0: the scrolling chip row must not widen the grid track past the screen. */}
        <div className="min-w-0">
          <p className="mb-4 hidden w-fit items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-xs font-semibold text-muted backdrop-blur sm:flex">
            <Sparkles aria-hidden="true" className="size-3.5 text-accent" />
            {t('hero.kicker')}
          </p>
          <h1
            id="hero-title"
            className="text-balance text-[1.875rem] font-bold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')} <span className="text-accent">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-3 max-w-xl text-pretty text-[0.9375rem] text-muted sm:mt-4 sm:text-lg">
            {t('hero.blurb')}
          </p>
          <div className="mt-5 flex gap-3 sm:mt-6">
            <a href="#categories" className={buttonClasses('primary', 'lg', HERO_BUTTON)}>
              {t('hero.browse')}
              <ArrowRight aria-hidden="true" className="hidden size-5 sm:block" />
            </a>
            <Link to={paths.customEditor} className={buttonClasses('secondary', 'lg', HERO_BUTTON)}>
              <Upload aria-hidden="true" className="hidden size-5 sm:block" />
              {t('hero.upload')}
            </Link>
          </div>
          <PopularCategories categories={categories} />
        </div>
        <Collage showcase={showcase} />
      </div>
    </section>
  );
}

/** The search prompt: the categories people open most, one tap away. */
function PopularCategories({ categories }: { categories: readonly Category[] | undefined }) {
  const shown = categories?.filter((category) => category.subCategoryCount > 0).slice(0, 5);
  return (
    <nav aria-label={t('hero.popularLabel')} className="mt-5 min-h-9 sm:mt-7">
      {shown && shown.length > 0 && (
        <ul className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 text-sm [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 [&::-webkit-scrollbar]:hidden">
          <li className="mr-1 shrink-0 text-muted">{t('hero.popular')}</li>
          {shown.map((category) => (
            <li key={category._id} className="shrink-0">
              <Link
                to={paths.category(category.name, category._id)}
                className="inline-flex h-9 items-center rounded-full border border-border bg-surface/70 px-3.5 font-medium transition hover:border-accent hover:text-accent"
              >
                <span data-content>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

// Where the three collage cards sit (desktop only): a fan of real designs.
const SLOTS = [
  'left-[4%] top-[14%] w-[36%] -rotate-6',
  'left-[32%] top-0 z-10 w-[38%] shadow-2xl',
  'right-[2%] top-[20%] w-[34%] rotate-6',
];

function Collage({ showcase }: { showcase: readonly Media[] | undefined }) {
  const picks = pickShowcase(showcase ?? []);
  if (showcase && !picks.some(Boolean)) return null;
  return (
    <div aria-hidden="true" className="relative hidden h-[24rem] lg:block">
      {SLOTS.map((slot, i) => {
        const media = picks[i];
        if (showcase && !media) return null;
        return (
          <div
            key={slot}
            className={cn(
              'absolute overflow-hidden rounded-2xl bg-surface-2 shadow-xl ring-1 ring-white/10',
              slot,
            )}
            style={{
              aspectRatio: media
                ? `${media.width} / ${media.height}`
                : i === 1
                  ? '9 / 16'
                  : '1 / 1',
            }}
          >
            {media?.thumbnailImage.secureUrl ? (
              <img
                src={media.thumbnailImage.secureUrl}
                alt=""
                width={media.width}
                height={media.height}
                fetchPriority="high"
                className="size-full object-cover"
              />
            ) : (
              <Skeleton className="size-full rounded-none" />
            )}
          </div>
        );
      })}
    </div>
  );
}
