import type { Media } from '@stamp/shared/schemas/catalog';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useUser } from '../../../lib/user';
import { useBrandKit, useInvalidateBrandKit } from '../api/brand-kit';
import { useDesign } from '../hooks/use-design';
import { useDownloadFlow } from '../hooks/use-download-flow';
import { useLogoImage } from '../hooks/use-logo-image';
import { useLogoUpload } from '../hooks/use-logo-upload';
import { useMoveVisitorLogo } from '../hooks/use-move-visitor-logo';
import { takePendingDesign } from '../lib/design-storage';
import { useVisitorLogoUrl } from '../lib/visitor-logo';
import { useCloseSheetOnScroll } from './BottomSheet';
import { BrandSection } from './BrandSection';
import { DownloadBar } from './DownloadBar';
import { EditorPanel } from './EditorPanel';
import { ItemActionBar } from './ItemActionBar';
import { OverlayPreview } from './OverlayPreview';
import { PreviewStage } from './PreviewStage';

// The premium modal (and the dialog primitives under it) is not needed until a download asks
// for it: its own chunk, fetched when the first download starts, kept off the page's first load.
const loadPremiumDialog = () => import('./PremiumDialog');
const PremiumDialog = lazy(() => loadPremiumDialog().then((m) => ({ default: m.PremiumDialog })));

/**
 * The item page's editor (spec §2, §4): the preview with the design drawn over it, the controls
 * in a left panel from tablet width up and, on phones, a sheet over one bottom action bar (Edit,
 * then Download), and the download flow.
 */
