import { ADMIN_MEDIA_SORTS } from '@stamp/shared/schemas/admin-catalog';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { cn } from '../../../../lib/cn';
import { useAdminSubCategories } from '../../api/admin-catalog-lists';
import {
  activeFilterCount,
  CREATIVE_TYPES,
  type MediaFilters as Filters,
  withFilter,
  withoutFilters,
} from '../../lib/media-filters';
import { labels, t } from '../../messages';
import { CREATIVE_LABELS, PUBLICATION_LABELS, selectClass } from './labels';
import { SubCategorySelect } from './SubCategorySelect';

const SORT_LABELS = labels<(typeof ADMIN_MEDIA_SORTS)[number]>({
  newest: 'console.media.sort.newest',
  oldest: 'console.media.sort.oldest',
  title: 'console.media.sort.title',
  downloads: 'console.media.sort.downloads',
});

function Labelled({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const flagValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));
const toFlag = (value: string) => (value === '' ? undefined : value === 'true');

/** The grid's search, filters and order; every change is a new address (Back undoes it). */
export function MediaFilters({ filters }: { filters: Filters }) {
  const [search, setSearch] = useSearchParams();
  const subCategories = useAdminSubCategories();
  const [text, setText] = useState(filters.q ?? '');
  const set = (key: Parameters<typeof withFilter>[1], value: string | boolean | undefined) =>
    setSearch(withFilter(search, key, value));
  const count = activeFilterCount(filters);
  // On a phone the seven selects would push the grid a screen down: they fold behind a button.
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <section
      aria-label={t('console.media.filters')}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4"
    >
      <search>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            set('q', text.trim() || undefined);
          }}
        >
          <label className="relative min-w-0 flex-1">
            <span className="sr-only">{t('console.media.searchLabel')}</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
            <input
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('console.media.searchPlaceholder')}
              className="h-10 w-full rounded-xl border border-border bg-surface pl-9 pr-3 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-none"
            />
          </label>
          <Button type="submit" size="sm" className="h-10">
            {t('console.media.search')}
          </Button>
        </form>
      </search>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? t('console.media.filtersCount', { count }) : t('console.media.filters')}
      </Button>
      <div
        id={panelId}
        className={cn(
          open ? 'grid' : 'hidden',
          'grid-cols-2 gap-2 sm:grid sm:grid-cols-4 xl:grid-cols-7',
        )}
      >
        <Labelled label={t('console.festivals.subCategory')}>
          {(id) => (
            <SubCategorySelect
              id={id}
              subCategories={subCategories.data ?? []}
              emptyLabel={t('console.media.all')}
              value={filters.subCategoryId ?? ''}
              onChange={(event) => set('subCategoryId', event.target.value || undefined)}
            />
          )}
        </Labelled>
        <Labelled label={t('console.media.type')}>
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={filters.type ?? ''}
              onChange={(event) => set('type', event.target.value || undefined)}
            >
              <option value="">{t('console.media.all')}</option>
              <option value="image">{t('console.media.images')}</option>
              <option value="video">{t('console.media.videos')}</option>
            </select>
          )}
        </Labelled>
        <Labelled label={t('console.media.creativeType')}>
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={filters.creativeType ?? ''}
              onChange={(event) => set('creativeType', event.target.value || undefined)}
            >
              <option value="">{t('console.media.all')}</option>
              {CREATIVE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CREATIVE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={t('console.media.publication')}>
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={filters.publication ?? ''}
              onChange={(event) => set('publication', event.target.value || undefined)}
            >
              <option value="">{t('console.media.all')}</option>
              {Object.entries(PUBLICATION_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={t('console.media.trending')}>
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={flagValue(filters.trending)}
              onChange={(event) => set('trending', toFlag(event.target.value))}
            >
              <option value="">{t('console.media.any')}</option>
              <option value="true">{t('console.media.trending')}</option>
              <option value="false">{t('console.media.notTrending')}</option>
            </select>
          )}
        </Labelled>
        <Labelled label={t('console.media.latest')}>
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={flagValue(filters.latest)}
              onChange={(event) => set('latest', toFlag(event.target.value))}
            >
              <option value="">{t('console.media.any')}</option>
              <option value="true">{t('console.media.latest')}</option>
              <option value="false">{t('console.media.notLatest')}</option>
            </select>
          )}
        </Labelled>
        <Labelled label={t('console.media.order')}>
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={filters.sort}
              onChange={(event) => set('sort', event.target.value)}
            >
              {ADMIN_MEDIA_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      </div>
      {count > 0 && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('');
              setSearch(withoutFilters(search));
            }}
          >
            <X aria-hidden="true" className="size-4" />
            {t('console.media.clearFilters', { count })}
          </Button>
        </div>
      )}
    </section>
  );
}
