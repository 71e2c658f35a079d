import * as Tabs from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Prose } from './Prose';

export interface PolicyTab {
  /** Also the URL hash that opens this tab (`/shipping-policy#exchange-policy`). */
  id: string;
  label: string;
  icon: LucideIcon;
  body: ReactNode;
}

/**
 * Radix tabs (arrow keys move between tabs, Home/End jump) whose choice lives in the URL hash,
 * so a link can open a given tab and the back button is not polluted (replace).
 */
interface PolicyTabsProps {
  tabs: PolicyTab[];
  /** Names the tab list for screen readers. */
  label: string;
  /** Shown beside the open tab on wide screens and under it on phones. */
  aside?: (activeTab: string) => ReactNode;
}

export function PolicyTabs({ tabs, label, aside }: PolicyTabsProps) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const first = tabs[0]?.id ?? '';
  const fromHash = hash.slice(1);
  const value = tabs.some((tab) => tab.id === fromHash) ? fromHash : first;

  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) =>
        navigate({ hash: next === first ? '' : next }, { replace: true, preventScrollReset: true })
      }
      className="mt-10"
    >
      <Tabs.List
        aria-label={label}
        className="grid max-w-2xl grid-cols-3 gap-1 rounded-2xl border border-border bg-surface p-1"
      >
        {tabs.map(({ id, label: tabLabel, icon: Icon }) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-xl px-2 py-2 text-center text-xs font-semibold leading-tight text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg data-[state=active]:shadow-sm sm:flex-row sm:gap-2 sm:text-sm"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,42rem)_18rem] lg:gap-16 xl:gap-24">
        <div className="min-w-0">
          {tabs.map((tab) => (
            <Tabs.Content key={tab.id} value={tab.id} className="focus-visible:outline-offset-8">
              <Prose>{tab.body}</Prose>
            </Tabs.Content>
          ))}
        </div>
        {aside?.(value) && (
          <aside className="lg:sticky lg:top-24 lg:self-start">{aside(value)}</aside>
        )}
      </div>
    </Tabs.Root>
  );
}
