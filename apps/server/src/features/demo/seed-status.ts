import type { CatalogAdminService } from '../catalog/catalog-admin.service';

/** The setting that records how far the demo seed got ('running', 'done'). */
export const DEMO_SEED_SETTING = 'demoSeed';

/**
 * Whether the demo catalog should be (re)loaded: a catalog nobody has filled yet, or a demo
 * seed that was interrupted. An operator's own catalog is never touched.
 */
export async function demoSeedNeeded(admin: CatalogAdminService): Promise<boolean> {
  const status = (await admin.getSetting<{ status: string }>(DEMO_SEED_SETTING))?.status;
  if (status === 'done') return false;
  if (status === 'running') return true;
  return (await admin.categoryIdsByName()).size === 0;
}
