export {
  ConfigureFilterControlModal,
  type ConfigureFilterControlModalProps,
} from './ConfigureFilterControlModal';
export { controlSnippet, exampleValue, takenControlKeys } from './control-snippet';
export { ControlledFiltersProvider } from './ControlledFiltersProvider';
