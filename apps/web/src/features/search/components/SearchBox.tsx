import { SEARCH_QUERY_MAX } from '@stamp/shared/schemas/limits';
import { Search, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import { useSearch } from '../api/search';
import { comboboxReducer, initialComboboxState } from '../combobox-state';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SEARCH_PARAM, useSearchBegunEarly } from '../hooks/use-search-begun-early';
import { t } from '../messages';
import { groupResults, optionAt, optionCount } from '../search-options';
import type { SearchPanel as SearchPanelComponent, SearchStatus } from './SearchPanel';

/** Spec §4/§9: the search waits until typing has paused for 500 ms. */
const DEBOUNCE_MS = 500;

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-fg hover:bg-surface-2';

/**
 * The header's search: a WAI-ARIA combobox whose popup lists results grouped as categories,
 * sub-categories and media. Arrow keys move through every row across the groups, Enter opens
 * the highlighted one (or searches at once when none is), Escape closes, and so does a click
 * outside. On phones it folds into an icon that opens the field over the header.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();

  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false); // phones only: the field is over the header
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const [debounced, flush] = useDebouncedValue(text, DEBOUNCE_MS);
  const [SearchPanel, loadPanel] = useSearchPanel();
  const query = text.trim();
  const search = useSearch(debounced);
  const groups = useMemo(() => groupResults(search.data), [search.data]);
  const count = optionCount(groups);

  const status: SearchStatus =
    query !== debounced.trim() || search.isSearching
      ? 'searching'
      : count > 0
        ? 'results'
        : 'empty';
  const showList = state.open && query !== '' && status === 'results';
  const activeOption = showList ? optionAt(groups, state.active) : undefined;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (groups) dispatch({ type: 'results' });
  }, [groups]);

  // A new page: the dropdown has done its job.
  useEffect(() => {
    if (pathname) dispatch({ type: 'close' });
    setExpanded(false);
  }, [pathname]);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  // After the page's own effects above (a new page closes the dropdown): this one opens it.
  useSearchBegunEarly(inputRef, (early, submitted) => {
    setText(early);
    loadPanel();
    if (submitted) {
      flush(early);
      dispatch({ type: 'open' });
      setExpanded(true); // on phones the field folds away otherwise; it also takes the focus
    } else if (document.activeElement === inputRef.current) {
      dispatch({ type: 'input', hasText: true });
    }
  });

  // A click outside, or Tab moving focus outside, closes the dropdown.
  useEffect(() => {
    if (!state.open && !expanded) return;
    function onOutside(event: Event) {
      if (!rootRef.current?.contains(event.target as Node)) {
        dispatch({ type: 'close' });
        setExpanded(false);
      }
    }
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [state.open, expanded]);

  // Keep the row the arrow keys landed on in view (not one the pointer is over: that would
  // scroll the list under a still mouse).
  const movedByKey = useRef(false);
  useEffect(() => {
    if (!movedByKey.current || state.active < 0) return;
    movedByKey.current = false;
    document.getElementById(`${listboxId}-${state.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [state.active, listboxId]);

  function open(href: string) {
    dispatch({ type: 'close' });
    setExpanded(false);
    navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (query === '') return;
        event.preventDefault();
        movedByKey.current = true;
        dispatch({
          type: 'move',
          delta: event.key === 'ArrowDown' ? 1 : -1,
          count: status === 'results' ? count : 0,
        });
        return;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          open(activeOption.href);
        }
        return; // otherwise the form submits
      case 'Escape':
        event.preventDefault();
        if (state.open) dispatch({ type: 'close' });
        else if (expanded) setExpanded(false);
        else setText('');
        return;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (query === '') return;
    flush();
    dispatch({ type: 'open' });
  }

  return (
    <search ref={rootRef} className="flex justify-end sm:justify-center">
      <button
        type="button"
        className={cn(iconButton, 'sm:hidden', expanded && 'hidden')}
        aria-label={t('search.label')}
        onClick={() => setExpanded(true)}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <form
        onSubmit={onSubmit}
        className={cn(
          'w-full items-center gap-2 sm:relative sm:flex sm:max-w-lg',
          expanded
            ? 'absolute inset-x-0 top-0 z-10 flex h-16 bg-bg px-4 sm:h-auto sm:px-0'
            : 'hidden',
        )}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            name={SEARCH_PARAM}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? optionId(activeOption.index) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('search.label')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              dispatch({ type: 'input', hasText: event.target.value.trim() !== '' });
            }}
            onPointerEnter={loadPanel}
            onFocus={() => {
              loadPanel();
              if (query) dispatch({ type: 'open' });
            }}
            onClick={() => query && dispatch({ type: 'open' })}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-xl border border-border bg-surface pl-9 pr-3 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-none focus:ring-3 focus:ring-accent/25 focus-visible:outline-none"
          />
        </div>
        {expanded && (
          <button
            type="button"
            className={cn(iconButton, 'sm:hidden')}
            aria-label={t('search.close')}
            onClick={() => {
              dispatch({ type: 'close' });
              setExpanded(false);
            }}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
        {SearchPanel && state.open && query !== '' && (
          <SearchPanel
            status={status}
            query={query}
            groups={groups}
            listboxId={listboxId}
            optionId={optionId}
            active={activeOption?.index ?? -1}
            onHover={(index) => dispatch({ type: 'hover', index })}
            onChoose={() => {
              dispatch({ type: 'close' });
              setExpanded(false);
            }}
          />
        )}
        <div aria-live="polite" aria-atomic="true" className="sr-only">
          {state.open && query !== '' ? announcement(status, count) : ''}
        </div>
      </form>
    </search>
  );
}

/**
 * The dropdown's code (1.2 KB gzip), fetched when the field is first pointed at or focused, not
 * with every page: it is drawn only once something has been typed, and most visits never search.
 * A fetch that fails (offline before the app was saved) is tried again on the next touch.
 */
function useSearchPanel(): [typeof SearchPanelComponent | undefined, () => void] {
  const [panel, setPanel] = useState<typeof SearchPanelComponent>();
  const loading = useRef(false);
  function load() {
    if (panel || loading.current) return;
    loading.current = true;
    import('./SearchPanel')
      .then((module) => setPanel(() => module.SearchPanel))
      .catch(() => {})
      .finally(() => {
        loading.current = false;
      });
  }
  return [panel, load];
}

/**
 * What a screen reader hears as the dropdown changes. Worded unlike the visible texts, so a
 * test (or a person using find) matches exactly one element for 'No results found for "…"'.
 */
function announcement(status: SearchStatus, count: number): string {
  if (status === 'searching') return '';
  if (status === 'empty') return t('search.noMatches');
  return t('search.matches', { count });
}
