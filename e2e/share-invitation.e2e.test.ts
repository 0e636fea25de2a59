import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { launchBrowser, signInContext } from './browser';
import { createExportDashboard } from './dashboard-export-helpers';
import { E2E_ADMIN } from './server-process';

// The dashboard's Share dialog (dashboards.md §2 "Share dialog", §5; decision 023): the email
// form with the spec's texts, the confirmation with its warning, the link to copy (this server
// has no SMTP_URL), and the invitee accepting in a browser of their own, landing on the dashboard.

const url = inject('serverUrl');
const stamp = Date.now().toString(36);
const name = `Shared board ${stamp}`;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let token: string;
let dashboardId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(admin, url);
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  dashboardId = (await createExportDashboard(url, token, name)).id;
  page = await admin.newPage();
});
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  if (dashboardId)
    await fetch(`${url}/dashboard?id=${dashboardId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
});

async function openShareDialog(): Promise<void> {
  await page.getByTestId('share-invitation-open').click();
  await page.getByTestId('share-invitation-email').waitFor();
  // The modal's transition, done (a cancelled animation is fine).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

describe('share invitation', () => {
  it('refuses an invalid email, confirms with the warning, shows the link, and the invitee lands on the dashboard', async () => {
    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    await page.getByTestId('dashboard-edit-toolbar').waitFor({ timeout: 60_000 });
    await openShareDialog();
    // The advanced options are there on this plan (enterprise).
    await expect
      .poll(() => page.getByTestId('share-invitation-advanced').getAttribute('data-enabled'))
      .toBe('true');
    await page.screenshot({ path: 'e2e/artifacts/share-invitation-form-1280.png' });

    // Invalid: the field says so, the button's tooltip too, and nothing is sent.
    const email = page.getByTestId('share-invitation-email');
    await email.fill('not an email');
    await email.blur();
    await page.locator('text=Please enter a valid email address. >> visible=true').waitFor();
    await page.getByTestId('share-invitation-submit').hover();
    await page.locator('text=Please enter a valid email >> visible=true').first().waitFor();
    // The button reads as disabled (aria-disabled); Enter in the field submits and is refused.
    expect(await page.getByTestId('share-invitation-submit').getAttribute('aria-disabled')).toBe(
      'true',
    );
    await email.press('Enter');
    expect(await page.getByTestId('share-invitation-confirm').count()).toBe(0);
    await page.screenshot({ path: 'e2e/artifacts/share-invitation-invalid-1280.png' });

    // Valid: the confirmation with the spec's warning, then the link to copy.
    const invitee = `shared-${stamp}@example.com`;
    await email.fill(invitee);
    await page.getByTestId('share-invitation-submit').click();
    const confirm = page.getByTestId('share-invitation-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      'An invitee who accepts gets access to ALL dashboards and data in the organization.',
    );
    await page.screenshot({ path: 'e2e/artifacts/share-invitation-confirm-1280.png' });
    await page.getByTestId('share-invitation-confirm-send').click();
    const linkField = page.getByTestId('share-invitation-url');
    await linkField.waitFor();
    const link = ((await linkField.textContent()) ?? '').trim();
    expect(link).toMatch(new RegExp(`^${url}/invitations/[A-Za-z0-9_-]{20,}$`));
    await page.screenshot({ path: 'e2e/artifacts/share-invitation-link-1280.png' });

    // Done closes the dialog; opened again, the form is empty.
    await page.getByTestId('share-invitation-done').click();
    await expect.poll(() => page.getByTestId('share-invitation-email').count()).toBe(0);
    await openShareDialog();
    expect(await page.getByTestId('share-invitation-email').inputValue()).toBe('');
    await page.keyboard.press('Escape');

    // The invitee, in a browser of their own: the account is created and opens the dashboard.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const guest = await other.newPage();
      await guest.goto(link);
      await guest.getByTestId('invitation-name').fill('Shared Invitee');
      await guest.getByTestId('invitation-password').fill('invitee password 123');
      await guest.screenshot({ path: 'e2e/artifacts/share-invitation-accept-390.png' });
      await guest.getByTestId('invitation-submit').click();
      await guest.waitForURL(`${url}/dashboards/${dashboardId}`, { timeout: 30_000 });
      await guest.locator(`text=${name} >> visible=true`).first().waitFor({ timeout: 30_000 });
      await guest.screenshot({ path: 'e2e/artifacts/share-invitation-landed-390.png' });
      const me = await other.request.get(`${url}/auth/me`);
      const meData = ((await me.json()) as { data: { user: { email: string } } }).data;
      expect(meData.user.email).toBe(invitee);
    } finally {
      await other.close();
    }
  });

  it('fits a phone: the dialog at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/build/dashboard/${dashboardId}/edit`);
    await page.getByTestId('dashboard-edit-toolbar').waitFor({ timeout: 60_000 });
    await openShareDialog();
    const box = await page.getByTestId('share-invitation-advanced').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/share-invitation-form-390.png' });
  });
});
