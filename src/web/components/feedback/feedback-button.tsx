import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../ui/button';
import { openFeedback } from './feedback-store';

/** "Send feedback": one line wherever the dialog should be reachable (support, error pages, create). */
export function FeedbackButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  return (
    <Button variant={variant} leadingIcon={<MessageSquarePlus />} onClick={openFeedback} {...props}>
      {t('feedbackTrigger.open')}
    </Button>
  );
}
