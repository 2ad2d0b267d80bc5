import type { Order } from '@shared/orders/order.schema';
import type { ProblemReason } from '@shared/orders/order-states';
import { problemReasons } from '@shared/orders/order-states';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Textarea } from '../../../components/ui/textarea';
import { describeApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { orderMoves, useOrderMove } from '../api/order-moves';
import { minimumProblemNoteLength, returnWindowDays } from '../order-forms';

const formId = 'report-problem-form';

/** Buyer, within the 14-day return window: the order is frozen until the team has looked at it. */
export function ReportProblemDialog({ order, userId }: { order: Order; userId: string }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const report = useOrderMove(userId, order.id, orderMoves.reportProblem);
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<ProblemReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState({ reason: false, note: false });
  const windowText = order.returnWindowEndsAt
    ? t('problem.windowUntil', {
        days: returnWindowDays,
        date: formatDate(order.returnWindowEndsAt, currentLanguage(), 'long'),
      })
    : t('problem.window', { days: returnWindowDays });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const nextErrors = { reason: !reason, note: note.trim().length < minimumProblemNoteLength };
    setErrors(nextErrors);
    if (!reason || nextErrors.note) return;
    report.mutate(
      { reason, note: note.trim() },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast({ title: t('problem.done'), variant: 'success' });
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        {t('actions.report_problem')}
      </Button>
      <DialogContent
        title={t('problem.title')}
        description={windowText}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('problem.close')}</Button>
            </DialogClose>
            <Button type="submit" form={formId} isLoading={report.isPending}>
              {t('problem.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
          <RadioGroup
            label={t('problem.reason')}
            value={reason ?? ''}
            onValueChange={(value) => setReason(value as ProblemReason)}
            error={errors.reason ? t('problem.reasonError') : undefined}
            options={problemReasons.map((value) => ({ value, label: t(`problemReason.${value}`) }))}
          />
          <FormField
            label={t('problem.note')}
            hint={t('problem.noteHint', { count: minimumProblemNoteLength })}
            error={errors.note ? t('problem.noteError', { count: minimumProblemNoteLength }) : undefined}
            isRequired
          >
            <Textarea
              value={note}
              maxLength={2000}
              rows={4}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          <p className="text-sm text-muted">{t('problem.freezeNote')}</p>
          {report.isError && <Alert variant="danger">{describeApiError(report.error, tCommon)}</Alert>}
        </form>
      </DialogContent>
    </Dialog>
  );
}
