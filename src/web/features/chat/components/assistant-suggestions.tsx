import type { ChatThread } from '@shared/chat/chat.schema';
import { type AssistantSuggestion, assistantConfidenceLevelOf } from '@shared/chat/chat-assistant.schema';
import { Bot, Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { localeFor } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useAssistantSuggestions } from '../api/get-assistant-suggestions';
import { copyText } from '../copy-text';

const levelBadge: Record<ReturnType<typeof assistantConfidenceLevelOf>, BadgeVariant> = {
  high: 'success',
  medium: 'info',
  low: 'warning',
};

/**
 * The seller's reply suggestions on a buyer's message (spec §3 chat assistant): each with its
 * confidence, "Use" puts it into the composer (the seller edits and sends), "Copy" copies it.
 * A question the assistant must not answer says why it is left to the seller.
 */
export function AssistantSuggestions({
  thread,
  messageId,
  onUse,
}: {
  thread: ChatThread;
  messageId: string;
  onUse: (text: string) => void;
}) {
  const { t } = useTranslation('chat-assistant');
  const isSeller = thread.role === 'seller';
  const suggestions = useAssistantSuggestions(thread.id, messageId, { isEnabled: isSeller });
  const titleId = useId();
  if (!isSeller) return null;

  if (suggestions.isPending) {
    return (
      <div role="status" className="grid gap-2 rounded-xl border border-line p-3">
        <span className="sr-only">{t('suggestions.loading')}</span>
        <Skeleton shape="text" className="w-1/3" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (suggestions.isError) {
    return (
      <Alert
        variant="danger"
        actions={
          <Button size="sm" variant="outline" onClick={() => void suggestions.refetch()}>
            {t('suggestions.retry')}
          </Button>
        }
      >
        {t('suggestions.loadFailed')}
      </Alert>
    );
  }
  const { data } = suggestions;
  if (data.suggestions.length === 0 && !data.isEscalated) return null;

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-line bg-surface p-3">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Bot aria-hidden className="size-4 text-brand-strong" />
        {t('suggestions.title')}
      </h3>
      {data.isEscalated && data.escalationReason && (
        <Alert variant="warning">{t(`suggestions.escalation.${data.escalationReason}`)}</Alert>
      )}
      {data.suggestions.length > 0 && (
        <ul className="grid gap-2">
          {data.suggestions.map((suggestion) => (
            <SuggestionItem key={suggestion.id} suggestion={suggestion} onUse={onUse} />
          ))}
        </ul>
      )}
      {data.suggestions.length > 0 && (
        <p className="text-xs text-muted">{t(`suggestions.provider.${data.provider}`)}</p>
      )}
    </section>
  );
}

function SuggestionItem({
  suggestion,
  onUse,
}: {
  suggestion: AssistantSuggestion;
  onUse: (text: string) => void;
}) {
  const { t } = useTranslation('chat-assistant');
  const textId = useId();
  const level = assistantConfidenceLevelOf(suggestion.confidence);
  const percent = new Intl.NumberFormat(localeFor(currentLanguage()), {
    style: 'percent',
  }).format(suggestion.confidence);

  const copy = async () => {
    const result = await copyText(suggestion.text);
    if (result === 'copied') toast({ title: t('suggestions.copied'), variant: 'success' });
    else if (result === 'unsupported') toast({ title: t('suggestions.copyUnsupported'), variant: 'warning' });
    else toast({ title: t('suggestions.copyFailed'), variant: 'danger' });
  };

  return (
    <li className="grid gap-2 rounded-lg bg-surface-sunken p-3">
      <p id={textId} className="text-sm whitespace-pre-line text-ink">
        {suggestion.text}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge size="sm" variant={levelBadge[level]}>
          {t(`suggestions.confidence.${level}`, { percent })}
        </Badge>
        <div className="flex items-center gap-1">
          <IconButton size="sm" label={t('suggestions.copy')} icon={<Copy />} onClick={() => void copy()} />
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={textId}
            onClick={() => onUse(suggestion.text)}
          >
            {t('suggestions.use')}
          </Button>
        </div>
      </div>
    </li>
  );
}
