import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import { availabilityOf } from '@shared/listings/listing-status';
import { toEuros } from '@shared/pricing/cents';
import { ChevronRight, ImageOff, MapPin, Sparkles } from 'lucide-react';
import { escapeHtml, htmlAttributes, iconMarkup } from '../../core/page-markup';
import { serverText } from '../../core/server-texts';
import { mediaUrl } from '../media/media-url';
import { priceTagMarkup } from './listing-card-markup';
import { cheapestShipping, listingBadgesOf } from './listing-detail.presenter';
import type { ListingPageHeadRow } from './listing-page-head.repository';

type Text = (key: `listing-detail:${string}`, params?: Record<string, string | number>) => string;

/** The category path as the web's ListingBreadcrumb links it. */
function breadcrumbMarkup(categoryId: string, language: Language, text: Text): string {
  const steps = (findTaxonomyCategory(categoryId)?.path ?? [categoryId]).map((id) => {
    const category = findTaxonomyCategory(id);
    const name = category?.name[language] ?? id;
    return `<li class="flex items-center gap-1">${iconMarkup(ChevronRight, 'size-3.5')}<a href="/categories/${escapeHtml(category?.slug ?? id)}" class="hover:text-ink hover:underline">${escapeHtml(name)}</a></li>`;
  });
  return `<nav aria-label="${text('listing-detail:breadcrumb')}"><ol class="flex flex-wrap items-center gap-1 text-sm text-muted"><li><a href="/" class="hover:text-ink hover:underline">${text('listing-detail:home')}</a></li>${steps.join('')}</ol></nav>`;
}

/**
 * The gallery's first picture as ListingGallery shows it: the same detail variant, size and
 * fetch priority (it is the page's LCP element). The zoom and arrows need the app, so the
 * picture is not a button yet; the thumbnail row keeps its room.
 */
function galleryMarkup(row: ListingPageHeadRow, text: Text): string {
  const image = row.image;
  if (!image) {
    return `<div class="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-card bg-surface-sunken text-muted">${iconMarkup(ImageOff, 'size-8')}<p>${text('listing-detail:gallery.noImage')}</p></div>`;
  }
  const picture = `<img ${htmlAttributes({
    src: mediaUrl(image.storageKey, 'detail'),
    alt: image.altText,
    width: image.width,
    height: image.height,
    fetchpriority: 'high',
    draggable: 'false',
    class: 'aspect-[4/3] w-full object-contain',
  })}>`;
  const thumbnails =
    image.count > 1
      ? `<ul aria-hidden="true" class="flex gap-2 overflow-x-auto p-1">${'<li><span class="block size-16 overflow-hidden rounded-lg bg-surface-sunken"></span></li>'.repeat(image.count)}</ul>`
      : '';
  return `<section aria-label="${text('listing-detail:gallery.label')}" class="space-y-3"><div class="relative overflow-hidden rounded-card bg-surface-sunken touch-pan-y select-none"><div class="group block w-full">${picture}</div><p class="absolute bottom-3 left-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">${text('listing-detail:gallery.counter', { current: 1, total: image.count })}</p></div>${thumbnails}</section>`;
}

const badgeClasses = {
  neutral: 'bg-surface-sunken text-muted ring-line',
  brand: 'bg-brand-soft text-brand-strong ring-brand/20',
  info: 'bg-info-soft text-info ring-info/20',
  warning: 'bg-warning-soft text-warning ring-warning/20',
};
const badge = (variant: keyof typeof badgeClasses, label: string) =>
  `<span class="inline-flex shrink-0 items-center rounded-full font-semibold whitespace-nowrap ring-1 ring-inset [&amp;_svg]:shrink-0 ${badgeClasses[variant]} h-6 gap-1.5 px-2.5 text-xs [&amp;_svg]:size-3.5">${label}</span>`;

const fact = (icon: string, content: string) =>
  `<li class="flex items-center gap-1.5"><span aria-hidden="true" class="text-muted">${icon}</span><span>${content}</span></li>`;

/** Badges, title, price, condition and place as ListingOverview starts; the facts that need more data follow with the app. */
function overviewMarkup(row: ListingPageHeadRow, language: Language, text: Text, now: Date): string {
  const availability = availabilityOf(row);
  const price = priceTagMarkup(
    {
      amount: toEuros(row.priceCents),
      previousPrice: row.previousPriceCents === null ? null : toEuros(row.previousPriceCents),
      priceKind: row.priceKind,
    },
    language,
    'lg',
  );
  // Top seller needs the seller's trust figures, which the head's query does not read.
  const listingBadges = listingBadgesOf(row, { shipping: cheapestShipping(row), isTopSeller: false, now });
  const badgeList =
    listingBadges.length > 0
      ? `<ul class="flex flex-wrap gap-2">${listingBadges
          .map(
            (name) =>
              `<li>${badge(name === 'priceDropped' ? 'brand' : 'info', text(`listing-detail:badges.${name}`))}</li>`,
          )
          .join('')}</ul>`
      : '';
  const badges = [
    row.priceKind === 'fixed' ? badge('neutral', text('listing-detail:priceKind.fixed')) : '',
    availability === 'available' ? '' : badge('warning', text(`listing-detail:availability.${availability}`)),
  ].join('');
  const facts = [
    fact(
      iconMarkup(Sparkles, 'size-4'),
      `${text('listing-detail:condition.label')}: <strong>${text(`listing-detail:condition.${row.condition}`)}</strong>`,
    ),
    fact(
      iconMarkup(MapPin, 'size-4'),
      `<span class="sr-only">${text('listing-detail:facts.location')}: </span>${escapeHtml(row.cityLabel)}`,
    ),
  ].join('');
  return `<div class="space-y-4">${badgeList}<h1 class="text-2xl font-extrabold tracking-tight sm:text-3xl">${escapeHtml(row.title)}</h1><div class="flex flex-wrap items-baseline gap-x-3 gap-y-1">${price}${badges}</div><ul class="grid gap-2 text-sm sm:grid-cols-2" aria-label="${text('listing-detail:facts.label')}">${facts}</ul></div>`;
}

/**
 * The listing page's first screen (ADR 089) in ListingDetailPage's layout: breadcrumb, the
 * gallery's lead picture, title, price, condition and place, from the head's one query. Sold
 * listings get none: their page opens with a banner the query does not know enough to draw.
 */
export function listingFirstScreen(row: ListingPageHeadRow, language: Language): string | undefined {
  if (row.soldAt !== null) return undefined;
  const text: Text = (key, params = {}) => escapeHtml(serverText(key, language, params));
  return `<article class="mx-auto max-w-7xl space-y-8 px-4 pt-4 pb-6 lg:space-y-10 lg:py-6">${breadcrumbMarkup(row.categoryId, language, text)}<div class="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-8"><div class="lg:col-start-1 lg:row-start-1">${galleryMarkup(row, text)}</div><div class="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">${overviewMarkup(row, language, text, new Date())}</div></div></article>`;
}
