import type { ClientLogEntry } from '@shared/support/feedback.schema';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Facts } from './feedback-facts';

interface WhatWeSendProps {
  context: Facts;
  path: string;
  diagnostics: Facts;
  logs: ClientLogEntry[] | null;
}

function FactList({ facts }: { facts: Facts }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
      {Object.entries(facts).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{key}</dt>
          <dd className="break-all text-ink">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything added to the message, shown before sending: nothing goes out the user cannot see. */
export function WhatWeSend({ context, path, diagnostics, logs }: WhatWeSendProps) {
  const { t } = useTranslation('feedback');
  return (
    <details className="group rounded-xl border border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {t('whatWeSend.summary')}
        <ChevronDown aria-hidden className="size-4 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-3 border-t border-line px-4 py-3 text-xs">
        <section className="grid gap-1">
          <h3 className="font-semibold text-ink">{t('whatWeSend.context')}</h3>
          <FactList facts={context} />
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold text-ink">{t('whatWeSend.path')}</h3>
          <p className="break-all text-ink">{path}</p>
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold text-ink">{t('whatWeSend.diagnostics')}</h3>
          <FactList facts={diagnostics} />
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold text-ink">{t('whatWeSend.logs', { count: logs?.length ?? 0 })}</h3>
          {logs === null ? (
            <p className="text-muted">{t('whatWeSend.logsOff')}</p>
          ) : logs.length === 0 ? (
            <p className="text-muted">{t('whatWeSend.logsEmpty')}</p>
          ) : (
            <pre
              role="log"
              aria-label={t('whatWeSend.logsPreview')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              className="max-h-40 overflow-auto rounded-lg bg-surface-sunken p-2 whitespace-pre-wrap text-ink"
            >
              {logs.map((entry) => `${entry.at} ${entry.level}: ${entry.message}`).join('\n')}
            </pre>
          )}
        </section>
      </div>
    </details>
  );
}
