/** The environment variable the server snippet reads the embed secret from (never the value). */
export const EMBED_SECRET_VARIABLE = 'CHARTROOM_EMBED_SECRET';
/** What the iframe snippet holds where the host's server puts a freshly signed tenant token. */
export const TOKEN_PLACEHOLDER = 'TENANT_TOKEN';
/** Iframe size of dashboards.md §2 (Deploy dialog). */
export const EMBED_WIDTH = 1000;
export const EMBED_HEIGHT = 1000;

export interface DeploySnippetInput {
  /** Where the hub (and so the share page) runs, e.g. https://analytics.example.com. */
  origin: string;
  dashboardId: string;
  /** Its title, for the iframe's accessible name. */
  title: string;
  organizationId: string;
  /** Control keys of the dashboard's filters (`controlKey`), for the controlledFilterValues line. */
  controlKeys: readonly string[];
}

export interface DeploySnippets {
  /** Node: signs a tenant token with the embed secret, as the server verifies it. */
  server: string;
  iframe: string;
  react: string;
}

const js = (value: string) => JSON.stringify(value);

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The token the server accepts (apps/server/src/modules/auth/token-service.ts): HS256 with the
 * organisation's embed secret, issuer `chartroom`, audience `chartroom:tenant`, claims `org`,
 * `tenant {id, name, key, payload}`, `permissions`, `dashboardIds`, `iat` and `exp`.
 */
function serverSnippet(input: DeploySnippetInput): string {
  return `// sign-chartroom-token.mjs (Node 18+, npm install jose): run on your server only.
import { SignJWT } from 'jose';

// The embed secret (Chartroom Settings > Embedding), read from the environment.
const secret = new TextEncoder().encode(process.env.${EMBED_SECRET_VARIABLE});

/** A one-hour token for a tenant: { id, name?, key?, payload? } (payload: for its policies). */
export function signChartroomToken(tenant) {
  return new SignJWT({
    org: ${js(input.organizationId)},
    tenant: { name: '', key: '', payload: {}, ...tenant },
    permissions: { readOnly: true },
    dashboardIds: [${js(input.dashboardId)}],
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('chartroom')
    .setAudience('chartroom:tenant')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(secret);
}
`;
}

function iframeSnippet(input: DeploySnippetInput): string {
  const src = new URL(`/share/dashboard/${encodeURIComponent(input.dashboardId)}`, input.origin);
  src.searchParams.set('theme', 'light');
  // Set by hand: URLSearchParams would encode the placeholder's characters differently.
  const url = `${src.toString()}&jwt=${TOKEN_PLACEHOLDER}`;
  return `<!-- ${TOKEN_PLACEHOLDER}: a token your server signed with signChartroomToken() -->
<iframe
  src="${escapeHtml(url)}"
  width="${EMBED_WIDTH}"
  height="${EMBED_HEIGHT}"
  style="border: 0"
  title="${escapeHtml(input.title)}"
></iframe>
`;
}

function controlledFilterLine(controlKeys: readonly string[]): string {
  const keys = controlKeys.length > 0 ? controlKeys : ['yourControlKey'];
  const values = keys.map((key) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : js(key)}: 'value'`);
  return `controlledFilterValues={{ ${values.join(', ')} }}`;
}

function reactSnippet(input: DeploySnippetInput): string {
  return `import { ChartroomDashboard } from '@chartroom/react';

/** \`token\`: signed by your server with signChartroomToken() and handed to the page. */
export function DashboardEmbed({ token, onTokenExpired }) {
  return (
    <ChartroomDashboard
      host=${js(input.origin)}
      dashboardId=${js(input.dashboardId)}
      token={token}
      theme="light"
      width={${EMBED_WIDTH}}
      height={${EMBED_HEIGHT}}
      title=${js(input.title)}
      onTokenExpired={onTokenExpired}
      // Filters driven by your app, by their control keys ('Configure filter control'):
      // a change re-queries only the charts those filters target (docs/embedding/filter-control.md).
      ${controlledFilterLine(input.controlKeys)}
    />
  );
}
`;
}

/** The Deploy dialog's three snippets for one dashboard. */
export function deploySnippets(input: DeploySnippetInput): DeploySnippets {
  return { server: serverSnippet(input), iframe: iframeSnippet(input), react: reactSnippet(input) };
}

/** Lines of a snippet (a trailing newline ends the last line, it does not start another). */
export function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}
