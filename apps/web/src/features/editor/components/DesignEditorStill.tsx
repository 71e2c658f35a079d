import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Media } from '@stamp/shared/schemas/catalog';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { t } from '../messages';
import { DesignPreview } from './DesignPreview';
import { EditorLayout } from './EditorLayout';

/**
 * The item page's editor as the server renders it, and as the browser hydrates it: the design's
 * preview (the page's largest picture, in the HTML) and its details, without the controls, which
 * read the device's saved design and come right after hydration (app/routes/ItemRoute.tsx).
 */
export function DesignEditorStill({ media, details }: { media: Media; details: ReactNode }) {
  return (
    <EditorLayout from="md" wide="css" panel={<PanelSkeleton />} narrow={null}>
      <DesignPreview
        base={{
          kind: media.type,
          url: media.url,
          phoneUrl: media.phoneUrl,
          width: media.width,
          height: media.height,
          posterUrl: media.posterUrl,
          priority: true,
        }}
        settings={EDITOR_DEFAULTS}
        logo={null}
        sheetOpen={false}
        label={t('download.previewLabel', { title: media.title })}
      />
      {details}
    </EditorLayout>
  );
}

/** Where the settings will be, on a wide screen, until they are built. */
function PanelSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <Skeleton className="h-6 w-40 rounded-md" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
