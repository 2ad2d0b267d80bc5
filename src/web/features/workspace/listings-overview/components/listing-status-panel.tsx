import type { ListingStatusPanel, ListingSuggestion } from '@shared/seller-listings/seller-listings.schema';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingModerationLink } from '../../../../components/listing-moderation-notice';
import { RequestReviewButton } from '../../../../components/reviews/request-review-button';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDate, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { useMyListingStatusPanel } from '../api/get-my-listing-status-panel';
import { useCanPublishToEbay, usePublishMyListingsToEbay } from '../api/publish-my-listings-to-ebay';
import { ListingStatusBadge } from './listing-status-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * "Retry publish" on eBay sends the listing again right here (ADR 073) when the seller's
 * connection allows it; otherwise, and for every other suggestion, the action is a link.
 */
function RetryEbayButton({ listingId, label }: { listingId: string; label: string }) {
  const { t } = useTranslation('workspace');
  const { t: tMarketplaces } = useTranslation('marketplaces');
  const publish = usePublishMyListingsToEbay();
  const [message, setMessage] = useState<string | null>(null);
  const retry = () => {
    setMessage(null);
    publish.mutate([listingId], {
      onSuccess: (answer) => {
        const refusal = answer.results.find((result) => result.outcome === 'refused')?.error;
        setMessage(
          refusal
            ? t('overview.panel.suggestions.retry.failed', {
                reason: tMarketplaces(`errors.${refusal.code}`, { defaultValue: refusal.message }),
              })
            : t('overview.panel.suggestions.retry.queued'),
        );
      },
      onError: () => setMessage(t('overview.bulk.failed')),
    });
  };
  return (
    <>
      <Button type="button" variant="outline" size="sm" isLoading={publish.isPending} onClick={retry}>
        {label}
      </Button>
      <p role="status" className="basis-full text-sm text-muted empty:hidden">
        {message}
      </p>
    </>
  );
}

function Suggestion({
  suggestion,
  slug,
  listingId,
}: {
  suggestion: ListingSuggestion;
  slug: string;
  listingId: string;
}) {
  const { t } = useTranslation('workspace');
  const canPublishEbay = useCanPublishToEbay();
  const channel = suggestion.channel ? t(`overview.channel.${suggestion.channel}`) : '';
  // The listing page is where its owner edits it; support is the public help page.
  const action = {
    edit: { to: paths.listing(slug), label: t('overview.panel.suggestions.editAction') },
    'retry-publish': { to: paths.listing(slug), label: t('overview.panel.suggestions.retryAction') },
    'contact-support': { to: paths.support, label: t('overview.panel.suggestions.supportAction') },
    'refresh-status': { to: paths.listing(slug), label: t('overview.panel.suggestions.refreshAction') },
  }[suggestion.kind];
  const isEbayRetry = suggestion.kind === 'retry-publish' && suggestion.channel === 'ebay' && canPublishEbay;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-2">
      <span>{t(`overview.panel.suggestions.${suggestion.kind}`, { channel })}</span>
      {isEbayRetry ? (
        <RetryEbayButton listingId={listingId} label={action.label} />
      ) : (
        <Button asChild variant="outline" size="sm">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      )}
    </li>
  );
}

