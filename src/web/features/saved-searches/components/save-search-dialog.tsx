import { savedSearchLabelMax } from '@shared/saved-searches/saved-search.schema';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { describeApiError } from '../../../lib/api';
import { useAuthModal } from '../../../lib/session/use-auth-modal';
import { suggestSavedSearchLabel } from '../saved-search-summary';
import { openSavedSearchesPanel } from '../saved-searches-panel-store';
import type { SavedSearches } from '../use-saved-searches';

interface SaveSearchDialogProps {
  params: Record<string, string>;
  store: SavedSearches;
  onClose: () => void;
}

/** The dialog's body: a name (prefilled), the alerts switch, Save. Mounted fresh on each opening. */
export function SaveSearchDialog({ params, store, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation('saved-searches');
  const { t: tCommon } = useTranslation();
  const authModal = useAuthModal();
  const location = useLocation();
  const formId = useId();
  const suggestedLabel = suggestSavedSearchLabel(params);
  const [label, setLabel] = useState(suggestedLabel);
  const [isAlertsOn, setIsAlertsOn] = useState(store.canUseAlerts);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<'limit' | string | null>(null);
  const isManaging = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    try {
      const outcome = await store.save({
        label: label.trim() || suggestedLabel,
        params,
        notificationsEnabled: store.canUseAlerts ? isAlertsOn : false,
      });
      if (outcome.status === 'limit_reached') return setError('limit');
      if (outcome.status === 'empty_params') return setError(t('button.emptyHint'));
      toast({ title: outcome.created ? t('toast.saved') : t('toast.updated'), variant: 'success' });
      onClose();
    } catch (failure) {
      setError(describeApiError(failure, tCommon));
    } finally {
      setIsSaving(false);
    }
  };

  const signIn = () => {
    onClose();
    authModal.open({
      mode: 'login',
      origin: 'saved-searches',
      redirectTo: `${location.pathname}${location.search}`,
    });
  };

  return (
    <DialogContent
      title={t('dialog.title')}
      description={t('dialog.description')}
      size="sm"
      // Focus going back to "Save search" would close the saved-search list that "Manage" opens.
      onCloseAutoFocus={(event) => {
        if (isManaging.current) event.preventDefault();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving}>
            {t('dialog.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4">
        <FormField label={t('dialog.label')} hint={t('dialog.labelHint')}>
          <Input
            value={label}
            maxLength={savedSearchLabelMax}
            placeholder={suggestedLabel}
            onChange={(event) => setLabel(event.target.value)}
          />
        </FormField>
        {store.canUseAlerts ? (
          <Switch
            label={t('dialog.alerts')}
            description={t('dialog.alertsHint')}
            checked={isAlertsOn}
            onCheckedChange={setIsAlertsOn}
          />
        ) : (
          <div className="grid gap-2">
            <Switch
              label={t('dialog.alerts')}
              description={t('dialog.alertsGuest')}
              checked={false}
              disabled
            />
            <Button variant="link" size="sm" className="justify-self-start" onClick={signIn}>
              {t('dialog.signIn')}
            </Button>
          </div>
        )}
        {error === 'limit' && (
          <Alert
            variant="danger"
            actions={
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  isManaging.current = true;
                  onClose();
                  requestAnimationFrame(openSavedSearchesPanel);
                }}
              >
                {t('dialog.manage')}
              </Button>
            }
          >
            {tCommon('errors.LIMIT_REACHED')}
          </Alert>
        )}
        {error && error !== 'limit' && <Alert variant="danger">{error}</Alert>}
      </form>
    </DialogContent>
  );
}
