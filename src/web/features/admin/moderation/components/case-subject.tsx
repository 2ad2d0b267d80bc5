import type { ModerationCaseDetail, ModerationSubject } from '@shared/moderation/moderation.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { formatDate, formatPrice } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../chat-moderation/format-date-time';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function SubjectLink({ path }: { path: string }) {
  const { t } = useTranslation('moderation');
  return (
    <Link to={path} className="text-sm font-medium text-brand-strong underline">
      {t('case.openSubject')}
    </Link>
  );
}

function SubjectBody({ subject }: { subject: ModerationSubject }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  switch (subject.kind) {
    case 'listing':
      return (
        <div className="grid gap-3">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Row label={t('case.fields.title')}>{subject.title}</Row>
            <Row label={t('case.fields.price')}>
              {subject.priceCents === null ? '–' : formatPrice(subject.priceCents / 100, language)}
            </Row>
            <Row label={t('case.fields.seller')}>{subject.seller?.name ?? '–'}</Row>
            <Row label={t('case.fields.state')}>
              {subject.restriction ? t(`case.restriction.${subject.restriction}`) : subject.status}
            </Row>
          </dl>
          <p className="rounded-xl bg-surface-sunken p-3 text-sm break-words whitespace-pre-line">
            {subject.description}
          </p>
          {subject.photos.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('case.fields.photos')}>
              {subject.photos.map((photo, index) => (
                <li key={photo.id}>
                  <img
                    src={photo.url}
                    alt={t('case.photoAlt', { number: index + 1 })}
                    className="size-24 rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
          <SubjectLink path={subject.path} />
        </div>
      );
    case 'user':
      return (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Row label={t('case.fields.name')}>{subject.name}</Row>
          <Row label={t('case.fields.memberSince')}>{formatDate(subject.memberSince, language)}</Row>
          {subject.suspendedUntil && (
            <Row label={t('case.fields.suspendedUntil')}>{formatDate(subject.suspendedUntil, language)}</Row>
          )}
          <div>
            <SubjectLink path={subject.path} />
          </div>
        </dl>
      );
    case 'conversation':
      return (
        <div className="grid gap-2 text-sm">
          <p>
            {t('case.fields.participants', {
              names: subject.participants.map((person) => person.name).join(', '),
            })}
            {subject.listingTitle && ` · ${subject.listingTitle}`}
          </p>
          <ol className="grid max-h-80 gap-2 overflow-y-auto rounded-xl bg-surface-sunken p-3">
            {subject.messages.map((message) => (
              <li key={message.id} className="grid gap-0.5">
                <span className="text-xs text-muted">
                  {message.sender?.name ?? t('case.deletedUser')} · {formatDateTime(message.sentAt, language)}
                </span>
                <span className="break-words whitespace-pre-wrap">{message.body}</span>
              </li>
            ))}
          </ol>
        </div>
      );
    case 'review':
      return (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Row label={t('case.fields.author')}>{subject.author?.name ?? t('case.deletedUser')}</Row>
          <Row label={t('case.fields.reviewedUser')}>{subject.reviewedUser?.name ?? '–'}</Row>
          <Row label={t('case.fields.rating')}>{t('case.fields.stars', { count: subject.rating })}</Row>
          <Row label={t('case.fields.date')}>{formatDate(subject.createdAt, language)}</Row>
          <div className="sm:col-span-2">
            <Row label={t('case.fields.text')}>{subject.text}</Row>
          </div>
        </dl>
      );
    case 'photo':
      return (
        <div className="grid gap-3 text-sm">
          <img
            src={subject.url}
            alt={t('case.heldPhotoAlt')}
            className="max-h-80 w-full max-w-sm rounded-xl object-contain"
          />
          <dl className="grid gap-3 sm:grid-cols-2">
            <Row label={t('case.fields.owner')}>{subject.owner?.name ?? '–'}</Row>
            <Row label={t('case.fields.photoState')}>{t(`case.photoStates.${subject.moderation}`)}</Row>
            {subject.nsfwScore !== null && (
              <Row label={t('case.fields.nsfwScore')}>{subject.nsfwScore.toFixed(2)}</Row>
            )}
            {subject.listing && <Row label={t('case.fields.listing')}>{subject.listing.title}</Row>}
          </dl>
        </div>
      );
    case 'order':
      return (
        <div className="grid gap-3 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Row label={t('case.fields.orderNumber')}>{subject.number}</Row>
            <Row label={t('case.fields.state')}>{subject.status}</Row>
            <Row label={t('case.fields.total')}>{formatPrice(subject.totalCents / 100, language)}</Row>
            <Row label={t('case.fields.buyer')}>{subject.buyer?.name ?? '–'}</Row>
            <Row label={t('case.fields.seller')}>{subject.seller?.name ?? '–'}</Row>
          </dl>
          {subject.problem?.text && (
            <p className="rounded-xl bg-surface-sunken p-3 break-words whitespace-pre-line">
              {subject.problem.text}
            </p>
          )}
          <SubjectLink path={subject.path} />
        </div>
      );
    case 'missing':
      return <p className="text-sm text-muted">{t('case.missing')}</p>;
  }
}

/** The item the case is about, as it is now, and what the automated checks found. */
export function CaseSubject({ detail }: { detail: ModerationCaseDetail }) {
  const { t } = useTranslation('moderation');
  const signals = Object.entries(detail.signals);
  return (
    <section aria-labelledby={`case-${detail.id}-subject`} className="grid gap-3">
      <h3 id={`case-${detail.id}-subject`} className="text-base font-semibold">
        {t('case.subject')}
      </h3>
      <SubjectBody subject={detail.subject} />
      {signals.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            {t('case.signals')}
            {detail.kind !== 'report' && <Badge size="sm">{t('case.automated')}</Badge>}
          </p>
          <ul className="grid gap-0.5 text-muted">
            {signals.map(([key, value]) => (
              <li key={key} className="break-words">
                {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