function PanelBody({ panel }: { panel: ListingStatusPanel }) {
  const { t } = useTranslation('workspace');
  const language = currentLanguage();
  const date = (value: string) => formatDate(value, language);
  const statusName = (status: string) => t(`overview.status.${status}`);
  const channelName = (channel: string) => t(`overview.channel.${channel}`);
  const stats = Object.entries(panel.stats) as [keyof ListingStatusPanel['stats'], number][];

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <ListingStatusBadge status={panel.listing.status} />
        {panel.listing.moderation && (
          <ListingModerationLink moderation={panel.listing.moderation} listingTitle={panel.listing.title} />
        )}
        <Link to={paths.listing(panel.listing.slug)} className="font-semibold underline">
          {t('overview.panel.openListing')}
        </Link>
      </div>

      <Section title={t('overview.panel.stats.title')}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {stats.map(([key, value]) => (
            <div key={key} className="rounded-lg bg-surface-sunken p-2">
              <dt className="text-sm text-muted">{t(`overview.panel.stats.${key}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatNumber(value, language)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t('overview.panel.suggestions.title')}>
        {panel.suggestions.length === 0 ? (
          <p className="text-muted">{t('overview.panel.suggestions.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {panel.suggestions.map((suggestion) => (
              <Suggestion
                key={`${suggestion.kind}-${suggestion.channel ?? ''}`}
                suggestion={suggestion}
                slug={panel.listing.slug}
                listingId={panel.listing.id}
              />
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('overview.panel.history.title')}>
        {panel.statusHistory.length === 0 ? (
          <p className="text-muted">{t('overview.panel.history.none')}</p>
        ) : (
          <ol className="grid gap-1" aria-label={t('overview.panel.history.title')}>
            {panel.statusHistory.map((entry) => (
              <li key={`${entry.createdAt}-${entry.toStatus}`} className="flex flex-wrap gap-x-2">
                <span className="font-semibold">
                  {t('overview.panel.history.entry', {
                    from: statusName(entry.fromStatus),
                    to: statusName(entry.toStatus),
                  })}
                </span>
                <span className="text-muted">
                  {t('overview.panel.history.by', {
                    actor: t(`overview.panel.history.actor.${entry.actorRole}`),
                  })}
                  {' · '}
                  <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>
                </span>
                {entry.reason && <span className="w-full text-sm">{entry.reason}</span>}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={t('overview.panel.jobs.title')}>
        {panel.publishJobs.length === 0 ? (
          <p className="text-muted">{t('overview.panel.jobs.none')}</p>
        ) : (
          // On a phone the table scrolls sideways: the region takes focus so keyboards can scroll it too.
          <section
            aria-label={t('overview.panel.jobs.title')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand"
          >
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="p-1">
                    {t('overview.panel.jobs.channel')}
                  </th>
                  <th scope="col" className="p-1">
                    {t('overview.panel.jobs.operation')}
                  </th>
                  <th scope="col" className="p-1">
                    {t('overview.panel.jobs.status')}
                  </th>
                  <th scope="col" className="p-1">
                    {t('overview.panel.jobs.attempts')}
                  </th>
                  <th scope="col" className="p-1">
                    {t('overview.panel.jobs.queued')}
                  </th>
                  <th scope="col" className="p-1">
                    {t('overview.panel.jobs.error')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {panel.publishJobs.map((job) => (
                  <tr key={job.id} className="border-b border-line align-top">
                    <td className="p-1">{channelName(job.channel)}</td>
                    <td className="p-1">{t(`overview.panel.jobs.operations.${job.operation}`)}</td>
                    <td className="p-1">{t(`overview.panel.jobs.statuses.${job.status}`)}</td>
                    <td className="p-1 tabular-nums">{job.attempts}</td>
                    <td className="p-1">{date(job.queuedAt)}</td>
                    <td className="p-1">{job.errorMessage ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </Section>

      <Section title={t('overview.panel.events.title')}>
        {panel.marketplaceEvents.length === 0 ? (
          <p className="text-muted">{t('overview.panel.events.none')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {panel.marketplaceEvents.map((event) => (
              <li key={event.id} className="flex flex-wrap gap-x-2">
                <Badge size="sm" variant={event.result === 'SUCCESS' ? 'success' : 'danger'}>
                  {t(`overview.panel.events.${event.result}`)}
                </Badge>
                <span>
                  {channelName(event.channel)} · {event.operation}
                  {event.responseCode !== null ? ` · ${event.responseCode}` : ''}
                </span>
                <time dateTime={event.createdAt} className="text-muted">
                  {date(event.createdAt)}
                </time>
                {event.message && <span className="w-full">{event.message}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('overview.panel.checkout.title')}>
        <ul className="grid gap-2">
          {panel.checkout.map((guidance) =>
            guidance.channel === 'kleinkram' ? (
              <li key="kleinkram" className="grid gap-1">
                <span className="font-semibold">{t('overview.panel.checkout.kleinkram')}</span>
                {!guidance.offersPickup &&
                !guidance.offersSameDay &&
                guidance.shippingOptions.length === 0 ? (
                  <span>{t('overview.panel.checkout.noDelivery')}</span>
                ) : (
                  <span>
                    {[
                      guidance.offersPickup ? t('overview.panel.checkout.pickup') : null,
                      guidance.offersSameDay ? t('overview.panel.checkout.sameDay') : null,
                      guidance.shippingOptions.length > 0
                        ? t('overview.panel.checkout.shipping', { count: guidance.shippingOptions.length })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </li>
            ) : (
              <li key={guidance.channel} className="flex flex-wrap items-center gap-2">
                <span>
                  {t('overview.panel.checkout.external', {
                    channel: channelName(guidance.channel),
                    status: t(`overview.channelStatus.${guidance.status}`),
                  })}
                </span>
                {guidance.url && (
                  <a href={guidance.url} className="underline" target="_blank" rel="noreferrer">
                    {t('overview.panel.checkout.viewExternal', { channel: channelName(guidance.channel) })}
                  </a>
                )}
              </li>
            ),
          )}
        </ul>
      </Section>

      <Section title={t('overview.panel.reviews.title')}>
        {panel.reviewRequests.length === 0 ? (
          <p className="text-muted">{t('overview.panel.reviews.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {panel.reviewRequests.map((request) => (
              <li key={request.orderId} className="grid gap-1 rounded-lg border border-line p-2">
                <span className="font-semibold">
                  {t('overview.panel.reviews.order', { reference: request.orderReference })}
                  {request.completedAt && (
                    <span className="font-normal text-muted">
                      {' '}
                      {t('overview.panel.reviews.completed', { date: date(request.completedAt) })}
                    </span>
                  )}
                </span>
                {request.state === 'available' ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <span>{t('overview.panel.reviews.available')}</span>
                    <Suspense fallback={<Spinner size="sm" isDecorative />}>
                      <RequestReviewButton orderId={request.orderId} />
                    </Suspense>
                  </div>
                ) : request.state === 'cooldown' ? (
                  <span>
                    {t('overview.panel.reviews.cooldown', {
                      date: request.retryAt ? date(request.retryAt) : '–',
                    })}
                  </span>
                ) : (
                  <span>{t('overview.panel.reviews.reviewed')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** The status panel of one listing, addressable as `?panel=<listingId>`. */
export function ListingStatusPanelDialog({
  listingId,
  fallbackTitle,
  onClose,
}: {
  listingId: string | null;
  fallbackTitle: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('workspace');
  const panel = useMyListingStatusPanel(listingId);
  const title = panel.data?.listing.title ?? fallbackTitle;
  return (
    <Dialog open={listingId !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t('overview.panel.title', { title })}
        description={t('overview.panel.description')}
        size="lg"
      >
        {panel.isPending ? (
          <Spinner label={t('overview.panel.loading')} />
        ) : panel.isError ? (
          <Alert variant="danger">{t('overview.panel.loadFailed')}</Alert>
        ) : (
          <PanelBody panel={panel.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
