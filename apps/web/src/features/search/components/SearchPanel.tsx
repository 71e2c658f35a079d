import { FolderOpen, ImageIcon, Layers, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { t } from '../messages';
import type { SearchGroup, SearchGroupKey, SearchOption } from '../search-options';

export type SearchStatus = 'searching' | 'results' | 'empty';

interface SearchPanelProps {
  status: SearchStatus;
  query: string;
  groups: SearchGroup[];
  listboxId: string;
  optionId(index: number): string;
  active: number;
  onHover(index: number): void;
  onChoose(): void;
}

const FALLBACK_ICON: Record<SearchGroupKey, typeof FolderOpen> = {
  categories: FolderOpen,
  subCategories: Layers,
  media: ImageIcon,
};

/** The dropdown under the search field: 'Searching...', the grouped results, or none found. */
export function SearchPanel({
  status,
  query,
  groups,
  listboxId,
  optionId,
  active,
  onHover,
  onChoose,
}: SearchPanelProps) {
  return (
    <div className="absolute inset-x-4 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-border bg-surface shadow-xl shadow-black/10 dark:shadow-black/40 sm:inset-x-0">
      {/* Spec §9: the dropdown is at most about 20rem tall and scrolls. tabIndex -1: Chrome would
          otherwise put the scroller in the Tab order; focus stays in the field (combobox pattern). */}
      <div tabIndex={-1} className="max-h-80 overflow-y-auto overscroll-contain p-1.5">
        {status === 'searching' && (
          <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted">
            <Spinner className="size-4" />
            {t('search.searching')}
          </p>
        )}
        {status === 'empty' && (
          <div className="flex items-start gap-3 px-3 py-3">
            <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
            <div className="min-w-0 text-sm">
              <p className="break-words font-medium">{t('search.noResults', { query })}</p>
              <p className="mt-0.5 text-muted">{t('search.noResultsHint')}</p>
            </div>
          </div>
        )}
        {status === 'results' && (
          // Pressing on a row must not move focus off the field: the combobox keeps it.
          <div
            id={listboxId}
            role="listbox"
            aria-label={t('search.results')}
            onMouseDown={(event) => event.preventDefault()}
          >
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: APG grouped listbox; a fieldset groups form controls, not options.
              <ul
                key={group.key}
                role="group"
                aria-labelledby={`${listboxId}-${group.key}`}
                className="pb-1"
              >
                <li
                  role="presentation"
                  id={`${listboxId}-${group.key}`}
                  className="sticky top-0 z-10 bg-surface px-2.5 pb-1 pt-2.5 text-xs font-semibold uppercase tracking-wider text-muted"
                >
                  {group.label}
                </li>
                {group.options.map((option) => (
                  <li key={option.key} role="presentation">
                    <OptionRow
                      option={option}
                      id={optionId(option.index)}
                      selected={option.index === active}
                      fallbackIcon={FALLBACK_ICON[group.key]}
                      query={query}
                      onHover={onHover}
                      onChoose={onChoose}
                    />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

interface OptionRowProps {
  option: SearchOption;
  id: string;
  selected: boolean;
  fallbackIcon: typeof FolderOpen;
  query: string;
  onHover(index: number): void;
  onChoose(): void;
}

function OptionRow({
  option,
  id,
  selected,
  fallbackIcon: Icon,
  query,
  onHover,
  onChoose,
}: OptionRowProps) {
  const [broken, setBroken] = useState(false);
  return (
    <Link
      to={option.href}
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onPointerMove={() => onHover(option.index)}
      onClick={onChoose}
      className={cn(
        // Scroll margin: a row brought into view by the arrow keys clears the sticky group label.
        'flex scroll-mt-8 items-center gap-3 rounded-xl px-2.5 py-2 text-sm outline-none',
        selected ? 'bg-surface-2 shadow-[inset_3px_0_0_var(--accent)]' : 'hover:bg-surface-2',
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-2 text-muted">
        {option.thumbnail && !broken ? (
          <img
            src={option.thumbnail}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <Icon aria-hidden="true" className="size-5" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg">
          <Highlight text={option.label} query={query} />
        </span>
        <span className="block truncate text-xs text-muted">{option.detail}</span>
      </span>
    </Link>
  );
}

/** Marks where the typed text occurs in a row's name, if it does (typo matches will not). */
function Highlight({ text, query }: { text: string; query: string }) {
  const at = text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase());
  if (at < 0 || query === '') return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-accent">
        {text.slice(at, at + query.length)}
      </mark>
      {text.slice(at + query.length)}
    </>
  );
}
