import { describe, expect, it } from 'vitest';
import { detectEmail } from './detect-email';
import { normaliseText } from './normalise-text';

const emailsIn = (text: string) => detectEmail(normaliseText(text));

describe('detectEmail', () => {
  it('warns on a plain address and holds one offered with "schreib mir"', () => {
    expect(emailsIn('lisa.meier93@web.de')).toMatchObject([{ kind: 'email', severity: 'medium' }]);
    expect(emailsIn('Schreib mir an lisa.meier93@web.de')).toMatchObject([{ severity: 'high' }]);
  });

  it.each([
    'max punkt muster at gmx punkt de',
    'max.muster(at)web(punkt)de',
    'mike [at] yahoo [dot] co [dot] uk',
    'tina ät web punkt de',
    'jonas . weber @ outlook . de',
    'peter.klein at gmx',
    'lena.b＠web.de',
    'kаtja.rоss@gmail.com',
  ])('holds the disguised address "%s"', (text) => {
    expect(emailsIn(text)).toMatchObject([{ kind: 'email', severity: 'high' }]);
  });

  it("passes this site's own addresses", () => {
    expect(detectEmail(normaliseText('support@kleinkram.de'), 'kleinkram.de')).toEqual([]);
    expect(detectEmail(normaliseText('max@gmx.de'), 'kleinkram.de')).toHaveLength(1);
  });

  it.each([
    'Meet at the station at 5',
    'Login at paypa1.com to receive the money',
    'I am at home after six',
    'Hast du meine Nachricht bekommen?',
    'See you @ 5, in front of the bakery',
  ])('leaves "%s" alone', (text) => {
    expect(emailsIn(text)).toEqual([]);
  });
});
