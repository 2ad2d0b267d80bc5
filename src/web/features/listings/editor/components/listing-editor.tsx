import {
  aiSuggestionFromDraft,
  isSameValue,
  saidDealFields,
  saidDealPatch,
} from '@shared/listings/ai-suggestion-merge';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { describeApiError } from '../../../../lib/api';
import { currentLanguage } from '../../../../lib/i18n';
import type { DraftResult } from '../../api/create-draft';
import { type PublishFieldIssue, publishIssuesOf, publishListingDraft } from '../api/publish-listing-draft';
import { conflictOf } from '../api/save-listing-draft';
import type { LocalDraftRecord } from '../draft-sync';
import { rootField } from '../field-focus';
import { MediaGuidance } from '../fields/media-guidance';
import { useRuleMessage } from '../fields/rule-message';
import { blockingIssues } from '../form-status';
import { DraftNotSavedError } from '../use-draft-sync';
import { useListingEditor } from '../use-listing-editor';
import { ArticleSection } from './article-section';
import { ConflictDialog, type ConflictResolution } from './conflict-dialog';
import { EbayPublishOption, publishListingOnEbay } from './ebay-publish-option';
import { FormStatusPanel, type MissingItem } from './form-status-panel';
import { HistoryControls } from './history-controls';
import { PreviewSection } from './preview-section';
import { SaveStatus } from './save-status';

export interface ListingEditorProps {
  ownerId: string;
  localId: string;
  record: LocalDraftRecord;
  /** The gallery of step 1, in order: the draft's photos. */
  assets: readonly MediaAsset[];
  /** The latest AI draft: applied over the fields the seller has not edited. */
  aiResult: DraftResult | null;
  onDraftSaved(draftId: string): void;
  onPublished(slug: string): void;
  /**
   * Non-zero while the seller waits for this editor (started it, asked for an AI draft, resumed a
   * draft): focus goes to the editor's heading once it is on screen, then `onHeadingFocused` runs.
   */
  headingFocusRequest?: number;
  onHeadingFocused?(): void;
}

