import { describe, expect, it } from 'vitest';
import { detectMessenger } from './detect-messenger';
import { normaliseText } from './normalise-text';

const messengersIn = (text: string) => detectMessenger(normaliseText(text));

describe('detectMessenger', () => {
  it.each([
    'Lass uns bei WhatsApp weiterschreiben',
    "Schreib mir auf WA-TSA'PP",
    'Hast du Whats App?',
    'Melde dich über wh4tsapp',
    'W h a t s a p p ist besser',
    'per w.h.a.t.s.a.p.p bitte',
    'vvhatsapp ist einfacher',
    'Schreib mir per WA, geht schneller',
    'Тelegrаm geht auch',
    'find me on te1egram',
    'Schreib mir auf Signal',
    'Threema ID: 9XK2PL7M',
    'snap: lily_sells',
    'ＷｈａｔｓＡｐｐ is easier',
    'Bitte über What\u00ADsApp melden',
  ])('holds "%s"', (text) => {
    const found = messengersIn(text);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((finding) => finding.kind === 'messenger' && finding.severity === 'high')).toBe(true);
  });

  it.each([
    'Bitte nicht per WhatsApp, lieber hier im Chat.',
    "I don't use WhatsApp, let's keep it here.",
    'Der Router hat ein sehr gutes Signal.',
    'The TV has no signal issues.',
    'Ich hab das Kleid auf Insta gesehen',
    'I saw this on Instagram before',
    'Das Netzteil hat 800 Watt, Spannung 230 V',
    "What's up, is the chair still there?",
    'we chat here, fine',
  ])('leaves "%s" alone', (text) => {
    expect(messengersIn(text)).toEqual([]);
  });

  it('warns on a bare @handle and holds one with a hand-off', () => {
    expect(messengersIn('@moebel_hans')).toMatchObject([{ severity: 'medium' }]);
    expect(messengersIn('schreib mir @moebel_hans')).toMatchObject([{ severity: 'high' }]);
    expect(messengersIn('max@gmx.de')).toEqual([]);
  });
});
