import { formatEuro } from '@shared/format/euro';
import { formatRelativeTime } from '@shared/format/relative-time';
import type { Language } from '@shared/i18n/languages';
import type { ListingCard } from '@shared/listings/listing.schema';
import type { PriceKind } from '@shared/listings/price-kind';
import { MapPin, Truck } from 'lucide-react';
import { escapeHtml, htmlAttributes, iconMarkup } from '../../core/page-markup';
import { serverText } from '../../core/server-texts';

const priceSizes = {
  md: { price: 'text-xl', extra: 'text-sm' },
  lg: { price: 'text-3xl tracking-tight', extra: 'text-base' },
} as const;

/**
 * The web's PriceTag (web/components/ui/price-tag.tsx) as HTML for the first screen (ADR 089):
 * "Free" for give-aways, "VB" after a negotiable price, the earlier price struck through.
 */
export function priceTagMarkup(
  price: { amount: number; previousPrice: number | null; priceKind: PriceKind },
  language: Language,
  size: keyof typeof priceSizes,
): string {
  const styles = priceSizes[size];
  const isFree = price.priceKind === 'free' || price.amount === 0;
  const isReduced = !isFree && price.previousPrice !== null && price.previousPrice > price.amount;
  const text = (key: `ui:${string}`) => escapeHtml(serverText(key, language));
  const parts = [
    `<span class="font-bold tabular-nums ${styles.price} ${isReduced ? 'text-brand' : 'text-ink'}">${
      isFree ? text('ui:price.free') : escapeHtml(formatEuro(price.amount, language))
    }</span>`,
  ];
  if (price.priceKind === 'negotiable' && !isFree) {
    const short = text('ui:price.negotiable');
    const long = text('ui:price.negotiableLong');
    parts.push(
      `<span class="font-medium text-muted ${styles.extra}">${short === long ? short : `<abbr title="${long}">${short}</abbr>`}</span>`,
    );
  }
  if (isReduced && price.previousPrice !== null) {
    parts.push(
      `<span class="text-muted tabular-nums ${styles.extra}"><span class="sr-only">${text('ui:price.previously')} </span><s>${escapeHtml(formatEuro(price.previousPrice, language))}</s></span>`,
    );
  }
  return `<p class="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5">${parts.join('')}</p>`;
}

/**
 * One card of a listing grid as the web's ListingCard draws it (web/components/listing-card.tsx),
 * without the watch heart, which needs the device's watchlist. `isAboveFold`: fetched at once.
 */
export function listingCardMarkup(
  listing: ListingCard,
  options: { language: Language; isAboveFold: boolean; now: Date },
): string {
  const { language, isAboveFold } = options;
  const reserved = listing.isReserved
    ? `<span class="reserved-mark z-[1]">${escapeHtml(serverText('common:listing.reserved', language))}</span>`
    : '';
  const image = listing.thumbnail
    ? `<img ${htmlAttributes({
        src: listing.thumbnail.url,
        alt: listing.thumbnail.altText,
        width: 480,
        height: 360,
        loading: isAboveFold ? 'eager' : 'lazy',
        fetchpriority: isAboveFold ? 'high' : 'auto',
        decoding: 'async',
        class: 'size-full object-cover transition-transform duration-300 group-hover:scale-105',
      })}>`
    : '';
  const shipping = listing.fulfillment.includes('shipping')
    ? `<span class="flex items-center gap-1 text-xs font-medium text-success">${iconMarkup(Truck, 'size-3.5')}${escapeHtml(serverText('common:listing.shippingAvailable', language))}</span>`
    : '';
  const price = priceTagMarkup(
    { amount: listing.price, previousPrice: listing.previousPrice, priceKind: listing.priceKind },
    language,
    'md',
  );
  return `<article class="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-pop"><div class="relative aspect-[4/3] overflow-hidden bg-surface-sunken">${reserved}${image}</div><div class="flex flex-1 flex-col gap-1.5 p-3"><h3 class="line-clamp-2 text-sm font-semibold leading-snug"><a href="/listing/${escapeHtml(listing.slug)}" class="after:absolute after:inset-0 focus-visible:outline-none">${escapeHtml(listing.title)}</a></h3>${price}<div class="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-muted"><span class="flex min-w-0 items-center gap-1">${iconMarkup(MapPin, 'size-3.5 shrink-0')}<span class="truncate">${escapeHtml(listing.city.label)}</span></span><time datetime="${escapeHtml(listing.publishedAt)}">${escapeHtml(formatRelativeTime(listing.publishedAt, language, options.now))}</time></div>${shipping}</div></article>`;
}
