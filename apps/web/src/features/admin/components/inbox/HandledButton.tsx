import { Check, Undo2 } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { t } from '../../messages';

/** Marks an inbox item handled, or back to not handled; names what it marks for screen readers. */
export function HandledButton({
  handled,
  what,
  onToggle,
}: {
  handled: boolean;
  /** "the message from Asha", read after the button's words. */
  what: string;
  onToggle(): void;
}) {
  return (
    <Button variant={handled ? 'ghost' : 'secondary'} onClick={onToggle}>
      {handled ? (
        <Undo2 aria-hidden="true" className="size-4" />
      ) : (
        <Check aria-hidden="true" className="size-4" />
      )}
      {handled ? t('console.inbox.markNotHandled') : t('console.inbox.markHandled')}
      <span className="sr-only">{`: ${what}`}</span>
    </Button>
  );
}
