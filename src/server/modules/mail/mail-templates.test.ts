import { languages } from '@shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import {
  renderAlreadyRegisteredMail,
  renderPasswordResetMail,
  renderSavedSearchAlertMail,
  renderVerifyEmailMail,
} from './mail-templates';

const link = 'https://kleinkram.example/verify-email?token=abc&next=1';

describe('mail templates', () => {
  it.each(languages)('renders every mail in %s from the catalogue, fully interpolated', (language) => {
    const mails = [
      renderVerifyEmailMail(language, { link }),
      renderAlreadyRegisteredMail(language, { loginUrl: link, resetPasswordUrl: `${link}#reset` }),
      renderPasswordResetMail(language, { link }),
      renderSavedSearchAlertMail(language, {
        label: 'Bikes',
        listingTitle: 'Road bike',
        priceText: 'for 120 €',
        listingUrl: link,
        resultsUrl: `${link}#results`,
      }),
    ];
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/\{\{|server-mail:/);
      expect(mail.text).not.toMatch(/\{\{|server-mail:/);
      expect(mail.text).toContain(link);
    }
  });

  it('writes the German alert with the user’s label escaped in HTML only', () => {
    const mail = renderSavedSearchAlertMail('de', {
      label: 'Räder <b>',
      listingTitle: 'Rennrad',
      priceText: 'für 120 €',
      listingUrl: link,
      resultsUrl: `${link}#results`,
    });
    expect(mail.subject).toBe('Neuer Treffer für „Räder <b>“: Rennrad');
    expect(mail.text).toContain(
      'Hallo,\n\nein neues Angebot passt zu deiner gespeicherten Suche „Räder <b>“',
    );
    expect(mail.text).toContain('Dein Kleinkram-Team');
    expect(mail.html).toContain('„Räder &lt;b&gt;“');
    expect(mail.html).toContain('Angebot ansehen');
  });
});
