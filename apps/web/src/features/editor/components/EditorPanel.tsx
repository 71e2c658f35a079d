import { EDITOR_FONTS } from '@stamp/shared/editor/fonts';
import {
  type Align,
  BANNER_TEXT_MAX,
  type BannerMode,
  type EditorSettings,
  SLIDERS,
} from '@stamp/shared/editor/settings';
import type { BrandLogo } from '@stamp/shared/schemas/brand-kit';
import { LOGO_MAX_BYTES } from '@stamp/shared/schemas/brand-kit-limits';
import { AlignCenter, AlignLeft, AlignRight, ImagePlus, RotateCcw } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import type { SavedDesign } from '../lib/design-storage';
import { declareEditorFaces } from '../lib/draw-preview';
import { t } from '../messages';
import { ColourField, Segmented, Slider, Toggle } from './controls';
import { HiddenFileInput } from './HiddenFileInput';

// Functions, not constants: their labels are read in the language of the moment.
const bannerStyles = (): ReadonlyArray<{ value: BannerMode; label: string }> => [
  { value: 'text', label: t('editor.textOnly') },
  { value: 'strip', label: t('editor.strip') },
  { value: 'full', label: t('editor.full') },
];
const alignOptions = (): ReadonlyArray<{ value: Align; label: string; icon: React.ReactNode }> => [
  {
    value: 'left',
    label: t('editor.left'),
    icon: <AlignLeft aria-hidden="true" className="size-4" />,
  },
  {
    value: 'center',
    label: t('editor.center'),
    icon: <AlignCenter aria-hidden="true" className="size-4" />,
  },
  {
    value: 'right',
    label: t('editor.right'),
    icon: <AlignRight aria-hidden="true" className="size-4" />,
  },
];
const percent = (v: number) => `${Math.round(v * 100)}%`;

export interface EditorPanelProps {
  design: SavedDesign;
  update(patch: Partial<EditorSettings>): void;
  onReset(): void;
  logos: BrandLogo[];
  onChooseLogo(logoId: string): void;
  onUploadLogo(file: File): void;
  uploadingLogo: boolean;
  /** The visitor's own logo (kept on the device until they log in), offered beside the kit's. */
  localLogoUrl?: string | null;
  onChooseLocalLogo?(): void;
  /** Shown after the controls (the item page's brand kit). */
  footer?: React.ReactNode;
}

