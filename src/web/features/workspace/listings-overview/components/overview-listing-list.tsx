import type { SellerListingRow } from '@shared/seller-listings/seller-listings.schema';
import { Activity, CheckCircle2, CircleAlert, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingModerationLink } from '../../../../components/listing-moderation-notice';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { formatDate, formatPrice } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { ListingStatusBadge, MarketplaceChips } from './listing-status-badge';

export interface OverviewListProps {
  listings: SellerListingRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, isOn: boolean) => void;
  onToggleAll: (isOn: boolean) => void;
  onOpenPanel: (id: string) => void;
}

function Thumbnail({ listing }: { listing: SellerListingRow }) {
  return listing.thumbnail ? (
    <img
      src={listing.thumbnail.url}
      alt=""
      width={48}
      height={48}
      className="size-12 shrink-0 rounded-lg object-cover"
      loading="lazy"
    />
  ) : (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-surface-sunken">
      <ImageOff aria-hidden className="size-5 text-muted" />
    </span>
  );
}

function TrustSignals({ listing }: { listing: SellerListingRow }) {
  const { t } = useTranslation('workspace');
  const signals = [
    {
      isOk: listing.trust.photoCount > 0,
      text: t('overview.trust.photos', { count: listing.trust.photoCount }),
    },
    {
      isOk: listing.trust.hasAltText,
      text: listing.trust.hasAltText ? t('overview.trust.altText') : t('overview.trust.noAltText'),
    },
    {
      isOk: listing.trust.hasDescription,
      text: listing.trust.hasDescription
        ? t('overview.trust.description')
        : t('overview.trust.noDescription'),
    },
    {
      isOk: listing.trust.hasFulfilment,
      text: listing.trust.hasFulfilment ? t('overview.trust.fulfilment') : t('overview.trust.noFulfilment'),
    },
  ];
  return (
    <ul className="grid gap-0.5 text-sm">
      {signals.map((signal) => (
        <li key={signal.text} className="flex items-center gap-1.5">
          {signal.isOk ? (
            <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
          ) : (
            <CircleAlert aria-hidden className="size-4 shrink-0 text-warning" />
          )}
          {signal.text}
        </li>
      ))}
    </ul>
  );
}

/** The status, and for a listing moderation restricted or removed the way to the decision's reasons. */
function StatusCell({ listing }: { listing: SellerListingRow }) {
  return (
    <>
      <ListingStatusBadge status={listing.status} />
      {listing.moderation && (
        <ListingModerationLink moderation={listing.moderation} listingTitle={listing.title} />
      )}
    </>
  );
}

function StatusButton({ listing, onOpen }: { listing: SellerListingRow; onOpen: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      leadingIcon={<Activity />}
      aria-label={t('overview.table.statusButtonLabel', { title: listing.title })}
      onClick={onOpen}
    >
      {t('overview.table.statusButton')}
    </Button>
  );
}

/** A table from md up; stacked cards below, so a phone never scrolls sideways. */
export function OverviewListingList({
  listings,
  selected,
  onToggle,
  onToggleAll,
  onOpenPanel,
}: OverviewListProps) {
  const { t } = useTranslation('workspace');
  const language = currentLanguage();
  const selectedOnPage = listings.filter((listing) => selected.has(listing.id)).length;
  const allState =
    selectedOnPage === 0 ? false : selectedOnPage === listings.length ? true : ('indeterminate' as const);
  const price = (listing: SellerListingRow) => formatPrice(listing.price, language);

  return (
    <>
      <div className="hidden md:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t('overview.table.caption')}</caption>
          <thead>
            <tr className="border-b border-line text-sm text-muted">
              <th scope="col" className="w-10 p-2">
                <Checkbox
                  aria-label={t('overview.table.selectAll')}
                  checked={allState}
                  onCheckedChange={(checked) => onToggleAll(checked === true)}
                />
              </th>
              <th scope="col" className="p-2 font-semibold">
                {t('overview.table.listing')}
              </th>
              <th scope="col" className="p-2 font-semibold">
                {t('overview.table.status')}
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                {t('overview.table.price')}
              </th>
              <th scope="col" className="p-2 font-semibold">
                {t('overview.table.marketplaces')}
              </th>
              <th scope="col" className="p-2 font-semibold">
                {t('overview.table.trust')}
              </th>
              <th scope="col" className="p-2 font-semibold">
                {t('overview.table.updated')}
              </th>
              <th scope="col" className="p-2 font-semibold">
                <span className="sr-only">{t('overview.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listings.map((listing) => (
              <tr key={listing.id} className="border-b border-line align-top">
                <td className="p-2">
                  <Checkbox
                    aria-label={t('overview.table.selectOne', { title: listing.title })}
                    checked={selected.has(listing.id)}
                    onCheckedChange={(checked) => onToggle(listing.id, checked === true)}
                  />
                </td>
                <td className="p-2">
                  <div className="flex min-w-0 items-center gap-3">
                    <Thumbnail listing={listing} />
                    <Link
                      to={paths.listing(listing.slug)}
                      className="font-semibold break-words hover:underline"
                    >
                      {listing.title}
                    </Link>
                  </div>
                </td>
                <td className="p-2">
                  <div className="flex flex-col items-start gap-1">
                    <StatusCell listing={listing} />
                  </div>
                </td>
                <td className="p-2 text-right tabular-nums">{price(listing)}</td>
                <td className="p-2">
                  <MarketplaceChips marketplaces={listing.marketplaces} />
                </td>
                <td className="p-2">
                  <TrustSignals listing={listing} />
                </td>
                <td className="p-2 text-sm whitespace-nowrap">
                  <time dateTime={listing.updatedAt}>{formatDate(listing.updatedAt, language)}</time>
                </td>
                <td className="p-2">
                  <StatusButton listing={listing} onOpen={() => onOpenPanel(listing.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="grid gap-3 md:hidden">
        <Checkbox
          label={t('overview.table.selectAll')}
          checked={allState}
          onCheckedChange={(checked) => onToggleAll(checked === true)}
        />
        <ul className="grid gap-3" aria-label={t('overview.table.caption')}>
          {listings.map((listing) => (
            <li
              key={listing.id}
              className="grid min-w-0 gap-3 rounded-card border border-line bg-surface p-3"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Checkbox
                  aria-label={t('overview.table.selectOne', { title: listing.title })}
                  checked={selected.has(listing.id)}
                  onCheckedChange={(checked) => onToggle(listing.id, checked === true)}
                  className="mt-3"
                />
                <Thumbnail listing={listing} />
                <div className="grid min-w-0 flex-1 gap-1">
                  <Link
                    to={paths.listing(listing.slug)}
                    className="font-semibold break-words hover:underline"
                  >
                    {listing.title}
                  </Link>
                  <span className="tabular-nums">{price(listing)}</span>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusCell listing={listing} />
                <MarketplaceChips marketplaces={listing.marketplaces} />
              </div>
              <TrustSignals listing={listing} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-muted">
                  {t('overview.table.updatedOn', { date: formatDate(listing.updatedAt, language) })}
                </span>
                <StatusButton listing={listing} onOpen={() => onOpenPanel(listing.id)} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
