import {
  actionForSeverity,
  type ChatFilterAction,
  type ChatFilterFinding,
  type ChatSeverity,
  severityRank,
} from '@shared/chat/chat-filter.schema';
import { detectEmail } from './detect-email';
import { detectIban } from './detect-iban';
import { detectLinks, hostWithoutPort } from './detect-links';
import { detectMessenger } from './detect-messenger';
import { detectPaymentPhrases } from './detect-payment-phrases';
import { detectPhone } from './detect-phone';
import type { Detection } from './detection';
import { normaliseText } from './normalise-text';

export interface ScreenOptions {
  /** This site's host (from PUBLIC_URL): links to it are not external. */
  siteHost: string;
}

export interface ScreenResult {
  action: ChatFilterAction;
  /** The highest severity found; null for a clean message. */
  severity: ChatSeverity | null;
  findings: ChatFilterFinding[];
}

/** Longer messages are screened in full, but a pathological one cannot stall delivery. */
const maximumScreenedLength = 20_000;

/**
 * The pre-delivery scam and contact filter (issue 16, ADR 052): normalises the text (number words,
 * spelled "at"/"dot"/"punkt", spacing, homoglyphs, zero-width characters) and finds phone numbers,
 * email addresses, messenger handles, IBANs, external links and off-platform payment or phishing
 * phrases, each with a severity. Pure and synchronous: it runs on every message before delivery.
 */
export function screenMessage(text: string, options: ScreenOptions): ScreenResult {
  const findings = findAll(text.slice(0, maximumScreenedLength), options);
  const severity = findings.reduce<ChatSeverity | null>(
    (highest, finding) =>
      highest === null || severityRank(finding.severity) > severityRank(highest) ? finding.severity : highest,
    null,
  );
  return { action: actionForSeverity(severity), severity, findings };
}

function findAll(text: string, options: ScreenOptions): ChatFilterFinding[] {
  if (text.trim().length === 0) return [];
  const normalised = normaliseText(text);
  const ibans = detectIban(normalised);
  const emails = detectEmail(normalised, hostWithoutPort(options.siteHost.toLowerCase()));
  const links = detectLinks(normalised, options.siteHost).filter(
    (link) => !emails.some((email) => overlaps(email, link)),
  );
  const phones = detectPhone(normalised).filter((phone) => !ibans.some((iban) => overlaps(iban, phone)));
  const messengers = detectMessenger(normalised).filter(
    (messenger) => !emails.some((email) => overlaps(email, messenger)),
  );
  // A number or address next to a messenger name is a hand-off, whatever words surround it.
  if (messengers.length > 0) {
    for (const contact of [...phones, ...emails]) {
      if (severityRank(contact.severity) < severityRank('high')) contact.severity = 'high';
    }
  }
  const hasExternalLink = links.some((link) => link.kind === 'external-link');
  const phrases = detectPaymentPhrases(normalised, hasExternalLink);
  return mergeDetections([...ibans, ...phones, ...emails, ...messengers, ...links, ...phrases]);
}

function overlaps(first: Detection, second: Detection): boolean {
  return first.sourceStart < second.sourceEnd && second.sourceStart < first.sourceEnd;
}

/** One finding per kind and place: the strongest reading of an overlapping stretch wins. */
function mergeDetections(detections: Detection[]): ChatFilterFinding[] {
  const kept: Detection[] = [];
  for (const detection of detections) {
    const twin = kept.find((other) => other.kind === detection.kind && overlaps(other, detection));
    if (twin === undefined) {
      kept.push(detection);
      continue;
    }
    if (severityRank(detection.severity) > severityRank(twin.severity)) kept[kept.indexOf(twin)] = detection;
  }
  return kept
    .sort((first, second) => first.sourceStart - second.sourceStart)
    .map(({ kind, severity, match }) => ({ kind, severity, match }));
}
