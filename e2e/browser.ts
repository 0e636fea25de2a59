import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { E2E_ADMIN } from './server-process';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-unsafe-swiftshader',
    ],
  });
}

/** Signs the e2e admin in through the sign-in screen and waits for the shell. */
export async function signInAsAdmin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.getByTestId('sign-in-email').fill(E2E_ADMIN.email);
  await page.getByTestId('sign-in-password').fill(E2E_ADMIN.password);
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('nav-charts').waitFor({ timeout: 30_000 });
}

/**
 * Signs the e2e admin in for a whole browser context without the sign-in screen: the session
 * lives in cookies (HttpOnly session + readable CSRF token), which `context.request` shares with
 * the context's pages.
 */
export async function signInContext(context: BrowserContext, url: string): Promise<void> {
  const res = await context.request.post(`${url}/auth/sign-in`, { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
