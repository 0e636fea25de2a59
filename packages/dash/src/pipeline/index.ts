export * from './answer-question';
export * from './chart-fit';
export * from './golden';
export * from './messages';
export * from './route';
export * from './compile-query';
export * from './to-classic';
export * from './ai-filters';
