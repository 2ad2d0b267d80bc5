import type { ChatFilterKind, ChatSeverity } from '@shared/chat/chat-filter.schema';
import { type Detection, detectionAt } from './detection';
import type { NormalisedText } from './normalise-text';

/**
 * Links that are not this site's. Any other site warns (low); a link shortener, an address by IP
 * or a host made of "secure"/"verify"/"sendung" words is high; a host that borrows a payment,
 * shipping or marketplace brand without being that brand ("paypal-secure-pay.com",
 * "dhl-sendung.info", "kleinanzeigen-kaeuferschutz.de", "pаypal.com" with a Cyrillic а,
 * punycode) is critical. Messenger links (wa.me, t.me) count as messenger, payment links
 * (paypal.me) as off-platform payment. Read on the `contact` view, so "paypal punkt com" is a link.
 */
const bareTopLevelDomains = new Set(
  'de com net org info eu biz io app shop online site store xyz top club live link click icu pw tk ml ga cf gq cc ly gl su ru cn pl nl fr uk us be it es ch at me co to gg ws page support services help pay'.split(
    ' ',
  ),
);
/** Endings that are also words or abbreviations ("z.B. ca.at"), a link only with a scheme, www or a path. */
const ambiguousTopLevelDomains = new Set([
  'at',
  'me',
  'co',
  'to',
  'it',
  'es',
  'ch',
  'be',
  'us',
  'gg',
  'ws',
  'page',
  'help',
  'pay',
  'live',
  'link',
  'app',
]);

