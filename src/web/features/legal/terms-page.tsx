import { LegalDocument } from './legal-document';

export function TermsPage() {
  return <LegalDocument documentKey="terms" hasContents />;
}
