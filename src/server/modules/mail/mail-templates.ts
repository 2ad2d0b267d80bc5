import type { Language } from '@shared/i18n/languages';

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

const signature = { en: 'Your Kleinkram team', de: 'Dein Kleinkram-Team' } satisfies Record<Language, string>;

export function renderVerifyEmailMail(language: Language, input: { link: string }): RenderedMail {
  const content: Record<Language, MailContent> = {
    en: {
      subject: 'Confirm your email address for Kleinkram',
      greeting: 'Hello,',
      paragraphs: [
        'thanks for signing up with Kleinkram. Please confirm your email address so you can list and buy items.',
      ],
      action: { label: 'Confirm email address', url: input.link },
      closing: [
        'The link works once and expires in 24 hours.',
        'If you did not create an account, you can ignore this email.',
      ],
    },
    de: {
      subject: 'Bestätige deine E-Mail-Adresse für Kleinkram',
      greeting: 'Hallo,',
      paragraphs: [
        'danke für deine Anmeldung bei Kleinkram. Bitte bestätige deine E-Mail-Adresse, damit du Artikel einstellen und kaufen kannst.',
      ],
      action: { label: 'E-Mail-Adresse bestätigen', url: input.link },
      closing: [
        'Der Link funktioniert einmal und ist 24 Stunden gültig.',
        'Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
      ],
    },
  };
  return renderMail(content[language], signature[language]);
}

export function renderAlreadyRegisteredMail(
  language: Language,
  input: { loginUrl: string; resetPasswordUrl: string },
): RenderedMail {
  const content: Record<Language, MailContent> = {
    en: {
      subject: 'Someone tried to register with your email address',
      greeting: 'Hello,',
      paragraphs: [
        'someone just tried to create a Kleinkram account with this email address. You already have an account, so nothing was changed.',
        `If it was you, sign in instead. Forgot your password? Choose a new one here: ${input.resetPasswordUrl}`,
      ],
      action: { label: 'Sign in', url: input.loginUrl },
      closing: ['If it was not you, you can ignore this email; your account is safe.'],
    },
    de: {
      subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
      greeting: 'Hallo,',
      paragraphs: [
        'gerade wollte jemand mit dieser E-Mail-Adresse ein Kleinkram-Konto anlegen. Du hast bereits ein Konto, daher wurde nichts geändert.',
        `Warst du das, melde dich einfach an. Passwort vergessen? Hier kannst du ein neues festlegen: ${input.resetPasswordUrl}`,
      ],
      action: { label: 'Anmelden', url: input.loginUrl },
      closing: ['Warst du das nicht, kannst du diese E-Mail ignorieren; dein Konto ist sicher.'],
    },
  };
  return renderMail(content[language], signature[language]);
}

export function renderPasswordResetMail(language: Language, input: { link: string }): RenderedMail {
  const content: Record<Language, MailContent> = {
    en: {
      subject: 'Reset your Kleinkram password',
      greeting: 'Hello,',
      paragraphs: [
        'someone asked to reset the password of the Kleinkram account with this email address. If it was you, choose a new password here.',
      ],
      action: { label: 'Choose a new password', url: input.link },
      closing: [
        'The link works once and expires in 1 hour. Setting a new password signs you out on all devices.',
        'If you did not ask for this, you can ignore this email; your password stays the same.',
      ],
    },
    de: {
      subject: 'Setze dein Kleinkram-Passwort zurück',
      greeting: 'Hallo,',
      paragraphs: [
        'jemand möchte das Passwort des Kleinkram-Kontos mit dieser E-Mail-Adresse zurücksetzen. Warst du das, kannst du hier ein neues Passwort festlegen.',
      ],
      action: { label: 'Neues Passwort festlegen', url: input.link },
      closing: [
        'Der Link funktioniert einmal und ist 1 Stunde gültig. Mit dem neuen Passwort wirst du auf allen Geräten abgemeldet.',
        'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
      ],
    },
  };
  return renderMail(content[language], signature[language]);
}

export function renderSavedSearchAlertMail(
  language: Language,
  input: { label: string; listingTitle: string; price: string; listingUrl: string; resultsUrl: string },
): RenderedMail {
  const content: Record<Language, MailContent> = {
    en: {
      subject: `New match for “${input.label}”: ${input.listingTitle}`,
      greeting: 'Hello,',
      paragraphs: [
        `a new listing matches your saved search “${input.label}”: ${input.listingTitle} for ${input.price}.`,
        `All results of your saved search: ${input.resultsUrl}`,
      ],
      action: { label: 'View listing', url: input.listingUrl },
      closing: [
        'You get this email because you turned on alerts for this saved search. You can turn them off there at any time.',
      ],
    },
    de: {
      subject: `Neuer Treffer für „${input.label}“: ${input.listingTitle}`,
      greeting: 'Hallo,',
      paragraphs: [
        `ein neues Angebot passt zu deiner gespeicherten Suche „${input.label}“: ${input.listingTitle} für ${input.price}.`,
        `Alle Ergebnisse deiner gespeicherten Suche: ${input.resultsUrl}`,
      ],
      action: { label: 'Angebot ansehen', url: input.listingUrl },
      closing: [
        'Du bekommst diese E-Mail, weil du für diese gespeicherte Suche Benachrichtigungen aktiviert hast. Dort kannst du sie jederzeit ausschalten.',
      ],
    },
  };
  return renderMail(content[language], signature[language]);
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
