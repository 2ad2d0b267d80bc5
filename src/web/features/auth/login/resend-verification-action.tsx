import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../api/resend-verification';

/** Sends the confirmation mail again and says whether that worked (spec §8 resend verification). */
export function ResendVerificationAction({ email, label }: { email: string; label?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size="sm"
        isLoading={resend.isPending}
        onClick={() => resend.mutate(email.trim())}
        className="justify-self-start"
      >
        {label ?? t('register.pending.resend')}
      </Button>
      <p role="status" className="text-sm font-medium">
        {resend.isSuccess && <span className="text-success">{t('resend.success')}</span>}
        {resend.isError && <span className="text-danger">{t('resend.failed')}</span>}
      </p>
    </div>
  );
}
