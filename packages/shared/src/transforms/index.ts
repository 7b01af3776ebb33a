export * from './client-profile.ts';
export * from './job.ts';
export * from './organization.ts';
