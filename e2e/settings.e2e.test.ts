import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInContext } from './browser';
import { E2E_ADMIN } from './server-process';
import { apiCall } from './api-call';

const url = inject('serverUrl');
const api = <T>(path: string, body: unknown, token?: string) => apiCall<T>(url, path, body, token);

interface Settings {
  id: string;
  name: string;
  logo: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  plan: string;
}

let browser: Browser;
let admin: BrowserContext;
let page: Page;
let token: string;
/** The demo organisation as it was: put back at the end for the other e2e files. */
let original: Settings;
const pageErrors: string[] = [];
const stamp = Date.now().toString(36);

const shot = async (target: Page, name: string, width: number) => {
  await target.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  // The shell's navigation slides away below its breakpoint: the picture after that.
  // (An animation cancelled meanwhile rejects its `finished` with an AbortError: that one is over.)
  await target.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await target.screenshot({ path: `e2e/artifacts/settings-${name}-${width}.png`, fullPage: true });
};

async function openTab(tab: string): Promise<void> {
  await page.getByTestId(`settings-tab-${tab}`).click();
  await page.waitForURL(tab === 'organization' ? /\/settings$/ : new RegExp(`tab=${tab}`));
}

/** A small PNG drawn by the browser itself: a violet badge with "E2E". */
async function logoPng(target: Page): Promise<Buffer> {
  const dataUrl = await target.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 32;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0EA5E9';
    g.fillRect(0, 0, 96, 32);
    g.fillStyle = '#ffffff';
    g.font = 'bold 20px sans-serif';
    g.fillText('E2E', 28, 23);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

beforeAll(async () => {
  token = (await api<{ token: string }>('/auth/sign-in', E2E_ADMIN)).token;
  original = await api<Settings>('/organization/get-settings', undefined, token);
  browser = await launchBrowser();
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(admin, url);
  page = await admin.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  if (original) {
    await api(
      '/organization/update-settings',
      {
        name: original.name,
        logo: original.logo,
        primaryColor: original.primaryColor,
        secondaryColor: original.secondaryColor,
      },
      token,
    );
  }
  await browser?.close();
});

describe('Settings', () => {
  it('renames the organisation, sets a colour and a logo: the header shows them', async () => {
    await page.goto(`${url}/settings`);
    const name = page.getByTestId('settings-org-name');
    await name.waitFor();
    expect(await name.inputValue()).toBe(original.name);
    await shot(page, 'organization-before', 1280);

    await name.fill(`Renamed ${stamp}`);
    await page.getByTestId('settings-primary-color').fill('not a colour');
    // The picker's dropdown opens over the form while the field has focus: focus the name.
    await name.click();
    await page.getByTestId('settings-org-save').click();
    await expect
      .poll(() => page.getByText('Enter a hex colour such as #7C3AED').count())
      .toBeGreaterThan(0);
    await page.getByTestId('settings-primary-color').fill('#0EA5E9');
    await name.click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(page) });
    await page.locator('[data-testid=settings-logo-preview] img').waitFor();
    await page.getByTestId('settings-org-save').click();

    await expect
      .poll(() => page.getByTestId('organization-name').textContent())
      .toBe(`Renamed ${stamp}`);
    await page.getByTestId('header-organization-logo').waitFor();
    const saved = await api<Settings>('/organization/get-settings', undefined, token);
    expect(saved).toMatchObject({ name: `Renamed ${stamp}`, primaryColor: '#0EA5E9' });
    expect(saved.logo?.startsWith('data:image/png;base64,')).toBe(true);

    // A reload reads them back from the server.
    await page.reload();
    await page.getByTestId('header-organization-logo').waitFor();
    expect(await page.getByTestId('settings-org-name').inputValue()).toBe(`Renamed ${stamp}`);
    expect(await page.getByTestId('settings-primary-color').inputValue()).toBe('#0EA5E9');
    await shot(page, 'organization', 1280);
    await shot(page, 'organization', 390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('invites a user, who accepts in another browser and is signed in to the organisation', async () => {
    await openTab('users');
    await page.getByTestId('settings-user-row').first().waitFor();
    const email = page.getByTestId('settings-invite-email');
    await email.fill('not an email');
    await page.getByTestId('settings-invite-submit').click();
    await page.getByText('Please enter a valid email address.').waitFor();

    const invitee = `invitee-${stamp}@example.com`;
    await email.fill(invitee);
    await page.getByTestId('settings-invite-submit').click();
    const link = (await page.getByTestId('settings-invite-url').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${url}/invitations/[A-Za-z0-9_-]{40,}$`));
    await expect.poll(() => page.getByTestId('settings-invitation-row').count()).toBe(1);
    await shot(page, 'users', 1280);
    await shot(page, 'users', 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A second browser context, nobody signed in: the invitee's own browser.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await other.newPage();
    guest.on('pageerror', (err) => pageErrors.push(err.message));
    await guest.goto(link);
    await guest.getByTestId('invitation-name').waitFor();
    await guest.getByText(invitee).waitFor();
    await guest.screenshot({ path: 'e2e/artifacts/settings-accept-390.png', fullPage: true });
    await guest.getByTestId('invitation-password').fill('short');
    await guest.getByTestId('invitation-submit').click();
    await guest.getByText('Password must be at least 8 characters').waitFor();
    await guest.getByTestId('invitation-name').fill('Invited Person');
    await guest.getByTestId('invitation-password').fill('invitee password 123');
    await guest.getByTestId('invitation-submit').click();
    await guest.waitForURL(/\/dashboards$/);
    const me = await other.request.get(`${url}/auth/me`);
    expect(me.status()).toBe(200);
    const meData = (
      (await me.json()) as { data: { user: { email: string }; organization: { id: string } } }
    ).data;
    expect(meData.user.email).toBe(invitee);
    expect(meData.organization.id).toBe(original.id);
    await other.close();

    // The admin sees the new user, and no pending invitation; the link is used up.
    await page.reload();
    await expect.poll(() => page.getByTestId('settings-users').getByText(invitee).count()).toBe(1);
    await page.getByTestId('settings-invitations-empty').waitFor();
    const again = await fetch(`${url}/organization/get-invitation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.split('/').pop() }),
    });
    expect(again.status).toBe(404);
  });

  it('revokes a pending invitation: its link stops working', async () => {
    const email = page.getByTestId('settings-invite-email');
    await email.fill(`revoked-${stamp}@example.com`);
    await page.getByTestId('settings-invite-submit').click();
    const link = (await page.getByTestId('settings-invite-url').textContent()) ?? '';
    await expect.poll(() => page.getByTestId('settings-invitation-row').count()).toBe(1);
    await page.getByTestId('settings-invitation-revoke').click();
    await page.getByTestId('settings-invitations-empty').waitFor();
    const guest = await browser.newPage();
    await guest.goto(link);
    await guest.getByTestId('invitation-invalid').waitFor();
    await guest.close();
  });

  it('creates an API key shown once, which works until it is revoked (then 401)', async () => {
    await openTab('api-keys');
    await page.getByTestId('settings-api-key-create').click();
    await page.getByTestId('settings-api-key-name').fill(`e2e key ${stamp}`);
    await page.getByTestId('settings-api-key-submit').click();
    const key = (await page.getByTestId('settings-api-key-value').textContent()) ?? '';
    expect(key).toMatch(/^cr_[0-9a-f]{8}_/);
    await shot(page, 'api-key-created', 1280);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('settings-api-key-done').click();
    const row = page.getByTestId('settings-api-key-row').filter({ hasText: `e2e key ${stamp}` });
    await row.waitFor();
    const withKey = () =>
      fetch(`${url}/auth/api-keys`, { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey()).status).toBe(200);
    await shot(page, 'api-keys', 1280);
    await shot(page, 'api-keys', 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await row.getByTestId('settings-api-key-revoke').click();
    await page.getByTestId('settings-api-key-revoke-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await withKey()).status).toBe(401);
  });

  it('reveals the embed secret and rotates it after a confirmation: old tokens are refused', async () => {
    // A tenant token signed with the current secret works before the rotation.
    const tenant = await api<{ token: string }>(
      '/tenant/create-token',
      { tenant: { id: 'acme', payload: { tenant_id: 'acme' } }, expiresInSeconds: 600 },
      token,
    );
    const asTenant = () =>
      fetch(`${url}/tenant/get-all-connections`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tenant.token}` },
        body: '{}',
      });
    expect((await asTenant()).status).toBe(200);

    await openTab('embedding');
    await page.getByTestId('settings-embed-secret-hidden').waitFor();
    await page.getByTestId('settings-embed-reveal').click();
    const before = (await page.getByTestId('settings-embed-secret').textContent()) ?? '';
    const read = await api<{ secret: string }>('/auth/embed-secret', undefined, token);
    expect(before).toBe(read.secret);

    await page.getByTestId('settings-embed-rotate').click();
    const dialog = page.getByTestId('settings-rotate-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('stops working');
    await shot(page, 'rotate-dialog', 1280);
    await shot(page, 'rotate-dialog', 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('settings-rotate-confirm').click();
    await expect
      .poll(() => page.getByTestId('settings-embed-secret').textContent())
      .not.toBe(before);
    const after = (await page.getByTestId('settings-embed-secret').textContent()) ?? '';
    expect((await api<{ secret: string }>('/auth/embed-secret', undefined, token)).secret).toBe(
      after,
    );
    expect((await asTenant()).status).toBe(401);
    await shot(page, 'embedding', 1280);
    await shot(page, 'embedding', 390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the plan and what it includes', async () => {
    await openTab('plan');
    await page.getByTestId('settings-plan-name').waitFor();
    const features = page.getByTestId('settings-plan-features').locator('li');
    await expect.poll(() => features.count()).toBe(4);
    await shot(page, 'plan', 1280);
    await shot(page, 'plan', 390);
    expect(pageErrors).toEqual([]);
  });
});
