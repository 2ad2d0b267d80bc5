import type { AssistantTopic } from '@shared/chat/chat-assistant.schema';
import { describe, expect, it } from 'vitest';
import { readBuyerMessage } from './read-buyer-message';

const topicsOf = (message: string) => readBuyerMessage(message).topics.map((entry) => entry.topic);

describe('readBuyerMessage: topics', () => {
  it.each<[string, AssistantTopic]>([
    ['Ist das noch da?', 'availability'],
    ['noch zu haben?', 'availability'],
    ['ist das noch zuhaben', 'availability'],
    ['Hallo, gibt es den Tisch noch?', 'availability'],
    ['ist der noch verfügbar', 'availability'],
    ['noch verfugbar??', 'availability'],
    ['still available?', 'availability'],
    ['Hi, is this still availible?', 'availability'],
    ['Kann ich morgen abholen?', 'pickup'],
    ['Hey, can I come and get it today?', 'pickup'],
    ['kann ich den abhohlen', 'pickup'],
    ['Can I pick it up on Saturday?', 'pickup'],
    ['Versand möglich?', 'shipping'],
    ['was kostet der Versand nach München', 'shipping'],
    ['versannd nach hamburg?', 'shipping'],
    ['Do you ship to Austria?', 'shipping'],
    ['Maße?', 'dimensions'],
    ['wie groß ist der Tisch', 'dimensions'],
    ['What are the dimentions?', 'dimensions'],
    ['how big is it', 'dimensions'],
    ['Kratzer?', 'condition'],
    ['any scratches', 'condition'],
    ['Hat er Kratzr oder Macken?', 'condition'],
    ['Funktioniert alles?', 'condition'],
    ['letzter Preis?', 'price'],
    ['Geht da noch was am Preis', 'price'],
    ['Is the price negotiable?', 'price'],
    ['Whats your lowest?', 'price'],
    ['Wie viel kostet der?', 'price'],
  ])('%s → %s', (message, topic) => {
    expect(topicsOf(message)).toContain(topic);
  });

  it('reads the shipping price question as shipping, not as the item price', () => {
    expect(topicsOf('was kostet der Versand nach München')).toEqual(['shipping']);
    expect(readBuyerMessage('was kostet der Versand nach München').escalation).toBeNull();
  });

  it('finds two topics in one message, and a day the buyer named', () => {
    const reading = readBuyerMessage('Ist der noch da? Kann ich morgen um 18 Uhr abholen?');
    expect(reading.topics.map((entry) => entry.topic).sort()).toEqual(['availability', 'pickup']);
    expect(reading.mentionsTime).toBe(true);
    expect(reading.escalation).toBeNull();
  });

  it('is less sure of a word with a typo than of the word itself', () => {
    const plain = readBuyerMessage('Kratzer?').topics[0]!.certainty;
    const typo = readBuyerMessage('Kratzr?').topics[0]!.certainty;
    expect(typo).toBeLessThan(plain);
    expect(typo).toBeGreaterThan(0.5);
  });

  it('does not mistake photos for shipping, or a laptop brand for a dent', () => {
    expect(topicsOf('Kannst du mir noch Fotos schicken?')).not.toContain('shipping');
    expect(topicsOf('Hast du noch mehr Fotos?')).toEqual([]);
    expect(topicsOf('Ist das ein Dell?')).not.toContain('condition');
  });

  it('reads a typo only as a word nobody else knows, with its first letter kept', () => {
    expect(topicsOf('Kann man den Preis noch verhandeln')).toEqual(['price']);
    expect(topicsOf('welche Größe hat die Jacke')).toEqual(['dimensions']);
    expect(topicsOf('Does it come with the charger?')).toEqual([]);
    expect(topicsOf('Kannst du mir die Maße schicken?')).toEqual(['dimensions']);
    expect(topicsOf('Können Sie es mir schicken?')).toEqual(['shipping']);
  });
});

describe('readBuyerMessage: escalation', () => {
  it.each([
    ['würdest du 50 nehmen', 'offer'],
    ['Würdest du 50€ nehmen?', 'offer'],
    ['I can give you 40 euros', 'offer'],
    ['would you take 30?', 'offer'],
    ['Would you do 60?', 'offer'],
    ['Für 80 nehm ich ihn', 'offer'],
    ['Geht auch 90?', 'offer'],
    ['Hab den Artikel nie bekommen', 'complaint'],
    ['defekt angekommen', 'complaint'],
    ['Das Teil ist kaputt angekommen!!', 'complaint'],
    ['I want a refund', 'complaint'],
    ['Ich will mein Geld zurück', 'complaint'],
    ['Nicht wie beschrieben, ich gehe zum Anwalt', 'complaint'],
    ['Gib mir deine WhatsApp Nummer', 'unsafe'],
    ['Zahlung per PayPal Freunde und Familie?', 'unsafe'],
    ['Hallo', 'unclear'],
    ['asdf qwertz', 'unclear'],
  ])('%s → %s', (message, reason) => {
    expect(readBuyerMessage(message).escalation).toBe(reason);
  });

  it('leaves measures, times and postal codes alone', () => {
    expect(readBuyerMessage('Passt das in 120 cm Breite?').escalation).toBeNull();
    expect(readBuyerMessage('Kann ich um 18 Uhr abholen?').escalation).toBeNull();
    expect(readBuyerMessage('Versand nach 80331 München möglich?').escalation).toBeNull();
  });

  it('asks the seller about a defect question without reading it as a complaint', () => {
    const reading = readBuyerMessage('Ist irgendwas defekt?');
    expect(reading.escalation).toBeNull();
    expect(reading.topics.map((entry) => entry.topic)).toEqual(['condition']);
    expect(reading.asksAboutFlaws).toBe(true);
  });
});

describe('readBuyerMessage: language', () => {
  it.each([
    ['Ist das noch da?', 'de'],
    ['Kann ich morgen abholen?', 'de'],
    ['Maße?', 'de'],
    ['still available?', 'en'],
    ['any scratches', 'en'],
    ['I want a refund', 'en'],
  ])('%s is %s', (message, language) => {
    expect(readBuyerMessage(message).language).toBe(language);
  });

  it('leaves a message without telling words to the listing language', () => {
    expect(readBuyerMessage('DHL?').language).toBeNull();
  });
});
