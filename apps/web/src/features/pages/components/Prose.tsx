import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * Long-form text: a readable measure (max-w-prose, about 65 characters) and a steady vertical
 * rhythm for the policy documents. The element rules sit inside `:where()`, so they weigh no
 * more than a tag and any utility class on an element (a card inside the text) wins over them.
 * Headings get scroll margin so anchor links land below the sticky header.
 */
export const proseClasses = cn(
  'max-w-prose text-base leading-7 text-fg/90',
  '[:where(&)_h2]:scroll-mt-24 [:where(&)_h2]:font-display [:where(&)_h2]:text-xl [:where(&)_h2]:font-semibold [:where(&)_h2]:leading-snug [:where(&)_h2]:text-fg sm:[:where(&)_h2]:text-2xl',
  '[:where(&)_h3]:mt-8 [:where(&)_h3]:scroll-mt-24 [:where(&)_h3]:font-display [:where(&)_h3]:text-lg [:where(&)_h3]:font-semibold [:where(&)_h3]:text-fg',
  '[:where(&)_p]:mt-4 [:where(&)_ul]:mt-4 [:where(&)_ol]:mt-4',
  '[:where(&)_ul]:list-disc [:where(&)_ol]:list-decimal [:where(&)_ul]:space-y-2 [:where(&)_ol]:space-y-2 [:where(&)_ul]:pl-6 [:where(&)_ol]:pl-6',
  '[:where(&)_li]:pl-1 [:where(&)_li]:marker:text-accent',
  '[:where(&)_a]:font-medium [:where(&)_a]:text-accent [:where(&)_a]:underline [:where(&)_a]:decoration-accent/40 [:where(&)_a]:underline-offset-4 [:where(&)_a:hover]:decoration-accent',
  '[:where(&)_strong]:font-semibold [:where(&)_strong]:text-fg',
);

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(proseClasses, className)}>{children}</div>;
}
