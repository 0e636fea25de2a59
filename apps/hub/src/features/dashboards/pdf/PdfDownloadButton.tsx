import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';

export interface PdfDownloadButtonProps {
  title: string;
  name: string;
  /** The plan includes PDF download; false: disabled with the reason; undefined: still asking. */
  allowed: boolean | undefined;
}

/**
 * Download PDF (dashboards.md §2): the dashboard drawn in the browser into an A4 landscape PDF
 * named after it. The PDF code (jsPDF, html-to-image) is its own chunk, fetched on the click.
 */
export function PdfDownloadButton({ title, name, allowed }: PdfDownloadButtonProps) {
  const { t } = useHubTranslation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const body = document.querySelector<HTMLElement>('[data-testid="dashboard-body"]');
    if (!body || busy) return;
    setBusy(true);
    try {
      const { downloadDashboardPdf } = await import('./dashboard-pdf');
      await downloadDashboardPdf({ body, title, name });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notifications.show({
        color: 'red',
        message: t('dashboardExport.pdf.failed', { message }),
        autoClose: 8000,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip label={t('dashboardExport.pdf.notInPlan')} disabled={allowed !== false} withArrow>
      <Button
        variant="default"
        size="sm"
        radius="md"
        leftSection={<IconFileTypePdf size={16} stroke={1.6} />}
        onClick={() => void download()}
        loading={busy}
        loaderProps={{ type: 'dots' }}
        disabled={allowed !== true}
        aria-busy={busy}
        data-testid="dashboard-pdf"
        data-state={busy ? 'busy' : 'idle'}
      >
        {busy ? t('dashboardExport.pdf.preparing') : t('dashboardExport.pdf.download')}
      </Button>
    </Tooltip>
  );
}
