import {
  BRAND_LOGOS_MAX,
  type BrandKit,
  type BrandKitUpdate,
  type BrandLogo,
  brandDefaultsSchema,
  LOGO_MAX_BYTES,
} from '@stamp/shared/schemas/brand-kit';
import sharp from 'sharp';
import { SNIFF_BYTES, sniffMedia } from '../../adapters/media/sniff';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type BrandLogoRow, createBrandKitRepo } from './brand-kit.repo';

// A logo is drawn at most 30% of a 4K width (~1150 px); 1200 px keeps it sharp there.
const LOGO_MAX_SIDE = 1200;
// Decoding more than this for a logo can only be an attack (a decompression bomb).
const LOGO_PIXEL_LIMIT = 25_000_000;
const LOGO_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * A user's brand kit (DESIGN.md "Data model"): logos uploaded once and offered on every item,
 * and the business details and editor defaults every item starts from.
 */
export function createBrandKitService({ db, storage }: { db: Database; storage: Storage }) {
  const repo = createBrandKitRepo(db);
  const presentLogo = (row: BrandLogoRow): BrandLogo => ({
    _id: row.id,
    url: `/api/v1/user/brand-kit/logos/${row.id}/file`,
    width: row.width,
    height: row.height,
  });

  return {
    async get(userId: string): Promise<BrandKit> {
      const [kit, logos] = await Promise.all([repo.kit(userId), repo.logos(userId)]);
      const defaults = brandDefaultsSchema.safeParse(kit?.defaults ?? {});
      return {
        businessName: kit?.businessName ?? '',
        phone: kit?.phone ?? '',
        colours: kit?.colours ?? [],
        defaults: defaults.success ? defaults.data : {},
        defaultLogoId: logos.some((l) => l.id === kit?.defaultLogoId)
          ? (kit?.defaultLogoId ?? null)
          : null,
        logos: logos.map(presentLogo),
      };
    },

    async update(userId: string, update: BrandKitUpdate): Promise<BrandKit> {
      if (update.defaultLogoId && !(await repo.logo(update.defaultLogoId, userId))) {
        throw badRequest('Choose one of your logos', { defaultLogoId: 'Choose one of your logos' });
      }
      await repo.saveKit(userId, update);
      return this.get(userId);
    },

    /**
     * Stores a logo as a PNG no larger than needed (transparency kept), after checking by its
     * bytes that it is an image: anything else is a 415, a damaged or huge one a 400.
     */
    async addLogo(userId: string, bytes: Buffer): Promise<BrandLogo> {
      if (bytes.length > LOGO_MAX_BYTES) throw logoTooLarge();
      const sniffed = sniffMedia(bytes.subarray(0, SNIFF_BYTES));
      if (sniffed?.kind !== 'image' || !LOGO_FORMATS.has(sniffed.format)) {
        throw new AppError({
          statusCode: 415,
          message: 'A logo must be a PNG, JPG or WebP image',
          code: 'UNSUPPORTED_MEDIA',
        });
      }
      if ((await repo.logoCount(userId)) >= BRAND_LOGOS_MAX) {
        throw badRequest(`Keep at most ${BRAND_LOGOS_MAX} logos: delete one first`);
      }
      const { data, info } = await sharp(bytes, {
        limitInputPixels: LOGO_PIXEL_LIMIT,
        failOn: 'error',
        autoOrient: true,
      })
        .resize({
          width: LOGO_MAX_SIDE,
          height: LOGO_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .png()
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw badRequest('This logo is damaged or too large to use; try a smaller PNG or JPG');
        });
      const id = newId();
      const fileKey = `private/logos/${userId}/${id}.png`;
      await storage.put(fileKey, data, 'image/png');
      const row = await repo.addLogo({
        id,
        userId,
        fileKey,
        width: info.width,
        height: info.height,
      });
      return presentLogo(row);
    },

    async openLogo(userId: string, id: string) {
      const row = await repo.logo(id, userId);
      if (!row) throw notFound('Logo not found');
      return storage.stream(row.fileKey);
    },

    async deleteLogo(userId: string, id: string): Promise<void> {
      const row = await repo.deleteLogo(id, userId);
      if (!row) throw notFound('Logo not found');
      await storage.delete(row.fileKey);
    },
  };
}
export type BrandKitService = ReturnType<typeof createBrandKitService>;

export function logoTooLarge(): AppError {
  const mb = LOGO_MAX_BYTES / 1024 / 1024;
  return badRequest(`A logo must be at most ${mb} MB`, { logo: `A logo must be at most ${mb} MB` });
}
