import type { BulkListingAction } from '@shared/seller-listings/seller-listings.schema';
import { Package, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useChangeMyListingsInBulk } from './api/change-my-listings-in-bulk';
import { useMyListings } from './api/get-my-listings';
import { useCanPublishToEbay, usePublishMyListingsToEbay } from './api/publish-my-listings-to-ebay';
import { type BulkOutcomeSummary, summariseBulkOutcome, summarisePublishOutcome } from './bulk-outcome';
import { ListingStatusPanelDialog } from './components/listing-status-panel';
import { OverviewBulkBar } from './components/overview-bulk-bar';
import { OverviewFiltersBar } from './components/overview-filters-bar';
import { OverviewListingList } from './components/overview-listing-list';
import {
  type OverviewFilters,
  readOverviewFilters,
  toListingsQuery,
  writeOverviewFilters,
} from './overview-filters';

// `?panel=cart` belongs to the workspace's cart; only a listing id opens the status panel.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hasFilters = (filters: OverviewFilters) =>
  filters.q.trim() !== '' ||
  filters.statuses.length > 0 ||
  filters.marketplace !== '' ||
  filters.createdFrom !== '' ||
  filters.createdTo !== '';

/**
 * Issue 19: the seller's listings, at `/listings` and in the workspace's Listings section. Filters and
 * the open status panel live in the URL, so a view can be shared, bookmarked and reopened with Back.
 */
export function ListingsOverview({ emptyHeadingLevel = 3 }: { emptyHeadingLevel?: 2 | 3 }) {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation('common');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readOverviewFilters(searchParams), [searchParams]);
  const listings = useMyListings(toListingsQuery(filters));
  const { t: tMarketplaces } = useTranslation('marketplaces');
  const bulk = useChangeMyListingsInBulk();
  const publish = usePublishMyListingsToEbay();
  const canPublishEbay = useCanPublishToEbay();
  // Titles are kept with the selection so failures can name listings no longer on the page.
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [outcome, setOutcome] = useState<BulkOutcomeSummary | null>(null);
  const [bulkError, setBulkError] = useState<string | null>(null);

  const rows = listings.data?.pages.flatMap((page) => page.listings) ?? [];
  const panelParam = searchParams.get('panel');
  const panelId = panelParam && uuidPattern.test(panelParam) ? panelParam : null;

  const changeFilters = (next: OverviewFilters) => {
    setSelected(new Map());
    setSearchParams(writeOverviewFilters(searchParams, next), { replace: true });
  };
  const setPanel = (id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('panel', id);
    else next.delete('panel');
    setSearchParams(next);
  };
  const toggle = (id: string, isOn: boolean) => {
    const title = rows.find((row) => row.id === id)?.title ?? '';
    setSelected((current) => {
      const next = new Map(current);
      if (isOn) next.set(id, title);
      else next.delete(id);
      return next;
    });
  };
  const toggleAll = (isOn: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (isOn) next.set(row.id, row.title);
        else next.delete(row.id);
      }
      return next;
    });
  const runBulk = (action: BulkListingAction) => {
    setOutcome(null);
    setBulkError(null);
    const titles = new Map(selected);
    bulk.mutate(
      { action, listingIds: [...selected.keys()] },
      {
        onSuccess: (answer) => {
          setOutcome(summariseBulkOutcome(answer, titles, t, tCommon));
          setSelected(new Map());
        },
        onError: (error) => setBulkError(`${t('overview.bulk.failed')} ${describeApiError(error, tCommon)}`),
      },
    );
  };

  const runPublish = () => {
    setOutcome(null);
    setBulkError(null);
    const titles = new Map(selected);
    publish.mutate([...selected.keys()], {
      onSuccess: (answer) => {
        setOutcome(summarisePublishOutcome(answer, titles, t, tMarketplaces));
        setSelected(new Map());
      },
      onError: (error) => setBulkError(`${t('overview.bulk.failed')} ${describeApiError(error, tCommon)}`),
    });
  };

  const panelTitle = rows.find((row) => row.id === panelId)?.title ?? '';
  const isEmptyAccount = listings.isSuccess && rows.length === 0 && !hasFilters(filters);

  return (
    <div className="grid min-w-0 gap-4">
      {isEmptyAccount ? (
        <EmptyState
          headingLevel={emptyHeadingLevel}
          icon={<Package />}
          title={t('sections.listings.emptyTitle')}
          description={t('sections.listings.emptyText')}
          action={
            <Button asChild leadingIcon={<Plus />}>
              <Link to={paths.sell}>{t('sections.listings.create')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <OverviewFiltersBar filters={filters} onChange={changeFilters} />
          <div aria-live="polite" className="empty:hidden">
            {outcome && (
              <Alert variant={outcome.failures.length > 0 ? 'warning' : 'success'}>
                <p className="font-semibold">{outcome.headline}</p>
                {outcome.failures.length > 0 && (
                  <>
                    <p>{t('overview.bulk.failuresTitle')}</p>
                    <ul className="list-disc pl-5">
                      {outcome.failures.map((failure) => (
                        <li key={failure.listingId}>
                          {t('overview.bulk.failure', { title: failure.title, reason: failure.reason })}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </Alert>
            )}
            {bulkError && <Alert variant="danger">{bulkError}</Alert>}
          </div>
          {listings.isPending ? (
            <Spinner label={t('overview.loading')} />
          ) : listings.isError ? (
            <Alert variant="danger">
              <p>
                {t('overview.loadFailed')} {describeApiError(listings.error, tCommon)}
              </p>
              <Button type="button" variant="outline" size="sm" onClick={() => void listings.refetch()}>
                {t('overview.retry')}
              </Button>
            </Alert>
          ) : rows.length === 0 ? (
            <EmptyState
              headingLevel={emptyHeadingLevel}
              icon={<Package />}
              title={t('overview.noMatchTitle')}
              description={t('overview.noMatchText')}
            />
          ) : (
            <OverviewListingList
              listings={rows}
              selected={new Set(selected.keys())}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onOpenPanel={setPanel}
            />
          )}
          {listings.hasNextPage && (
            <div className="flex justify-center">
              <Button
                type="button"
                variant="outline"
                isLoading={listings.isFetchingNextPage}
                onClick={() => void listings.fetchNextPage()}
              >
                {t('overview.loadMore')}
              </Button>
            </div>
          )}
          {selected.size > 0 && (
            <OverviewBulkBar
              count={selected.size}
              pendingAction={bulk.isPending ? (bulk.variables?.action ?? null) : null}
              onAction={runBulk}
              onClear={() => setSelected(new Map())}
              onPublishEbay={canPublishEbay ? runPublish : undefined}
              isPublishing={publish.isPending}
            />
          )}
        </>
      )}
      <ListingStatusPanelDialog
        listingId={panelId}
        fallbackTitle={panelTitle}
        onClose={() => setPanel(null)}
      />
    </div>
  );
}
