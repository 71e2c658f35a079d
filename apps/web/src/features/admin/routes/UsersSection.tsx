import { useRoutes } from 'react-router';
import { UserPage } from './UserPage';
import { UsersPage } from './UsersPage';

/**
 * `/admin/users/*`: the list, and a user's page below it (anything deeper is that user's page:
 * a wrong id says "User not found"). Not ConsoleNotFound here: importing it from a section's
 * chunk split the console's page frame out of the console's first chunk, which the home page's
 * preload map then names.
 */
export function UsersSection() {
  return useRoutes([
    { index: true, element: <UsersPage /> },
    { path: ':userId/*', element: <UserPage /> },
  ]);
}
