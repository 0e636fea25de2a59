import type { ChartConfigClassic, OutputColumn } from '@chartroom/core';
import {
  ColorInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { ConfigAction } from './chart-config-reducer';
import { ColumnSelect } from './ColumnSelect';
import { FormatPopover } from './FormatPopover';

const FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Georgia', 'Courier New'];

export interface StyleSectionProps {
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
}

/** Order by with direction, layout, title and size, background colour and font family. */
export function StyleSection({ config, columns, dispatch }: StyleSectionProps) {
  const { t } = useHubTranslation();
  const orderBy = config.orderBy ?? null;
  return (
    <Stack gap="sm" data-testid="style-section">
      <SimpleGrid cols={2} spacing="sm">
        <ColumnSelect
          label={t('chartBuilder.build.orderBy')}
          placeholder={t('chartBuilder.build.orderNone')}
          columns={columns}
          value={orderBy?.column ?? null}
          allowDeselect
          clearable
          onChange={(column) =>
            dispatch({
              type: 'setOrderBy',
              orderBy: column ? { column, direction: orderBy?.direction ?? 'ascending' } : null,
            })
          }
          data-testid="order-by"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('chartBuilder.build.direction')}
          </Text>
          <SegmentedControl
            size="xs"
            disabled={!orderBy}
            value={orderBy?.direction ?? 'ascending'}
            onChange={(direction) =>
              orderBy &&
              dispatch({
                type: 'setOrderBy',
                orderBy: { ...orderBy, direction: direction as 'ascending' | 'descending' },
              })
            }
            data={[
              { value: 'ascending', label: t('chartBuilder.build.ascending') },
              { value: 'descending', label: t('chartBuilder.build.descending') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('chartBuilder.build.title')}
          placeholder={t('chartBuilder.build.titlePlaceholder')}
          value={config.title ?? ''}
          onChange={(e) => dispatch({ type: 'setTitle', title: e.currentTarget.value })}
          data-testid="chart-title"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('chartBuilder.build.titleSize')}
          </Text>
          <SegmentedControl
            size="xs"
            value={config.titleSize ?? 'large'}
            onChange={(v) => dispatch({ type: 'setTitleSize', titleSize: v as 'small' | 'large' })}
            data={[
              { value: 'small', label: t('chartBuilder.build.small') },
              { value: 'large', label: t('chartBuilder.build.large') },
            ]}
            data-testid="title-size"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('chartBuilder.build.layout')}
          </Text>
          <SegmentedControl
            size="xs"
            value={config.layout ?? 'vertical'}
            onChange={(v) =>
              dispatch({ type: 'setLayout', layout: v as 'vertical' | 'horizontal' })
            }
            data={[
              { value: 'vertical', label: t('chartBuilder.build.vertical') },
              { value: 'horizontal', label: t('chartBuilder.build.horizontal') },
            ]}
            data-testid="layout"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('chartBuilder.format.title')}
          </Text>
          <FormatPopover
            value={config.formatConfig}
            onApply={(formatConfig) => dispatch({ type: 'setFormatConfig', formatConfig })}
          />
        </Stack>
        <ColorInput
          label={t('chartBuilder.build.bgColor')}
          value={config.bgColor ?? ''}
          onChange={(bgColor) => dispatch({ type: 'setBgColor', bgColor })}
          format="hex"
          data-testid="bg-color"
        />
        <Select
          label={t('chartBuilder.build.fontFamily')}
          placeholder={t('chartBuilder.build.fontDefault')}
          data={FONTS}
          value={config.fontFamily || null}
          onChange={(v) => dispatch({ type: 'setFontFamily', fontFamily: v ?? '' })}
          clearable
          data-testid="font-family"
        />
      </SimpleGrid>
    </Stack>
  );
}
