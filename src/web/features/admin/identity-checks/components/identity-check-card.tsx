import type { IdentityCheckReview } from '@shared/identity/identity.schema';
import { identityReasonMaxLength } from '@shared/identity/identity.schema';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { describeApiError } from '../../../../lib/api';
import { formatDate } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useDecideIdentityCheck } from '../api/identity-checks';

function countryName(code: string | null, language: 'en' | 'de'): string {
  if (!code) return '–';
  return new Intl.DisplayNames([language === 'de' ? 'de-DE' : 'en-GB'], { type: 'region' }).of(code) ?? code;
}

/** One submission: what the user entered (decrypted for the moderator), approve or reject with a reason. */
export function IdentityCheckCard({ check }: { check: IdentityCheckReview }) {
  const { t } = useTranslation('admin');
  const { t: tIdentity } = useTranslation('identity');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const decide = useDecideIdentityCheck();
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const isPending = check.status === 'pending';
  const dash = (value: string | null) => value ?? '–';

  const reject = () => {
    if (reason.trim() === '') {
      setReasonError(t('identityChecks.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    decide.mutate({ checkId: check.id, action: 'reject', reason: reason.trim() });
  };

  const facts: Array<[string, string]> = [
    [
      tIdentity('form.documentType'),
      check.documentType ? tIdentity(`form.documentTypes.${check.documentType}`) : '–',
    ],
    [tIdentity('form.issuingCountry'), countryName(check.issuingCountry, language)],
    [tIdentity('form.firstName'), dash(check.firstName)],
    [tIdentity('form.lastName'), dash(check.lastName)],
    [tIdentity('form.documentNumber'), dash(check.documentNumber)],
    [tIdentity('form.birthDate'), check.birthDate ? formatDate(check.birthDate, language, 'long') : '–'],
  ];

  return (
    <li aria-labelledby={titleId} className="grid gap-4 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="font-semibold">
            {check.user.name}
          </h2>
          <p className="text-sm text-muted">{check.user.email}</p>
        </div>
        <Badge variant={isPending ? 'warning' : check.status === 'approved' ? 'success' : 'danger'}>
          {t(`identityChecks.status.${check.status}`)}
        </Badge>
      </div>
      {isPending ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">{t('identityChecks.erased')}</p>
      )}
      <p className="text-sm text-muted">
        {t('identityChecks.submittedAt', { date: formatDate(check.submittedAt, language, 'long') })}
        {check.decidedAt &&
          ` · ${t('identityChecks.decidedAt', { date: formatDate(check.decidedAt, language, 'long') })}`}
      </p>
      {check.failureReason && (
        <p className="text-sm">{t('identityChecks.reason', { reason: check.failureReason })}</p>
      )}
      {decide.isError && <Alert variant="danger">{describeApiError(decide.error, tCommon)}</Alert>}
      {isPending && !isRejecting && (
        <div className="flex flex-wrap gap-3">
          <Button
            leadingIcon={<Check />}
            isLoading={decide.isPending}
            onClick={() => decide.mutate({ checkId: check.id, action: 'approve' })}
          >
            {t('identityChecks.approve')}
          </Button>
          <Button variant="outline" leadingIcon={<X />} onClick={() => setIsRejecting(true)}>
            {t('identityChecks.reject')}
          </Button>
        </div>
      )}
      {isPending && isRejecting && (
        <div className="grid gap-3">
          <FormField
            label={t('identityChecks.reasonLabel')}
            hint={t('identityChecks.reasonHint')}
            error={reasonError}
            isRequired
          >
            <Textarea
              value={reason}
              maxLength={identityReasonMaxLength}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" isLoading={decide.isPending} onClick={reject}>
              {t('identityChecks.confirmReject')}
            </Button>
            <Button variant="ghost" onClick={() => setIsRejecting(false)}>
              {t('identityChecks.cancel')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
