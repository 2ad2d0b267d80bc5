import type { ChatFlag, ChatModerationAction } from '@shared/chat/chat-moderation.schema';
import { ArrowUpRight, Ban, Check, Eye, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { describeApiError } from '../../../../lib/api';
import { useDecideChatFlag, useUpdateChatFlag } from '../api/chat-flags';

/** The server's limit for a decision's note (chatNoteMaxLength). */
const decisionNoteMaxLength = 500;

/**
 * Moving a flag along (under review, escalated) and deciding it: approve, reject, or reject and
 * block the sender after a confirmation. A decided flag shows its decision instead.
 */
export function FlagDecision({ flag }: { flag: ChatFlag }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingBlock, setIsConfirmingBlock] = useState(false);
  const decide = useDecideChatFlag();
  const update = useUpdateChatFlag();
  const isReport = flag.message === null;
  const pendingAction = decide.isPending ? decide.variables?.action : undefined;

  if (flag.status === 'resolved') {
    const decision = flag.history.findLast((event) =>
      ['approve', 'reject', 'reject-and-block'].includes(event.action),
    )?.action as ChatModerationAction | undefined;
    return decision ? (
      <p className="text-sm font-semibold">
        {t('chatModeration.actions.decided', { decision: t(`chatModeration.decision.${decision}`) })}
      </p>
    ) : null;
  }

  const failed = (caught: unknown) =>
    setError(t('chatModeration.actions.failed', { message: describeApiError(caught, tCommon) }));

  const send = (action: ChatModerationAction) => {
    setError(null);
    setIsConfirmingBlock(false);
    decide.mutate(
      { flagId: flag.id, action, note: note.trim() || undefined },
      {
        onSuccess: () =>
          toast({
            title: t(
              `chatModeration.actions.done.${action === 'approve' && isReport ? 'approveReport' : action}`,
            ),
            variant: 'success',
          }),
        onError: failed,
      },
    );
  };

  const move = (status: 'underReview' | 'escalated') => {
    setError(null);
    update.mutate(
      { flagId: flag.id, status },
      {
        onSuccess: () => toast({ title: t(`chatModeration.actions.done.${status}`), variant: 'success' }),
        onError: failed,
      },
    );
  };

  return (
    <div className="grid gap-3">
      <FormField label={t('chatModeration.actions.decisionNote')}>
        <Input
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={decisionNoteMaxLength}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          leadingIcon={<Check />}
          onClick={() => send('approve')}
          isLoading={pendingAction === 'approve'}
          disabled={decide.isPending}
        >
          {isReport ? t('chatModeration.actions.approveReport') : t('chatModeration.actions.approve')}
        </Button>
        <Button
          variant="secondary"
          leadingIcon={<X />}
          onClick={() => send('reject')}
          isLoading={pendingAction === 'reject'}
          disabled={decide.isPending}
        >
          {t('chatModeration.actions.reject')}
        </Button>
        <Button
          variant="danger"
          leadingIcon={<Ban />}
          onClick={() => setIsConfirmingBlock(true)}
          isLoading={pendingAction === 'reject-and-block'}
          disabled={decide.isPending}
        >
          {t('chatModeration.actions.rejectAndBlock')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {flag.status === 'open' && (
          <Button
            variant="ghost"
            size="sm"
            leadingIcon={<Eye />}
            onClick={() => move('underReview')}
            isLoading={update.isPending && update.variables?.status === 'underReview'}
          >
            {t('chatModeration.actions.takeUnderReview')}
          </Button>
        )}
        {flag.status !== 'escalated' && (
          <Button
            variant="ghost"
            size="sm"
            leadingIcon={<ArrowUpRight />}
            onClick={() => move('escalated')}
            isLoading={update.isPending && update.variables?.status === 'escalated'}
          >
            {t('chatModeration.actions.escalate')}
          </Button>
        )}
      </div>
      {error && (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Dialog open={isConfirmingBlock} onOpenChange={setIsConfirmingBlock}>
        <DialogContent
          size="sm"
          title={t('chatModeration.actions.confirmBlockTitle', { sender: flag.sender.name })}
          description={t('chatModeration.actions.confirmBlockText', { sender: flag.sender.name })}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost">{t('chatModeration.actions.cancel')}</Button>
              </DialogClose>
              <Button variant="danger" leadingIcon={<Ban />} onClick={() => send('reject-and-block')}>
                {t('chatModeration.actions.confirmBlock')}
              </Button>
            </>
          }
        />
      </Dialog>
    </div>
  );
}
