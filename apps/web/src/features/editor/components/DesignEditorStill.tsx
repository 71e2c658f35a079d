import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import type { Media } from '@stamp/shared/schemas/catalog';
import type { ReactNode } from 'react';
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
    <EditorLayout from="md" wide={false} panel={null} narrow={null}>
      <DesignPreview
        base={{
          kind: media.type,
          url: media.url,
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
