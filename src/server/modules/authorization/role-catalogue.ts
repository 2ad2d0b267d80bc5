import type { Role } from '@shared/authorization/authorization.schema';

/** The four roles the access policy knows (src/shared/authorization/permissions.ts), named for the roles page. */
export const roleCatalogue: Role[] = [
  {
    id: 'buyer',
    name: { en: 'Buyer', de: 'Käufer' },
    description: {
      en: 'Watches listings, uses the cart, chats, makes offers and writes reviews.',
      de: 'Merkt sich Anzeigen, nutzt den Warenkorb, chattet, macht Preisvorschläge und schreibt Bewertungen.',
    },
  },
  {
    id: 'seller',
    name: { en: 'Seller', de: 'Verkäufer' },
    description: {
      en: 'Everything a buyer can do, plus the seller workspace: create, archive and restore listings.',
      de: 'Alles, was Käufer dürfen, dazu der Verkäufer-Arbeitsbereich: Anzeigen erstellen, archivieren und wiederherstellen.',
    },
  },
  {
    id: 'moderator',
    name: { en: 'Moderator', de: 'Moderator' },
    description: {
      en: 'Reviews the chat and listing moderation queues: approve, reject, block senders.',
      de: 'Prüft die Moderations-Warteschlangen für Chats und Anzeigen: freigeben, ablehnen, Absender sperren.',
    },
  },
  {
    id: 'admin',
    name: { en: 'Administrator', de: 'Administrator' },
    description: {
      en: 'Everything above, plus managing roles and feature flags in the admin console.',
      de: 'Alles oben Genannte, dazu Rollen und Feature-Flags in der Admin-Konsole verwalten.',
    },
  },
];
