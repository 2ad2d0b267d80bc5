import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { trackedContexts } from './support/contexts';
import { publishSellerListing } from './support/publish-listing';

/** Issue 18: notice and action. The same journey in both languages, with each actor in their own browser. */
const texts = {
  en: {
    accountMenu: (name: string) => `${name}, account menu`,
    reportListing: 'Report listing',
    reportDialog: 'Report this listing',
    reason: 'Counterfeit',
    explanation: /^Explanation/,
    email: /^Your email address/,
    goodFaith: /good faith/,
    send: 'Send report',
    receipt: 'Thank you – we received your report',
    reference: /Your reference is/,
    moderationMenu: 'Moderation: listings and reports',
    showMore: 'Show more cases',
    action: 'Action',
    remove: 'Remove',
    rule: 'Rule it breaks',
    ruleOption: 'Counterfeits',
    facts: 'Facts',
    decide: 'Decide: Remove',
    confirm: 'Yes: Remove',
    decided: 'Decision recorded.',
    statement: 'Statement of reasons',
    ruleLink: 'Read the rule in our terms',
    notAutomated: 'No – a moderator decided without automated means.',
    objection: 'Your objection',
    sendObjection: 'Send objection',
    objectionSent: 'Your objection was sent. We will tell you the outcome.',
    objectionOpen: 'Status: Open',
    objectionHeading: (title: string) => `Objection: ${title}`,
    sameModerator: 'You made the first decision. Another moderator must decide this objection.',
    outcomeNote: 'Note for the owner',
    uphold: 'Uphold – restore',
    upheld: 'Objection upheld. The restriction was lifted.',
    transparency: 'Transparency report',
    reportsTable: 'Reports received by reason',
  },
  de: {
    accountMenu: (name: string) => `${name}, Kontomenü`,
    reportListing: 'Anzeige melden',
    reportDialog: 'Diese Anzeige melden',
    reason: 'Fälschung',
    explanation: /^Begründung/,
    email: /^Deine E-Mail-Adresse/,
    goodFaith: /gutem Glauben/,
    send: 'Meldung senden',
    receipt: 'Danke – deine Meldung ist eingegangen',
    reference: /Dein Aktenzeichen/,
    moderationMenu: 'Moderation: Anzeigen und Meldungen',
    showMore: 'Weitere Fälle anzeigen',
    action: 'Maßnahme',
    remove: 'Entfernen',
    rule: 'Verletzte Regel',
    ruleOption: 'Fälschungen',
    facts: 'Sachverhalt',
    decide: 'Entscheiden: Entfernen',
    confirm: 'Ja: Entfernen',
    decided: 'Entscheidung gespeichert.',
    statement: 'Begründung der Entscheidung',
    ruleLink: 'Regel in unseren Nutzungsbedingungen lesen',
    notAutomated: 'Nein – ein Mensch hat ohne automatisierte Mittel entschieden.',
    objection: 'Dein Widerspruch',
    sendObjection: 'Widerspruch senden',
    objectionSent: 'Dein Widerspruch wurde gesendet. Wir teilen dir das Ergebnis mit.',
    objectionOpen: 'Status: Offen',
    objectionHeading: (title: string) => `Widerspruch: ${title}`,
    sameModerator:
      'Du hast die erste Entscheidung getroffen. Über diesen Widerspruch muss ein anderer Moderator entscheiden.',
    outcomeNote: 'Hinweis an den Inhaber',
    uphold: 'Stattgeben – wiederherstellen',
    upheld: 'Dem Widerspruch wurde stattgegeben. Die Einschränkung ist aufgehoben.',
    transparency: 'Transparenzbericht',
    reportsTable: 'Eingegangene Meldungen nach Grund',
  },
} as const;

type Language = keyof typeof texts;

const contexts = trackedContexts();
test.afterEach(() => contexts.closeAll());

/** A fresh browser (no session) in the given language. */
async function openBrowser(browser: Browser, language: Language) {
  const context = await contexts.newContext(browser);
  await context.addInitScript((lng) => window.localStorage.setItem('kleinkram.language', lng), language);
  return context.newPage();
}

