import { useMediaQuery } from '../../../hooks/use-media-query';

/** Media grid columns by breakpoint: 2 on phones, then 3, 4 and 5 (Tailwind's sm, lg, xl). */
export function useColumns(): number {
  const sm = useMediaQuery('(min-width: 640px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  const xl = useMediaQuery('(min-width: 1280px)');
  return xl ? 5 : lg ? 4 : sm ? 3 : 2;
}
