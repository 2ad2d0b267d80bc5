/** What the recovery-code file says around the codes; the caller passes the translated texts. */
export interface RecoveryCodesFileTexts {
  title: string;
  /** e.g. "Account: ben@example.org" */
  account: string;
  /** e.g. "Created: 21 November 2026, 10:00" */
  created: string;
  /** How to use and keep the codes; one paragraph. */
  instructions: string;
}

export const recoveryCodesFileName = 'kleinkram-recovery-codes.txt';

/**
 * The downloadable .txt: a heading, the account, when the codes were made, how to use them, then
 * one numbered code per line. CRLF line ends, so Notepad shows the lines too.
 */
export function recoveryCodesFileText(codes: readonly string[], texts: RecoveryCodesFileTexts): string {
  const width = String(codes.length).length;
  const lines = [
    texts.title,
    '='.repeat(texts.title.length),
    '',
    texts.account,
    texts.created,
    '',
    texts.instructions,
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(width, ' ')}. ${code}`),
    '',
  ];
  return lines.join('\r\n');
}

/** The codes alone, one per line, for the clipboard. */
export function recoveryCodesClipboardText(codes: readonly string[]): string {
  return codes.join('\n');
}

/** Saves text as a file through a temporary object URL (no network, so the CSP does not object). */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers start the download asynchronously; give them a moment before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
