import { activeLocale } from '../../../lib/i18n/i18n';
/** A festival's name in English with its Hindi name beside it, smaller (and marked as Hindi). */
export function FestivalName({ name, nameHi }: { name: string; nameHi: string }) {
  // In Hindi, the Hindi name alone.
  if (nameHi && activeLocale() === 'hi') return <>{nameHi}</>;
  return (
    <>
      <span data-content>{name}</span>
      {nameHi && (
        <>
          {' '}
          <span lang="hi" className="font-sans text-[0.8em] font-normal text-muted">
            {nameHi}
          </span>
        </>
      )}
    </>
  );
}

/** The name a sentence uses: the Hindi one in Hindi, when the festival has it. */
export function festivalName(festival: { name: string; nameHi: string }): string {
  return festival.nameHi && activeLocale() === 'hi' ? festival.nameHi : festival.name;
}
