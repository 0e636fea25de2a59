import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { ViewerDashboard } from '../dashboard-model';
import { ShareInvitationModal } from './ShareInvitationModal';

/** The edit toolbar's Share button (dashboards.md §2 "Share dialog"). */
export function ShareInvitationButton({ dashboard }: { dashboard: ViewerDashboard }) {
  const { t } = useHubTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        radius="md"
        leftSection={<IconShare size={16} stroke={1.6} />}
        onClick={open}
        data-testid="share-invitation-open"
      >
        {t('shareInvitation.button')}
      </Button>
      <ShareInvitationModal dashboard={dashboard} opened={opened} onClose={close} />
    </>
  );
}
