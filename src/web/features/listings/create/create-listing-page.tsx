import type { MediaAsset } from '@shared/media/media-asset.schema';
import { RotateCcw, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiClient, describeApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { type DraftResult, useCreateDraft } from '../../ai/api/create-draft';
import { useAiStatus } from '../../ai/api/get-ai-status';
import { useSession } from '../../auth/session/use-session';
import { useCategories } from '../../categories/api/get-categories';
import { MediaManager } from '../../media/media-manager';
import { SpeechCapturePanel } from '../../speech/components/speech-capture-panel';
import { isSpeechBusy } from '../../speech/speech-state';
import { useSpeechCapture } from '../../speech/use-speech-capture';
import { AiStatusNote } from './components/ai-status-note';
import { DraftPreview } from './components/draft-preview';
import { DraftProgress } from './components/draft-progress';
import { StartAgainDialog } from './components/start-again-dialog';
import {
  type CreateSession,
  clearCreateSession,
  type DraftBasis,
  emptyCreateSession,
  hasInputChangedSinceDraft,
  readCreateSession,
  writeCreateSession,
} from './create-session';

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
      <section className="grid gap-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand"
          >
            {number}
          </span>
          <div className="grid gap-0.5">
            <h2 id={id} className="text-xl font-bold tracking-tight">
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

/** Spec §2 "Create listing" on /listings/create and /sell: photos, a spoken description, the AI draft. */
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
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusPreviewRef = useRef(false);

  const aiStatus = useAiStatus();
  const categories = useCategories();
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
    }),
    [ownerId, assets, transcript, transcriptLanguage, analysis, analysedTranscript, draft],
  );
  useEffect(() => writeCreateSession(localStorage, session), [session]);

  // Screen reader and keyboard users land on the draft they waited for (not on a restored one).
  useEffect(() => {
    if (!draft || !shouldFocusPreviewRef.current) return;
    shouldFocusPreviewRef.current = false;
    previewHeadingRef.current?.focus();
  }, [draft]);

  const trimmedTranscript = transcript.trim();
  const hasInput = assets.length > 0 || trimmedTranscript !== '';
  const isSpeaking = isSpeechBusy(speech.state.status);
  const canCreate = hasInput && !isSpeaking && !createDraft.isPending;

  const requestDraft = () => {
    if (!canCreate) return;
    const basis: DraftBasis = { mediaIds: assets.map((asset) => asset.id), transcript: trimmedTranscript };
    createDraft.mutate(
      {
        mediaIds: basis.mediaIds,
        transcript: basis.transcript,
        transcriptLanguage: basis.transcript ? transcriptLanguage : undefined,
        language,
      },
      {
        onSuccess: (result) => {
          shouldFocusPreviewRef.current = true;
          setDraft({ result, basis });
        },
      },
    );
  };

  const startAgain = async () => {
    const ids = assets.map((asset) => asset.id);
    setIsStartAgainOpen(false);
    setAssets([]);
    setDraft(null);
    createDraft.reset();
    speech.reset();
    clearCreateSession(localStorage);
    // The photos belonged only to this listing; a failed delete leaves an unused upload, nothing more.
    await Promise.allSettled(ids.map((id) => apiClient.delete(`/media/${encodeURIComponent(id)}`)));
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-muted">{t('intro')}</p>
        <AiStatusNote status={aiStatus.data} isError={aiStatus.isError} />
      </header>

      <Step number={1} id="create-photos-title" title={t('steps.photos.title')} hint={t('steps.photos.hint')}>
        <MediaManager assets={assets} onAssetsChange={setAssets} language={language} />
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
          {hasInput && (
            <Button variant="ghost" leadingIcon={<RotateCcw />} onClick={() => setIsStartAgainOpen(true)}>
              {t('actions.startAgain')}
            </Button>
          )}
        </div>
        {!hasInput && <p className="text-sm text-muted">{t('draft.needsInput')}</p>}
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
          <DraftPreview
            headingRef={previewHeadingRef}
            result={draft.result}
            assets={assets}
            categories={categories.data}
            language={language}
            isOutdated={hasInputChangedSinceDraft(session)}
          />
        )}
      </Step>

      <StartAgainDialog
        isOpen={isStartAgainOpen}
        onOpenChange={setIsStartAgainOpen}
        onConfirm={() => void startAgain()}
      />
    </div>
  );
}
