import type { AdminFestival } from '@stamp/shared/schemas/festivals';
import { useMemo } from 'react';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAdminSubCategories } from '../api/admin-catalog-lists';
import { useAdminFestivals, useLinkFestival } from '../api/festivals';
import { ConsolePage } from '../components/ConsolePage';
import { type Column, DataTable } from '../components/data-table/DataTable';
import { SubCategorySelect } from '../components/media/SubCategorySelect';
import { SearchBox } from '../components/people/SearchBox';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useTableParams } from '../hooks/use-table-params';
import {
  festivalKindLabel,
  festivalRegions,
  matchesFestival,
  sortFestivals,
} from '../lib/festival-rows';
import { t } from '../messages';

/** `2026-11-08` → "8 Nov 2026" (a calendar day: read at local midnight, not UTC). */
const formatDay = (day: string | null) =>
  day ? formatDate(`${day}T00:00:00`) : t('console.festivals.noneAfter');

/**
 * `/admin/festivals` (editors and admins): the calendar's festivals, each linked to the catalog
 * sub-category whose creatives it shows (home page, calendar, reminder e-mails). The list is
 * short (a few dozen), so it is filtered and sorted here, not by the server.
 */
export function FestivalsPage() {
  const search = useDebouncedSearch();
  const controls = useTableParams({
    sortable: ['name', 'next', 'reminders'],
    defaultSort: { column: 'next', direction: 'asc' },
  });
  const festivals = useAdminFestivals();
  const subCategories = useAdminSubCategories();
  const link = useLinkFestival();

  const rows = useMemo(
    () =>
      sortFestivals(
        (festivals.data ?? []).filter((festival) => matchesFestival(festival, search.text)),
        controls.params.sort,
      ),
    [festivals.data, search.text, controls.params.sort],
  );
  const unlinked = (festivals.data ?? []).filter((f) => f.subCategory === null).length;

  const columns: readonly Column<AdminFestival>[] = [
    {
      id: 'name',
      header: t('console.festivals.name'),
      sortable: true,
      primary: true,
      cell: (row) => (
        <span data-content className="font-medium">
          {row.name}
        </span>
      ),
    },
    {
      id: 'hindi',
      header: t('console.festivals.hindiName'),
      cell: (row) => <span lang="hi">{row.nameHi}</span>,
    },
    {
      id: 'kind',
      header: t('console.festivals.kind'),
      cell: (row) => <span className="whitespace-nowrap">{festivalKindLabel(row.kind)}</span>,
    },
    {
      id: 'regions',
      header: t('console.festivals.regions'),
      cell: (row) => <span className="line-clamp-2 max-w-56">{festivalRegions(row.regions)}</span>,
    },
    {
      id: 'next',
      header: t('console.festivals.next'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDay(row.nextDate)}</span>,
    },
    {
      id: 'subCategory',
      header: t('console.festivals.subCategory'),
      cell: (row) => (
        // Wide enough for "Independence Day", the longest demo name, on a laptop.
        <div className="min-w-44">
          <SubCategorySelect
            aria-label={t('console.festivals.subCategoryFor', { name: row.name })}
            subCategories={subCategories.data ?? []}
            emptyLabel={
              subCategories.isPending
                ? t('console.festivals.loadingOption')
                : t('console.festivals.notLinked')
            }
            value={row.subCategory?._id ?? ''}
            disabled={
              subCategories.isPending ||
              (link.isPending && link.variables?.festival._id === row._id)
            }
            onChange={(event) => {
              const id = event.target.value;
              const subCategory = subCategories.data?.find((sub) => sub._id === id) ?? null;
              if ((subCategory?._id ?? null) === (row.subCategory?._id ?? null)) return;
              link.mutate({ festival: row, subCategory });
            }}
          />
        </div>
      ),
    },
    {
      id: 'reminders',
      header: t('console.festivals.reminders'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="tabular-nums">{formatNumber(row.reminderCount)}</span>,
    },
  ];

  return (
    <ConsolePage
      title={t('console.section.festivals')}
      description={t('console.festivals.description')}
    >
      <div className="flex flex-col gap-2 sm:max-w-md">
        <SearchBox
          label={t('console.festivals.filter')}
          placeholder={t('console.festivals.filterPlaceholder')}
          value={search.text}
          onChange={search.setText}
        />
        <p aria-live="polite" className="min-h-5 text-sm text-muted">
          {festivals.data
            ? search.text.trim()
              ? t('console.festivals.matching', {
                  shown: rows.length,
                  count: festivals.data.length,
                })
              : t('console.festivals.count', { count: festivals.data.length, unlinked })
            : ''}
        </p>
      </div>
      <DataTable
        label={t('console.section.festivals')}
        columns={columns}
        rowKey={(row) => row._id}
        query={{
          status: festivals.status,
          error: festivals.error,
          refetch: festivals.refetch,
          data: festivals.data && { rows, hasNextPage: false, pageCount: 1 },
        }}
        controls={controls}
        empty={
          search.text.trim()
            ? { title: t('console.festivals.noMatch'), body: t('console.festivals.noMatchBody') }
            : { title: t('console.festivals.empty'), body: t('console.festivals.emptyBody') }
        }
      />
    </ConsolePage>
  );
}
