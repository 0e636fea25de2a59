import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

const url = inject('serverUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('sign-in attempt limits in the hub', () => {
  it('shows the 429 message after 5 failures for one account, at 390 px and 1280 px', async () => {
    // An account nobody uses, so the e2e admin is never locked out (5 of the address's 20).
    const email = `locked-${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${url}/sign-in`);
    await page.getByTestId('sign-in-email').fill(email);
    for (let i = 0; i < 5; i++) {
      await page.getByTestId('sign-in-password').fill(`wrong password ${i}`);
      await page.getByTestId('sign-in-submit').click();
      await expect
        .poll(() => page.getByTestId('sign-in-error').textContent())
        .toBe('Wrong email or password');
    }
    await page.getByTestId('sign-in-password').fill('one more try');
    await page.getByTestId('sign-in-submit').click();
    const message = 'Too many sign-in attempts for this account: try again in 15 minutes';
    await expect.poll(() => page.getByTestId('sign-in-error').textContent()).toBe(message);
    await page.screenshot({ path: 'e2e/artifacts/sign-in-limit-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByTestId('sign-in-error').isVisible()).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/sign-in-limit-1280.png', fullPage: true });
    // Nothing of a session was set on the way.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('chartroom_session');
    await context.close();
  });
});
