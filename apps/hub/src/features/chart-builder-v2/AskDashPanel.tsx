import { Badge, Button, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** 'Ask dash' side panel: a clearly-labelled placeholder until the assistant exists. */
export function AskDashPanel() {
  const { t } = useHubTranslation();
  return (
    <Stack gap="md" align="center" ta="center" py="lg" data-testid="ask-dash-panel">
      <ThemeIcon size={48} radius="xl" variant="light" color="violet">
        <IconMessageChatbot size={26} stroke={1.5} />
      </ThemeIcon>
      <Badge variant="light" color="gray">
        {t('chartBuilderV2.askDash.placeholderTitle')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('chartBuilderV2.askDash.placeholderText')}
      </Text>
      <Textarea
        w="100%"
        placeholder={t('chartBuilderV2.askDash.input')}
        disabled
        autosize
        minRows={3}
      />
      <Button fullWidth disabled>
        {t('chartBuilderV2.askDash.send')}
      </Button>
    </Stack>
  );
}
