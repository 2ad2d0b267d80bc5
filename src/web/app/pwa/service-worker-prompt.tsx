import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast-store';

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
    if (!isOfflineReady) return;
    toast({
      title: t('pwa.offlineReady.title'),
      description: t('pwa.offlineReady.text'),
      variant: 'success',
    });
  }, [isOfflineReady, t]);

  return null;
}
