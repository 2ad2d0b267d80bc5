import {
  actionForSeverity,
  type ChatFilterAction,
  type ChatFilterFinding,
  type ChatSeverity,
  severityRank,
} from '@shared/chat/chat-filter.schema';

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

/**
 * The pre-delivery scam and contact filter (issue 16): normalises the text (number words, spelled
 * "at"/"dot"/"punkt", spacing, homoglyphs, zero-width characters) and finds phone numbers, email
 * addresses, messenger handles, IBANs, external links and off-platform payment or phishing
 * phrases, each with a severity. Pure and synchronous: it runs on every message before delivery.
 */
export function screenMessage(text: string, options: ScreenOptions): ScreenResult {
  const findings = findAll(text, options);
  const severity = findings.reduce<ChatSeverity | null>(
    (highest, finding) =>
      highest === null || severityRank(finding.severity) > severityRank(highest) ? finding.severity : highest,
    null,
  );
  return { action: actionForSeverity(severity), severity, findings };
}

// The detectors arrive with the filter's own work (filter/*); until then nothing is found.
function findAll(_text: string, _options: ScreenOptions): ChatFilterFinding[] {
  return [];
}
