import { EDITOR_FONTS } from '@stamp/shared/editor/fonts';
import {
  type Align,
  BANNER_TEXT_MAX,
  type BannerMode,
  type EditorSettings,
  SLIDERS,
} from '@stamp/shared/editor/settings';
import { type BrandLogo, LOGO_MAX_BYTES } from '@stamp/shared/schemas/brand-kit';
import { AlignCenter, AlignLeft, AlignRight, ImagePlus, RotateCcw } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import type { SavedDesign } from '../lib/design-storage';
import { ColourField, Segmented, Slider, Toggle } from './controls';
import { HiddenFileInput } from './HiddenFileInput';

const BANNER_STYLES: ReadonlyArray<{ value: BannerMode; label: string }> = [
  { value: 'text', label: 'Text Only' },
  { value: 'strip', label: 'Strip' },
  { value: 'full', label: 'Full' },
];
const ALIGN_OPTIONS: ReadonlyArray<{ value: Align; label: string; icon: React.ReactNode }> = [
  { value: 'left', label: 'Left', icon: <AlignLeft aria-hidden="true" className="size-4" /> },
  { value: 'center', label: 'Center', icon: <AlignCenter aria-hidden="true" className="size-4" /> },
  { value: 'right', label: 'Right', icon: <AlignRight aria-hidden="true" className="size-4" /> },
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
            Banner
          </h2>
          <Button variant="ghost" size="sm" onClick={props.onReset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </Button>
        </div>
        <Toggle
          label="Show banner"
          checked={s.bannerEnabled}
          onChange={(v) => update({ bannerEnabled: v })}
        />
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between text-sm">
            <label htmlFor={textId} className="font-medium">
              Banner text
            </label>
            <span className="tabular-nums text-xs text-muted" aria-live="polite">
              {s.bannerText.length}/{BANNER_TEXT_MAX}
            </span>
          </div>
          <textarea
            id={textId}
            rows={3}
            maxLength={BANNER_TEXT_MAX}
            value={s.bannerText}
            placeholder="Your business name, phone or offer"
            onChange={(event) => update({ bannerText: event.target.value, bannerEnabled: true })}
            className="resize-y rounded-xl border border-border bg-surface-2 px-3 py-2 text-base placeholder:text-muted focus:border-accent focus:outline-none sm:text-sm"
          />
        </div>
        <Segmented
          label="Style"
          options={BANNER_STYLES}
          value={s.bannerMode}
          onChange={(v) => update({ bannerMode: v })}
        />
        <Segmented
          label="Text alignment"
          options={ALIGN_OPTIONS}
          value={s.bannerAlign}
          onChange={(v) => update({ bannerAlign: v })}
        />
        <FontSelect value={s.bannerFontFamily} onChange={(v) => update({ bannerFontFamily: v })} />
        <Slider
          label="Font weight"
          range={SLIDERS.bannerFontWeight}
          value={s.bannerFontWeight}
          onChange={(v) => update({ bannerFontWeight: v })}
        />
        <Slider
          label="Font size"
          range={SLIDERS.bannerFontScale}
          value={s.bannerFontScale}
          onChange={(v) => update({ bannerFontScale: v })}
          format={(v) => `${v.toFixed(1)}×`}
        />
        <Slider
          label="Text position"
          range={SLIDERS.bannerTextOffsetPct}
          value={s.bannerTextOffsetPct}
          onChange={(v) => update({ bannerTextOffsetPct: v })}
          format={(v) => (v === 0 ? 'Default' : `${v > 0 ? 'Down' : 'Up'} ${percent(Math.abs(v))}`)}
        />
        <ColourField
          label="Text colour"
          value={s.bannerTextColor}
          onChange={(v) => update({ bannerTextColor: v })}
        />
        {s.bannerMode === 'strip' && (
          <>
            <Slider
              label="Strip height"
              range={SLIDERS.bannerStripHeightPct}
              value={s.bannerStripHeightPct}
              onChange={(v) => update({ bannerStripHeightPct: v })}
              format={percent}
            />
            <Toggle
              label="See-through strip"
              checked={s.stripColor === ''}
              onChange={(v) => update({ stripColor: v ? '' : '#000000' })}
            />
            {s.stripColor !== '' && (
              <ColourField
                label="Strip colour"
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
        Font
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as EditorSettings['bannerFontFamily'])}
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
        Logo
      </h2>
      <Toggle
        label="Show logo"
        checked={s.logoEnabled}
        onChange={(v) => update({ logoEnabled: v })}
      />
      <div className="flex flex-col gap-2">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Your logos</legend>
          {logos.map((logo) => (
            <button
              key={logo._id}
              type="button"
              aria-pressed={design.logoId === logo._id}
              aria-label="Use this logo"
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
                alt="Your logo"
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
            {uploadingLogo ? 'Adding' : 'Upload'}
          </button>
        </fieldset>
        <p className="text-xs text-muted">PNG, JPG up to {LOGO_MAX_BYTES / 1024 / 1024} MB</p>
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
        label="Logo position"
        options={ALIGN_OPTIONS}
        value={s.logoAlign}
        onChange={(v) => update({ logoAlign: v })}
      />
      <Slider
        label="Logo size"
        range={SLIDERS.logoScalePct}
        value={s.logoScalePct}
        onChange={(v) => update({ logoScalePct: v })}
        format={percent}
      />
      <Slider
        label="Space above"
        range={SLIDERS.logoPaddingTop}
        value={s.logoPaddingTop}
        onChange={(v) => update({ logoPaddingTop: v })}
        format={(v) => `${v}px`}
      />
      <Slider
        label="Space at the side"
        range={SLIDERS.logoPaddingSide}
        value={s.logoPaddingSide}
        onChange={(v) => update({ logoPaddingSide: v })}
        format={(v) => `${v}px`}
      />
    </section>
  );
}
