import { SITE_BANNERS_MAX, type SiteBanner } from '@stamp/shared/schemas/admin-catalog';
import { eq } from 'drizzle-orm';
import { type Operator, recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { createCatalogRepo } from './catalog.repo';
import {
  DEFAULT_TOP_BANNER_TEXT,
  SITE_BANNERS_SETTING,
  TOP_BANNER_SETTING,
} from './catalog.service';
import type { CatalogCache } from './catalog-cache';

interface StoredBanner {
  id: string;
  text: string;
  active: boolean;
}

const present = (banner: StoredBanner, index: number): SiteBanner => ({
  _id: banner.id,
  text: banner.text,
  active: banner.active,
  sortOrder: index,
});

/** The banners in their order; the public list shows the active ones after the top banner. */
export async function readSiteBanners(db: Database): Promise<StoredBanner[]> {
  return (
    (await createCatalogRepo(db, 'operator').getSetting<StoredBanner[]>(SITE_BANNERS_SETTING)) ?? []
  );
}

/**
 * Site settings an operator edits besides the catalog: the top banner (read here; written by
 * catalog-admin.service) and the list of banners. Each banner write reads, changes and writes
 * the list under a row lock, so two operators' edits cannot overwrite each other.
 */
export function createSiteBannersService(deps: { db: Database; cache: CatalogCache }) {
  const reader = createCatalogRepo(deps.db, 'operator');

  async function change(
    actor: Operator,
    action: string,
    targetId: string | null,
    edit: (list: StoredBanner[]) => StoredBanner[],
  ): Promise<StoredBanner[]> {
    const list = await deps.db.transaction(async (tx) => {
      await tx
        .insert(siteSettings)
        .values({ key: SITE_BANNERS_SETTING, value: [] })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, SITE_BANNERS_SETTING))
        .for('update');
      const before = (row?.value as StoredBanner[] | undefined) ?? [];
      const after = edit(before);
      await tx
        .update(siteSettings)
        .set({ value: after, updatedAt: new Date() })
        .where(eq(siteSettings.key, SITE_BANNERS_SETTING));
      const was = targetId ? (before.find((b) => b.id === targetId) ?? null) : null;
      const is = targetId ? (after.find((b) => b.id === targetId) ?? null) : null;
      await recordAudit(tx, actor, {
        action,
        targetType: 'banner',
        targetId,
        before: was,
        after: is,
      });
      return after;
    });
    deps.cache.invalidate();
    return list;
  }

  const indexOrThrow = (list: StoredBanner[], id: string) => {
    const index = list.findIndex((b) => b.id === id);
    if (index < 0) throw notFound('Banner not found');
    return index;
  };

  return {
    async settings() {
      const text = await reader.getSetting<string>(TOP_BANNER_SETTING);
      return { topBannerText: text || DEFAULT_TOP_BANNER_TEXT, topBannerIsDefault: !text };
    },

    async list(): Promise<SiteBanner[]> {
      return (await readSiteBanners(deps.db)).map(present);
    },

    async create(body: { text: string; active: boolean }, actor: Operator): Promise<SiteBanner> {
      const id = newId();
      const list = await change(actor, 'banner.create', id, (current) => {
        if (current.length >= SITE_BANNERS_MAX)
          throw badRequest(`At most ${SITE_BANNERS_MAX} banners: delete one first`);
        return [...current, { id, text: body.text, active: body.active }];
      });
      return present(list[list.length - 1] as StoredBanner, list.length - 1);
    },

    async update(
      id: string,
      body: { text?: string; active?: boolean },
      actor: Operator,
    ): Promise<SiteBanner> {
      const list = await change(actor, 'banner.update', id, (current) => {
        const index = indexOrThrow(current, id);
        return current.map((b, i) => (i === index ? { ...b, ...body } : b));
      });
      const index = indexOrThrow(list, id);
      return present(list[index] as StoredBanner, index);
    },

    async remove(id: string, actor: Operator): Promise<void> {
      await change(actor, 'banner.delete', id, (current) => {
        indexOrThrow(current, id);
        return current.filter((b) => b.id !== id);
      });
    },
  };
}
export type SiteBannersService = ReturnType<typeof createSiteBannersService>;
