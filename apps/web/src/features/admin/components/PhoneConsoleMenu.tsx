import { ChevronDown, LayoutDashboard } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { t } from '../messages';
import type { ConsoleSection } from '../sections';
import { ConsoleNav } from './ConsoleNav';

/**
 * The console's navigation on a phone: one button naming the current section, which opens the
 * list of sections below it. Escape closes it and gives focus back to the button; choosing a
 * section closes it.
 */
export function PhoneConsoleMenu({ sections }: { sections: readonly ConsoleSection[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = sections.find((s) => pathname.startsWith(`/admin/${s.path}`));

  useEffect(() => {
    void pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="mb-5">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-12 w-full items-center gap-3 rounded-xl border border-border bg-surface px-3 text-left text-sm font-medium"
      >
        <LayoutDashboard aria-hidden="true" className="size-5 text-accent" />
        <span className="flex-1">
          <span className="text-muted">{t('console.name')}</span>
          {current && <span className="text-fg"> · {current.label}</span>}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 text-muted transition', open && 'rotate-180')}
        />
        <span className="sr-only">{open ? t('console.menu.close') : t('console.menu.open')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="mt-2 rounded-xl border border-border bg-surface p-2"
      >
        <ConsoleNav sections={sections} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
