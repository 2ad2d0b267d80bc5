import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return <LegalDocument documentKey="privacy" hasContents />;
}
