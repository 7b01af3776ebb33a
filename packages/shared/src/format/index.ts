export * from './phone.ts';
export * from './salary.ts';
export * from './dates.ts';
export * from './names.ts';
export * from './locale.ts';
