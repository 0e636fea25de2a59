import { useOrganizationSettings } from '../../settings/use-settings';
import type { ViewerDashboard } from '../dashboard-model';
import { PdfDownloadButton } from './PdfDownloadButton';

/** The hub's PDF download: allowed by the organisation's plan. */
export function AdminPdfButton({ dashboard }: { dashboard: ViewerDashboard }) {
  const settings = useOrganizationSettings();
  return (
    <PdfDownloadButton
      title={dashboard.title}
      name={dashboard.name}
      allowed={settings.data?.planFeatures.pdfDownload}
    />
  );
}
