import type { Place } from '@shared/locations/location.schema';
import type { OnboardingIntent, UpdateProfileRequest } from '@shared/profile/profile.schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { describeApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { readAuthLocationState } from '../../lib/session/auth-location';
import { useSession } from '../../lib/session/use-session';
import { updateOnboarding } from './api/update-onboarding';
import { updateOnboardingProfile } from './api/update-onboarding-profile';
import { IntentStep } from './components/intent-step';
import { LocationStep } from './components/location-step';
import { NameStep } from './components/name-step';
import { OnboardingProgress } from './components/onboarding-progress';
import { onboardingSteps } from './onboarding-steps.schema';

const lastStepIndex = onboardingSteps.length - 1;

function locationRequest(place: Place | null): UpdateProfileRequest {
  if (!place) return { location: null };
  const coordinates = { latitude: place.latitude, longitude: place.longitude };
  return {
    location: { label: place.label, slug: place.slug, coordinates },
    locationConsent: true,
    preferences: {
      searchLocationSlug: place.slug,
      searchLocationLabel: place.label,
      searchLocationCoordinates: coordinates,
      searchLocationSource: 'profile',
    },
  };
}

/**
 * Spec §2/§4 onboarding: name, location (with consent) and what the user came for. Each step is
 * saved as it is completed, so leaving halfway resumes at the same step. Completion, or arriving
 * here already completed, leads to where the user was going, or the home page.
 */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const { user, reloadUser } = useSession();
  const location = useLocation();
  const { from } = readAuthLocationState(location.state);
  const [stepIndex, setStepIndex] = useState(() =>
    Math.min(user?.onboarding.currentStep ?? 0, lastStepIndex),
  );
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  // Each new step starts at its heading, so screen readers hear where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step changing is what moves focus
  useEffect(() => {
    if (!hasMovedRef.current) return;
    headingRef.current?.focus();
  }, [stepIndex]);

  if (!user) return null;
  // Where the user came from, or the home page: the workspace is not where a new user starts (ADR 048).
  if (user.onboarding.completed) return <Navigate to={from ?? paths.home} replace />;

  const save = async (work: () => Promise<unknown>, nextIndex: number | null) => {
    setIsSaving(true);
    setError(null);
    try {
      await work();
      if (nextIndex !== null) {
        hasMovedRef.current = true;
        setStepIndex(nextIndex);
      }
    } catch (caught) {
      setError(describeApiError(caught, tCommon));
    } finally {
      setIsSaving(false);
    }
  };

  const goBack = () => {
    hasMovedRef.current = true;
    setError(null);
    setStepIndex((index) => Math.max(0, index - 1));
  };

  const saveName = (displayName: string) =>
    save(async () => {
      await updateOnboardingProfile({ displayName });
      await updateOnboarding({ currentStep: 1 });
    }, 1);

  const saveLocation = (place: Place | null) =>
    save(async () => {
      await updateOnboardingProfile(locationRequest(place));
      await updateOnboarding({ currentStep: 2 });
    }, 2);

  const finish = (intent: OnboardingIntent) =>
    save(async () => {
      await updateOnboarding({ intents: [intent], currentStep: lastStepIndex, completed: true });
      // The completed user re-renders this page, which then leads on (see above).
      await reloadUser();
    }, null);

  const step = onboardingSteps[stepIndex] ?? 'name';
  return (
    <>
      <div className="mb-6 grid gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <OnboardingProgress currentIndex={stepIndex} />
      {step === 'name' && (
        <NameStep
          headingRef={headingRef}
          defaultName={user.displayName}
          onSave={(displayName) => void saveName(displayName)}
          isSaving={isSaving}
          error={error}
        />
      )}
      {step === 'location' && (
        <LocationStep
          headingRef={headingRef}
          onSave={(place) => void saveLocation(place)}
          onBack={goBack}
          isSaving={isSaving}
          error={error}
        />
      )}
      {step === 'intent' && (
        <IntentStep
          headingRef={headingRef}
          onSave={(intent) => void finish(intent)}
          onBack={goBack}
          isSaving={isSaving}
          error={error}
        />
      )}
    </>
  );
}