/** Signs in (the form is English-labelled in the helper) and then switches to the journey's language. */
async function signIn(browser: Browser, account: DemoAccount, language: Language) {
  const context = await contexts.newContext(browser);
  const page = await context.newPage();
  await signInWithPassword(page, account);
  if (language === 'de') {
    await page.getByRole('button', { name: `${account.name}, account menu` }).click();
    await page.getByRole('menuitem', { name: 'Sprache auf Deutsch umstellen' }).click();
  }
  return page;
}

async function apiToken(request: APIRequestContext, account: DemoAccount) {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  return { Authorization: `Bearer ${accessToken}` };
}

/** The queue is oldest first: follow "show more" until this run's case is listed. */
async function openCase(page: Page, title: string, showMore: string) {
  const link = page.getByRole('link', { name: title, exact: true });
  for (let attempt = 0; attempt < 10 && (await link.count()) === 0; attempt += 1) {
    const more = page.getByRole('button', { name: showMore });
    await expect(link.or(more).first()).toBeVisible();
    if ((await link.count()) > 0 || (await more.count()) === 0) break;
    await more.click();
  }
  await link.click();
}

for (const language of ['en', 'de'] as const) {
  const say = texts[language];

  test(`a guest reports a listing, a moderator removes it, the seller objects and another moderator restores it (${language})`, async ({
    browser,
    request,
  }) => {
    // Four actors in four browsers and seven axe checks: the longest journey of the suite.
    test.setTimeout(360_000);
    const title = `Brass lamp ${randomUUID().slice(0, 8)}`;
    const listing = await publishSellerListing(request, {
      title,
      priceValue: 35,
      clientSessionId: randomUUID(),
    });

    // A guest reports it.
    const guest = await openBrowser(browser, language);
    await guest.goto(`/listing/${listing.slug}`);
    await guest.getByRole('button', { name: say.reportListing }).click();
    const dialog = guest.getByRole('dialog', { name: say.reportDialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: say.reason }).click();
    await dialog
      .getByRole('textbox', { name: say.explanation })
      .fill('The logo is printed on; the original is embroidered.');
    await dialog
      .getByRole('textbox', { name: say.email })
      .fill(`guest-${randomUUID().slice(0, 8)}@example.org`);
    await dialog.getByRole('checkbox', { name: say.goodFaith }).check();
    await expectNoSeriousAxeViolations(guest);
    await dialog.getByRole('button', { name: say.send }).click();
    const receipt = guest.getByRole('dialog', { name: say.receipt });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText(say.reference)).toBeVisible();

    // The moderator removes it.
    const moderator = await signIn(browser, demoAccounts.moderator, language);
    await moderator.getByRole('button', { name: say.accountMenu(demoAccounts.moderator.name) }).click();
    await moderator.getByRole('menuitem', { name: say.moderationMenu }).click();
    await expect(moderator).toHaveURL(/\/admin\/moderation$/);
    // The German run reads the queue on a phone.
    if (language === 'de') await moderator.setViewportSize({ width: 390, height: 844 });
    await moderator.goto('/admin/moderation?kind=report');
    await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expectNoSeriousAxeViolations(moderator);
    await openCase(moderator, title, say.showMore);
    expect(await moderator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      moderator.viewportSize()?.width ?? 0,
    );
    await expect(moderator.getByText('The logo is printed on; the original is embroidered.')).toBeVisible();
    await expectNoSeriousAxeViolations(moderator);
    await moderator.getByRole('combobox', { name: say.action }).click();
    await moderator.getByRole('option', { name: say.remove, exact: true }).click();
    await moderator.getByRole('combobox', { name: say.rule }).click();
    await moderator.getByRole('option', { name: say.ruleOption }).click();
    await moderator
      .getByRole('textbox', { name: say.facts, exact: true })
      .fill('The lamp is a copy of a protected design sold as the original.');
    await moderator.getByRole('button', { name: say.decide }).click();
    await moderator.getByRole('button', { name: say.confirm }).click();
    await expect(moderator.getByText(say.decided)).toBeVisible();
    expect((await request.get(`/api/listings/${listing.slug}`)).ok()).toBe(false);

    // The seller reads the statement of reasons and objects.
    const sellerHeaders = await apiToken(request, demoAccounts.seller);
    const mine = await request.get('/api/moderation/my-decisions', { headers: sellerHeaders });
    expect(mine.status(), await mine.text()).toBe(200);
    const { statements } = (await mine.json()).data as {
      statements: { decisionId: string; subject: { id: string } }[];
    };
    const statement = statements.find((entry) => entry.subject.id === listing.id);
    expect(statement).toBeTruthy();
    const seller = await signIn(browser, demoAccounts.seller, language);
    await seller.goto(`/moderation/decisions/${statement?.decisionId}`);
    await expect(seller.getByRole('heading', { level: 1, name: say.statement })).toBeVisible();
    await expect(seller.getByText(say.ruleOption, { exact: false }).first()).toBeVisible();
    await expect(seller.getByRole('link', { name: say.ruleLink })).toBeVisible();
    await expect(seller.getByText(say.notAutomated)).toBeVisible();
    await expectNoSeriousAxeViolations(seller);
    await seller
      .getByRole('textbox', { name: say.objection })
      .fill('It is an original from 1962; the receipt is in the photos.');
    await seller.getByRole('button', { name: say.sendObjection }).click();
    await expect(seller.getByText(say.objectionSent)).toBeVisible();
    await expect(seller.getByText(say.objectionOpen)).toBeVisible();

    // The first moderator may not decide it…
    await moderator.goto('/admin/moderation?view=objections');
    const ownObjection = moderator.getByRole('article', { name: say.objectionHeading(title) });
    await expect(ownObjection.getByText(say.sameModerator)).toBeVisible();

    // …another one upholds it, and the listing is public again.
    const admin = await signIn(browser, demoAccounts.admin, language);
    await admin.goto('/admin/moderation?view=objections');
    const objection = admin.getByRole('article', { name: say.objectionHeading(title) });
    await expect(objection).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await objection
      .getByRole('textbox', { name: say.outcomeNote })
      .fill('The receipt shows an original; restored.');
    await objection.getByRole('button', { name: say.uphold }).click();
    await expect(admin.getByText(say.upheld)).toBeVisible();
    expect((await request.get(`/api/listings/${listing.slug}`)).ok()).toBe(true);

    // The figures are public.
    await guest.goto('/transparency');
    await expect(guest.getByRole('heading', { level: 1, name: say.transparency })).toBeVisible();
    await expect(guest.getByRole('table', { name: say.reportsTable })).toBeVisible();
    await expectNoSeriousAxeViolations(guest);
  });
}

test('a report with missing fields says what is missing at each field and keeps what was typed', async ({
  browser,
  request,
}) => {
  // Publishing runs the real photo checks; a busy machine needs the room.
  test.setTimeout(240_000);
  const listing = await publishSellerListing(request, {
    title: `Brass lamp ${randomUUID().slice(0, 8)}`,
    priceValue: 20,
    clientSessionId: randomUUID(),
  });
  const guest = await openBrowser(browser, 'en');
  await guest.goto(`/listing/${listing.slug}`);
  await guest.getByRole('button', { name: 'Report listing' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('textbox', { name: /^Explanation/ }).fill('Fake');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await expect(dialog.getByText('Write at least 10 characters.')).toBeVisible();
  await expect(dialog.getByText('Enter your email address so we can send you the decision.')).toBeVisible();
  await expect(dialog.getByText('Please confirm that your report is made in good faith.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Explanation/ })).toHaveValue('Fake');
  await expectNoSeriousAxeViolations(guest);
  // Closing and opening again keeps the draft until it is sent.
  await guest.keyboard.press('Escape');
  await guest.getByRole('button', { name: 'Report listing' }).click();
  await expect(guest.getByRole('textbox', { name: /^Explanation/ })).toHaveValue('Fake');
});
