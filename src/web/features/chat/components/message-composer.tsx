import { chatMessageMaxLength } from '@shared/chat/chat-constants';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Textarea } from '../../../components/ui/textarea';

/** The counter shows from here on, so it does not distract from short messages. */
const counterFrom = chatMessageMaxLength - 200;
/** A typing frame is sent at most this often while the user keeps typing. */
const typingRepeatMs = 2_000;
/** Without a key press for this long the user counts as no longer typing. */
const typingIdleMs = 3_000;

export interface MessageComposerProps {
  /** Set when writing is impossible (a block), with the reason shown instead of the field. */
  disabledReason: string | null;
  isOffline: boolean;
  onSend(body: string): void;
  onTyping(isTyping: boolean): void;
  /** Text put into the field from outside (an assistant suggestion); each new value replaces the draft. */
  fill: { text: string; version: number } | null;
}

export function MessageComposer({ disabledReason, isOffline, onSend, onTyping, fill }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const [body, setBody] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const lastTypingSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!fill) return;
    setBody(fill.text);
    fieldRef.current?.focus();
  }, [fill]);

  useEffect(
    () => () => {
      if (idleTimer.current) clearTimeout(idleTimer.current);
    },
    [],
  );

  const stopTyping = () => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    if (lastTypingSent.current !== 0) onTyping(false);
    lastTypingSent.current = 0;
  };

  const noteTyping = () => {
    const now = Date.now();
    if (now - lastTypingSent.current > typingRepeatMs) {
      lastTypingSent.current = now;
      onTyping(true);
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopTyping, typingIdleMs);
  };

  const length = [...body.trim()].length;
  const isTooLong = length > chatMessageMaxLength;
  const canSend = length > 0 && !isTooLong && disabledReason === null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body.trim());
    setBody('');
    stopTyping();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  if (disabledReason) {
    return (
      <p role="status" className="border-t border-line bg-surface-sunken px-4 py-3 text-sm text-muted">
        {disabledReason}
      </p>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-1.5 border-t border-line bg-surface px-3 py-3 sm:px-4">
      {isOffline && (
        <p role="status" className="text-xs text-muted">
          {t('composer.offlineNote')}
        </p>
      )}
      <label htmlFor={fieldId} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={fieldRef}
          id={fieldId}
          rows={1}
          isAutoGrow
          value={body}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${hintId}${length >= counterFrom ? ` ${counterId}` : ''}`}
          aria-invalid={isTooLong || undefined}
          onChange={(event) => {
            setBody(event.target.value);
            if (event.target.value) noteTyping();
            else stopTyping();
          }}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
          className="max-h-40 min-h-11 flex-1"
        />
        <Button type="submit" disabled={!canSend} className="h-11 shrink-0" aria-label={t('composer.send')}>
          <SendHorizontal aria-hidden className="size-4" />
          <span className="hidden sm:inline">{t('composer.send')}</span>
        </Button>
      </div>
      <div className="flex justify-between gap-3 text-xs text-muted">
        <span id={hintId} className="hidden sm:inline">
          {t('composer.hint')}
        </span>
        {length >= counterFrom && (
          <span id={counterId} className={cn('ml-auto', isTooLong && 'font-semibold text-danger')}>
            {isTooLong
              ? t('composer.tooLong', { max: chatMessageMaxLength })
              : t('composer.counter', { count: length, max: chatMessageMaxLength })}
          </span>
        )}
      </div>
    </form>
  );
}
