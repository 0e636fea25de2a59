// @vitest-environment jsdom
import { shareInvitationBodySchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_SHARE_FORM, isShareEmail, shareInvitationBody } from './share-form';

const dashboard = { id: 'dash-1', title: 'Sales overview' };

describe('the Share form', () => {
  it('takes an address that looks like {email} without spaces', () => {
    expect(isShareEmail('ana@example.com')).toBe(true);
    expect(isShareEmail('  ana@example.com ')).toBe(true);
    for (const bad of ['', 'ana', 'ana@example', 'an a@example.com', '@example.com', 'a@b@c.com']) {
      expect(isShareEmail(bad), bad).toBe(false);
    }
  });

  it('sends the spec payload, which the server schema accepts', () => {
    const body = shareInvitationBody(
      dashboard,
      { ...EMPTY_SHARE_FORM, email: ' ana@example.com ' },
      true,
      'org-1',
    );
    expect(body).toEqual({
      email: 'ana@example.com',
      organizationId: 'org-1',
      shareUrl: '/dashboards/dash-1',
      dashboardTitle: 'Sales overview',
    });
    expect(shareInvitationBodySchema.safeParse(body).success).toBe(true);
  });

  it('adds the advanced options only when the plan has them and they are set', () => {
    const form = { email: 'ana@example.com', expiresInDays: 30 as const, message: ' Hi ' };
    const withPlan = shareInvitationBody(dashboard, form, true);
    expect(withPlan.options).toEqual({ expiresInDays: 30, message: 'Hi' });
    expect(shareInvitationBodySchema.parse(withPlan).options).toEqual({
      expiresInDays: 30,
      message: 'Hi',
    });
    expect(shareInvitationBody(dashboard, form, false).options).toBeUndefined();
    expect(
      shareInvitationBody(dashboard, { ...form, expiresInDays: 7, message: '  ' }, true).options,
    ).toBeUndefined();
  });
});
