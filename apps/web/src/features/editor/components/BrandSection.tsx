import type { EditorSettings } from '@stamp/shared/editor/settings';
import type { BrandKit } from '@stamp/shared/schemas/brand-kit';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { saveBrandKit } from '../api/brand-kit';
import { t } from '../messages';

/**
 * The brand kit in the editor: business name and phone (every new design's banner starts with
 * them) and the current look saved as the starting point of every item. This is what makes a
 * daily post take seconds: open a design, it already carries your logo, name and style.
 */
export function BrandSection({
  kit,
  settings,
  logoId,
  onSaved,
}: {
  kit: BrandKit;
  settings: EditorSettings;
  logoId: string | null;
  onSaved(): void;
}) {
  const id = useId();
  const [businessName, setBusinessName] = useState(kit.businessName);
  const [phone, setPhone] = useState(kit.phone);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setBusinessName(kit.businessName);
    setPhone(kit.phone);
  }, [kit.businessName, kit.phone]);

  async function save() {
    setSaving(true);
    try {
      const { bannerText: _text, ...look } = settings;
      const colours = [settings.bannerTextColor, settings.stripColor, ...kit.colours]
        .filter((c) => /^#[0-9a-f]{6}$/i.test(c))
        .filter((c, i, all) => all.indexOf(c) === i)
        .slice(0, 6);
      await saveBrandKit({ businessName, phone, colours, defaults: look, defaultLogoId: logoId });
      onSaved();
      toast.success(t('brand.saved'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('brand.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-brand`}
      className="flex flex-col gap-3 border-t border-border pt-5"
    >
      <h2 id={`${id}-brand`} className="font-display text-lg font-semibold">
        {t('brand.title')}
      </h2>
      <p className="text-sm text-muted">{t('brand.blurb')}</p>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t('brand.businessName')}
        <input
          value={businessName}
          maxLength={100}
          onChange={(event) => setBusinessName(event.target.value)}
          className="h-11 rounded-xl border border-border bg-surface-2 px-3 text-base font-normal focus:border-accent focus:outline-none sm:text-sm"
        />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t('brand.phone')}
        <input
          value={phone}
          type="tel"
          maxLength={24}
          onChange={(event) => setPhone(event.target.value)}
          className="h-11 rounded-xl border border-border bg-surface-2 px-3 text-base font-normal focus:border-accent focus:outline-none sm:text-sm"
        />
      </label>
      <Button variant="secondary" busy={saving} onClick={() => void save()}>
        <BadgeCheck aria-hidden="true" className="size-4" />
        {saving ? t('brand.saving') : t('brand.save')}
      </Button>
    </section>
  );
}

/** The banner a new design starts with: the business's name and phone, when saved. */
export function brandBannerText(kit: BrandKit | undefined): string {
  return [kit?.businessName, kit?.phone].filter((part) => part?.trim()).join(' · ');
}
