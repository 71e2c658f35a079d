import type { CreativeType, MediaType } from '@stamp/shared/schemas/catalog';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { t } from '../browse-messages';
import { CREATIVE_TYPE_LABEL } from './format';

const IMAGE_TYPES: CreativeType[] = ['post', 'story', 'aiGenerated'];
// Spec §3: reel is a filter for videos only.
const VIDEO_TYPES: CreativeType[] = [...IMAGE_TYPES, 'reel'];

export const filtersFor = (type: MediaType) => (type === 'video' ? VIDEO_TYPES : IMAGE_TYPES);

interface MediaFilterProps {
  type: MediaType;
  value: CreativeType | '';
  onChange(value: CreativeType | ''): void;
}

/** The creativeType filter as a native select: the phone's own picker, fully accessible. */
export function MediaFilter({ type, value, onChange }: MediaFilterProps) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('filter.label')}
      </label>
      <SlidersHorizontal
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted sm:left-3"
      />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CreativeType | '')}
        className="h-10 w-[8.5rem] appearance-none truncate rounded-xl border border-border bg-surface pl-8 pr-7 text-sm sm:w-auto sm:pl-9 sm:pr-9 font-medium text-fg hover:border-accent focus:border-accent focus:outline-none"
      >
        <option value="">{t('filter.all')}</option>
        {filtersFor(type).map((creativeType) => (
          <option key={creativeType} value={creativeType}>
            {t(CREATIVE_TYPE_LABEL[creativeType])}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
