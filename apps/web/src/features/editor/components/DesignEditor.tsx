import type { Media } from '@stamp/shared/schemas/catalog';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useHydrated } from '../../../hooks/use-hydrated';
import { brand, rich } from '../../../lib/i18n/rich';
import { useUser } from '../../../lib/user';
import { useBrandKit, useInvalidateBrandKit } from '../api/brand-kit';
import { useDesign } from '../hooks/use-design';
import { useDesignPanel } from '../hooks/use-design-panel';
import { useDownloadFlow } from '../hooks/use-download-flow';
import { useEditorLayout } from '../hooks/use-editor-layout';
import { useEditorLogo } from '../hooks/use-editor-logo';
import { useMoveVisitorLogo } from '../hooks/use-move-visitor-logo';
import { takePendingDesign } from '../lib/design-storage';
import { useVisitorLogoUrl } from '../lib/visitor-logo';
import { t } from '../messages';
import { BrandSection } from './BrandSection';
import { DesignPreview } from './DesignPreview';
import { ShareActions } from './DownloadActions';
import { DownloadBar } from './DownloadBar';
import { EditorLayout } from './EditorLayout';
import { EditorPanel } from './EditorPanel';
import { ItemActionBar } from './ItemActionBar';

// The premium modal (and the dialog primitives under it) is not needed until a download asks
// for it: its own chunk, fetched when the first download starts, kept off the page's first load.
const loadPremiumDialog = () => import('./PremiumDialog');
const PremiumDialog = lazy(() => loadPremiumDialog().then((m) => ({ default: m.PremiumDialog })));

/**
 * The item page's editor (spec §2, §4): the preview with the design drawn over it, the controls
 * in a left panel from tablet width up and, on phones, a sheet over one bottom action bar (Edit,
 * then Download), and the download flow.
 *
 * The server's HTML holds the preview (the page's largest picture) with the defaults and a
 * placeholder where the settings go; the controls read the device (its saved design, the
 * signed-in user, the screen's width) and come with the render after hydration. The same
 * component renders both, so React keeps the layout and the picture and only fills them in:
 * a second component in its place would rebuild the whole area, a long layout on a slow phone.
 */
export function DesignEditor({ media, details }: { media: Media; details: ReactNode }) {
  const live = useHydrated();
  const { user: knownUser } = useUser();
  const user = live ? knownUser : null;
  const isLoggedIn = Boolean(user);
  const kit = useBrandKit(isLoggedIn);
  const invalidateBrandKit = useInvalidateBrandKit();
  const designState = useDesign(media._id, kit.data, live);
  const { design, base, setLogo, replace } = designState;
  const flow = useDownloadFlow({ media, design, setLogo });
  const panelProps = useDesignPanel(designState, kit.data, isLoggedIn);
  const moveVisitorLogo = useMoveVisitorLogo();
  const [editing, setEditing] = useState(true);
  // The left panel from tablet width up, where the layout also shows the footer; phones get the
  // bottom action bar instead (a fixed bar would cover a footer's last lines).
  const { wide, sheetOpen, setSheetOpen } = useEditorLayout('md');
  const location = useLocation();
  const navigate = useNavigate();
  const resumeDownload = useRef(false);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const focusDownload = useRef(false);
  // Mounted from its first opening on, so closing it animates and returns focus as usual.
  const [premiumMounted, setPremiumMounted] = useState(false);
  if (flow.premiumOpen && !premiumMounted) setPremiumMounted(true);

  const visitorLogoUrl = useVisitorLogoUrl();
  const logo = useEditorLogo(design, kit.data, visitorLogoUrl);

  // Back from logging in (action 'download') or from checkout (trigger 'checkout'): the design
  // waited in session storage (spec §4); restore it, and resume the download it was for.
  const arrived = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival, on the state it came with
  useEffect(() => {
    if (!live || arrived.current) return;
    arrived.current = true;
    const action = (location.state as { action?: unknown } | null)?.action;
    if (action !== 'download' && action !== 'checkout') return;
    const pending = takePendingDesign(media._id, base);
    navigate(location.pathname, { replace: true, state: null });
    if (pending) replace(pending);
    if (action === 'download') {
      setEditing(false);
      resumeDownload.current = true;
    }
  }, [live]);
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

  const isMember = Boolean(user?.membership.isActive);
  const clean = isMember && media.cleanUrl;
  const baseUrl = clean || media.url;
  const remaining = isMember ? (user?.downloads.count ?? 0) : null;
  const download = () => {
    void loadPremiumDialog();
    void flow.start();
  };
  // The caption that goes with the file to WhatsApp: the creative's title and its address here.
  const caption = () =>
    t('share.caption', {
      title: media.title,
      address: `${window.location.origin}${location.pathname}`,
    });
  const shareActions = flow.delivered && (
    <ShareActions
      fileName={flow.delivered.fileName}
      onWhatsApp={() => void flow.shareToWhatsApp(caption())}
      status={
        flow.canStatusSize || flow.statusBusy
          ? { onMake: () => void flow.statusSize(), busy: flow.statusBusy }
          : null
      }
    />
  );
  // What the phone's action bar and the wide screen's download bar both offer.
  const downloadActions = {
    onDoneEditing: doneEditing,
    onDownload: download,
    onShare: () => void flow.share(),
    phase: flow.phase,
    remaining,
    downloadRef: downloadButton,
    shareActions,
  };
  const panel = (
    <EditorPanel
      {...panelProps}
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
    <>
      <EditorLayout
        from="md"
        wide={live ? wide : 'css'}
        panel={
          !live ? (
            <PanelSkeleton />
          ) : editing ? (
            panel
          ) : (
            <div className="flex flex-col gap-3">
              <h2 className="font-display text-lg font-semibold">{t('download.ready')}</h2>
              <p className="text-sm text-muted">{t('download.readyBlurb')}</p>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {t('download.editDesign')}
              </Button>
            </div>
          )
        }
        narrow={
          live && (
            <ItemActionBar
              sheetOpen={sheetOpen}
              onEdit={() => {
                setEditing(true);
                setSheetOpen(true);
                // The design in view above the sheet, wherever the reader had scrolled to.
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              {...downloadActions}
            >
              {panel}
            </ItemActionBar>
          )
        }
      >
        <DesignPreview
          base={{
            kind: media.type,
            url: baseUrl,
            // The same choice as the server's HTML, so hydration fetches nothing anew; a
            // member's clean file has no phone size.
            phoneUrl: clean ? null : media.phoneUrl,
            width: media.width,
            height: media.height,
            posterUrl: media.posterUrl,
            priority: true,
          }}
          settings={design.settings}
          logo={live ? logo : null}
          sheetOpen={sheetOpen}
          label={t('download.previewLabel', { title: media.title })}
        />

        {live && wide && (
          <DownloadBar editing={editing} onEdit={() => setEditing(true)} {...downloadActions} />
        )}
        {!isMember && (
          <p className="text-sm text-muted">{rich(t('download.freeNote'), { brand })}</p>
        )}
        {details}
      </EditorLayout>
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
    </>
  );
}

/** Where the settings will be, on a wide screen, until they are built. */
function PanelSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <Skeleton className="h-6 w-40 rounded-md" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
