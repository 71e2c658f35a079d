import { ArrowRight, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { t } from '../messages';

/** The dashed tile to the custom editor (spec §2). */
export function UploadTile() {
  return (
    <Link
      to={paths.customEditor}
      className="group flex items-center gap-4 rounded-2xl border-2 border-dashed border-border bg-surface/50 p-5 transition hover:border-accent hover:bg-accent-soft focus-visible:outline-offset-4 sm:gap-6 sm:p-7"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent transition group-hover:scale-105 sm:size-14">
        <Upload aria-hidden="true" className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-display text-base font-semibold sm:text-lg">
          {t('upload.title')}
        </span>
        <span className="mt-0.5 block text-sm text-muted">{t('upload.blurb')}</span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted transition group-hover:translate-x-1 group-hover:text-accent"
      />
    </Link>
  );
}
