import { hasPermission } from '@shared/authorization/permissions';
import { caseAssignmentFilters, caseStatusFilters } from '@shared/moderation/moderation.schema';
import { moderationCaseKinds, objectionStatuses } from '@shared/moderation/moderation-constants';
import { Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { describeApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';
import { ForbiddenNotice } from '../components/forbidden-notice';
import { type ObjectionFilter, useCaseQueue, useObjections } from './api/moderation-cases';
import { allValue, CaseFilters, type CaseFilterValues, caseAges } from './components/case-filters';
import { CaseListItem } from './components/case-list-item';
import { CasePanel } from './components/case-panel';
import { ObjectionCard } from './components/objection-card';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((entry) => entry === value);

const views = ['cases', 'objections'] as const;
type View = (typeof views)[number];

/** Filters, the open case and the tab live in the address, so a moderator can reload or share a view. */
function useModerationParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = oneOf(views, searchParams.get('view')) ?? 'cases';
  const filters: CaseFilterValues = {
    kind: oneOf(moderationCaseKinds, searchParams.get('kind')) ?? allValue,
    status: oneOf(caseStatusFilters, searchParams.get('status')) ?? 'active',
    age: oneOf(caseAges, searchParams.get('age')) ?? allValue,
    assigned: oneOf(caseAssignmentFilters, searchParams.get('assigned')) ?? 'any',
  };
  const objectionStatus: ObjectionFilter =
    oneOf([...objectionStatuses, 'all'] as const, searchParams.get('objections')) ?? 'open';
  const caseId = searchParams.get('case');
  const change = (changes: Record<string, string | undefined>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        const isDefault =
          value === undefined ||
          value === allValue ||
          (key === 'status' && value === 'active') ||
          (key === 'assigned' && value === 'any') ||
          (key === 'view' && value === 'cases') ||
          (key === 'objections' && value === 'open');
        if (isDefault) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  /** The address of a case (or, with null, of the queue) with the current filters kept. */
  const linkTo = (id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('case', id);
    else next.delete('case');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return { view, filters, objectionStatus, caseId, change, linkTo };
}

function CaseQueue() {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const { filters, change, linkTo } = useModerationParams();
  const queue = useCaseQueue({
    ...(filters.kind === allValue ? {} : { kind: filters.kind as (typeof moderationCaseKinds)[number] }),
    status: filters.status as (typeof caseStatusFilters)[number],
    ...(filters.age === allValue ? {} : { olderThanDays: Number(filters.age) }),
    assigned: filters.assigned as (typeof caseAssignmentFilters)[number],
  });
  const cases = queue.data?.pages.flatMap((page) => page.cases) ?? [];
  const counts = queue.data?.pages[0]?.counts;
  const activeCount = counts
    ? Object.values(counts.activeByKind).reduce((sum, count) => sum + count, 0)
    : null;

  return (
    <div className="grid gap-4">
      <CaseFilters values={filters} onChange={(name, value) => change({ [name]: value })} />
      <p role="status" className="text-sm text-muted">
        {activeCount === null ? '' : t('queue.activeCount', { count: activeCount })}
      </p>
      {queue.isPending && <Spinner label={t('queue.loading')} />}
      {queue.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void queue.refetch()}>
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {t('queue.loadFailed', { message: describeApiError(queue.error, tCommon) })}
        </Alert>
      )}
      {queue.isSuccess && cases.length === 0 && (
        <EmptyState icon={<Inbox />} title={t('queue.emptyTitle')} description={t('queue.emptyText')} />
      )}
      {cases.length > 0 && (
        <ul aria-label={t('queue.listLabel')} className="grid gap-3">
          {cases.map((item) => (
            <CaseListItem key={item.id} item={item} caseLink={linkTo(item.id)} />
          ))}
        </ul>
      )}
      {queue.hasNextPage && (
        <div>
          <Button
            variant="outline"
            onClick={() => void queue.fetchNextPage()}
            isLoading={queue.isFetchingNextPage}
          >
            {t('queue.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ObjectionQueue() {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const { objectionStatus, change, linkTo } = useModerationParams();
  const objections = useObjections(objectionStatus);
  return (
    <div className="grid gap-4">
      <search aria-label={t('queue.filters.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('queue.filters.status')}>
          <Select
            value={objectionStatus}
            onValueChange={(value) => change({ objections: value })}
            options={[...objectionStatuses, 'all' as const].map((value) => ({
              value,
              label: value === 'all' ? t('queue.filters.all') : t(`objectionStatuses.${value}`),
            }))}
          />
        </FormField>
      </search>
      {objections.isPending && <Spinner label={t('queue.loadingObjections')} />}
      {objections.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void objections.refetch()}>
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {t('queue.loadObjectionsFailed', { message: describeApiError(objections.error, tCommon) })}
        </Alert>
      )}
      {objections.data && objections.data.length === 0 && (
        <EmptyState
          icon={<Inbox />}
          title={t('queue.noObjectionsTitle')}
          description={t('queue.noObjectionsText')}
        />
      )}
      {objections.data && objections.data.length > 0 && (
        <ul aria-label={t('queue.objectionsLabel')} className="grid gap-3">
          {objections.data.map((objection) => (
            <li key={objection.id}>
              <ObjectionCard objection={objection} caseLink={linkTo(objection.caseId)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ModerationWorkspace() {
  const { t } = useTranslation('moderation');
  const { view, caseId, change, linkTo } = useModerationParams();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('queue.title')}</h1>
        <p className="text-muted">{t('queue.intro')}</p>
      </header>
      {caseId ? (
        <CasePanel key={caseId} caseId={caseId} backLink={linkTo(null)} />
      ) : (
        <Tabs value={view} onValueChange={(value) => change({ view: value })}>
          <TabsList aria-label={t('queue.views.label')}>
            <TabsTrigger value="cases">{t('queue.views.cases')}</TabsTrigger>
            <TabsTrigger value="objections">{t('queue.views.objections')}</TabsTrigger>
          </TabsList>
          <TabsContent value="cases">
            <CaseQueue />
          </TabsContent>
          <TabsContent value="objections">
            <ObjectionQueue />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

/**
 * /admin/moderation (issue 18) for moderators and admins: one queue of reports, held photos,
 * listing checks and order problems, a case with its context and decision, and the objections.
 * The server checks `moderation:review` on every call; anyone else sees the 403 notice.
 */
export function ModerationPage() {
  const { t } = useTranslation('moderation');
  const { user } = useSession();
  const canReview = hasPermission(user?.roles ?? [], 'moderation:review');
  useEffect(() => {
    if (canReview) document.title = t('queue.documentTitle');
  }, [canReview, t]);
  if (!canReview) return <ForbiddenNotice text={t('queue.forbiddenText')} />;
  return <ModerationWorkspace />;
}
