import { Copy, Flag, MoreHorizontal, Pencil, Share2, SlidersHorizontal, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Chip } from '../../components/ui/chip';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { FormField } from '../../components/ui/form-field';
import { IconButton } from '../../components/ui/icon-button';
import { Input } from '../../components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { RadioGroup } from '../../components/ui/radio-group';
import { Tooltip } from '../../components/ui/tooltip';
import { Demo, ShowcaseSection } from './showcase-layout';

export function OverlaysSection() {
  const { t } = useTranslation('styleguide');
  return (
    <ShowcaseSection title={t('overlays.title')} description={t('overlays.description')}>
      <Demo label={t('overlays.dialog')} note={t('overlays.dialogNote')}>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" leadingIcon={<Tag aria-hidden="true" />}>
              {t('overlays.openDialog')}
            </Button>
          </DialogTrigger>
          <DialogContent
            title={t('overlays.offerTitle')}
            description={t('overlays.offerDescription')}
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="ghost">{t('overlays.cancel')}</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button>{t('overlays.sendOffer')}</Button>
                </DialogClose>
              </>
            }
          >
            <FormField label={t('overlays.offerLabel')} hint={t('overlays.offerHint')}>
              <Input
                type="number"
                inputMode="decimal"
                defaultValue="150"
                trailing={<span className="pr-2">€</span>}
              />
            </FormField>
          </DialogContent>
        </Dialog>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" leadingIcon={<SlidersHorizontal aria-hidden="true" />}>
              {t('overlays.openFullscreen')}
            </Button>
          </DialogTrigger>
          <DialogContent
            variant="fullscreen"
            title={t('overlays.filtersTitle')}
            footer={
              <DialogClose asChild>
                <Button isFullWidth size="lg">
                  {t('overlays.showResults')}
                </Button>
              </DialogClose>
            }
          >
            <div className="mx-auto grid max-w-xl gap-6">
              <div className="flex flex-wrap gap-2">
                <Chip defaultPressed>{t('selection.chipNearby')}</Chip>
                <Chip>{t('selection.chipShipping')}</Chip>
                <Chip>{t('selection.chipFree')}</Chip>
              </div>
              <RadioGroup
                label={t('overlays.sortLabel')}
                defaultValue="newest"
                options={[
                  { value: 'newest', label: t('overlays.sortNewest') },
                  { value: 'cheapest', label: t('overlays.sortCheapest') },
                  { value: 'nearest', label: t('overlays.sortNearest') },
                ]}
              />
            </div>
          </DialogContent>
        </Dialog>
      </Demo>
      <Demo label={t('overlays.menu')} note={t('overlays.menuNote')}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton label={t('overlays.moreActions')} icon={<MoreHorizontal />} variant="outline" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>{t('overlays.listingActions')}</DropdownMenuLabel>
            <DropdownMenuItem icon={<Pencil />}>{t('overlays.edit')}</DropdownMenuItem>
            <DropdownMenuItem icon={<Share2 />}>{t('overlays.share')}</DropdownMenuItem>
            <DropdownMenuCheckboxItem defaultChecked>{t('overlays.reserved')}</DropdownMenuCheckboxItem>
            <DropdownMenuItem icon={<Flag />} disabled>
              {t('overlays.report')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem icon={<Trash2 />} isDanger>
              {t('overlays.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </Demo>
      <Demo label={t('overlays.popover')}>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline" leadingIcon={<Share2 aria-hidden="true" />}>
              {t('overlays.share')}
            </Button>
          </PopoverTrigger>
          <PopoverContent aria-label={t('overlays.shareTitle')} className="grid gap-3">
            <p className="font-semibold">{t('overlays.shareTitle')}</p>
            <p className="text-sm text-muted">{t('overlays.shareBody')}</p>
            <FormField label={t('overlays.shareLink')} isLabelHidden>
              <Input
                readOnly
                size="sm"
                value={t('overlays.shareUrl')}
                trailing={
                  <IconButton label={t('overlays.copyLink')} icon={<Copy />} size="sm" className="size-7" />
                }
              />
            </FormField>
          </PopoverContent>
        </Popover>
      </Demo>
      <Demo label={t('overlays.tooltip')} note={t('overlays.tooltipNote')}>
        <Tooltip content={t('overlays.tooltipText')}>
          <Button variant="ghost">{t('overlays.hoverMe')}</Button>
        </Tooltip>
        <IconButton label={t('overlays.share')} icon={<Share2 />} variant="outline" showTooltip />
      </Demo>
    </ShowcaseSection>
  );
}
