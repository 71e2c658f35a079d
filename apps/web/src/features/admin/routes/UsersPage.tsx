import type { AdminUserRow } from '@stamp/shared/schemas/admin-people';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { type UserSort, useUsers } from '../api/get-users';
import { ConsolePage } from '../components/ConsolePage';
import { type Column, DataTable } from '../components/data-table/DataTable';
import { AccountStateBadge, MembershipBadge, RoleBadge } from '../components/people/AccountBadges';
import { SearchBox } from '../components/people/SearchBox';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useTableParams } from '../hooks/use-table-params';
import { formatPhone } from '../lib/people-format';
import { userSortOf } from '../lib/user-sort';
import { t } from '../messages';

const columns = (): readonly Column<AdminUserRow>[] => [
  {
    id: 'name',
    header: t('console.people.name'),
    sortable: true,
    sortDirections: ['asc'],
    primary: true,
    cell: (row) => (
      <Link
        data-content
        to={row._id}
        className="font-medium text-fg underline decoration-border underline-offset-4 hover:text-accent hover:decoration-accent"
      >
        {row.fullName}
      </Link>
    ),
  },
  {
    id: 'email',
    header: t('console.people.email'),
    sortable: true,
    sortDirections: ['asc'],
    cell: (row) => (
      <span data-content className="break-all">
        {row.email}
      </span>
    ),
  },
  { id: 'phone', header: t('console.people.phone'), cell: (row) => formatPhone(row.phoneNumber) },
  { id: 'role', header: t('console.people.role'), cell: (row) => <RoleBadge role={row.role} /> },
  {
    id: 'membership',
    header: t('console.people.membership'),
    cell: (row) => <MembershipBadge membership={row.membership} />,
  },
  {
    id: 'state',
    header: t('console.people.account'),
    cell: (row) => <AccountStateBadge disabled={row.disabled} />,
  },
  {
    id: 'joined',
    header: t('console.people.joined'),
    sortable: true,
    sortDirections: ['desc'],
    align: 'end',
    cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt)}</span>,
  },
];

const SORTS: Record<UserSort, { column: string; direction: 'asc' | 'desc' }> = {
  newest: { column: 'joined', direction: 'desc' },
  name: { column: 'name', direction: 'asc' },
  email: { column: 'email', direction: 'asc' },
};

/** `/admin/users`: every account, found by name, e-mail or phone. */
export function UsersPage() {
  const search = useDebouncedSearch();
  const controls = useTableParams({
    sortable: ['name', 'email', 'joined'],
    defaultSort: SORTS.newest,
  });
  const sort = userSortOf(controls.params.sort);
  // The sort the server applies, whatever direction the address asked for.
  const shown = { ...controls, params: { ...controls.params, sort: SORTS[sort] } };
  const users = useUsers({ q: search.committed, page: controls.params.page, sort });
  const total = users.data?.total;

  return (
    <ConsolePage title={t('console.section.users')} description={t('console.people.description')}>
      <div className="flex flex-col gap-2 sm:max-w-md">
        <SearchBox
          label={t('console.people.search')}
          placeholder={t('console.people.searchPlaceholder')}
          value={search.text}
          onChange={search.setText}
          busy={users.isFetching}
        />
        <p aria-live="polite" className="min-h-5 text-sm text-muted">
          {total === undefined
            ? ''
            : search.committed
              ? t('console.people.matches', { count: total, query: search.committed })
              : t('console.people.count', { count: total })}
        </p>
      </div>
      <DataTable
        label={t('console.section.users')}
        columns={columns()}
        rowKey={(row) => row._id}
        query={users}
        controls={shown}
        empty={
          search.committed
            ? { title: t('console.people.noMatch'), body: t('console.people.noMatchBody') }
            : { title: t('console.people.empty'), body: t('console.people.emptyBody') }
        }
      />
    </ConsolePage>
  );
}
