import { ArrowRight, Heart, Pencil, Plus, Share2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { IconButton, type IconButtonVariant } from '../../components/ui/icon-button';
import { paths } from '../../lib/paths';
import { Demo, ShowcaseSection } from './showcase-layout';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];
const iconVariants: IconButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger'];

export function ButtonsSection() {
  const { t } = useTranslation('styleguide');
  return (
    <ShowcaseSection title={t('buttons.title')} description={t('buttons.description')}>
      <Demo label={t('common.variants')} note={t('common.interactionNote')}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {t(`buttons.variants.${variant}`)}
          </Button>
        ))}
      </Demo>
      <Demo label={t('common.sizes')}>
        {sizes.map((size) => (
          <Button key={size} size={size}>
            {t(`common.size.${size}`)}
          </Button>
        ))}
      </Demo>
      <Demo label={t('common.withIcon')}>
        <Button leadingIcon={<Plus aria-hidden="true" />}>{t('buttons.createListing')}</Button>
        <Button variant="outline" trailingIcon={<ArrowRight aria-hidden="true" />}>
          {t('buttons.continue')}
        </Button>
        <Button variant="ghost" leadingIcon={<Heart aria-hidden="true" />}>
          {t('buttons.save')}
        </Button>
        <Button variant="danger" leadingIcon={<Trash2 aria-hidden="true" />}>
          {t('buttons.delete')}
        </Button>
      </Demo>
      <Demo label={t('common.states')}>
        <Button disabled>{t('common.disabled')}</Button>
        <Button variant="outline" disabled>
          {t('common.disabled')}
        </Button>
        <Button isLoading>{t('buttons.saving')}</Button>
        <Button variant="secondary" isLoading>
          {t('buttons.saving')}
        </Button>
        <Button asChild variant="outline" trailingIcon={<ArrowRight aria-hidden="true" />}>
          <a href={paths.styleguide}>{t('buttons.asLink')}</a>
        </Button>
      </Demo>
      <Demo label={t('buttons.fullWidth')}>
        <Button isFullWidth size="lg">
          {t('buttons.publish')}
        </Button>
      </Demo>
      <Demo label={t('iconButtons.title')} note={t('iconButtons.note')}>
        {iconVariants.map((variant) => (
          <IconButton
            key={variant}
            variant={variant}
            label={t(`iconButtons.labels.${variant}`)}
            icon={variant === 'danger' ? <Trash2 /> : <Heart />}
          />
        ))}
      </Demo>
      <Demo label={`${t('iconButtons.title')} · ${t('common.sizes')} · ${t('common.states')}`}>
        {sizes.map((size) => (
          <IconButton
            key={size}
            size={size}
            variant="outline"
            label={t('iconButtons.labels.edit')}
            icon={<Pencil />}
          />
        ))}
        <IconButton label={t('iconButtons.labels.share')} icon={<Share2 />} variant="outline" showTooltip />
        <IconButton label={t('iconButtons.labels.edit')} icon={<Pencil />} variant="outline" disabled />
        <IconButton label={t('iconButtons.labels.share')} icon={<Share2 />} variant="secondary" isLoading />
      </Demo>
    </ShowcaseSection>
  );
}
