import { LegalDocument } from './legal-document';

export function ImprintPage() {
  return <LegalDocument documentKey="imprint" />;
}
