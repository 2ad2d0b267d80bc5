import { IdentityCard } from '../../features/identity/components/identity-card';
import { SettingsPage } from '../../features/settings/settings-page';

/** /settings with the identity verification card of the identity feature (spec §5 identity form). */
export function SettingsWithIdentityPage() {
  return <SettingsPage extraCards={<IdentityCard />} />;
}
