import { BadgeCheck, Clock, Heart, MapPin, Sparkles, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar, type AvatarSize } from '../../components/ui/avatar';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { IconButton } from '../../components/ui/icon-button';
import { PriceTag } from '../../components/ui/price-tag';
import { RatingStars } from '../../components/ui/rating-stars';
import { Demo, ShowcaseSection } from './showcase-layout';

const badgeVariants: BadgeVariant[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];
const avatarSizes: AvatarSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export function DisplaySection() {
  const { t } = useTranslation('styleguide');
  return (
    <ShowcaseSection title={t('display.title')} description={t('display.description')}>
      <Demo label={t('display.badges')}>
        {badgeVariants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {t(`display.badgeVariants.${variant}`)}
          </Badge>
        ))}
      </Demo>
      <Demo label={`${t('display.badges')} · ${t('common.withIcon')} · ${t('common.size.sm')}`}>
        <Badge variant="success" icon={<BadgeCheck />}>
          {t('display.verified')}
        </Badge>
        <Badge variant="brand" icon={<Sparkles />}>
          {t('display.new')}
        </Badge>
        <Badge variant="warning" icon={<Clock />} size="sm">
          {t('display.reserved')}
        </Badge>
        <Badge variant="info" icon={<Truck />} size="sm">
          {t('display.shipping')}
        </Badge>
      </Demo>
      <Demo
        label={t('display.cards')}
        note={t('display.cardsNote')}
        layout="stack"
        className="items-start sm:grid-cols-2"
      >
        <Card padding="none" isInteractive asChild>
          <article className="overflow-hidden">
            <div className="relative aspect-4/3 bg-linear-to-br from-brand-soft via-surface-sunken to-info-soft">
              <Badge variant="brand" className="absolute top-3 left-3">
                {t('display.new')}
              </Badge>
              <IconButton
                label={t('display.saveListing')}
                icon={<Heart />}
                variant="outline"
                size="sm"
                className="absolute top-3 right-3 shadow-sm"
              />
            </div>
            <div className="grid gap-1.5 p-4">
              <CardTitle as="h5" className="line-clamp-1 text-base">
                {t('display.listingTitle')}
              </CardTitle>
              <PriceTag amount={180} previousPrice={220} priceKind="negotiable" />
              <p className="flex items-center gap-1 text-sm text-muted">
                <MapPin className="size-4" aria-hidden="true" />
                {t('display.listingLocation')}
              </p>
            </div>
          </article>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h5">{t('display.sellerCardTitle')}</CardTitle>
            <CardDescription>{t('display.sellerCardDescription')}</CardDescription>
          </CardHeader>
          <div className="flex items-center gap-3">
            <Avatar name={t('display.sellerName')} size="lg" isDecorative />
            <div className="grid gap-0.5">
              <p className="font-semibold">{t('display.sellerName')}</p>
              <RatingStars average={4.8} count={127} size="sm" />
            </div>
          </div>
          <CardFooter>
            <Button size="sm">{t('display.message')}</Button>
            <Button size="sm" variant="ghost">
              {t('display.viewProfile')}
            </Button>
          </CardFooter>
        </Card>
      </Demo>
      <Demo label={t('display.prices')} layout="stack">
        <div className="flex flex-wrap items-baseline gap-x-8 gap-y-3">
          <PriceTag amount={45} />
          <PriceTag amount={1250.5} priceKind="negotiable" />
          <PriceTag amount={89} previousPrice={120} />
          <PriceTag amount={0} priceKind="free" />
        </div>
        <div className="flex flex-wrap items-baseline gap-x-8 gap-y-3">
          <PriceTag amount={12} size="sm" priceKind="negotiable" />
          <PriceTag amount={349} previousPrice={399} size="lg" priceKind="negotiable" />
        </div>
      </Demo>
      <Demo label={t('display.ratings')}>
        <RatingStars average={4.5} count={128} />
        <RatingStars average={3} count={1} />
        <RatingStars average={4.2} />
        <RatingStars average={0} count={0} />
        <RatingStars average={5} count={9} size="sm" />
      </Demo>
      <Demo label={t('display.avatars')} note={t('display.avatarsNote')}>
        {avatarSizes.map((size) => (
          <Avatar key={size} name={t('display.avatarName')} size={size} />
        ))}
        <Avatar name={t('display.avatarShortName')} />
        <span className="flex items-center gap-2 text-sm font-medium">
          <Avatar name={t('display.avatarOtherName')} size="sm" isDecorative />
          {t('display.avatarOtherName')}
        </span>
      </Demo>
    </ShowcaseSection>
  );
}