/** Every control of the editor (spec §3, §5): banner and logo, with the spec's ranges. */
export function EditorPanel(props: EditorPanelProps) {
  const { design, update } = props;
  const s = design.settings;
  const textId = useId();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${textId}-banner`} className="flex flex-col gap-4">
        <div className="flex items-center justify-between">
          <h2 id={`${textId}-banner`} className="font-display text-lg font-semibold">
            {t('editor.banner')}
          </h2>
          <Button variant="ghost" size="sm" onClick={props.onReset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('editor.reset')}
          </Button>
        </div>
        <Toggle
          label={t('editor.showBanner')}
          checked={s.bannerEnabled}
          onChange={(v) => update({ bannerEnabled: v })}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between text-sm">
            <label htmlFor={textId} className="font-medium">
              {t('editor.bannerText')}
            </label>
            <span className="tabular-nums text-xs text-muted" aria-live="polite">
              {s.bannerText.length}/{BANNER_TEXT_MAX}
            </span>
          </div>
          {/* dir="auto": Urdu is typed right to left, each paragraph by its first letter, as the
              banner draws it (compose/text-direction.ts). */}
          <textarea
            id={textId}
            dir="auto"
            rows={3}
            maxLength={BANNER_TEXT_MAX}
            value={s.bannerText}
            placeholder={t('editor.bannerPlaceholder')}
            onChange={(event) => update({ bannerText: event.target.value, bannerEnabled: true })}
            // Its faces for India's scripts (font-banner) are declared before the first letter.
            onFocus={() => void declareEditorFaces()}
            className="resize-y rounded-xl border border-border bg-surface-2 px-3 py-2 font-banner text-base placeholder:text-muted focus:border-accent focus:outline-none sm:text-sm"
          />
        </div>
        <Segmented
          label={t('editor.style')}
          options={bannerStyles()}
          value={s.bannerMode}
          onChange={(v) => update({ bannerMode: v })}
        />
        <Segmented
          label={t('editor.textAlignment')}
          options={alignOptions()}
          value={s.bannerAlign}
          onChange={(v) => update({ bannerAlign: v })}
        />
        <FontSelect value={s.bannerFontFamily} onChange={(v) => update({ bannerFontFamily: v })} />
        <Slider
          label={t('editor.fontWeight')}
          range={SLIDERS.bannerFontWeight}
          value={s.bannerFontWeight}
          onChange={(v) => update({ bannerFontWeight: v })}
        />
        <Slider
          label={t('editor.fontSize')}
          range={SLIDERS.bannerFontScale}
          value={s.bannerFontScale}
          onChange={(v) => update({ bannerFontScale: v })}
          format={(v) => `${v.toFixed(1)}×`}
        />
        <Slider
          label={t('editor.textPosition')}
          range={SLIDERS.bannerTextOffsetPct}
          value={s.bannerTextOffsetPct}
          onChange={(v) => update({ bannerTextOffsetPct: v })}
          format={(v) =>
            v === 0
              ? t('editor.default')
              : t(v > 0 ? 'editor.down' : 'editor.up', { amount: percent(Math.abs(v)) })
          }
        />
        <ColourField
          label={t('editor.textColour')}
          value={s.bannerTextColor}
          onChange={(v) => update({ bannerTextColor: v })}
        />
        {s.bannerMode === 'strip' && (
          <>
            <Slider
              label={t('editor.stripHeight')}
              range={SLIDERS.bannerStripHeightPct}
              value={s.bannerStripHeightPct}
              onChange={(v) => update({ bannerStripHeightPct: v })}
              format={percent}
            />
            <Toggle
              label={t('editor.seeThrough')}
              checked={s.stripColor === ''}
              onChange={(v) => update({ stripColor: v ? '' : '#000000' })}
            />
            {s.stripColor !== '' && (
              <ColourField
                label={t('editor.stripColour')}
                value={s.stripColor}
                onChange={(v) => update({ stripColor: v })}
              />
            )}
          </>
        )}
      </section>

      <LogoSection {...props} />
      {props.footer}
    </div>
  );
}

function FontSelect({
  value,
  onChange,
}: {
  value: string;
  onChange(value: EditorSettings['bannerFontFamily']): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('editor.font')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as EditorSettings['bannerFontFamily'])}
        // Each name is shown in its own face once the picker is reached (declared on demand).
        onFocus={() => void declareEditorFaces()}
        onPointerDown={() => void declareEditorFaces()}
        className="h-11 rounded-xl border border-border bg-surface-2 px-3 text-base focus:border-accent focus:outline-none sm:text-sm"
      >
        {EDITOR_FONTS.map((font) => (
          <option key={font.value} value={font.value} style={{ fontFamily: `"${font.family}"` }}>
            {font.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function LogoSection({
  design,
  update,
  logos,
  onChooseLogo,
  onUploadLogo,
  uploadingLogo,
  localLogoUrl,
  onChooseLocalLogo,
}: EditorPanelProps) {
  const s = design.settings;
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {t('editor.logo')}
      </h2>
      <Toggle
        label={t('editor.showLogo')}
        checked={s.logoEnabled}
        onChange={(v) => update({ logoEnabled: v })}
      />
      <div className="flex flex-col gap-2">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('editor.yourLogos')}</legend>
          {logos.map((logo) => (
            <button
              key={logo._id}
              type="button"
              aria-pressed={design.logoId === logo._id}
              aria-label={t('editor.useLogo')}
              onClick={() => onChooseLogo(logo._id)}
              className={cn(
                'flex size-16 items-center justify-center rounded-xl border bg-[repeating-conic-gradient(#8884_0_25%,transparent_0_50%)] bg-[length:12px_12px] p-1.5',
                design.logoId === logo._id
                  ? 'border-accent ring-2 ring-accent'
                  : 'border-border hover:border-accent',
              )}
            >
              <img src={logo.url} alt="" className="max-h-full max-w-full object-contain" />
            </button>
          ))}
          {localLogoUrl && onChooseLocalLogo && (
            <button
              type="button"
              aria-pressed={design.localLogo}
              onClick={onChooseLocalLogo}
              className={cn(
                'flex size-16 items-center justify-center rounded-xl border bg-[repeating-conic-gradient(#8884_0_25%,transparent_0_50%)] bg-[length:12px_12px] p-1.5',
                design.localLogo
                  ? 'border-accent ring-2 ring-accent'
                  : 'border-border hover:border-accent',
              )}
            >
              <img
                src={localLogoUrl}
                alt={t('editor.yourLogo')}
                className="max-h-full max-w-full object-contain"
              />
            </button>
          )}
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            disabled={uploadingLogo}
            className="flex size-16 flex-col items-center justify-center gap-0.5 rounded-xl border border-dashed border-border text-xs font-medium text-muted hover:border-accent hover:text-accent disabled:opacity-60"
          >
            {uploadingLogo ? (
              <Spinner className="size-5" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-5" />
            )}
            {uploadingLogo ? t('editor.adding') : t('editor.upload')}
          </button>
        </fieldset>
        <p className="text-xs text-muted">
          {t('editor.logoHint', { mb: LOGO_MAX_BYTES / 1024 / 1024 })}
        </p>
        <HiddenFileInput
          inputRef={fileRef}
          accept="image/*"
          onFile={(file) => {
            // Spec §5: a logo must be an image; anything else is silently ignored.
            if (file.type.startsWith('image/')) onUploadLogo(file);
          }}
        />
      </div>
      <Segmented
        label={t('editor.logoPosition')}
        options={alignOptions()}
        value={s.logoAlign}
        onChange={(v) => update({ logoAlign: v })}
      />
      <Slider
        label={t('editor.logoSize')}
        range={SLIDERS.logoScalePct}
        value={s.logoScalePct}
        onChange={(v) => update({ logoScalePct: v })}
        format={percent}
      />
      <Slider
        label={t('editor.spaceAbove')}
        range={SLIDERS.logoPaddingTop}
        value={s.logoPaddingTop}
        onChange={(v) => update({ logoPaddingTop: v })}
        format={(v) => t('editor.px', { value: v })}
      />
      <Slider
        label={t('editor.spaceSide')}
        range={SLIDERS.logoPaddingSide}
        value={s.logoPaddingSide}
        onChange={(v) => update({ logoPaddingSide: v })}
        format={(v) => t('editor.px', { value: v })}
      />
    </section>
  );
}
