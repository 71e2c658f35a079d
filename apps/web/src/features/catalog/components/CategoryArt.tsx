import { LoadingImage } from './LoadingImage';

// Warm gradients for a category or sub-category that has no thumbnail yet.
const GRADIENTS = [
  'from-orange-500 to-rose-600',
  'from-amber-400 to-orange-600',
  'from-fuchsia-500 to-purple-700',
  'from-emerald-500 to-teal-700',
  'from-sky-500 to-indigo-700',
  'from-rose-500 to-red-700',
];

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/**
 * A category's picture filling its (sized) box: the thumbnail, or, when the catalog has none
 * yet, a gradient with the name's initial so the grid never shows a grey hole.
 */
export function CategoryArt({
  name,
  src,
  tone,
}: {
  name: string;
  src: string | null;
  tone?: number;
}) {
  if (src) {
    return (
      <LoadingImage
        src={src}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="group-hover:scale-105"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-0 flex items-center justify-center overflow-hidden bg-gradient-to-br ${GRADIENTS[(tone ?? hash(name)) % GRADIENTS.length]}`}
    >
      <span className="absolute -right-6 -top-6 size-28 rounded-full bg-white/15" />
      <span className="absolute -bottom-10 -left-8 size-36 rounded-full bg-black/10" />
      <span className="relative font-display text-5xl font-bold text-white/90 drop-shadow transition-transform duration-300 group-hover:scale-110">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    </div>
  );
}