/** Spec §2 "Create listing": the editable preview, form status, autosave, conflicts and publishing. */
export function ListingEditor({
  ownerId,
  localId,
  record,
  assets,
  aiResult,
  onDraftSaved,
  onPublished,
  headingFocusRequest = 0,
  onHeadingFocused,
}: ListingEditorProps) {
  const { t } = useTranslation('listing-editor');
  const { t: tCommon } = useTranslation();
  const { t: tMarketplaces } = useTranslation('marketplaces');
  const [isEbayChosen, setIsEbayChosen] = useState(false);
  const ruleMessage = useRuleMessage();
  const language = currentLanguage();
  // The upload queue is the media manager's own; photos whose alt text is still being written are
  // the part of "media in flight" the page can see.
  const photosProcessing = assets.filter((asset) => asset.altTextStatus === 'generating').length;
  const editor = useListingEditor({ ownerId, localId, record, uploadsInFlight: photosProcessing });
  const { fields, sync, status } = editor;
  const { session } = sync;
  const [publishIssues, setPublishIssues] = useState<PublishFieldIssue[]>([]);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [isPublishing, setIsPublishing] = useState(false);
  const [isConflictOpen, setIsConflictOpen] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingRef = useRef<HTMLHeadingElement>(null);
  const [shouldFocusMissing, setShouldFocusMissing] = useState(false);

  // The gallery is the draft's photos: reordering or adding one is not an undo step.
  const mediaIds = useMemo(() => assets.map((asset) => asset.id), [assets]);
  const { setQuietly, applyAi } = editor;
  const { noteSavedByOtherCall } = sync;
  useEffect(() => {
    if (!isSameValue(mediaIds, fields.mediaIds)) setQuietly({ mediaIds });
  }, [mediaIds, fields.mediaIds, setQuietly]);

  // Read when an AI draft arrives, not a reason to apply it again.
  const hasShippingOptionsRef = useRef(fields.shippingOptions.length > 0);
  hasShippingOptionsRef.current = fields.shippingOptions.length > 0;
  // A new AI draft goes over the fields the seller has not changed.
  const appliedRequestRef = useRef(aiResult?.requestId ?? null);
  useEffect(() => {
    if (!aiResult || aiResult.requestId === appliedRequestRef.current) return;
    appliedRequestRef.current = aiResult.requestId;
    applyAi(aiSuggestionFromDraft(aiResult.draft));
    // What the seller said about the deal (place, hand-over, quantity) wins, as on the server's copy.
    const said = saidDealFields(aiResult.draft);
    if (Object.keys(said).length > 0) setQuietly(saidDealPatch(said, hasShippingOptionsRef.current));
    // The AI call saved the same merge on the server: when this tab holds nothing newer, it is saved.
    if (aiResult.listingDraft) noteSavedByOtherCall(aiResult.listingDraft);
  }, [aiResult, applyAi, setQuietly, noteSavedByOtherCall]);

  useEffect(() => {
    if (session.draftId) onDraftSaved(session.draftId);
  }, [session.draftId, onDraftSaved]);

  useEffect(() => {
    if (session.syncStatus === 'conflict') setIsConflictOpen(true);
  }, [session.syncStatus]);

  // Here rather than in the page: this runs when the editor is on screen (its texts may load
  // first), and the page clears the request, so it can never fire on a later, unrelated render
  // (the first autosave) and take the focus from where the seller has moved it since.
  useEffect(() => {
    if (headingFocusRequest === 0) return;
    headingRef.current?.focus();
    onHeadingFocused?.();
  }, [headingFocusRequest, onHeadingFocused]);

  useEffect(() => {
    if (!shouldFocusMissing) return;
    setShouldFocusMissing(false);
    missingRef.current?.focus();
  }, [shouldFocusMissing]);

  const checkErrors = editor.checks.issues.filter((issue) => issue.severity === 'error');
  const checkWarnings = editor.checks.issues.filter((issue) => issue.severity === 'warning');
  const errorOf = (field: string): string | undefined => {
    const published = publishIssues.find((issue) => rootField(issue.field) === field);
    if (published) return ruleMessage(published.code ?? '', published.message);
    if (editor.showAllErrors || editor.touched.has(field)) {
      // Attribute rules show inside the attribute form.
      const local = editor.ruleIssues.find(
        (issue) => rootField(issue.field) === field && !issue.field.startsWith('attributes.'),
      );
      if (local) return ruleMessage(local.code, local.message);
    }
    const checked = checkErrors.find((issue) => issue.field === field);
    return checked ? ruleMessage(checked.code, checked.message) : undefined;
  };
  const warningOf = (field: string): string | undefined => {
    const warning = checkWarnings.find((issue) => issue.field === field);
    return warning ? ruleMessage(warning.code, warning.message) : undefined;
  };
  const edit: typeof editor.edit = (patch) => {
    const changed = Object.keys(patch);
    if (publishIssues.some((issue) => changed.includes(rootField(issue.field)))) {
      setPublishIssues((issues) => issues.filter((issue) => !changed.includes(rootField(issue.field))));
    }
    editor.edit(patch);
  };

  const missing: MissingItem[] = [
    ...blockingIssues(status),
    ...publishIssues.map((issue) => ({
      field: issue.field,
      code: issue.code ?? '',
      message: issue.message,
      section: 'publish' as const,
    })),
  ];

  const queryClient = useQueryClient();
  const publish = async () => {
    editor.setShowAllErrors(true);
    setPublishError(null);
    if (blockingIssues(status).length > 0) {
      setShouldFocusMissing(true);
      return;
    }
    setIsPublishing(true);
    try {
      const saved = await sync.flush();
      const result = await publishListingDraft(saved.draftId, saved.version);
      // An edit keeps the listing's address: the page must not show the copy it cached before the edit.
      queryClient.removeQueries({ queryKey: ['listings', 'detail', result.listing.slug] });
      if (isEbayChosen) await publishListingOnEbay(result.listing.id, tMarketplaces);
      onPublished(result.listing.slug);
    } catch (error) {
      const conflict = conflictOf(error);
      const issues = publishIssuesOf(error);
      if (error instanceof DraftNotSavedError) setPublishError(t('publish.notSaved'));
      else if (conflict) sync.reportConflict(conflict);
      else if (issues.length > 0) {
        setPublishIssues(issues);
        setShouldFocusMissing(true);
      } else setPublishError(describeApiError(error, tCommon));
    } finally {
      setIsPublishing(false);
    }
  };

  const resolveConflict = (resolution: ConflictResolution) => {
    if (resolution.kind === 'theirs') {
      editor.replace(resolution.snapshot.fields, resolution.snapshot.aiSuggestion);
      sync.takeServerCopy(resolution.snapshot);
      return;
    }
    if (resolution.kind === 'merge') {
      editor.replace(resolution.snapshot.fields, resolution.snapshot.aiSuggestion);
    }
    sync.clearConflict();
  };

  return (
    <section aria-labelledby="listing-editor-title" className="grid gap-5" data-testid="listing-editor">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id="listing-editor-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
            {t('title')}
          </h3>
          <p className="text-sm text-muted">{editor.aiSuggestion ? t('introAi') : t('introManual')}</p>
        </div>
        <SaveStatus
          session={session}
          onRetry={sync.retryNow}
          onResolveConflict={() => setIsConflictOpen(true)}
        />
      </div>
      <HistoryControls
        canUndo={editor.history.canUndo}
        canRedo={editor.history.canRedo}
        canReset={editor.aiSuggestion !== null && editor.history.dirtyFields.length > 0}
        onUndo={editor.history.undo}
        onRedo={editor.history.redo}
        onReset={editor.history.resetToAi}
      />

      <div className="grid gap-6 rounded-card border border-line bg-surface p-5">
        <PreviewSection
          fields={fields}
          onChange={edit}
          errorOf={errorOf}
          warningOf={warningOf}
          aiResult={aiResult}
          hasAiSuggestion={editor.aiSuggestion !== null}
          dirtyFields={editor.history.dirtyFields}
          language={language}
          draftId={session.draftId}
          draftVersion={session.serverVersion}
        />
        <ArticleSection
          fields={fields}
          onChange={edit}
          errorOf={errorOf}
          warningOf={warningOf}
          serverIssues={editor.checks.issues}
          showAllErrors={editor.showAllErrors}
        />
        <section aria-labelledby="editor-media-title" className="grid gap-2">
          <h4 id="editor-media-title" className="text-base font-semibold">
            {t('sections.media')}
          </h4>
          <p className="text-sm text-muted">{t('fields.photos', { count: fields.mediaIds.length })}</p>
          <MediaGuidance
            categoryId={fields.categoryId}
            photoCount={fields.mediaIds.length}
            headingLevel={4}
          />
        </section>
      </div>

      <FormStatusPanel
        status={status}
        missing={missing}
        isMissingShown={editor.showAllErrors}
        missingRef={missingRef}
      />

      {publishError && (
        <Alert variant="danger" title={t('publish.failedTitle')}>
          {publishError}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" leadingIcon={<Send />} onClick={() => void publish()} isLoading={isPublishing}>
          {t('publish.action')}
        </Button>
        <p className="text-sm text-muted">{t('publish.hint')}</p>
      </div>
      <EbayPublishOption isChecked={isEbayChosen} onCheckedChange={setIsEbayChosen} />

      {session.conflict && (
        <ConflictDialog
          key={session.conflict.detectedAt}
          isOpen={isConflictOpen}
          onOpenChange={setIsConflictOpen}
          conflict={session.conflict}
          mine={editor.snapshot}
          base={session.savedSnapshot?.fields ?? null}
          onResolve={resolveConflict}
        />
      )}
    </section>
  );
}
