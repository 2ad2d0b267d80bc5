import { IdentityCard } from '../../features/identity/components/identity-card';
import { PayoutsCard } from '../../features/payments/components/payouts-card';
import { TaxDetailsCard } from '../../features/payments/components/tax-details-card';
import type { SettingsCardEntry } from '../../features/settings/settings-cards';
import { SettingsPage } from '../../features/settings/settings-page';

/** Cards other features add to /settings (a feature never imports another, so they meet here). */
const featureCards: readonly SettingsCardEntry[] = [
  { id: 'identity', Component: IdentityCard },
  { id: 'payouts', Component: PayoutsCard },
  { id: 'tax-details', Component: TaxDetailsCard },
];

/** /settings: the settings feature's own cards, then identity verification, payouts and DAC7 (issue 17). */
export function AppSettingsPage() {
  return <SettingsPage extraCards={featureCards} />;
}
