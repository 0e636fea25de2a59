import { Center, Stack, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useUiTranslation } from '../i18n/i18n';

/** Spec: the placeholder's message changes every 3 s, with a 500 ms fade. */
export const PLACEHOLDER_ROTATE_MS = 3000;
export const PLACEHOLDER_FADE_MS = 500;
/** i18n keys of the rotating messages (`placeholder.messages.*`). */
export const PLACEHOLDER_MESSAGE_KEYS = ['m0', 'm1', 'm2', 'm3', 'm4'] as const;

/**
 * The message shown: every 3 s it fades out (500 ms), switches to the next message and fades
 * back in. Returns the message index and whether it is currently visible.
 */
export function useRotatingIndex(count: number): { index: number; visible: boolean } {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (count < 2) return undefined;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const rotate = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % count);
        setVisible(true);
      }, PLACEHOLDER_FADE_MS);
    }, PLACEHOLDER_ROTATE_MS);
    return () => {
      clearInterval(rotate);
      if (fade) clearTimeout(fade);
    };
  }, [count]);
  return { index, visible };
}

/** 'Chart under construction' with rotating messages, for a chart that has no config yet. */
export function ChartPlaceholder() {
  const { t } = useUiTranslation();
  const { index, visible } = useRotatingIndex(PLACEHOLDER_MESSAGE_KEYS.length);
  const key = PLACEHOLDER_MESSAGE_KEYS[index] ?? PLACEHOLDER_MESSAGE_KEYS[0];
  return (
    <Center h="100%" p="sm" data-testid="chart-placeholder">
      <Stack gap={6} align="center">
        <IconTools size={28} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} size="sm">
          {t('placeholder.title')}
        </Text>
        <Text
          size="sm"
          c="dimmed"
          ta="center"
          aria-live="polite"
          data-testid="chart-placeholder-message"
          style={{ opacity: visible ? 1 : 0, transition: `opacity ${PLACEHOLDER_FADE_MS}ms ease` }}
        >
          {t(`placeholder.messages.${key}`)}
        </Text>
      </Stack>
    </Center>
  );
}
