export * from './llm-model';
export * from './plan-schema';
export * from './prompt';
export * from './providers';
