import type { ChatFilterKind, ChatSeverity } from '@shared/chat/chat-filter.schema';

/**
 * Phrases of off-platform payment and phishing, German and English, as regular expressions over
 * the `words` view: lower case, one space between words, umlauts folded (ä/ae → a, ö/oe → o,
 * ü/ue → u, ß → ss; the patterns are folded the same way, so they may be written in plain German).
 * `w` stands for "a few words in between".
 */
export interface PaymentPhrase {
  kind: ChatFilterKind;
  severity: ChatSeverity;
  pattern: string;
  /** A harmless reading exists when the message also sends the buyer to the checkout. */
  isWaivedByCheckout?: boolean;
}

const few = String.raw`(?:\p{L}+ ){0,4}`;
const some = String.raw`(?:[\p{L}\p{N}]+ ){0,6}`;
const giftCardBrands = String.raw`(?:amazon|apple|itunes|google ?play|play ?store|steam|netflix|spotify|zalando|ebay|xbox|playstation|psn|razer|lidl|aldi|rewe|media ?markt|saturn|app ?store)`;
const giftCardWords = String.raw`(?:gutschein\p{L}*|geschenk ?karte\p{L}*|gift ?cards?|guthaben ?karte\p{L}*|guthaben ?code\p{L}*|karte|karten|cards?|codes?|voucher\p{L}*)`;
const moneyWords = String.raw`(?:geld|zahlung|betrag|money|payment|funds|kaufpreis|summe|uberweisung|transfer)`;

