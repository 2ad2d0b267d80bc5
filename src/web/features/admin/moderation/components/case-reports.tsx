import type { ModerationCaseDetail } from '@shared/moderation/moderation.schema';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../chat-moderation/format-date-time';

/** The reporters' own words, with who (or which guest address) and when. */
export function CaseReports({ detail }: { detail: ModerationCaseDetail }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const headingId = `case-${detail.id}-reports`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {t('case.reports')}
      </h3>
      {detail.reports.length === 0 ? (
        <p className="text-sm text-muted">{t('case.noReports')}</p>
      ) : (
        <ul className="grid gap-2">
          {detail.reports.map((report) => (
            <li key={report.id} className="grid gap-1 rounded-xl bg-surface-sunken p-3 text-sm">
              <p className="font-semibold">
                {t('case.reportBy', {
                  reason: t(`reasons.${report.reason}`),
                  time: formatDateTime(report.createdAt, language),
                })}
              </p>
              <p className="text-muted">
                {report.reporter?.name ??
                  (report.reporterEmail
                    ? t('case.reporterGuestEmail', { email: report.reporterEmail })
                    : t('case.reporterGuest'))}
              </p>
              <p className="break-words whitespace-pre-line">{report.explanation}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
