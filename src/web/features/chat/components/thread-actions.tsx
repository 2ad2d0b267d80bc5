import type { ChatThread } from '@shared/chat/chat.schema';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Flag, MoreVertical, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../../../components/report/report-dialog';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { describeApiError } from '../../../lib/api';
import { useUserName } from '../../../lib/user-name';
import { blockUser, unblockUser } from '../api/block-user';
import { chatQueryKeys } from '../api/chat-query-keys';

/** Spec §4: block or unblock the counterpart (after a confirmation), and report the conversation. */
export function ThreadActions({ thread, userId }: { thread: ChatThread; userId: string }) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const userName = useUserName();
  const name = userName(thread.counterpart.name);
  const isUnblock = thread.hasBlockedCounterpart;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatQueryKeys.thread(userId, thread.id) }),
      queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads(userId) }),
    ]);

  const confirmBlock = async () => {
    setIsBusy(true);
    try {
      if (isUnblock) await unblockUser(thread.counterpart.id);
      else await blockUser(thread.counterpart.id);
      await refresh();
      toast({ title: t(isUnblock ? 'actions.unblocked' : 'actions.blocked', { name }), variant: 'success' });
      setDialog(null);
    } catch (error) {
      toast({ title: t('actions.failed', { reason: describeApiError(error, tCommon) }), variant: 'danger' });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={t('actions.menu')} className="size-10 p-0">
            <MoreVertical aria-hidden className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            icon={isUnblock ? <ShieldCheck className="size-4" /> : <Ban className="size-4" />}
            isDanger={!isUnblock}
            onSelect={() => setDialog('block')}
          >
            {t(isUnblock ? 'actions.unblock' : 'actions.block', { name })}
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Flag className="size-4" />} isDanger onSelect={() => setDialog('report')}>
            {t('actions.report')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={dialog === 'block'} onOpenChange={(open) => setDialog(open ? 'block' : null)}>
        <DialogContent
          size="sm"
          title={t(isUnblock ? 'actions.unblockTitle' : 'actions.blockTitle', { name })}
          description={t(isUnblock ? 'actions.unblockText' : 'actions.blockText')}
          footer={
            <>
              <Button variant="ghost" onClick={() => setDialog(null)}>
                {t('actions.cancel')}
              </Button>
              <Button variant={isUnblock ? 'primary' : 'danger'} isLoading={isBusy} onClick={confirmBlock}>
                {t(isUnblock ? 'actions.unblockConfirm' : 'actions.blockConfirm')}
              </Button>
            </>
          }
        />
      </Dialog>
      {/* Issue 18: the one report of the platform (notice and action), also for conversations. */}
      <ReportDialog
        subject={{ kind: 'conversation', id: thread.id }}
        isOpen={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
      />
    </>
  );
}
