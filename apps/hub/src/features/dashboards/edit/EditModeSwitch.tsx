import { Button } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../../i18n/hub-i18n';

/**
 * 'Edit' on the dashboard's view (to `/build/dashboard/:id/edit`) and 'Done' in edit mode (back
 * to `/dashboards/:id`). The draft stays across both: the view shows it too, with Save.
 */
export function EditModeSwitch({
  dashboardId,
  editMode,
}: {
  dashboardId: string;
  editMode: boolean;
}) {
  const { t } = useHubTranslation();
  const id = encodeURIComponent(dashboardId);
  return editMode ? (
    <Button
      component={Link}
      to={`/dashboards/${id}`}
      variant="default"
      radius="md"
      leftSection={<IconCheck size={16} />}
      data-testid="dashboard-done"
    >
      {t('dashboardEdit.done')}
    </Button>
  ) : (
    <Button
      component={Link}
      to={`/build/dashboard/${id}/edit`}
      variant="default"
      radius="md"
      leftSection={<IconPencil size={16} />}
      data-testid="dashboard-edit"
    >
      {t('dashboardEdit.edit')}
    </Button>
  );
}
