import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { demoAccounts, signInWithPassword } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';

// Its own account, so that turning two-factor on never gets in the way of the other journeys.
const account = demoAccounts.seller;

/** Safety net for a failed run: signs in through the API with a recovery code and turns 2FA off. */
async function turnTwoFactorOffThroughApi(request: APIRequestContext, recoveryCode: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, recoveryCode },
  });
  if (!login.ok()) return;
  const { data } = (await login.json()) as { data: { accessToken: string } };
  await request.post('/api/auth/2fa/disable', {
    headers: { Authorization: `Bearer ${data.accessToken}` },
    data: { password: account.password },
  });
}

test('two-factor setup: QR code and key, a computed code, recovery codes once, then off again', async ({
  page,
  request,
}) => {
  let recoveryCodes: string[] = [];
  let isTurnedOff = false;
  try {
    await signInWithPassword(page, account);
    await page.goto('/settings/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await card.getByTestId('two-factor-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousAxeViolations(page);

    const codeField = card.getByLabel('6-digit code');
    const confirm = card.getByRole('button', { name: 'Confirm and turn on' });
    await codeField.fill('12345');
    await confirm.click();
    await expect(card.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');

    await codeField.fill(await generate({ secret: secret ?? '' }));
    await confirm.click();

    await expect(card.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    const codeList = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codeList).toHaveCount(10);
    recoveryCodes = (await codeList.allTextContents()).map((code) => code.trim());
    expect(new Set(recoveryCodes).size).toBe(10);
    await expectNoSeriousAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download as .txt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('kleinkram-recovery-codes.txt');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain(`Account: ${account.email}`);
    for (const code of recoveryCodes) expect(text).toContain(code);

    const done = card.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await card.getByRole('checkbox', { name: 'I saved them' }).check();
    await done.click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByText('10 codes')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Turn it off again with the password, so the account is as the seed left it.
    await card.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await dialog.getByRole('radio', { name: 'Password' }).click();
    await dialog.locator('input[type="password"]').fill(account.password);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    isTurnedOff = true;
  } finally {
    const unusedCode = recoveryCodes[recoveryCodes.length - 1];
    if (!isTurnedOff && unusedCode) await turnTwoFactorOffThroughApi(request, unusedCode);
  }
});
