/** A festival's name in English with its Hindi name beside it, smaller (and marked as Hindi). */
export function FestivalName({ name, nameHi }: { name: string; nameHi: string }) {
  return (
    <>
      {name}
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
