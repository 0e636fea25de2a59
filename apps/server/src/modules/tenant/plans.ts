import {
  organizationPlanSchema,
  planFeatures,
  type OrganizationPlan,
  type PlanFeatures,
} from '@chartroom/core';
import { forbidden } from '../../plugins/http-error';
import type { Db } from '../../store/database';

/** What a refusal calls each feature. */
const FEATURE_NAMES: Record<keyof PlanFeatures, string> = {
  advancedShareOptions: 'Advanced share options are',
  reactDeployTab: 'The React deploy tab is',
  personalWorkspaces: 'Personal workspaces are',
  pdfDownload: 'PDF download is',
};

/** An organisation's plan (the Settings screen's column) and what it includes. */
export class Plans {
  constructor(private readonly db: Db) {}

  async of(organizationId: string): Promise<{ plan: OrganizationPlan; features: PlanFeatures }> {
    const row = await this.db
      .selectFrom('organizations')
      .select('plan')
      .where('id', '=', organizationId)
      .executeTakeFirst();
    // A plan this version does not know reads as the full plan (as the Settings screen does).
    const plan = organizationPlanSchema.catch('enterprise').parse(row?.plan);
    return { plan, features: planFeatures(plan) };
  }

  /** 403 unless the organisation's plan includes `feature` (dashboards.md §5). */
  async require(organizationId: string, feature: keyof PlanFeatures): Promise<void> {
    const { plan, features } = await this.of(organizationId);
    if (!features[feature]) {
      throw forbidden(`${FEATURE_NAMES[feature]} not part of the ${plan} plan`);
    }
  }
}
