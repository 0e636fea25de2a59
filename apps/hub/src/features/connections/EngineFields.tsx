import { Grid, NumberInput, PasswordInput, Switch, Textarea, TextInput } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { DraftErrors, FieldValue } from './connection-draft';
import { ENGINE_FIELDS, type EngineField, type EditableEngine } from './engines';

export interface EngineFieldsProps {
  engine: EditableEngine;
  values: Record<string, FieldValue>;
  errors: DraftErrors;
  /** Editing a saved connection: secrets left empty keep the saved one. */
  editing: boolean;
  /** A secret is saved for this connection. */
  hasSecret: boolean;
  onChange: (key: string, value: FieldValue) => void;
}

/** The inputs of one engine's settings, labelled and validated with core's messages. */
export function EngineFields({
  engine,
  values,
  errors,
  editing,
  hasSecret,
  onChange,
}: EngineFieldsProps) {
  const { t } = useHubTranslation();

  function input(field: EngineField) {
    const label = t(`connections.fields.${field.key}`);
    const error = errors[`settings.${field.key}`];
    const value = values[field.key];
    const common = {
      label,
      error,
      required: field.required,
      placeholder: field.placeholder,
      'data-testid': `field-${field.key}`,
    };
    const keepHint = editing && hasSecret ? t('connections.form.keepSecret') : undefined;
    switch (field.kind) {
      case 'switch':
        return (
          <Switch
            label={label}
            description={
              t(`connections.fieldHints.${field.key}`, { defaultValue: '' }) || undefined
            }
            checked={value === true}
            onChange={(e) => onChange(field.key, e.currentTarget.checked)}
            data-testid={`field-${field.key}`}
          />
        );
      case 'number':
        return (
          <NumberInput
            {...common}
            value={typeof value === 'number' ? value : ''}
            onChange={(next) => onChange(field.key, next)}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
        );
      case 'secret':
        return (
          <PasswordInput
            {...common}
            description={keepHint}
            placeholder={keepHint ? '••••••••' : undefined}
            autoComplete="new-password"
            value={String(value ?? '')}
            onChange={(e) => onChange(field.key, e.currentTarget.value)}
          />
        );
      case 'secretText':
        return (
          <Textarea
            {...common}
            description={keepHint ?? t('connections.fieldHints.credentialsJson')}
            placeholder='{ "type": "service_account", … }'
            autosize
            minRows={3}
            maxRows={8}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            value={String(value ?? '')}
            onChange={(e) => onChange(field.key, e.currentTarget.value)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            value={String(value ?? '')}
            onChange={(e) => onChange(field.key, e.currentTarget.value)}
          />
        );
    }
  }

  return (
    <Grid gutter="sm">
      {ENGINE_FIELDS[engine].map((field) => (
        <Grid.Col key={`${engine}-${field.key}`} span={{ base: 12, sm: field.half ? 6 : 12 }}>
          {input(field)}
        </Grid.Col>
      ))}
    </Grid>
  );
}