export const paymentPhrases: PaymentPhrase[] = [
  // Off the platform: PayPal friends and family, money transfer services, advance payment.
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`(?:freunde?|friends?|freundschaft) ?(?:und|and|&|u|n|\+)? ?(?:familie|family|famlie|fam)|(?:familie|family) ?(?:und|and|&|u|\+) ?(?:freunde?|friends?)`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`f ?(?:&|n|und|and|u) ?f(?![\p{L}])|fnf|f ?& ?f`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`paypal ${few}(?:privat|personal|an freunde|freunde?|friends?|als geschenk|as (?:a )?gift|direkt an mich|ohne (?:kauferschutz|gebuhr)|without (?:buyer protection|fees?))`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`(?:privat|personal|privately) (?:senden|schicken|zahlen|bezahlen|send|pay|payment|zahlung)`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`western ?union|money ?gram|ria (?:money|geld)\p{L}*|world ?remit|remitly|xoom|revolut|venmo|cash ?app|zelle|skrill|wise (?:transfer|uberweisung)`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`bitcoin\p{L}*|btc|krypto\p{L}*|crypto\p{L}*|usdt|tether|ethereum|wallet ?ad\p{L}*`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`vorkasse|vorauszahlung|anzahlung|prepayment|advance payment|payment in advance|pay upfront`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`vorab ${few}(?:uberweis|zahl|bezahl|send|schick|geld)\p{L}*|(?:uberweis|zahl|bezahl|schick|send|transfer|wire)\p{L}* ${some}(?:vorab|im voraus|vorher|before (?:i |you )?(?:ship|send|deliver)\p{L}*|in advance|upfront|up front)`,
    isWaivedByCheckout: true,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`(?:ausserhalb|ohne|an) (?:der |die |dem |den |von )?(?:plattform|kauferschutz|kleinkram|checkout|app|gebuhr\p{L}*)(?: vorbei| zahlen| bezahlen| abwickeln)?`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`(?:outside|off|around|bypass\p{L}*|without|avoid\p{L}*|skip\p{L}*) (?:of )?(?:the |this |your )?(?:platform|app|site|checkout|buyer protection|fees?)`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'high',
    pattern: String.raw`(?:zahl|uberweis|bezahl|geld|pay|send (?:the )?money|transfer|wire)\p{L}* ${few}(?:direkt an mich|direkt auf mein konto|auf mein konto|directly to me|direct to me|to my (?:bank )?account|privately)`,
  },
  { kind: 'off-platform-payment', severity: 'high', pattern: String.raw`paypal ?me|paypal ?pool` },
  {
    kind: 'off-platform-payment',
    severity: 'medium',
    pattern: String.raw`uberweis\p{L}*|bank ?transfer|wire transfer|echtzeit ?uberweisung|per sepa|sepa ?uberweisung`,
    isWaivedByCheckout: true,
  },
  {
    kind: 'off-platform-payment',
    severity: 'medium',
    pattern: String.raw`iban|bankverbindung|kontodaten|kontonummer|bank ?daten|bank ?details|account number|bank account|bic|sort code|routing number`,
  },
  // Gift cards: nobody pays a second-hand sale with them except a scammer.
  {
    kind: 'off-platform-payment',
    severity: 'critical',
    pattern: String.raw`${giftCardBrands}[ -]?${giftCardWords}`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'critical',
    pattern: String.raw`paysafe ?card\p{L}*|paysafe|psc ?codes?|psc|neosurf|ukash|cashlib|transcash|flexepin`,
  },
  {
    kind: 'off-platform-payment',
    severity: 'critical',
    pattern: String.raw`gutschein ?codes?|gift ?cards?|geschenk ?karten?|guthaben ?karten?|prepaid ?karten?|voucher codes?|steam ?karten?`,
  },
  // Phishing: codes, card data, logins, identity documents.
  {
    kind: 'phishing',
    severity: 'critical',
    pattern: String.raw`sms ?codes?|sms ?tan|mobile ?tan|m ?tan|bestatigungs ?codes?|verifizierungs ?codes?|verifikations ?codes?|sicherheits ?codes?|verification ?codes?|confirmation ?codes?|security ?codes?|one ?time ?(?:code|password|pin)|einmal ?(?:code|passwort|kennwort)|2fa ?codes?|otp|auth\p{L}* ?codes?|login ?codes?|code aus der sms|code (?:from|in) the (?:sms|text)`,
  },
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:schick|send|gib|geben|nenn|sag|teil|tell|give|forward|weiterleit|durchgeb|schreib)\p{L}* ${few}(?:codes?|tan|pin|passwort|password|kennwort)(?![\p{L}])`,
  },
  {
    kind: 'phishing',
    severity: 'critical',
    pattern: String.raw`(?:kredit ?karten?|karten?|credit ?card|debit ?card|card|ec ?karten?) ?(?:daten|nummer|number|details|info\p{L}*)|cvv2?|cvc|kartenprufnummer|prufnummer|prufziffer`,
  },
  {
    kind: 'phishing',
    severity: 'critical',
    pattern: String.raw`(?:online ?banking|banking) ?(?:daten|zugang\p{L}*|login|passwort|password|pin)|zugangsdaten|login ?daten|anmelde ?daten|log ?in details|login credentials|(?:dein|deine|deinen|ihr|ihre|your) (?:\p{L}+ )?(?:passwort|password|kennwort|zugangsdaten|pin)(?![\p{L}])`,
  },
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:foto|kopie|bild|scan|photo|picture|copy|selfie) ${few}(?:personalausweis\p{L}*|ausweis\p{L}*|perso|id card|passport|reisepass\p{L}*)|(?:personalausweis|ausweis|perso|passport|id card) ?(?:foto|kopie|bild|scan|photo|copy)`,
  },
  // Fake payment or shipping confirmations: a link that "releases" the money.
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:klick|click|tipp|tap|offne|open|folg|follow|besuch|visit)\p{L}* ${few}(?:link|button|knopf|formular|form)`,
  },
  {
    kind: 'phishing',
    severity: 'critical',
    pattern: String.raw`(?:um|to) (?:das |die |den |the |your |dein |deine |ihr |ihre |my |mein |meine )?${moneyWords} ${few}(?:zu )?(?:erhalten|empfangen|bekommen|receive|claim|release|freizugeben|freischalten|bestatigen|confirm|accept|annehmen)`,
  },
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:konto|account|daten|details|identitat|identity|karte|card|zahlungsdaten)\p{L}* ${few}(?:bestatigen|verifizieren|confirm|verify|validate|aktualisieren|update)`,
  },
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:verify|confirm|validate|update|bestatig\p{L}*|verifizier\p{L}*) ${few}(?:konto\p{L}*|account|identity|identitat|bank ?details|kontodaten|zahlungsdaten|payment details|login)`,
  },
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:kauferschutz|buyer ?protection|sicher ?bezahlen|treuhand|escrow|zahlungs|payment|bezahl|versand|shipping|tracking|sendungs|verifizierungs|verification) ?(?:link|formular|form|seite|page)`,
  },
  // A fake "secure payment" form where the seller types in card or bank data.
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:formular|form)\p{L}* ${few}(?:ausfull\p{L}*|fill\p{L}*)|(?:ausfull\p{L}*|fill\p{L}* (?:out|in)) ${few}(?:formular|form)`,
    isWaivedByCheckout: true,
  },
  // Overpayment and the courier who brings the money.
  {
    kind: 'phishing',
    severity: 'critical',
    pattern: String.raw`(?:differenz|difference|uberschuss|excess|overpayment|uberzahlung|zu viel gezahlt\p{L}*|ubrigen betrag|extra amount) ${some}(?:zuruck\p{L}*|back|refund|erstatt\p{L}*|return|weiterleit\p{L}*|forward|an (?:den|die|meinen|meine|the|my) (?:kurier|spedition|agent|fahrer|courier|shipper))|refund (?:me )?(?:the )?(?:difference|rest|extra|excess|balance)`,
  },
  {
    kind: 'phishing',
    severity: 'critical',
    pattern: String.raw`scheck(?!heft)\p{L}*|cheque\p{L}*|cashier ?s? check|certified check|bank ?check|money ?order|bank ?draft`,
  },
  {
    kind: 'phishing',
    severity: 'high',
    pattern: String.raw`(?:kurier\p{L}*|spedition|courier|shipping agent|moving company|umzugsfirma|transport ?(?:firma|unternehmen|company|agent)|mein fahrer|my driver|bote|logistik ?firma|agent) ${some}(?:abhol\p{L}*|holt|hole|pick\p{L}* (?:\p{L}+ )?up|pickup|collect\p{L}*|bring\p{L}*|ubergeb\p{L}*)`,
  },
];
