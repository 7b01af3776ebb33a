/**
 * @fairchance/shared: the domain used by the API and the web app. Pure TypeScript and zod; no
 * Node or DOM APIs.
 */
export * from './constants.ts';
export * from './i18n/index.ts';
export * from './errors.ts';
export * from './errors-es.ts';
export * from './dates.ts';
export * from './validation/messages.ts';
export * from './validation/messages-es.ts';
export * from './validation/error-map.ts';
export * from './validation/issue-text.ts';
export * from './validation/fields.ts';
export * from './validation/offense-fields.ts';
export * from './validation/fair-chance-language.ts';
export * from './enums/index.ts';
export * from './schemas/index.ts';
export * from './transforms/index.ts';
export * from './cloaking.ts';
export * from './applicant-highlights.ts';
export * from './format/index.ts';
export * from './fair-chance/facts.ts';
