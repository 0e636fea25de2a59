import { describe, expect, it } from 'vitest';
import {
  editingFlags,
  NO_EDITING,
  offersEditing,
  tokenAuthor,
  tokenPermissions,
} from './editing-flags';

function token(claims: unknown): string {
  const part = btoa(JSON.stringify(claims))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${part}.signature`;
}
const link = (query: string) => new URLSearchParams(query);

describe('tokenPermissions', () => {
  it('reads the permissions claim of a tenant token', () => {
    expect(tokenPermissions(token({ permissions: { createChart: true } }))).toEqual({
      createChart: true,
    });
  });
  it('is null for tokens without permissions or that are not JWTs', () => {
    expect(tokenPermissions(token({ sub: 'admin' }))).toBeNull();
    expect(tokenPermissions('not-a-token')).toBeNull();
    expect(tokenPermissions('a.%%%.c')).toBeNull();
  });
});

describe('editingFlags', () => {
  const all = { createChart: true, editCharts: true, createChartSQL: true };
  const none = NO_EDITING;
  it('offers what both the token and the link allow', () => {
    expect(editingFlags(all, link('createChart=true&editCharts=true'))).toEqual({
      ...none,
      ...all,
    });
    expect(editingFlags(all, link('createChart=true'))).toEqual({
      ...none,
      createChart: true,
      createChartSQL: true,
    });
    expect(editingFlags({ editCharts: true }, link('createChart=true&editCharts=true'))).toEqual({
      ...none,
      editCharts: true,
    });
  });
  it('each link flag needs its permission in the token', () => {
    const flags = ['addChart', 'removeChart', 'addFilter', 'createChart', 'editCharts'] as const;
    const everyLinkFlag = link(
      'addChart=true&removeChart=true&addFilter=true&createChart=true&editCharts=true',
    );
    for (const flag of flags) {
      const offered = editingFlags({ [flag]: true }, everyLinkFlag);
      for (const other of flags) expect(offered[other], `${flag} → ${other}`).toBe(other === flag);
      // The permission alone, without the link asking, offers nothing.
      expect(offersEditing(editingFlags({ [flag]: true }, link('')))).toBe(false);
    }
  });
  it('personalWorkspace needs any one editing permission', () => {
    expect(editingFlags({ removeChart: true }, link('personalWorkspace=true'))).toEqual({
      ...none,
      personalWorkspace: true,
    });
    expect(editingFlags({ disableTabs: true }, link('personalWorkspace=true'))).toEqual(none);
    expect(offersEditing(editingFlags({ addFilter: true }, link('personalWorkspace=true')))).toBe(
      true,
    );
  });
  it('createChartSQL alone allows creating charts', () => {
    expect(editingFlags({ createChartSQL: true }, link('createChart=true')).createChart).toBe(true);
  });
  it('offers nothing to readOnly tokens, other tokens, or links that do not ask', () => {
    const everything = link(
      'createChart=true&editCharts=true&addChart=true&removeChart=true&addFilter=true&personalWorkspace=true',
    );
    expect(
      editingFlags({ ...all, addChart: true, removeChart: true, readOnly: true }, everything),
    ).toEqual(NO_EDITING);
    expect(editingFlags(null, everything)).toEqual(NO_EDITING);
    expect(offersEditing(NO_EDITING)).toBe(false);
    expect(editingFlags(all, link('createChart=false&editCharts=1'))).toMatchObject({
      createChart: false,
      editCharts: false,
    });
  });
});

describe('tokens with non-ASCII claims', () => {
  /** A JWT as a host app's backend signs it: UTF-8 JSON, base64url. */
  function utf8Token(claims: unknown): string {
    const bytes = new TextEncoder().encode(JSON.stringify(claims));
    const part = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    return `eyJhbGciOiJIUzI1NiJ9.${part}.signature`;
  }

  it('reads a non-ASCII tenant id intact', () => {
    const jwt = utf8Token({
      tenant: { id: 'Zürich Café 東京' },
      permissions: { editCharts: true },
    });
    expect(tokenAuthor(jwt)).toBe('tenant:Zürich Café 東京');
    expect(tokenPermissions(jwt)).toEqual({ editCharts: true });
  });

  it('is null for tokens whose payload is not a JSON object', () => {
    const part = (text: string) =>
      btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    for (const payload of [part('[1,2]'), part('"text"'), part('{not json'), '%%%', '']) {
      expect(tokenPermissions(`eyJhbGciOiJIUzI1NiJ9.${payload}.signature`)).toBeNull();
    }
    expect(tokenPermissions(`a.${part('{"permissions":{"readOnly":true}}')}`)).toBeNull();
  });

  it('is null for tokens without a tenant', () => {
    expect(tokenAuthor(utf8Token({ sub: 'admin' }))).toBeNull();
    expect(tokenAuthor('not-a-token')).toBeNull();
  });
});
