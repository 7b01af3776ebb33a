export * from './languages.ts';
export * from './localize.ts';
export * from './catalogue.ts';
