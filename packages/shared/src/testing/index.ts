/**
 * Test data the packages' tests share (`@fairchance/shared/testing`): never imported by the
 * product's own code, so a test and the fixture it builds on cannot drift apart between packages.
 */
export * from './client-profile.ts';
