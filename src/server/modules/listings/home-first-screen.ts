import type { Language } from '@shared/i18n/languages';
import { Camera, Mic, ShieldCheck } from 'lucide-react';
import { escapeHtml, iconMarkup } from '../../core/page-markup';
import { serverText } from '../../core/server-texts';
import type { Db } from '../../db/database';
import { listingCardMarkup } from './listing-card-markup';
import { listRecentListings } from './listings.service';

/** Enough cards for the grid's first row at its widest (six columns from xl up). */
const firstRowCards = 6;
/** The web's "Freshly listed" loads its first two cards eagerly (ADR 049): the LCP on phones. */
const eagerCards = 2;

type Text = (key: `common:home.${string}`) => string;

/** HomeHero (web/features/home/components/home-hero.tsx) as HTML. */
function heroMarkup(text: Text): string {
  const steps = (['photo', 'speak', 'publish'] as const)
    .map(
      (step, index) =>
        `<li class="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised px-4 py-2 shadow-card"><span class="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand">${index + 1}</span><div><p class="font-semibold">${text(`common:home.hero.steps.${step}.title`)}</p><p class="text-sm text-muted">${text(`common:home.hero.steps.${step}.text`)}</p></div></li>`,
    )
    .join('');
  return `<section aria-labelledby="home-hero-title" class="relative overflow-hidden border-b border-line bg-surface"><div aria-hidden="true" class="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,var(--brand-soft),transparent_45%),radial-gradient(circle_at_85%_80%,var(--info-soft),transparent_40%)]"></div><div class="relative mx-auto grid max-w-7xl gap-8 px-4 py-5 md:grid-cols-[1.2fr_1fr] md:py-6"><div><p class="hidden items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand sm:inline-flex">${iconMarkup(Mic, 'size-4')}${text('common:home.hero.badge')}</p><h1 id="home-hero-title" class="text-2xl font-extrabold tracking-tight text-balance sm:mt-3 sm:text-3xl lg:text-4xl">${text('common:home.hero.title')}</h1><p class="mt-3 hidden max-w-xl text-muted sm:block md:hidden">${text('common:home.hero.subtitle')}</p><div aria-hidden="true" class="mt-5 hidden h-11 max-w-xl md:block"></div><div class="mt-4 flex flex-wrap gap-2 sm:gap-3 md:mt-6"><a href="/sell" class="inline-flex h-11 items-center gap-2 rounded-xl bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong sm:px-6">${iconMarkup(Camera, 'size-5')}${text('common:home.hero.sell')}</a><a href="/categories" class="inline-flex h-11 items-center rounded-xl border border-line-strong bg-surface px-4 font-semibold hover:bg-surface-sunken sm:px-6">${text('common:home.hero.browse')}</a></div></div><ol class="hidden content-center gap-2 md:grid" aria-label="${text('common:home.hero.stepsLabel')}">${steps}<li class="flex items-center gap-2 px-1 text-sm text-muted">${iconMarkup(ShieldCheck, 'size-4 text-success')}${text('common:home.hero.noFees')}</li></ol></div></section>`;
}

/**
 * The home page's first screen (ADR 089) and its lead picture (ADR 044), from the one feed query
 * the home page's shell already made: the hero, then "Freshly listed" with its first row of cards
 * in HomeFeedSection's markup. The app's render then adds the rest of the feed and the sections
 * below, all under the first screen.
 */
export async function homePageFirstScreen(
  db: Db,
  language: Language,
): Promise<{ leadImageUrl: string | null; firstScreen: string }> {
  const listings = await listRecentListings(db, firstRowCards);
  const text: Text = (key) => escapeHtml(serverText(key, language));
  const title = text('common:home.recent.title');
  const seeAll = escapeHtml(serverText('common:home.feed.seeAll', language));
  const now = new Date();
  const cards = listings
    .map(
      (listing, index) =>
        `<li>${listingCardMarkup(listing, { language, isAboveFold: index < eagerCards, now })}</li>`,
    )
    .join('');
  const grid =
    listings.length > 0
      ? `<ul class="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">${cards}</ul>`
      : `<p class="mt-4 rounded-xl bg-surface-sunken p-4 text-sm text-muted">${text('common:home.recent.empty')}</p>`;
  const feed = `<section aria-labelledby="home-recent-title"><div class="flex items-end justify-between gap-4"><div><h2 id="home-recent-title" class="text-2xl font-bold tracking-tight">${title}</h2><p class="text-sm text-muted">${text('common:home.recent.subtitle')}</p></div><a href="/search?sort=new" aria-label="${seeAll}: ${title}" class="shrink-0 text-sm font-semibold text-brand hover:underline">${seeAll}</a></div>${grid}</section>`;
  return {
    leadImageUrl: listings[0]?.thumbnail?.url ?? null,
    firstScreen: `${heroMarkup(text)}<div class="mx-auto max-w-7xl space-y-10 px-4 py-6 md:space-y-14">${feed}</div>`,
  };
}
