import { IconMapOff } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';

export function NotFoundPage() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      icon={<IconMapOff size={28} />}
      title={t('notFound.title')}
      message={t('notFound.text')}
      action={{ label: t('notFound.back'), onClick: () => void navigate('/dashboards') }}
    />
  );
}
