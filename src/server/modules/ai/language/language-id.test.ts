import { describe, expect, it } from 'vitest';
import { identifyLanguage } from './language-id';

// The first call loads the 0.9 MB model (~0.5 s, more on a busy machine).
describe('identifyLanguage', { timeout: 30_000 }, () => {
  it('identifies German, English, French and Spanish sentences with the fastText model', async () => {
    await expect(identifyLanguage('Schwarze Handtasche aus Leder, kaum benutzt')).resolves.toMatchObject({
      language: 'de',
    });
    await expect(identifyLanguage('Hallo, ich verkaufe meine alte Jacke')).resolves.toMatchObject({
      language: 'de',
    });
    await expect(identifyLanguage('Black leather handbag, barely used')).resolves.toMatchObject({
      language: 'en',
    });
    await expect(identifyLanguage('Sac à main noir en cuir')).resolves.toMatchObject({ language: 'fr' });
    await expect(identifyLanguage('Bolso negro de cuero')).resolves.toMatchObject({ language: 'es' });
    const german = await identifyLanguage('Ich verkaufe mein Fahrrad, es ist fast neu und fährt gut');
    expect(german.confidence).toBeGreaterThan(0.9);
  });

  it('reports other languages as other, with the model confidence', async () => {
    const dutch = await identifyLanguage('Ik verkoop mijn oude fiets, hij is bijna nieuw');
    expect(dutch.language).toBe('other');
    expect(dutch.confidence).toBeGreaterThan(0.5);
  });

  it('decides short texts by the German/English stop-word vote', async () => {
    await expect(identifyLanguage('Größe M')).resolves.toMatchObject({ language: 'de' });
    await expect(identifyLanguage('die Jacke')).resolves.toMatchObject({ language: 'de' });
    await expect(identifyLanguage('the jacket')).resolves.toMatchObject({ language: 'en' });
    const vote = await identifyLanguage('Farbe');
    expect(vote.language).toBe('de');
    expect(vote.confidence).toBeGreaterThan(0.5);
    expect(vote.confidence).toBeLessThan(1);
  });

  it('answers other with no confidence when a short text gives no evidence', async () => {
    await expect(identifyLanguage('Nike')).resolves.toEqual({ language: 'other', confidence: 0 });
    await expect(identifyLanguage('  42 / 100 % ')).resolves.toEqual({ language: 'other', confidence: 0 });
    await expect(identifyLanguage('')).resolves.toEqual({ language: 'other', confidence: 0 });
  });

  it('reads multi-line text (OCR) as one text', async () => {
    await expect(
      identifyLanguage('Marke: Nike\nGröße: M\n100% Baumwolle\nMaschinenwäsche 30 Grad'),
    ).resolves.toMatchObject({
      language: 'de',
    });
  });

  it('leaves no process-wide listeners behind from the wasm glue', async () => {
    const before = process.listenerCount('unhandledRejection');
    await identifyLanguage('Noch ein deutscher Satz zum Schluss');
    expect(process.listenerCount('unhandledRejection')).toBe(before);
    expect(typeof globalThis.fetch).toBe('function');
  });
});
