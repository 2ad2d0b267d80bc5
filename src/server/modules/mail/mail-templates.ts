import type { Language } from '@shared/i18n/languages';
import { serverText, serverTextList, type TextKey, type TextParams } from '../../core/server-texts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string[];
}

type MailName = 'verifyEmail' | 'alreadyRegistered' | 'passwordReset' | 'savedSearchAlert';

/** A mail's texts from the server-mail catalogue (ADR 039), with its link as the action. */
function mailContent(
  name: MailName,
  language: Language,
  actionUrl: string,
  params: TextParams = {},
): MailContent {
  return {
    subject: serverText(`server-mail:${name}.subject`, language, params),
    greeting: serverText('server-mail:greeting', language),
    paragraphs: serverTextList(`server-mail:${name}.paragraphs`, language, params),
    action: { label: serverText(`server-mail:${name}.action`, language, params), url: actionUrl },
    closing: serverTextList(`server-mail:${name}.closing`, language, params),
  };
}

function renderNamedMail(name: MailName, language: Language, actionUrl: string, params?: TextParams) {
  return renderMail(
    mailContent(name, language, actionUrl, params),
    serverText('server-mail:signature', language),
  );
}

export function renderVerifyEmailMail(language: Language, input: { link: string }): RenderedMail {
  return renderNamedMail('verifyEmail', language, input.link);
}

export function renderAlreadyRegisteredMail(
  language: Language,
  input: { loginUrl: string; resetPasswordUrl: string },
): RenderedMail {
  return renderNamedMail('alreadyRegistered', language, input.loginUrl, {
    resetPasswordUrl: input.resetPasswordUrl,
  });
}

export function renderPasswordResetMail(language: Language, input: { link: string }): RenderedMail {
  return renderNamedMail('passwordReset', language, input.link);
}

export function renderSavedSearchAlertMail(
  language: Language,
  input: { label: string; listingTitle: string; priceText: string; listingUrl: string; resultsUrl: string },
): RenderedMail {
  return renderNamedMail('savedSearchAlert', language, input.listingUrl, {
    label: input.label,
    listingTitle: input.listingTitle,
    priceText: input.priceText,
    resultsUrl: input.resultsUrl,
  });
}

/**
 * A mail whose texts live in another server catalogue (e.g. `server-chat:mail.message`): its
 * `subject`, `paragraphs`, `action` and `closing`, framed like every other mail.
 */
export function renderCatalogueMail(
  prefix: TextKey,
  language: Language,
  actionUrl: string,
  params: TextParams = {},
): RenderedMail {
  return renderMail(
    {
      subject: serverText(`${prefix}.subject`, language, params),
      greeting: serverText('server-mail:greeting', language),
      paragraphs: serverTextList(`${prefix}.paragraphs`, language, params),
      action: { label: serverText(`${prefix}.action`, language, params), url: actionUrl },
      closing: serverTextList(`${prefix}.closing`, language, params),
    },
    serverText('server-mail:signature', language),
  );
}

function renderMail(content: MailContent, signatureLine: string): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...content.closing.flatMap((paragraph) => [paragraph, '']),
    signatureLine,
  ].join('\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#c2410c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#c2410c">Kleinkram</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${content.closing.map(paragraph).join('\n')}
${paragraph(signatureLine)}
</div>
</body></html>`;
  return { subject: content.subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
