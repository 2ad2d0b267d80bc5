import type { ChatFlag } from '@shared/chat/chat-moderation.schema';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { describeApiError } from '../../../../lib/api';
import { useUpdateChatFlag } from '../api/chat-flags';

export const moderatorNotesMaxLength = 2000;

/** The moderator's notes on a flag, saved on demand (PATCH); read-only once the flag is decided. */
export function FlagNotes({ flag }: { flag: ChatFlag }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [notes, setNotes] = useState(flag.moderatorNotes ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateChatFlag();
  const isResolved = flag.status === 'resolved';
  const isChanged = notes.trim() !== (flag.moderatorNotes ?? '');

  const save = () => {
    setError(null);
    update.mutate(
      { flagId: flag.id, notes: notes.trim() },
      {
        onSuccess: () => toast({ title: t('chatModeration.notes.saved'), variant: 'success' }),
        onError: (caught) =>
          setError(t('chatModeration.notes.saveFailed', { message: describeApiError(caught, tCommon) })),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <FormField label={t('chatModeration.notes.label')} hint={t('chatModeration.notes.hint')}>
        <Textarea
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={moderatorNotesMaxLength}
          rows={3}
          readOnly={isResolved}
        />
      </FormField>
      {!isResolved && (
        <div>
          <Button
            variant="outline"
            size="sm"
            leadingIcon={<Save />}
            onClick={save}
            isLoading={update.isPending}
            disabled={!isChanged}
          >
            {t('chatModeration.notes.save')}
          </Button>
        </div>
      )}
      {error && (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
    </div>
  );
}
