import { categoryPath, itemPath, subCategoryPath } from '@stamp/shared/web/catalog-paths';
import type { Database } from '../../db/client';
import type { PageHead } from './page-head';
import { createPageHeadRepo } from './page-head.repo';

const ID = '([0-9a-f]{24})';
const ITEM_PATH = new RegExp(`^/${ID}$`);
// `/category/{subCategoryName}/{id}`, and the two-segment form the specification routes to a
// category or a sub-category alike (spec §2): the id decides which.
const SUB_CATEGORY_PATH = new RegExp(`^/category/[^/]+/${ID}$`);
const NAMED_PATH = new RegExp(`^/[^/]+/${ID}$`);

const KIND_WORDS = {
  post: 'post',
  story: 'story',
  aiGenerated: 'AI-made creative',
  reel: 'reel',
} as const;

/** Resolves a public page's address to its head, or null for any other page. */
export function createPageHeadService(deps: {
  db: Database;
  publicUrl: URL;
  /** A public file's address (absolute on a CDN, or a path on this server). */
  mediaUrl: (key: string) => string;
}) {
  const repo = createPageHeadRepo(deps.db);
  const at = (path: string) => new URL(path, deps.publicUrl).href;
  const crumb = (position: number, name: string, path: string) => ({
    '@type': 'ListItem',
    position,
    name,
    item: at(path),
  });

  async function itemHead(id: string): Promise<PageHead | null> {
    const item = await repo.item(id);
    if (!item) return null;
    const kind = KIND_WORDS[item.creativeType];
    const imageKey = item.type === 'video' ? (item.posterKey ?? item.previewKey) : item.previewKey;
    const image = {
      url: at(deps.mediaUrl(imageKey)),
      width: item.width,
      height: item.height,
      alt: item.title,
    };
    const canonical = at(itemPath(item.id));
    return {
      title: `${item.title} · ${item.subCategoryName} ${kind} | Stamp`,
      description: `${item.title}: a ready-made ${item.subCategoryName} ${kind}. Add your logo and banner text, then download it for WhatsApp, Instagram and Facebook.`,
      canonical,
      image,
      structuredData: [
        {
          '@type': item.type === 'video' ? 'VideoObject' : 'ImageObject',
          name: item.title,
          contentUrl: image.url,
          thumbnailUrl: image.url,
          width: item.width,
          height: item.height,
          url: canonical,
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            crumb(1, item.categoryName, categoryPath(item.categoryName, item.categoryId)),
            crumb(
              2,
              item.subCategoryName,
              subCategoryPath(item.subCategoryName, item.subCategoryId),
            ),
            crumb(3, item.title, itemPath(item.id)),
          ],
        },
      ],
    };
  }

  async function subCategoryHead(id: string): Promise<PageHead | null> {
    const sub = await repo.subCategory(id);
    if (!sub) return null;
    return {
      title: `${sub.name} images and videos | Stamp`,
      description: `Ready-made ${sub.name} posts, stories and reels. Add your logo and banner text, then download them for WhatsApp, Instagram and Facebook.`,
      canonical: at(subCategoryPath(sub.name, sub.id)),
      structuredData: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            crumb(1, sub.categoryName, categoryPath(sub.categoryName, sub.categoryId)),
            crumb(2, sub.name, subCategoryPath(sub.name, sub.id)),
          ],
        },
      ],
    };
  }

  async function categoryHead(id: string): Promise<PageHead | null> {
    const category = await repo.category(id);
    if (!category) return null;
    return {
      title: `${category.name} creatives | Stamp`,
      description: `${category.name}: ready-made creatives for every day of your business. Add your logo and banner text, then download.`,
      canonical: at(categoryPath(category.name, category.id)),
      structuredData: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [crumb(1, category.name, categoryPath(category.name, category.id))],
        },
      ],
    };
  }

  return {
    /** The page an address can be, by its shape and id (not its slug); null for no catalog page. */
    pageKey(path: string): string | null {
      const item = ITEM_PATH.exec(path)?.[1];
      if (item) return `page:item:${item}`;
      const sub = SUB_CATEGORY_PATH.exec(path)?.[1];
      if (sub) return `page:sub-category:${sub}`;
      const named = NAMED_PATH.exec(path)?.[1];
      return named ? `page:named:${named}` : null;
    },

    async headFor(path: string): Promise<PageHead | null> {
      const item = ITEM_PATH.exec(path)?.[1];
      if (item) return itemHead(item);
      const sub = SUB_CATEGORY_PATH.exec(path)?.[1];
      if (sub) return subCategoryHead(sub);
      const named = NAMED_PATH.exec(path)?.[1];
      if (!named) return null;
      return (await categoryHead(named)) ?? subCategoryHead(named);
    },
  };
}

export type PageHeadService = ReturnType<typeof createPageHeadService>;
