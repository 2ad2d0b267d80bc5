import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast-store';

/** Tailwind's md breakpoint, from which the bottom bar is gone. */
const wideScreen = '(min-width: 48rem)';

/**
 * Registers /sw.js (scope /) and tells the user when an update is waiting or the app works
 * offline. Accepting the update activates the new worker, which then reloads the page.
 */
export function ServiceWorkerPrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [isUpdateAvailable],
    offlineReady: [isOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  useEffect(() => {
    if (!isUpdateAvailable) return;
    toast({
      title: t('pwa.updateAvailable.title'),
      description: t('pwa.updateAvailable.text'),
      variant: 'info',
      duration: Number.POSITIVE_INFINITY,
      action: { label: t('pwa.updateAvailable.action'), onClick: () => void updateServiceWorker(true) },
    });
  }, [isUpdateAvailable, t, updateServiceWorker]);

  useEffect(() => {
    // Only a note, no action: on a phone it would sit over the content above the bottom bar, and
    // the bars and toasts together keep to a tenth of the screen there (ADR 049).
    if (!isOfflineReady || !window.matchMedia(wideScreen).matches) return;
    toast({
      title: t('pwa.offlineReady.title'),
      description: t('pwa.offlineReady.text'),
      variant: 'success',
    });
  }, [isOfflineReady, t]);

  return null;
}
