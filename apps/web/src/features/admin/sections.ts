import type { LucideIcon } from 'lucide-react';
import {
  BadgeIndianRupee,
  CalendarDays,
  FolderTree,
  Images,
  LayoutDashboard,
  Megaphone,
  MessagesSquare,
  ScrollText,
  Users,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ConsoleAccess } from './lib/access';
import { t } from './messages';

export interface ConsoleSection {
  /** The address under `/admin` (`catalog` → `/admin/catalog`); the page owns what is below it. */
  path: string;
  /** The side navigation's and the breadcrumb's word, and the page's title (in the interface's language). */
  readonly label: string;
  icon: LucideIcon;
  /** The least role that may open it (lib/access.ts). */
  access: ConsoleAccess;
  /** The page, its own chunk: nothing of it is fetched before an operator opens it. */
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The console's sections, in the navigation's order. Only sections with a page are listed: the
 * console shows no placeholder for what is not built. To add one, write its page in `routes/`
 * (wrapped in `ConsolePage`) and add one entry here; the navigation, the guard, the route and the
 * landing redirect follow. Planned, in this order: Dashboard (admin), Catalog, Media (editor),
 * Site, Plans (admin), Users (admin), Inbox (editor), Audit log (admin).
 */
export const SECTIONS: readonly ConsoleSection[] = [
  {
    path: 'dashboard',
    get label() {
      return t('console.section.dashboard');
    },
    icon: LayoutDashboard,
    access: 'admin',
    Page: lazy(() => import('./routes/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  },
  {
    path: 'catalog',
    get label() {
      return t('console.section.catalog');
    },
    icon: FolderTree,
    access: 'editor',
    Page: lazy(() => import('./routes/CatalogPage').then((m) => ({ default: m.CatalogPage }))),
  },
  {
    path: 'festivals',
    get label() {
      return t('console.section.festivals');
    },
    icon: CalendarDays,
    access: 'editor',
    Page: lazy(() => import('./routes/FestivalsPage').then((m) => ({ default: m.FestivalsPage }))),
  },
  {
    path: 'media',
    get label() {
      return t('console.section.media');
    },
    icon: Images,
    access: 'editor',
    Page: lazy(() => import('./routes/MediaPage').then((m) => ({ default: m.MediaPage }))),
  },
  {
    path: 'site',
    get label() {
      return t('console.section.site');
    },
    icon: Megaphone,
    access: 'editor',
    Page: lazy(() => import('./routes/SitePage').then((m) => ({ default: m.SitePage }))),
  },
  {
    path: 'plans',
    get label() {
      return t('console.section.plans');
    },
    icon: BadgeIndianRupee,
    access: 'admin',
    Page: lazy(() => import('./routes/PlansPage').then((m) => ({ default: m.PlansPage }))),
  },
  {
    path: 'users',
    get label() {
      return t('console.section.users');
    },
    icon: Users,
    access: 'admin',
    Page: lazy(() => import('./routes/UsersSection').then((m) => ({ default: m.UsersSection }))),
  },
  {
    path: 'inbox',
    get label() {
      return t('console.section.inbox');
    },
    icon: MessagesSquare,
    access: 'editor',
    Page: lazy(() => import('./routes/InboxPage').then((m) => ({ default: m.InboxPage }))),
  },
  {
    path: 'audit',
    get label() {
      return t('console.section.audit');
    },
    icon: ScrollText,
    access: 'admin',
    Page: lazy(() => import('./routes/AuditPage').then((m) => ({ default: m.AuditPage }))),
  },
];

export const consolePath = (section: Pick<ConsoleSection, 'path'>) => `/admin/${section.path}`;