export function DesignEditor({ media, details }: { media: Media; details: ReactNode }) {
  const { user, isLoggedIn } = useUser();
  const kit = useBrandKit(isLoggedIn);
  const invalidateBrandKit = useInvalidateBrandKit();
  const { design, base, update, setLogo, replace, reset } = useDesign(media._id, kit.data);
  const flow = useDownloadFlow({ media, design, setLogo });
  const { addLogo, uploadingLogo } = useLogoUpload(isLoggedIn, setLogo);
  const moveVisitorLogo = useMoveVisitorLogo();
  const [editing, setEditing] = useState(true);
  // The left panel from tablet width up, where the layout also shows the footer; phones get the
  // bottom action bar instead (a fixed bar would cover a footer's last lines).
  const wide = useMediaQuery('(min-width: 768px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const resumeDownload = useRef(false);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const focusDownload = useRef(false);
  // Mounted from its first opening on, so closing it animates and returns focus as usual.
  const [premiumMounted, setPremiumMounted] = useState(false);
  if (flow.premiumOpen && !premiumMounted) setPremiumMounted(true);

  const visitorLogoUrl = useVisitorLogoUrl();
  const logoSrc = design.localLogo
    ? visitorLogoUrl
    : (kit.data?.logos.find((l) => l._id === design.logoId)?.url ?? null);
  const logo = useLogoImage(logoSrc);

  // Back from logging in (action 'download') or from checkout (trigger 'checkout'): the design
  // waited in session storage (spec §4); restore it, and resume the download it was for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival, on the state it came with
  useEffect(() => {
    const action = (location.state as { action?: unknown } | null)?.action;
    if (action !== 'download' && action !== 'checkout') return;
    const pending = takePendingDesign(media._id, base);
    navigate(location.pathname, { replace: true, state: null });
    if (pending) replace(pending);
    if (action === 'download') {
      setEditing(false);
      resumeDownload.current = true;
    }
  }, []);
  useEffect(() => {
    if (!resumeDownload.current || !user) return;
    resumeDownload.current = false;
    void flow.start();
  }, [user, flow.start]);

  // Signed in with a logo picked as a visitor: it joins the brand kit, and the design names it
  // there. A failure leaves the logo on the device, still drawn; a download that needs it tries
  // again and says what went wrong.
  useEffect(() => {
    if (!isLoggedIn || !design.localLogo) return;
    let current = true;
    moveVisitorLogo()
      .then((logoId) => {
        if (current && logoId) setLogo({ logoId, localLogo: false });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isLoggedIn, design.localLogo, moveVisitorLogo, setLogo]);

  // 'Done Editing' gives way to the download button: the focus goes there, not to <body>.
  useEffect(() => {
    if (!focusDownload.current || !downloadButton.current) return;
    focusDownload.current = false;
    downloadButton.current.focus();
    downloadButton.current.scrollIntoView({ block: 'nearest' });
  });
  const doneEditing = () => {
    focusDownload.current = true;
    setEditing(false);
    setSheetOpen(false);
  };

  useCloseSheetOnScroll(
    !wide && sheetOpen,
    useCallback(() => setSheetOpen(false), []),
  );

  const isMember = Boolean(user?.membership.isActive);
  const baseUrl = (isMember && media.cleanUrl) || media.url;
  const remaining = isMember ? (user?.downloads.count ?? 0) : null;
  const download = () => {
    void loadPremiumDialog();
    void flow.start();
  };
  const panel = (
    <EditorPanel
      design={design}
      update={update}
      onReset={reset}
      logos={kit.data?.logos ?? []}
      onChooseLogo={(logoId) => setLogo({ logoId, localLogo: false })}
      onUploadLogo={(file) => void addLogo(file)}
      uploadingLogo={uploadingLogo}
      localLogoUrl={visitorLogoUrl}
      onChooseLocalLogo={() => setLogo({ logoId: null, localLogo: true })}
      footer={
        kit.data && (
          <BrandSection
            kit={kit.data}
            settings={design.settings}
            logoId={design.logoId}
            onSaved={() => void invalidateBrandKit()}
          />
        )
      }
    />
  );

  return (
    <div className="grid gap-6 md:grid-cols-[20rem_minmax(0,1fr)] md:items-start lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-8">
      {wide && (
        <aside
          aria-label="Design settings"
          className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-3xl border border-border bg-surface p-5"
        >
          {editing ? (
            panel
          ) : (
            <div className="flex flex-col gap-3">
              <h2 className="font-display text-lg font-semibold">Your design is ready</h2>
              <p className="text-sm text-muted">
                Download it as it looks in the preview, or go back and change anything.
              </p>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                Edit design
              </Button>
            </div>
          )}
        </aside>
      )}

      <div className="flex flex-col gap-4">
        <PreviewStage width={media.width} height={media.height} sheetOpen={sheetOpen}>
          <OverlayPreview
            width={media.width}
            height={media.height}
            settings={design.settings}
            logo={logo}
            watermark={false}
            label={`${media.title} with your logo and banner`}
          >
            {media.type === 'video' ? (
              <video
                key={baseUrl}
                src={baseUrl}
                poster={media.posterUrl ?? undefined}
                muted
                loop
                playsInline
                autoPlay
                controls
                className="absolute inset-0 size-full bg-black object-contain"
              />
            ) : (
              <img
                key={baseUrl}
                src={baseUrl}
                alt=""
                width={media.width}
                height={media.height}
                fetchPriority="high"
                decoding="async"
                className="absolute inset-0 size-full object-contain"
              />
            )}
          </OverlayPreview>
        </PreviewStage>

        {wide && (
          <DownloadBar
            editing={editing}
            onDoneEditing={doneEditing}
            onEdit={() => setEditing(true)}
            onDownload={download}
            onShare={() => void flow.share()}
            phase={flow.phase}
            remaining={remaining}
            downloadRef={downloadButton}
          />
        )}
        {!isMember && (
          <p className="text-sm text-muted">
            Free downloads carry a small “Made with Stamp” badge in a top corner and a faint stamp
            pattern; the strong mark on this preview is not on your file. Members download without
            any mark.
          </p>
        )}
        {details}
      </div>

      {!wide && (
        <ItemActionBar
          sheetOpen={sheetOpen}
          onEdit={() => {
            setEditing(true);
            setSheetOpen(true);
            // The design in view above the sheet, wherever the reader had scrolled to.
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onDoneEditing={doneEditing}
          onDownload={download}
          onShare={() => void flow.share()}
          phase={flow.phase}
          remaining={remaining}
          downloadRef={downloadButton}
        >
          {panel}
        </ItemActionBar>
      )}

      {premiumMounted && (
        <Suspense fallback={null}>
          <PremiumDialog
            open={flow.premiumOpen}
            onOpenChange={flow.setPremiumOpen}
            onBuy={flow.buySubscription}
            onWatermark={flow.downloadWithWatermark}
          />
        </Suspense>
      )}
    </div>
  );
}
