import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useUnhandledCount } from '../api/inbox';
import { ConsolePage } from '../components/ConsolePage';
import { InboxList } from '../components/inbox/InboxList';
import { type InboxKind, readInboxParams, withInboxParams } from '../lib/inbox';
import { type ConsoleKey, t } from '../messages';

const TABS: { kind: InboxKind; label: ConsoleKey }[] = [
  { kind: 'messages', label: 'console.inbox.messages' },
  { kind: 'custom-work', label: 'console.inbox.customWork' },
];

/** `/admin/inbox` (editors too): contact messages and custom-work requests, unhandled first. */
export function InboxPage() {
  const [search, setSearch] = useSearchParams();
  const { kind, status } = readInboxParams(search);
  return (
    <ConsolePage title={t('console.section.inbox')} description={t('console.inbox.description')}>
      <Tabs.Root
        value={kind}
        onValueChange={(value) => setSearch(withInboxParams(search, { kind: value as InboxKind }))}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('console.section.inbox')}
          className="flex gap-1 overflow-x-auto border-b border-border"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.kind}
              value={tab.kind}
              className={cn(
                '-mb-px h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-medium transition',
                tab.kind === kind
                  ? 'border-accent text-fg'
                  : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {t(tab.label)}
              <UnhandledCount kind={tab.kind} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.kind} value={tab.kind} className="focus-visible:outline-none">
            {tab.kind === kind && (
              <InboxList
                kind={kind}
                status={status}
                onStatus={(next) => setSearch(withInboxParams(search, { status: next }))}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ConsolePage>
  );
}

/** The tab's number of items waiting, beside its name (nothing while it loads, or at 0). */
function UnhandledCount({ kind }: { kind: InboxKind }) {
  const count = useUnhandledCount(kind);
  if (!count.data) return null;
  return (
    <span className="ml-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-soft px-1.5 text-xs font-semibold text-accent">
      {formatNumber(count.data)}
      <span className="sr-only">{t('console.inbox.unhandledSuffix')}</span>
    </span>
  );
}
