import { z } from 'zod';
import { editorSettingsSchema } from '../editor/settings-schema';
import { okEnvelope } from './envelope';
import { ID_PATTERN } from './ids';

export { BRAND_LOGOS_MAX, LOGO_MAX_BYTES } from './brand-kit-limits';

export const brandLogoSchema = z.object({
  _id: z.string(),
  /** The owner-only URL of the normalised PNG. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/** What every item's editor starts from, before the item's own saved settings. */
export const brandDefaultsSchema = editorSettingsSchema.omit({ bannerText: true }).partial();

export const brandKitSchema = z.object({
  businessName: z.string(),
  phone: z.string(),
  colours: z.array(z.string()),
  defaults: brandDefaultsSchema,
  defaultLogoId: z.string().nullable(),
  logos: z.array(brandLogoSchema),
});
export type BrandKit = z.infer<typeof brandKitSchema>;
export const brandKitEnvelopeSchema = okEnvelope(brandKitSchema);
export const brandLogoEnvelopeSchema = okEnvelope(brandLogoSchema);

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'Colours must look like #1a2b3c');

export const brandKitUpdateSchema = z.object({
  businessName: z.string().trim().max(100, 'Business name must be at most 100 characters'),
  phone: z.string().trim().max(24, 'Phone must be at most 24 characters'),
  colours: z.array(colour).max(6, 'Keep at most 6 brand colours'),
  defaults: brandDefaultsSchema,
  defaultLogoId: z.string().regex(ID_PATTERN, 'Choose one of your logos').nullable(),
});
export type BrandKitUpdate = z.infer<typeof brandKitUpdateSchema>;
