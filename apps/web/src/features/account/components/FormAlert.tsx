import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form-level error that stays on screen after its toast is gone; announced when it appears. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm text-fg"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <div>{children}</div>
    </div>
  );
}
