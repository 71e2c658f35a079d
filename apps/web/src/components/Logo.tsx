import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label="Stamp home">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="font-display text-xl font-bold tracking-tight">Stamp</span>
    </Link>
  );
}
