import { ActionIcon, Button, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  // Phones: the icon alone (the label in its tooltip), so the header's actions keep one row.
  const compact = useMediaQuery('(max-width: 48em)') === true;
  const label = busy ? t('dashboardExport.pdf.preparing') : t('dashboardExport.pdf.download');

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

  const common = {
    onClick: () => void download(),
    loading: busy,
    disabled: allowed !== true,
    'aria-busy': busy,
    'data-testid': 'dashboard-pdf',
    'data-state': busy ? 'busy' : 'idle',
  } as const;
  // A native title, not a Mantine Tooltip: floating-ui stays out of the share page's first JS.
  const reason = allowed === false ? t('dashboardExport.pdf.notInPlan') : undefined;
  if (compact) {
    return (
      <ActionIcon
        {...common}
        variant="default"
        size="lg"
        radius="md"
        aria-label={label}
        title={reason ?? label}
      >
        <IconFileTypePdf size={18} stroke={1.6} />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant="default"
      size="sm"
      radius="md"
      {...common}
      // The label says 'Preparing PDF…' meanwhile, beside a spinner (not hidden by a loader).
      loading={false}
      disabled={common.disabled || busy}
      leftSection={busy ? <Loader size={14} /> : <IconFileTypePdf size={16} stroke={1.6} />}
      title={reason}
    >
      {label}
    </Button>
  );
}
