import { altTextMax, type MediaAsset } from '@shared/media/media-asset.schema';
import { Check, CircleAlert, Pencil, RotateCcw, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { describeApiError } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

export interface AltTextActions {
  update(id: string, request: { altText: string; status: 'edited' | 'accepted' }): Promise<MediaAsset>;
  generate(id: string, language: Language): Promise<MediaAsset>;
}

interface AltTextEditorProps {
  asset: MediaAsset;
  position: number;
  count: number;
  language: Language;
  actions: AltTextActions;
  onUpdated(asset: MediaAsset): void;
}

/**
 * Spec §4 "Alt text" for one photo: generating, error (retry), edited (the AI's suggestion or the
 * seller's words, awaiting an OK), accepted, empty; with a text field to write or fix it.
 */
export function AltTextEditor({ asset, position, count, language, actions, onUpdated }: AltTextEditorProps) {
  const { t } = useTranslation('media');
  const { t: tCommon } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(asset.altText);
  const [busyAction, setBusyAction] = useState<'save' | 'accept' | 'retry' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const status = asset.altTextStatus;

  const run = async (action: 'save' | 'accept' | 'retry', call: () => Promise<MediaAsset>) => {
    setBusyAction(action);
    setError(null);
    try {
      onUpdated(await call());
      if (isEditing) {
        setIsEditing(false);
        // The text field goes away: keep the keyboard where the seller can continue.
        requestAnimationFrame(() => editButtonRef.current?.focus());
      }
    } catch (failure) {
      setError(describeApiError(failure, tCommon));
    } finally {
      setBusyAction(null);
    }
  };

  const startEditing = () => {
    setDraft(asset.altText);
    setError(null);
    setIsEditing(true);
  };

  const accept = (text: string) =>
    run('accept', () => actions.update(asset.id, { altText: text, status: 'accepted' }));
  const save = () => run('save', () => actions.update(asset.id, { altText: draft, status: 'edited' }));
  const retry = () => run('retry', () => actions.generate(asset.id, language));

  const labels = { position, count };

  return (
    <fieldset className="grid gap-2 text-sm">
      <legend className="sr-only">{t('altText.group', labels)}</legend>
      {isEditing ? (
        <>
          <FormField label={t('altText.field', labels)} hint={t('altText.fieldHint')} error={error}>
            <Textarea
              value={draft}
              rows={3}
              maxLength={altTextMax}
              // Opened by "Edit alt text": the seller came here to type.
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
          </FormField>
          <span className="justify-self-end text-xs text-muted tabular-nums">
            {t('altText.counter', { count: draft.length, max: altTextMax })}
          </span>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void save()}
              isLoading={busyAction === 'save'}
              disabled={busyAction !== null}
            >
              {t('altText.save')}
            </Button>
            <Button
              size="sm"
              leadingIcon={<Check aria-hidden="true" />}
              onClick={() => void accept(draft)}
              isLoading={busyAction === 'accept'}
              disabled={busyAction !== null || draft.trim() === ''}
            >
              {t('altText.accept')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setIsEditing(false)}
              disabled={busyAction !== null}
            >
              {t('altText.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {status === 'generating' && (
            <p className="flex items-center gap-2 text-muted">
              <Spinner size="sm" isDecorative />
              <span role="status">{t('altText.generating')}</span>
            </p>
          )}
          {status === 'error' && (
            <div className="flex flex-wrap items-center gap-2">
              <p className="flex items-start gap-1.5 text-danger">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{t('altText.error')}</span>
              </p>
              <Button
                size="sm"
                variant="outline"
                leadingIcon={<RotateCcw aria-hidden="true" />}
                onClick={() => void retry()}
                isLoading={busyAction === 'retry'}
              >
                {t('altText.retry')}
              </Button>
            </div>
          )}
          {status === 'empty' && <p className="text-muted">{t('altText.empty')}</p>}
          {(status === 'edited' || status === 'accepted') && (
            <div className="grid gap-1">
              {status === 'accepted' ? (
                <Badge variant="success" size="sm" icon={<Check />} className="justify-self-start">
                  {t('altText.accepted')}
                </Badge>
              ) : asset.altTextEdited ? (
                <Badge variant="neutral" size="sm" icon={<Pencil />} className="justify-self-start">
                  {t('altText.own')}
                </Badge>
              ) : (
                <Badge variant="info" size="sm" icon={<Sparkles />} className="justify-self-start">
                  {t('altText.aiSuggestion')}
                </Badge>
              )}
              <p className="text-ink">{asset.altText}</p>
            </div>
          )}
          {status !== 'generating' && (
            <div className="flex flex-wrap gap-2">
              {status === 'edited' && (
                <Button
                  size="sm"
                  leadingIcon={<Check aria-hidden="true" />}
                  onClick={() => void accept(asset.altText)}
                  isLoading={busyAction === 'accept'}
                  disabled={busyAction !== null}
                >
                  {t('altText.accept')}
                </Button>
              )}
              <Button
                ref={editButtonRef}
                size="sm"
                variant="outline"
                leadingIcon={<Pencil aria-hidden="true" />}
                onClick={startEditing}
                disabled={busyAction !== null}
              >
                {t('altText.edit')}
              </Button>
            </div>
          )}
        </>
      )}
      {error && !isEditing && (
        <p role="alert" className="flex items-start gap-1.5 font-medium text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
