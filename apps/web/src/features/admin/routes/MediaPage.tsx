import { useSearchParams } from 'react-router';
import { useMediaPage } from '../api/media-list';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ConsolePage } from '../components/ConsolePage';
import { withPage } from '../components/data-table/table-params';
import { MediaEditor } from '../components/media/MediaEditor';
import { MediaFilters } from '../components/media/MediaFilters';
import { MediaGrid } from '../components/media/MediaGrid';
import { UploadPanel } from '../components/media/UploadPanel';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { activeFilterCount, readMediaFilters } from '../lib/media-filters';
import { hasWorkInFlight } from '../lib/upload-queue';
import { t } from '../messages';

/**
 * Every item of the catalog, drafts and scheduled ones too: bulk upload, a grid with filters and
 * search (all in the address), and an editor for one item (`?edit=<id>`, so an upload's "Open"
 * link and a shared address land on it).
 */
export function MediaPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readMediaFilters(search);
  const media = useMediaPage(filters);
  const queue = useUploadQueue();
  const leaving = useLeaveGuard(hasWorkInFlight(queue.items));
  const editing = search.get('edit');
  const setEditing = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set('edit', id);
    else next.delete('edit');
    setSearch(next, { replace: !id });
  };

  return (
    <ConsolePage title={t('console.section.media')} description={t('console.media.description')}>
      <UploadPanel queue={queue} />
      <MediaFilters key={filters.q ?? ''} filters={filters} />
      <MediaGrid
        query={media}
        page={filters.page}
        filtered={activeFilterCount(filters) > 0}
        onPage={(page) => setSearch(withPage(search, page))}
        onEdit={setEditing}
      />
      <MediaEditor mediaId={editing} onClose={() => setEditing(null)} queue={queue} />
      <ConfirmDialog
        open={leaving.pending !== null}
        onOpenChange={(open) => !open && leaving.stay()}
        title={t('console.media.leave.title')}
        description={t('console.media.leave.body')}
        confirmLabel={t('console.media.leave.confirm')}
        onConfirm={leaving.leave}
      />
    </ConsolePage>
  );
}
