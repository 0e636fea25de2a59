export * from './provider';
export * from './engine/types';
export * from './pipeline';
export * from './llm';
