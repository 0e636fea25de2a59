import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ChartSelection } from './ChartSelection';
import type { PickedChart } from './new-dashboard-layout';
import { useCreateDashboard } from './use-dashboard-lifecycle';

export interface NewDashboardModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new dashboard's id, once saved. */
  onCreated: (id: string) => void;
}

type Start = 'blank' | 'charts';

/** 'New dashboard': its name, and a blank grid or charts picked from the library. */
export function NewDashboardModal(props: NewDashboardModalProps) {
  const { t } = useHubTranslation();
  const [name, setName] = useState('');
  const [start, setStart] = useState<Start>('blank');
  const [charts, setCharts] = useState<PickedChart[]>([]);
  const [touched, setTouched] = useState(false);
  const create = useCreateDashboard();
  const trimmed = name.trim();
  const needsCharts = start === 'charts' && charts.length === 0;
  const close = () => {
    if (create.isPending) return;
    props.onClose();
    setName('');
    setStart('blank');
    setCharts([]);
    setTouched(false);
    create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed || needsCharts) return;
    create.mutate(
      { name: trimmed, charts: start === 'charts' ? charts : [] },
      {
        onSuccess: (id) => {
          close();
          props.onCreated(id);
        },
      },
    );
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      centered
      radius="md"
      size="lg"
      title={<Text fw={600}>{t('dashboardLifecycle.create.title')}</Text>}
      data-testid="new-dashboard-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('dashboardLifecycle.create.name')}
            placeholder={t('dashboardLifecycle.create.namePlaceholder')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={500}
            required
            error={touched && !trimmed ? t('dashboardLifecycle.create.nameRequired') : null}
            data-autofocus
            data-testid="new-dashboard-name"
          />
          <Radio.Group
            label={t('dashboardLifecycle.create.start')}
            value={start}
            onChange={(value) => setStart(value as Start)}
          >
            <Stack gap="xs" mt={6}>
              <Radio
                value="blank"
                label={t('dashboardLifecycle.create.blank')}
                description={t('dashboardLifecycle.create.blankHint')}
                data-testid="new-dashboard-blank"
              />
              <Radio
                value="charts"
                label={t('dashboardLifecycle.create.fromCharts')}
                description={t('dashboardLifecycle.create.fromChartsHint')}
                data-testid="new-dashboard-from-charts"
              />
            </Stack>
          </Radio.Group>
          {start === 'charts' && <ChartSelection selected={charts} onChange={setCharts} />}
          {touched && needsCharts && (
            <Text size="sm" c="red" role="alert">
              {t('dashboardLifecycle.create.pickAtLeastOne')}
            </Text>
          )}
          {create.error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
              {t('dashboardLifecycle.create.failed', { message: create.error.message })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('dashboardLifecycle.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="new-dashboard-submit">
              {t('dashboardLifecycle.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