const urlPattern =
  /(?<![\p{L}\p{N}@._-])(?:(https?:\/\/)|(www\.))?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:[\p{L}]{2,24}|xn--[a-z0-9-]+))(?::\d{2,5})?(\/[^\s<>"']*)?/gu;
const ipUrlPattern = /(?<![\p{L}\p{N}.])(?:https?:\/\/)?\d{1,3}(?:\.\d{1,3}){3}(?::\d{2,5})?\/[^\s]*/gu;

const messengerHosts = [
  'wa.me',
  't.me',
  'telegram.me',
  'telegram.dog',
  'signal.me',
  'signal.group',
  'chat.whatsapp.com',
  'api.whatsapp.com',
  'whatsapp.com',
  'm.me',
  'discord.gg',
  'instagram.com',
  'snapchat.com',
  'threema.id',
];
const paymentHosts = [
  'paypal.me',
  'revolut.me',
  'venmo.com',
  'cash.app',
  'wise.com',
  'paysafecard.com',
  'westernunion.com',
  'moneygram.com',
  'skrill.com',
];
const shortenerHosts = [
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'is.gd',
  'ow.ly',
  'cutt.ly',
  'rb.gy',
  'shorturl.at',
  'tiny.cc',
  'buff.ly',
  'rebrand.ly',
  's.id',
  'bl.ink',
  'short.io',
  'lnkd.in',
  'kurzelinks.de',
  'ogy.de',
];

/** Brands scammers borrow, with the hosts that really are theirs. */
const brands: Record<string, string[]> = {
  paypal: ['paypal.com', 'paypal.de', 'paypal.me'],
  dhl: ['dhl.de', 'dhl.com'],
  hermes: ['myhermes.de', 'hermesworld.com', 'hermes.com'],
  dpd: ['dpd.de', 'dpd.com'],
  gls: ['gls-pakete.de', 'gls-group.eu', 'gls-group.com'],
  ups: ['ups.com'],
  kleinanzeigen: ['kleinanzeigen.de'],
  ebay: ['ebay.de', 'ebay.com'],
  vinted: ['vinted.de', 'vinted.com'],
  amazon: ['amazon.de', 'amazon.com'],
  sparkasse: ['sparkasse.de'],
  postbank: ['postbank.de'],
  klarna: ['klarna.com', 'klarna.de'],
  deutschepost: ['deutschepost.de'],
  mastercard: ['mastercard.de', 'mastercard.com'],
  visa: ['visa.de', 'visa.com'],
};
const scamWords =
  /(?:secure|sicher|verif|confirm|bestaetig|bestatig|zahlung|payment|bezahl|pay|sendung|tracking|track|paket|parcel|kaeuferschutz|kauferschutz|buyerprotection|buyer-protection|login|konto|account|support|refund|erstattung|delivery|lieferung|versand|shipping|checkout|escrow|treuhand|safe|geld|money|transfer|wallet|billing|invoice|rechnung)/;

export function detectLinks(text: NormalisedText, siteHost: string): Detection[] {
  const view = text.contact;
  const ownHost = hostWithoutPort(siteHost.toLowerCase());
  const ownLabel = ownHost.split('.').slice(-2, -1)[0] ?? ownHost;
  const detections: Detection[] = [];
  for (const match of view.text.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const host = (match[3] ?? '').replace(/^www\./, '');
    const hasScheme = match[1] !== undefined || match[2] !== undefined;
    const path = match[4] ?? '';
    const topLevel = host.split('.').pop() ?? '';
    const isPunycode = host.split('.').some((label) => label.startsWith('xn--'));
    if (!hasScheme && !isPunycode && !bareTopLevelDomains.has(topLevel)) continue;
    if (
      !hasScheme &&
      !isPunycode &&
      ambiguousTopLevelDomains.has(topLevel) &&
      path.length < 2 &&
      !isKnownHost(host)
    )
      continue;
    if (host === ownHost || host.endsWith(`.${ownHost}`)) continue;
    const written = view.source.slice(view.starts[start] ?? 0, view.ends[end - 1] ?? 0);
    const verdict = judgeHost(host, path, ownLabel, /[^\p{ASCII}]/u.test(written) || isPunycode);
    detections.push(detectionAt(view, start, end, verdict.kind, verdict.severity));
  }
  for (const match of view.text.matchAll(ipUrlPattern)) {
    const start = match.index ?? 0;
    if (hostWithoutPort(match[0]) === ownHost) continue;
    detections.push(detectionAt(view, start, start + match[0].length, 'external-link', 'high'));
  }
  return detections;
}

export function hostWithoutPort(host: string): string {
  return host
    .replace(/^https?:\/\//, '')
    .replace(/[:/].*$/, '')
    .replace(/^www\./, '');
}

function isKnownHost(host: string): boolean {
  return [...messengerHosts, ...paymentHosts, ...shortenerHosts].some(
    (known) => host === known || host.endsWith(`.${known}`),
  );
}

function matchesHost(host: string, list: string[]): boolean {
  return list.some((known) => host === known || host.endsWith(`.${known}`));
}

/** Digits standing for letters in a host ("paypa1", "dh1"). */
function withoutLeet(value: string): string[] {
  const base = value
    .replace(/0/g, 'o')
    .replace(/3/g, 'e')
    .replace(/4/g, 'a')
    .replace(/5/g, 's')
    .replace(/7/g, 't');
  return [base.replace(/1/g, 'l'), base.replace(/1/g, 'i')];
}

interface HostVerdict {
  kind: ChatFilterKind;
  severity: ChatSeverity;
}

function judgeHost(host: string, path: string, ownLabel: string, isDisguised: boolean): HostVerdict {
  if (matchesHost(host, messengerHosts)) return { kind: 'messenger', severity: 'high' };
  if (
    matchesHost(host, paymentHosts) ||
    (/paypal\.(?:com|de)$/.test(host) && /paypalme|\/pools?\//.test(path))
  ) {
    return { kind: 'off-platform-payment', severity: 'high' };
  }
  if (isDisguised) return { kind: 'external-link', severity: 'critical' };
  if (matchesHost(host, shortenerHosts)) return { kind: 'external-link', severity: 'high' };
  const name = host.replace(/\.[^.]+$/, '');
  const readings = withoutLeet(name.replace(/[-.]/g, ''));
  const borrowsOwnName =
    ownLabel.length >= 4 && readings.some((reading) => reading.includes(ownLabel.replace(/-/g, '')));
  if (borrowsOwnName) return { kind: 'external-link', severity: 'critical' };
  for (const [brand, official] of Object.entries(brands)) {
    if (!readings.some((reading) => containsBrand(reading, name, brand))) continue;
    if (matchesHost(host, official)) return { kind: 'external-link', severity: 'low' };
    return { kind: 'external-link', severity: 'critical' };
  }
  if (scamWords.test(name)) return { kind: 'external-link', severity: 'high' };
  return { kind: 'external-link', severity: 'low' };
}

/** Short brands ("ups", "dpd", "gls", "dhl") count only as a whole label or a hyphenated part. */
function containsBrand(reading: string, name: string, brand: string): boolean {
  if (brand.length > 4) return reading.includes(brand);
  return name
    .split(/[-.]/)
    .some((part) => withoutLeet(part).includes(brand) && part.length <= brand.length + 1);
}
