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

const COLUMNS: readonly Column<AdminUserRow>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    sortDirections: ['asc'],
    primary: true,
    cell: (row) => (
      <Link
        to={row._id}
        className="font-medium text-fg underline decoration-border underline-offset-4 hover:text-accent hover:decoration-accent"
      >
        {row.fullName}
      </Link>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    sortable: true,
    sortDirections: ['asc'],
    cell: (row) => <span className="break-all">{row.email}</span>,
  },
  { id: 'phone', header: 'Phone', cell: (row) => formatPhone(row.phoneNumber) },
  { id: 'role', header: 'Role', cell: (row) => <RoleBadge role={row.role} /> },
  {
    id: 'membership',
    header: 'Membership',
    cell: (row) => <MembershipBadge membership={row.membership} />,
  },
  { id: 'state', header: 'Account', cell: (row) => <AccountStateBadge disabled={row.disabled} /> },
  {
    id: 'joined',
    header: 'Joined',
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
    <ConsolePage
      title="Users"
      description="Every account: find one by name, e-mail or phone to see its membership, payments and downloads, or to change its role or access."
    >
      <div className="flex flex-col gap-2 sm:max-w-md">
        <SearchBox
          label="Search users"
          placeholder="Name, e-mail or phone"
          value={search.text}
          onChange={search.setText}
          busy={users.isFetching}
        />
        <p aria-live="polite" className="min-h-5 text-sm text-muted">
          {total === undefined
            ? ''
            : search.committed
              ? `${total} ${total === 1 ? 'account matches' : 'accounts match'} “${search.committed}”`
              : `${total} ${total === 1 ? 'account' : 'accounts'}`}
        </p>
      </div>
      <DataTable
        label="Users"
        columns={COLUMNS}
        rowKey={(row) => row._id}
        query={users}
        controls={shown}
        empty={
          search.committed
            ? {
                title: 'No one matches',
                body: 'Try part of the name, the e-mail or the phone number.',
              }
            : { title: 'No users yet', body: 'Accounts appear here as people sign up.' }
        }
      />
    </ConsolePage>
  );
}
