import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { recordFunnelStep } from '../../../lib/funnel-event';

/** Spec §2: the premium modal, offering membership or the free watermarked download. */
export function PremiumDialog({
  open,
  onOpenChange,
  onBuy,
  onWatermark,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onBuy(): void;
  onWatermark(): void;
}) {
  // Counted once per opening: the ref survives StrictMode's second run of the effect.
  const counted = useRef(false);
  useEffect(() => {
    if (open && !counted.current) recordFunnelStep('premium_modal_shown');
    counted.current = open;
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Premium Membership Required"
      description="Members download every design without any watermark, at full resolution, within a daily allowance. You can also download this one free: it carries a small “Made with Stamp” badge in a top corner and a faint stamp pattern."
    >
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onBuy}>
          <Crown aria-hidden="true" className="size-5" />
          Buy Subscription
        </Button>
        <Button variant="secondary" size="lg" onClick={onWatermark}>
          Download with Watermark
        </Button>
      </div>
    </Dialog>
  );
}
