export * from './provider';
export * from './engine/types';
