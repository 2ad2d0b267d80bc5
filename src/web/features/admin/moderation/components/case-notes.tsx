import type { ModerationCaseDetail } from '@shared/moderation/moderation.schema';
import { moderationNoteMaxLength } from '@shared/moderation/moderation.schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { describeApiError } from '../../../../lib/api';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../chat-moderation/format-date-time';
import { useAddCaseNote } from '../api/moderation-cases';

/** Internal notes: every moderator's, oldest first; a new one is added, never edited. */
export function CaseNotes({ detail }: { detail: ModerationCaseDetail }) {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const [body, setBody] = useState('');
  const addNote = useAddCaseNote(detail.id);
  const headingId = `case-${detail.id}-notes`;

  const add = () =>
    addNote.mutate(
      { body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          toast({ title: t('case.notes.added'), variant: 'success' });
        },
      },
    );

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {t('case.notes.title')}
      </h3>
      {detail.notes.length === 0 ? (
        <p className="text-sm text-muted">{t('case.notes.empty')}</p>
      ) : (
        <ol className="grid gap-2 border-l-2 border-line pl-3 text-sm">
          {detail.notes.map((note) => (
            <li key={note.id} className="grid gap-0.5">
              <span className="text-xs text-muted">
                {t('case.notes.by', {
                  name: note.author?.name ?? t('case.deletedUser'),
                  time: formatDateTime(note.createdAt, language),
                })}
              </span>
              <span className="break-words whitespace-pre-wrap">{note.body}</span>
            </li>
          ))}
        </ol>
      )}
      <FormField label={t('case.notes.label')}>
        <Textarea
          rows={2}
          value={body}
          maxLength={moderationNoteMaxLength}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <div>
        <Button
          variant="outline"
          size="sm"
          leadingIcon={<Plus />}
          onClick={add}
          isLoading={addNote.isPending}
          disabled={body.trim() === ''}
        >
          {t('case.notes.add')}
        </Button>
      </div>
      {addNote.isError && (
        <Alert variant="danger">
          {t('case.notes.failed', { message: describeApiError(addNote.error, tCommon) })}
        </Alert>
      )}
    </section>
  );
}
