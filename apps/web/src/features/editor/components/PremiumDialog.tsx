import { Crown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { recordFunnelStep } from '../../../lib/funnel-event';
import { brand, rich } from '../../../lib/i18n/rich';
import { t } from '../messages';

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
      title={t('premium.title')}
      description={rich(t('premium.body'), { brand })}
    >
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onBuy}>
          <Crown aria-hidden="true" className="size-5" />
          {t('premium.buy')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onWatermark}>
          {t('premium.watermark')}
        </Button>
      </div>
    </Dialog>
  );
}
