import { hasPermission } from '@shared/authorization/permissions';
import { type AssistantPreferences, autoSendableTopics } from '@shared/chat/chat-assistant.schema';
import { Bot } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session/use-session';
import { useAssistantPreferences, useUpdateAssistantPreferences } from '../api/assistant-preferences';

/** Spec §2 settings: the seller's chat assistant — suggestions on or off, topics answered automatically. */
export function ChatAssistantCard() {
  const { t } = useTranslation('chat-assistant');
  const { user } = useSession();
  const isSeller = user !== null && hasPermission(user.roles, 'listings:sell');
  const preferences = useAssistantPreferences({ isEnabled: isSeller });
  if (!isSeller) return null;
  return (
    <SettingsCard icon={<Bot />} title={t('settings.title')} description={t('settings.description')}>
      {preferences.isPending && (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('settings.loading')}</span>
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {preferences.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void preferences.refetch()}>
              {t('settings.retry')}
            </Button>
          }
        >
          {t('settings.loadFailed')}
        </Alert>
      )}
      {preferences.data && <ChatAssistantForm saved={preferences.data} />}
    </SettingsCard>
  );
}

function ChatAssistantForm({ saved }: { saved: AssistantPreferences }) {
  const { t } = useTranslation('chat-assistant');
  const update = useUpdateAssistantPreferences();
  const [isEnabled, setIsEnabled] = useState(saved.isEnabled);
  const [autoSendTopics, setAutoSendTopics] = useState<AssistantPreferences['autoSendTopics']>(
    saved.autoSendTopics,
  );
  const legendId = useId();
  const hintId = useId();

  const toggleTopic = (topic: (typeof autoSendableTopics)[number], isChecked: boolean) =>
    setAutoSendTopics((current) =>
      isChecked
        ? [...current.filter((entry) => entry !== topic), topic]
        : current.filter((entry) => entry !== topic),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { isEnabled, autoSendTopics },
      { onSuccess: () => toast({ title: t('settings.saved'), variant: 'success' }) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <Checkbox
        label={t('settings.enabled')}
        description={t('settings.enabledHint')}
        checked={isEnabled}
        onCheckedChange={(checked) => setIsEnabled(checked === true)}
      />
      <fieldset
        className="grid gap-3"
        aria-labelledby={legendId}
        aria-describedby={hintId}
        disabled={!isEnabled}
      >
        <legend id={legendId} className="text-sm font-semibold text-ink">
          {t('settings.autoSendLegend')}
        </legend>
        <p id={hintId} className="text-sm text-muted">
          {t('settings.autoSendHint')}
        </p>
        {autoSendableTopics.map((topic) => (
          <Checkbox
            key={topic}
            label={t(`settings.topics.${topic}.label`)}
            description={t(`settings.topics.${topic}.hint`)}
            checked={autoSendTopics.includes(topic)}
            disabled={!isEnabled}
            onCheckedChange={(checked) => toggleTopic(topic, checked === true)}
          />
        ))}
      </fieldset>
      {update.isError && <Alert variant="danger">{t('settings.updateFailed')}</Alert>}
      <div>
        <Button type="submit" isLoading={update.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
