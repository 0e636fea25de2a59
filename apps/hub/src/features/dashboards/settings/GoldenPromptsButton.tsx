import { IconSparkles } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { GoldenPromptsDialog } from './GoldenPromptsDialog';
import { RowDialogButton } from './RowDialogButton';

/** The edit toolbar's Golden Prompts button and its dialog. */
export function GoldenPromptsButton({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  return (
    <RowDialogButton
      dashboardId={dashboardId}
      icon={<IconSparkles size={16} stroke={1.6} />}
      label={t('dashboardSettings.prompts.button')}
      testId="dashboard-golden-prompts"
      renderDialog={(row, close) => (
        <GoldenPromptsDialog
          dashboardId={dashboardId}
          saved={row.golden_prompts?.prompts ?? []}
          onClose={close}
        />
      )}
    />
  );
}
