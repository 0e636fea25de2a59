import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// POST /organization/share-invitation (dashboards.md §2 "Share dialog", decision 023): without
// SMTP_URL the answer carries the link; with it, the mail goes out over real SMTP to a server
// started here, and the link in that mail opens the accept page that lands on the dashboard.

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port keeping every mail it receives. */
async function startSmtp(refuse = false) {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const fromHex = (_: string, hex: string) => String.fromCharCode(parseInt(hex, 16));

/**
 * A mail's text: headers unfolded and their encoded words (RFC 2047, Q) decoded, then the
 * bodies' quoted-printable soft breaks and escapes undone (the mails here are ASCII).
 */
function decoded(raw: string): string {
  return raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=(\s+(?==\?))?/gi, (_, q: string) =>
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, fromHex),
    )
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, fromHex);
}

async function signIn(server: TestServer) {
  const res = await server.api<Json>('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  return String(res.json.data.token);
}

let plain: TestServer;
let mailing: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let plainAdmin: string;
let mailingAdmin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  const limits = { CHARTROOM_RATE_LIMIT_TOKEN: '0', CHARTROOM_RATE_LIMIT_ORG: '0' };
  [plain, mailing] = await Promise.all([
    startTestServer(limits),
    startTestServer({
      ...limits,
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Chartroom Test <noreply@chartroom.test>',
      CHARTROOM_PUBLIC_URL: 'https://bi.example.com/',
    }),
  ]);
  [plainAdmin, mailingAdmin] = await Promise.all([signIn(plain), signIn(mailing)]);
});
afterAll(async () => {
  await Promise.all([plain?.stop(), mailing?.stop()]);
  await smtp?.close();
});

const share = (server: TestServer, token: string, body: Record<string, unknown>) =>
  server.api<Json>('POST', '/organization/share-invitation', body, token);

describe('share invitation without SMTP', () => {
  it('answers the link to copy; accepting creates the account, which lands on the dashboard', async () => {
    const dashboardId = plain.seeded!.dashboardId;
    const res = await share(plain, plainAdmin, {
      email: ' Dana.Share@Example.com ',
      organizationId: plain.seeded!.organizationId,
      shareUrl: `/build/dashboard/${dashboardId}/edit`,
      dashboardTitle: 'Sales overview',
    });
    expect(res.status).toBe(200);
    const answer = res.json.data;
    expect(answer.mailed).toBe(false);
    expect(answer.invitation.email).toBe('dana.share@example.com');
    expect(answer.acceptPath).toMatch(/^\/invitations\/[A-Za-z0-9_-]{20,}$/);
    // No CHARTROOM_PUBLIC_URL: the origin the request came to.
    expect(answer.acceptUrl).toBe(`${plain.url}${answer.acceptPath}`);
    const token = String(answer.acceptPath).split('/').pop();

    // The invitation record holds the dashboard shared.
    const row = await plain.services.db
      .selectFrom('invitations')
      .select(['email', 'organization_id', 'share_url', 'dashboard_title'])
      .where('id', '=', answer.invitation.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      email: 'dana.share@example.com',
      organization_id: plain.seeded!.organizationId,
      share_url: `/build/dashboard/${dashboardId}/edit`,
      dashboard_title: 'Sales overview',
    });

    const opened = await plain.api<Json>('POST', '/organization/get-invitation', { token });
    expect(opened.json.data).toMatchObject({
      email: 'dana.share@example.com',
      shareUrl: `/build/dashboard/${dashboardId}/edit`,
      dashboardTitle: 'Sales overview',
    });
    const accepted = await plain.api<Json>('POST', '/organization/accept-invitation', {
      token,
      name: 'Dana',
      password: 'dana password 123',
    });
    expect(accepted.status).toBe(200);
    // The new account is an admin of the organisation: it opens the dashboard shared.
    const dashboard = await plain.api<Json>(
      'POST',
      '/tenant/get-dashboard-v2',
      { dashboard: { id: dashboardId } },
      String(accepted.json.data.token),
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.json.data.dashboard.id).toBe(dashboardId);
  });

  it('takes the share URL as an absolute URL of the hub and keeps its path', async () => {
    const dashboardId = plain.seeded!.dashboardId;
    const res = await share(plain, plainAdmin, {
      email: 'absolute@example.com',
      shareUrl: `https://hub.example.com/dashboards/${dashboardId}`,
      dashboardTitle: 'Sales overview',
    });
    expect(res.status).toBe(200);
    const row = await plain.services.db
      .selectFrom('invitations')
      .select('share_url')
      .where('id', '=', res.json.data.invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.share_url).toBe(`/dashboards/${dashboardId}`);
  });

  it('refuses bad input with the first schema message and writes nothing', async () => {
    const count = async () =>
      (await plain.services.db.selectFrom('invitations').select('id').execute()).length;
    const before = await count();
    const dashboardId = plain.seeded!.dashboardId;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          email: 'two words@example.com',
          shareUrl: `/dashboards/${dashboardId}`,
          dashboardTitle: 'T',
        },
        'Please enter a valid email address.',
      ],
      [
        { email: 'x@example.com', shareUrl: 'https://evil.example.com/phish', dashboardTitle: 'T' },
        'shareUrl must be a dashboard of the hub: /dashboards/{id} or /build/dashboard/{id}/edit',
      ],
      [
        { email: 'x@example.com', shareUrl: `/dashboards/${dashboardId}`, dashboardTitle: '' },
        'dashboardTitle is required',
      ],
      [
        {
          email: 'x@example.com',
          shareUrl: `/dashboards/${dashboardId}`,
          dashboardTitle: 'T',
          options: { expiresInDays: 3 },
        },
        'expiresInDays must be one of 1, 7, 30',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await share(plain, plainAdmin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.message).toContain(message);
    }
    // Another organisation, an unknown dashboard, a taken address.
    const foreign = await share(plain, plainAdmin, {
      email: 'x@example.com',
      organizationId: 'another-org',
      shareUrl: `/dashboards/${dashboardId}`,
      dashboardTitle: 'T',
    });
    expect(foreign.status).toBe(403);
    const unknown = await share(plain, plainAdmin, {
      email: 'x@example.com',
      shareUrl: '/dashboards/no-such-dashboard',
      dashboardTitle: 'T',
    });
    expect(unknown.status).toBe(404);
    const taken = await share(plain, plainAdmin, {
      email: ADMIN_EMAIL,
      shareUrl: `/dashboards/${dashboardId}`,
      dashboardTitle: 'T',
    });
    expect(taken.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('a tenant token gets 403, no credential 401', async () => {
    const minted = await plain.api<Json>(
      'POST',
      '/tenant/create-token',
      { tenant: { id: 'acme', payload: { tenant_id: 'acme' } } },
      plainAdmin,
    );
    const body = {
      email: 'tenant-try@example.com',
      shareUrl: `/dashboards/${plain.seeded!.dashboardId}`,
      dashboardTitle: 'T',
    };
    expect((await share(plain, String(minted.json.data.token), body)).status).toBe(403);
    expect((await plain.api<Json>('POST', '/organization/share-invitation', body)).status).toBe(
      401,
    );
  });
});

