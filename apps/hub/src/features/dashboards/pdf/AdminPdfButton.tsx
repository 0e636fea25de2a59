import { Tooltip } from '@mantine/core';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useOrganizationSettings } from '../../settings/use-settings';
import type { ViewerDashboard } from '../dashboard-model';
import { PdfDownloadButton } from './PdfDownloadButton';

/** The hub's PDF download: allowed by the organisation's plan, else disabled with the reason. */
export function AdminPdfButton({ dashboard }: { dashboard: ViewerDashboard }) {
  const { t } = useHubTranslation();
  const settings = useOrganizationSettings();
  const allowed = settings.data?.planFeatures.pdfDownload;
  const button = (
    <PdfDownloadButton title={dashboard.title} name={dashboard.name} allowed={allowed} />
  );
  if (allowed !== false) return button;
  // A disabled button gets no pointer events: the tooltip sits on a wrapper.
  return (
    <Tooltip label={t('dashboardExport.pdf.notInPlan')} withArrow>
      <span style={{ display: 'inline-flex' }} data-testid="dashboard-pdf-not-in-plan">
        {button}
      </span>
    </Tooltip>
  );
}
