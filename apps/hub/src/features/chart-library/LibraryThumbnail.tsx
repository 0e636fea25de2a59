import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { chartTypeIcon } from './chart-type-icon';

export interface LibraryThumbnailProps {
  name: string;
  /** Chart type as the library names it (classic or v2). */
  type: string;
  thumbnail: string | null;
}

/**
 * A library card's picture (580x360, charts.md §9): the chart's thumbnail, else the icon of its
 * type over 'No thumbnail found'.
 */
export function LibraryThumbnail({ name, type, thumbnail }: LibraryThumbnailProps) {
  const { t } = useHubTranslation();
  const TypeIcon = chartTypeIcon(type);
  return (
    <AspectRatio ratio={580 / 360}>
      {thumbnail ? (
        <Image src={thumbnail} alt={name} fit="cover" data-testid="library-thumbnail" />
      ) : (
        <Center
          data-testid="library-no-thumbnail"
          data-type={type}
          style={{
            background:
              'repeating-linear-gradient(135deg, var(--mantine-color-default-hover) 0 10px, transparent 10px 20px)',
          }}
        >
          <Stack gap={4} align="center">
            <TypeIcon
              size={36}
              stroke={1.3}
              color="var(--mantine-color-violet-5)"
              aria-label={type}
              data-testid="library-type-icon"
            />
            <Text size="xs" c="dimmed">
              {t('chartLibrary.noThumbnail')}
            </Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}
