export * from './provider';
export * from './engine/types';
export * from './pipeline';
export * from './llm';
export { createOfflineModel, offlinePlan, OFFLINE_NO_TABLES } from './offline';
