import { AnalyticsConsentCard } from '../../features/analytics/components/analytics-consent-card';
import { IdentityCard } from '../../features/identity/components/identity-card';
import { PayoutsCard } from '../../features/payments/components/payouts-card';
import { TaxDetailsCard } from '../../features/payments/components/tax-details-card';
import { CommunicationConsentCard } from '../../features/privacy/components/communication-consent-card';
import { DataExportCard } from '../../features/privacy/components/data-export-card';
import { DeleteAccountCard } from '../../features/privacy/components/delete-account-card';
import type { SettingsCardEntry } from '../../features/settings/settings-cards';
import { SettingsPage } from '../../features/settings/settings-page';
import { TourCard } from '../../features/tour/components/tour-card';
import { TraderCard } from '../../features/traders/components/trader-card';

/** Cards other features add to /settings (a feature never imports another, so they meet here). */
const featureCards: readonly SettingsCardEntry[] = [
  { id: 'identity', Component: IdentityCard },
  { id: 'payouts', Component: PayoutsCard },
  { id: 'tax-details', Component: TaxDetailsCard },
  // Issue 18: trader information, the consents, the tour, and the GDPR export and deletion (last).
  { id: 'trader', Component: TraderCard },
  { id: 'analytics-consent', Component: AnalyticsConsentCard },
  { id: 'communication-consent', Component: CommunicationConsentCard },
  { id: 'tour', Component: TourCard },
  { id: 'data-export', Component: DataExportCard },
  { id: 'delete-account', Component: DeleteAccountCard },
];

/** /settings: the settings feature's own cards, then identity, payouts and DAC7 (issue 17), then issue 18's. */
export function AppSettingsPage() {
  return <SettingsPage extraCards={featureCards} />;
}
