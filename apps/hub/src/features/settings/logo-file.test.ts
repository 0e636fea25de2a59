// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_LOGO_MAX_BYTES, organizationLogoSchema } from '@chartroom/core';
import { logoProblem, readAsDataUrl } from './logo-file';

describe('logo files', () => {
  it('takes PNG, JPEG, WebP and GIF up to the limit, as the server does', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(logoProblem({ type, size: ORGANIZATION_LOGO_MAX_BYTES })).toBeNull();
    }
    expect(logoProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(logoProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(logoProblem({ type: 'image/png', size: ORGANIZATION_LOGO_MAX_BYTES + 1 })).toBe('size');
  });

  it('reads a file as a data URL the server schema accepts', async () => {
    const bytes = new Uint8Array(ORGANIZATION_LOGO_MAX_BYTES).fill(7);
    const url = await readAsDataUrl(new Blob([bytes], { type: 'image/png' }));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(organizationLogoSchema.safeParse(url).success).toBe(true);
    const over = await readAsDataUrl(new Blob([bytes, new Uint8Array(1)], { type: 'image/png' }));
    expect(organizationLogoSchema.safeParse(over).success).toBe(false);
  });
});
