import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../../api/api-context';
import type { ViewerDashboard } from '../dashboard-model';
import { PdfDownloadButton } from './PdfDownloadButton';

/**
 * The share page's PDF download, for a tenant token: shown only when the organisation's plan
 * includes it (`/tenant/get-tenant-settings` → planFeatures.pdfDownload).
 */
export function SharePdfButton({ dashboard }: { dashboard: ViewerDashboard | null }) {
  const [params] = useSearchParams();
  const token = params.get('jwt');
  const { client, scope } = useApi();
  const settings = useQuery({
    queryKey: [scope, 'tenant-settings'],
    queryFn: () => client.getTenantSettings({ token: token ?? '' }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  if (!dashboard || settings.data?.settings.planFeatures?.pdfDownload !== true) return null;
  return <PdfDownloadButton title={dashboard.title} name={dashboard.name} allowed />;
}
