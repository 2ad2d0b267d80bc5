import type { Language } from '@shared/i18n/languages';
import { BarChart3, Search } from 'lucide-react';
import { escapeHtml, htmlAttributes, iconMarkup } from '../core/page-markup';
import { serverText } from '../core/server-texts';

const logo =
  '<svg viewBox="0 0 64 64" class="size-9" aria-hidden="true"><rect width="64" height="64" rx="14" class="fill-brand"></rect><path d="M18 44V20h6v10l10-10h8L31 31l12 13h-8l-11-11v11z" class="fill-on-brand"></path></svg>';

/**
 * The public layout's header as it first appears (web/app/header/site-header.tsx), in the
 * classes the web uses so it takes the same space: the logo, a search form that also works
 * without JavaScript (a GET to /search, as the web's search page reads it), and the place and
 * account areas as empty boxes of their size, since they depend on the device and the session.
 */
function headerMarkup(language: Language): string {
  const text = (key: `common:${string}`) => escapeHtml(serverText(key, language));
  const menuLink = (href: string, label: string, tone: 'font-medium' | 'font-semibold text-brand') =>
    `<li><a href="${href}" class="block rounded-lg px-3 py-2 text-sm ${tone} hover:bg-surface-sunken">${label}</a></li>`;
  return `<header class="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
<div class="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:flex-nowrap md:py-3">
<a href="/" class="flex items-center gap-2 rounded-lg" aria-label="${text('common:layout.homeLink')}">${logo}<span class="hidden text-xl font-extrabold tracking-tight sm:inline">Kleinkram</span></a>
<div class="order-last flex w-full min-w-0 items-center gap-2 md:order-none md:w-auto md:flex-1 md:gap-3">
<search class="relative block min-w-0 flex-1"><form action="/search" method="get"><label for="first-screen-search" class="sr-only">${text('common:header.searchLabel')}</label>${iconMarkup(Search, 'pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted')}<input id="first-screen-search" name="query" type="search" autocomplete="off" enterkeyhint="search" placeholder="${text('common:header.searchPlaceholder')}" class="h-11 w-full rounded-xl border border-line bg-surface-sunken pr-24 pl-10 text-base text-ink placeholder:text-muted focus:border-brand focus:bg-surface"><button type="submit" class="absolute top-1 right-1 h-9 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand hover:bg-brand-strong">${text('common:header.searchSubmit')}</button></form></search>
<div aria-hidden="true" class="inline-flex h-11 max-w-56 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-line bg-surface px-2.5 md:h-10 md:min-w-0"></div>
</div>
<div aria-hidden="true" class="ml-auto flex h-10 items-center md:ml-0"></div>
</div>
<div class="mx-auto hidden max-w-7xl px-4 pb-2 md:block"><nav aria-label="${text('common:header.categoriesNav')}" class="relative"><ul class="flex items-center gap-1">${menuLink('/categories', text('common:header.allCategories'), 'font-medium')}${menuLink('/deals', text('common:header.deals'), 'font-semibold text-brand')}${menuLink('/search?priceKind=free', text('common:header.giveAways'), 'font-medium')}</ul></nav></div>
</header>`;
}

const consentButton =
  'inline-flex min-h-10 max-w-full items-center justify-center gap-2 rounded-xl border border-line-strong bg-surface px-4 py-1.5 text-center text-sm font-semibold text-ink select-none hover:border-muted hover:bg-surface-sunken';

/**
 * The analytics consent banner as the app draws it for an undecided guest
 * (web/features/analytics/components/analytics-consent-banner.tsx), hidden unless
 * /theme-init.js found no choice and no session on the device before the first paint. Drawn with
 * the first screen so the banner, the largest text on a phone, is not painted seconds later by the
 * app (it was the pages' Largest Contentful Paint). Its buttons work before the app starts: the
 * same script records the choice on the device as the app would (ADR 091).
 */
function consentBannerMarkup(language: Language): string {
  const text = (key: `analytics:banner.${string}`) => escapeHtml(serverText(key, language));
  const choice = (state: 'denied' | 'granted', label: string) =>
    `<button type="button" data-first-screen-consent="${state}" class="${consentButton}">${label}</button>`;
  return `<section id="first-screen-consent" aria-labelledby="first-screen-consent-title" aria-describedby="first-screen-consent-text" class="fixed inset-x-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-40 mx-auto hidden max-w-2xl rounded-2xl border border-line bg-surface-raised p-4 shadow-pop md:bottom-24 [.consent-pending_&]:block"><div class="flex items-start gap-3">${iconMarkup(BarChart3, 'mt-0.5 size-5 shrink-0 text-brand')}<div class="grid min-w-0 flex-1 gap-2"><h2 id="first-screen-consent-title" class="text-sm font-semibold">${text('analytics:banner.title')}</h2><p id="first-screen-consent-text" class="text-sm text-muted">${text('analytics:banner.text')} <a href="/legal/privacy" class="font-medium text-brand underline underline-offset-2">${text('analytics:banner.privacyLink')}</a></p><div class="mt-1 grid grid-cols-2 gap-2 sm:flex sm:justify-end">${choice('denied', text('analytics:banner.decline'))}${choice('granted', text('analytics:banner.accept'))}</div></div></div></section>`;
}

/**
 * The page's first screen inside the public layout (web/app/layouts/public-layout.tsx): skip
 * link, header, and the page's own markup in <main>. React replaces all of it with the same
 * picture when it renders (ADR 089).
 */
export function firstScreenMarkup(pageMarkup: string, language: Language): string {
  const skip = escapeHtml(serverText('common:layout.skipToContent', language));
  return `<div class="flex min-h-dvh flex-col pb-16 md:pb-0"><a href="#main-content" class="sr-only z-50 rounded-lg bg-brand px-4 py-2 font-medium text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3">${skip}</a>
${headerMarkup(language)}
<main id="main-content" tabindex="-1" class="flex-1 focus:outline-none">${pageMarkup}</main></div>
${consentBannerMarkup(language)}`;
}

const emptyRoot = '<div id="root"></div>';
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's entry and its module preloads handed to /start-app-after-paint.js, which adds them
 * once the browser has painted the first screen: otherwise the scripts, fetched and run before
 * the first paint, hold it back (Lighthouse counts their CPU time into FCP and LCP).
 */
function withAppStartAfterPaint(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const starter = `<script src="/start-app-after-paint.js" ${htmlAttributes({
    'data-entry': entry,
    'data-preloads': preloads.join(' '),
  })} defer></script>`;
  return html.replace(modulePreload, '').replace(entryScript, () => starter);
}

/**
 * The shell with the first screen in the app's root element (the template must hold an empty
 * one), and the app's scripts started after its first paint.
 */
export function withFirstScreen(html: string, pageMarkup: string | undefined, language: Language): string {
  if (!pageMarkup || !html.includes(emptyRoot)) return html;
  const withMarkup = html.replace(
    emptyRoot,
    () => `<div id="root">${firstScreenMarkup(pageMarkup, language)}</div>`,
  );
  return withAppStartAfterPaint(withMarkup);
}
