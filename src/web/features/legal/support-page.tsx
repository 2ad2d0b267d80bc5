import { ArrowRight, ChevronDown, Clock, LifeBuoy, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FeedbackButton } from '../../components/feedback/feedback-button';
import { paths } from '../../lib/paths';
import { type FaqItem, isStringArray, readFaqItems } from './legal-content';
import { LegalPageShell } from './legal-page-shell';
import { LinkedText, linkClassName } from './linked-text';
import { RelatedPages } from './related-pages';

/** FAQ answers that lead somewhere in the app; the link label lives in the catalogue item. */
const faqLinks: Partial<Record<string, string>> = {
  'sell-fast': paths.sell,
  security: paths.settingsSecurity,
  'delete-account': paths.settings,
};

function FaqEntry({ item }: { item: FaqItem }) {
  const linkTo = faqLinks[item.id];
  return (
    <details id={item.id} className="group scroll-mt-36">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-surface-sunken focus-visible:-outline-offset-4 [&::-webkit-details-marker]:hidden">
        {item.question}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-3 px-5 pt-1 pb-5 leading-7 text-ink">
        {item.answer.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
        {linkTo && item.linkLabel && (
          <Link to={linkTo} className={`inline-flex items-center gap-1.5 ${linkClassName}`}>
            {item.linkLabel}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
    </details>
  );
}

function ContactCard() {
  const { t } = useTranslation('legal');
  const tips: unknown = t('support.contact.tips', { returnObjects: true });
  const email = t('support.contact.email');
  return (
    <section
      aria-labelledby="support-contact-title"
      className="mt-14 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <LifeBuoy aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="support-contact-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {t('support.contact.heading')}
          </h2>
          <p className="mt-1 text-muted">{t('support.contact.text')}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-surface-sunken p-4">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <Mail aria-hidden className="size-4" />
            {t('support.contact.emailLabel')}
          </dt>
          <dd className="mt-1">
            <a href={`mailto:${email}`} className={`break-all ${linkClassName}`}>
              {email}
            </a>
          </dd>
        </div>
        <div className="rounded-xl bg-surface-sunken p-4">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <Clock aria-hidden className="size-4" />
            {t('support.contact.responseLabel')}
          </dt>
          <dd className="mt-1 text-ink">{t('support.contact.responseTime')}</dd>
        </div>
      </dl>
      <p className="mt-6 font-semibold text-ink">{t('support.contact.tipsHeading')}</p>
      {isStringArray(tips) && (
        <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-7 text-ink marker:text-brand">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      <FeedbackButton className="mt-6" />
      <p className="mt-5 text-sm text-muted">{t('support.contact.emergency')}</p>
    </section>
  );
}

export function SupportPage() {
  const { t } = useTranslation('legal');
  const items = readFaqItems(t('support.faq.items', { returnObjects: true }));
  const { hash } = useLocation();

  // Links such as /support#payment should land on an opened answer, not on a closed question.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!(target instanceof HTMLDetailsElement)) return;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <LegalPageShell title={t('support.title')} intro={t('support.intro')}>
      <section aria-labelledby="support-faq-title" className="mt-10">
        <h2 id="support-faq-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {t('support.faq.heading')}
        </h2>
        <p className="mt-2 text-muted">{t('support.faq.intro')}</p>
        <div className="mt-5 divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
          {items.map((item) => (
            <FaqEntry key={item.id} item={item} />
          ))}
        </div>
      </section>
      <ContactCard />
      <RelatedPages
        current="support"
        heading={t('support.related.heading')}
        intro={t('support.related.intro')}
      />
    </LegalPageShell>
  );
}
