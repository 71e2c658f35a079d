import type { Database } from '../../db/client';
import { mediaSearchVector } from '../../db/search-vector';
import type { MediaRow } from './catalog.presenter';
import type { SubCategoryWithCounts } from './catalog.repo';
import { createCatalogWriterRepo } from './catalog-writer.repo';
import type { IngestedMedia } from './ingest';

export type Publication = 'published' | 'draft' | 'scheduled';

/** What an operator (or the demo seed) says about a new item, beside its file. */
export interface NewMediaDetails {
  title: string;
  creativeType: 'post' | 'story' | 'aiGenerated' | 'reel';
  isTrending: boolean;
  isLatest: boolean;
  titleHi?: string | null;
  tags?: string[];
  /** Default `published`; `scheduled` needs `publishAt`. */
  publication?: Publication;
  publishAt?: Date | null;
}

/**
 * Records an ingested file as a catalog item, with its search vector, and gives an empty
 * sub-category its first card image (from a published item). Call it inside the transaction that decides the item
 * exists (the synchronous upload, or the ingest job's finish).
 */
export async function insertIngestedMedia(
  tx: Database,
  parent: SubCategoryWithCounts,
  id: string,
  details: NewMediaDetails,
  ingested: IngestedMedia,
): Promise<MediaRow> {
  const writer = createCatalogWriterRepo(tx);
  const publication = details.publication ?? 'published';
  const tags = details.tags ?? [];
  const row = await writer.insertMedia(
    {
      id,
      subCategoryId: parent.subCategory.id,
      title: details.title,
      titleHi: details.titleHi || null,
      tags,
      creativeType: details.creativeType,
      isTrending: details.isTrending,
      isLatest: details.isLatest,
      publication,
      // A published item went public now; a scheduled one goes at its time; a draft has none.
      publishAt:
        publication === 'published'
          ? new Date()
          : publication === 'scheduled'
            ? (details.publishAt ?? null)
            : null,
      ...ingested,
    },
    mediaSearchVector(details.title, parent.subCategory.name, parent.category.name, {
      titleHi: details.titleHi || null,
      tags,
    }),
  );
  // Only a published item's picture: a draft must not show on a public card.
  if (!parent.subCategory.thumbnailKey && publication === 'published')
    await writer.setSubCategoryThumbnail(parent.subCategory.id, ingested.thumbnailKey);
  return row;
}
