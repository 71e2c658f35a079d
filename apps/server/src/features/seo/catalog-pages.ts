import type { EncodedBody } from '../../http/encoded-body';
import type { CatalogPages } from '../../http/web-app';
import type { VersionedCache } from '../../lib/versioned-cache';
import { withPageHead } from './page-head';
import type { PageHeadService } from './page-head.service';

/** The web app's catalog pages with their own head, cached beside the catalog's answers. */
export function catalogPages(
  heads: PageHeadService,
  cache: VersionedCache<EncodedBody>,
): CatalogPages {
  return {
    key: (path) => heads.pageKey(path),
    async html(path, indexHtml) {
      const head = await heads.headFor(path);
      return head ? withPageHead(indexHtml, head) : null;
    },
    cache,
  };
}
