import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/toast/toast-store';
import { Button } from '../../../../components/ui/button';
import { shareLink } from '../share-link';

export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('listing-detail');
  const onShare = async () => {
    try {
      const outcome = await shareLink({ title, url: window.location.href });
      if (outcome === 'copied')
        toast({ title: t('share.copied'), description: t('share.copiedText'), variant: 'success' });
    } catch {
      toast({ title: t('share.failed'), variant: 'danger' });
    }
  };
  return (
    <Button variant="ghost" size="lg" leadingIcon={<Share2 aria-hidden />} onClick={() => void onShare()}>
      {t('share.button')}
    </Button>
  );
}
