import { BadgeCheck, CalendarDays, CircleAlert, MapPin } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useProfile } from '../../lib/profile/api/get-profile';
import { useSession } from '../../lib/session/use-session';
import { ProfileForm } from './components/profile-form';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        <span aria-hidden className="[&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-6 text-sm text-ink">{children}</dd>
    </div>
  );
}

/** /profile: who you are here (spec §3 Profile) and the two things you can change yourself. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { user } = useSession();
  const profile = useProfile();
  const language = currentLanguage();

  useEffect(() => {
    document.title = t('profile.documentTitle');
  }, [t]);

  if (!user) return null;
  const location = profile.data?.location;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('profile.title')}</h1>
        <p className="text-muted">{t('profile.intro')}</p>
      </header>

      <Card aria-labelledby="profile-summary-title" asChild>
        <section>
          <div className="flex flex-wrap items-center gap-4">
            <Avatar name={user.displayName} size="lg" isDecorative />
            <div className="grid min-w-0 gap-1">
              <h2 id="profile-summary-title" className="truncate text-xl font-semibold">
                {profile.data?.displayName ?? user.displayName}
              </h2>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <span className="break-all">{user.email}</span>
                {user.isEmailVerified ? (
                  <Badge variant="success" size="sm" icon={<BadgeCheck />}>
                    {t('profile.emailVerified')}
                  </Badge>
                ) : (
                  <Badge variant="warning" size="sm" icon={<CircleAlert />}>
                    {t('profile.emailNotVerified')}
                  </Badge>
                )}
              </p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <Fact icon={<CalendarDays />} label={t('profile.memberSince')}>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt, language, 'long')}</time>
            </Fact>
            <Fact icon={<MapPin />} label={t('profile.location')}>
              {profile.isPending ? (
                <Spinner size="sm" />
              ) : location ? (
                location.label
              ) : (
                t('profile.noLocation')
              )}
            </Fact>
            <Fact icon={<BadgeCheck />} label={t('profile.locationConsent')}>
              {profile.data?.locationConsent && profile.data.locationConsentAt
                ? t('profile.consentGivenAt', {
                    date: formatDate(profile.data.locationConsentAt, language, 'long'),
                  })
                : profile.data?.locationConsent
                  ? t('profile.consentGiven')
                  : t('profile.consentNotGiven')}
            </Fact>
          </dl>
        </section>
      </Card>

      <Card>
        {profile.isPending && (
          <div className="flex justify-center py-6">
            <Spinner label={t('profile.loading')} />
          </div>
        )}
        {profile.isError && (
          <Alert
            variant="danger"
            title={t('profile.loadFailed')}
            actions={
              <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
                {tCommon('actions.retry')}
              </Button>
            }
          >
            {describeApiError(profile.error, tCommon)}
          </Alert>
        )}
        {profile.data && <ProfileForm profile={profile.data} />}
      </Card>
    </div>
  );
}
