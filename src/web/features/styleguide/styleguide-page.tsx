import { useTranslation } from 'react-i18next';
import { ButtonsSection } from './buttons-section';
import { DisplaySection } from './display-section';
import { FeedbackSection } from './feedback-section';
import { FormsSection } from './forms-section';
import { FoundationsSection } from './foundations-section';
import { OverlaysSection } from './overlays-section';
import { SelectionSection } from './selection-section';
import { TabsSection } from './tabs-section';
import { ThemePanel } from './theme-panel';

/** Rendered once per theme panel; ids come from useId so the two copies never collide. */
function Showcase() {
  return (
    <>
      <FoundationsSection />
      <ButtonsSection />
      <FormsSection />
      <SelectionSection />
      <DisplaySection />
      <FeedbackSection />
      <OverlaysSection />
      <TabsSection />
    </>
  );
}

export function StyleguidePage() {
  const { t } = useTranslation('styleguide');
  return (
    <div className="mx-auto grid w-full max-w-[1600px] gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header className="grid max-w-3xl gap-3">
        <p className="text-sm font-semibold tracking-wider text-brand uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-base leading-relaxed text-muted">{t('intro')}</p>
      </header>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <ThemePanel theme="light" title={t('lightTheme')}>
          <Showcase />
        </ThemePanel>
        <ThemePanel theme="dark" title={t('darkTheme')}>
          <Showcase />
        </ThemePanel>
      </div>
    </div>
  );
}
