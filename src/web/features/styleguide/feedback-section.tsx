import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast-store';
import { Alert, type AlertVariant } from '../../components/ui/alert';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { Demo, ShowcaseSection } from './showcase-layout';

const alertVariants: AlertVariant[] = ['info', 'success', 'warning', 'danger'];
const toastButtonVariant: Record<AlertVariant, ButtonVariant> = {
  info: 'outline',
  success: 'outline',
  warning: 'outline',
  danger: 'danger',
};

export function FeedbackSection() {
  const { t } = useTranslation('styleguide');
  const [isAlertVisible, setIsAlertVisible] = useState(true);
  return (
    <ShowcaseSection title={t('feedback.title')} description={t('feedback.description')}>
      <Demo label={t('feedback.alerts')} note={t('feedback.alertsNote')} layout="stack">
        {alertVariants.map((variant) => (
          <Alert key={variant} variant={variant} title={t(`feedback.alert.${variant}.title`)}>
            {t(`feedback.alert.${variant}.body`)}
          </Alert>
        ))}
        {isAlertVisible ? (
          <Alert
            variant="info"
            title={t('feedback.alert.dismissible.title')}
            onDismiss={() => setIsAlertVisible(false)}
            actions={
              <Button size="sm" variant="outline">
                {t('feedback.alert.dismissible.action')}
              </Button>
            }
          >
            {t('feedback.alert.dismissible.body')}
          </Alert>
        ) : (
          <Button variant="link" onClick={() => setIsAlertVisible(true)}>
            {t('feedback.showAgain')}
          </Button>
        )}
      </Demo>
      <Demo label={t('feedback.toasts')} note={t('feedback.toastsNote')}>
        {alertVariants.map((variant) => (
          <Button
            key={variant}
            variant={toastButtonVariant[variant]}
            onClick={() =>
              toast({
                variant,
                title: t(`feedback.toast.${variant}.title`),
                description: t(`feedback.toast.${variant}.body`),
              })
            }
          >
            {t(`feedback.toast.${variant}.button`)}
          </Button>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            toast({
              title: t('feedback.toast.action.title'),
              description: t('feedback.toast.action.body'),
              duration: 10_000,
              action: { label: t('feedback.toast.action.undo'), onClick: () => undefined },
            })
          }
        >
          {t('feedback.toast.action.button')}
        </Button>
      </Demo>
      <Demo label={t('feedback.spinners')}>
        <Spinner size="sm" />
        <Spinner />
        <Spinner size="lg" className="text-brand" />
        <span className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" isDecorative />
          {t('feedback.loadingListings')}
        </span>
      </Demo>
      <Demo label={t('feedback.skeletons')} note={t('feedback.skeletonsNote')}>
        <div className="grid w-full gap-4 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <div key={index} className="grid gap-3">
              <Skeleton className="aspect-4/3 w-full" />
              <Skeleton shape="text" className="w-3/4" />
              <Skeleton shape="text" className="w-1/3" />
              <div className="flex items-center gap-2">
                <Skeleton shape="circle" className="size-6" />
                <Skeleton shape="text" className="w-1/2" />
              </div>
            </div>
          ))}
        </div>
      </Demo>
      <Demo label={t('feedback.emptyState')} layout="block">
        <EmptyState
          headingLevel={5}
          icon={<Bookmark />}
          title={t('feedback.empty.title')}
          description={t('feedback.empty.body')}
          action={<Button>{t('feedback.empty.action')}</Button>}
        />
      </Demo>
    </ShowcaseSection>
  );
}
