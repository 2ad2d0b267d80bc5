import {
  decisionFactsMaxLength,
  decisionFactsMinLength,
  type ModerationObjection,
} from '@shared/moderation/moderation.schema';
import { Check, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { describeApiError } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../chat-moderation/format-date-time';
import { useDecideObjection } from '../api/moderation-cases';

const outcomeVariants = { open: 'warning', upheld: 'success', rejected: 'neutral' } as const;

/**
 * An objection (Art. 20 DSA): the decision it is about, the owner's text and, while open, the
 * outcome form. Only a moderator other than the first decider may decide; the first one reads why.
 */
export function ObjectionCard({
  objection,
  caseLink,
  headingLevel = 3,
}: {
  objection: ModerationObjection;
  caseLink?: string;
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const decide = useDecideObjection();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const headingId = `objection-${objection.id}-title`;
  const isOpen = objection.status === 'open';

  const send = (outcome: 'upheld' | 'rejected') => {
    const trimmed = note.trim();
    if (trimmed.length < decisionFactsMinLength) {
      setNoteError(t('errors.tooShort', { min: decisionFactsMinLength }));
      return;
    }
    setNoteError(null);
    decide.mutate(
      { objectionId: objection.id, outcome, note: trimmed },
      {
        onSuccess: () => toast({ title: t(`case.objection.${outcome}`), variant: 'success' }),
      },
    );
  };
  const isSameModeratorError =
    decide.error instanceof ApiError && decide.error.code === 'OBJECTION_SAME_MODERATOR';

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={outcomeVariants[objection.status]}>
          {t(`objectionStatuses.${objection.status}`)}
        </Badge>
        <Badge variant="neutral">{t(`actions.${objection.decision.action}`)}</Badge>
      </div>
      <Heading id={headingId} className="text-base font-semibold break-words">
        {caseLink ? (
          <Link to={caseLink} className="text-brand-strong underline-offset-4 hover:underline">
            {t('case.objection.heading', { subject: objection.subjectLabel })}
          </Link>
        ) : (
          t('case.objection.heading', { subject: objection.subjectLabel })
        )}
      </Heading>
      <p className="text-sm text-muted">
        {t('case.objection.filedBy', {
          name: objection.user?.name ?? t('case.deletedUser'),
          time: formatDateTime(objection.createdAt, language),
        })}
        {' · '}
        {t('case.objection.firstDecision', {
          name: objection.firstModerator?.name ?? t('case.history.system'),
          rule: objection.decision.rule ? t(`rules.${objection.decision.rule}`) : '–',
        })}
      </p>
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{t('case.objection.decisionFacts')}</p>
        <p className="break-words whitespace-pre-wrap text-muted">{objection.decision.facts}</p>
        <p className="font-semibold">{t('case.objection.text')}</p>
        <p className="rounded-xl bg-surface-sunken p-3 break-words whitespace-pre-wrap">{objection.text}</p>
      </div>
      {!isOpen && (
        <p className="text-sm">
          {t('case.objection.outcome', {
            status: t(`objectionStatuses.${objection.status}`),
            name: objection.decidedBy?.name ?? '–',
            time: objection.decidedAt ? formatDateTime(objection.decidedAt, language) : '–',
          })}
          {objection.outcomeNote && ` – ${objection.outcomeNote}`}
        </p>
      )}
      {isOpen && !objection.callerMayDecide && (
        <Alert variant="info">{t('case.objection.sameModerator')}</Alert>
      )}
      {isOpen && objection.callerMayDecide && (
        <div className="grid gap-3">
          <FormField
            label={t('case.objection.note')}
            hint={t('case.objection.noteHint')}
            error={noteError ?? undefined}
            isRequired
          >
            <Textarea
              rows={2}
              maxLength={decisionFactsMaxLength}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteError(null);
              }}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              leadingIcon={<Undo2 />}
              onClick={() => send('upheld')}
              isLoading={decide.isPending && decide.variables?.outcome === 'upheld'}
              disabled={decide.isPending}
            >
              {t('case.objection.uphold')}
            </Button>
            <Button
              variant="secondary"
              leadingIcon={<Check />}
              onClick={() => send('rejected')}
              isLoading={decide.isPending && decide.variables?.outcome === 'rejected'}
              disabled={decide.isPending}
            >
              {t('case.objection.reject')}
            </Button>
          </div>
        </div>
      )}
      {decide.isError && (
        <Alert variant="danger">
          {isSameModeratorError
            ? t('case.objection.sameModerator')
            : t('case.objection.failed', { message: describeApiError(decide.error, tCommon) })}
        </Alert>
      )}
    </article>
  );
}
