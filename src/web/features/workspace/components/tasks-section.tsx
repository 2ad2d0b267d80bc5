import { sellerReplyAdviceHours } from '@shared/chat/chat-constants';
import type { WorkspaceTask, WorkspaceTaskKind } from '@shared/workspace/workspace-tasks.schema';
import {
  AlertTriangle,
  ClipboardList,
  Clock,
  HandCoins,
  Handshake,
  type LucideIcon,
  MessageCircle,
  RefreshCw,
  Star,
  Truck,
  UploadCloud,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { formatPrice, formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useUserName } from '../../../lib/user-name';
import { useWorkspaceTasks } from '../api/get-workspace-tasks';
import { formatTaskCount, workspaceTaskPath } from '../workspace-task-links';

const taskIcons: Record<WorkspaceTaskKind, LucideIcon> = {
  message: MessageCircle,
  offer: HandCoins,
  ship: Truck,
  hand_over: Handshake,
  listing_needs_action: AlertTriangle,
  publish_failed: UploadCloud,
  review_request: Star,
};

/**
 * Tasks (spec §2, ADR 074): everything that waits for the seller, newest first, each a link to
 * where it is done, with the counts per kind above the list.
 */
export function TasksSection() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const tasks = useWorkspaceTasks();

  if (tasks.isPending) {
    return (
      <div role="status" aria-label={t('sections.tasks.loading')}>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (tasks.isError) {
    return (
      <Alert
        variant="danger"
        title={t('sections.tasks.loadFailed')}
        actions={
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<RefreshCw aria-hidden />}
            onClick={() => void tasks.refetch()}
          >
            {tCommon('actions.retry')}
          </Button>
        }
      >
        {describeApiError(tasks.error, tCommon)}
      </Alert>
    );
  }
  if (tasks.data.total === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<ClipboardList />}
        title={t('sections.tasks.emptyTitle')}
        description={t('sections.tasks.emptyText')}
      />
    );
  }
  const kindsWithTasks = (Object.entries(tasks.data.counts) as [WorkspaceTaskKind, number][]).filter(
    ([, count]) => count > 0,
  );
  return (
    <section aria-labelledby="workspace-tasks-title" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="workspace-tasks-title" className="text-lg font-semibold">
          {t('sections.tasks.openTitle', { count: tasks.data.total })}
        </h3>
        <ul aria-label={t('sections.tasks.countsLabel')} className="flex flex-wrap gap-2">
          {kindsWithTasks.map(([kind, count]) => (
            <li key={kind}>
              <Badge variant="neutral">{t(`sections.tasks.kinds.${kind}`, { count })}</Badge>
            </li>
          ))}
        </ul>
        {tasks.data.counts.message + tasks.data.counts.offer > 0 && (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Clock aria-hidden className="size-4 shrink-0" />
            {t('sections.tasks.advice', { count: sellerReplyAdviceHours })}
          </p>
        )}
      </div>
      <Card asChild padding="sm">
        <ul className="divide-y divide-line" data-testid="workspace-tasks">
          {tasks.data.tasks.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function TaskItem({ task }: { task: WorkspaceTask }) {
  const { t } = useTranslation('workspace');
  const language = currentLanguage();
  const userName = useUserName();
  const Icon = taskIcons[task.kind];
  const counterpart = task.counterpartName === null ? '' : userName(task.counterpartName);
  const detail =
    task.kind === 'offer' && task.amount !== null
      ? t('sections.tasks.detail.offer', {
          amount: formatPrice(task.amount, language),
          name: counterpart,
        })
      : t(`sections.tasks.detail.${task.kind}`, { name: counterpart });
  return (
    <li>
      <Link
        to={workspaceTaskPath(task)}
        className="flex items-start gap-3 rounded-xl p-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
      >
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-semibold break-words">{task.title}</span>
          <span className="text-sm text-muted">{detail}</span>
          <span className="text-xs text-muted">{formatRelativeTime(task.occurredAt, language)}</span>
        </span>
        {task.unreadCount !== null && task.unreadCount > 0 && (
          <Badge variant="brand">
            {t('sections.tasks.unread', {
              count: task.unreadCount,
              unread: formatTaskCount(task.unreadCount),
            })}
          </Badge>
        )}
      </Link>
    </li>
  );
}
