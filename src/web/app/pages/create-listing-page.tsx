import {
  aiSuggestionFromDraft,
  saidDealFields,
  withSaidDeal,
  withSuggestion,
} from '@shared/listings/ai-suggestion-merge';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { PencilLine, RotateCcw, Sparkles } from 'lucide-react';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FeedbackButton } from '../../components/feedback/feedback-button';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { type DraftResult, useCreateDraft } from '../../features/listings/api/create-draft';
import { useAiStatus } from '../../features/listings/api/get-ai-status';
import { AiDraftNotes } from '../../features/listings/create/components/ai-draft-notes';
import { AiStatusNote } from '../../features/listings/create/components/ai-status-note';
import { DraftProgress } from '../../features/listings/create/components/draft-progress';
import { StartAgainDialog } from '../../features/listings/create/components/start-again-dialog';
import {
  type CreateSession,
  clearCreateSession,
  type DraftBasis,
  emptyCreateSession,
  hasInputChangedSinceDraft,
  readCreateSession,
  writeCreateSession,
} from '../../features/listings/create/create-session';
import {
  aiSaveTarget,
  discardablePhotoIds,
  newLocalDraft,
  openDraft,
  savedLocalDraft,
} from '../../features/listings/create/editor-link';
import { useDefaultPlaceSlug } from '../../features/listings/create/use-default-place';
import {
  hasAddedPhoto,
  useSellFlowSteps,
  useSellFlowStepWhen,
} from '../../features/listings/create/use-sell-flow-steps';
import { deleteListingDraft } from '../../features/listings/editor/api/delete-listing-draft';
import { DraftManager } from '../../features/listings/editor/components/draft-manager';
import { ListingEditor } from '../../features/listings/editor/components/listing-editor';
import { emptyDraftFields, snapshotOf } from '../../features/listings/editor/draft-fields';
import {
  findLocalDraftByDraftId,
  type LocalDraftRecord,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from '../../features/listings/editor/draft-sync';
import { deleteMediaAsset } from '../../features/media/api/delete-media-asset';
import { MediaManager } from '../../features/media/media-manager';
import { SpeechCapturePanel } from '../../features/speech/components/speech-capture-panel';
import { isSpeechBusy } from '../../features/speech/speech-state';
import { useSpeechCapture } from '../../features/speech/use-speech-capture';
import { describeApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';

/**
 * Changing `?draft=` only names the draft being edited: without this the router's scroll
 * restoration would throw the page back to the top, away from the field or list the seller is at.
 */
const keepScroll = { replace: true, preventScrollReset: true } as const;

function Step({
  number,
  id,
  title,
  hint,
  children,
}: {
  number: number;
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} asChild>
      <section className="grid grid-cols-1 gap-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand"
          >
            {number}
          </span>
          <div className="grid gap-0.5">
            <h2 id={id} tabIndex={-1} className="text-xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="text-sm text-muted">{hint}</p>
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}

/**
 * Spec §2 "Create listing" on /listings/create and /sell: photos, a spoken description, the AI
 * draft, then the listing editor (autosaved, `?draft=<id>` opens a saved draft) and publishing.
 */
export function CreateListingPage() {
  const { user } = useSession();
  if (!user) return null;
  // A new account on this browser starts with its own, empty session.
  return <CreateListing key={user.id} ownerId={user.id} />;
}

function CreateListing({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('create-listing');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const [initial] = useState<CreateSession>(
    () => readCreateSession(localStorage, ownerId, language) ?? emptyCreateSession(ownerId, language),
  );
  const [assets, setAssets] = useState<MediaAsset[]>(initial.assets);
  const [draft, setDraft] = useState<{ result: DraftResult; basis: DraftBasis | null } | null>(
    initial.draft ? { result: initial.draft, basis: initial.draftBasis } : null,
  );
  const [isStartAgainOpen, setIsStartAgainOpen] = useState(false);
  // Screen reader and keyboard users land on the draft they waited for (not on a restored one). The
  // editor takes the focus itself once it is on screen, then clears the request.
  const [editorFocusRequest, setEditorFocusRequest] = useState(0);
  const requestEditorFocus = () => setEditorFocusRequest((request) => request + 1);
  const clearEditorFocusRequest = useCallback(() => setEditorFocusRequest(0), []);
  /** The draft the seller chose to resume in the draft manager, while it opens. */
  const resumedDraftIdRef = useRef<string | null>(null);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedDraftId = searchParams.get('draft');
  /** The editor's starting point; the editor keeps it up to date on this device from then on. */
  const [editorRecord, setEditorRecord] = useState<LocalDraftRecord | null>(() =>
    initial.editorLocalId ? readLocalDraft(localStorage, ownerId, initial.editorLocalId) : null,
  );
  const [currentDraftId, setCurrentDraftId] = useState<string | null>(editorRecord?.draftId ?? null);
  const [openState, setOpenState] = useState<'idle' | 'opening' | 'failed'>('idle');

  const aiStatus = useAiStatus();
  const createDraft = useCreateDraft();
  const speech = useSpeechCapture({
    seed: {
      language: initial.transcriptLanguage,
      transcript: initial.transcript,
      analysis: initial.analysis,
      analysedTranscript: initial.analysedTranscript,
    },
    canServerTranscribe: aiStatus.data?.speechTranscription,
  });
  const { transcript, language: transcriptLanguage, analysis, analysedTranscript } = speech.state;
  const sellFlow = useSellFlowSteps();

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  const session = useMemo<CreateSession>(
    () => ({
      ownerId,
      assets,
      transcript,
      transcriptLanguage,
      analysis,
      analysedTranscript,
      draft: draft?.result ?? null,
      draftBasis: draft?.basis ?? null,
      editorLocalId: editorRecord?.localId ?? null,
    }),
    [ownerId, assets, transcript, transcriptLanguage, analysis, analysedTranscript, draft, editorRecord],
  );
  useEffect(() => writeCreateSession(localStorage, session), [session]);

  // `?draft=<id>` (the draft manager, a second tab, a reload): open that draft here.
  const editorLocalId = editorRecord?.localId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per requested id.
  useEffect(() => {
    if (!requestedDraftId || requestedDraftId === currentDraftId) return;
    let isCurrent = true;
    setOpenState('opening');
    openDraft(localStorage, ownerId, requestedDraftId).then(
      ({ record, assets: draftAssets }) => {
        if (!isCurrent) return;
        speech.reset();
        createDraft.reset();
        setDraft(null);
        setAssets(draftAssets);
        setCurrentDraftId(record.draftId);
        setEditorRecord(record);
        setOpenState('idle');
        // Another listing: its steps count anew, and the seller sees its draft in the editor.
        sellFlow.restart();
        sellFlow.reach('preview');
        const isResumed = resumedDraftIdRef.current === requestedDraftId;
        resumedDraftIdRef.current = null;
        if (isResumed) requestEditorFocus();
        else clearEditorFocusRequest();
      },
      () => {
        if (!isCurrent) return;
        setOpenState('failed');
        resumedDraftIdRef.current = null;
        setSearchParams(currentDraftId ? { draft: currentDraftId } : {}, keepScroll);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [requestedDraftId]);

  const onDraftSaved = useCallback(
    (draftId: string) => {
      setCurrentDraftId(draftId);
      // The first save names the draft in the URL: bookkeeping, so the page stays where it is.
      if (searchParams.get('draft') !== draftId) setSearchParams({ draft: draftId }, keepScroll);
    },
    [searchParams, setSearchParams],
  );

  const onPublished = (slug: string) => {
    if (editorLocalId) removeLocalDraft(localStorage, ownerId, editorLocalId);
    clearCreateSession(localStorage);
    void navigate(paths.listing(slug));
  };

  const closeEditor = () => {
    if (editorLocalId) removeLocalDraft(localStorage, ownerId, editorLocalId);
    setEditorRecord(null);
    setCurrentDraftId(null);
    clearEditorFocusRequest();
    if (searchParams.has('draft')) setSearchParams({}, keepScroll);
  };

  const defaultPlaceSlug = useDefaultPlaceSlug();
  const startEditor = (record: LocalDraftRecord) => {
    writeLocalDraft(localStorage, record);
    sellFlow.reach('preview');
    requestEditorFocus();
    setEditorRecord(record);
  };

  const fillInMyself = () => {
    const mediaIds = assets.map((asset) => asset.id);
    const fields = emptyDraftFields(language, mediaIds, defaultPlaceSlug());
    startEditor(newLocalDraft(ownerId, snapshotOf(fields, null)));
  };

  const trimmedTranscript = transcript.trim();
  const hasInput = assets.length > 0 || trimmedTranscript !== '';
  const isSpeaking = isSpeechBusy(speech.state.status);
  const canCreate = hasInput && !isSpeaking && !createDraft.isPending;
  // Describing counts once the seller records or writes something, not for a restored description.
  useSellFlowStepWhen(sellFlow, 'speech', trimmedTranscript !== '' || isSpeaking);

  const onAssetsChange = (next: MediaAsset[]) => {
    if (hasAddedPhoto(assets, next)) sellFlow.reach('photo');
    setAssets(next);
  };

  const requestDraft = () => {
    if (!canCreate) return;
    const basis: DraftBasis = { mediaIds: assets.map((asset) => asset.id), transcript: trimmedTranscript };
    // One call drafts and saves (ADR 040): a new server draft, or the open editor's.
    const saveTo = aiSaveTarget(localStorage, ownerId, editorRecord?.localId ?? null, defaultPlaceSlug());
    createDraft.mutate(
      {
        mediaIds: basis.mediaIds,
        transcript: basis.transcript,
        transcriptLanguage: basis.transcript ? transcriptLanguage : undefined,
        language,
        ...(saveTo ? { saveTo } : {}),
      },
      {
        onSuccess: (result) => {
          requestEditorFocus();
          setDraft({ result, basis });
          sellFlow.reach('preview');
          // A listing being edited takes the new draft over its untouched fields (the editor does
          // that, and takes the server's saved copy when it holds exactly that).
          if (editorRecord) return;
          if (result.listingDraft) {
            startEditor(savedLocalDraft(ownerId, result.listingDraft));
            return;
          }
          const suggestion = aiSuggestionFromDraft(result.draft);
          const blank = emptyDraftFields(result.draft.language, basis.mediaIds, defaultPlaceSlug());
          const fields = withSaidDeal(withSuggestion(blank, suggestion), saidDealFields(result.draft));
          startEditor(newLocalDraft(ownerId, snapshotOf(fields, suggestion)));
        },
      },
    );
  };

  const startAgain = async () => {
    const ids = assets.map((asset) => asset.id);
    const savedDraftId = currentDraftId;
    setIsStartAgainOpen(false);
    sellFlow.restart();
    setAssets([]);
    setDraft(null);
    createDraft.reset();
    speech.reset();
    closeEditor();
    clearCreateSession(localStorage);
    // The photos and the saved draft belonged only to this listing; a failed delete leaves an unused copy.
    const photoIds = await discardablePhotoIds(savedDraftId, ids);
    await Promise.allSettled([
      ...photoIds.map((id) => deleteMediaAsset(id)),
      ...(savedDraftId ? [deleteListingDraft(savedDraftId)] : []),
    ]);
  };

  const onDraftDeleted = (draftId: string) => {
    if (draftId === currentDraftId) closeEditor();
    const copy = findLocalDraftByDraftId(localStorage, ownerId, draftId);
    if (copy) removeLocalDraft(localStorage, ownerId, copy.localId);
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-muted">{t('intro')}</p>
        <AiStatusNote status={aiStatus.data} isError={aiStatus.isError} />
        {/* Spec §2: the create-listing page offers the feedback dialog. */}
        <FeedbackButton size="sm" variant="ghost" className="justify-self-start" />
      </header>

      <Step number={1} id="create-photos-title" title={t('steps.photos.title')} hint={t('steps.photos.hint')}>
        <MediaManager assets={assets} onAssetsChange={onAssetsChange} language={language} />
      </Step>

      <Step
        number={2}
        id="create-describe-title"
        title={t('steps.describe.title')}
        hint={t('steps.describe.hint')}
      >
        <SpeechCapturePanel capture={speech} canServerTranscribe={aiStatus.data?.speechTranscription} />
      </Step>

      <Step number={3} id="create-draft-title" title={t('steps.draft.title')} hint={t('steps.draft.hint')}>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            leadingIcon={<Sparkles />}
            onClick={requestDraft}
            disabled={!canCreate}
            isLoading={createDraft.isPending}
          >
            {draft ? t('actions.createAgain') : t('actions.create')}
          </Button>
          {!editorRecord && (
            <Button variant="outline" leadingIcon={<PencilLine />} onClick={fillInMyself}>
              {t('actions.fillInMyself')}
            </Button>
          )}
          {(hasInput || editorRecord) && (
            <Button variant="ghost" leadingIcon={<RotateCcw />} onClick={() => setIsStartAgainOpen(true)}>
              {t('actions.startAgain')}
            </Button>
          )}
        </div>
        {!hasInput && !editorRecord && <p className="text-sm text-muted">{t('draft.needsInput')}</p>}
        {openState === 'opening' && <Spinner label={t('draft.opening')} />}
        {openState === 'failed' && <Alert variant="danger">{t('draft.openFailed')}</Alert>}
        {hasInput && isSpeaking && <p className="text-sm text-muted">{t('draft.waitForSpeech')}</p>}

        {createDraft.isPending && (
          <DraftProgress photoCount={assets.length} hasText={trimmedTranscript !== ''} />
        )}
        {createDraft.isError && (
          <Alert
            variant="danger"
            title={t('draft.failedTitle')}
            actions={
              <Button size="sm" variant="outline" onClick={requestDraft} disabled={!canCreate}>
                {t('actions.retry')}
              </Button>
            }
          >
            {describeApiError(createDraft.error, tCommon)} {t('draft.keptInput')}
          </Alert>
        )}

        {draft && (
          <AiDraftNotes
            result={draft.result}
            assets={assets}
            language={language}
            isOutdated={hasInputChangedSinceDraft(session)}
          />
        )}
        {editorRecord && (
          <Suspense fallback={<Spinner label={t('draft.opening')} />}>
            <ListingEditor
              key={editorRecord.localId}
              ownerId={ownerId}
              localId={editorRecord.localId}
              record={editorRecord}
              assets={assets}
              aiResult={draft?.result ?? null}
              onDraftSaved={onDraftSaved}
              onPublished={onPublished}
              headingFocusRequest={editorFocusRequest}
              onHeadingFocused={clearEditorFocusRequest}
            />
          </Suspense>
        )}
      </Step>

      <Card asChild>
        <div>
          <Suspense fallback={<Spinner label={t('draft.opening')} />}>
            <DraftManager
              currentDraftId={currentDraftId}
              onResume={(draftId) => {
                resumedDraftIdRef.current = draftId;
                setSearchParams({ draft: draftId }, { preventScrollReset: true });
              }}
              onDeleted={onDraftDeleted}
            />
          </Suspense>
        </div>
      </Card>

      <StartAgainDialog
        isOpen={isStartAgainOpen}
        onOpenChange={setIsStartAgainOpen}
        onConfirm={() => void startAgain()}
      />
    </div>
  );
}