describe('share invitation over SMTP (SMTP_URL)', () => {
  it('mails the invitation: recipient, sender, subject, warning, message and the link', async () => {
    const dashboardId = mailing.seeded!.dashboardId;
    const res = await share(mailing, mailingAdmin, {
      email: 'Mailed.Person@Example.com',
      shareUrl: `/dashboards/${dashboardId}`,
      dashboardTitle: 'Revenue <Q3>',
      options: { expiresInDays: 30, message: 'Have a look at the Q3 numbers.' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ mailed: true, acceptPath: null, acceptUrl: null });
    // 30 days, the advanced option.
    const lifetime =
      Date.parse(res.json.data.invitation.expiresAt) -
      Date.parse(res.json.data.invitation.createdAt);
    expect(lifetime).toBe(30 * 86_400_000);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['mailed.person@example.com']);
    expect(mail.from).toBe('noreply@chartroom.test');
    const text = decoded(mail.raw);
    expect(text).toMatch(/^To: mailed\.person@example\.com$/m);
    expect(text).toMatch(/^Subject: Demo Admin shared the dashboard "Revenue <Q3>" with you$/m);
    expect(text).toContain('Have a look at the Q3 numbers.');
    expect(text).toContain(
      'Accepting gives you access to ALL dashboards and data in the Chartroom Demo organization.',
    );
    // The HTML part escapes the title.
    expect(text).toContain('<strong>Revenue &lt;Q3&gt;</strong>');
    const link = /https:\/\/bi\.example\.com\/invitations\/([A-Za-z0-9_-]{20,})/.exec(text);
    expect(link).not.toBeNull();

    // The mailed link is a working invitation to that dashboard.
    const opened = await mailing.api<Json>('POST', '/organization/get-invitation', {
      token: link![1],
    });
    expect(opened.status).toBe(200);
    expect(opened.json.data).toMatchObject({
      email: 'mailed.person@example.com',
      shareUrl: `/dashboards/${dashboardId}`,
      dashboardTitle: 'Revenue <Q3>',
    });
  });

  it('a mail the SMTP server refuses is a 502 and its link does not work', async () => {
    const refusing = await startSmtp(true);
    const server = await startTestServer({ SMTP_URL: refusing.url });
    try {
      const admin = await signIn(server);
      const res = await share(server, admin, {
        email: 'bounced@example.com',
        shareUrl: `/dashboards/${server.seeded!.dashboardId}`,
        dashboardTitle: 'T',
      });
      expect(res.status).toBe(502);
      expect(res.json.error?.message).toBe(
        'The invitation mail could not be sent: check the SMTP settings (SMTP_URL)',
      );
      const pending = await server.api<Json>(
        'GET',
        '/organization/list-invitations',
        undefined,
        admin,
      );
      expect(pending.json.data.invitations).toEqual([]);
    } finally {
      await server.stop();
      await refusing.close();
    }
  });
});
