import { Camera, CircleCheck, Lightbulb, type LucideIcon, Mic, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

const steps: { key: 'photo' | 'speak' | 'publish'; icon: LucideIcon }[] = [
  { key: 'photo', icon: Camera },
  { key: 'speak', icon: Mic },
  { key: 'publish', icon: Send },
];

function readList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * /sell and /listings/create until the listing editor arrives: how creating a listing works and what
 * to have ready. It says plainly that the editor will open on this page.
 */
export function SellIntroPage() {
  const { t } = useTranslation('listings');
  const { t: tCommon } = useTranslation();
  const preparation = readList(t('sellIntro.prepare.items', { returnObjects: true }));

  useEffect(() => {
    document.title = t('sellIntro.documentTitle');
  }, [t]);

  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('sellIntro.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('sellIntro.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t('sellIntro.intro')}</p>

      <section aria-labelledby="sell-steps-title" className="mt-10">
        <h2 id="sell-steps-title" className="text-xl font-bold tracking-tight">
          {t('sellIntro.stepsTitle')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {steps.map(({ key, icon: Icon }, index) => (
            <li key={key} className="rounded-card border border-line bg-surface p-5 shadow-card">
              <span className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand">
                  {index + 1}
                </span>
                <Icon aria-hidden className="size-5 text-brand" />
              </span>
              <h3 className="mt-4 font-semibold">{tCommon(`home.hero.steps.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`sellIntro.steps.${key}`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="sell-prepare-title"
          className="rounded-card border border-line bg-surface p-6"
        >
          <h2 id="sell-prepare-title" className="flex items-center gap-2 text-lg font-bold">
            <Lightbulb aria-hidden className="size-5 text-warning" />
            {t('sellIntro.prepare.title')}
          </h2>
          <ul className="mt-3 grid gap-2">
            {preparation.map((item) => (
              <li key={item} className="flex items-start gap-2 text-ink">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sell-editor-title" className="rounded-card bg-brand-soft p-6">
          <h2 id="sell-editor-title" className="text-lg font-bold">
            {t('sellIntro.editor.title')}
          </h2>
          <p className="mt-2 text-ink">{t('sellIntro.editor.text')}</p>
          <p className="mt-4 text-sm text-ink">
            {t('sellIntro.editor.help')}{' '}
            <Link to={`${paths.support}#sell-fast`} className="font-semibold text-brand-strong underline">
              {t('sellIntro.editor.helpLink')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
